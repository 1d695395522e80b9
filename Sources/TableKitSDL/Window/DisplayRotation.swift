import Foundation

/// How far a window's picture is turned on its display, clockwise, for a screen mounted on its
/// side or upside down (`table-kiosk --rotate`). The window's content is laid out at the
/// turned size (portrait on a landscape panel at 90 and 270 degrees), drawn upright into a
/// texture, and turned as it goes to the window; pointers and touches are turned back, so that a
/// tap lands on what is drawn under the finger.
public enum DisplayRotation: Int, CaseIterable, Hashable, Sendable {
  /// Upright.
  case none = 0
  /// A quarter turn clockwise: the content's top is at the display's right edge.
  case clockwise = 90
  /// Upside down.
  case upsideDown = 180
  /// A quarter turn counter-clockwise: the content's top is at the display's left edge.
  case counterClockwise = 270

  /// The rotation of `degrees` (0, 90, 180, 270), or nil.
  public init?(degrees: Int) { self.init(rawValue: degrees) }

  /// The angle in degrees, clockwise.
  public var degrees: Int { rawValue }

  /// Whether the content's width is the display's height.
  public var swapsAxes: Bool { self == .clockwise || self == .counterClockwise }

  /// The content's size on a display of `size` (in any unit).
  public func contentSize(onDisplayOf size: CGSize) -> CGSize {
    swapsAxes ? CGSize(width: size.height, height: size.width) : size
  }

  /// Where on the content a point of the display lies, both as fractions 0 ... 1 of their
  /// width and height (SDL's normalized touch coordinates).
  public func contentFraction(ofDisplayFraction point: CGPoint) -> CGPoint {
    switch self {
    case .none: return point
    // The content's top-left corner is at the display's top-right; its x runs down the display.
    case .clockwise: return CGPoint(x: point.y, y: 1 - point.x)
    case .upsideDown: return CGPoint(x: 1 - point.x, y: 1 - point.y)
    // The content's top-left corner is at the display's bottom-left; its x runs up.
    case .counterClockwise: return CGPoint(x: 1 - point.y, y: point.x)
    }
  }

  /// Where on the display a point of the content lies, as fractions: the inverse of
  /// `contentFraction(ofDisplayFraction:)`.
  public func displayFraction(ofContentFraction point: CGPoint) -> CGPoint {
    switch self {
    case .none: return point
    case .clockwise: return CGPoint(x: 1 - point.y, y: point.x)
    case .upsideDown: return CGPoint(x: 1 - point.x, y: 1 - point.y)
    case .counterClockwise: return CGPoint(x: point.y, y: 1 - point.x)
    }
  }
}
