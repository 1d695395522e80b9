import CSDL2

/// Kept pixels of one color: a byte of alpha (coverage) a texel and the color they share, as
/// SDL_ttf renders a line of text in a color. It holds a quarter of the ARGB8888 surface's
/// bytes, which the replay reads back on every copy (`TargetBlend.blend(coverage:…)`), and
/// gives the same pixels (issue 32: text was most of the texture cache and of W0's blending).
final class SingleColorPixels {
  let width: Int
  let height: Int
  /// The texels' shared color, red, green and blue in ARGB8888's places, alpha bits zero.
  let color: UInt32
  /// `width × height` alphas, row after row (the pitch is the width).
  let coverage: UnsafeMutablePointer<UInt8>

  /// The mask of an ARGB8888 surface, or nil when its texels that show (alpha above 0) are
  /// not all one color, as in color emoji, or when it shows nothing.
  convenience init?(of surface: UnsafeMutablePointer<SDL_Surface>) {
    guard surface.pointee.format.pointee.format == SDL_PIXELFORMAT_ARGB8888.rawValue,
      let base = surface.pointee.pixels, surface.pointee.w > 0, surface.pointee.h > 0
    else { return nil }
    let width = Int(surface.pointee.w)
    let height = Int(surface.pointee.h)
    let pitch = Int(surface.pointee.pitch) / 4
    let texels = UnsafePointer(base.assumingMemoryBound(to: UInt32.self))
    // The color of the first texel that shows; every other that shows must match it. A
    // clear texel's color never reaches a pixel (the blend leaves the pixel), so it may differ.
    var shared: UInt32?
    for y in 0..<height {
      let row = texels + y * pitch
      for x in 0..<width where row[x] >> 24 != 0 {
        let color = row[x] & 0x00FF_FFFF
        if shared == nil { shared = color }
        guard color == shared else { return nil }
      }
    }
    guard let shared else { return nil }
    self.init(alphasOf: surface, color: shared)
  }

  /// The alphas of `surface` (ARGB8888, at least one texel) in `color` (RGB in ARGB8888's
  /// places), whatever color its texels have: for a line SDL_ttf rendered in one color, which
  /// need not be scanned to know it (`LinesRenderedWhileMeasuring`).
  init(alphasOf surface: UnsafeMutablePointer<SDL_Surface>, color: UInt32) {
    precondition(
      surface.pointee.format.pointee.format == SDL_PIXELFORMAT_ARGB8888.rawValue
        && surface.pointee.w > 0 && surface.pointee.h > 0 && surface.pointee.pixels != nil,
      "the alphas of an ARGB8888 surface with texels")
    let width = Int(surface.pointee.w)
    let height = Int(surface.pointee.h)
    let pitch = Int(surface.pointee.pitch) / 4
    let texels = UnsafePointer(surface.pointee.pixels.assumingMemoryBound(to: UInt32.self))
    let coverage = UnsafeMutablePointer<UInt8>.allocate(capacity: width * height)
    for y in 0..<height {
      let row = texels + y * pitch
      let out = coverage + y * width
      for x in 0..<width { out[x] = UInt8(truncatingIfNeeded: row[x] >> 24) }
    }
    self.width = width
    self.height = height
    self.color = color & 0x00FF_FFFF
    self.coverage = coverage
  }

  /// The ARGB8888 surface the mask stands for (every texel in the color, with its alpha), for
  /// SDL to make a texture of; nil when SDL cannot allocate it.
  func surface() -> UnsafeMutablePointer<SDL_Surface>? {
    guard
      let surface = SDL_CreateRGBSurfaceWithFormat(
        0, Int32(width), Int32(height), 32, SDL_PIXELFORMAT_ARGB8888.rawValue),
      let base = surface.pointee.pixels
    else { return nil }
    let pitch = Int(surface.pointee.pitch) / 4
    let texels = base.assumingMemoryBound(to: UInt32.self)
    for y in 0..<height {
      let row = texels + y * pitch
      let alphas = coverage + y * width
      for x in 0..<width { row[x] = UInt32(alphas[x]) << 24 | color }
    }
    return surface
  }

  /// The bytes it holds.
  var byteCount: Int { width * height }

  deinit { coverage.deallocate() }
}
