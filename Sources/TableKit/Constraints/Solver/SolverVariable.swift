import Foundation

/// An unknown of a linear system, such as a view's left edge or width, that a
/// `ConstraintSolver` gives a value.
///
/// A reference type: constraints and the solver find a variable by identity, so two variables
/// with the same name are different unknowns. Its `name` only serves messages and
/// descriptions (`view.left + 8 == other.right`).
///
/// Concurrency: not `Sendable`. A solver writes `value`, so a variable belongs to the
/// isolation domain of the solver that updates it (for Auto Layout, the main thread), as a
/// view does. Errors name a variable by `SolverError.Subject`, a copy of its identity and
/// name, so they stay `Sendable` without the variable being so.
public final class SolverVariable: Hashable, CustomStringConvertible {
  /// The name used in descriptions and error messages.
  public let name: String

  /// The value the solver gave the variable the last time it updated its variables
  /// (`ConstraintSolver.updateVariables()`); 0 before that.
  public internal(set) var value: Double = 0

  /// Creates a variable whose value is 0 until a solver sets it.
  /// - Parameter name: The name used in descriptions and error messages.
  public init(_ name: String = "unnamed") {
    self.name = name
  }

  /// The variable's name.
  public var description: String { name }

  /// Identity: two variables are equal only if they are the same object.
  public static func == (lhs: SolverVariable, rhs: SolverVariable) -> Bool { lhs === rhs }

  /// Hashes the variable's identity.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
