import Foundation

/// The old values of what one change of a `ConstraintSolver` wrote, newest last, so that a
/// change that fails half-way (an unsatisfiable required constraint found after its row
/// entered the tableau, an overflow, a pivot loop past its bound) can be undone by writing
/// them back newest first.
///
/// Why a journal rather than a copy of the solver taken before the change: the tableau lives
/// in dictionaries, and a saved copy makes the first write after it copy the whole storage, so
/// every change would cost time in proportion to all the constraints held. The journal keeps
/// only what the change touches: a row's constant and the cells it writes (one entry each),
/// the rows it adds or takes out whole, and the records it changes. Its length is of the order
/// of the change's own work.
///
/// Between calls it is empty; the solver clears it when a change succeeds, keeping its
/// capacity, so that a run of changes does not allocate it again each time.
struct SolverJournal {
  /// One old value. A row is named by its basic symbol, or nil for the objective.
  enum Entry {
    /// The coefficient `symbol` had in a row before a write; nil if it was not in the row.
    case cell(row: SolverSymbol?, symbol: SolverSymbol, coefficient: Double?)
    /// A row's constant and finiteness before a write.
    case constant(row: SolverSymbol?, constant: Double, isFinite: Bool)
    /// The table's row of a basic symbol before the row was added or taken out whole; nil
    /// if the symbol had no row.
    case row(SolverSymbol, SolverRow?)
    /// The record of a constraint before a write; nil if the solver did not hold it.
    case record(SolverConstraint, ConstraintSolver.ConstraintRecord?)
    /// The edit constraint of a variable before a write; nil if it was not an edit variable.
    case edit(SolverVariable, SolverConstraint?)
    /// The record of a caller's variable before a write; nil if the solver had none.
    case variable(SolverVariable, ConstraintSolver.VariableRecord?)
  }

  /// The old values, oldest first.
  private(set) var entries: [Entry] = []

  /// Whether nothing is recorded, as between calls.
  var isEmpty: Bool { entries.isEmpty }

  /// Records one old value.
  mutating func record(_ entry: Entry) {
    entries.append(entry)
  }

  /// Records the constant and finiteness of `row`, before a write that may change them.
  /// - Parameter basic: The row's basic symbol, or nil for the objective.
  mutating func recordConstant(of row: SolverRow, at basic: SolverSymbol?) {
    entries.append(.constant(row: basic, constant: row.constant, isFinite: row.isFinite))
  }

  /// Records the coefficients of `symbols` in `row` (present or not), before a write that may
  /// change just those cells.
  /// - Parameter basic: The row's basic symbol, or nil for the objective.
  mutating func recordCells(
    of row: SolverRow, at basic: SolverSymbol?, _ symbols: some Sequence<SolverSymbol>
  ) {
    for symbol in symbols {
      entries.append(.cell(row: basic, symbol: symbol, coefficient: row.storedCoefficient(for: symbol)))
    }
  }

  /// Forgets every entry once a change has succeeded, keeping the storage for the next one.
  mutating func clear() {
    entries.removeAll(keepingCapacity: true)
  }

  /// Takes out the newest entry, for a rollback that writes entries back newest first; nil
  /// when none is left.
  mutating func removeNewest() -> Entry? {
    entries.popLast()
  }
}
