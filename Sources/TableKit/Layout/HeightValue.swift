import Foundation

/// A height in points, and whether it is exact or an estimate to be replaced by a measured
/// height when the item first comes on screen.
public struct HeightValue: Hashable, Sendable {
  /// The height, in points.
  public var height: CGFloat
  /// Whether `height` is an estimate.
  public var isEstimated: Bool

  /// A height that is exact or an estimate.
  /// - Parameters:
  ///   - height: The height, in points.
  ///   - isEstimated: Whether it is an estimate.
  public init(_ height: CGFloat, isEstimated: Bool) {
    self.height = height
    self.isEstimated = isEstimated
  }

  /// An exact height.
  public static func exact(_ height: CGFloat) -> HeightValue {
    HeightValue(height, isEstimated: false)
  }

  /// An estimated height.
  public static func estimated(_ height: CGFloat) -> HeightValue {
    HeightValue(height, isEstimated: true)
  }

  /// An exact height of zero: no header, no footer.
  public static let zero = HeightValue.exact(0)
}
