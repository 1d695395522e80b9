import Foundation

/// A linear combination of variables plus a constant, `Σ coefficient × variable + constant`:
/// one side of a `SolverConstraint`. Built with the operators in
/// `LinearExpression+Operators.swift`, for example `view.left + 8` or `2 * width - gap`.
///
/// Terms keep the order they were written in, and a variable may appear more than once; the
/// solver adds repeated terms up. Coefficients and the constant may be any `Double`, but a
/// solver refuses a constraint with one that is NaN or infinite.
///
/// Not `Sendable`, since it holds variables, which are not (see `SolverVariable`).
public struct LinearExpression: CustomStringConvertible {
  /// One `coefficient × variable` term.
  public struct Term {
    /// The variable multiplied.
    public var variable: SolverVariable
    /// The factor it is multiplied by.
    public var coefficient: Double

    /// Creates the term `coefficient × variable`.
    public init(_ variable: SolverVariable, coefficient: Double = 1) {
      self.variable = variable
      self.coefficient = coefficient
    }
  }

  /// The terms, in the order they were written.
  public var terms: [Term]
  /// The constant added to the terms.
  public var constant: Double

  /// Creates an expression from its terms and constant.
  public init(terms: [Term] = [], constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }

  /// Creates the expression `variable`.
  public init(_ variable: SolverVariable) {
    self.init(terms: [Term(variable)])
  }

  /// Creates the expression made of the constant alone.
  public init(_ constant: Double) {
    self.init(constant: constant)
  }

  /// Whether every coefficient and the constant are finite numbers.
  public var isFinite: Bool {
    constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
  }

  /// The expression multiplied by `factor`, constant included. A zero constant stays zero, so
  /// that `Double.nan * x` or `x / 0` reads as a bad coefficient, not also a bad constant.
  public func scaled(by factor: Double) -> LinearExpression {
    LinearExpression(
      terms: terms.map { Term($0.variable, coefficient: $0.coefficient * factor) },
      constant: constant == 0 ? 0 : constant * factor)
  }

  /// The expression as written, with variables by name: `view.left + 8`, `2 * a - b`, `0`.
  public var description: String {
    var text = ""
    for term in terms {
      let magnitude = abs(term.coefficient)
      let factor = magnitude == 1 ? "" : "\(Self.format(magnitude)) * "
      let negative = term.coefficient < 0
      if text.isEmpty {
        text = (negative ? "-" : "") + factor + term.variable.name
      } else {
        text += (negative ? " - " : " + ") + factor + term.variable.name
      }
    }
    if text.isEmpty { return Self.format(constant) }
    if constant != 0 {
      text += (constant < 0 ? " - " : " + ") + Self.format(abs(constant))
    }
    return text
  }

  /// A number as people write it in a layout: `8`, not `8.0`; `0.5`; `nan`; `inf`.
  static func format(_ value: Double) -> String {
    if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
      return String(Int64(value))
    }
    return "\(value)"
  }
}

/// A value that can stand for a `LinearExpression`: a variable or an expression. It lets a
/// constraint be written `SolverConstraint(a.right, .equal, b.left)` without wrapping either.
public protocol LinearExpressionConvertible {
  /// The value as an expression.
  var linearExpression: LinearExpression { get }
}

extension LinearExpression: LinearExpressionConvertible {
  /// The expression itself.
  public var linearExpression: LinearExpression { self }
}

extension SolverVariable: LinearExpressionConvertible {
  /// The expression `1 × self`.
  public var linearExpression: LinearExpression { LinearExpression(self) }
}
