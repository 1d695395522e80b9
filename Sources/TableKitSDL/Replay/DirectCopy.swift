import CSDL2

/// Untinted copies of kept pixels (text, images, shapes) blended straight into the target
/// surface's memory (issue 32).
///
/// SDL's software renderer blends such a copy pixel by pixel with a branch on each pixel's
/// alpha, which a glyph's edges make unpredictable: at 390 × 844 @2x that loop was a third of
/// W0's frame. `TargetBlend` computes the same pixels four at a time. Only
/// copies SDL would blend with that arithmetic come here (one texel a pixel, no tint, no
/// render target, a surface whose pixels are ARGB8888 or RGB888); any other goes to SDL.
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
    guard blendsCopiesInTarget, c == .white, let image = texture.pixels,
      let imageBase = image.pointee.pixels,
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
    guard texelX >= 0, texelY >= 0, texelX + width <= Int(image.pointee.w),
      texelY + height <= Int(image.pointee.h), SDL_RenderFlush(renderer) == 0
    else { return false }
    let pitch = Int(surface.pointee.pitch) / 4
    let imagePitch = Int(image.pointee.pitch) / 4
    var row = base.assumingMemoryBound(to: UInt32.self) + Int(inside.y0) * pitch + Int(inside.x0)
    var texels =
      UnsafePointer(imageBase.assumingMemoryBound(to: UInt32.self)) + texelY * imagePitch + texelX
    for _ in 0..<height {
      TargetBlend.blend(texels, over: row, count: width)
      row += pitch
      texels += imagePitch
    }
    return true
  }
}

/// SDL 2's blend of an ARGB8888 pixel carrying its own alpha over a pixel of the same channel
/// layout, as its software blitter for that case computes it on x86
/// (`BlitRGBtoRGBPixelAlphaMMX`, chosen wherever SDL finds MMX): a clear texel leaves the
/// pixel, an opaque one replaces it, and otherwise each channel is `s·a/256 + d·(255−a)/256`,
/// each term rounded down, alpha as a channel whose source weight is 255.
enum TargetBlend {
  /// Whether SDL blends with this arithmetic here (it picks another blitter without MMX).
  static let matchesSDL = SDL_HasMMX() == SDL_TRUE

  /// Blends `count` texels from `source` over the pixels at `target`.
  ///
  /// Four pixels at a time in 16-bit lanes, two channels of a pixel in each 32-bit word (SSE2
  /// multiplies 16-bit lanes, not 32-bit ones); four clear texels, most of a line of text's
  /// box, are skipped without a store, and the clear and opaque cases are otherwise chosen
  /// lane by lane rather than branched to, since glyph edges make such branches unpredictable.
  static func blend(
    _ source: UnsafePointer<UInt32>, over target: UnsafeMutablePointer<UInt32>, count: Int
  ) {
    typealias Pixels = SIMD4<UInt32>
    let lowBytes = Pixels(repeating: 0x00FF_00FF)
    let opaque = Pixels(repeating: 255)
    let alphaWeight = Pixels(repeating: 255 << 16)
    var i = 0
    while i &+ 4 <= count {
      let s = UnsafeRawPointer(source + i).loadUnaligned(as: Pixels.self)
      let a = s &>> 24
      if a == .zero {
        i &+= 4
        continue
      }
      let d = UnsafeRawPointer(target + i).loadUnaligned(as: Pixels.self)
      let rest = opaque &- a
      let bothHalves = lanes(a | (a &<< 16))
      let restHalves = lanes(rest | (rest &<< 16))
      // Red and blue, then green and alpha (whose source weight is 255): each channel's
      // product fits its 16-bit lane, as in SDL's MMX blend.
      let redBlue =
        ((lanes(s & lowBytes) &* bothHalves) &>> 8) &+ ((lanes(d & lowBytes) &* restHalves) &>> 8)
      let greenAlpha =
        ((lanes((s &>> 8) & lowBytes) &* lanes(a | alphaWeight)) &>> 8)
        &+ ((lanes((d &>> 8) & lowBytes) &* restHalves) &>> 8)
      var blended = words(redBlue) | (words(greenAlpha) &<< 8)
      blended.replace(with: d, where: a .== .zero)
      blended.replace(with: s, where: a .== opaque)
      UnsafeMutableRawPointer(target + i).storeBytes(of: blended, as: Pixels.self)
      i &+= 4
    }
    while i < count {
      target[i] = over(source[i], target[i])
      i &+= 1
    }
  }

  /// Four pixels as eight 16-bit lanes, the low half of each word first.
  @inline(__always)
  private static func lanes(_ words: SIMD4<UInt32>) -> SIMD8<UInt16> {
    unsafeBitCast(words, to: SIMD8<UInt16>.self)
  }

  /// Eight 16-bit lanes as the four words they make.
  @inline(__always)
  private static func words(_ lanes: SIMD8<UInt16>) -> SIMD4<UInt32> {
    unsafeBitCast(lanes, to: SIMD4<UInt32>.self)
  }

  /// `s` blended over `d`.
  @inline(__always)
  static func over(_ s: UInt32, _ d: UInt32) -> UInt32 {
    // (Shifts bind tighter than products in Swift, and `&` as tight as them: hence the
    // parentheses.)
    let a = s >> 24
    let rest = 255 &- a
    let mask: UInt32 = 0x00FF_00FF
    let redBlue = ((((s & mask) &* a) >> 8) & mask) &+ ((((d & mask) &* rest) >> 8) & mask)
    // Green in the low half, alpha in the high half (its source term a · 255 / 256).
    let sourceGreenAlpha = ((((s >> 8) & 0xFF) &* a) >> 8) | (((a &* 255) >> 8) << 16)
    let greenAlpha = sourceGreenAlpha &+ (((((d >> 8) & mask) &* rest) >> 8) & mask)
    let blended = redBlue | (greenAlpha << 8)
    return a == 0 ? d : (a == 255 ? s : blended)
  }
}
