import Foundation
import Testing

@testable import TableKit

/// Issue 27: what settles a variable's value, the ground for `hasAmbiguousLayout` later.
@Suite struct ConstraintSolverAmbiguityTests {
  /// The variable asked about.
  let x = SolverVariable("x")

  @Test func aVariableNoConstraintMentionsIsFree() {
    let solver = ConstraintSolver()
    #expect(solver.determination(of: x) == .free)
    #expect(solver.isAmbiguous(x))
  }

  @Test func requiredEqualitiesFixAValueAndOptionalConstraintsSettleOne() throws {
    var required = ConstraintSolver()
    try required.addConstraint(SolverConstraint(x, .equal, 10))
    #expect(required.determination(of: x) == .required)

    var strong = ConstraintSolver()
    try strong.addConstraint(SolverConstraint(x, .equal, 10, strength: SolverStrength.strong))
    #expect(strong.determination(of: x) == .optional)

    var bounded = ConstraintSolver()
    try bounded.addConstraint(SolverConstraint(x, .greaterThanOrEqual, 10))
    try bounded.addConstraint(SolverConstraint(x, .equal, 0, strength: SolverStrength.weak))
    #expect(bounded.determination(of: x) == .optional)
    #expect(!bounded.isAmbiguous(x))

    var edited = ConstraintSolver()
    try edited.addEditVariable(x, strength: SolverStrength.strong)
    #expect(edited.determination(of: x) == .optional)
  }

  @Test func viewsWithoutWidthsBetweenFixedEdgesAreAmbiguous() throws {
    // a.left == 0, b.right == 320, b.left == a.right + 8: where a ends is not settled.
    let aLeft = SolverVariable("a.left")
    let aRight = SolverVariable("a.right")
    let bLeft = SolverVariable("b.left")
    let bRight = SolverVariable("b.right")
    var solver = ConstraintSolver()
    try solver.addConstraint(SolverConstraint(aLeft, .equal, 0))
    try solver.addConstraint(SolverConstraint(bRight, .equal, 320))
    try solver.addConstraint(SolverConstraint(bLeft, .equal, aRight + 8))
    #expect(solver.determination(of: aLeft) == .required)
    #expect(solver.determination(of: bRight) == .required)
    #expect(solver.isAmbiguous(aRight))
    #expect(solver.isAmbiguous(bLeft))

    // An equal-widths constraint settles them.
    try solver.addConstraint(SolverConstraint(aRight - aLeft, .equal, bRight - bLeft))
    for variable in [aLeft, aRight, bLeft, bRight] {
      #expect(solver.determination(of: variable) == .required, "\(variable)")
    }
    #expect(solver.value(of: aRight) == 156)
  }

  @Test func twoEqualPreferencesPullingApartLeaveARangeOfBestValues() throws {
    var solver = ConstraintSolver()
    try solver.addConstraint(SolverConstraint(x, .equal, 0, strength: SolverStrength.weak))
    try solver.addConstraint(SolverConstraint(x, .equal, 10, strength: SolverStrength.weak))
    // Anywhere in 0...10 costs 10: ambiguous.
    #expect(solver.determination(of: x) == .ambiguous)
    // A slightly stronger one settles it.
    try solver.addConstraint(SolverConstraint(x, .equal, 4, strength: 1.5))
    #expect(solver.determination(of: x) == .optional)
    #expect(solver.value(of: x) == 4)
  }

  @Test func aBoundThatMeetsItsOppositeIsReportedAsOptionalNotRequired() throws {
    // The documented limit: `x >= 10` and `x <= 10` fix x, but through slacks, not dummies.
    var solver = ConstraintSolver()
    try solver.addConstraint(SolverConstraint(x, .greaterThanOrEqual, 10))
    try solver.addConstraint(SolverConstraint(x, .lessThanOrEqual, 10))
    #expect(solver.value(of: x) == 10)
    #expect(solver.determination(of: x) == .optional)
    #expect(!solver.isAmbiguous(x))
  }
}
