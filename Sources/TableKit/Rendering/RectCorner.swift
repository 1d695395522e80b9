import Foundation

/// Corners of a rectangle, as UIKit's `UIRectCorner`: which corners a drawing rounds.
public struct RectCorner: OptionSet, Hashable, Sendable {
  /// The bits of the set.
  public let rawValue: UInt8

  /// Creates a set from its bits.
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// The corner at the smallest x and y.
  public static let topLeft = RectCorner(rawValue: 1 << 0)
  /// The corner at the largest x and smallest y.
  public static let topRight = RectCorner(rawValue: 1 << 1)
  /// The corner at the smallest x and largest y.
  public static let bottomLeft = RectCorner(rawValue: 1 << 2)
  /// The corner at the largest x and y.
  public static let bottomRight = RectCorner(rawValue: 1 << 3)
  /// Both top corners.
  public static let top: RectCorner = [.topLeft, .topRight]
  /// Both bottom corners.
  public static let bottom: RectCorner = [.bottomLeft, .bottomRight]
  /// All four corners.
  public static let allCorners: RectCorner = [.top, .bottom]
}
