import Foundation

// Changing numbers without changing the system: suggested values for edit variables, and new
// constants for constraints. Both move the constant of one constraint's row, which is a shift
// of that constraint's marker symbol, so only the rows that hold the marker change; the dual
// simplex then repairs any row the shift made infeasible, from the current basis.

extension ConstraintSolver {
  /// Makes `variable` an edit variable: a constraint `variable == suggested value` of the given
  /// strength that `suggestValue(_:for:)` moves. Its suggested value is 0 until one is given.
  /// - Parameters:
  ///   - variable: The variable to edit, such as a window's width.
  ///   - strength: Below `SolverStrength.required`, so that a suggestion gives way to required
  ///     constraints; `SolverStrength.strong` is usual.
  /// - Throws: `SolverError.duplicateEditVariable` if it is one already;
  ///   `.requiredEditVariable` if `strength` is required; `.nonFiniteValue` for a NaN strength.
  public mutating func addEditVariable(
    _ variable: SolverVariable, strength: Double
  ) throws(SolverError) {
    if edits[variable] != nil { throw .duplicateEditVariable(.init(variable)) }
    if strength.isNaN {
      throw .nonFiniteValue("the strength of the edit variable `\(variable.name)` is nan")
    }
    let constraint = SolverConstraint(variable, .equal, 0, strength: strength)
    if constraint.isRequired { throw .requiredEditVariable(.init(variable)) }
    try transaction(adding: "editing `\(variable.name)`") { solver throws(SolverError) in
      try solver.insert(constraint)
      solver.setEdit(constraint, for: variable)
    }
  }

  /// Stops editing `variable`, removing the pull towards its suggested value.
  /// - Throws: `SolverError.unknownEditVariable` if it is not an edit variable.
  public mutating func removeEditVariable(_ variable: SolverVariable) throws(SolverError) {
    guard let constraint = edits[variable] else { throw .unknownEditVariable(.init(variable)) }
    try transaction(adding: "removing the edit variable `\(variable.name)`") {
      solver throws(SolverError) in
      try solver.delete(constraint)
      solver.setEdit(nil, for: variable)
    }
  }

  /// Whether `variable` is an edit variable of the solver.
  public func hasEditVariable(_ variable: SolverVariable) -> Bool {
    edits[variable] != nil
  }

  /// Suggests a value for an edit variable and solves again from the current solution: only
  /// rows that depend on the variable's edit constraint change, then the dual simplex repairs
  /// feasibility.
  /// - Throws: `SolverError.unknownEditVariable` if `variable` is not an edit variable;
  ///   `.nonFiniteValue` if `value` is NaN or infinite.
  public mutating func suggestValue(
    _ value: Double, for variable: SolverVariable
  ) throws(SolverError) {
    guard let constraint = edits[variable] else { throw .unknownEditVariable(.init(variable)) }
    guard value.isFinite else {
      throw .nonFiniteValue("the value suggested for `\(variable.name)` is \(value)")
    }
    // The edit constraint is `variable + c == 0`: suggesting `value` makes `c` be `-value`.
    try transaction(adding: "suggesting \(value) for `\(variable.name)`") {
      solver throws(SolverError) in
      try solver.moveConstant(of: constraint, to: -value)
    }
  }

  /// Replaces the constant of a constraint the solver holds, as a layout does when a
  /// constraint's `constant` changes, and solves again from the current solution.
  ///
  /// The constant is that of the constraint's `expression` (`left - right`): for
  /// `a.left + 8 == b.right`, 10 makes it `a.left + 10 == b.right`. The solver keeps the new
  /// constant; the constraint object, which is immutable, keeps its own, and its description
  /// shows that one.
  ///
  /// Cost: no row is rebuilt. Only the rows that hold the constraint's marker change (one row
  /// when the marker or its other symbol is basic), found through the column index, and the
  /// dual simplex then pivots only if a row became infeasible; other constraints the solver
  /// holds add nothing to the work. Removing and adding the constraint instead would rewrite
  /// every row that mentions its symbols.
  /// - Throws: `SolverError.unknownConstraint` if the solver does not hold it;
  ///   `.nonFiniteValue` if `constant` is NaN or infinite; `.unsatisfiableConstraint` if it is
  ///   required and cannot hold with the new constant. The solver is then unchanged.
  public mutating func updateConstant(
    of constraint: SolverConstraint, to constant: Double
  ) throws(SolverError) {
    guard records[constraint] != nil, !isEditConstraint(constraint) else {
      throw .unknownConstraint(.init(constraint))
    }
    guard constant.isFinite else {
      throw .nonFiniteValue("the new constant of `\(constraint)` is \(constant)")
    }
    try transaction(adding: "changing the constant of `\(constraint)` to \(constant)") {
      solver throws(SolverError) in
      try solver.moveConstant(of: constraint, to: constant)
    }
  }

  /// Changes the strength of an optional constraint the solver holds, in place: its errors'
  /// weight in the objective moves by the difference and the simplex minimizes again from the
  /// current solution, which stays feasible since no constant moves. Cheaper than removing the
  /// constraint and adding it with another strength (a measurement lets the root's height go
  /// this way and takes it back).
  /// - Throws: `SolverError.unknownConstraint` if the solver does not hold it or it is an edit
  ///   constraint; `.nonFiniteValue` for a strength that is not a positive finite number
  ///   below `SolverStrength.required`, or for a required constraint (whose strength is no
  ///   weight). The solver is then unchanged.
  public mutating func updateStrength(
    of constraint: SolverConstraint, to strength: Double
  ) throws(SolverError) {
    guard let record = records[constraint], !isEditConstraint(constraint) else {
      throw .unknownConstraint(.init(constraint))
    }
    guard !constraint.isRequired, strength.isFinite, strength > 0,
      strength < SolverStrength.required
    else {
      throw .nonFiniteValue(
        "the strength of `\(constraint)` cannot become \(strength): only an optional "
          + "constraint's, between 0 and required")
    }
    try transaction(adding: "changing the strength of `\(constraint)` to \(strength)") {
      solver throws(SolverError) in
      let delta = strength - record.strength
      var changed = record
      changed.strength = strength
      solver.setRecord(changed, for: constraint)
      guard delta != 0 else { return }
      for symbol in [record.marker, record.other].compactMap({ $0 }) where symbol.kind == .error {
        if let row = solver.rows[symbol] {
          solver.addToObjective(row, times: delta)
        } else {
          solver.addToObjective(symbol, coefficient: delta)
        }
      }
      try solver.optimize(.main)
      // Pivots may leave a restricted row's constant a rounding error below zero, as after
      // adding or removing a constraint.
      try solver.repairFeasibility(blaming: nil)
    }
  }

  /// Moves the constant of `constraint`'s row to `constant`. Called inside a transaction.
  ///
  /// The constraint's marker `m` appears in its original row alone, as `a × m`; so adding `d`
  /// to the constant is the same system with `m` read as `m + d / a`. Where `m` is basic, its
  /// row's constant drops by `d / a`; where it is parametric, every row holding it with
  /// coefficient `k` gains `k × d / a`. The other own symbol (an error) serves as well when it
  /// is the basic one, touching a single row.
  mutating func moveConstant(
    of constraint: SolverConstraint, to constant: Double
  ) throws(SolverError) {
    guard var record = records[constraint] else { throw .unknownConstraint(.init(constraint)) }
    let delta = constant - record.constant
    record.constant = constant
    setRecord(record, for: constraint)
    if delta == 0 { return }

    var broken = false
    var shifted = shiftRow(
      of: record.marker, by: -delta / record.markerCoefficient, broken: &broken)
    if !shifted, let other = record.other {
      shifted = shiftRow(of: other, by: -delta / record.otherCoefficient, broken: &broken)
    }
    if !shifted, let holders = columns[record.marker] {
      // Shifting constants leaves the column index as it is, so it can be walked meanwhile.
      let shift = delta / record.markerCoefficient
      for basic in holders {
        guard let index = rows.index(forKey: basic) else { continue }
        statistics.rowVisits += 1
        let coefficient = rows.values[index].coefficient(for: record.marker)
        if coefficient != 0 { shiftRow(at: index, by: coefficient * shift, broken: &broken) }
      }
    }

    // A dummy row says two required equalities agree; a non-zero constant there means the
    // new constant broke that agreement, which no pivot can mend.
    if broken { throw .unsatisfiableConstraint(.init(constraint)) }
    try repairFeasibility(blaming: constraint)
  }

  /// Shifts the constant of the row `symbol` is basic in, if it is basic.
  /// - Returns: Whether `symbol` is basic, so that its row was shifted.
  private mutating func shiftRow(
    of symbol: SolverSymbol, by amount: Double, broken: inout Bool
  ) -> Bool {
    guard let index = rows.index(forKey: symbol) else { return false }
    shiftRow(at: index, by: amount, broken: &broken)
    return true
  }

  /// Shifts the constant of the row at `index`, noting whether it broke a dummy row (one that
  /// must stay at zero).
  private mutating func shiftRow(
    at index: Dictionary<SolverSymbol, SolverRow>.Index, by amount: Double, broken: inout Bool
  ) {
    shiftConstant(ofRowAt: index, by: amount)
    if rows.keys[index].isDummy, !SolverRow.isNearZero(rows.values[index].constant) {
      broken = true
    }
  }
}
