import Foundation

/// An incremental solver of linear equalities and inequalities with strengths: the Cassowary
/// algorithm (Badros, Borning and Stuckey), as the kiwi solver implements it. It is the engine
/// for Auto Layout: required constraints must hold, and among the solutions that keep them the
/// solver picks one that minimizes the sum of the other constraints' errors, each weighted by
/// its strength.
///
/// Incremental: adding or removing a constraint changes the tableau by a few pivots from the
/// current solution, and a new suggested value for an edit variable or a new constant for a
/// constraint (`suggestValue(_:for:)`, `updateConstant(of:to:)`) moves only the rows that
/// depend on it and restores feasibility with the dual simplex, never solving from scratch.
///
/// Values are read after `updateVariables()` (into each `SolverVariable.value`) or, at any
/// time, with `value(of:)`.
///
/// A value type that owns its tableau: a copy is an independent solver (sharing the variable
/// objects, whose `value` is written by whichever copy updates them). Like any Swift
/// collection, a copy shares storage until one of them changes, which then copies it whole.
///
/// Every throwing call leaves the solver exactly as it was before the call when it throws.
/// What can be refused up front (a duplicate or unknown constraint or edit variable, a NaN or
/// infinite number) is checked before anything is written; what only shows half-way (an
/// unsatisfiable required constraint, an overflow, a pivot bound) is undone from an undo
/// journal of the old values of just what the call wrote (`SolverJournal`).
///
/// Cost: a change writes the tableau in place and reaches the rows that hold a symbol through a
/// column index (`columns`), never by scanning every row; the objective's entering symbol is
/// found among the symbols whose cost the change lowered (`enteringCandidates`). So a new
/// constant or suggested value, or a constraint added or removed, costs work in the rows that
/// hold the symbols it moves, not in the number of constraints held (`SolverStatistics`
/// counts it). Outside that: `updateVariables()` writes every variable, and the dictionaries
/// grow by doubling, an amortized cost.
///
/// Concurrency: not `Sendable`, since it holds variables and constraints, which are not; a
/// solver belongs to one isolation domain (for Auto Layout, the main thread).
///
/// Termination: the simplex chooses pivots by Bland's rule (smallest symbol first), which
/// cannot cycle, and every pivot loop is bounded besides; past the bound the call throws
/// `SolverError.internalError` instead of hanging.
public struct ConstraintSolver {
  /// Where a constraint the solver holds lives in the tableau.
  struct ConstraintRecord: Equatable, Sendable {
    /// The symbol made for the constraint that no other constraint uses: its slack (an
    /// inequality), its positive error (an optional equality) or its dummy (a required one).
    /// Removing the constraint removes the row this symbol is, or can be made, basic in.
    let marker: SolverSymbol
    /// The constraint's second own symbol, if any: the error of an optional inequality, or the
    /// negative error of an optional equality.
    let other: SolverSymbol?
    /// The coefficient of `marker` in the constraint's row as first written (before any sign
    /// reversal): a change of the constant by `d` is the marker moving by `d / coefficient`.
    let markerCoefficient: Double
    /// The coefficient of `other` in the constraint's row as first written, likewise.
    let otherCoefficient: Double
    /// The constant of the constraint's expression as the tableau holds it now; it differs from
    /// the constraint's own once `updateConstant(of:to:)` or `suggestValue(_:for:)` changed it.
    var constant: Double
    /// The weight of the constraint's errors in the objective now; it differs from the
    /// constraint's own once `updateStrength(of:to:)` changed it.
    var strength: Double
  }

  /// The symbol of a caller's variable, and how many constraints the solver holds that name it
  /// (when none is left, the solver forgets the variable).
  struct VariableRecord: Equatable, Sendable {
    /// The variable's symbol in the tableau.
    let symbol: SolverSymbol
    /// How many constraints held by the solver mention the variable.
    var uses: Int
  }

  /// Which objective a simplex phase minimizes.
  enum Objective {
    /// The weighted errors of the optional constraints.
    case main
    /// The artificial variable of a row being added (phase one).
    case artificial
  }

  /// The rows of the tableau, keyed by their basic symbol. Written only through the journaled
  /// writes of `ConstraintSolver+Writes.swift`.
  var rows: [SolverSymbol: SolverRow] = [:]
  /// The column index: for each symbol in some row's cells, the basic symbols of the rows
  /// that hold it, so that a substitution or a ratio test visits those rows only. Kept by the
  /// same writes, and derived from `rows`: the undo journal does not record it but mends it
  /// as it writes rows back.
  var columns: [SolverSymbol: Set<SolverSymbol>] = [:]
  /// The objective: the weighted errors, written in the parametric symbols.
  var objective = SolverRow()
  /// The symbols that may enter the basis to lower the objective: every symbol other than a
  /// dummy whose cost in the objective is negative. Filled as writes lower costs, so that
  /// finding the entering symbol does not scan the whole objective. During a change it may
  /// also hold symbols whose cost rose again; each change ends by dropping those, so between
  /// calls it is exactly the negative costs (none, once the simplex has minimized).
  var enteringCandidates: Set<SolverSymbol> = []
  /// The phase-one objective while a row is added with an artificial variable; nil otherwise.
  var artificialObjective: SolverRow?
  /// The constraints the solver holds, edit constraints included.
  var records: [SolverConstraint: ConstraintRecord] = [:]
  /// The edit variables, with the constraint that pulls each towards its suggested value.
  var edits: [SolverVariable: SolverConstraint] = [:]
  /// The caller's variables that the solver's constraints mention.
  var variables: [SolverVariable: VariableRecord] = [:]
  /// Restricted rows whose constant went negative, for the dual simplex to repair; always
  /// empty between calls.
  var infeasibleRows: Set<SolverSymbol> = []
  /// The id of the next symbol made.
  var nextSymbolID = 1
  /// Set when an arithmetic result was NaN or infinite during the current change.
  var overflowed = false
  /// The old values of what the current change wrote, to undo it if it fails; empty between
  /// calls.
  var journal = SolverJournal()
  /// Work counters for tests that check a change stays incremental.
  var statistics = SolverStatistics()

  /// Creates a solver with no constraints.
  public init() {}

  /// Whether the solver holds `constraint`.
  public func hasConstraint(_ constraint: SolverConstraint) -> Bool {
    records[constraint] != nil
  }

  /// Adds a constraint and solves again from the current solution.
  /// - Throws: `SolverError.duplicateConstraint` if the solver holds it already;
  ///   `.nonFiniteValue` if a number of it is NaN or infinite;
  ///   `.unsatisfiableConstraint` if it is required and conflicts with the required
  ///   constraints held. The solver is then unchanged.
  public mutating func addConstraint(_ constraint: SolverConstraint) throws(SolverError) {
    if records[constraint] != nil { throw .duplicateConstraint(.init(constraint)) }
    if let detail = constraint.nonFiniteDetail { throw .nonFiniteValue(detail) }
    try transaction(adding: "adding `\(constraint)`") { solver throws(SolverError) in
      try solver.insert(constraint)
    }
  }

  /// Removes a constraint and solves again from the current solution.
  /// - Throws: `SolverError.unknownConstraint` if the solver does not hold it (edit
  ///   constraints are removed with `removeEditVariable(_:)`).
  public mutating func removeConstraint(_ constraint: SolverConstraint) throws(SolverError) {
    guard records[constraint] != nil, !isEditConstraint(constraint) else {
      throw .unknownConstraint(.init(constraint))
    }
    try transaction(adding: "removing `\(constraint)`") { solver throws(SolverError) in
      try solver.delete(constraint)
    }
  }

  /// Writes the solution into every variable the solver's constraints mention
  /// (`SolverVariable.value`). A variable that nothing pins gets 0.
  public func updateVariables() {
    for (variable, record) in variables {
      variable.value = value(of: record.symbol)
    }
  }

  /// The current value of `variable` in the solution, without writing it into the variable: 0
  /// for a variable that nothing pins or that no constraint of the solver mentions.
  public func value(of variable: SolverVariable) -> Double {
    guard let record = variables[variable] else { return 0 }
    return value(of: record.symbol)
  }

  /// Forgets every constraint and edit variable, as a new solver. Variables keep their last
  /// values.
  public mutating func reset() {
    self = ConstraintSolver()
  }

  /// The value of a symbol: its row's constant if it is basic, else 0 (parametric symbols are
  /// at zero). `-0.0` is written as 0 so descriptions do not show "-0".
  func value(of symbol: SolverSymbol) -> Double {
    guard let constant = rows[symbol]?.constant else { return 0 }
    return constant == 0 ? 0 : constant
  }

  /// Whether `constraint` is the constraint of an edit variable, which callers cannot see.
  func isEditConstraint(_ constraint: SolverConstraint) -> Bool {
    guard let variable = constraint.left.terms.first?.variable else { return false }
    return edits[variable] === constraint
  }

  /// Makes a new symbol of `kind`.
  mutating func makeSymbol(_ kind: SolverSymbol.Kind) -> SolverSymbol {
    defer { nextSymbolID += 1 }
    return SolverSymbol(id: nextSymbolID, kind: kind)
  }
}

/// Counts of the solver's work, so that tests can check that a change stays incremental: that
/// its work does not grow with constraints it has nothing to do with. Counts of a change that
/// fails are undone with it.
struct SolverStatistics: Equatable, Sendable {
  /// Pivots: a symbol entering the basis in place of another.
  var pivots = 0
  /// Rows whose contents a change rewrote (by substitution or a moved constant). Rows that were
  /// only looked at, to find the ones to rewrite, are not counted.
  var rowUpdates = 0
  /// Rows looked at through the column index, to find the ones to rewrite or the row to pivot
  /// on, and entering candidates looked at in the objective.
  var rowVisits = 0
  /// Old values the undo journal recorded (`SolverJournal.Entry`), for changes that succeeded.
  var journalEntries = 0
}
