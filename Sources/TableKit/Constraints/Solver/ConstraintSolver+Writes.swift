import Foundation

// Every write to the solver's state during a change goes through here, so that each one
// records its old value in the undo journal, the column index follows the rows, and the
// entering candidates follow the objective's costs.
//
// Rows are written in place, through a dictionary index, while nothing else holds the row
// table: a second reference to its storage (such as a copy of the solver kept for a rollback)
// would make that write copy the whole table first.

extension ConstraintSolver {
  /// Puts `row` in the table as the row of `basic`, which has none.
  mutating func addRow(_ row: SolverRow, for basic: SolverSymbol) {
    assert(rows[basic] == nil, "ConstraintSolver: \(basic) already has a row")
    journal.record(.row(basic, rows[basic]))
    for symbol in row.symbols { joinColumn(of: symbol, basic) }
    rows[basic] = row
  }

  /// Takes the row of `basic` out of the table.
  /// - Returns: The row, or nil if `basic` has none (it is parametric).
  mutating func removeRow(for basic: SolverSymbol) -> SolverRow? {
    guard let row = rows.removeValue(forKey: basic) else { return nil }
    journal.record(.row(basic, row))
    for symbol in row.symbols { leaveColumn(of: symbol, basic) }
    return row
  }

  /// Replaces `symbol` by `row` (an equation solved for `symbol`) in every row of the table
  /// that holds it, found through the column index, noting rows that became infeasible and
  /// arithmetic that overflowed.
  mutating func substituteInRows(_ symbol: SolverSymbol, with row: SolverRow) {
    // Every row that holds the symbol loses it, so its column goes whole.
    guard let holders = columns.removeValue(forKey: symbol) else { return }
    for basic in holders {
      guard let index = rows.index(forKey: basic) else {
        assertionFailure("ConstraintSolver: the column of \(symbol) names \(basic), no row")
        continue
      }
      statistics.rowVisits += 1
      journal.recordConstant(of: rows.values[index], at: basic)
      journal.recordCells(of: rows.values[index], at: basic, CollectionOfOne(symbol))
      journal.recordCells(of: rows.values[index], at: basic, row.symbols)
      // The column index changes only for symbols that join or leave the row, most of them
      // neither: looking that up in the row is a binary search, in the index a hash.
      let held = row.cells.map { rows.values[index].contains($0.symbol) }
      rows.values[index].substitute(symbol, with: row)
      for (other, wasHeld) in zip(row.symbols, held) {
        let holds = rows.values[index].contains(other)
        if holds != wasHeld { updateColumn(of: other, basic, holds: holds) }
      }
      statistics.rowUpdates += 1
      noteChange(at: index)
    }
  }

  /// Adds `amount` to the constant of the row at `index`, noting whether the row became
  /// infeasible or overflowed.
  mutating func shiftConstant(
    ofRowAt index: Dictionary<SolverSymbol, SolverRow>.Index, by amount: Double
  ) {
    journal.recordConstant(of: rows.values[index], at: rows.keys[index])
    rows.values[index].addToConstant(amount)
    statistics.rowUpdates += 1
    noteChange(at: index)
  }

  /// Takes `symbol` out of every row of the table that holds it, whatever its coefficient:
  /// for an artificial variable that phase one left parametric, so at zero.
  mutating func removeFromRows(_ symbol: SolverSymbol) {
    guard let holders = columns.removeValue(forKey: symbol) else { return }
    for basic in holders {
      guard let index = rows.index(forKey: basic) else { continue }
      statistics.rowVisits += 1
      journal.recordCells(of: rows.values[index], at: basic, CollectionOfOne(symbol))
      rows.values[index].remove(symbol)
    }
  }

  /// Adds `coefficient × symbol` to the objective.
  mutating func addToObjective(_ symbol: SolverSymbol, coefficient: Double) {
    journal.recordConstant(of: objective, at: nil)
    journal.recordCells(of: objective, at: nil, CollectionOfOne(symbol))
    objective.insert(symbol, coefficient: coefficient)
    noteCosts(of: CollectionOfOne(symbol))
  }

  /// Adds `coefficient × row` to the objective, constant included.
  mutating func addToObjective(_ row: SolverRow, times coefficient: Double) {
    journal.recordConstant(of: objective, at: nil)
    journal.recordCells(of: objective, at: nil, row.symbols)
    objective.insert(row, times: coefficient)
    noteCosts(of: row.symbols)
  }

  /// Replaces `symbol` by `row` in the objective and in the artificial objective, if any.
  /// The artificial objective lives only during the change that made it, so a rollback drops
  /// it rather than writing it back, and its writes are not journaled.
  mutating func substituteInObjectives(_ symbol: SolverSymbol, with row: SolverRow) {
    if objective.contains(symbol) {
      journal.recordConstant(of: objective, at: nil)
      journal.recordCells(of: objective, at: nil, CollectionOfOne(symbol))
      journal.recordCells(of: objective, at: nil, row.symbols)
      objective.substitute(symbol, with: row)
      noteCosts(of: row.symbols)
    }
    if artificialObjective?.substitute(symbol, with: row) == true,
      artificialObjective?.isFinite == false
    {
      overflowed = true
    }
  }

  /// Takes `symbol` out of the objective, whatever its cost.
  mutating func removeFromObjective(_ symbol: SolverSymbol) {
    guard objective.contains(symbol) else { return }
    journal.recordCells(of: objective, at: nil, CollectionOfOne(symbol))
    objective.remove(symbol)
  }

  /// Sets or (with nil) drops the record of a constraint the solver holds.
  mutating func setRecord(_ record: ConstraintRecord?, for constraint: SolverConstraint) {
    journal.record(.record(constraint, records[constraint]))
    records[constraint] = record
  }

  /// Sets or (with nil) drops the edit constraint of a variable.
  mutating func setEdit(_ constraint: SolverConstraint?, for variable: SolverVariable) {
    journal.record(.edit(variable, edits[variable]))
    edits[variable] = constraint
  }

  /// Sets or (with nil) drops the record of a caller's variable.
  mutating func setVariableRecord(_ record: VariableRecord?, for variable: SolverVariable) {
    journal.record(.variable(variable, variables[variable]))
    variables[variable] = record
  }

  /// Notes, after the objective's costs of `symbols` changed, any that became negative (the
  /// symbol may now enter the basis) and any arithmetic that overflowed.
  private mutating func noteCosts(of symbols: some Sequence<SolverSymbol>) {
    if !objective.isFinite { overflowed = true }
    for symbol in symbols where !symbol.isDummy && objective.coefficient(for: symbol) < 0 {
      enteringCandidates.insert(symbol)
    }
  }

  /// Makes the column of `symbol` name `basic` if its row holds the symbol, and not otherwise.
  mutating func updateColumn(of symbol: SolverSymbol, _ basic: SolverSymbol, holds: Bool) {
    if holds {
      joinColumn(of: symbol, basic)
    } else {
      leaveColumn(of: symbol, basic)
    }
  }

  /// Adds `basic` to the column of `symbol`.
  private mutating func joinColumn(of symbol: SolverSymbol, _ basic: SolverSymbol) {
    columns[symbol, default: []].insert(basic)
  }

  /// Takes `basic` out of the column of `symbol`, dropping the column once it is empty so that
  /// the index holds no more symbols than the rows do.
  private mutating func leaveColumn(of symbol: SolverSymbol, _ basic: SolverSymbol) {
    guard let index = columns.index(forKey: symbol) else { return }
    columns.values[index].remove(basic)
    if columns.values[index].isEmpty { columns.remove(at: index) }
  }
}
