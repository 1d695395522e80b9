import Foundation

// Arithmetic that builds `LinearExpression`s from variables, expressions and numbers, so that a
// constraint reads as it is written on paper: `a.left + 8`, `2 * a.width - b.width`.
//
// Every overload takes a `SolverVariable` or a `LinearExpression`, never two plain numbers, so
// that arithmetic on numbers elsewhere in the module keeps resolving to the standard library's
// operators; and no number literal converts to an expression for the same reason.

extension LinearExpression {
  /// The sum of two expressions.
  public static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    LinearExpression(terms: lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
  }

  /// The difference of two expressions.
  public static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    lhs + rhs.scaled(by: -1)
  }

  /// The expression negated.
  public static prefix func - (operand: LinearExpression) -> LinearExpression {
    operand.scaled(by: -1)
  }

  /// The expression with `constant` added.
  public static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    LinearExpression(terms: lhs.terms, constant: lhs.constant + rhs)
  }

  /// The expression with `constant` subtracted.
  public static func - (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    LinearExpression(terms: lhs.terms, constant: lhs.constant - rhs)
  }

  /// The expression multiplied by a number.
  public static func * (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    lhs.scaled(by: rhs)
  }

  /// The expression multiplied by a number.
  public static func * (lhs: Double, rhs: LinearExpression) -> LinearExpression {
    rhs.scaled(by: lhs)
  }

  /// The expression divided by a number (a zero divisor gives infinite coefficients, which a
  /// solver then refuses).
  public static func / (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    lhs.scaled(by: 1 / rhs)
  }
}

extension SolverVariable {
  /// The sum of two variables.
  public static func + (lhs: SolverVariable, rhs: SolverVariable) -> LinearExpression {
    LinearExpression(lhs) + LinearExpression(rhs)
  }

  /// The difference of two variables.
  public static func - (lhs: SolverVariable, rhs: SolverVariable) -> LinearExpression {
    LinearExpression(lhs) - LinearExpression(rhs)
  }

  /// A variable plus an expression.
  public static func + (lhs: SolverVariable, rhs: LinearExpression) -> LinearExpression {
    LinearExpression(lhs) + rhs
  }

  /// An expression plus a variable.
  public static func + (lhs: LinearExpression, rhs: SolverVariable) -> LinearExpression {
    lhs + LinearExpression(rhs)
  }

  /// A variable minus an expression.
  public static func - (lhs: SolverVariable, rhs: LinearExpression) -> LinearExpression {
    LinearExpression(lhs) - rhs
  }

  /// An expression minus a variable.
  public static func - (lhs: LinearExpression, rhs: SolverVariable) -> LinearExpression {
    lhs - LinearExpression(rhs)
  }

  /// The variable negated.
  public static prefix func - (operand: SolverVariable) -> LinearExpression {
    -LinearExpression(operand)
  }

  /// The variable plus a constant.
  public static func + (lhs: SolverVariable, rhs: Double) -> LinearExpression {
    LinearExpression(lhs) + rhs
  }

  /// The variable minus a constant.
  public static func - (lhs: SolverVariable, rhs: Double) -> LinearExpression {
    LinearExpression(lhs) - rhs
  }

  /// The variable multiplied by a number.
  public static func * (lhs: SolverVariable, rhs: Double) -> LinearExpression {
    LinearExpression(lhs) * rhs
  }

  /// The variable multiplied by a number.
  public static func * (lhs: Double, rhs: SolverVariable) -> LinearExpression {
    lhs * LinearExpression(rhs)
  }
}
