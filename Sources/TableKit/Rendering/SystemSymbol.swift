import Foundation

/// The SF Symbols that table apps use most, drawn by TableKit as vector shapes (polylines,
/// circles, polygons in a `DrawList`), so they are crisp at any scale and take any color: SF
/// Symbols' own outlines cannot ship with the project. Each is designed in a box `designSize`
/// units large, one unit a point at its natural size (the 17-point body text's symbol size,
/// about 20 points tall), with strokes of iOS's regular weight.
public enum SystemSymbol: String, CaseIterable, Hashable, Sendable {
  /// `chevron.right`.
  case chevronRight = "chevron.right"
  /// `checkmark`.
  case checkmark
  /// `plus`.
  case plus
  /// `minus.circle.fill`: a filled circle with the minus cut out (drawn in white).
  case minusCircleFill = "minus.circle.fill"
  /// `trash`.
  case trash
  /// `star`.
  case star
  /// `star.fill`.
  case starFill = "star.fill"
  /// `heart`.
  case heart
  /// `gear`.
  case gear
  /// `info.circle`.
  case infoCircle = "info.circle"
  /// `person.crop.circle`.
  case personCropCircle = "person.crop.circle"
  /// `magnifyingglass`.
  case magnifyingglass
  /// `xmark`.
  case xmark
  /// `folder`.
  case folder
  /// `doc`.
  case doc
  /// `bell`.
  case bell
  /// `bookmark`.
  case bookmark
  /// `flag`.
  case flag
  /// `square.and.arrow.up`.
  case squareAndArrowUp = "square.and.arrow.up"
  /// `ellipsis`: three dots, the More tab's image.
  case ellipsis
  /// `clock`.
  case clock
  /// `arrow.down.circle`.
  case arrowDownCircle = "arrow.down.circle"
  /// `list.bullet`.
  case listBullet = "list.bullet"
  /// `doc.on.doc`: a document in front of another, menus' Copy.
  case docOnDoc = "doc.on.doc"
  /// `plus.square.on.square`: a square with a plus in front of another, menus' Duplicate.
  case plusSquareOnSquare = "plus.square.on.square"
  /// `pencil`: menus' Rename and Edit.
  case pencil
  /// `square.and.pencil`: a pencil writing over an open square, Compose and Edit.
  case squareAndPencil = "square.and.pencil"
  /// `arrow.up.arrow.down`: an arrow up beside an arrow down, menus' Sort.
  case arrowUpArrowDown = "arrow.up.arrow.down"

  /// The size of the box the symbol is designed in, which is also its natural size in points.
  public var designSize: CGSize {
    switch self {
    case .chevronRight: CGSize(width: 12, height: 20)
    case .doc: CGSize(width: 16, height: 20)
    case .bookmark: CGSize(width: 14, height: 20)
    case .flag, .squareAndArrowUp: CGSize(width: 18, height: 20)
    default: CGSize(width: 20, height: 20)
    }
  }

  /// The symbol's size in points, as `UIImage(systemName:)`'s `size` at the default
  /// configuration.
  public var naturalSize: CGSize { designSize }

  /// The width a cell reserves for a symbol image, the widest symbol's, with each symbol centred
  /// in it: so titles beside narrow and wide symbols line up, as in iOS's lists.
  public static let standardLayoutWidth: CGFloat = 20

  /// The stroke width of the outlined symbols in design units: iOS's regular weight.
  static let lineWidth: CGFloat = 1.7

  /// Draws the symbol fitted into `rect` (aspect fit, centred), in `color`.
  /// - Parameters:
  ///   - rect: The box to fill, in the list's current coordinates.
  ///   - color: The tint the symbol is drawn in.
  ///   - list: The list the shapes are appended to.
  public func draw(in rect: CGRect, color: Color, into list: inout DrawList) {
    let design = designSize
    guard rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite else {
      return
    }
    let unit = min(rect.width / design.width, rect.height / design.height)
    let origin = CGPoint(
      x: rect.midX - design.width * unit / 2, y: rect.midY - design.height * unit / 2)
    // The pen collects into a list of its own: appending to a copy of `list` would copy the
    // whole frame's commands for every symbol.
    var pen = SymbolPen(origin: origin, unit: unit, color: color, list: DrawList(traits: list.traits))
    drawShapes(with: &pen)
    list.append(contentsOf: pen.list)
  }
}

/// Draws in a symbol's design units: points are scaled by `unit` from `origin`, and strokes
/// default to the symbols' regular weight.
struct SymbolPen {
  let origin: CGPoint
  let unit: CGFloat
  let color: Color
  var list: DrawList

  /// A design-unit point in the list's coordinates.
  func point(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
    CGPoint(x: origin.x + x * unit, y: origin.y + y * unit)
  }

  /// A design-unit rect in the list's coordinates.
  func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(origin: point(x, y), size: CGSize(width: width * unit, height: height * unit))
  }

  /// Strokes a path through design-unit points; `closed` joins the last to the first.
  mutating func stroke(
    _ points: [(CGFloat, CGFloat)], width: CGFloat = SystemSymbol.lineWidth, closed: Bool = false,
    color: Color? = nil
  ) {
    var path = points.map { point($0.0, $0.1) }
    if closed, let first = path.first { path.append(first) }
    list.append(.polyline(path, lineWidth: width * unit, color ?? self.color))
  }

  /// Fills the polygon through design-unit points.
  mutating func fill(_ points: [(CGFloat, CGFloat)]) {
    list.append(.fillPolygon(points.map { point($0.0, $0.1) }, color))
  }

  /// Strokes a rounded rect, all in design units.
  mutating func roundedRect(
    _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat, cornerRadius: CGFloat,
    lineWidth: CGFloat = SystemSymbol.lineWidth
  ) {
    list.append(
      .strokeRoundedRect(
        rect(x, y, width, height), cornerRadius: cornerRadius * unit,
        lineWidth: lineWidth * unit, color))
  }

  /// Strokes a circle centred at (`x`, `y`) with `radius`, all in design units.
  mutating func circle(
    _ x: CGFloat, _ y: CGFloat, radius: CGFloat, width: CGFloat = SystemSymbol.lineWidth
  ) {
    list.append(
      .strokeRoundedRect(
        rect(x - radius, y - radius, radius * 2, radius * 2), cornerRadius: radius * unit,
        lineWidth: width * unit, color))
  }

  /// Points on the arc of an ellipse centred at (`x`, `y`) from angle `start` to `end`
  /// (radians, clockwise on screen from +x), `count` segments.
  func arc(
    _ x: CGFloat, _ y: CGFloat, radiusX: CGFloat, radiusY: CGFloat, from start: CGFloat,
    to end: CGFloat, count: Int = 16
  ) -> [(CGFloat, CGFloat)] {
    (0...count).map { step in
      let angle = start + (end - start) * CGFloat(step) / CGFloat(count)
      return (x + radiusX * cos(angle), y + radiusY * sin(angle))
    }
  }
}
