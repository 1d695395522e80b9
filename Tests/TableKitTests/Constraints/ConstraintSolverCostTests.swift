import Foundation
import Testing

@testable import TableKit

/// Issue 27: a change costs work in the rows it concerns, not in the constraints the solver
/// holds besides, and no change copies the row table (as the copy of the solver once kept for
/// a rollback made every change do). Measured by the solver's work counters and by whether
/// the table's storage stays the same object; never by time.
@Suite struct ConstraintSolverCostTests {
  /// The variables and constraints of a small layout, among them those the changes below
  /// add, remove or give new constants. Kept apart from the solver, so that handing them to a
  /// change shares no storage with it.
  struct Layout {
    /// A view's left edge: at least 10, at most 100, weakly 40.
    let x = SolverVariable("x")
    /// Its right edge, `x + width`.
    let y = SolverVariable("y")
    /// Its width, an edit variable at 30.
    let width = SolverVariable("width")
    /// `x <= 100`.
    let upper: SolverConstraint
    /// `y == x + width`.
    let sum: SolverConstraint
    /// `x == 25 @ medium`, added and removed.
    let preference: SolverConstraint
    /// `y <= 80`, added and removed.
    let ceiling: SolverConstraint
    /// `x >= 31`, refused once `upper` is `x <= 30`.
    let beyond: SolverConstraint
    /// A constraint whose arithmetic overflows, refused.
    let huge: SolverConstraint

    /// Creates the layout's variables and constraints.
    init() {
      upper = SolverConstraint(x, .lessThanOrEqual, 100)
      sum = SolverConstraint(y, .equal, x + width)
      preference = SolverConstraint(x, .equal, 25, strength: SolverStrength.medium)
      ceiling = SolverConstraint(y, .lessThanOrEqual, 80)
      beyond = SolverConstraint(x, .greaterThanOrEqual, 31)
      huge = SolverConstraint(1e307 * x + 1e307 * y, .equal, 1)
    }

    /// A solver holding `unrelated` constraints (a multiple of five) on variables of their
    /// own, then the layout.
    func solver(unrelated: Int) throws -> ConstraintSolver {
      var solver = ConstraintSolver()
      for constraint in Self.unrelatedConstraints(unrelated) {
        try solver.addConstraint(constraint)
      }
      try solver.addConstraint(SolverConstraint(x, .greaterThanOrEqual, 10))
      try solver.addConstraint(upper)
      try solver.addConstraint(SolverConstraint(x, .equal, 40, strength: SolverStrength.weak))
      try solver.addConstraint(sum)
      try solver.addEditVariable(width, strength: SolverStrength.strong)
      try solver.suggestValue(30, for: width)
      return solver
    }

    /// `count` constraints, five to a view of their own: its left edge and a minimum width
    /// required, its right edge the sum, a medium preferred width and a weak pull on its right
    /// edge; so every kind of row (required or optional, equality or inequality).
    static func unrelatedConstraints(_ count: Int) -> [SolverConstraint] {
      (0..<(count / 5)).flatMap { index in
        let left = SolverVariable("v\(index).left")
        let width = SolverVariable("v\(index).width")
        let right = SolverVariable("v\(index).right")
        return [
          SolverConstraint(left, .equal, 10 + 60 * Double(index)),
          SolverConstraint(width, .greaterThanOrEqual, 44),
          SolverConstraint(right, .equal, left + width),
          SolverConstraint(width, .equal, 50, strength: SolverStrength.medium),
          SolverConstraint(right, .lessThanOrEqual, 0, strength: SolverStrength.weak),
        ]
      }
    }
  }

  /// One change to a layout's solver, with `x` and `y` after it (nil for a refused change).
  struct Change {
    /// What the change does, for messages.
    let name: String
    /// `x` and `y` once it is made; nil if it is refused.
    let expected: (x: Double, y: Double)?
    /// The change.
    let apply: (inout ConstraintSolver, Layout) throws(SolverError) -> Void

    /// Creates a change.
    init(
      _ name: String, _ expected: (x: Double, y: Double)?,
      _ apply: @escaping (inout ConstraintSolver, Layout) throws(SolverError) -> Void
    ) {
      self.name = name
      self.expected = expected
      self.apply = apply
    }
  }

  /// Changes of every kind, each from where the one before left the layout: a suggested
  /// value; new constants (the last repaired by a dual simplex pivot); constraints added
  /// (one with primal pivots) and removed; then refusals found only half-way (by phase one,
  /// by the dual simplex, by an overflow), undone from the journal.
  static var changes: [Change] {
    [
      Change("suggest 55 for width", (40, 95)) { solver, layout throws(SolverError) in
        try solver.suggestValue(55, for: layout.width)
      },
      Change("y == x + width + 5", (40, 100)) { solver, layout throws(SolverError) in
        try solver.updateConstant(of: layout.sum, to: -5)
      },
      Change("x <= 30", (30, 90)) { solver, layout throws(SolverError) in
        try solver.updateConstant(of: layout.upper, to: -30)
      },
      Change("add x == 25 @ medium", (25, 85)) { solver, layout throws(SolverError) in
        try solver.addConstraint(layout.preference)
      },
      Change("add y <= 80", (20, 80)) { solver, layout throws(SolverError) in
        try solver.addConstraint(layout.ceiling)
      },
      Change("remove y <= 80", (25, 85)) { solver, layout throws(SolverError) in
        try solver.removeConstraint(layout.ceiling)
      },
      Change("remove x == 25 @ medium", (30, 90)) { solver, layout throws(SolverError) in
        try solver.removeConstraint(layout.preference)
      },
      Change("refused: add x >= 31", nil) { solver, layout throws(SolverError) in
        try solver.addConstraint(layout.beyond)
      },
      Change("refused: x <= 5", nil) { solver, layout throws(SolverError) in
        try solver.updateConstant(of: layout.upper, to: -5)
      },
      Change("refused: overflow", nil) { solver, layout throws(SolverError) in
        try solver.addConstraint(layout.huge)
      },
    ]
  }

  /// Makes `change` on `solver`, checks its outcome, and returns the work it took.
  static func make(
    _ change: Change, on solver: inout ConstraintSolver, of layout: Layout,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> SolverStatistics {
    let before = solver.statistics
    let error = SolverError.caught { () throws(SolverError) in
      try change.apply(&solver, layout)
    }
    if let expected = change.expected {
      #expect(error == nil, "\(change.name)", sourceLocation: sourceLocation)
      #expect(solver.value(of: layout.x) == expected.x, sourceLocation: sourceLocation)
      #expect(solver.value(of: layout.y) == expected.y, sourceLocation: sourceLocation)
    } else {
      #expect(error != nil, "\(change.name) was not refused", sourceLocation: sourceLocation)
    }
    let after = solver.statistics
    return SolverStatistics(
      pivots: after.pivots - before.pivots, rowUpdates: after.rowUpdates - before.rowUpdates,
      rowVisits: after.rowVisits - before.rowVisits,
      journalEntries: after.journalEntries - before.journalEntries)
  }

  /// The address of a dictionary's storage, which changes when the dictionary copies it (on a
  /// write while another reference shares it) or grows, and only then. Read from the
  /// dictionary's single word, a reference to that storage, on this platform.
  static func storage<Key, Value>(of dictionary: [Key: Value]) -> UInt {
    withUnsafeBytes(of: dictionary) { $0.load(as: UInt.self) }
  }

  /// The address of an array's storage, likewise.
  static func storage<Element>(of array: [Element]) -> UInt {
    withUnsafeBytes(of: array) { $0.load(as: UInt.self) }
  }

  @Test func aChangeDoesTheSameWorkBesideTenOrAThousandUnrelatedConstraints() throws {
    let small = Layout()
    let large = Layout()
    var smallSolver = try small.solver(unrelated: 10)
    var largeSolver = try large.solver(unrelated: 1000)
    #expect(largeSolver.rows.count == smallSolver.rows.count + 990)
    for change in Self.changes {
      let work = Self.make(change, on: &smallSolver, of: small)
      let largeWork = Self.make(change, on: &largeSolver, of: large)
      // The same pivots, the same rows read and written, the same old values journaled.
      #expect(largeWork == work, "\(change.name): \(largeWork) beside 1,000, \(work) beside 10")
      // And few of them, against the thousand rows of the large solver.
      #expect(work.rowUpdates <= 10 && work.rowVisits <= 30, "\(change.name): \(work)")
      #expect(work.journalEntries <= 100, "\(change.name): \(work)")
    }
    #expect(smallSolver.invariantViolations() == [])
    #expect(largeSolver.invariantViolations() == [])
  }

  @Test func noChangeCopiesTheRowTableNotEvenARefusedOne() throws {
    let layout = Layout()
    var solver = try layout.solver(unrelated: 1000)
    try #require(MemoryLayout<[SolverSymbol: SolverRow]>.size == MemoryLayout<UInt>.size)
    for change in Self.changes {
      // Room for the rows and columns a change may add, so that growth cannot move their
      // storage: a new address can then only be a copy. The objective cannot be given room
      // from outside, so it is checked when it has some.
      solver.rows.reserveCapacity(solver.rows.count + 8)
      solver.columns.reserveCapacity(solver.columns.count + 32)
      let objectiveHasRoom = solver.objective.cells.capacity - solver.objective.cells.count >= 32
      let addresses = (
        rows: Self.storage(of: solver.rows), columns: Self.storage(of: solver.columns),
        objective: Self.storage(of: solver.objective.cells)
      )
      _ = Self.make(change, on: &solver, of: layout)
      #expect(Self.storage(of: solver.rows) == addresses.rows, "\(change.name)")
      #expect(Self.storage(of: solver.columns) == addresses.columns, "\(change.name)")
      if objectiveHasRoom {
        #expect(Self.storage(of: solver.objective.cells) == addresses.objective, "\(change.name)")
      }
      #expect(solver.invariantViolations() == [], "\(change.name)")
    }
  }
}
