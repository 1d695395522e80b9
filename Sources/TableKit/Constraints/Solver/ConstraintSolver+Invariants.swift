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
  /// tableau; edit variables and variable records agree with the constraints held; no rows
  /// are left for the dual simplex to repair; the column index names exactly the rows that
  /// hold each symbol; the entering candidates are exactly the negative costs; and the undo
  /// journal is empty.
  func invariantViolations() -> [String] {
    var problems: [String] = []
    let tolerance = 1.0e-6
    for (basic, row) in rows {
      if !row.isFinite || !row.constant.isFinite { problems.append("\(basic)'s row not finite") }
      for symbol in row.symbols where rows[symbol] != nil {
        problems.append("basic \(symbol) appears in \(basic)'s row")
      }
      guard basic.isRestricted else { continue }
      if row.constant < -tolerance { problems.append("\(basic)'s row is \(row.constant) < 0") }
      if row.symbols.contains(where: \.isExternal) {
        problems.append("restricted \(basic)'s row holds a caller's variable")
      }
      if basic.isDummy,
        !row.symbols.allSatisfy(\.isDummy) || abs(row.constant) > tolerance
      {
        problems.append("dummy \(basic)'s row is not all dummies at zero")
      }
    }
    for cell in objective.cells {
      if rows[cell.symbol] != nil {
        problems.append("basic \(cell.symbol) appears in the objective")
      }
      if !cell.symbol.isDummy, cell.coefficient < 0 {
        problems.append("the objective can still fall along \(cell.symbol) (\(cell.coefficient))")
      }
    }
    let negativeCosts = Set(
      objective.cells.filter { !$0.symbol.isDummy && $0.coefficient < 0 }.map(\.symbol))
    if enteringCandidates != negativeCosts {
      problems.append("entering candidates \(enteringCandidates), negative costs \(negativeCosts)")
    }
    if artificialObjective != nil { problems.append("an artificial objective is left") }
    if !journal.isEmpty { problems.append("the undo journal holds \(journal.entries.count)") }
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
    problems += columnProblems()
    return problems
  }

  /// Disagreements between the column index and the rows' cells.
  private func columnProblems() -> [String] {
    var expected: [SolverSymbol: Set<SolverSymbol>] = [:]
    for (basic, row) in rows {
      for symbol in row.symbols { expected[symbol, default: []].insert(basic) }
    }
    if columns == expected { return [] }
    return Set(expected.keys).union(columns.keys).sorted()
      .filter { expected[$0] != columns[$0] }
      .map { "the column of \($0) names \(columns[$0] ?? []), the rows \(expected[$0] ?? [])" }
  }

  /// Whether `symbol` is basic or has a coefficient in some row (read from the rows, not the
  /// column index, which is checked separately).
  private func isInTableau(_ symbol: SolverSymbol) -> Bool {
    rows[symbol] != nil || rows.values.contains { $0.contains(symbol) }
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
    rows == other.rows && columns == other.columns && objective == other.objective
      && enteringCandidates == other.enteringCandidates && records == other.records
      && edits == other.edits && variables == other.variables
      && nextSymbolID == other.nextSymbolID && statistics == other.statistics
  }
}
