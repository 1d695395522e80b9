import CSDL2
import Foundation
import TableKit

/// Identifies a rasterized coverage mask: the shape's kind and its geometry in device pixels
/// relative to the mask's integer origin, quantized to 1/16 pixel so that nearly identical
/// shapes share a texture while distinct sub-pixel positions stay distinct.
struct MaskKey: Hashable {
  enum Kind: UInt8 {
    case corner, cornerOutside, ring, ellipse, polyline, shadow, shadowOutside, polygon
  }

  var kind: Kind
  var parameters: [Int32]

  static func quantize(_ value: Double) -> Int32 { PixelSpace.nearestInteger(value * 16) }
}

extension SDLRenderer {
  // MARK: - Rounded rectangles

  /// Fills a rounded rect: the straight parts as plain rects, the four corners as one cached
  /// anti-aliased quarter-circle mask, flipped into place.
  func fillRoundedRect(_ rect: CGRect, cornerRadius: CGFloat, color: Color) {
    let box = pixelRect(rect)
    guard box.w > 0, box.h > 0 else { return }
    let radius = min(pixelLength(cornerRadius), Double(box.w) / 2, Double(box.h) / 2)
    let side = PixelSpace.integer(radius.rounded(.up))
    guard side > 0 else { return fill(box, color: color) }
    fill(SDL_Rect(x: box.x + side, y: box.y, w: box.w - 2 * side, h: box.h), color: color)
    fill(SDL_Rect(x: box.x, y: box.y + side, w: side, h: box.h - 2 * side), color: color)
    fill(
      SDL_Rect(x: box.x + box.w - side, y: box.y + side, w: side, h: box.h - 2 * side),
      color: color)
    let tint = textureTint(color)
    guard let corner = cornerMask(radius: radius, side: side, color: tint.texture) else { return }
    copyCorner(corner, side: side, to: .allCorners, of: box, tint: tint.copy)
  }

  /// Draws a top-left corner mask `side` pixels square, tinted, into `corners` of `box`,
  /// flipped into place for each.
  private func copyCorner(
    _ mask: CachedTexture, side: Int32, to corners: RectCorner, of box: SDL_Rect, tint c: RGBA8
  ) {
    let both = SDL_RendererFlip(SDL_FLIP_HORIZONTAL.rawValue | SDL_FLIP_VERTICAL.rawValue)
    let placements: [(RectCorner, Int32, Int32, SDL_RendererFlip)] = [
      (.topLeft, box.x, box.y, SDL_FLIP_NONE),
      (.topRight, box.x + box.w - side, box.y, SDL_FLIP_HORIZONTAL),
      (.bottomLeft, box.x, box.y + box.h - side, SDL_FLIP_VERTICAL),
      (.bottomRight, box.x + box.w - side, box.y + box.h - side, both),
    ]
    for (corner, x, y, flip) in placements where corners.contains(corner) {
      let destination = SDL_Rect(x: x, y: y, w: side, h: side)
      recordCopy(mask, to: destination, color: c, flip: flip)
    }
  }

  private func cornerMask(radius: Double, side: Int32, color: RGBA8) -> CachedTexture? {
    let key = MaskKey(kind: .corner, parameters: [MaskKey.quantize(radius), side])
    return mask(key, width: Int(side), height: Int(side), color: color) { x, y in
      let qx = radius - x
      let qy = radius - y
      return qx > 0 && qy > 0 ? hypot(qx, qy) - radius : -1
    }
  }

  /// Paints `backdrop` over the chosen corners of `rect` outside their rounding: the top-left
  /// corner's mask (the complement of `cornerMask`'s quarter circle), flipped into place.
  func roundCorners(
    of rect: CGRect, cornerRadius: CGFloat, corners: RectCorner, backdrop: Color
  ) {
    let box = pixelRect(rect)
    guard box.w > 0, box.h > 0 else { return }
    let radius = min(pixelLength(cornerRadius), Double(box.w) / 2, Double(box.h) / 2)
    let side = PixelSpace.integer(radius.rounded(.up))
    guard side > 0 else { return }
    let key = MaskKey(kind: .cornerOutside, parameters: [MaskKey.quantize(radius), side])
    let tint = textureTint(backdrop)
    guard
      let mask = mask(
        key, width: Int(side), height: Int(side), color: tint.texture,
        { x, y in
          let qx = radius - x
          let qy = radius - y
          return qx > 0 && qy > 0 ? radius - hypot(qx, qy) : 1
        })
    else { return }
    copyCorner(mask, side: side, to: corners, of: box, tint: tint.copy)
  }

  /// Strokes a rounded rect's outline, centred on its edge.
  func strokeRoundedRect(_ rect: CGRect, cornerRadius: CGFloat, lineWidth: CGFloat, color: Color) {
    let stroke = pixelLength(lineWidth)
    let frame = pixelFrame(rect)
    let halfWidth = frame.width / 2
    let halfHeight = frame.height / 2
    let radius = pixelLength(cornerRadius)
    drawMask(
      kind: .ring, bounds: frame, outset: stroke / 2 + 1,
      extra: [MaskKey.quantize(radius), MaskKey.quantize(stroke)], color: color
    ) { x, y, cx, cy in
      abs(
        SignedDistance.roundedBox(
          x, y, cx: cx, cy: cy, halfWidth: halfWidth, halfHeight: halfHeight, radius: radius))
        - stroke / 2
    }
  }

  /// Fills an ellipse inscribed in `rect`.
  func fillEllipse(_ rect: CGRect, color: Color) {
    let frame = pixelFrame(rect)
    let radiusX = frame.width / 2
    let radiusY = frame.height / 2
    drawMask(kind: .ellipse, bounds: frame, outset: 1, extra: [], color: color) { x, y, cx, cy in
      SignedDistance.ellipse(x, y, cx: cx, cy: cy, radiusX: radiusX, radiusY: radiusY)
    }
  }

  /// Draws a soft shadow around a rounded rect; with `outsideOnly`, none inside the rect's
  /// rounded shape.
  func drawShadow(
    _ rect: CGRect, cornerRadius: CGFloat, blur: CGFloat, color: Color, outsideOnly: Bool = false
  ) {
    let frame = pixelFrame(rect)
    let spread = pixelLength(blur)
    let radius = pixelLength(cornerRadius)
    let halfWidth = frame.width / 2
    let halfHeight = frame.height / 2
    drawMask(
      kind: outsideOnly ? .shadowOutside : .shadow, bounds: frame, outset: spread + 1,
      extra: [MaskKey.quantize(radius), MaskKey.quantize(spread)], color: color, blur: spread,
      cutsOutShape: outsideOnly
    ) { x, y, cx, cy in
      SignedDistance.roundedBox(
        x, y, cx: cx, cy: cy, halfWidth: halfWidth, halfHeight: halfHeight, radius: radius)
    }
  }

  /// Strokes an open path with round caps and joins.
  func strokePolyline(_ points: [CGPoint], lineWidth: CGFloat, color: Color) {
    let stroke = max(0, pixelLength(lineWidth))
    drawPath(
      points, kind: .polyline, margin: stroke / 2 + 1, extra: [MaskKey.quantize(stroke)],
      color: color
    ) {
      x, y, local in SignedDistance.stroke(x, y, points: local, width: stroke)
    }
  }

  /// Fills a closed polygon by the even-odd rule: the filled system symbols.
  func fillPolygon(_ points: [CGPoint], color: Color) {
    guard points.count >= 3 else { return }
    drawPath(points, kind: .polygon, margin: 1, extra: [], color: color) { x, y, local in
      SignedDistance.polygon(x, y, points: local)
    }
  }

  /// Draws the mask of a shape given by points: its box is the points' bounds grown by
  /// `margin` pixels, on the integer pixel grid; `signedDistance` gets the points relative to
  /// the box's corner. The points are part of the mask's cache key.
  ///
  /// Runs for every shape of every frame. The key's parameters are built in a buffer the
  /// renderer keeps, and a shape that is a recent one moved by whole pixels (a row's chevron,
  /// drawn again on the next row) is copied from that one's mask (`RecentPathMasks`) without
  /// a key of its own or a lookup.
  private func drawPath(
    _ points: [CGPoint], kind: MaskKey.Kind, margin: Double, extra: [Int32], color: Color,
    signedDistance: @escaping (Double, Double, [(Double, Double)]) -> Double
  ) {
    guard !points.isEmpty else { return }
    var low = (x: Double.infinity, y: Double.infinity)
    var high = (x: -Double.infinity, y: -Double.infinity)
    for point in points {
      let pixel = (pixelX(point.x), pixelY(point.y))
      low = (min(low.x, pixel.0), min(low.y, pixel.1))
      high = (max(high.x, pixel.0), max(high.y, pixel.1))
    }
    let originX = (low.x - margin).rounded(.down)
    let originY = (low.y - margin).rounded(.down)
    let width = Int(checked: high.x + margin - originX, rounding: .up, naming: "a path's width")
    let height = Int(checked: high.y + margin - originY, rounding: .up, naming: "a path's height")
    pathParameters.removeAll(keepingCapacity: true)
    pathParameters += extra
    pathParameters.append(Int32(clamping: width))
    pathParameters.append(Int32(clamping: height))
    for point in points {
      pathParameters.append(MaskKey.quantize(pixelX(point.x) - originX))
      pathParameters.append(MaskKey.quantize(pixelY(point.y) - originY))
    }
    let tint = textureTint(color)
    // The first point's y: after the extra parameters, the width and height, and its x.
    let firstY = extra.count + 3
    if let texture = recentPathMasks.texture(
      kind: kind, parameters: pathParameters, firstY: firstY, textureColor: tint.texture)
    {
      guard tint.copy.alpha > 0 else { return }
      return recordCopy(
        texture,
        to: SDL_Rect(
          x: PixelSpace.integer(originX), y: PixelSpace.integer(originY), w: texture.width,
          h: texture.height),
        color: tint.copy)
    }
    // A loop, not `map`: the closure would check at every call that it runs on the main actor.
    var local: [(Double, Double)] = []
    local.reserveCapacity(points.count)
    for point in points { local.append((pixelX(point.x) - originX, pixelY(point.y) - originY)) }
    let key = MaskKey(kind: kind, parameters: pathParameters)
    let cached = drawCoverage(
      key, x: originX, y: originY, width: width, height: height, color: color
    ) { x, y in
      signedDistance(x, y, local)
    }
    if let cached {
      recentPathMasks.remember(cached, key: key, firstY: firstY, textureColor: tint.texture)
    }
  }

  // MARK: - Masks

  /// A rect in device pixels, unrounded, in the current translation; its edges are clamped
  /// like every pixel value, so a huge frame keeps a finite, bounded size.
  private func pixelFrame(_ rect: CGRect) -> CGRect {
    let r = rect.standardized
    let minX = pixelX(r.minX)
    let minY = pixelY(r.minY)
    return CGRect(x: minX, y: minY, width: pixelX(r.maxX) - minX, height: pixelY(r.maxY) - minY)
  }

  /// Rasterizes (or reuses) the mask of a shape centred in `bounds` grown by `outset` pixels,
  /// positioned on the integer pixel grid, and draws it tinted with `color`.
  private func drawMask(
    kind: MaskKey.Kind, bounds: CGRect, outset: Double, extra: [Int32], color: Color,
    blur: Double? = nil, cutsOutShape: Bool = false,
    signedDistance: @escaping (Double, Double, Double, Double) -> Double
  ) {
    guard bounds.width > 0, bounds.height > 0 else { return }
    let originX = (Double(bounds.minX) - outset).rounded(.down)
    let originY = (Double(bounds.minY) - outset).rounded(.down)
    let width = Int(
      checked: Double(bounds.maxX) + outset - originX, rounding: .up, naming: "a mask's width")
    let height = Int(
      checked: Double(bounds.maxY) + outset - originY, rounding: .up, naming: "a mask's height")
    let cx = Double(bounds.midX) - originX
    let cy = Double(bounds.midY) - originY
    let key = MaskKey(
      kind: kind,
      parameters: [
        Int32(clamping: width), Int32(clamping: height), MaskKey.quantize(cx), MaskKey.quantize(cy),
        MaskKey.quantize(Double(bounds.width)), MaskKey.quantize(Double(bounds.height)),
      ] + extra)
    drawCoverage(
      key, x: originX, y: originY, width: width, height: height, blur: blur,
      cutsOutShape: cutsOutShape, color: color
    ) { x, y in
      signedDistance(x, y, cx, cy)
    }
  }

  /// Draws, tinted with `color`, the coverage of a shape over the `width` × `height` pixels whose
  /// top-left corner is the whole pixel (`x`, `y`); `signedDistance` is relative to that corner.
  ///
  /// A mask that fits the output is cached under `key`, and returned when it was copied. A
  /// larger one (a huge or infinite frame) is rasterized only where it meets the output, so it
  /// never allocates more than one screen; that part moves with every scroll position, so it is
  /// drawn once and not cached. Coverage is computed per pixel, so the part has the very pixels
  /// the whole mask would have there.
  @discardableResult
  private func drawCoverage(
    _ key: MaskKey, x: Double, y: Double, width: Int, height: Int, blur: Double? = nil,
    cutsOutShape: Bool = false, color: Color, signedDistance: (Double, Double) -> Double
  ) -> CachedTexture? {
    let output = outputPixelSize
    guard width > Int(output.width) || height > Int(output.height) else {
      let tint = textureTint(color)
      guard tint.copy.alpha > 0,
        let texture = mask(
          key, width: width, height: height, blur: blur, cutsOutShape: cutsOutShape,
          color: tint.texture, signedDistance)
      else { return nil }
      recordCopy(
        texture,
        to: SDL_Rect(
          x: PixelSpace.integer(x), y: PixelSpace.integer(y), w: texture.width, h: texture.height),
        color: tint.copy)
      return texture
    }
    let left = max(x, 0)
    let top = max(y, 0)
    let right = min(x + Double(width), Double(output.width))
    let bottom = min(y + Double(height), Double(output.height))
    guard right > left, bottom > top else { return nil }
    let partWidth = Int(right - left)
    let partHeight = Int(bottom - top)
    let coverage = rasterize(
      width: partWidth, height: partHeight, blur: blur, cutsOutShape: cutsOutShape
    ) { px, py in
      signedDistance(px + left - x, py + top - y)
    }
    guard let surface = coloredSurface(alpha: coverage, color: .white),
      let texture = cacheTexture(from: surface, key: nil)
    else { return nil }
    copy(
      texture,
      to: SDL_Rect(
        x: PixelSpace.integer(left), y: PixelSpace.integer(top), w: texture.width,
        h: texture.height),
      tint: color)
    return nil
  }

  /// The cached texture of a coverage mask, rasterizing it on a miss.
  private func mask(
    _ key: MaskKey, width: Int, height: Int, blur: Double? = nil, cutsOutShape: Bool = false,
    color: RGBA8, _ signedDistance: (Double, Double) -> Double
  ) -> CachedTexture? {
    let textureKey = TextureKey.mask(key, color: color.packed)
    if let cached = textures.value(forKey: textureKey) { return cached }
    guard width > 0, height > 0, width * height <= 16 << 20 else { return nil }
    let coverage = rasterize(
      width: width, height: height, blur: blur, cutsOutShape: cutsOutShape, signedDistance)
    guard let surface = coloredSurface(alpha: coverage, color: color) else { return nil }
    return cacheTexture(from: surface, key: textureKey)
  }

  /// A shape's hard-edged coverage, or its soft falloff over `blur` pixels when given (only
  /// outside the shape with `cutsOutShape`).
  private func rasterize(
    width: Int, height: Int, blur: Double?, cutsOutShape: Bool = false,
    _ signedDistance: (Double, Double) -> Double
  ) -> CoverageMask {
    guard let blur else {
      return CoverageMask(width: width, height: height, signedDistance: signedDistance)
    }
    return CoverageMask(
      width: width, height: height, blur: blur, cutsOutShape: cutsOutShape,
      signedDistance: signedDistance)
  }

  /// An ARGB8888 surface of `color`'s red, green and blue, with the mask's coverage as alpha.
  private func coloredSurface(alpha coverage: CoverageMask, color: RGBA8)
    -> UnsafeMutablePointer<SDL_Surface>?
  {
    guard
      let surface = SDL_CreateRGBSurfaceWithFormat(
        0, Int32(coverage.width), Int32(coverage.height), 32, SDL_PIXELFORMAT_ARGB8888.rawValue)
    else { return nil }
    let pitch = Int(surface.pointee.pitch) / 4
    let pixels = surface.pointee.pixels.assumingMemoryBound(to: UInt32.self)
    let rgb = UInt32(color.red) << 16 | UInt32(color.green) << 8 | UInt32(color.blue)
    for y in 0..<coverage.height {
      for x in 0..<coverage.width {
        pixels[y * pitch + x] = UInt32(coverage.alpha[y * coverage.width + x]) << 24 | rgb
      }
    }
    return surface
  }
}
