import Foundation

extension SheetLayout {
  /// The outline of a popover's arrow, as iOS 17 draws it: it leaves the box's edge at a
  /// tangent (a concave curve, no corner where it meets the box), narrows to a softly rounded
  /// tip at `tip`, and comes back to the edge the same way. The profile across the arrow is a
  /// smoothstep bell: its height is `size.height` at the centre and falls to zero with zero
  /// slope `size.width / 2` to either side, so at half its height it is as wide as a triangle
  /// `size.width` wide at its base.
  /// - Parameters:
  ///   - tip: The arrow's tip, on the source's edge.
  ///   - direction: Which way the arrow points (`.up` for a box below its source).
  ///   - size: The width along the box's edge where the curves meet it, and the arrow's length.
  ///   - samplesPerSide: How many points approximate each curve.
  /// - Returns: The outline from one end on the box's edge, through the tip, to the other end.
  static func popoverArrowOutline(
    tip: CGPoint, direction: PopoverArrowDirection, size: CGSize, samplesPerSide: Int = 12
  ) -> [CGPoint] {
    let halfWidth = size.width / 2
    let length = size.height
    let steps = max(2, samplesPerSide)
    // Points in the arrow's own frame: `across` along the box's edge, `out` from the edge
    // towards the tip.
    var local: [(across: CGFloat, out: CGFloat)] = []
    for index in 0...(2 * steps) {
      let across = -halfWidth + size.width * CGFloat(index) / CGFloat(2 * steps)
      let u = min(1, abs(across) / halfWidth)
      local.append((across, length * (1 - u * u * (3 - 2 * u))))
    }
    // The edge lies `length` from the tip, on the box's side of it.
    return local.map { point in
      let fromTip = length - point.out
      switch direction {
      case .down: return CGPoint(x: tip.x - point.across, y: tip.y - fromTip)
      case .left: return CGPoint(x: tip.x + fromTip, y: tip.y - point.across)
      case .right: return CGPoint(x: tip.x - fromTip, y: tip.y + point.across)
      default: return CGPoint(x: tip.x + point.across, y: tip.y + fromTip)
      }
    }
  }
}
