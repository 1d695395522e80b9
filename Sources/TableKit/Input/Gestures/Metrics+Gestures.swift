import Foundation

/// The thresholds of the gesture recognizers views carry, as UIKit's.
extension Metrics {
  /// How far a pointer may move and still tap: 10 points.
  public static let tapAllowableMovement: CGFloat = 10
  /// The longest wait between one tap's lift and the next press of a multiple tap: 0.35 s.
  public static let multipleTapInterval: TimeInterval = 0.35
}
