import Foundation

/// Hears about scrolling, as UIKit's `UIScrollViewDelegate`. Every method has an empty default.
@preconcurrency @MainActor
public protocol ScrollViewDelegate: AnyObject {
  /// The content offset changed.
  func scrollViewDidScroll(_ scrollView: ScrollView)
  /// A drag is about to scroll the content.
  func scrollViewWillBeginDragging(_ scrollView: ScrollView)
  /// The finger (or mouse) is letting go: `velocity` is the content's, in points per
  /// millisecond (positive towards the end of the content), and `targetContentOffset` holds where
  /// the content will come to rest, which the delegate may change (to snap to a row, say) by
  /// setting its `pointee`. Called before `scrollViewDidEndDragging`, as in UIKit.
  func scrollViewWillEndDragging(
    _ scrollView: ScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>)
  /// The finger (or mouse) let go; `decelerate` tells whether the content keeps moving.
  func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool)
  /// The content starts moving on after a drag.
  func scrollViewWillBeginDecelerating(_ scrollView: ScrollView)
  /// The content came to rest after decelerating (or bouncing back).
  func scrollViewDidEndDecelerating(_ scrollView: ScrollView)
  /// An animated `setContentOffset` or `scrollToRow` finished.
  func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView)
  /// Whether a scroll-to-top request may proceed; true by default.
  func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool
  /// The content reached the top after a scroll-to-top request.
  func scrollViewDidScrollToTop(_ scrollView: ScrollView)
}

extension ScrollViewDelegate {
  /// Does nothing.
  public func scrollViewDidScroll(_ scrollView: ScrollView) {}
  /// Does nothing.
  public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
  /// Leaves the target as it is.
  public func scrollViewWillEndDragging(
    _ scrollView: ScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}
  /// Does nothing.
  public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
  /// Does nothing.
  public func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
  /// Does nothing.
  public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
  /// Does nothing.
  public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
  /// Allows it.
  public func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool { true }
  /// Does nothing.
  public func scrollViewDidScrollToTop(_ scrollView: ScrollView) {}
}
