/// A replayable fuzz case: how the table is configured, which steps are drawn, and which of them
/// run. Its `description` is one line that `init?(_:)` reads back, the argument of
/// `table-fuzz --replay`.
///
/// `seed=7 config=random heights=self-sizing rows=3,0,12 steps=200 keep=4,17,18 mix=driver`
/// (and `without=empty-batch,drag` when kinds of step are left out)
public struct FuzzCase: Equatable, Sendable, CustomStringConvertible {
  /// How the configuration comes from the seed.
  public enum Origin: String, Sendable {
    /// `FuzzConfiguration.random(seed:heights:)`.
    case random
    /// `FuzzConfiguration.suite(seed:selfSizing: false, ...)`, the suite's fuzz tests.
    case suite
    /// `FuzzConfiguration.suite(seed:selfSizing: true, ...)`.
    case suiteSelfSizing = "suite-self-sizing"
  }

  /// The seed of the configuration, the initial items and the steps.
  public var seed: UInt64
  /// How the configuration comes from the seed.
  public var origin: Origin = .random
  /// The height mode forced on a random configuration, or nil for the seed's own.
  public var heights: FuzzConfiguration.Heights?
  /// The sections' initial row counts, or nil for the seed's own.
  public var rowCounts: [Int]?
  /// How many steps are drawn from the seed.
  public var stepCount: Int
  /// The positions (from 0) of the drawn steps that run, in order; nil for all of them.
  public var kept: [Int]?
  /// Whether the steps are drawn with the suite's mix or the driver's.
  public var usesSuiteMix = false
  /// Kinds of step never drawn (to keep clear of a bug while it is being fixed).
  public var excludedKinds: Set<FuzzStep.Kind> = []

  /// Creates a case of `stepCount` steps drawn from `seed`.
  public init(
    seed: UInt64, origin: Origin = .random, heights: FuzzConfiguration.Heights? = nil,
    stepCount: Int
  ) {
    self.seed = seed
    self.origin = origin
    self.heights = heights
    self.stepCount = stepCount
  }

  /// The table's configuration.
  public var configuration: FuzzConfiguration {
    var configuration: FuzzConfiguration
    switch origin {
    case .random:
      configuration = .random(seed: seed, heights: heights)
    case .suite, .suiteSelfSizing:
      // The suite's tests draw their rows from their own generator; a case names them.
      configuration = .suite(
        seed: Int(truncatingIfNeeded: seed), selfSizing: origin == .suiteSelfSizing,
        initialRowCounts: rowCounts ?? [10])
    }
    if let rowCounts { configuration.initialRowCounts = rowCounts }
    return configuration
  }

  /// Every step drawn from the seed.
  public var drawnSteps: [FuzzStep] {
    let weights = (usesSuiteMix ? FuzzStep.suiteWeights : FuzzStep.driverWeights)
      .filter { !excludedKinds.contains($0.key) }
    return FuzzStep.generate(count: stepCount, seed: seed, weights: weights)
  }

  /// The positions of the steps that run.
  public var positions: [Int] { kept ?? Array(0..<stepCount) }

  /// The steps that run, in order.
  public var steps: [FuzzStep] {
    let drawn = drawnSteps
    return positions.filter { $0 < drawn.count }.map { drawn[$0] }
  }

  // MARK: - One line

  public var description: String {
    var parts = ["seed=\(seed)", "config=\(origin.rawValue)"]
    if let heights { parts.append("heights=\(heights.rawValue)") }
    if let rowCounts { parts.append("rows=\(rowCounts.map(String.init).joined(separator: ","))") }
    parts.append("steps=\(stepCount)")
    if let kept { parts.append("keep=\(kept.map(String.init).joined(separator: ","))") }
    parts.append("mix=\(usesSuiteMix ? "suite" : "driver")")
    if !excludedKinds.isEmpty {
      let names = excludedKinds.map(\.commandLineName).sorted()
      parts.append("without=\(names.joined(separator: ","))")
    }
    return parts.joined(separator: " ")
  }

  /// Reads a case from its `description`.
  /// - Returns: nil, with `error` saying why, when the line is not a case.
  public init?(_ line: String, error: inout String) {
    var seed: UInt64?
    var stepCount: Int?
    var origin = Origin.random
    var heights: FuzzConfiguration.Heights?
    var rowCounts: [Int]?
    var kept: [Int]?
    var suiteMix = false
    var excluded: Set<FuzzStep.Kind> = []
    func numbers(_ text: Substring) -> [Int]? {
      var result: [Int] = []
      for piece in text.split(separator: ",") {
        guard let value = Int(piece), value >= 0 else { return nil }
        result.append(value)
      }
      return result
    }
    for part in line.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
      let pieces = part.split(separator: "=", maxSplits: 1)
      guard pieces.count == 2 else {
        error = "'\(part)' is not key=value"
        return nil
      }
      let (key, value) = (pieces[0], pieces[1])
      switch key {
      case "seed": seed = UInt64(value)
      case "steps": stepCount = Int(value)
      case "config":
        guard let parsed = Origin(rawValue: String(value)) else {
          error = "config=\(value): expected random, suite or suite-self-sizing"
          return nil
        }
        origin = parsed
      case "heights":
        guard let parsed = FuzzConfiguration.Heights(rawValue: String(value)) else {
          error = "heights=\(value): expected exact, estimated or self-sizing"
          return nil
        }
        heights = parsed
      case "rows":
        rowCounts = numbers(value)
        if rowCounts == nil {
          error = "rows=\(value): expected counts like 3,0,12"
          return nil
        }
      case "keep":
        kept = numbers(value)
        if kept == nil {
          error = "keep=\(value): expected step positions like 4,17,18"
          return nil
        }
      case "mix":
        guard value == "suite" || value == "driver" else {
          error = "mix=\(value): expected suite or driver"
          return nil
        }
        suiteMix = value == "suite"
      case "without":
        for name in value.split(separator: ",") {
          guard let kind = FuzzStep.kind(named: String(name)) else {
            error = "without=\(value): '\(name)' is not a kind of step"
            return nil
          }
          excluded.insert(kind)
        }
      default:
        error = "unknown key '\(key)' (seed, config, heights, rows, steps, keep, mix, without)"
        return nil
      }
    }
    guard let seed else {
      error = "a case needs seed=N"
      return nil
    }
    guard let stepCount, stepCount >= 0 else {
      error = "a case needs steps=N"
      return nil
    }
    self.init(seed: seed, origin: origin, heights: heights, stepCount: stepCount)
    self.rowCounts = rowCounts
    self.kept = kept
    usesSuiteMix = suiteMix
    excludedKinds = excluded
  }
}
