import Foundation

/// The drawing settings of a view, as the common part of Core Animation's `CALayer` that
/// UIKit code sets through `view.layer`: rounded corners (some or all), clipping to them, a
/// border and a soft shadow. Every view has one; its `cornerRadius`, `masksToBounds`,
/// `opacity` and `backgroundColor` are the view's own `cornerRadius`, `clipsToBounds`,
/// `alpha` and `backgroundColor`, kept in step as UIKit keeps them.
///
/// Drawn as UIKit draws them: the background rounded at `maskedCorners`; the border inside the
/// bounds, over the subviews; the shadow under the view (following `shadowPath` when set, else
/// the rounded bounds), and none when `masksToBounds` clips it away. Clipping subviews to the
/// rounded corners paints the corners outside them in the nearest opaque background above the
/// view, since the SDL renderer has no rounded clip.
@preconcurrency @MainActor
public final class Layer {
  /// How a corner's curve runs, as `CALayerCornerCurve`.
  public enum CornerCurve: Hashable, Sendable {
    /// A quarter circle.
    case circular
    /// Apple's smoother curve (drawn as a quarter circle here).
    case continuous
  }

  /// Which corners `cornerRadius` rounds, as `CACornerMask`.
  public struct CornerMask: OptionSet, Hashable, Sendable {
    /// The bits of the mask.
    public let rawValue: UInt
    /// Creates a mask from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The top-left corner (UIKit's flipped layers put min y at the top).
    public static let layerMinXMinYCorner = CornerMask(rawValue: 1 << 0)
    /// The top-right corner.
    public static let layerMaxXMinYCorner = CornerMask(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let layerMinXMaxYCorner = CornerMask(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let layerMaxXMaxYCorner = CornerMask(rawValue: 1 << 3)
  }

  /// The view the layer draws; the view owns the layer.
  private unowned let view: View

  init(view: View) { self.view = view }

  /// The radius of the corners `maskedCorners` names; the view's `cornerRadius`.
  public var cornerRadius: CGFloat {
    get { view.cornerRadius }
    set { view.cornerRadius = newValue.isFinite ? max(0, newValue) : 0 }
  }
  /// How the corners curve.
  public var cornerCurve: CornerCurve = .circular
  /// Which corners are rounded; all four by default.
  public var maskedCorners: CornerMask = [
    .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
  ]
  /// Whether subviews are clipped to the bounds (and rounded corners); the view's
  /// `clipsToBounds`.
  public var masksToBounds: Bool {
    get { view.clipsToBounds }
    set { view.clipsToBounds = newValue }
  }
  /// The border's width, drawn inside the bounds; 0 for none.
  public var borderWidth: CGFloat = 0 {
    didSet { if !borderWidth.isFinite || borderWidth < 0 { borderWidth = 0 } }
  }
  /// The border's color; opaque black by default, as Core Animation's.
  public var borderColor: CGColor? = Color.black.cgColor
  /// The shadow's color; opaque black by default.
  public var shadowColor: CGColor? = Color.black.cgColor
  /// The shadow's opacity, 0 (none, the default) to 1.
  public var shadowOpacity: Float = 0 {
    didSet { shadowOpacity = shadowOpacity.isFinite ? min(max(shadowOpacity, 0), 1) : 0 }
  }
  /// How far the shadow lies from the view; 3 points up by default, as Core Animation's.
  public var shadowOffset = CGSize(width: 0, height: -3)
  /// How soft the shadow's edge is; 3 by default.
  public var shadowRadius: CGFloat = 3 {
    didSet { if !shadowRadius.isFinite || shadowRadius < 0 { shadowRadius = 0 } }
  }
  /// The shadow's outline in the view's coordinates; nil follows the rounded bounds.
  public var shadowPath: CGPath?
  /// The view's opacity: its `alpha`.
  public var opacity: Float {
    get { Float(view.alpha) }
    set { view.alpha = CGFloat(newValue.isFinite ? min(max(newValue, 0), 1) : 1) }
  }
  /// The fill behind the content: the view's `backgroundColor`.
  public var backgroundColor: CGColor? {
    get { view.backgroundColor?.cgColor }
    set { view.backgroundColor = newValue?.color }
  }

  /// The corners rounded, as the drawing's `RectCorner`.
  var roundedCorners: RectCorner {
    var corners: RectCorner = []
    if maskedCorners.contains(.layerMinXMinYCorner) { corners.insert(.topLeft) }
    if maskedCorners.contains(.layerMaxXMinYCorner) { corners.insert(.topRight) }
    if maskedCorners.contains(.layerMinXMaxYCorner) { corners.insert(.bottomLeft) }
    if maskedCorners.contains(.layerMaxXMaxYCorner) { corners.insert(.bottomRight) }
    return corners
  }
}
