import Foundation

extension View {
  /// Covers the visible area of the table this view is in below `bar`, its header search bar
  /// (all of the visible area once the bar has scrolled away), and keeps this view the table's
  /// frontmost subview, over the cells the table adds as it scrolls (which would otherwise take
  /// the taps). The dimming and the results of a table-header search lie there.
  /// - Parameter belowSafeArea: Whether the cover also starts below the table's safe area top
  ///   (a navigation bar over the table), so that content in it is not hidden under the bar.
  func coverTable(belowHeaderBar bar: SearchBar, belowSafeArea: Bool = false) {
    guard let table = superview else { return }
    let visible = table.bounds
    let safeTop = visible.minY + (belowSafeArea ? table.safeAreaInsets.top : 0)
    let top = bar.superview === table ? max(safeTop, bar.frame.maxY) : safeTop
    let frame = CGRect(
      x: visible.minX, y: top, width: visible.width, height: max(0, visible.maxY - top))
    if self.frame != frame { self.frame = frame }
    if table.subviews.last !== self { table.bringSubviewToFront(self) }
  }
}
