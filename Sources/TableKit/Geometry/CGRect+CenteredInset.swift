import Foundation

extension CGRect {
  /// The rectangle shrunk by `dx` on the left and right and `dy` on the top and bottom; where
  /// it is narrower (or shorter) than the two insets, an empty extent at its center.
  ///
  /// Foundation's `insetBy` gives `CGRect.null` (an infinite origin) as soon as either size
  /// would go below zero, as on a bordered field before it is laid out; drawing that reported
  /// a geometry warning for a rect nobody asked for. An empty rect at the center draws
  /// nothing, and stays where the original was.
  /// - Parameters:
  ///   - dx: The distance removed from each horizontal edge; not negative.
  ///   - dy: The distance removed from each vertical edge; not negative.
  func insetKeepingCenter(dx: CGFloat, dy: CGFloat) -> CGRect {
    let rect = standardized
    let width = max(0, rect.width - 2 * dx)
    let height = max(0, rect.height - 2 * dy)
    return CGRect(
      x: rect.midX - width / 2, y: rect.midY - height / 2, width: width, height: height)
  }
}
