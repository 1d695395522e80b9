import Foundation

/// An unknown of a linear system, such as a view's left edge or width, that a
/// `ConstraintSolver` gives a value.
///
/// A reference type: constraints and the solver find a variable by identity, so two variables
/// with the same name are different unknowns. Its `name` only serves messages and
/// descriptions (`view.left + 8 == other.right`).
///
/// Concurrency: a variable is `Sendable` because the solver's errors, which must be, carry the
/// constraint at fault and so its variables. Its one mutable field, `value`, is only read and
/// written under a lock, which is what makes `@unchecked` safe here; the lock is uncontended in
/// practice and costs little beside a solve.
public final class SolverVariable: Hashable, CustomStringConvertible, @unchecked Sendable {
  /// The name used in descriptions and error messages.
  public let name: String

  /// Guards `storedValue`, the only mutable state.
  private let lock = NSLock()
  /// The value behind `value`; read and written only under `lock`.
  private var storedValue: Double = 0

  /// Creates a variable whose value is 0 until a solver sets it.
  /// - Parameter name: The name used in descriptions and error messages.
  public init(_ name: String = "unnamed") {
    self.name = name
  }

  /// The value the solver gave the variable the last time it updated its variables
  /// (`ConstraintSolver.updateVariables()`); 0 before that.
  public internal(set) var value: Double {
    get { lock.withLock { storedValue } }
    set { lock.withLock { storedValue = newValue } }
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
