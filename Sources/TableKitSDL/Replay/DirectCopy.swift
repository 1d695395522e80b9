import CSDL2

/// Untinted copies of kept pixels (text, images, shapes) blended straight into the target
/// surface's memory (issue 32).
///
/// SDL's software renderer blends such a copy pixel by pixel with a branch on each pixel's
/// alpha, which a glyph's edges make unpredictable: at 390 × 844 @2x that loop was a third of
/// W0's frame. `TargetBlend` computes the same pixels four at a time, from ARGB8888 texels or
/// from pixels of one color kept as their alphas (`SingleColorPixels`). Only copies SDL would
/// blend with that arithmetic come here (one texel a pixel, no tint, no render target, a
/// surface whose pixels are ARGB8888 or RGB888); any other goes to SDL.
extension SDLRenderer {
  /// Blends the part `part` (output pixels) of an exact copy of `texture` (its rect `source`,
  /// or all of it, landing at `destination` one texel a pixel) into the target surface, as SDL
  /// blends it, once SDL has drawn what was issued before. False, with nothing done, where SDL
  /// must copy instead (as when `blendsCopiesInTarget` is off): a tint or opacity (`color`
  /// other than opaque white), a texture without kept pixels, no target surface or one of
  /// another format, a render target set, or texels outside the texture.
  func copyInTarget(
    _ texture: CachedTexture, part: PixelBox, of source: SDL_Rect?, at destination: SDL_Rect,
    color c: RGBA8
  ) -> Bool {
    guard blendsCopiesInTarget, c == .white, texture.kept != nil,
      SDL_GetRenderTarget(renderer) == nil, let surface = targetSurface,
      Self.alphaBits(of: surface.pointee.format.pointee.format) != nil,
      let base = surface.pointee.pixels
    else { return false }
    let bounds = PixelBox(x0: 0, y0: 0, x1: surface.pointee.w, y1: surface.pointee.h)
    let inside = part.intersection(bounds)
    let width = Int(inside.x1 - inside.x0)
    let height = Int(inside.y1 - inside.y0)
    let texelX = Int(source?.x ?? 0) + Int(inside.x0 - destination.x)
    let texelY = Int(source?.y ?? 0) + Int(inside.y0 - destination.y)
    guard !inside.isEmpty else { return true }
    guard texelX >= 0, texelY >= 0, texelX + width <= Int(texture.width),
      texelY + height <= Int(texture.height), SDL_RenderFlush(renderer) == 0
    else { return false }
    let pitch = Int(surface.pointee.pitch) / 4
    var row = base.assumingMemoryBound(to: UInt32.self) + Int(inside.y0) * pitch + Int(inside.x0)
    guard let kept = texture.keptPixelsForBlending() else { return false }
    switch kept {
    case .surface(let image):
      guard let imageBase = image.pointee.pixels else { return false }
      let imagePitch = Int(image.pointee.pitch) / 4
      var texels =
        UnsafePointer(imageBase.assumingMemoryBound(to: UInt32.self)) + texelY * imagePitch
        + texelX
      for line in 0..<height {
        if line + 1 < height { Self.prefetch(row + pitch, count: width) }
        TargetBlend.blend(texels, over: row, count: width)
        row += pitch
        texels += imagePitch
      }
    case .singleColor(let mask):
      var alphas = UnsafePointer(mask.coverage) + texelY * mask.width + texelX
      for line in 0..<height {
        if line + 1 < height {
          Self.prefetch(row + pitch, count: width, coveredBy: alphas + mask.width)
        }
        TargetBlend.blend(coverage: alphas, color: mask.color, over: row, count: width)
        row += pitch
        alphas += mask.width
      }
    }
    return true
  }

  /// Asks for the cache lines of `count` target pixels from `pixels` ahead of their blend, a
  /// row before it: the blend waits on reading them back more than on anything else (W0 at
  /// 390 × 844@2x: the replay 8 to 10 % faster side by side). With `coverage`, only lines
  /// whose sixteen texels are not all clear, which the blend touches.
  private static func prefetch(
    _ pixels: UnsafeMutablePointer<UInt32>, count: Int,
    coveredBy coverage: UnsafePointer<UInt8>? = nil
  ) {
    var offset = 0
    while offset < count {
      if let coverage, offset + 16 <= count, TargetBlend.areClear(coverage + offset) {
        offset += 16
        continue
      }
      tablekit_prefetch_for_writing(pixels + offset)
      offset += 16
    }
  }
}
