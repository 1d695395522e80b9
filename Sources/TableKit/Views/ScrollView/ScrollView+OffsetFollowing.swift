import Foundation

/// A view that places something after a scroll view's offset, such as a navigation controller's
/// container, whose bar opens and closes its large title and search bar with the offset of the
/// table under it.
@MainActor
protocol ScrollOffsetFollowing: AnyObject {
  /// Code moved `scrollView`'s offset (not a drag, a fling or a wheel, which move it while
  /// laying out): what follows the offset follows it now, before the next frame.
  func scrollViewOffsetWasSetByCode(_ scrollView: ScrollView)
}

extension ScrollView {
  /// Tells the superview, when it follows this view's offset, that code moved the offset
  /// (`contentOffset`, `setContentOffset(_:animated: false)`, a restored state). Without it a
  /// bar placed for the old offset (a large title collapsed, a search bar hidden) would show
  /// over content resting elsewhere until something else lays the window out.
  func offsetWasSetByCode() {
    (superview as? any ScrollOffsetFollowing)?.scrollViewOffsetWasSetByCode(self)
  }
}
