import Foundation

// A full check of the tableau's invariants, for tests that drive the solver through many
// changes: cheaper checks are asserted where the solver works, but these scan everything.

extension ConstraintSolver {
  /// The tableau's invariants that do not hold, as sentences; empty when the solver is sound.
  ///
  /// Checked: every number is finite; a basic symbol appears in no other row nor in the
  /// objective; a restricted row is non-negative (feasible) and holds no caller's variable;
  /// a dummy row is all dummies at zero; the objective has no negative reduced cost (optimal);
  /// there is one row per constraint held and each constraint's marker is somewhere in the
  /// tableau; edit variables and variable records agree with the constraints held; and no
  /// rows are left for the dual simplex to repair.
  func invariantViolations() -> [String] {
    var problems: [String] = []
    let tolerance = 1.0e-6
    for (basic, row) in rows {
      if !row.isFinite || !row.constant.isFinite { problems.append("\(basic)'s row not finite") }
      for symbol in row.cells.keys where rows[symbol] != nil {
        problems.append("basic \(symbol) appears in \(basic)'s row")
      }
      guard basic.isRestricted else { continue }
      if row.constant < -tolerance { problems.append("\(basic)'s row is \(row.constant) < 0") }
      if row.cells.keys.contains(where: \.isExternal) {
        problems.append("restricted \(basic)'s row holds a caller's variable")
      }
      if basic.isDummy,
        !row.cells.keys.allSatisfy(\.isDummy) || abs(row.constant) > tolerance
      {
        problems.append("dummy \(basic)'s row is not all dummies at zero")
      }
    }
    for (symbol, coefficient) in objective.cells {
      if rows[symbol] != nil { problems.append("basic \(symbol) appears in the objective") }
      if !symbol.isDummy, coefficient < 0 {
        problems.append("the objective can still fall along \(symbol) (\(coefficient))")
      }
    }
    if artificialObjective != nil { problems.append("an artificial objective is left") }
    if !infeasibleRows.isEmpty { problems.append("rows left to repair: \(infeasibleRows)") }
    if rows.count != records.count {
      problems.append("\(rows.count) rows for \(records.count) constraints")
    }
    for (constraint, record) in records where !isInTableau(record.marker) {
      problems.append("the marker of `\(constraint)` is in no row")
    }
    for (variable, constraint) in edits where records[constraint] == nil {
      problems.append("the edit constraint of `\(variable)` is not held")
    }
    problems += variableCountProblems()
    return problems
  }

  /// Whether `symbol` is basic or has a coefficient in some row.
  private func isInTableau(_ symbol: SolverSymbol) -> Bool {
    rows[symbol] != nil || rows.values.contains { $0.cells[symbol] != nil }
  }

  /// Disagreements between the variable records and the constraints held.
  private func variableCountProblems() -> [String] {
    var counts: [SolverVariable: Int] = [:]
    for constraint in records.keys {
      for variable in Self.distinctVariables(of: constraint) { counts[variable, default: 0] += 1 }
    }
    var problems: [String] = []
    for (variable, record) in variables where counts[variable, default: 0] != record.uses {
      problems.append("`\(variable)` counted \(record.uses) uses of \(counts[variable] ?? 0)")
    }
    for variable in counts.keys where variables[variable] == nil {
      problems.append("`\(variable)` is used but has no symbol")
    }
    return problems
  }

  /// Whether two solvers hold the same tableau, number for number: for tests that check a
  /// refused change left no trace.
  func hasSameTableau(as other: ConstraintSolver) -> Bool {
    rows == other.rows && objective == other.objective && records == other.records
      && edits == other.edits && variables == other.variables
      && nextSymbolID == other.nextSymbolID && statistics == other.statistics
  }
}
