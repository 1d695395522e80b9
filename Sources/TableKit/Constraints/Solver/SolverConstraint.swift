import Foundation

/// A linear relation between two expressions, `left relation right`, with a strength: the
/// unit a `ConstraintSolver` adds and removes.
///
/// A reference type with identity, like UIKit's `NSLayoutConstraint`: a solver holds a
/// constraint as that object, so two constraints that read the same are still two. It is
/// immutable; to change its constant in a solver, use `ConstraintSolver.updateConstant(of:to:)`.
/// Not `Sendable`, since it holds variables, which are not (see `SolverVariable`); errors name
/// a constraint by `SolverError.Subject` instead.
public final class SolverConstraint: Hashable, CustomStringConvertible {
  /// How the two sides of a constraint compare, as UIKit's `NSLayoutConstraint.Relation`.
  public enum Relation: Sendable {
    /// `left == right`.
    case equal
    /// `left <= right`.
    case lessThanOrEqual
    /// `left >= right`.
    case greaterThanOrEqual

    /// The operator as written in descriptions.
    var symbol: String {
      switch self {
      case .equal: "=="
      case .lessThanOrEqual: "<="
      case .greaterThanOrEqual: ">="
      }
    }
  }

  /// The left side, as written.
  public let left: LinearExpression
  /// The right side, as written.
  public let right: LinearExpression
  /// How `left` compares with `right`.
  public let relation: Relation
  /// The strength, clipped to 0...`SolverStrength.required` (a NaN or infinite strength is kept
  /// as given, for a solver to refuse). Required or more means the constraint must hold.
  public let strength: Double

  /// Creates `left relation right` with a strength.
  /// - Parameters:
  ///   - left: The left side: a variable or an expression.
  ///   - relation: How the left side compares with the right.
  ///   - right: The right side: a variable or an expression.
  ///   - strength: `SolverStrength.required` by default; see `SolverStrength`.
  public init(
    _ left: some LinearExpressionConvertible, _ relation: Relation,
    _ right: some LinearExpressionConvertible, strength: Double = SolverStrength.required
  ) {
    self.left = left.linearExpression
    self.right = right.linearExpression
    self.relation = relation
    self.strength = strength.isFinite ? SolverStrength.clipped(strength) : strength
  }

  /// Creates `left relation constant` with a strength, such as `width >= 44`.
  /// - Parameters:
  ///   - left: The left side: a variable or an expression.
  ///   - relation: How the left side compares with the constant.
  ///   - constant: The right side.
  ///   - strength: `SolverStrength.required` by default; see `SolverStrength`.
  public convenience init(
    _ left: some LinearExpressionConvertible, _ relation: Relation, _ constant: Double,
    strength: Double = SolverStrength.required
  ) {
    self.init(left, relation, LinearExpression(constant), strength: strength)
  }

  /// The constraint as one expression compared with zero, `left - right relation 0`: the form
  /// the solver works with. Its constant is what `updateConstant(of:to:)` replaces.
  public var expression: LinearExpression { left - right }

  /// Whether the constraint must hold rather than be weighed.
  public var isRequired: Bool { SolverStrength.isRequired(strength) }

  /// The constraint as written, variables by name, with its strength unless it is required:
  /// `view.left + 8 == other.right`, `label.width <= 120 @ weak`.
  public var description: String {
    "\(left) \(relation.symbol) \(right)\(Self.strengthSuffix(strength))"
  }

  /// Why the solver cannot take this constraint's numbers, or nil if they are all finite.
  var nonFiniteDetail: String? {
    if !strength.isFinite {
      return "the strength of `\(self)` is \(strength)"
    }
    for (side, expression) in [("left", left), ("right", right)] {
      for term in expression.terms where !term.coefficient.isFinite {
        return "the coefficient of `\(term.variable.name)` on the \(side) of `\(self)` is "
          + "\(term.coefficient)"
      }
      if !expression.constant.isFinite {
        return "the constant on the \(side) of `\(self)` is \(expression.constant)"
      }
    }
    return nil
  }

  /// ` @ strong` and the like for a strength that is not required, empty for one that is.
  static func strengthSuffix(_ strength: Double) -> String {
    switch strength {
    case _ where SolverStrength.isRequired(strength): ""
    case SolverStrength.strong: " @ strong"
    case SolverStrength.medium: " @ medium"
    case SolverStrength.weak: " @ weak"
    default: " @ \(LinearExpression.format(strength))"
    }
  }

  /// Identity: two constraints are equal only if they are the same object.
  public static func == (lhs: SolverConstraint, rhs: SolverConstraint) -> Bool { lhs === rhs }

  /// Hashes the constraint's identity.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
