import Foundation

extension View {
  /// `point`, given in the superview's bounds coordinates, in this view's bounds coordinates:
  /// undoing the frame's origin, the transform about the center, and the bounds origin.
  func boundsPoint(fromSuperview point: CGPoint) -> CGPoint {
    var local = CGPoint(x: point.x - frame.minX, y: point.y - frame.minY)
    if !transform.isIdentity {
      let center = CGPoint(x: frame.width / 2, y: frame.height / 2)
      let undone = CGPoint(x: local.x - center.x, y: local.y - center.y)
        .applying(transform.inverted())
      local = CGPoint(x: undone.x + center.x, y: undone.y + center.y)
    }
    return CGPoint(x: local.x + boundsOrigin.x, y: local.y + boundsOrigin.y)
  }
}
