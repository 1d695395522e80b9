import Foundation

extension CGFloat {
  /// The largest magnitude a view's coordinates and sizes keep: far beyond any table's content
  /// (2^32 rows of a million points), and far below where sums of them overflow or lose
  /// whole points.
  public static let maximumViewCoordinate: CGFloat = 1e16

  /// Whether the value is finite and within `maximumViewCoordinate`.
  var isUsableViewCoordinate: Bool {
    isFinite && Swift.abs(self) <= .maximumViewCoordinate
  }

  /// The value made usable: NaN becomes 0, anything beyond `maximumViewCoordinate` (infinities
  /// included) becomes it, with its sign.
  var usableViewCoordinate: CGFloat {
    if isNaN { return 0 }
    return Swift.min(Swift.max(self, -.maximumViewCoordinate), .maximumViewCoordinate)
  }
}

extension CGPoint {
  /// Whether both coordinates are usable (see `CGFloat.maximumViewCoordinate`).
  var isUsableForLayout: Bool { x.isUsableViewCoordinate && y.isUsableViewCoordinate }

  /// The point with each coordinate made usable.
  var usableForLayout: CGPoint { CGPoint(x: x.usableViewCoordinate, y: y.usableViewCoordinate) }
}

extension CGRect {
  /// Whether every coordinate and size is usable (see `CGFloat.maximumViewCoordinate`).
  var isUsableForLayout: Bool {
    origin.isUsableForLayout && size.width.isUsableViewCoordinate
      && size.height.isUsableViewCoordinate
  }

  /// The rect with each coordinate and size made usable, as given otherwise (not standardized).
  var usableForLayout: CGRect {
    CGRect(
      origin: origin.usableForLayout,
      size: CGSize(width: size.width.usableViewCoordinate, height: size.height.usableViewCoordinate))
  }
}
