import Foundation

/// A view whose content is larger than itself and scrolls vertically, as UIKit's
/// `UIScrollView`. `contentOffset` is the content point shown at the top-left corner (the bounds
/// origin); `contentInset` adds room around the content.
@MainActor
open class ScrollView: View {
  /// The size of the scrollable content.
  public var contentSize: CGSize = .zero {
    didSet { if contentSize != oldValue { contentSizeDidChange() } }
  }

  /// Extra room around the content, outside `contentSize`.
  public var contentInset: EdgeInsets = .zero {
    didSet { if contentInset != oldValue { contentSizeDidChange() } }
  }

  /// The content point at the view's top-left corner.
  public var contentOffset: CGPoint {
    get { boundsOrigin }
    set { applyContentOffset(newValue) }
  }

  /// Whether the content can move past its edges and spring back.
  public var bounces = true
  /// Whether vertical bouncing happens even when the content is shorter than the view.
  public var alwaysBounceVertical = false
  /// Whether the content scrolls at all by touch, wheel or keys.
  public var isScrollEnabled = true
  /// Whether a tap on the status-bar area (or Home with the host's help) scrolls to the top.
  public var scrollsToTop = true
  /// Whether the vertical indicator shows while scrolling.
  public var showsVerticalScrollIndicator = true

  /// The object told about scrolling; a table's `delegate` takes this role for tables.
  public weak var scrollViewDelegate: (any ScrollViewDelegate)?

  /// Creates a scroll view.
  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
    clipsToBounds = true
  }

  // MARK: - Offsets

  /// The smallest content offset y at rest: the top inset above the content.
  public var minimumContentOffsetY: CGFloat { -contentInset.top }

  /// The largest content offset y at rest: the content's bottom (with the bottom inset) at the
  /// view's bottom, or the minimum when the content is shorter than the view.
  public var maximumContentOffsetY: CGFloat {
    max(minimumContentOffsetY, contentSize.height + contentInset.bottom - frame.height)
  }

  /// `y` clamped to the offsets the content can rest at.
  public func clampedContentOffsetY(_ y: CGFloat) -> CGFloat {
    min(max(y, minimumContentOffsetY), maximumContentOffsetY)
  }

  /// The delegate that receives scroll callbacks: `scrollViewDelegate`, or the table's delegate.
  open var scrollCallbackDelegate: (any ScrollViewDelegate)? { scrollViewDelegate }

  /// Sets the offset, notifying the delegate and laying out when it changed.
  func applyContentOffset(_ offset: CGPoint) {
    guard offset != boundsOrigin, offset.x.isFinite, offset.y.isFinite else { return }
    boundsOrigin = offset
    setNeedsLayout()
    contentOffsetDidChange()
    scrollCallbackDelegate?.scrollViewDidScroll(self)
  }

  /// Called after `contentOffset` changes; subclasses lay out what became visible.
  open func contentOffsetDidChange() {}

  /// Called after the table moved the offset to compensate for heights that changed above the
  /// visible rows; a running scroll animation moves along with it.
  open func contentOffsetWasShifted(by delta: CGFloat) { setNeedsLayout() }

  /// Called after `contentSize` or `contentInset` changes.
  open func contentSizeDidChange() { setNeedsLayout() }

  /// The content rect visible in the view, in content coordinates.
  public var visibleContentRect: CGRect { bounds }
}
