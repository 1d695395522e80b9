import Foundation

@testable import TableKit

/// A seeded random small linear system for the solver's reference and incremental tests:
/// a few required equalities and inequalities with small integer coefficients, a weak
/// preference `x == t` of a distinct random weight on every variable (so that the best
/// solution is unique and the reference can enumerate it), and a few optional constraints.
struct RandomSolverSystem: CustomStringConvertible {
  /// The seed it was made from, printed with any failure so the case replays.
  let seed: UInt64
  /// How many variables.
  let variableCount: Int
  /// The required constraints, in the order they are added.
  let required: [PlainConstraint]
  /// The optional constraints: the preferences on every variable first, then the others.
  let optional: [PlainConstraint]

  /// Makes a system from a seed.
  /// - Parameters:
  ///   - seed: Decides everything.
  ///   - variables: The range the number of variables is drawn from.
  init(seed: UInt64, variables: ClosedRange<Int> = 2...6) {
    var random = SplitMix64(seed: seed)
    self.seed = seed
    let count = Int.random(in: variables, using: &random)
    variableCount = count
    // A point most required constraints are built to hold at, so most systems are feasible.
    let point = (0..<count).map { _ in Double(Int.random(in: -20...20, using: &random)) }
    let requiredCount = Int.random(in: 1...(count + 1), using: &random)
    required = (0..<requiredCount).map { _ in
      Self.randomConstraint(
        variableCount: count, through: point, strength: SolverStrength.required,
        random: &random)
    }
    var optional = (0..<count).map { index in
      var coefficients = [Double](repeating: 0, count: count)
      coefficients[index] = 1
      return PlainConstraint(
        coefficients: coefficients, constant: -Double(Int.random(in: -30...30, using: &random)),
        relation: .equal, strength: SolverStrength.weak * Double.random(in: 1..<2, using: &random))
    }
    for _ in 0..<Int.random(in: 0...2, using: &random) {
      optional.append(
        Self.randomConstraint(
          variableCount: count, through: point,
          strength: SolverStrength.medium * Double.random(in: 0.5..<2, using: &random),
          random: &random))
    }
    self.optional = optional
  }

  /// A constraint with one to three non-zero integer coefficients that holds at `point` most of
  /// the time and misses it by a little otherwise.
  static func randomConstraint(
    variableCount: Int, through point: [Double], strength: Double,
    random: inout SplitMix64
  ) -> PlainConstraint {
    var coefficients = [Double](repeating: 0, count: variableCount)
    for _ in 0..<Int.random(in: 1...min(3, variableCount), using: &random) {
      let index = Int.random(in: 0..<variableCount, using: &random)
      coefficients[index] = Double([-3, -2, -1, 1, 2, 3].randomElement(using: &random) ?? 1)
    }
    let roll = Int.random(in: 0..<10, using: &random)
    let relation: SolverConstraint.Relation =
      roll < 2 ? .equal : roll < 6 ? .lessThanOrEqual : .greaterThanOrEqual
    let atPoint = zip(coefficients, point).reduce(0) { $0 + $1.0 * $1.1 }
    var margin = Double(Int.random(in: 0...10, using: &random))
    if Int.random(in: 0..<7, using: &random) == 0 { margin = -margin - 1 }
    // `value + constant` is 0 at the point for an equality (or `margin` off when it misses),
    // and on the right side of 0 by `margin` for an inequality.
    let constant: Double
    switch relation {
    case .equal: constant = -atPoint + (margin < 0 ? margin : 0)
    case .lessThanOrEqual: constant = -atPoint - margin
    case .greaterThanOrEqual: constant = -atPoint + margin
    }
    return PlainConstraint(
      coefficients: coefficients, constant: constant, relation: relation, strength: strength)
  }

  /// The whole system, for failure messages.
  var description: String {
    "seed \(seed), \(variableCount) variables\n  required:\n    "
      + required.map(\.description).joined(separator: "\n    ") + "\n  optional:\n    "
      + optional.map(\.description).joined(separator: "\n    ")
  }
}
