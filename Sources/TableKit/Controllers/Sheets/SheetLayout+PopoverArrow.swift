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
  ///   - footCut: How far the foot reaches from the tip along the box's edge towards smaller
  ///     coordinates (`min`) and larger ones (`max`), each at most half of `size.width`: less
  ///     on the side of a box's corner the arrow sits against, whose curve then falls more
  ///     steeply, down the box's side when it is 0. Nil for a symmetric arrow.
  ///   - samplesPerSide: How many points approximate each curve.
  /// - Returns: The outline from one end on the box's edge, through the tip, to the other end.
  static func popoverArrowOutline(
    tip: CGPoint, direction: PopoverArrowDirection, size: CGSize,
    footCut: (min: CGFloat, max: CGFloat)? = nil, samplesPerSide: Int = 12
  ) -> [CGPoint] {
    let halfWidth = size.width / 2
    let length = size.height
    let steps = max(2, samplesPerSide)
    // The foot's reach on the side of negative and of positive `across` (see the mapping
    // below: `across` runs against the coordinates for arrows pointing down or left).
    var reach: (negative: CGFloat, positive: CGFloat) = (halfWidth, halfWidth)
    if let footCut {
      let minSide = min(halfWidth, max(0, footCut.min))
      let maxSide = min(halfWidth, max(0, footCut.max))
      reach = direction == .down || direction == .left ? (maxSide, minSide) : (minSide, maxSide)
    }
    // Points in the arrow's own frame: `across` along the box's edge, `out` from the edge
    // towards the tip.
    var local: [(across: CGFloat, out: CGFloat)] = []
    for index in 0...(2 * steps) {
      let side = index < steps ? reach.negative : reach.positive
      let across = side * CGFloat(index - steps) / CGFloat(steps)
      let u: CGFloat = side > 0 ? min(1, abs(across) / side) : 1
      let out: CGFloat = index == steps ? length : length * (1 - u * u * (3 - 2 * u))
      local.append((across, out))
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
