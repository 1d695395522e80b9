import Foundation

/// One unknown of the solver's tableau: a caller's variable or one the solver made for a
/// constraint. Rows and the objective are keyed and indexed by symbols, never by variables, so
/// that the simplex steps treat every unknown alike and only ask a symbol what it may do.
struct SolverSymbol: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// What an unknown stands for, which decides how the simplex may move it.
  enum Kind: Sendable {
    /// A caller's `SolverVariable`: unrestricted in sign, so never part of a ratio test.
    case external
    /// The slack of an inequality (`expr + slack == 0`, `slack >= 0`), or the artificial
    /// variable of phase one. Restricted to be non-negative.
    case slack
    /// One side of a non-required constraint's error, weighted in the objective. Restricted to
    /// be non-negative.
    case error
    /// The marker of a required equality. Fixed at zero: it never enters the basis by a pivot,
    /// only to be dropped with its constraint, so it lets the solver find the equality's row.
    case dummy
  }

  /// The order of creation, unique in one solver. The simplex breaks every tie by the smallest
  /// id (Bland's rule), which rules out cycling and makes results independent of the order in
  /// which a `Dictionary` happens to list its keys in this process.
  let id: Int
  /// What the symbol stands for.
  let kind: Kind

  /// Whether the symbol is a caller's variable.
  var isExternal: Bool { kind == .external }

  /// Whether the symbol is a dummy marker, fixed at zero.
  var isDummy: Bool { kind == .dummy }

  /// Whether the symbol is a slack or an error: the unknowns that may enter the basis.
  var isPivotable: Bool { kind == .slack || kind == .error }

  /// Whether the symbol must stay non-negative, so that a row it is basic in must keep a
  /// non-negative constant (slacks and errors; dummies, which must stay zero, count too).
  var isRestricted: Bool { kind != .external }

  /// The same symbol: ids are unique in one solver and a symbol's kind never changes, so the
  /// id alone decides (and hashing one word, not two, is a measurable part of a pivot).
  static func == (lhs: SolverSymbol, rhs: SolverSymbol) -> Bool { lhs.id == rhs.id }

  /// Hashes the id alone, as `==` compares it alone.
  func hash(into hasher: inout Hasher) { hasher.combine(id) }

  /// Orders symbols by creation, for Bland's rule.
  static func < (lhs: SolverSymbol, rhs: SolverSymbol) -> Bool { lhs.id < rhs.id }

  /// A short name for debugging: `x3` external, `s4` slack, `e5` error, `d6` dummy.
  var description: String {
    switch kind {
    case .external: "x\(id)"
    case .slack: "s\(id)"
    case .error: "e\(id)"
    case .dummy: "d\(id)"
    }
  }
}
