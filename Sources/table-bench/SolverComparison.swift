import Foundation
import PipeReading
import TableKit

/// TableKit's Cassowary solver beside kiwi, the C++ solver inside Debian's
/// `python3-kiwisolver` (issue 27, item 5), on the same constraint systems: the systems are
/// written to a file that `Benchmarks/peers/kiwi/kiwi_bench.py` times through Python, which
/// also measures Python's own share of its loops.
enum SolverComparison {
  /// A constraint system as both solvers take it: `Σ coefficient·variable + constant` related
  /// to zero, with a Cassowary strength (`SolverStrength`'s scale, which is kiwi's).
  struct System: Codable {
    struct Constraint: Codable {
      var terms: [[Double]]
      var constant: Double
      var relation: String
      var strength: Double

      /// `Σ coefficient·variable + constant relation 0`, terms as (variable, coefficient).
      init(_ terms: [(Int, Double)], _ constant: Double, _ relation: String, _ strength: Double) {
        self.terms = terms.map { [Double($0.0), $0.1] }
        self.constant = constant
        self.relation = relation
        self.strength = strength
      }
    }

    struct Edit: Codable {
      var variable: Int
      var strength: Double
      var values: [Double]
    }

    var name: String
    var variables: Int
    var constraints: [Constraint]
    var edit: Edit
  }

  /// Kiwi's times for one system, in microseconds.
  struct KiwiTimes: Codable {
    var build: Double
    var build_python: Double
    var edit: Double
    var edit_python: Double
  }

  // MARK: - The systems

  /// `views` views in a row, each at least 20 and preferably 100 wide, 8 apart, within a
  /// container whose width is the edit variable: a toolbar or a stack view's system.
  static func row(views: Int) -> System {
    var constraints: [System.Constraint] = []
    func add(_ terms: [(Int, Double)], _ constant: Double, _ relation: String, _ strength: Double) {
      constraints.append(.init(terms, constant, relation, strength))
    }
    // Variables: 0 the container's width, then x and width per view.
    let container = 0
    func x(_ view: Int) -> Int { 1 + 2 * view }
    func width(_ view: Int) -> Int { 2 + 2 * view }
    add([(x(0), 1)], -8, "==", SolverStrength.required)
    for view in 0..<views {
      add([(width(view), 1)], -20, ">=", SolverStrength.required)
      add([(width(view), 1)], -100, "==", SolverStrength.weak)
      if view + 1 < views {
        add([(x(view + 1), 1), (x(view), -1), (width(view), -1)], -8, "==", SolverStrength.required)
      }
    }
    add([(x(views - 1), 1), (width(views - 1), 1), (container, -1)], 8, "<=", SolverStrength.required)
    add([(x(views - 1), 1), (width(views - 1), 1), (container, -1)], 8, "==", SolverStrength.medium)
    let values = (0..<200).map { Double(views * 60 + ($0 % 20) * 50) }
    return System(
      name: "a row of \(views) views", variables: 1 + 2 * views, constraints: constraints,
      edit: .init(variable: container, strength: SolverStrength.strong, values: values))
  }

  /// `cells` message cells (image, sender, date, preview: x, y, width, height each) as the
  /// Auto Layout suite's cell lays them out, their labels' intrinsic sizes as strong
  /// (compression) and weak (hugging) wishes, in one system whose shared width is the edit
  /// variable.
  static func messageCells(_ cells: Int) -> System {
    var constraints: [System.Constraint] = []
    func add(
      _ terms: [(Int, Double)], _ constant: Double, _ relation: String,
      _ strength: Double = SolverStrength.required
    ) {
      constraints.append(.init(terms, constant, relation, strength))
    }
    let width = 0
    let perCell = 16
    for cell in 0..<cells {
      let base = 1 + cell * perCell
      func v(_ view: Int, _ part: Int) -> Int { base + view * 4 + part }  // x, y, w, h
      let (image, sender, date, preview) = (0, 1, 2, 3)
      let (x, y, w, h) = (0, 1, 2, 3)
      let top = Double(cell) * 80 + 11
      add([(v(image, x), 1)], -16, "==")
      add([(v(image, y), 1)], -top, "==")
      add([(v(image, w), 1)], -40, "==")
      add([(v(image, h), 1), (v(image, w), -1)], 0, "==")
      add([(v(sender, x), 1), (v(image, x), -1), (v(image, w), -1)], -12, "==")
      add([(v(sender, y), 1)], -top, "==")
      add([(v(date, x), 1), (v(sender, x), -1), (v(sender, w), -1)], -8, ">=")
      add([(v(date, x), 1), (v(date, w), 1), (width, -1)], 16, "==")
      add([(v(date, y), 1), (v(sender, y), -1)], 0, "==")
      add([(v(preview, x), 1), (v(sender, x), -1)], 0, "==")
      add([(v(preview, x), 1), (v(preview, w), 1), (width, -1)], 16, "==")
      add([(v(preview, y), 1), (v(sender, y), -1), (v(sender, h), -1)], -2, "==")
      add([(v(preview, y), 1), (v(preview, h), 1)], -(top + 58), "<=")
      for (label, length, lineHeight) in [(sender, 96.0, 20.0), (date, 72.0, 18.0), (preview, 460.0, 36.0)] {
        add([(v(label, w), 1)], -length, "<=", SolverStrength.weak)
        add([(v(label, w), 1)], -length, ">=", SolverStrength.make(strong: 0, medium: 750, weak: 0))
        add([(v(label, h), 1)], -lineHeight, "==", SolverStrength.make(strong: 0, medium: 1, weak: 0))
      }
    }
    let values = (0..<200).map { 320 + Double($0 % 20) * 10 }
    return System(
      name: "\(cells) message cells", variables: 1 + cells * perCell, constraints: constraints,
      edit: .init(variable: width, strength: SolverStrength.strong, values: values))
  }

  // MARK: - TableKit's times

  /// Microseconds to build and solve `system` with TableKit's solver, and per suggested
  /// value of its edit; medians of `runs`.
  static func tableKitTimes(_ system: System, runs: Int) -> (build: Double, edit: Double) {
    let clock = ContinuousClock()
    var builds: [Double] = []
    var edits: [Double] = []
    for _ in 0..<runs {
      let start = clock.now
      var (solver, variables) = build(system)
      builds.append(Stopwatch.microseconds(start.duration(to: clock.now)))
      let edited = variables[system.edit.variable]
      try? solver.addEditVariable(edited, strength: system.edit.strength)
      let editStart = clock.now
      for value in system.edit.values {
        try? solver.suggestValue(value, for: edited)
        solver.updateVariables()
      }
      edits.append(
        Stopwatch.microseconds(editStart.duration(to: clock.now)) / Double(system.edit.values.count))
    }
    return (Stopwatch.median(builds), Stopwatch.median(edits))
  }

  private static func build(_ system: System) -> (ConstraintSolver, [SolverVariable]) {
    let variables = (0..<system.variables).map { SolverVariable("v\($0)") }
    var solver = ConstraintSolver()
    for constraint in system.constraints {
      var expression = LinearExpression(constraint.constant)
      for term in constraint.terms {
        expression = expression + LinearExpression(variables[Int(term[0])]) * term[1]
      }
      let relation: SolverConstraint.Relation =
        switch constraint.relation {
        case "<=": .lessThanOrEqual
        case ">=": .greaterThanOrEqual
        default: .equal
        }
      try? solver.addConstraint(
        SolverConstraint(expression, relation, LinearExpression(0), strength: constraint.strength))
    }
    solver.updateVariables()
    return (solver, variables)
  }

  // MARK: - Kiwi's times

  /// Kiwi's times for `systems`, run through Python; nil (with the reason on standard error)
  /// when Python, kiwisolver or the script is missing.
  static func kiwiTimes(_ systems: [System], runs: Int) -> [String: KiwiTimes]? {
    let script = URL(fileURLWithPath: "Benchmarks/peers/kiwi/kiwi_bench.py")
    guard FileManager.default.fileExists(atPath: script.path) else {
      progress("autolayout: \(script.path) is missing (run from the package's folder); no kiwi figures")
      return nil
    }
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("tablekit-solver-systems-\(getpid()).json")
    defer { try? FileManager.default.removeItem(at: file) }
    do {
      try JSONEncoder().encode(systems).write(to: file)
      let process = Process()
      // Debian's Python, where python3-kiwisolver installs (a PATH may lead to another one).
      let debianPython = "/usr/bin/python3"
      if FileManager.default.isExecutableFile(atPath: debianPython) {
        process.executableURL = URL(fileURLWithPath: debianPython)
        process.arguments = [script.path, file.path, String(runs)]
      } else {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, file.path, String(runs)]
      }
      let output = Pipe()
      process.standardOutput = output
      try process.run()
      let data = output.fileHandleForReading.readUntilEnd()
      process.waitUntilExit()
      guard process.terminationStatus == 0 else {
        progress("autolayout: the kiwi peer exited with \(process.terminationStatus); no kiwi figures")
        return nil
      }
      return try JSONDecoder().decode([String: KiwiTimes].self, from: data)
    } catch {
      progress("autolayout: the kiwi peer could not run (\(error)); no kiwi figures")
      return nil
    }
  }

  // MARK: - Results

  /// Adds, per system, TableKit's build and edit times beside kiwi's (Python's share removed),
  /// with Python's share in the note.
  static func results(into results: inout ResultBuilder) {
    progress("autolayout: TableKit's solver beside kiwi (python3-kiwisolver)")
    let systems = [row(views: 1_000), messageCells(100)]
    let runs = 5
    guard let kiwi = kiwiTimes(systems, runs: runs) else { return }
    for system in systems {
      guard let theirs = kiwi[system.name] else { continue }
      let ours = tableKitTimes(system, runs: runs)
      let kiwiBuild = max(0, theirs.build - theirs.build_python)
      let kiwiEdit = max(0, theirs.edit - theirs.edit_python)
      results.add(
        "solver, \(system.name) (\(system.constraints.count) constraints): build and solve",
        unit: "µs", small: ("kiwi", kiwiBuild), large: ("TableKit", ours.build),
        note: "kiwi through Python took \(Int(theirs.build)) µs, of which Python's loop \(Int(theirs.build_python)) µs")
      results.add(
        "solver, \(system.name): one edit suggested and solved", unit: "µs",
        small: ("kiwi", kiwiEdit), large: ("TableKit", ours.edit),
        note: String(
          format: "kiwi through Python %.1f µs, of which Python's calls %.1f µs", theirs.edit,
          theirs.edit_python))
    }
  }
}
