import CSDL2

/// Lines rendered when they were measured, kept for the replay that draws them.
///
/// A label's layout measures its text and the replay of the same frame draws it, and SDL_ttf
/// shapes the line for each (HarfBuzz: about a third of a frame whose every row's text is new,
/// W3's ticker, issue 32). Measuring a short plain line as a line to draw
/// (`size(ofLineToDraw:font:)`) therefore renders it (white; its width is the surface's, which
/// SDL_ttf sizes by the very measurement `TTF_SizeUTF8` makes), and the replay takes the
/// pixels, as their alphas in the texture's color or recolored, instead of shaping the line
/// again: text that is new in a frame is shaped once.
///
/// Nothing lingers: the renderer empties the store when a replay ends, so a line measured and
/// not drawn in its frame (a height measured for a row off screen) costs its render and no
/// memory beyond the frame; and it holds at most `byteLimit` bytes, past which measuring
/// measures as before.
final class LinesRenderedWhileMeasuring {
  /// The surfaces (ARGB8888, white, alpha the glyphs' coverage), each owned until taken.
  private var surfaces: [MeasureKey: UnsafeMutablePointer<SDL_Surface>] = [:]
  /// The bytes of the surfaces held.
  private(set) var bytes = 0
  /// The most bytes held.
  var byteLimit: Int

  /// The longest line, in UTF-8 bytes, rendered when measured: a label's text is short, and a
  /// long line is mostly cut or wrapped, so drawn as another string than the one measured.
  static let longestLine = 64

  /// Creates an empty store holding at most `byteLimit` bytes.
  init(byteLimit: Int) {
    self.byteLimit = byteLimit
  }

  deinit {
    for surface in surfaces.values { SDL_FreeSurface(surface) }
  }

  /// How many lines are held.
  var count: Int { surfaces.count }

  /// Whether the lines held reach the limit, so that a line is better measured than rendered.
  var isFull: Bool { bytes >= byteLimit }

  /// Keeps `surface` (white ARGB8888; the store takes ownership) as the line `key`; a line
  /// held already under that key is freed, and a surface past the limit is freed at once.
  func keep(_ surface: UnsafeMutablePointer<SDL_Surface>, forKey key: MeasureKey) {
    precondition(
      surface.pointee.format.pointee.format == SDL_PIXELFORMAT_ARGB8888.rawValue,
      "lines are kept as SDL_ttf renders them blended, ARGB8888")
    let cost = Self.byteCount(width: surface.pointee.w, height: surface.pointee.h)
    if let previous = surfaces.removeValue(forKey: key) { release(previous) }
    guard bytes + cost <= byteLimit else {
      SDL_FreeSurface(surface)
      return
    }
    surfaces[key] = surface
    bytes += cost
  }

  /// The line `key`, white, which the caller now owns, or nil when none is held. SDL_ttf fills
  /// a blended line's every pixel with the color and puts the glyphs' coverage in alpha
  /// alone, so the line in another color is its alphas in that color (`recolor(_:to:)`,
  /// `SingleColorPixels(alphasOf:color:)`): the pixels `TTF_RenderUTF8_Blended` gives for it.
  func take(_ key: MeasureKey) -> UnsafeMutablePointer<SDL_Surface>? {
    guard let surface = surfaces.removeValue(forKey: key) else { return nil }
    bytes -= Self.byteCount(width: surface.pointee.w, height: surface.pointee.h)
    return surface
  }

  /// Frees every line held.
  func removeAll() {
    guard !surfaces.isEmpty else { return }
    for surface in surfaces.values { SDL_FreeSurface(surface) }
    surfaces.removeAll(keepingCapacity: true)
    bytes = 0
  }

  private func release(_ surface: UnsafeMutablePointer<SDL_Surface>) {
    bytes -= Self.byteCount(width: surface.pointee.w, height: surface.pointee.h)
    SDL_FreeSurface(surface)
  }

  private static func byteCount(width: Int32, height: Int32) -> Int {
    Int(max(0, width)) * Int(max(0, height)) * 4
  }

  /// Sets every pixel of a taken line to `color`, keeping its alpha.
  static func recolor(_ surface: UnsafeMutablePointer<SDL_Surface>, to color: RGBA8) {
    let rgb = color.packed >> 8
    guard rgb != 0xFF_FFFF, let base = surface.pointee.pixels else { return }
    let width = Int(surface.pointee.w)
    let pitch = Int(surface.pointee.pitch)
    for y in 0..<Int(surface.pointee.h) {
      let row = (base + y * pitch).assumingMemoryBound(to: UInt32.self)
      for x in 0..<width { row[x] = row[x] & 0xFF00_0000 | rgb }
    }
  }
}
