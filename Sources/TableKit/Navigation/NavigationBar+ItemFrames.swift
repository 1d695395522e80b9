import Foundation

extension NavigationBar {
  /// Where `item` shows on the bar now (its touch area, in the bar's coordinates), or nil when
  /// the bar does not show it: what a popover anchored to the item points at.
  func frame(of item: BarButtonItem) -> CGRect? {
    guard let page = shownPages.upper else { return nil }
    let target = NavigationBarLayout.Target.item(item)
    return layout(of: page).buttons.first { $0.target.isSame(as: target) }?.hitFrame
  }
}
