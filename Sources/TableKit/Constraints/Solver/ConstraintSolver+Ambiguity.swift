import Foundation

/// What settles a variable's value in a solver's current solution: the ground for a later
/// `hasAmbiguousLayout`, where `.ambiguous` and `.free` mean an ambiguous layout.
public enum VariableDetermination: Sendable, Equatable {
  /// Required equalities alone fix the value: its row holds nothing but their dummy markers.
  case required
  /// The value is the only best one, but optional constraints (or the weighing of the slack of
  /// inequalities) pick it: without them it could move. An edit variable's value, or a view
  /// width held by a strong preference, is settled this way.
  case optional
  /// The value is one of several equally good ones: moving it along some direction keeps every
  /// required constraint and the total weighted error.
  case ambiguous
  /// Nothing pins the value: no constraint of the solver mentions the variable, or it is a
  /// free (parametric) unknown of the tableau, reported as 0.
  case free
}

extension ConstraintSolver {
  /// What settles `variable`'s value in the current solution.
  ///
  /// An approximation read off the tableau, without solving anything else:
  /// - not basic: `.free`, since a parametric caller's variable appears in no restricted row
  ///   and not in the objective, so it can take any value at no cost;
  /// - basic, and its row holds a free variable: `.ambiguous`, since it moves with that one;
  /// - basic, and its row holds a slack or error with no cost in the objective that can grow
  ///   from zero without driving a restricted row negative: `.ambiguous`;
  /// - basic, and its row holds dummies only: `.required`;
  /// - otherwise `.optional`.
  ///
  /// Limits: it looks one pivot away. At a degenerate vertex, where a no-cost symbol cannot
  /// move at once but could after other pivots, an ambiguous value can be reported as
  /// `.optional`; and a value fixed by required inequalities that meet (`x >= 10`, `x <= 10`)
  /// is reported as `.optional`, since its row holds their slacks rather than dummies.
  public func determination(of variable: SolverVariable) -> VariableDetermination {
    guard let record = variables[variable], let row = rows[record.symbol] else { return .free }
    var onlyDummies = true
    for symbol in row.symbols where !symbol.isDummy {
      onlyDummies = false
      if symbol.isExternal || canMoveAtNoCost(symbol) { return .ambiguous }
    }
    return onlyDummies ? .required : .optional
  }

  /// Whether `variable`'s value is not settled: `.ambiguous` or `.free`.
  public func isAmbiguous(_ variable: SolverVariable) -> Bool {
    switch determination(of: variable) {
    case .ambiguous, .free: true
    case .required, .optional: false
    }
  }

  /// Whether a parametric restricted `symbol` has no cost in the objective and can grow from
  /// zero by more than the solver's epsilon before some restricted row reaches zero.
  func canMoveAtNoCost(_ symbol: SolverSymbol) -> Bool {
    guard SolverRow.isNearZero(objective.coefficient(for: symbol)) else { return false }
    for basic in columns[symbol] ?? [] where basic.isRestricted {
      guard let row = rows[basic] else { continue }
      let coefficient = row.coefficient(for: symbol)
      if coefficient < 0, row.constant / -coefficient <= SolverRow.epsilon { return false }
    }
    return true
  }
}
