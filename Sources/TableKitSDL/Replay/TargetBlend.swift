import CSDL2

/// SDL 2's blend of an ARGB8888 pixel carrying its own alpha over a pixel of the same channel
/// layout, as its software blitter for that case computes it on x86
/// (`BlitRGBtoRGBPixelAlphaMMX`, chosen wherever SDL finds MMX): a clear texel leaves the
/// pixel, an opaque one replaces it, and otherwise each channel is `s·a/256 + d·(255−a)/256`,
/// each term rounded down, alpha as a channel whose source weight is 255.
enum TargetBlend {
  /// Whether SDL blends with this arithmetic here (it picks another blitter without MMX).
  static let matchesSDL = SDL_HasMMX() == SDL_TRUE

  private typealias Pixels = SIMD4<UInt32>

  /// Blends `count` texels from `source` over the pixels at `target`.
  ///
  /// Four pixels at a time; four clear texels, most of a line of text's box, are skipped
  /// without a store.
  static func blend(
    _ source: UnsafePointer<UInt32>, over target: UnsafeMutablePointer<UInt32>, count: Int
  ) {
    var i = 0
    while i &+ 4 <= count {
      let s = UnsafeRawPointer(source + i).loadUnaligned(as: Pixels.self)
      blendQuad(s, alpha: s &>> 24, over: target + i)
      i &+= 4
    }
    while i < count {
      target[i] = over(source[i], target[i])
      i &+= 1
    }
  }

  /// Blends `count` texels of one color, `color` (RGB, its alpha bits zero) under the alphas
  /// `coverage`, over the pixels at `target`: the same pixels as `blend` of the ARGB texels
  /// `alpha << 24 | color`, reading a quarter of the bytes.
  ///
  /// Sixteen clear texels, one vector of coverage, are skipped with one comparison.
  static func blend(
    coverage: UnsafePointer<UInt8>, color: UInt32, over target: UnsafeMutablePointer<UInt32>,
    count: Int
  ) {
    assert(color >> 24 == 0, "the shared color carries no alpha")
    let colors = Pixels(repeating: color)
    var i = 0
    while i &+ 16 <= count {
      if areClear(coverage + i) {
        i &+= 16
        continue
      }
      for quad in stride(from: i, to: i &+ 16, by: 4) {
        blendCoverageQuad(coverage + quad, colors: colors, over: target + quad)
      }
      i &+= 16
    }
    while i &+ 4 <= count {
      blendCoverageQuad(coverage + i, colors: colors, over: target + i)
      i &+= 4
    }
    while i < count {
      target[i] = over(UInt32(coverage[i]) << 24 | color, target[i])
      i &+= 1
    }
  }

  /// Whether the sixteen alphas at `coverage` are all 0. (Two words rather than a vector
  /// comparison, which the compiler may leave as sixteen byte comparisons.)
  @inline(__always)
  static func areClear(_ coverage: UnsafePointer<UInt8>) -> Bool {
    let raw = UnsafeRawPointer(coverage)
    return raw.loadUnaligned(as: UInt64.self)
      | raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
      == 0
  }

  @inline(__always)
  private static func blendCoverageQuad(
    _ coverage: UnsafePointer<UInt8>, colors: Pixels, over target: UnsafeMutablePointer<UInt32>
  ) {
    let a = Pixels(
      truncatingIfNeeded: UnsafeRawPointer(coverage).loadUnaligned(as: SIMD4<UInt8>.self))
    blendQuad(colors | (a &<< 24), alpha: a, over: target)
  }

  /// Four texels `s` with alphas `a` (`s >> 24`) over the four pixels at `target`, in 16-bit
  /// lanes, two channels of a pixel in each 32-bit word (SSE2 multiplies 16-bit lanes, not
  /// 32-bit ones). The clear and opaque cases are chosen lane by lane rather than branched to,
  /// since glyph edges make such branches unpredictable; four clear texels store nothing.
  @inline(__always)
  private static func blendQuad(
    _ s: Pixels, alpha a: Pixels, over target: UnsafeMutablePointer<UInt32>
  ) {
    if a == .zero { return }
    let lowBytes = Pixels(repeating: 0x00FF_00FF)
    let opaque = Pixels(repeating: 255)
    let alphaWeight = Pixels(repeating: 255 << 16)
    let d = UnsafeRawPointer(target).loadUnaligned(as: Pixels.self)
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
    UnsafeMutableRawPointer(target).storeBytes(of: blended, as: Pixels.self)
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
