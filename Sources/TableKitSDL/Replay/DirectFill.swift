import CSDL2
import Glibc

/// Opaque fills written straight into the target surface's memory (issue 32).
///
/// SDL's software fill writes with non-temporal stores, which send the pixels past the cache
/// to memory: the text blended over a row's background right after then reads them back from
/// memory, and a full clear of the output evicts the whole frame. Ordinary stores leave them
/// in the cache; a frame with every pixel cleared replays in about two thirds of the time at
/// 1920 × 1080 and in about a third at 390 × 844 @2x. The pixel written is the one SDL's fill
/// sets (the color as ARGB8888, alpha included), so nothing drawn changes.
extension SDLRenderer {
  /// Sets the pixels of `box` (within the surface) to the opaque color `c`, as
  /// `fillInTarget(_:_:)` with a list of boxes does.
  func fillInTarget(_ box: PixelBox, _ c: RGBA8) -> Bool {
    // Without a closure: one handed to `withUnsafeTemporaryAllocation` checked at every call
    // that it runs on the main actor (a hundredth of W0's update frames, for every fill).
    fillInTarget(CollectionOfOne(box), c)
  }

  /// Sets the pixels of `boxes` (within the surface) to the opaque color `c` in the target
  /// surface's memory, once SDL has drawn what was issued before. False, with nothing done,
  /// for a translucent color, where there is no such surface (an accelerated window) or where a
  /// render target is set (a turned kiosk): SDL fills instead.
  func fillInTarget(_ boxes: some Collection<PixelBox>, _ c: RGBA8) -> Bool {
    // The render target first: while one is set, the surface is not what is drawn on.
    guard c.alpha == 255, SDL_GetRenderTarget(renderer) == nil, let surface = targetSurface,
      let alphaBits = Self.alphaBits(of: surface.pointee.format.pointee.format),
      let base = surface.pointee.pixels, SDL_RenderFlush(renderer) == 0
    else { return false }
    let pixels = base.assumingMemoryBound(to: UInt32.self)
    let pitch = Int(surface.pointee.pitch) / 4
    let bounds = PixelBox(x0: 0, y0: 0, x1: surface.pointee.w, y1: surface.pointee.h)
    let value =
      UInt32(c.alpha) << 24 & alphaBits | UInt32(c.red) << 16 | UInt32(c.green) << 8
      | UInt32(c.blue)
    for box in boxes {
      let inside = box.intersection(bounds)
      guard !inside.isEmpty else { continue }
      let width = Int(inside.x1 - inside.x0)
      let first = pixels + Int(inside.y0) * pitch + Int(inside.x0)
      if width == pitch {
        // Rows that fill the pitch are one run of memory: one call stores them all.
        Self.store(value, at: first, count: width * Int(inside.y1 - inside.y0))
        continue
      }
      var row = first
      for _ in inside.y0..<inside.y1 {
        Self.store(value, at: row, count: width)
        row += pitch
      }
    }
    return true
  }

  /// Writes `value` into `count` pixels from `start`. For long runs, glibc's `wmemset` (a
  /// `wchar_t` is 32 bits on Linux), which picks at load time the widest stores the processor
  /// has (AVX2 here) where Swift's own loop is compiled for x86-64's baseline, SSE2, and keeps
  /// ordinary, cached stores at every size a surface has: a frame with every pixel cleared at
  /// 1920 × 1080 took a tenth less time. Short runs stay in Swift's loop, which a call and
  /// glibc's dispatch would cost more than they save (a frame keeping its last one, whose
  /// fills are small, took 3 % longer with every fill through `wmemset`). Not isolated to the
  /// main actor as the renderer is: the closure below would check at every call that it runs
  /// there (a hundredth of a frame with every pixel cleared).
  @inline(__always)
  nonisolated static func store(
    _ value: UInt32, at start: UnsafeMutablePointer<UInt32>, count: Int
  ) {
    guard count >= longRun else {
      start.update(repeating: value, count: count)
      return
    }
    start.withMemoryRebound(to: wchar_t.self, capacity: count) {
      _ = wmemset($0, wchar_t(bitPattern: value), count)
    }
  }

  /// The pixels from which a run is long enough for `wmemset`: a row of a phone's screen.
  private nonisolated static let longRun = 1_024

  /// The bits a pixel of `format` keeps its alpha in: all of the top byte for ARGB8888 (an
  /// offscreen canvas), none for RGB888 (an X11 window's surface, whose top byte SDL's fill
  /// leaves zero); nil for any other format, which SDL fills itself.
  static func alphaBits(of format: UInt32) -> UInt32? {
    switch format {
    case SDL_PIXELFORMAT_ARGB8888.rawValue: 0xFF00_0000
    case SDL_PIXELFORMAT_RGB888.rawValue: 0
    default: nil
    }
  }
}
