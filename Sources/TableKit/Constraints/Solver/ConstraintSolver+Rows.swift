import Foundation

// Adding and removing a constraint's row: how a constraint becomes an equation of the tableau
// with its own slack, error or dummy symbols, which symbol it is solved for, and how it leaves.

extension ConstraintSolver {
  /// Adds `constraint`'s row to the tableau and optimizes. Called inside a transaction, which
  /// undoes everything if this throws: a conflict found after the row entered the tableau
  /// (phase one could not bring its artificial variable to zero) is undone from the journal,
  /// pivots included.
  mutating func insert(_ constraint: SolverConstraint) throws(SolverError) {
    var (row, record) = makeRow(for: constraint)
    if !row.isFinite { overflowed = true }
    var subject = chooseSubject(of: row, record: record)

    // A row of dummies alone says `0 == constant` of required equalities: redundant if the
    // constant is zero (the marker then stands for it in the basis), a conflict otherwise.
    if subject == nil, row.symbols.allSatisfy(\.isDummy) {
      guard SolverRow.isNearZero(row.constant) else {
        throw .unsatisfiableConstraint(.init(constraint))
      }
      subject = record.marker
    }

    if let subject {
      guard row.contains(subject) else {
        throw .internalError("the subject \(subject) of `\(constraint)` is not in its row")
      }
      row.solve(for: subject)
      if !row.isFinite { overflowed = true }
      substitute(subject, with: row)
      addRow(row, for: subject)
    } else if try !addWithArtificialVariable(row) {
      throw .unsatisfiableConstraint(.init(constraint))
    }

    setRecord(record, for: constraint)
    retainVariables(of: constraint)
    try optimize(.main)
    try repairFeasibility(blaming: nil)
  }

  /// Removes `constraint`'s row from the tableau and optimizes. Called inside a transaction.
  mutating func delete(_ constraint: SolverConstraint) throws(SolverError) {
    guard let record = records[constraint] else { throw .unknownConstraint(.init(constraint)) }
    setRecord(nil, for: constraint)
    // The errors leave the objective before any pivot, or the substitutions below would carry
    // their weight into the rows that remain.
    for symbol in [record.marker, record.other].compactMap({ $0 }) where symbol.kind == .error {
      if let row = rows[symbol] {
        addToObjective(row, times: -record.strength)
      } else {
        addToObjective(symbol, coefficient: -record.strength)
      }
    }

    if removeRow(for: record.marker) == nil {
      // The marker is parametric: pivot it into the basis, then drop the row it is basic in.
      guard let leaving = markerLeavingRow(for: record.marker),
        var row = removeRow(for: leaving)
      else {
        throw .internalError("no row holds the marker \(record.marker) of `\(constraint)`")
      }
      row.solve(for: record.marker, replacing: leaving)
      if !row.isFinite { overflowed = true }
      substitute(record.marker, with: row)
      statistics.pivots += 1
    }

    releaseVariables(of: constraint)
    try optimize(.main)
    try repairFeasibility(blaming: nil)
  }

  /// The constraint as a row `0 == expression ± slack ± errors`, its variables replaced by
  /// their rows where they are basic, with the constant made non-negative; and the record of
  /// the symbols made for it. New variables get symbols, and an optional constraint's errors
  /// enter the objective here.
  mutating func makeRow(for constraint: SolverConstraint) -> (SolverRow, ConstraintRecord) {
    let expression = constraint.expression
    var row = SolverRow(constant: expression.constant)
    for term in expression.terms where !SolverRow.isNearZero(term.coefficient) {
      let symbol = symbol(for: term.variable)
      if let basic = rows[symbol] {
        row.insert(basic, times: term.coefficient)
      } else {
        row.insert(symbol, coefficient: term.coefficient)
      }
    }

    let strength = constraint.strength
    let record: ConstraintRecord
    switch constraint.relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      // `expression <= 0` is `expression + slack == 0` with a non-negative slack; an optional
      // one may also miss by a weighted error that works against the slack.
      let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
      let slack = makeSymbol(.slack)
      row.insert(slack, coefficient: sign)
      var error: SolverSymbol?
      if !constraint.isRequired {
        let symbol = makeSymbol(.error)
        row.insert(symbol, coefficient: -sign)
        addToObjective(symbol, coefficient: strength)
        error = symbol
      }
      record = ConstraintRecord(
        marker: slack, other: error, markerCoefficient: sign, otherCoefficient: -sign,
        constant: expression.constant, strength: strength)
    case .equal where constraint.isRequired:
      let dummy = makeSymbol(.dummy)
      row.insert(dummy)
      record = ConstraintRecord(
        marker: dummy, other: nil, markerCoefficient: 1, otherCoefficient: 0,
        constant: expression.constant, strength: strength)
    case .equal:
      // `expression == plus - minus`, both errors non-negative and weighted.
      let plus = makeSymbol(.error)
      let minus = makeSymbol(.error)
      row.insert(plus, coefficient: -1)
      row.insert(minus, coefficient: 1)
      addToObjective(plus, coefficient: strength)
      addToObjective(minus, coefficient: strength)
      record = ConstraintRecord(
        marker: plus, other: minus, markerCoefficient: -1, otherCoefficient: 1,
        constant: expression.constant, strength: strength)
    }

    if row.constant < 0 { row.reverseSign() }
    return (row, record)
  }

  /// The symbol of a caller's variable, made on first use.
  mutating func symbol(for variable: SolverVariable) -> SolverSymbol {
    if let record = variables[variable] { return record.symbol }
    let symbol = makeSymbol(.external)
    setVariableRecord(VariableRecord(symbol: symbol, uses: 0), for: variable)
    return symbol
  }

  /// The symbol to solve a new row for: a variable of the caller's if the row has one (the
  /// smallest, so the choice does not depend on dictionary order); else the constraint's own
  /// slack or error if its coefficient is negative, which keeps the row's value non-negative.
  /// Nil if neither fits: the row then needs an artificial variable.
  func chooseSubject(of row: SolverRow, record: ConstraintRecord) -> SolverSymbol? {
    if let external = row.symbols.first(where: \.isExternal) { return external }
    for symbol in [record.marker, record.other].compactMap({ $0 }) where symbol.isPivotable {
      if row.coefficient(for: symbol) < 0 { return symbol }
    }
    return nil
  }

  /// Adds a row for which no subject fits by phase one of the simplex: an artificial variable
  /// is made basic in the row, then minimized. If it reaches zero the constraint can hold, and
  /// the artificial variable is pivoted out and dropped.
  /// - Returns: Whether the row could be added; false means the constraint conflicts with the
  ///   required ones (the transaction then undoes the pivots made on the way).
  mutating func addWithArtificialVariable(_ row: SolverRow) throws(SolverError) -> Bool {
    let artificial = makeSymbol(.slack)
    addRow(row, for: artificial)
    artificialObjective = row
    try optimize(.artificial)
    let reachedZero = SolverRow.isNearZero(artificialObjective?.constant ?? 0)
    artificialObjective = nil
    guard reachedZero else { return false }

    if var artificialRow = removeRow(for: artificial), !artificialRow.isEmpty {
      // Still basic (at zero): any slack or error can take its place; failing that, a dummy,
      // which the zero constant keeps at zero.
      // The symbols are in increasing order, so the first of a kind is its smallest.
      let symbols = artificialRow.symbols
      guard let entering = symbols.first(where: \.isPivotable) ?? symbols.first(where: \.isDummy)
      else { return false }
      artificialRow.solve(for: entering, replacing: artificial)
      if !artificialRow.isFinite { overflowed = true }
      substitute(entering, with: artificialRow)
      addRow(artificialRow, for: entering)
      statistics.pivots += 1
    }
    // Parametric now, the artificial variable stays at zero: its column can go.
    removeFromRows(artificial)
    removeFromObjective(artificial)
    return true
  }

  /// Counts one more use of each variable `constraint` names.
  mutating func retainVariables(of constraint: SolverConstraint) {
    for variable in Self.distinctVariables(of: constraint) {
      let symbol = symbol(for: variable)
      var record = variables[variable] ?? VariableRecord(symbol: symbol, uses: 0)
      record.uses += 1
      setVariableRecord(record, for: variable)
    }
  }

  /// Counts one use less of each variable `constraint` names, and forgets a variable no
  /// constraint names any more. Its symbol has then left every row (it only ever entered rows
  /// through those constraints); if rounding kept it basic, the record stays, harmlessly.
  mutating func releaseVariables(of constraint: SolverConstraint) {
    for variable in Self.distinctVariables(of: constraint) {
      guard var record = variables[variable] else {
        assertionFailure("ConstraintSolver: `\(variable)` of `\(constraint)` was not counted")
        continue
      }
      record.uses -= 1
      let forgotten = record.uses <= 0 && rows[record.symbol] == nil
      setVariableRecord(forgotten ? nil : record, for: variable)
    }
  }

  /// The variables a constraint names, each once, in the order written.
  static func distinctVariables(of constraint: SolverConstraint) -> [SolverVariable] {
    var seen = Set<SolverVariable>()
    return (constraint.left.terms + constraint.right.terms).map(\.variable).filter {
      seen.insert($0).inserted
    }
  }
}
