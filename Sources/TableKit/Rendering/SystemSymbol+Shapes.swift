import Foundation

/// The shapes of each symbol in its design box (`designSize`, y down). The outlines follow SF
/// Symbols' regular weight; strokes keep half their width inside the box. Marks the table
/// already draws (the chevron, checkmark, info button, plus and trash glyphs) are reused.
extension SystemSymbol {
  /// Appends the symbol's shapes to `pen`'s list, in design units.
  func drawShapes(with pen: inout SymbolPen) {
    let weight = Self.lineWidth
    switch self {
    case .chevronRight:
      pen.list.chevron(in: pen.rect(3, 2.5, 6.5, 15), lineWidth: 2 * pen.unit, color: pen.color)
    case .checkmark:
      pen.list.checkmark(in: pen.rect(2, 3.5, 16, 13), lineWidth: 2 * pen.unit, color: pen.color)
    case .plus:
      pen.list.plusGlyph(in: pen.rect(0, 0, 20, 20), lineWidth: 1.8 * pen.unit, color: pen.color)
    case .minusCircleFill:
      pen.list.append(.fillEllipse(pen.rect(0.5, 0.5, 19, 19), pen.color))
      pen.stroke([(5.5, 10), (14.5, 10)], width: 2, color: .white)
    case .trash:
      pen.list.trashGlyph(in: pen.rect(0, 0, 20, 20), lineWidth: weight, color: pen.color)
    case .star:
      pen.stroke(Self.starPoints, closed: true)
    case .starFill:
      pen.fill(Self.starPoints)
      pen.stroke(Self.starPoints, width: 1, closed: true)
    case .heart:
      pen.stroke(Self.heartPoints, closed: true)
    case .gear:
      pen.stroke(Self.cogPoints, width: 1.5, closed: true)
      pen.circle(10, 10, radius: 3)
    case .infoCircle:
      pen.list.infoButton(in: pen.rect(0.5, 0.5, 19, 19), color: pen.color)
    case .personCropCircle:
      pen.circle(10, 10, radius: 9.1)
      pen.circle(10, 8, radius: 3.3)
      pen.stroke(pen.arc(10, 18.2, radiusX: 6.2, radiusY: 4.6, from: .pi + 0.5, to: 2 * .pi - 0.5))
    case .magnifyingglass:
      pen.circle(8.3, 8.3, radius: 6.2, width: 1.8)
      pen.stroke([(12.9, 12.9), (18.2, 18.2)], width: 2.2)
    case .xmark:
      pen.stroke([(4, 4), (16, 16)], width: 1.8)
      pen.stroke([(16, 4), (4, 16)], width: 1.8)
    case .folder:
      pen.stroke(
        [(1.5, 3.5), (7.2, 3.5), (9, 5.8), (18.5, 5.8), (18.5, 16.5), (1.5, 16.5)], closed: true)
      pen.stroke([(1.5, 8.4), (18.5, 8.4)])
    case .doc:
      pen.stroke([(2, 1.5), (9.5, 1.5), (14, 6), (14, 18.5), (2, 18.5)], closed: true)
      pen.stroke([(9.5, 1.5), (9.5, 6), (14, 6)])
    case .bell:
      let dome = pen.arc(10, 8.3, radiusX: 5.1, radiusY: 5.1, from: .pi, to: 2 * .pi, count: 12)
      pen.stroke([(3, 14.6), (4.9, 12.4)] + dome + [(15.1, 12.4), (17, 14.6)], closed: true)
      pen.stroke(pen.arc(10, 16.4, radiusX: 2, radiusY: 2, from: 0, to: .pi, count: 8))
      pen.stroke([(10, 1.6), (10, 3.2)])
    case .bookmark:
      pen.stroke([(2, 1.5), (12, 1.5), (12, 18.5), (7, 14.2), (2, 18.5)], closed: true)
    case .flag:
      pen.stroke([(2.5, 1.5), (2.5, 18.5)])
      pen.stroke(Self.flagPoints, closed: true)
    case .squareAndArrowUp:
      pen.stroke([(6, 7.5), (3, 7.5), (3, 18.5), (15, 18.5), (15, 7.5), (12, 7.5)])
      pen.stroke([(9, 1.8), (9, 12.5)])
      pen.stroke([(5.6, 5.2), (9, 1.8), (12.4, 5.2)])
    case .ellipsis:
      for x: CGFloat in [3, 10, 17] { pen.list.append(.fillEllipse(pen.rect(x - 1.9, 8.1, 3.8, 3.8), pen.color)) }
    case .clock:
      pen.circle(10, 10, radius: 9.1)
      pen.stroke([(10, 4.6), (10, 10), (13.8, 12.4)])
    case .arrowDownCircle:
      pen.circle(10, 10, radius: 9.1)
      pen.stroke([(10, 5), (10, 14.6)])
      pen.stroke([(6.4, 11.2), (10, 14.8), (13.6, 11.2)])
    case .listBullet:
      for y: CGFloat in [4.5, 10, 15.5] {
        pen.list.append(.fillEllipse(pen.rect(1.2, y - 1.3, 2.6, 2.6), pen.color))
        pen.stroke([(6.5, y), (18.8, y)])
      }
    case .docOnDoc:
      // The document behind shows only where the front one leaves it uncovered.
      pen.stroke([(6, 5.5), (6, 1.5), (12.5, 1.5), (17, 6), (17, 14.5), (13, 14.5)])
      pen.stroke([(12.5, 1.5), (12.5, 6), (17, 6)])
      pen.stroke([(2, 5.5), (8.5, 5.5), (13, 10), (13, 18.5), (2, 18.5)], closed: true)
      pen.stroke([(8.5, 5.5), (8.5, 10), (13, 10)])
    case .plusSquareOnSquare:
      pen.stroke(Self.squareBehindPoints)
      pen.roundedRect(2, 5.5, 12.5, 12.5, cornerRadius: 2.6)
      pen.stroke([(8.25, 8.6), (8.25, 14.9)])
      pen.stroke([(5.1, 11.75), (11.4, 11.75)])
    case .pencil:
      pen.stroke(Self.pencilPoints(tip: (2.6, 17.4), end: (17, 3), halfWidth: 2.3), closed: true)
      pen.stroke(Self.pencilBand(end: (17, 3), halfWidth: 2.3))
    case .squareAndPencil:
      pen.stroke(Self.openSquarePoints)
      pen.stroke(Self.pencilPoints(tip: (7.8, 12.2), end: (17.4, 2.6), halfWidth: 1.5), closed: true)
    case .arrowUpArrowDown:
      pen.stroke([(6, 17.5), (6, 2.8)])
      pen.stroke([(2.4, 6.4), (6, 2.8), (9.6, 6.4)])
      pen.stroke([(14, 2.5), (14, 17.2)])
      pen.stroke([(10.4, 13.6), (14, 17.2), (17.6, 13.6)])
    }
  }

  /// A quarter circle of `radius` about (`x`, `y`), clockwise from angle `start`: a rounded
  /// corner of an outline.
  private static func corner(
    _ x: CGFloat, _ y: CGFloat, radius: CGFloat, from start: CGFloat
  ) -> [(CGFloat, CGFloat)] {
    (0...6).map { step in
      let angle = start + CGFloat.pi / 2 * CGFloat(step) / 6
      return (x + radius * cos(angle), y + radius * sin(angle))
    }
  }

  /// The square behind `plus.square.on.square`: its edges above and to the right of the front
  /// square, with rounded corners.
  static let squareBehindPoints: [(CGFloat, CGFloat)] = {
    let radius: CGFloat = 2.6
    let (left, top, right, bottom): (CGFloat, CGFloat, CGFloat, CGFloat) = (5.5, 2, 18, 14.5)
    var points: [(CGFloat, CGFloat)] = [(left, 5.5)]
    points += corner(left + radius, top + radius, radius: radius, from: .pi)
    points += corner(right - radius, top + radius, radius: radius, from: 1.5 * .pi)
    points += corner(right - radius, bottom - radius, radius: radius, from: 0)
    points.append((14.5, bottom))
    return points
  }()

  /// The square of `square.and.pencil`, open at its top right where the pencil writes.
  static let openSquarePoints: [(CGFloat, CGFloat)] = {
    let radius: CGFloat = 2.8
    let (left, top, right, bottom): (CGFloat, CGFloat, CGFloat, CGFloat) = (2, 3.2, 17, 18.5)
    var points: [(CGFloat, CGFloat)] = [(10, top)]
    points += corner(left + radius, top + radius, radius: radius, from: .pi).reversed()
    points += corner(left + radius, bottom - radius, radius: radius, from: 0.5 * .pi).reversed()
    points += corner(right - radius, bottom - radius, radius: radius, from: 0).reversed()
    points.append((right, 10))
    return points
  }()

  /// A pencil's outline along the line from its `tip` to its blunt `end`: the sharpened cone,
  /// then a body `halfWidth` to either side of that line.
  static func pencilPoints(
    tip: (CGFloat, CGFloat), end: (CGFloat, CGFloat), halfWidth: CGFloat
  ) -> [(CGFloat, CGFloat)] {
    let (along, across) = pencilAxes(tip: tip, end: end)
    let cone: CGFloat = 2 * halfWidth
    let shoulder = (tip.0 + along.0 * cone, tip.1 + along.1 * cone)
    func offset(_ point: (CGFloat, CGFloat), _ by: CGFloat) -> (CGFloat, CGFloat) {
      (point.0 + across.0 * by, point.1 + across.1 * by)
    }
    return [
      tip, offset(shoulder, halfWidth), offset(end, halfWidth), offset(end, -halfWidth),
      offset(shoulder, -halfWidth),
    ]
  }

  /// The band across a pencil near its blunt end (the eraser's ferrule).
  static func pencilBand(end: (CGFloat, CGFloat), halfWidth: CGFloat) -> [(CGFloat, CGFloat)] {
    let (along, across) = pencilAxes(tip: (end.0 - 1, end.1 + 1), end: end)
    let band = (end.0 - along.0 * 2.8, end.1 - along.1 * 2.8)
    return [
      (band.0 + across.0 * halfWidth, band.1 + across.1 * halfWidth),
      (band.0 - across.0 * halfWidth, band.1 - across.1 * halfWidth),
    ]
  }

  /// The unit vector from `tip` to `end` and the one across it.
  private static func pencilAxes(
    tip: (CGFloat, CGFloat), end: (CGFloat, CGFloat)
  ) -> (along: (CGFloat, CGFloat), across: (CGFloat, CGFloat)) {
    let length = max(hypot(end.0 - tip.0, end.1 - tip.1), 0.001)
    let along = ((end.0 - tip.0) / length, (end.1 - tip.1) / length)
    return (along, (-along.1, along.0))
  }

  // MARK: - Outlines

  /// A five-pointed star with rounded-looking tips: outer radius 9, inner radius 4.1 (SF's
  /// star is plumper than a regular one), centred slightly low as SF's is.
  static let starPoints: [(CGFloat, CGFloat)] = (0..<10).map { index in
    let radius: CGFloat = index.isMultiple(of: 2) ? 9 : 4.1
    let angle = -CGFloat.pi / 2 + CGFloat(index) * .pi / 5
    return (10 + radius * cos(angle), 10.6 + radius * sin(angle))
  }

  /// The classic parametric heart (x = 16 sin³t, y = 13 cos t − 5 cos 2t − 2 cos 3t − cos 4t),
  /// scaled into the box: lobes at the top, the tip at the bottom.
  static let heartPoints: [(CGFloat, CGFloat)] = (0..<48).map { step in
    let t = CGFloat(step) / 48 * 2 * .pi
    let x = 16 * pow(sin(t), 3)
    let y = 13 * cos(t) - 5 * cos(2 * t) - 2 * cos(3 * t) - cos(4 * t)
    return (10 + x * 0.55, 9.3 - y * 0.53)
  }

  /// A cog of eight teeth: each tooth's flanks run from radius 7 at the root to 9.2 at the tip.
  static let cogPoints: [(CGFloat, CGFloat)] = (0..<8).flatMap { tooth in
    let centre = CGFloat(tooth) * .pi / 4
    let spans: [(CGFloat, CGFloat)] = [(-0.30, 7), (-0.17, 9.2), (0.17, 9.2), (0.30, 7)]
    return spans.map { offset, radius in
      (10 + radius * cos(centre + offset), 10 + radius * sin(centre + offset))
    }
  }

  /// A flag waving from the pole: a gentle sine on its top and bottom edges.
  static let flagPoints: [(CGFloat, CGFloat)] = {
    let xs = stride(from: CGFloat(2.5), through: 16.5, by: 1.75).map { $0 }
    func wave(_ x: CGFloat) -> CGFloat { -1.1 * sin((x - 2.5) / 14 * 2 * .pi) }
    let top = xs.map { ($0, 3 + wave($0)) }
    let bottom = xs.reversed().map { ($0, 12 + wave($0)) }
    return top + bottom
  }()
}
