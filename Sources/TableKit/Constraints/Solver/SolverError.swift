import Foundation

/// Why a `ConstraintSolver` refused a change. Whatever the error, the solver is left exactly as
/// it was before the call that threw.
///
/// An error names the constraint or variable at fault by a `Subject`, a copy of its identity
/// and text, not by the object itself: errors must be `Sendable`, and variables (whose `value`
/// the solver writes) are not, so an error holding one could not be.
public enum SolverError: Error, Equatable, CustomStringConvertible {
  /// The constraint or variable an error is about, kept as values: what a message needs (its
  /// description) and what lets a caller tell which object it was (its identity).
  public struct Subject: Hashable, Sendable, CustomStringConvertible {
    /// The identity of the constraint or variable. Like any `ObjectIdentifier`, it names that
    /// object only while the object lives; a later object may reuse it.
    public let id: ObjectIdentifier
    /// The constraint as written (`x + 8 == y`), or the variable's name.
    public let description: String

    /// The subject for a constraint: its identity and its description as it reads now.
    public init(_ constraint: SolverConstraint) {
      id = ObjectIdentifier(constraint)
      description = constraint.description
    }

    /// The subject for a variable: its identity and its name.
    public init(_ variable: SolverVariable) {
      id = ObjectIdentifier(variable)
      description = variable.name
    }

    /// Whether the error is about `constraint` (compared by identity, so only meaningful while
    /// the constraint lives).
    public func refers(to constraint: SolverConstraint) -> Bool {
      id == ObjectIdentifier(constraint)
    }

    /// Whether the error is about `variable` (compared by identity, likewise).
    public func refers(to variable: SolverVariable) -> Bool {
      id == ObjectIdentifier(variable)
    }
  }

  /// The required constraint cannot hold together with the required constraints the solver
  /// already holds (when added, or when its constant was changed).
  case unsatisfiableConstraint(Subject)
  /// The constraint is already in the solver.
  case duplicateConstraint(Subject)
  /// The constraint is not in the solver.
  case unknownConstraint(Subject)
  /// The variable is already an edit variable of the solver.
  case duplicateEditVariable(Subject)
  /// The variable is not an edit variable of the solver.
  case unknownEditVariable(Subject)
  /// An edit variable was asked for with required strength: a suggested value must be able to
  /// give way to the required constraints, so it cannot be required itself.
  case requiredEditVariable(Subject)
  /// A number was NaN or infinite, or finite numbers were so large that solving with them
  /// overflowed. The text says which number and where.
  case nonFiniteValue(String)
  /// The solver gave up on a step it should always be able to take (a pivot loop ran past its
  /// bound, or no pivot was found where the algorithm guarantees one). It points at a bug or at
  /// numbers too ill-conditioned to solve, and is thrown instead of looping or trapping.
  case internalError(String)

  /// A sentence that names the constraint or variable at fault.
  public var description: String {
    switch self {
    case .unsatisfiableConstraint(let constraint):
      "The required constraint `\(constraint)` cannot be satisfied together with the "
        + "required constraints already in the solver; the solver is unchanged."
    case .duplicateConstraint(let constraint):
      "The constraint `\(constraint)` is already in the solver."
    case .unknownConstraint(let constraint):
      "The constraint `\(constraint)` is not in the solver."
    case .duplicateEditVariable(let variable):
      "`\(variable)` is already an edit variable of the solver."
    case .unknownEditVariable(let variable):
      "`\(variable)` is not an edit variable of the solver; add it with "
        + "addEditVariable(_:strength:) before suggesting values for it."
    case .requiredEditVariable(let variable):
      "`\(variable)` cannot be an edit variable of required strength: a suggested value "
        + "must be able to give way to the required constraints."
    case .nonFiniteValue(let detail):
      "The solver needs finite numbers, but \(detail); the solver is unchanged."
    case .internalError(let detail):
      "The constraint solver failed internally (\(detail)); the solver is unchanged."
    }
  }
}
