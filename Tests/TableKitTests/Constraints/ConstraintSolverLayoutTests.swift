import Foundation
import Testing

@testable import TableKit

/// Issue 27: hand-worked layouts, solved on paper first. Views are a left edge and a width
/// (`right == left + width`), as Auto Layout's anchors will be.
@Suite struct ConstraintSolverLayoutTests {
  /// A view's horizontal variables.
  struct Box {
    /// The left edge.
    let left: SolverVariable
    /// The width.
    let width: SolverVariable
    /// The right edge.
    let right: SolverVariable

    /// Variables named `name.left`, `name.width` and `name.right`.
    init(_ name: String) {
      left = SolverVariable("\(name).left")
      width = SolverVariable("\(name).width")
      right = SolverVariable("\(name).right")
    }

    /// `right == left + width`.
    var definition: SolverConstraint { SolverConstraint(right, .equal, left + width) }
  }

  /// Adds each constraint, failing the test on a refusal.
  static func add(_ constraints: [SolverConstraint], to solver: inout ConstraintSolver) throws {
    for constraint in constraints { try solver.addConstraint(constraint) }
  }

  @Test func twoViewsSideBySideWithEqualWidthsShareTheSuperview() throws {
    let superview = SolverVariable("superview.width")
    let a = Box("a")
    let b = Box("b")
    var solver = ConstraintSolver()
    try Self.add(
      [
        a.definition, b.definition,
        SolverConstraint(superview, .equal, 320),
        SolverConstraint(a.left, .equal, 0),
        SolverConstraint(b.left, .equal, a.right + 8),
        SolverConstraint(b.right, .equal, superview),
        SolverConstraint(a.width, .equal, b.width),
      ], to: &solver)
    solver.updateVariables()
    #expect(a.left.value == 0)
    #expect(a.width.value == 156)
    #expect(a.right.value == 156)
    #expect(b.left.value == 164)
    #expect(b.width.value == 156)
    #expect(b.right.value == 320)
    #expect(solver.invariantViolations() == [])
  }

  @Test func aSuperviewWidthEditedRepeatedlyRelaysTheViews() throws {
    let superview = SolverVariable("superview.width")
    let a = Box("a")
    let b = Box("b")
    var solver = ConstraintSolver()
    try solver.addEditVariable(superview, strength: SolverStrength.strong)
    try Self.add(
      [
        a.definition, b.definition,
        SolverConstraint(a.left, .equal, 16),
        SolverConstraint(b.left, .equal, a.right + 8),
        SolverConstraint(b.right, .equal, superview - 16),
        SolverConstraint(a.width, .equal, 2 * b.width),
        SolverConstraint(b.width, .greaterThanOrEqual, 10),
      ], to: &solver)
    for width in [320.0, 375, 1024, 100, 320, 0, 768.5] {
      try solver.suggestValue(width, for: superview)
      // Three thirds of the width left after margins and spacing, down to b's minimum of 10:
      // below that the superview's edit gives way to the required minimum.
      let third = max((width - 40) / 3, 10)
      #expect(abs(solver.value(of: b.width) - third) < 1e-9, "width \(width)")
      #expect(abs(solver.value(of: a.width) - 2 * third) < 1e-9, "width \(width)")
      #expect(abs(solver.value(of: superview) - max(width, 70)) < 1e-9, "width \(width)")
      #expect(solver.invariantViolations() == [])
    }
  }

  /// A label with an intrinsic width of 100 at 8 from the container's left: hugging
  /// (`width <= 100`) and compression resistance (`width >= 100`) at their priorities, and a
  /// trailing constraint to 8 from the container's right that would stretch or squeeze it.
  func labelWidth(
    container: Double, hugging: Float, compression: Float, trailing: Float = 500
  ) throws -> Double {
    let containerWidth = SolverVariable("container.width")
    let label = Box("label")
    var solver = ConstraintSolver()
    try solver.addEditVariable(containerWidth, strength: SolverStrength.required - 1)
    try solver.suggestValue(container, for: containerWidth)
    try Self.add(
      [
        label.definition,
        SolverConstraint(label.left, .equal, 8),
        SolverConstraint(
          label.right, .equal, containerWidth - 8,
          strength: SolverStrength.forPriority(trailing)),
        SolverConstraint(
          label.width, .lessThanOrEqual, 100, strength: SolverStrength.forPriority(hugging)),
        SolverConstraint(
          label.width, .greaterThanOrEqual, 100,
          strength: SolverStrength.forPriority(compression)),
      ], to: &solver)
    #expect(solver.invariantViolations() == [])
    return solver.value(of: label.width)
  }

  @Test func huggingGivesWayToAStrongerStretchAndHoldsAgainstAWeakerOne() throws {
    #expect(try labelWidth(container: 320, hugging: 250, compression: 750) == 304)
    #expect(try labelWidth(container: 320, hugging: 751, compression: 750) == 100)
  }

  @Test func compressionResistanceHoldsAgainstAWeakerSqueezeOnly() throws {
    #expect(try labelWidth(container: 60, hugging: 250, compression: 750) == 100)
    #expect(try labelWidth(container: 60, hugging: 250, compression: 250) == 44)
    #expect(try labelWidth(container: 60, hugging: 250, compression: 750, trailing: 1000) == 44)
  }

  @Test func theLabelWithTheHigherHuggingPriorityKeepsItsWidth() throws {
    // Two labels of intrinsic width 50 share 292 points; the one that hugs at 251 stays at 50
    // and the one at 250 takes the rest, as UIKit's usual idiom expects.
    let a = SolverVariable("a.width")
    let b = SolverVariable("b.width")
    var solver = ConstraintSolver()
    try Self.add(
      [
        SolverConstraint(a + b, .equal, 284),
        SolverConstraint(a, .lessThanOrEqual, 50, strength: SolverStrength.forPriority(251)),
        SolverConstraint(b, .lessThanOrEqual, 50, strength: SolverStrength.forPriority(250)),
        SolverConstraint(a, .greaterThanOrEqual, 50, strength: SolverStrength.forPriority(750)),
        SolverConstraint(b, .greaterThanOrEqual, 50, strength: SolverStrength.forPriority(750)),
      ], to: &solver)
    #expect(solver.value(of: a) == 50)
    #expect(solver.value(of: b) == 234)
  }

  @Test func aLowerPriorityConstraintGivesWayAndReturnsWhenTheHigherOneLeaves() throws {
    let x = SolverVariable("x")
    let strong = SolverConstraint(x, .equal, 10, strength: SolverStrength.strong)
    let medium = SolverConstraint(x, .equal, 20, strength: SolverStrength.medium)
    var solver = ConstraintSolver()
    try Self.add([medium, strong], to: &solver)
    #expect(solver.value(of: x) == 10)
    try solver.removeConstraint(strong)
    #expect(solver.value(of: x) == 20)
    try solver.addConstraint(strong)
    #expect(solver.value(of: x) == 10)
    try solver.removeConstraint(medium)
    #expect(solver.value(of: x) == 10)
    #expect(solver.invariantViolations() == [])
  }

  @Test func inequalitiesBoundAWeakPreference() throws {
    let x = SolverVariable("x")
    var solver = ConstraintSolver()
    try Self.add(
      [SolverConstraint(x, .greaterThanOrEqual, 10), SolverConstraint(x, .lessThanOrEqual, 20)],
      to: &solver)
    try solver.addEditVariable(x, strength: SolverStrength.weak)
    for (suggested, expected) in [(50.0, 20.0), (0, 10), (15, 15), (20, 20), (-1e6, 10)] {
      try solver.suggestValue(suggested, for: x)
      #expect(solver.value(of: x) == expected, "suggested \(suggested)")
    }
    #expect(solver.invariantViolations() == [])
  }

  @Test func inequalitiesBetweenViewsKeepTheirOrderAndMinimumSpacing() throws {
    // Three views in a row, each at least 8 after the previous and at most 300 in all; weak
    // preferences pull them to the left edge at widths 100, 150 and 200.
    let boxes = ["a", "b", "c"].map(Box.init)
    var solver = ConstraintSolver()
    try Self.add(boxes.map(\.definition), to: &solver)
    try solver.addConstraint(SolverConstraint(boxes[0].left, .greaterThanOrEqual, 0))
    try solver.addConstraint(SolverConstraint(boxes[2].right, .lessThanOrEqual, 300))
    for (previous, next) in zip(boxes, boxes.dropFirst()) {
      try solver.addConstraint(SolverConstraint(next.left, .greaterThanOrEqual, previous.right + 8))
    }
    for (box, width) in zip(boxes, [100.0, 150, 200]) {
      try solver.addConstraint(SolverConstraint(box.width, .equal, width, strength: 10))
      try solver.addConstraint(SolverConstraint(box.left, .equal, 0, strength: 1))
      try solver.addConstraint(SolverConstraint(box.width, .greaterThanOrEqual, 0))
    }
    solver.updateVariables()
    // 450 of width do not fit in 300 - 16, and the spacing stays exactly 8. Every point of
    // width given up costs 10, but one given up by `a` also moves `b` and `c` left (saving 2)
    // and one by `b` moves `c` (saving 1): so `a` shrinks to nothing and `b` gives the rest.
    #expect(boxes.map(\.width.value) == [0, 84, 200])
    #expect(boxes.map(\.left.value) == [0, 8, 100])
    #expect(boxes[2].right.value == 300)
    #expect(solver.invariantViolations() == [])
  }
}
