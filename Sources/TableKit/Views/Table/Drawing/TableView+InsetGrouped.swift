import Foundation

// An inset grouped table (iOS 13's `insetGrouped`) lays its sections out as cards: the layout
// core insets every row, header and footer by `sectionInset`, so cells are as wide as their card
// (as UIKit's are), and the drawing rounds the first row's top corners and the last row's bottom
// corners. There is no card view behind the rows: as in UIKit, a card is its cells, so a section
// without rows shows none.

extension TableView {
  // MARK: - Geometry

  /// How far the cards of an inset grouped table stand in from either side: 16 points, 20 on
  /// tables at least 414 points wide, or, when `cellLayoutMarginsFollowReadableWidth` is on and
  /// the table is wider than a readable column with those margins, whatever centres a card of
  /// the readable width. 0 for other styles.
  var sectionInset: CGFloat {
    guard style == .insetGrouped else { return 0 }
    let standard =
      frame.width >= Metrics.insetGroupedRegularMinimumWidth
      ? Metrics.insetGroupedRegularInset : Metrics.insetGroupedCompactInset
    guard cellLayoutMarginsFollowReadableWidth,
      frame.width > Metrics.readableContentWidth + 2 * standard
    else { return standard }
    return screen.roundToPixel((frame.width - Metrics.readableContentWidth) / 2)
  }

  /// The width of a row's cell (and of section headers and footers): the table's width, less
  /// the card's inset on either side in an inset grouped table.
  var rowWidth: CGFloat { max(0, frame.width - 2 * sectionInset) }

  // MARK: - Rounded corners

  /// Rounds off `corners` of a cell as drawn (its highlight, content, editing controls and
  /// swipe buttons included) against the table's background, at full opacity so that a fading
  /// row does not show square corners.
  func roundCorners(_ corners: RectCorner, of cell: TableViewCell, in list: inout DrawList) {
    guard !corners.isEmpty, !cell.isHidden, cell.alpha > 0, let backdrop = backgroundColor
    else { return }
    list.roundCorners(
      of: cell.frame, cornerRadius: Metrics.insetGroupedCornerRadius, corners: corners,
      backdrop: backdrop)
  }
}
