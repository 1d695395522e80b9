import Foundation

// The simplex steps: the primal simplex that minimizes an objective from a feasible tableau,
// the dual simplex that restores feasibility from an optimal one, and the pivot they share.
// Every choice of symbol breaks ties by the smallest id (Bland's rule), so the loops cannot
// cycle and the result never depends on the order a dictionary lists its keys in (nor a
// column of the index its rows). Rows that hold a symbol are found through the column index,
// so a step's work grows with the rows it concerns, not with the whole tableau.

extension ConstraintSolver {
  /// The most pivots one simplex loop may take before the solver gives up with an internal
  /// error rather than hang. Bland's rule already rules out cycling, so only a bug or numbers
  /// too ill-conditioned to solve can reach it; it grows with the tableau because a larger one
  /// can rightly need more pivots.
  var pivotLimit: Int { 10_000 + 100 * rows.count }

  /// Minimizes an objective by the primal simplex, keeping the tableau feasible.
  /// - Throws: `SolverError.internalError` if the objective is unbounded (the weighted errors
  ///   are never negative, so it cannot be) or the loop passes `pivotLimit`.
  mutating func optimize(_ which: Objective) throws(SolverError) {
    var pivots = 0
    while let entering =
      which == .main ? mainEnteringSymbol() : enteringSymbol(of: artificialObjective)
    {
      guard let leaving = leavingRow(for: entering), let row = removeRow(for: leaving)
      else { throw .internalError("the objective is unbounded along \(entering)") }
      pivots += 1
      if pivots > pivotLimit {
        throw .internalError("the simplex took more than \(pivotLimit) pivots")
      }
      pivot(row, leaving: leaving, entering: entering)
    }
  }

  /// Makes every restricted row non-negative again by the dual simplex, keeping the objective
  /// optimal: after a constant moved (`updateConstant(of:to:)`, `suggestValue(_:for:)`).
  /// - Parameter constraint: The constraint whose constant moved, if any. When no pivot can
  ///   repair a row, the required constraints conflict: the error blames this constraint if it
  ///   is required; otherwise the solver failed, since optional ones can always give way.
  mutating func repairFeasibility(blaming constraint: SolverConstraint?) throws(SolverError) {
    var pivots = 0
    while let leaving = infeasibleRows.min() {
      infeasibleRows.remove(leaving)
      guard let row = rows[leaving], row.constant < 0, !SolverRow.isNearZero(row.constant)
      else { continue }
      guard let entering = dualEnteringSymbol(for: row) else {
        if let constraint, constraint.isRequired {
          throw .unsatisfiableConstraint(.init(constraint))
        }
        throw .internalError("no pivot repairs the row of \(leaving)")
      }
      pivots += 1
      if pivots > pivotLimit {
        throw .internalError("the dual simplex took more than \(pivotLimit) pivots")
      }
      _ = removeRow(for: leaving)
      pivot(row, leaving: leaving, entering: entering)
    }
  }

  /// Makes `entering` basic in place of `leaving`, whose row (already out of the table) is
  /// given, and writes `entering` out of every other row and the objectives.
  mutating func pivot(_ row: SolverRow, leaving: SolverSymbol, entering: SolverSymbol) {
    assert(row.contains(entering), "ConstraintSolver: \(entering) is not in \(leaving)'s row")
    var row = row
    row.solve(for: entering, replacing: leaving)
    if !row.isFinite { overflowed = true }
    substitute(entering, with: row)
    addRow(row, for: entering)
    statistics.pivots += 1
  }

  /// Replaces `symbol` by `row` in every row and the objectives, noting rows that became
  /// infeasible and any arithmetic that overflowed.
  mutating func substitute(_ symbol: SolverSymbol, with row: SolverRow) {
    substituteInRows(symbol, with: row)
    substituteInObjectives(symbol, with: row)
  }

  /// Notes what a change to the row at `index` calls for: a restricted row below zero needs
  /// the dual simplex; a row with a NaN or infinity means the change overflowed.
  mutating func noteChange(at index: Dictionary<SolverSymbol, SolverRow>.Index) {
    let basic = rows.keys[index]
    let row = rows.values[index]
    if !row.isFinite { overflowed = true }
    if basic.isRestricted, row.constant < 0 { infeasibleRows.insert(basic) }
  }

  /// The symbol to enter the basis to lower the main objective: the smallest with a negative
  /// reduced cost, dummies excepted (they must stay at zero), found among the entering
  /// candidates rather than the whole objective. Nil when the objective is minimal; the
  /// candidates are then dropped, since none of them can lower it.
  mutating func mainEnteringSymbol() -> SolverSymbol? {
    var entering: SolverSymbol?
    for symbol in enteringCandidates where objective.coefficient(for: symbol) < 0 {
      entering = min(entering ?? symbol, symbol)
    }
    statistics.rowVisits += enteringCandidates.count
    if entering == nil { enteringCandidates.removeAll() }
    return entering
  }

  /// The symbol to enter the basis to lower `objective` (the artificial one of phase one, a
  /// single row's worth): the smallest with a negative reduced cost, dummies excepted (they
  /// must stay at zero). Nil when the objective is minimal.
  func enteringSymbol(of objective: SolverRow?) -> SolverSymbol? {
    objective?.cells.lazy.filter { !$0.symbol.isDummy && $0.coefficient < 0 }.map(\.symbol).min()
  }

  /// The row whose basic symbol leaves when `entering` enters: among restricted rows where
  /// `entering` has a negative coefficient, the one that reaches zero first as it grows (the
  /// ratio test), so every row stays non-negative. Nil if none limits it. Mutating only to
  /// count the rows it reads.
  mutating func leavingRow(for entering: SolverSymbol) -> SolverSymbol? {
    guard let holders = columns[entering] else { return nil }
    var best: (symbol: SolverSymbol, ratio: Double)?
    for basic in holders where basic.isRestricted {
      guard let row = rows[basic] else { continue }
      statistics.rowVisits += 1
      let coefficient = row.coefficient(for: entering)
      guard coefficient < 0 else { continue }
      best = Self.better(best, (basic, -row.constant / coefficient))
    }
    return best?.symbol
  }

  /// The symbol to enter in place of the basic symbol of an infeasible `row`: among symbols
  /// with a positive coefficient (entering would raise the row), the one whose reduced cost in
  /// the objective grows least per unit, so the objective stays optimal. Nil if none.
  func dualEnteringSymbol(for row: SolverRow) -> SolverSymbol? {
    var best: (symbol: SolverSymbol, ratio: Double)?
    for cell in row.cells where cell.coefficient > 0 && !cell.symbol.isDummy {
      best = Self.better(
        best, (cell.symbol, objective.coefficient(for: cell.symbol) / cell.coefficient))
    }
    return best?.symbol
  }

  /// The row to pivot a parametric `marker` into before its constraint's row is dropped. In
  /// order of preference: a dummy row holding it (only a dummy marker can be in one); a
  /// restricted row the marker lowers, by the ratio test, so the rows left stay feasible; a
  /// restricted row it raises, by the smallest ratio; else a row of a caller's variable, which
  /// may take any value. Nil if the marker is in no row, which cannot happen for a constraint
  /// the solver holds.
  ///
  /// A dummy row (`d == Σ dummies`, at zero) says that a required equality follows from
  /// others. Pivoting the marker anywhere else would write slacks and errors into it, and a
  /// dummy basic over those could then move off zero, breaking its equality; pivoted into it,
  /// the marker is written in dummies at zero and every other row keeps its value.
  ///
  /// Mutating only to count the rows it reads.
  mutating func markerLeavingRow(for marker: SolverSymbol) -> SolverSymbol? {
    guard let holders = columns[marker] else { return nil }
    var dummy: SolverSymbol?
    var lowering: (symbol: SolverSymbol, ratio: Double)?
    var raising: (symbol: SolverSymbol, ratio: Double)?
    var external: SolverSymbol?
    for basic in holders {
      guard let row = rows[basic] else { continue }
      statistics.rowVisits += 1
      let coefficient = row.coefficient(for: marker)
      if coefficient == 0 { continue }
      if basic.isDummy {
        dummy = min(dummy ?? basic, basic)
      } else if !basic.isRestricted {
        external = min(external ?? basic, basic)
      } else if coefficient < 0 {
        lowering = Self.better(lowering, (basic, -row.constant / coefficient))
      } else {
        raising = Self.better(raising, (basic, row.constant / coefficient))
      }
    }
    return dummy ?? lowering?.symbol ?? raising?.symbol ?? external
  }

  /// The candidate with the smaller ratio, ties to the smaller symbol.
  static func better(
    _ current: (symbol: SolverSymbol, ratio: Double)?, _ candidate: (SolverSymbol, Double)
  ) -> (symbol: SolverSymbol, ratio: Double) {
    guard let current else { return candidate }
    let (symbol, ratio) = candidate
    if ratio < current.ratio || (ratio == current.ratio && symbol < current.symbol) {
      return candidate
    }
    return current
  }
}
