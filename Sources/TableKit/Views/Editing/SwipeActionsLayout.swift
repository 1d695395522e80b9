import Foundation

/// Where the buttons of swipe actions sit in the revealed part of a row, as a pure function of
/// how far the row is open and how far a full swipe has expanded the first action.
///
/// Offsets are measured from the row's edge on the side being revealed (the trailing edge for
/// trailing actions), toward the content. The first action is outermost, next to the edge; each
/// button's slot is its natural width scaled by `reveal / totalWidth`, so that short of the
/// total the buttons come out from under one another and past it they spread in proportion.
/// Every button reaches from its inner edge (next to the following button, or the content) at
/// least its natural width toward the row's edge, under the buttons outside it, so no gap opens
/// behind them; its title stays in the natural width at the inner end.
///
///     reveal = total:      |content| Delete | More |edge     (actions: [More, Delete])
///     reveal = 1.5 total:  |content|  Delete  |  More  |edge
///     full swipe:          |content|      More       |edge (the first action covers the rest)
public struct SwipeActionsLayout: Equatable, Sendable {
  /// Where one button goes, measured from the row's edge.
  public struct Slot: Equatable, Sendable {
    /// How far from the row's edge the button's inner side is (where the content or the next
    /// button begins).
    public var innerEdge: CGFloat
    /// How far the button reaches from its inner side toward the row's edge (beyond the edge
    /// when the row is not yet open that far; the part outside the row is not seen).
    public var width: CGFloat
  }

  /// The buttons' natural widths, the first action's first (outermost).
  public var widths: [CGFloat]

  /// Creates the layout of buttons with natural `widths`, outermost first.
  public init(widths: [CGFloat]) {
    self.widths = widths.map { max(0, $0) }
  }

  /// The width the row opens to: the buttons side by side.
  /// - Complexity: O(*n*) in the number of buttons.
  public var totalWidth: CGFloat { widths.reduce(0, +) }

  /// The buttons' slots when the row is `reveal` points open and the first action is
  /// `expansion` (0 ... 1) of the way to covering the whole reveal after a full swipe.
  /// - Complexity: O(*n*) in the number of buttons.
  public func slots(reveal: CGFloat, expansion: CGFloat = 0) -> [Slot] {
    let total = totalWidth
    let reveal = max(0, reveal)
    let expansion = min(1, max(0, expansion))
    let scale = total > 0 ? reveal / total : 0
    var outer: CGFloat = 0
    return widths.map { width in
      outer += width
      // Spread in proportion, then blended toward the content edge as the first action
      // expands: every inner edge meets the content, and the first button, on top, covers all.
      let spread = outer * scale
      let inner = spread + (reveal - spread) * expansion
      return Slot(innerEdge: inner, width: max(inner, width))
    }
  }

  /// The index of the button a point `distance` from the row's edge lands on (the outermost
  /// button is on top), or nil beyond the revealed part.
  /// - Complexity: O(*n*) in the number of buttons.
  public func button(atDistance distance: CGFloat, reveal: CGFloat, expansion: CGFloat = 0)
    -> Int?
  {
    guard distance >= 0, distance < reveal else { return nil }
    return slots(reveal: reveal, expansion: expansion).firstIndex { distance < $0.innerEdge }
  }
}
