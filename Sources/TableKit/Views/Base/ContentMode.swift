import Foundation

/// How a view fits its content into its bounds, as UIKit's `UIView.ContentMode`.
public enum ContentMode: Int, Sendable {
  /// Stretch to fill the bounds exactly.
  case scaleToFill = 0
  /// Scale to fit inside the bounds, keeping the aspect ratio.
  case scaleAspectFit = 1
  /// Scale to cover the bounds, keeping the aspect ratio; the excess is clipped.
  case scaleAspectFill = 2
  /// Like `scaleToFill`; UIKit redraws the content when the bounds change, which TableKit
  /// does for every view on every frame anyway.
  case redraw = 3
  /// Natural size, centred.
  case center = 4
  /// Natural size, centred along the top edge.
  case top = 5
  /// Natural size, centred along the bottom edge.
  case bottom = 6
  /// Natural size, centred along the left edge.
  case left = 7
  /// Natural size, centred along the right edge.
  case right = 8
  /// Natural size, in the top left corner.
  case topLeft = 9
  /// Natural size, in the top right corner.
  case topRight = 10
  /// Natural size, in the bottom left corner.
  case bottomLeft = 11
  /// Natural size, in the bottom right corner.
  case bottomRight = 12

  /// Whether the content keeps its natural size (placed, not scaled).
  var keepsNaturalSize: Bool {
    switch self {
    case .scaleToFill, .redraw, .scaleAspectFit, .scaleAspectFill: false
    default: true
    }
  }

  /// Where content of `natural` size goes in `box` when kept at its natural size: the side or
  /// corner the mode names, centred along the other axis.
  func placement(of natural: CGSize, in box: CGRect) -> CGRect {
    let x: CGFloat
    switch self {
    case .left, .topLeft, .bottomLeft: x = box.minX
    case .right, .topRight, .bottomRight: x = box.maxX - natural.width
    default: x = box.midX - natural.width / 2
    }
    let y: CGFloat
    switch self {
    case .top, .topLeft, .topRight: y = box.minY
    case .bottom, .bottomLeft, .bottomRight: y = box.maxY - natural.height
    default: y = box.midY - natural.height / 2
    }
    return CGRect(origin: CGPoint(x: x, y: y), size: natural)
  }
}
