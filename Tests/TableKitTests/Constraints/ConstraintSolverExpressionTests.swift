import Foundation
import Testing

@testable import TableKit

/// Issue 27: expressions, constraints and strengths as callers write and read them.
@Suite struct ConstraintSolverExpressionTests {
  /// A variable named `a`.
  let a = SolverVariable("a")
  /// A variable named `b`.
  let b = SolverVariable("b")

  @Test func operatorsBuildTermsAndConstants() {
    let expression = 2 * a - b * 0.5 + 8 - 3
    #expect(expression.terms.map(\.variable) == [a, b])
    #expect(expression.terms.map(\.coefficient) == [2, -0.5])
    #expect(expression.constant == 5)
    let negated = -(a + b) / 2
    #expect(negated.terms.map(\.coefficient) == [-0.5, -0.5])
    #expect((a - 1).constant == -1)
    #expect((a + (b - a)).terms.count == 3)
  }

  @Test func descriptionsReadAsWritten() {
    let left = SolverVariable("view.left")
    let right = SolverVariable("other.right")
    #expect(SolverConstraint(left + 8, .equal, right).description == "view.left + 8 == other.right")
    #expect((2 * a - b - 0.5).description == "2 * a - b - 0.5")
    #expect((-a + 1e20).description == "-a + 1e+20")
    #expect(LinearExpression().description == "0")
    #expect(LinearExpression(-3).description == "-3")
    #expect(
      SolverConstraint(a, .lessThanOrEqual, 120, strength: SolverStrength.weak).description
        == "a <= 120 @ weak")
    #expect(
      SolverConstraint(a, .greaterThanOrEqual, b, strength: 250).description == "a >= b @ 250")
    #expect(
      SolverConstraint(a, .equal, 1, strength: SolverStrength.required * 2).description
        == "a == 1")
  }

  @Test func strengthsFollowKiwisLevels() {
    #expect(SolverStrength.required == 1_001_001_000)
    #expect(SolverStrength.strong == 1_000_000)
    #expect(SolverStrength.medium == 1_000)
    #expect(SolverStrength.weak == 1)
    #expect(SolverStrength.make(strong: 2, medium: 3, weak: 4, weight: 2) == 4_006_008)
    #expect(SolverStrength.make(strong: 5000, medium: -1, weak: 0) == 1_000_000_000)
    #expect(SolverStrength.clipped(-4) == 0)
    #expect(SolverStrength.clipped(.infinity) == SolverStrength.required)
    #expect(SolverStrength.clipped(.nan).isNaN)
    #expect(SolverConstraint(a, .equal, 1, strength: 5e12).strength == SolverStrength.required)
  }

  @Test func prioritiesMapToIncreasingStrengthsBelowRequired() {
    #expect(SolverStrength.forPriority(1000) == SolverStrength.required)
    #expect(SolverStrength.forPriority(1001) == SolverStrength.required)
    #expect(SolverStrength.forPriority(1) == SolverStrength.weak)
    #expect(SolverStrength.forPriority(0) == SolverStrength.weak)
    #expect(abs(SolverStrength.forPriority(334) / SolverStrength.medium - 1) < 1e-12)
    #expect(abs(SolverStrength.forPriority(667) / SolverStrength.strong - 1) < 1e-12)
    #expect(SolverStrength.forPriority(.nan).isNaN)
    var previous = 0.0
    for priority in stride(from: Float(1), through: 999.9, by: 0.1) {
      let strength = SolverStrength.forPriority(priority)
      #expect(strength > previous, "priority \(priority)")
      #expect(!SolverStrength.isRequired(strength), "priority \(priority)")
      previous = strength
    }
  }

  /// How many constraints `x == 0` at `lower` it takes to pull `x` off `x == 10` at `higher`.
  func pullersNeeded(higher: Float, lower: Float) throws -> Int {
    var solver = ConstraintSolver()
    let x = SolverVariable("x")
    try solver.addConstraint(
      SolverConstraint(x, .equal, 10, strength: SolverStrength.forPriority(higher)))
    for count in 1...2_000 {
      try solver.addConstraint(
        SolverConstraint(x, .equal, 0, strength: SolverStrength.forPriority(lower)))
      if solver.value(of: x) != 10 { return count }
    }
    return .max
  }

  @Test func aHigherPriorityOutweighsAsManyLowerOnesAsDocumented() throws {
    // `n < 1000^(d / 333)` lower constraints lose; the documented limits, checked.
    #expect(try pullersNeeded(higher: 251, lower: 250) == 2)
    #expect(try pullersNeeded(higher: 350, lower: 250) == 8)
    #expect(try pullersNeeded(higher: 750, lower: 500) == 179)
  }
}
