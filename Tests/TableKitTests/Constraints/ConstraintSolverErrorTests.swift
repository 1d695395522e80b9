import Foundation
import Testing

@testable import TableKit

/// Issue 27: every refusal of the solver names what is at fault and leaves the solver exactly
/// as it was: same tableau, same values, and the same results for whatever is done next.
@Suite struct ConstraintSolverErrorTests {
  /// A view's left edge, between 10 and 100.
  let x = SolverVariable("x")
  /// Its right edge.
  let y = SolverVariable("y")
  /// Its width, an edit variable.
  let width = SolverVariable("width")

  /// A solver with a small layout: `x` between 10 and 100 preferring 40, `y == x + width`,
  /// and `width` an edit variable at 30.
  func solverWithLayout() throws -> ConstraintSolver {
    var solver = ConstraintSolver()
    try solver.addConstraint(SolverConstraint(x, .greaterThanOrEqual, 10))
    try solver.addConstraint(SolverConstraint(x, .lessThanOrEqual, 100))
    try solver.addConstraint(SolverConstraint(x, .equal, 40, strength: SolverStrength.weak))
    try solver.addConstraint(SolverConstraint(y, .equal, x + width))
    try solver.addEditVariable(width, strength: SolverStrength.strong)
    try solver.suggestValue(30, for: width)
    return solver
  }

  /// Checks that `change` throws `expected` and leaves `solver` as it was, then that the same
  /// further changes give the same values on it and on a copy taken before.
  func expectRefusal(
    _ expected: SolverError, on solver: ConstraintSolver,
    _ change: (inout ConstraintSolver) throws(SolverError) -> Void,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let before = solver
    var after = solver
    #expect(throws: expected, sourceLocation: sourceLocation) { try change(&after) }
    #expect(after.hasSameTableau(as: before), sourceLocation: sourceLocation)
    #expect(after.invariantViolations() == [], sourceLocation: sourceLocation)
    var original = before
    for value in [55.0, -20, 1000] {
      try after.suggestValue(value, for: width)
      try original.suggestValue(value, for: width)
      let extra = SolverConstraint(x, .equal, value / 2, strength: SolverStrength.medium)
      try after.addConstraint(extra)
      try original.addConstraint(extra)
      for variable in [x, y, width] {
        #expect(
          after.value(of: variable) == original.value(of: variable),
          "\(variable) after \(expected)", sourceLocation: sourceLocation)
      }
      try after.removeConstraint(extra)
      try original.removeConstraint(extra)
    }
  }

  @Test func aConflictingRequiredConstraintIsRefusedAndLeavesNoTrace() throws {
    let solver = try solverWithLayout()
    #expect(solver.value(of: x) == 40)
    #expect(solver.value(of: y) == 70)
    // A required equality against a required one (a row of dummies alone), an inequality
    // against the bounds (phase one with an artificial variable), and a sum of both.
    let conflicts = [
      SolverConstraint(x, .equal, 5),
      SolverConstraint(x, .greaterThanOrEqual, 101),
      SolverConstraint(y - width, .lessThanOrEqual, 9),
      SolverConstraint(2 * x + y - width, .equal, 3),
    ]
    for conflict in conflicts {
      try expectRefusal(.unsatisfiableConstraint(.init(conflict)), on: solver) {
        solver throws(SolverError) in try solver.addConstraint(conflict)
      }
    }
    var equalities = ConstraintSolver()
    try equalities.addConstraint(SolverConstraint(x, .equal, 10))
    let clash = SolverConstraint(x, .equal, 20)
    #expect(throws: SolverError.unsatisfiableConstraint(.init(clash))) {
      try equalities.addConstraint(clash)
    }
    #expect(!equalities.hasConstraint(clash))
    // Refused, not remembered: a second try is refused the same way, not as a duplicate.
    #expect(throws: SolverError.unsatisfiableConstraint(.init(clash))) {
      try equalities.addConstraint(clash)
    }
  }

  @Test func aRedundantRequiredConstraintIsAccepted() throws {
    var solver = try solverWithLayout()
    let same = SolverConstraint(y, .equal, x + width)
    try solver.addConstraint(same)
    try solver.addConstraint(SolverConstraint(x, .greaterThanOrEqual, 10))
    #expect(solver.value(of: y) == 70)
    try solver.removeConstraint(same)
    #expect(solver.value(of: y) == 70)
    #expect(solver.invariantViolations() == [])
  }

  @Test func constraintsAreAddedOnceAndRemovedOnce() throws {
    let solver = try solverWithLayout()
    let constraint = SolverConstraint(x, .lessThanOrEqual, 50)
    var changed = solver
    try changed.addConstraint(constraint)
    try expectRefusal(.duplicateConstraint(.init(constraint)), on: changed) {
      solver throws(SolverError) in try solver.addConstraint(constraint)
    }
    try changed.removeConstraint(constraint)
    try expectRefusal(.unknownConstraint(.init(constraint)), on: changed) {
      solver throws(SolverError) in try solver.removeConstraint(constraint)
    }
    try expectRefusal(.unknownConstraint(.init(constraint)), on: changed) {
      solver throws(SolverError) in try solver.updateConstant(of: constraint, to: 3)
    }
  }

  @Test func editVariablesAreAddedOnceKnownAndNeverRequired() throws {
    let solver = try solverWithLayout()
    let stranger = SolverVariable("stranger")
    try expectRefusal(.duplicateEditVariable(.init(width)), on: solver) {
      solver throws(SolverError) in try solver.addEditVariable(width, strength: 1)
    }
    try expectRefusal(.unknownEditVariable(.init(stranger)), on: solver) {
      solver throws(SolverError) in try solver.suggestValue(1, for: stranger)
    }
    try expectRefusal(.unknownEditVariable(.init(stranger)), on: solver) {
      solver throws(SolverError) in try solver.removeEditVariable(stranger)
    }
    try expectRefusal(.requiredEditVariable(.init(stranger)), on: solver) {
      solver throws(SolverError) in
      try solver.addEditVariable(stranger, strength: SolverStrength.required)
    }
    var removed = solver
    try removed.removeEditVariable(width)
    #expect(!removed.hasEditVariable(width))
    #expect(throws: SolverError.unknownEditVariable(.init(width))) {
      try removed.suggestValue(3, for: width)
    }
  }

  @Test func nonFiniteNumbersAreRefusedWithAClearMessage() throws {
    let solver = try solverWithLayout()
    let refusals: [(String, (inout ConstraintSolver) throws(SolverError) -> Void)] = [
      (
        "the coefficient of `x` on the left of `nan * x == y` is nan",
        { solver throws(SolverError) in
          try solver.addConstraint(SolverConstraint(Double.nan * x, .equal, y))
        }
      ),
      (
        "the constant on the right of `x == inf` is inf",
        { solver throws(SolverError) in
          try solver.addConstraint(SolverConstraint(x, .equal, .infinity))
        }
      ),
      (
        "the strength of `x == 1 @ nan` is nan",
        { solver throws(SolverError) in
          try solver.addConstraint(SolverConstraint(x, .equal, 1, strength: .nan))
        }
      ),
      (
        "the value suggested for `width` is nan",
        { solver throws(SolverError) in
          try solver.suggestValue(.nan, for: width)
        }
      ),
      (
        "the value suggested for `width` is -inf",
        { solver throws(SolverError) in
          try solver.suggestValue(-.infinity, for: width)
        }
      ),
      (
        "the strength of the edit variable `y` is nan",
        { solver throws(SolverError) in
          try solver.addEditVariable(y, strength: .nan)
        }
      ),
    ]
    for (detail, change) in refusals {
      try expectRefusal(.nonFiniteValue(detail), on: solver, change)
      #expect(SolverError.nonFiniteValue(detail).description.contains(detail))
    }
    var held = solver
    let bound = SolverConstraint(x, .lessThanOrEqual, 100)
    try held.addConstraint(bound)
    try expectRefusal(
      .nonFiniteValue("the new constant of `x <= 100` is inf"), on: held
    ) { solver throws(SolverError) in try solver.updateConstant(of: bound, to: .infinity) }
  }

  @Test func finiteNumbersThatOverflowAreRefusedToo() throws {
    let solver = try solverWithLayout()
    // `x` and `y` are basic at 40 and 70: their rows times 1e307 pass `Double`'s range.
    let huge = SolverConstraint(1e307 * x + 1e307 * y, .equal, 1)
    try expectRefusal(
      .nonFiniteValue("adding `\(huge)` made the solver's arithmetic overflow"), on: solver
    ) { solver throws(SolverError) in try solver.addConstraint(huge) }
  }

  @Test func descriptionsNameTheConstraintAndVariable() {
    let constraint = SolverConstraint(x + 8, .equal, y)
    #expect(
      SolverError.unsatisfiableConstraint(.init(constraint)).description
        == "The required constraint `x + 8 == y` cannot be satisfied together with the "
        + "required constraints already in the solver; the solver is unchanged.")
    #expect(
      SolverError.duplicateConstraint(.init(constraint)).description
        == "The constraint `x + 8 == y` is already in the solver.")
    #expect(
      SolverError.unknownConstraint(.init(constraint)).description
        == "The constraint `x + 8 == y` is not in the solver.")
    #expect(SolverError.duplicateEditVariable(.init(width)).description.contains("`width`"))
    #expect(
      SolverError.unknownEditVariable(.init(width)).description.contains("`width` is not an edit"))
    #expect(
      SolverError.requiredEditVariable(.init(width)).description.contains("required strength"))
    #expect(SolverError.internalError("why").description.contains("(why)"))
  }

  @Test func errorsNameTheirSubjectByValueAndCrossIsolation() async throws {
    var solver = try solverWithLayout()
    let clash = SolverConstraint(x, .equal, 5)
    let error = try #require(
      SolverError.caught { () throws(SolverError) in try solver.addConstraint(clash) })
    guard case .unsatisfiableConstraint(let subject) = error else {
      Issue.record("\(error)")
      return
    }
    // The subject tells which constraint it was while it lives, and keeps its text.
    #expect(subject.refers(to: clash))
    #expect(!subject.refers(to: SolverConstraint(x, .equal, 5)))
    #expect(!subject.refers(to: x))
    #expect(subject.description == "x == 5")
    #expect(error != .unsatisfiableConstraint(.init(SolverConstraint(x, .equal, 5))))
    // Values only: the error is `Sendable` though variables and constraints are not.
    let description = await Task.detached { error.description }.value
    #expect(description == error.description)
    #expect(SolverError.Subject(width).refers(to: width))
    #expect(SolverError.Subject(width).description == "width")
  }
}
