import Foundation

/// One linear equation of the tableau, `0 == constant + Σ coefficient × symbol` while it is
/// being built, and `basic == constant + Σ coefficient × symbol` once it is solved for the
/// symbol it is keyed by in the solver. The objective is a row too: its constant is the
/// weighted error and its coefficients are the reduced costs of the parametric symbols.
///
/// A value type, so that a copy of a solver is an independent solver. The solver writes rows
/// in place, through the dictionary that holds them, so that a row's storage is not copied
/// when it changes; a failed change writes back the old constant and cells its undo journal
/// kept (`SolverJournal`, `restore`).
///
/// The cells are an array sorted by symbol, as kiwi keeps its rows (an `AssocVector`), not a
/// dictionary: a row holds a handful of symbols, found by a binary search in a few compares,
/// where hashing every lookup was most of a pivot's time (a self-sizing cell's measurement
/// spent a third of a scroll jump's frame there).
struct SolverRow: Equatable, Sendable {
  /// How close to zero a coefficient or constant may be and still count as zero. Without it,
  /// rounding leaves coefficients like 1e-17 in rows, which the simplex would then pivot on.
  static let epsilon = 1.0e-8

  /// One term of the row: a symbol and its coefficient.
  struct Cell: Equatable, Sendable {
    /// The symbol.
    let symbol: SolverSymbol
    /// Its coefficient, never near zero.
    var coefficient: Double
  }

  /// The terms of the row, in increasing order of symbol, none of them near zero and no
  /// symbol twice.
  private(set) var cells: [Cell] = []
  /// The constant term: for a solved row, the value of its basic symbol.
  private(set) var constant: Double
  /// False once any arithmetic on the row gave NaN or an infinity (finite but huge inputs can
  /// overflow), so the solver can refuse the change instead of solving with a corrupt row.
  private(set) var isFinite = true

  /// Creates a row with no coefficients.
  init(constant: Double = 0) {
    self.constant = constant
    isFinite = constant.isFinite
  }

  /// Whether `value` is near enough to zero to be taken as zero.
  static func isNearZero(_ value: Double) -> Bool { abs(value) < epsilon }

  /// The symbols of the row, in increasing order.
  var symbols: LazyMapSequence<[Cell], SolverSymbol> { cells.lazy.map(\.symbol) }

  /// Whether the row has no symbols (only a constant).
  var isEmpty: Bool { cells.isEmpty }

  /// Whether `symbol` is in the row.
  func contains(_ symbol: SolverSymbol) -> Bool { position(of: symbol).found }

  /// The coefficient of `symbol`, zero if it is not in the row.
  func coefficient(for symbol: SolverSymbol) -> Double {
    storedCoefficient(for: symbol) ?? 0
  }

  /// The coefficient of `symbol` as the row holds it, nil if it is not in the row: what the
  /// undo journal keeps.
  func storedCoefficient(for symbol: SolverSymbol) -> Double? {
    let (index, found) = position(of: symbol)
    return found ? cells[index].coefficient : nil
  }

  /// Adds `value` to the constant.
  mutating func addToConstant(_ value: Double) {
    constant += value
    if !constant.isFinite { isFinite = false }
  }

  /// Adds `coefficient × symbol`, dropping the symbol if its coefficient becomes near zero.
  mutating func insert(_ symbol: SolverSymbol, coefficient: Double = 1) {
    let (index, found) = position(of: symbol)
    if found {
      let sum = cells[index].coefficient + coefficient
      if !sum.isFinite { isFinite = false }
      if Self.isNearZero(sum) {
        cells.remove(at: index)
      } else {
        cells[index].coefficient = sum
      }
    } else if !Self.isNearZero(coefficient) {
      if !coefficient.isFinite { isFinite = false }
      cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: index)
    }
  }

  /// Adds `coefficient × other`, constant included.
  ///
  /// One merge of the two sorted arrays, in place from the back: inserting `other`'s symbols
  /// one by one would move the rest of this row's cells once per new symbol, which in a long
  /// row (the objective of a system of thousands of constraints) cost more than the pivot's
  /// other work.
  mutating func insert(_ other: SolverRow, times coefficient: Double = 1) {
    addToConstant(other.constant * coefficient)
    if !other.isFinite { isFinite = false }
    guard !other.cells.isEmpty else { return }
    // Room at the end for the symbols this row lacks.
    var lacking = 0
    var index = 0
    for cell in other.cells {
      while index < cells.count, cells[index].symbol.id < cell.symbol.id { index += 1 }
      if index == cells.count || cells[index].symbol.id != cell.symbol.id { lacking += 1 }
    }
    var kept = cells.count - 1
    if lacking > 0 {
      cells.append(contentsOf: repeatElement(other.cells[0], count: lacking))
    }
    var written = cells.count - 1
    var hasZeros = false
    for cell in other.cells.reversed() {
      while kept >= 0, cells[kept].symbol.id > cell.symbol.id {
        cells[written] = cells[kept]
        written -= 1
        kept -= 1
      }
      var value = cell.coefficient * coefficient
      if kept >= 0, cells[kept].symbol.id == cell.symbol.id {
        value += cells[kept].coefficient
        kept -= 1
      }
      if !value.isFinite { isFinite = false }
      if Self.isNearZero(value) { hasZeros = true }
      cells[written] = Cell(symbol: cell.symbol, coefficient: value)
      written -= 1
    }
    // The cells before the first of `other`'s symbols were already in place.
    assert(written == kept, "SolverRow: the merge wrote \(written), kept \(kept)")
    if hasZeros { cells.removeAll { Self.isNearZero($0.coefficient) } }
  }

  /// Removes `symbol` from the row, whatever its coefficient.
  mutating func remove(_ symbol: SolverSymbol) {
    _ = removeCoefficient(of: symbol)
  }

  /// Negates the constant and every coefficient (the equation `0 == row` is unchanged).
  mutating func reverseSign() {
    scale(by: -1)
  }

  /// Rewrites `0 == constant + a × symbol + rest` as `symbol == -(constant + rest) / a`, the
  /// symbol leaving the row.
  /// - Precondition: `symbol` is in the row.
  mutating func solve(for symbol: SolverSymbol) {
    guard let coefficient = removeCoefficient(of: symbol) else {
      assertionFailure("SolverRow.solve(for:): \(symbol) is not in the row")
      return
    }
    scale(by: -1 / coefficient)
  }

  /// Rewrites `leaving == constant + a × entering + rest` as an equation solved for `entering`,
  /// in which `leaving` becomes a parametric symbol: the row's part of a pivot.
  /// - Precondition: `entering` is in the row and `leaving` is not.
  mutating func solve(for entering: SolverSymbol, replacing leaving: SolverSymbol) {
    assert(!contains(leaving), "SolverRow: the leaving symbol \(leaving) is basic here")
    insert(leaving, coefficient: -1)
    solve(for: entering)
  }

  /// Replaces `symbol` by the right side of `row` (an equation solved for `symbol`).
  /// - Returns: Whether the symbol was in this row, so that the row changed.
  @discardableResult
  mutating func substitute(_ symbol: SolverSymbol, with row: SolverRow) -> Bool {
    guard let coefficient = removeCoefficient(of: symbol) else { return false }
    insert(row, times: coefficient)
    return true
  }

  /// Puts back the coefficient `symbol` had before a failed change; nil takes it out. Only for
  /// the undo journal, which writes back what the row held, so it skips `insert`'s checks.
  mutating func restore(_ symbol: SolverSymbol, coefficient: Double?) {
    let (index, found) = position(of: symbol)
    switch (found, coefficient) {
    case (true, let coefficient?): cells[index].coefficient = coefficient
    case (true, nil): cells.remove(at: index)
    case (false, let coefficient?):
      cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: index)
    case (false, nil): break
    }
  }

  /// Puts back the constant and finiteness the row had before a failed change. Only for the
  /// undo journal.
  mutating func restore(constant: Double, isFinite: Bool) {
    self.constant = constant
    self.isFinite = isFinite
  }

  /// Where `symbol` is in `cells`, or where it would go to keep them in order: a binary
  /// search by id.
  private func position(of symbol: SolverSymbol) -> (index: Int, found: Bool) {
    var low = 0
    var high = cells.count
    while low < high {
      let middle = (low + high) / 2
      let id = cells[middle].symbol.id
      if id == symbol.id { return (middle, true) }
      if id < symbol.id { low = middle + 1 } else { high = middle }
    }
    return (low, false)
  }

  /// Takes `symbol` out of the row.
  /// - Returns: Its coefficient, or nil if it was not in the row.
  private mutating func removeCoefficient(of symbol: SolverSymbol) -> Double? {
    let (index, found) = position(of: symbol)
    guard found else { return nil }
    return cells.remove(at: index).coefficient
  }

  /// Multiplies the constant and every coefficient in place.
  private mutating func scale(by factor: Double) {
    constant *= factor
    if !constant.isFinite { isFinite = false }
    for index in cells.indices {
      let product = cells[index].coefficient * factor
      if !product.isFinite { isFinite = false }
      cells[index].coefficient = product
    }
  }
}
