import Foundation

/// One instruction of a `DrawList`. Geometry is in points, in the coordinate space in force when
/// the command runs (the list's origin moved by every enclosing translation); the backend
/// multiplies by its scale factor to reach pixels.
public enum DrawCommand: Equatable, Sendable {
  /// Fills a rectangle.
  case fillRect(CGRect, Color)
  /// Fills a rectangle whose corners are rounded with `cornerRadius`, anti-aliased.
  case fillRoundedRect(CGRect, cornerRadius: CGFloat, Color)
  /// Strokes the outline of a rounded rectangle (a circle when the radius is half the side),
  /// centred on the rectangle's edge, anti-aliased.
  case strokeRoundedRect(CGRect, cornerRadius: CGFloat, lineWidth: CGFloat, Color)
  /// Fills an ellipse inscribed in a rectangle, anti-aliased.
  case fillEllipse(CGRect, Color)
  /// A horizontal or vertical line exactly `pixelWidth` device pixels wide at any scale, snapped
  /// to the pixel grid: hairline separators. It lies on the side of the segment towards +x / +y,
  /// so a line at `y = rect.maxY - 1 / scale` stays inside `rect`.
  case line(from: CGPoint, to: CGPoint, pixelWidth: Int, Color)
  /// An open path stroked `lineWidth` points wide with round caps and joins, anti-aliased:
  /// chevrons and checkmarks.
  case polyline([CGPoint], lineWidth: CGFloat, Color)
  /// Fills the closed polygon through `points` (the last joined to the first) by the even-odd
  /// rule, anti-aliased: the filled system symbols, such as `star.fill`.
  case fillPolygon([CGPoint], Color)
  /// A run of text on one line.
  case text(TextRun)
  /// A named image scaled to fill `rect`.
  case image(name: String, rect: CGRect)
  /// A soft shadow under a rounded rectangle: `blur` points of falloff around `rect`.
  case shadow(CGRect, cornerRadius: CGFloat, blur: CGFloat, Color)
  /// The soft shadow of `shadow` drawn only outside the rounded rectangle, anti-aliased along
  /// its rounded edge: around a translucent panel, whose material would otherwise show the
  /// shadow through it, and over the corners a rounded box has painted its backdrop into
  /// (`roundCorners`).
  case shadowOutside(CGRect, cornerRadius: CGFloat, blur: CGFloat, Color)
  /// Rounds off `corners` of what was drawn in `rect` against a solid backdrop: paints
  /// `backdrop` over the part of each of those corners that lies outside a quarter circle of
  /// `cornerRadius`, anti-aliased. A workaround for a rounded clip, which SDL's renderer lacks:
  /// it keeps cells, their highlights and their swipe buttons inside the rounded cards of an
  /// inset grouped table, whose background is the backdrop.
  case roundCorners(CGRect, cornerRadius: CGFloat, corners: RectCorner, backdrop: Color)
  /// Blurs what was drawn before it under `rect` (a material's backdrop, `BackdropBlur`), in
  /// place; the material's tint follows as a fill of its own.
  case backdropBlur(CGRect, BackdropBlur)
  /// Draws everything until the matching `popVibrancy` vibrantly (`Vibrancy`): each primitive
  /// is a mask whose pixels take their color from what lies under them.
  case pushVibrancy(Vibrancy)
  /// Ends the vibrancy of the matching `pushVibrancy`.
  case popVibrancy
  /// Restricts drawing to `rect` intersected with the clip already in force, until `popClip`.
  case pushClip(CGRect)
  /// Restores the clip in force before the matching `pushClip`.
  case popClip
  /// Multiplies the opacity of everything drawn until `popAlpha` by a factor from 0 to 1.
  case pushAlpha(CGFloat)
  /// Restores the opacity in force before the matching `pushAlpha`.
  case popAlpha
  /// Moves the origin by an offset until `popTranslation`.
  case pushTranslation(CGPoint)
  /// Restores the origin in force before the matching `pushTranslation`.
  case popTranslation
}

/// A run of text drawn on one line.
public struct TextRun: Equatable, Sendable {
  /// How a run that does not fit its `maxWidth` is shortened.
  public enum Truncation: Equatable, Sendable {
    /// Cut at the clip edge.
    case clip
    /// Replace the end with an ellipsis so that the run fits.
    case tail
  }

  /// The text to draw.
  public var string: String
  /// The font to draw it in.
  public var font: Font
  /// The text color.
  public var color: Color
  /// The top-left corner of the line box (the baseline lies `baseline(of:)` below it).
  public var origin: CGPoint
  /// The widest the run may be drawn, in points; nil for no limit.
  public var maxWidth: CGFloat?
  /// What to do when the run is wider than `maxWidth`.
  public var truncation: Truncation
  /// How far the line is turned about `origin`, in radians clockwise on screen (a view's
  /// rotated `transform`); 0 for level text.
  public var rotation: CGFloat = 0

  /// Creates a text run.
  public init(
    _ string: String, font: Font, color: Color, origin: CGPoint, maxWidth: CGFloat? = nil,
    truncation: Truncation = .tail
  ) {
    self.string = string
    self.font = font
    self.color = color
    self.origin = origin
    self.maxWidth = maxWidth
    self.truncation = truncation
  }
}
