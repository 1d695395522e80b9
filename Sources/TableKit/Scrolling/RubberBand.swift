import Foundation

/// The resistance of content dragged past its edge: the farther the finger goes, the less the
/// content follows, approaching but never reaching one viewport.
///
/// For an overshoot x of the finger past the edge, a viewport dimension d and a coefficient c
/// (0.55, as iOS):
///
///     b = (1 − 1 / (x · c / d + 1)) · d
///
/// The content moves at c times the finger's speed just past the edge, slower and slower after.
/// Negative overshoots (past the leading edge, when measured as signed distances) are mirrored.
public struct RubberBand: Hashable, Sendable {
  /// iOS's coefficient: 0.55.
  public static let defaultCoefficient: CGFloat = 0.55

  /// The viewport's length along the axis, in points.
  public var dimension: CGFloat
  /// How stiff the band is; larger follows the finger more closely.
  public var coefficient: CGFloat

  /// Creates the rubber band of a viewport.
  /// - Parameters:
  ///   - dimension: The viewport's length along the axis, in points.
  ///   - coefficient: The stiffness; 0.55 by default.
  public init(dimension: CGFloat, coefficient: CGFloat = RubberBand.defaultCoefficient) {
    self.dimension = dimension
    self.coefficient = coefficient
  }

  /// How far the content goes past the edge when the finger has gone `overshoot` past it.
  /// - Parameter overshoot: The finger's distance past the edge, in points (signed).
  /// - Returns: The content's distance past the edge: b = (1 − 1 / (x·c/d + 1)) · d, with the
  ///   sign of `overshoot`; 0 for a viewport without length.
  public func offset(forOvershoot overshoot: CGFloat) -> CGFloat {
    guard dimension > 0, coefficient > 0 else { return 0 }
    let x = abs(overshoot)
    let b = (1 - 1 / (x * coefficient / dimension + 1)) * dimension
    return overshoot < 0 ? -b : b
  }

  /// The finger's overshoot that puts the content `offset` past the edge: the inverse of
  /// ``offset(forOvershoot:)``, x = d / c · b / (d − b), for a drag that starts while the content
  /// is already past the edge.
  /// - Parameter offset: The content's distance past the edge, in points (signed); its size is
  ///   kept just under the dimension, which the band can only approach.
  /// - Returns: The finger's distance past the edge, with the sign of `offset`.
  public func overshoot(forOffset offset: CGFloat) -> CGFloat {
    guard dimension > 0, coefficient > 0 else { return 0 }
    let b = min(abs(offset), dimension * (1 - 1e-9))
    let x = dimension / coefficient * b / (dimension - b)
    return offset < 0 ? -x : x
  }

  /// How fast the content moves per point of finger movement at an overshoot: the derivative
  /// c / (x·c/d + 1)², c at the edge and less beyond.
  /// - Parameter overshoot: The finger's distance past the edge, in points (signed).
  /// - Returns: The content's movement per point of finger movement, in 0...c.
  public func slope(atOvershoot overshoot: CGFloat) -> CGFloat {
    guard dimension > 0, coefficient > 0 else { return 0 }
    let denominator = abs(overshoot) * coefficient / dimension + 1
    return coefficient / (denominator * denominator)
  }
}
