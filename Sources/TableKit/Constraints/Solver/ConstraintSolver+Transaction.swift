import Foundation

// A change is a transaction: it completes, or it fails and is undone from the undo journal,
// leaving the solver exactly as it was (same rows, objective, records and counters). Undoing
// costs what the change had written, not what the solver holds.

extension ConstraintSolver {
  /// Runs `change` on the solver; if it throws or its arithmetic overflowed, writes back what
  /// the journal recorded, newest first, so that a refused change leaves no trace.
  ///
  /// Callers check what can be refused up front (duplicates, unknown constraints or edit
  /// variables, NaN or infinite numbers) before they call this, so that those refusals write
  /// nothing at all; the journal is for what shows only half-way.
  /// - Parameter action: What the change is, for the overflow message ("adding `x == 1`").
  mutating func transaction<Result>(
    adding action: @autoclosure () -> String,
    _ change: (inout ConstraintSolver) throws(SolverError) -> Result
  ) throws(SolverError) -> Result {
    assert(journal.isEmpty, "ConstraintSolver: a change began inside another")
    // Plain numbers, saved whole at no cost.
    let symbolID = nextSymbolID
    let counts = statistics
    overflowed = false
    do throws(SolverError) {
      let result = try change(&self)
      if overflowed { throw SolverError.internalError("overflow") }
      assert(infeasibleRows.isEmpty, "ConstraintSolver: a change left rows to repair")
      statistics.journalEntries += journal.entries.count
      journal.clear()
      dropStaleEnteringCandidates()
      return result
    } catch {
      let overflowed = self.overflowed
      rollBack()
      nextSymbolID = symbolID
      statistics = counts
      self.overflowed = false
      if overflowed {
        throw .nonFiniteValue("\(action()) made the solver's arithmetic overflow")
      }
      throw error
    }
  }

  /// Writes back every old value the journal recorded, newest first, mending the column
  /// index and the entering candidates on the way; then drops what lives only during a change
  /// (the artificial objective, rows left to repair).
  mutating func rollBack() {
    while let entry = journal.removeNewest() {
      switch entry {
      case .cell(let basic?, let symbol, let coefficient):
        guard let index = rows.index(forKey: basic) else {
          assertionFailure("ConstraintSolver: the journal writes a cell of \(basic), no row")
          continue
        }
        rows.values[index].restore(symbol, coefficient: coefficient)
        updateColumn(of: symbol, basic, holds: coefficient != nil)
      case .cell(nil, let symbol, let coefficient):
        objective.restore(symbol, coefficient: coefficient)
        // The change may have dropped the candidate once its cost rose; the old cost is back.
        if let coefficient, coefficient < 0, !symbol.isDummy {
          enteringCandidates.insert(symbol)
        }
      case .constant(let basic?, let constant, let isFinite):
        guard let index = rows.index(forKey: basic) else {
          assertionFailure("ConstraintSolver: the journal writes the constant of \(basic), no row")
          continue
        }
        rows.values[index].restore(constant: constant, isFinite: isFinite)
      case .constant(nil, let constant, let isFinite):
        objective.restore(constant: constant, isFinite: isFinite)
      case .row(let basic, let row):
        if let current = rows.removeValue(forKey: basic) {
          for symbol in current.symbols { updateColumn(of: symbol, basic, holds: false) }
        }
        if let row {
          rows[basic] = row
          for symbol in row.symbols { updateColumn(of: symbol, basic, holds: true) }
        }
      case .record(let constraint, let record):
        records[constraint] = record
      case .edit(let variable, let constraint):
        edits[variable] = constraint
      case .variable(let variable, let record):
        variables[variable] = record
      }
    }
    artificialObjective = nil
    infeasibleRows.removeAll()
    dropStaleEnteringCandidates()
  }

  /// Drops the entering candidates whose cost is no longer negative, so that between calls
  /// the set is exactly the negative costs. After a rollback that is the set the solver had
  /// before the change: the journal put back every cost the change wrote, and added back the
  /// negative ones. Costs a look at each candidate, all of them written by this change or
  /// left negative by the one before.
  private mutating func dropStaleEnteringCandidates() {
    let objective = objective
    if enteringCandidates.contains(where: { objective.coefficient(for: $0) >= 0 }) {
      enteringCandidates = enteringCandidates.filter { objective.coefficient(for: $0) < 0 }
    }
  }
}
