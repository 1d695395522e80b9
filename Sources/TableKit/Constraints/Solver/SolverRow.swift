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
struct SolverRow: Equatable, Sendable {
  /// How close to zero a coefficient or constant may be and still count as zero. Without it,
  /// rounding leaves coefficients like 1e-17 in rows, which the simplex would then pivot on.
  static let epsilon = 1.0e-8

  /// The coefficients of the row, none of them near zero.
  private(set) var cells: [SolverSymbol: Double] = [:]
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

  /// The coefficient of `symbol`, zero if it is not in the row.
  func coefficient(for symbol: SolverSymbol) -> Double { cells[symbol] ?? 0 }

  /// Adds `value` to the constant.
  mutating func addToConstant(_ value: Double) {
    constant += value
    if !constant.isFinite { isFinite = false }
  }

  /// Adds `coefficient × symbol`, dropping the symbol if its coefficient becomes near zero.
  mutating func insert(_ symbol: SolverSymbol, coefficient: Double = 1) {
    if let index = cells.index(forKey: symbol) {
      let sum = cells.values[index] + coefficient
      if !sum.isFinite { isFinite = false }
      if Self.isNearZero(sum) {
        cells.remove(at: index)
      } else {
        cells.values[index] = sum
      }
    } else if !Self.isNearZero(coefficient) {
      if !coefficient.isFinite { isFinite = false }
      cells[symbol] = coefficient
    }
  }

  /// Adds `coefficient × other`, constant included.
  mutating func insert(_ other: SolverRow, times coefficient: Double = 1) {
    addToConstant(other.constant * coefficient)
    for (symbol, value) in other.cells {
      insert(symbol, coefficient: value * coefficient)
    }
    if !other.isFinite { isFinite = false }
  }

  /// Removes `symbol` from the row, whatever its coefficient.
  mutating func remove(_ symbol: SolverSymbol) {
    cells[symbol] = nil
  }

  /// Negates the constant and every coefficient (the equation `0 == row` is unchanged).
  mutating func reverseSign() {
    scale(by: -1)
  }

  /// Rewrites `0 == constant + a × symbol + rest` as `symbol == -(constant + rest) / a`, the
  /// symbol leaving the row.
  /// - Precondition: `symbol` is in the row.
  mutating func solve(for symbol: SolverSymbol) {
    guard let coefficient = cells.removeValue(forKey: symbol) else {
      assertionFailure("SolverRow.solve(for:): \(symbol) is not in the row")
      return
    }
    scale(by: -1 / coefficient)
  }

  /// Rewrites `leaving == constant + a × entering + rest` as an equation solved for `entering`,
  /// in which `leaving` becomes a parametric symbol: the row's part of a pivot.
  /// - Precondition: `entering` is in the row and `leaving` is not.
  mutating func solve(for entering: SolverSymbol, replacing leaving: SolverSymbol) {
    assert(cells[leaving] == nil, "SolverRow: the leaving symbol \(leaving) is basic here")
    insert(leaving, coefficient: -1)
    solve(for: entering)
  }

  /// Replaces `symbol` by the right side of `row` (an equation solved for `symbol`).
  /// - Returns: Whether the symbol was in this row, so that the row changed.
  @discardableResult
  mutating func substitute(_ symbol: SolverSymbol, with row: SolverRow) -> Bool {
    guard let coefficient = cells.removeValue(forKey: symbol) else { return false }
    insert(row, times: coefficient)
    return true
  }

  /// Puts back the coefficient `symbol` had before a failed change; nil takes it out. Only for
  /// the undo journal, which writes back what the row held, so it skips `insert`'s checks.
  mutating func restore(_ symbol: SolverSymbol, coefficient: Double?) {
    cells[symbol] = coefficient
  }

  /// Puts back the constant and finiteness the row had before a failed change. Only for the
  /// undo journal.
  mutating func restore(constant: Double, isFinite: Bool) {
    self.constant = constant
    self.isFinite = isFinite
  }

  /// Multiplies the constant and every coefficient in place; walking indices rather than
  /// `mapValues` keeps the row's storage instead of building a new dictionary.
  private mutating func scale(by factor: Double) {
    constant *= factor
    if !constant.isFinite { isFinite = false }
    var index = cells.startIndex
    while index != cells.endIndex {
      let product = cells.values[index] * factor
      if !product.isFinite { isFinite = false }
      cells.values[index] = product
      cells.formIndex(after: &index)
    }
  }
}
