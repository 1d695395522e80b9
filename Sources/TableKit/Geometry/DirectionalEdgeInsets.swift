import Foundation

/// Distances inset from each edge of a rectangle, named by reading direction, as UIKit's
/// `NSDirectionalEdgeInsets`: leading is left in left-to-right layout and right in
/// right-to-left.
public struct DirectionalEdgeInsets: Hashable, Sendable {
  /// The inset from the top edge.
  public var top: CGFloat
  /// The inset from the leading edge.
  public var leading: CGFloat
  /// The inset from the bottom edge.
  public var bottom: CGFloat
  /// The inset from the trailing edge.
  public var trailing: CGFloat

  /// Creates insets from the four edge distances.
  public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// Insets of zero on every edge.
  public static let zero = DirectionalEdgeInsets()

  /// The insets with leading and trailing put on screen sides for `direction`.
  public func resolved(for direction: LayoutDirection) -> EdgeInsets {
    direction == .rightToLeft
      ? EdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
      : EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
  }

  /// Directional insets from on-screen ones, read in `direction`.
  public init(_ insets: EdgeInsets, direction: LayoutDirection) {
    self = direction == .rightToLeft
      ? DirectionalEdgeInsets(
        top: insets.top, leading: insets.right, bottom: insets.bottom, trailing: insets.left)
      : DirectionalEdgeInsets(
        top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
  }

  /// Whether all four insets are finite.
  var isFinite: Bool { top.isFinite && leading.isFinite && bottom.isFinite && trailing.isFinite }
}
