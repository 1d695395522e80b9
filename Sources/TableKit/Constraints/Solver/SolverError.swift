import Foundation

/// Why a `ConstraintSolver` refused a change. Whatever the error, the solver is left exactly as
/// it was before the call that threw.
public enum SolverError: Error, Equatable, CustomStringConvertible {
  /// The required constraint cannot hold together with the required constraints the solver
  /// already holds (when added, or when its constant was changed).
  case unsatisfiableConstraint(SolverConstraint)
  /// The constraint is already in the solver.
  case duplicateConstraint(SolverConstraint)
  /// The constraint is not in the solver.
  case unknownConstraint(SolverConstraint)
  /// The variable is already an edit variable of the solver.
  case duplicateEditVariable(SolverVariable)
  /// The variable is not an edit variable of the solver.
  case unknownEditVariable(SolverVariable)
  /// An edit variable was asked for with required strength: a suggested value must be able to
  /// give way to the required constraints, so it cannot be required itself.
  case requiredEditVariable(SolverVariable)
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
      "`\(variable.name)` is already an edit variable of the solver."
    case .unknownEditVariable(let variable):
      "`\(variable.name)` is not an edit variable of the solver; add it with "
        + "addEditVariable(_:strength:) before suggesting values for it."
    case .requiredEditVariable(let variable):
      "`\(variable.name)` cannot be an edit variable of required strength: a suggested value "
        + "must be able to give way to the required constraints."
    case .nonFiniteValue(let detail):
      "The solver needs finite numbers, but \(detail); the solver is unchanged."
    case .internalError(let detail):
      "The constraint solver failed internally (\(detail)); the solver is unchanged."
    }
  }
}
