import Foundation

extension DrawList {
  /// The same drawing mapped by `transform` about `center`, as a view's `transform` draws
  /// it: a point p lands at center + transform(p − center).
  ///
  /// A translation moves the list; a uniform scale scales it (`scaled(by:about:)`). Any other
  /// transform maps every point: rectangles, rounded rectangles and ellipses become polygons
  /// when rotated, lines and polygons turn, and text turns about its origin (its size by the
  /// transform's scale). Images stay upright, sized by the scale and centered where the
  /// transform puts their center; shadows, corner masks and backdrop blurs are left out (kept
  /// when the axes stay put), and a clip becomes the box around its turned rect.
  /// - Complexity: O(n) in the number of commands.
  func transformed(by transform: CGAffineTransform, about center: CGPoint) -> DrawList {
    guard transform.isFinite, !transform.isIdentity else { return self }
    let linear = CGAffineTransform(
      a: transform.a, b: transform.b, c: transform.c, d: transform.d, tx: 0, ty: 0)
    let shift = CGPoint(x: transform.tx, y: transform.ty)
    var result = DrawList(traits: traits)
    if linear.isIdentity {
      result.translated(by: shift) { $0.append(contentsOf: self) }
    } else if linear.b == 0, linear.c == 0, linear.a == linear.d, linear.a > 0 {
      result.translated(by: shift) { $0.append(contentsOf: scaled(by: linear.a, about: center)) }
    } else {
      var mapper = AffinePointMapper(
        transform: linear, center: center, shift: shift, keepsAxes: linear.b == 0 && linear.c == 0)
      for command in commands {
        if let mapped = mapper.map(command) { result.append(mapped) }
      }
    }
    return result
  }
}

/// Maps draw commands through an affine transform, folding the list's own translations into
/// the points (a translation inside a turned list is a turned offset).
private struct AffinePointMapper {
  let transform: CGAffineTransform
  let center: CGPoint
  let shift: CGPoint
  /// Whether the transform keeps rects axis-aligned (scales only, perhaps mirrored).
  let keepsAxes: Bool
  private var origin = CGPoint.zero
  private var origins: [CGPoint] = []

  init(transform: CGAffineTransform, center: CGPoint, shift: CGPoint, keepsAxes: Bool) {
    self.transform = transform
    self.center = center
    self.shift = shift
    self.keepsAxes = keepsAxes
  }

  /// How much lengths grow: the square root of the area's scale.
  private var lengthScale: CGFloat {
    abs(transform.a * transform.d - transform.b * transform.c).squareRoot()
  }

  private func point(_ p: CGPoint) -> CGPoint {
    let relative = CGPoint(x: p.x + origin.x - center.x, y: p.y + origin.y - center.y)
      .applying(transform)
    return CGPoint(x: relative.x + center.x + shift.x, y: relative.y + center.y + shift.y)
  }

  private func corners(_ r: CGRect) -> [CGPoint] {
    [
      CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
      CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY),
    ].map(point)
  }

  /// The box around the mapped rect.
  private func box(_ r: CGRect) -> CGRect {
    let points = corners(r)
    let xs = points.map(\.x)
    let ys = points.map(\.y)
    return CGRect(
      x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
  }

  /// The outline of a rounded rect (or an ellipse, with the largest radius), before mapping.
  private func outline(_ r: CGRect, radius: CGFloat) -> [CGPoint] {
    let radius = min(max(0, radius), r.width / 2, r.height / 2)
    guard radius > 0 else {
      return [
        CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
        CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY),
      ]
    }
    let stepsPerCorner = 8
    let cornerCenters = [
      CGPoint(x: r.maxX - radius, y: r.minY + radius),
      CGPoint(x: r.maxX - radius, y: r.maxY - radius),
      CGPoint(x: r.minX + radius, y: r.maxY - radius),
      CGPoint(x: r.minX + radius, y: r.minY + radius),
    ]
    var points: [CGPoint] = []
    for (index, corner) in cornerCenters.enumerated() {
      let start = -CGFloat.pi / 2 + CGFloat(index) * .pi / 2
      for step in 0...stepsPerCorner {
        let angle = start + CGFloat(step) / CGFloat(stepsPerCorner) * .pi / 2
        points.append(CGPoint(x: corner.x + radius * cos(angle), y: corner.y + radius * sin(angle)))
      }
    }
    return points
  }

  private func ellipse(_ r: CGRect) -> [CGPoint] {
    let steps = 36
    return (0..<steps).map { step in
      let angle = CGFloat(step) / CGFloat(steps) * 2 * .pi
      return CGPoint(x: r.midX + r.width / 2 * cos(angle), y: r.midY + r.height / 2 * sin(angle))
    }
  }

  mutating func map(_ command: DrawCommand) -> DrawCommand? {
    switch command {
    case .pushTranslation(let offset):
      origins.append(origin)
      origin = CGPoint(x: origin.x + offset.x, y: origin.y + offset.y)
      return nil
    case .popTranslation:
      origin = origins.popLast() ?? origin
      return nil
    case .pushAlpha, .popAlpha, .popClip, .pushVibrancy, .popVibrancy:
      return command
    case .pushClip(let r):
      return .pushClip(box(r))
    case .fillRect(let r, let color):
      return keepsAxes ? .fillRect(box(r), color) : .fillPolygon(corners(r), color)
    case .fillRoundedRect(let r, let radius, let color):
      if keepsAxes { return .fillRoundedRect(box(r), cornerRadius: radius * lengthScale, color) }
      return .fillPolygon(outline(r, radius: radius).map(point), color)
    case .strokeRoundedRect(let r, let radius, let width, let color):
      if keepsAxes {
        return .strokeRoundedRect(
          box(r), cornerRadius: radius * lengthScale, lineWidth: width * lengthScale, color)
      }
      let points = outline(r, radius: radius).map(point)
      return .polyline(points + [points[0]], lineWidth: width * lengthScale, color)
    case .fillEllipse(let r, let color):
      return keepsAxes ? .fillEllipse(box(r), color) : .fillPolygon(ellipse(r).map(point), color)
    case .line(let from, let to, let pixelWidth, let color):
      return .line(from: point(from), to: point(to), pixelWidth: pixelWidth, color)
    case .polyline(let points, let width, let color):
      return .polyline(points.map(point), lineWidth: width * lengthScale, color)
    case .fillPolygon(let points, let color):
      return .fillPolygon(points.map(point), color)
    case .text(var run):
      run.origin = point(run.origin)
      run.font = run.font.withSize(run.font.pointSize * lengthScale)
      run.maxWidth = run.maxWidth.map { $0 * lengthScale }
      run.rotation += atan2(transform.b, transform.a)
      return .text(run)
    case .image(let name, let r):
      let mappedCenter = point(CGPoint(x: r.midX, y: r.midY))
      let size = CGSize(width: r.width * lengthScale, height: r.height * lengthScale)
      return .image(
        name: name,
        rect: CGRect(
          x: mappedCenter.x - size.width / 2, y: mappedCenter.y - size.height / 2,
          width: size.width, height: size.height))
    case .shadow, .shadowOutside, .roundCorners, .backdropBlur:
      // A turned backdrop blur is left out: the material's tint, a polygon, still shows.
      return keepsAxes ? mapAxisAligned(command) : nil
    }
  }

  private func mapAxisAligned(_ command: DrawCommand) -> DrawCommand? {
    switch command {
    case .shadow(let r, let radius, let blur, let color):
      return .shadow(box(r), cornerRadius: radius * lengthScale, blur: blur * lengthScale, color)
    case .shadowOutside(let r, let radius, let blur, let color):
      return .shadowOutside(
        box(r), cornerRadius: radius * lengthScale, blur: blur * lengthScale, color)
    case .roundCorners(let r, let radius, let corners, let backdrop):
      return .roundCorners(
        box(r), cornerRadius: radius * lengthScale, corners: corners, backdrop: backdrop)
    case .backdropBlur(let r, var blur):
      blur.radius *= lengthScale
      blur.cornerRadius *= lengthScale
      return .backdropBlur(box(r), blur)
    default:
      return command
    }
  }
}
