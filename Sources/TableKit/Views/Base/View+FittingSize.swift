import Foundation

/// How strongly a size is held when a view is fitted, as UIKit's `UILayoutPriority`.
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
  /// The priority, 0 ... 1000.
  public let rawValue: Float
  /// Creates a priority.
  public init(rawValue: Float) { self.rawValue = rawValue }
  /// Creates a priority, as UIKit's `UILayoutPriority(_:)`.
  public init(_ rawValue: Float) { self.rawValue = rawValue }

  /// The size must be kept exactly (1000).
  public static let required = LayoutPriority(1000)
  /// A strong preference (750).
  public static let defaultHigh = LayoutPriority(750)
  /// A weak preference (250).
  public static let defaultLow = LayoutPriority(250)
  /// The size may be whatever the content needs (50).
  public static let fittingSizeLevel = LayoutPriority(50)

  /// Orders priorities by their values.
  public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}

extension View {
  /// The value of an `intrinsicContentSize` dimension the view has no natural size in, as
  /// UIKit's `UIView.noIntrinsicMetric`.
  nonisolated public static let noIntrinsicMetric: CGFloat = -1

  /// Resizes the view to `sizeThatFits` its current size.
  public func sizeToFit() {
    frame.size = sizeThatFits(
      CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
  }

  /// The smallest size to fit a view to, as UIKit's `layoutFittingCompressedSize`.
  nonisolated public static let layoutFittingCompressedSize = CGSize.zero
  /// The largest size to fit a view to, as UIKit's `layoutFittingExpandedSize`.
  nonisolated public static let layoutFittingExpandedSize = CGSize(width: 10_000, height: 10_000)

  /// The frame-based measurement behind `systemLayoutSizeFitting(_:)`: at `width` (the frame's
  /// when not a usable width), laid out, down to the lowest subview's content plus the top gap.
  /// - Parameter only: The subviews to measure; all visible ones by default.
  func measuredFittingSize(width: CGFloat, only measured: [View]? = nil) -> CGSize {
    let usableWidth = width > 0 && width < View.layoutFittingExpandedSize.width ? width : frame.width
    let intrinsic = intrinsicContentSize
    let visible = (measured ?? subviews).filter { !$0.isHidden }
    guard !visible.isEmpty else {
      return CGSize(
        width: intrinsic.width >= 0 ? intrinsic.width : usableWidth,
        height: intrinsic.height >= 0 ? intrinsic.height : frame.height)
    }
    if frame.width != usableWidth { frame.size.width = usableWidth }
    layoutSubviews()
    var top = CGFloat.greatestFiniteMagnitude
    var bottom: CGFloat = 0
    for subview in visible {
      top = min(top, subview.frame.minY)
      bottom = max(bottom, subview.frame.minY + subview.contentHeight)
    }
    let height = bottom + max(0, top)
    return CGSize(width: usableWidth, height: max(height, intrinsic.height))
  }

  /// The height this view (a cell, a header) needs at `width` for the `custom` subviews of its
  /// `content` view: laid out as it lays them out, plus what lies around the content view.
  /// When constraints lie in the view's region (its content view's subviews pinned to it),
  /// they give the height, as UIKit sizes such cells: the width held, the height as small as
  /// the constraints allow.
  func fittingHeight(width: CGFloat, custom: [View], in content: View) -> CGFloat {
    if frame.width != width { frame.size.width = width }
    layoutSubviews()
    if let fitted = constraintFittingSize(
      CGSize(width: width, height: 0), horizontal: .required, vertical: .fittingSizeLevel)
    {
      return fitted.height.rounded(.up)
    }
    let size = content.measuredFittingSize(width: content.frame.width, only: custom)
    return (size.height + frame.height - content.frame.height).rounded(.up)
  }

  /// How tall the view's content needs it at its own width: the fitted height of a label's
  /// text (or any view that answers `sizeThatFits`), its intrinsic height, or what its own
  /// subviews need; its frame's height when it says nothing.
  private var contentHeight: CGFloat {
    if !subviews.isEmpty { return max(frame.height, measuredFittingSize(width: frame.width).height) }
    let intrinsic = intrinsicContentSize.height
    let fitted = sizeThatFits(CGSize(width: frame.width, height: .greatestFiniteMagnitude)).height
    if intrinsic >= 0 { return max(intrinsic, fitted) }
    return fitted > 0 ? fitted : frame.height
  }
}
