import Foundation

/// Where the vertical scroll indicator is drawn: a thin rounded bar at the right edge whose
/// length shows how much of the content is visible and whose position shows where.
///
/// The bar is 2.5 points wide, 3 points from the right edge and from the ends of its track, and
/// never shorter than 36 points while the content is within range. When the content is pulled or
/// bounces past an edge, the bar stays pinned to that end of the track and shrinks by the
/// overscroll, down to 7 points, as on iOS.
public struct ScrollIndicatorGeometry: Hashable, Sendable {
  /// The bar's width: 2.5 points.
  public static let width: CGFloat = 2.5
  /// The gap between the bar and the view's right edge, and the ends of its track: 3 points.
  public static let margin: CGFloat = 3
  /// The shortest bar while the content is within range: 36 points.
  public static let minimumLength: CGFloat = 36
  /// The shortest bar while the content is past an edge: 7 points.
  public static let minimumSquashedLength: CGFloat = 7

  /// The scroll view's size, in points.
  public var viewportSize: CGSize
  /// The content's height, in points.
  public var contentHeight: CGFloat
  /// The content offset (`contentOffset.y`), in points.
  public var contentOffset: CGFloat
  /// The adjusted content insets, which extend the scrollable range.
  public var contentInset: EdgeInsets
  /// The insets of the indicator's track from the view's edges (UIKit's
  /// `verticalScrollIndicatorInsets`, by default the content insets).
  public var indicatorInsets: EdgeInsets

  /// Describes the indicator of a scroll view.
  /// - Parameters:
  ///   - viewportSize: The scroll view's size.
  ///   - contentHeight: The content's height.
  ///   - contentOffset: The content offset along y.
  ///   - contentInset: The adjusted content insets; zero by default.
  ///   - indicatorInsets: The track's insets; the content insets when nil.
  public init(
    viewportSize: CGSize, contentHeight: CGFloat, contentOffset: CGFloat,
    contentInset: EdgeInsets = .zero, indicatorInsets: EdgeInsets? = nil
  ) {
    self.viewportSize = viewportSize
    self.contentHeight = contentHeight
    self.contentOffset = contentOffset
    self.contentInset = contentInset
    self.indicatorInsets = indicatorInsets ?? contentInset
  }

  /// The corner radius that makes the bar's ends round: half its width.
  public static var cornerRadius: CGFloat { width / 2 }

  /// Draws the indicator in `rect` as iOS does, a rounded bar of black at 35 %, faded by
  /// `alpha` (its visibility): a scroll view's and an alert's scrolling parts look alike.
  public static func draw(in rect: CGRect, alpha: CGFloat, into list: inout DrawList) {
    list.fillRoundedRect(
      rect, cornerRadius: cornerRadius, color: Color(white: 0, alpha: 0.35 * alpha))
  }

  /// The bar's rectangle in view coordinates (relative to the scroll view's visible top-left,
  /// not to the content), or nil when all the content fits and there is nothing to indicate.
  public var frame: CGRect? {
    // 1. The track runs down the right edge inside the indicator insets.
    let trackTop = indicatorInsets.top + Self.margin
    let trackLength = viewportSize.height - indicatorInsets.vertical - 2 * Self.margin
    let x = viewportSize.width - indicatorInsets.right - Self.margin - Self.width
    let scrollableLength = contentHeight + contentInset.vertical
    guard trackLength > 0, scrollableLength > viewportSize.height else { return nil }

    // 2. Its length is the visible fraction of the track, not below the minimum.
    let visibleFraction = viewportSize.height / scrollableLength
    var length = min(trackLength, max(Self.minimumLength, trackLength * visibleFraction))

    // 3. Past an edge, the bar shrinks by the overscroll at that end of the track.
    let range = ScrollAxisSimulation.Configuration.offsetRange(
      contentLength: contentHeight, viewportLength: viewportSize.height,
      leadingInset: contentInset.top, trailingInset: contentInset.bottom)
    let overscroll =
      max(0, range.lowerBound - contentOffset) + max(0, contentOffset - range.upperBound)
    length = max(min(length, Self.minimumSquashedLength), length - overscroll)

    // 4. Its position is the offset's progress through the range.
    let span = range.upperBound - range.lowerBound
    let progress = span > 0 ? min(max((contentOffset - range.lowerBound) / span, 0), 1) : 0
    let y = trackTop + progress * (trackLength - length)
    return CGRect(x: x, y: y, width: Self.width, height: length)
  }
}
