/// What went wrong in a fuzz case: the first step after which the table disagreed with its
/// model, and how.
public struct FuzzFailure: Equatable, Sendable {
  /// The position, among the case's drawn steps, of the step after which the checks failed.
  public var position: Int
  /// What the table got wrong.
  public var problems: [String]
  /// What every step that ran did, up to and including the failing one ("(nothing to do)" for
  /// a step that found nothing to act on), with its position.
  public var log: [Entry]
  /// One step that ran: its position, its kind, and what it did.
  public typealias Entry = (position: Int, kind: FuzzStep.Kind, description: String)

  public static func == (lhs: FuzzFailure, rhs: FuzzFailure) -> Bool {
    lhs.position == rhs.position && lhs.problems == rhs.problems
  }

  /// The kind of the first problem, its numbers and quoted texts left out: two failures with
  /// the same signature are taken for the same bug while a case shrinks.
  public var signature: String { Self.signature(of: problems.first ?? "") }

  /// `problem` without its numbers and quoted texts.
  public static func signature(of problem: String) -> String {
    var result = ""
    var inQuote = false
    var lastWasDigit = false
    for character in problem {
      if character == "\"" {
        inQuote.toggle()
        if !inQuote { result += "\"…\"" }
        continue
      }
      guard !inQuote else { continue }
      if character.isNumber {
        if !lastWasDigit { result += "#" }
        lastWasDigit = true
      } else if !(lastWasDigit && character == ".") {
        lastWasDigit = false
        result.append(character)
      }
    }
    return result
  }
}

/// Runs fuzz cases, and shrinks a failing one to the shortest list of steps that still fails
/// the same way.
@MainActor
public enum FuzzRunner {
  /// Runs `fuzzCase` in a fresh session and stops at the first step after which the table
  /// disagrees with its model.
  /// - Parameter fuzzCase: The case.
  /// - Returns: The failure, or nil when every step passed.
  public static func run(_ fuzzCase: FuzzCase) -> FuzzFailure? {
    trace(fuzzCase).failure
  }

  /// Runs `fuzzCase` as `run` does, and says what each step did.
  /// - Returns: Each step that ran (its position, kind, and what it did) up to the failing one
  ///   or the last, and the failure if there was one.
  public static func trace(_ fuzzCase: FuzzCase)
    -> (log: [FuzzFailure.Entry], failure: FuzzFailure?)
  {
    let session = FuzzSession(configuration: fuzzCase.configuration)
    let drawn = fuzzCase.drawnSteps
    var log: [FuzzFailure.Entry] = []
    for position in fuzzCase.positions where position < drawn.count {
      let step = drawn[position]
      let problems = session.perform(step)
      log.append((position, step.kind, session.log.last.flatMap { $0 } ?? "(nothing to do)"))
      if !problems.isEmpty {
        return (log, FuzzFailure(position: position, problems: problems, log: log))
      }
    }
    return (log, nil)
  }

  /// The shortest case found that fails as `failure` did (same signature): the steps after the
  /// failing one dropped, then chunks of steps dropped while it still fails (delta debugging,
  /// down to a list from which no single step can go), then sections and rows of the initial
  /// model taken away, then steps again.
  /// - Parameters:
  ///   - fuzzCase: A failing case.
  ///   - failure: How it fails.
  ///   - budget: The most replays to spend.
  /// - Returns: The shorter case and its failure.
  public static func shrink(
    _ fuzzCase: FuzzCase, failing failure: FuzzFailure,
    budget: Int = 3000
  ) -> (fuzzCase: FuzzCase, failure: FuzzFailure) {
    var best = (fuzzCase: fuzzCase, failure: failure)
    var replays = 0
    func fails(_ candidate: FuzzCase) -> Bool {
      guard replays < budget else { return false }
      replays += 1
      guard let found = run(candidate),
        found.problems.contains(where: { FuzzFailure.signature(of: $0) == failure.signature })
      else { return false }
      best = (candidate, found)
      return true
    }
    func withPositions(_ positions: [Int]) -> FuzzCase {
      var candidate = best.fuzzCase
      candidate.kept = positions
      return candidate
    }
    // 1. Nothing after the failing step matters.
    var current = best.fuzzCase
    current.kept = best.fuzzCase.positions.filter { $0 <= failure.position }
    if fails(current) { current = best.fuzzCase }
    current = best.fuzzCase
    if current.rowCounts == nil { current.rowCounts = current.configuration.initialRowCounts }
    _ = fails(current)
    // 2. Steps, then the initial rows, then steps once more.
    dropSteps(fails: fails, withPositions: withPositions, best: { best.fuzzCase })
    dropRows(fails: fails, best: { best.fuzzCase })
    dropSteps(fails: fails, withPositions: withPositions, best: { best.fuzzCase })
    return best
  }

  /// Delta debugging over the steps that run: drops chunks, halving their size when no chunk
  /// can go, until no single step can.
  private static func dropSteps(
    fails: (FuzzCase) -> Bool, withPositions: ([Int]) -> FuzzCase, best: () -> FuzzCase
  ) {
    var granularity = 2
    while true {
      let positions = best().positions
      guard positions.count > 1 else { return }
      let chunk = max(1, (positions.count + granularity - 1) / granularity)
      var reduced = false
      for start in stride(from: 0, to: positions.count, by: chunk) {
        var complement = positions
        complement.removeSubrange(start..<min(positions.count, start + chunk))
        if fails(withPositions(complement)) {
          granularity = max(granularity - 1, 2)
          reduced = true
          break
        }
      }
      if !reduced {
        if chunk == 1 { return }
        granularity = min(positions.count, granularity * 2)
      }
    }
  }

  /// Takes sections and rows out of the initial model while the case still fails: each
  /// section dropped, emptied, or halved.
  private static func dropRows(fails: (FuzzCase) -> Bool, best: () -> FuzzCase) {
    var changed = true
    while changed {
      changed = false
      let counts = best().rowCounts ?? best().configuration.initialRowCounts
      for index in counts.indices.reversed() {
        var candidates: [[Int]] = []
        if counts.count > 1 {
          var without = counts
          without.remove(at: index)
          candidates.append(without)
        }
        if counts[index] > 0 {
          for smaller in [0, counts[index] / 2, counts[index] - 1] where smaller < counts[index] {
            var fewer = counts
            fewer[index] = smaller
            candidates.append(fewer)
          }
        }
        for rows in candidates {
          var candidate = best()
          candidate.rowCounts = rows
          if fails(candidate) {
            changed = true
            break
          }
        }
        if changed { break }
      }
    }
  }
}
