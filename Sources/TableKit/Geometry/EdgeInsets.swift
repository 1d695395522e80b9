import Foundation

/// Distances inset from each edge of a rectangle, as UIKit's `UIEdgeInsets`.
public struct EdgeInsets: Hashable, Sendable {
  /// The inset from the top edge.
  public var top: CGFloat
  /// The inset from the left edge.
  public var left: CGFloat
  /// The inset from the bottom edge.
  public var bottom: CGFloat
  /// The inset from the right edge.
  public var right: CGFloat

  /// Creates insets from the four edge distances.
  public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// Insets of zero on every edge.
  public static let zero = EdgeInsets()

  /// The sum of the left and right insets.
  public var horizontal: CGFloat { left + right }

  /// The sum of the top and bottom insets.
  public var vertical: CGFloat { top + bottom }

  /// Whether all four insets are finite (neither NaN nor infinite).
  public var isFinite: Bool { top.isFinite && left.isFinite && bottom.isFinite && right.isFinite }

  /// The same insets with left and right exchanged, for right-to-left layout.
  public var mirrored: EdgeInsets { EdgeInsets(top: top, left: right, bottom: bottom, right: left) }
}

extension CGRect {
  /// The rectangle shrunk by `insets` on each edge (grown where an inset is negative).
  /// - Parameter insets: The distances to remove from each edge.
  /// - Returns: The inset rectangle; its size never goes below zero.
  public func inset(by insets: EdgeInsets) -> CGRect {
    CGRect(
      x: minX + insets.left, y: minY + insets.top,
      width: max(0, width - insets.horizontal), height: max(0, height - insets.vertical))
  }
}
