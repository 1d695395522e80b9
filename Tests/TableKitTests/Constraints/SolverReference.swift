import Foundation

@testable import TableKit

/// A constraint of a test system in plain numbers, `Σ coefficients[i] × x[i] + constant`
/// compared with 0, for the brute-force reference to read without the solver.
struct PlainConstraint: CustomStringConvertible {
  /// One coefficient a variable, zero for the variables it does not mention.
  var coefficients: [Double]
  /// The constant added to the terms.
  var constant: Double
  /// How the sum compares with 0.
  var relation: SolverConstraint.Relation
  /// The strength, as for a solver.
  var strength: Double

  /// The left side's value at `point`.
  func value(at point: [Double]) -> Double {
    zip(coefficients, point).reduce(constant) { $0 + $1.0 * $1.1 }
  }

  /// How far `point` is from satisfying the constraint (0 when it does).
  func violation(at point: [Double]) -> Double {
    let value = value(at: point)
    switch relation {
    case .equal: return abs(value)
    case .lessThanOrEqual: return max(0, value)
    case .greaterThanOrEqual: return max(0, -value)
    }
  }

  /// Whether `point` satisfies the constraint, scaled by the size of its coefficients.
  func holds(at point: [Double], tolerance: Double) -> Bool {
    violation(at: point) <= tolerance * (1 + coefficients.reduce(0) { $0 + abs($1) })
  }

  /// The constraint for a solver, over `variables`.
  func solverConstraint(over variables: [SolverVariable]) -> SolverConstraint {
    var expression = LinearExpression(constant)
    for (variable, coefficient) in zip(variables, coefficients) where coefficient != 0 {
      expression = expression + coefficient * variable
    }
    return SolverConstraint(expression, relation, 0, strength: strength)
  }

  /// The constraint as numbers, for failure messages.
  var description: String {
    let op = relation == .equal ? "==" : relation == .lessThanOrEqual ? "<=" : ">="
    let terms = coefficients.enumerated().filter { $0.element != 0 }
      .map { "\($0.element)*x\($0.offset)" }.joined(separator: " + ")
    return "\(terms) + \(constant) \(op) 0 @ \(strength)"
  }
}

/// The brute-force reference the solver's results are checked against: vertex enumeration.
///
/// The weighted error `Σ strength × violation` is convex and piecewise linear, and linear on
/// each cell cut out by the required constraints' boundaries and the optional constraints'
/// kinks (`value == 0`). When every variable has an optional `x == t` among them, every cell
/// is free of lines, so a minimum sits at a point where `n` of those hyperplanes meet. Trying
/// every `n` of them, keeping the points that satisfy the required constraints, finds the
/// minimum with no simplex at all.
enum SolverReference {
  /// The least weighted error of `optional` subject to `required`, or nil if no enumerated
  /// point satisfies `required`.
  static func minimumError(
    of optional: [PlainConstraint], subjectTo required: [PlainConstraint], variableCount: Int
  ) -> Double? {
    let planes = (required + optional).map { ($0.coefficients, -$0.constant) }
    var best: Double?
    forEachVertex(of: planes, dimension: variableCount) { point in
      guard required.allSatisfy({ $0.holds(at: point, tolerance: 1e-7) }) else { return }
      let error = weightedError(of: optional, at: point)
      best = min(best ?? error, error)
    }
    return best
  }

  /// Whether some point within `±box` on every axis satisfies all of `required`: the box makes
  /// the feasible set bounded, so it is non-empty exactly when it has a vertex.
  static func isFeasible(_ required: [PlainConstraint], variableCount: Int, box: Double) -> Bool {
    var planes = required.map { ($0.coefficients, -$0.constant) }
    for axis in 0..<variableCount {
      var unit = [Double](repeating: 0, count: variableCount)
      unit[axis] = 1
      planes.append((unit, box))
      planes.append((unit, -box))
    }
    var found = false
    forEachVertex(of: planes, dimension: variableCount) { point in
      if found { return }
      let inBox = point.allSatisfy { abs($0) <= box * (1 + 1e-9) }
      if inBox, required.allSatisfy({ $0.holds(at: point, tolerance: 1e-7) }) { found = true }
    }
    return found
  }

  /// `Σ strength × violation` at `point`.
  static func weightedError(of optional: [PlainConstraint], at point: [Double]) -> Double {
    optional.reduce(0) { $0 + $1.strength * $1.violation(at: point) }
  }

  /// Calls `body` with every point where `dimension` of the hyperplanes `a · x == b` meet in a
  /// single point.
  static func forEachVertex(
    of planes: [([Double], Double)], dimension: Int, _ body: ([Double]) -> Void
  ) {
    var chosen: [Int] = []
    func choose(from start: Int) {
      if chosen.count == dimension {
        if let point = solve(chosen.map { planes[$0] }) { body(point) }
        return
      }
      guard start < planes.count else { return }
      for index in start..<planes.count where planes.count - index >= dimension - chosen.count {
        chosen.append(index)
        choose(from: index + 1)
        chosen.removeLast()
      }
    }
    choose(from: 0)
  }

  /// The solution of a square system by Gaussian elimination with partial pivoting, or nil if
  /// it is singular.
  static func solve(_ equations: [([Double], Double)]) -> [Double]? {
    var matrix = equations.map { $0.0 + [$0.1] }
    let size = equations.count
    for column in 0..<size {
      guard
        let pivot = (column..<size).max(by: { abs(matrix[$0][column]) < abs(matrix[$1][column]) }),
        abs(matrix[pivot][column]) > 1e-9
      else { return nil }
      matrix.swapAt(column, pivot)
      for row in 0..<size where row != column {
        let factor = matrix[row][column] / matrix[column][column]
        if factor == 0 { continue }
        for entry in column...size { matrix[row][entry] -= factor * matrix[column][entry] }
      }
    }
    return (0..<size).map { matrix[$0][size] / matrix[$0][$0] }
  }
}
