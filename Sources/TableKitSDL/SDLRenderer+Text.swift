import CSDL2
import Foundation
import TableKit

struct MeasureKey: Hashable {
  var string: RenderedString
  /// The font's number in the font library (`TextFaces.fontNumber`).
  var font: Int32
  var pixelSize: Int32
}

/// What measuring a line found: its width, and whether it holds color emoji (which decides how
/// it is tinted every time it is drawn, so it is kept with the width rather than looked up
/// again).
struct MeasuredLine {
  /// The line's advance width in pixels.
  var width: Int32
  var hasColorGlyphs: Bool
}

struct TruncationKey: Hashable {
  var string: RenderedString
  /// The font's number in the font library (`TextFaces.fontNumber`).
  var font: Int32
  var pixelSize: Int32
  var maxWidth: Int32
}

/// The mark that replaces the end of a tail-truncated run.
private let ellipsis = TextLayout.ellipsis
/// The widest run drawn without a `maxWidth`: a guard against building a texture for a
/// pathological string far wider than any screen.
private let widestUnboundedRun: Int32 = 8192

extension SDLRenderer: TextMeasuring {
  // MARK: - TextMeasuring

  /// The advance width and line height of `text` on one line, in points.
  public func size(of text: String, font: Font) -> CGSize {
    size(of: text, font: font, keepingTheRender: false)
  }

  /// `size(of:font:)` for a line a label draws as it is in this frame: a short plain line is
  /// rendered now and kept for the replay (`LinesRenderedWhileMeasuring`), so that it is
  /// shaped once.
  public func size(ofLineToDraw text: String, font: Font) -> CGSize {
    size(of: text, font: font, keepingTheRender: true)
  }

  private func size(of text: String, font: Font, keepingTheRender: Bool) -> CGSize {
    guard let faces = fonts.textFaces(for: font, scale: scale) else {
      return CGSize(
        width: CGFloat(text.count) * font.pointSize * 0.55, height: font.pointSize * 1.2)
    }
    let width = pixelWidth(
      of: text, faces: faces, keepingTheRender: keepingTheRender)
    return CGSize(
      width: CGFloat(width) / scale,
      height: CGFloat(TTF_FontLineSkip(faces.primary)) / scale)
  }

  /// The distance between baselines of `font`, in points.
  public func lineHeight(of font: Font) -> CGFloat {
    guard let face = fonts.face(for: font, scale: scale) else { return font.pointSize * 1.2 }
    return CGFloat(TTF_FontLineSkip(face)) / scale
  }

  /// The distance from the top of a line box to the baseline of `font`, in points.
  public func baseline(of font: Font) -> CGFloat {
    guard let face = fonts.face(for: font, scale: scale) else { return font.pointSize }
    return CGFloat(TTF_FontAscent(face)) / scale
  }

  // MARK: - Drawing

  func drawText(_ run: TextRun) {
    guard let faces = fonts.textFaces(for: run.font, scale: scale) else { return }
    // Not `Optional.map` with a closure: the closure checked at every call that it ran on the
    // main actor.
    var limit: Int32?
    if let maxWidth = run.maxWidth {
      limit = max(0, PixelSpace.integer(pixelLength(maxWidth).rounded(.down)))
    }
    // One key for the line's every lookup below (its hash computed once).
    var rendered = RenderedString(run.string)
    // The line as measured, when finding what of it is drawn measured it.
    var measured: MeasuredLine?
    if run.truncation == .tail || limit == nil {
      (rendered, measured) = truncated(
        rendered, faces: faces, maxWidth: limit ?? widestUnboundedRun)
    } else if let limit {
      let visible = clipped(rendered.string, faces: faces, maxWidth: limit)
      if visible.utf8.count != rendered.string.utf8.count { rendered = RenderedString(visible) }
    }
    guard !rendered.string.isEmpty else { return }
    // Opaque text comes from a texture in its own color, copied untinted (see
    // `cachesTintedTextures`); other text from a white texture tinted when copied. A line with
    // color emoji is always rendered in its color and copied with only its opacity, since a
    // tint would recolor the emoji.
    var tint = textureTint(run.color)
    if hasColorGlyphs(rendered, measured: measured, faces: faces) {
      let color = RGBA8(components(run.color))
      tint = (
        RGBA8((color.red, color.green, color.blue, 255)),
        RGBA8((255, 255, 255, color.alpha))
      )
    }
    guard tint.copy.alpha > 0,
      let texture = textTexture(rendered, faces: faces, color: tint.texture)
    else { return }
    let copyColor = tint.copy
    let x = PixelSpace.nearestInteger(pixelX(run.origin.x))
    let y = PixelSpace.nearestInteger(pixelY(run.origin.y))
    var destination = SDL_Rect(x: x, y: y, w: texture.width, h: texture.height)
    let degrees = run.rotation.isFinite ? Double(run.rotation) * 180 / .pi : 0
    if let limit, run.truncation == .clip, texture.width > limit {
      // Clip by drawing only the part of the texture that fits, which needs no clip-stack change.
      let source = SDL_Rect(x: 0, y: 0, w: limit, h: texture.height)
      destination.w = limit
      recordCopy(texture, source: source, to: destination, color: copyColor, degrees: degrees)
      return
    }
    recordCopy(texture, to: destination, color: copyColor, degrees: degrees)
  }

  func pixelSize(of font: Font) -> Int32 { FontLibrary.pixelSize(of: font, scale: scale) }

  /// The width in pixels of `text` drawn with `faces`, its characters each in the face that has
  /// them; remembered per font and size. With `keepingTheRender`, a short plain line is
  /// rendered rather than only measured, and kept for the replay to draw
  /// (`LinesRenderedWhileMeasuring`).
  func pixelWidth(
    of text: String, faces: TextFaces, keepingTheRender: Bool = false
  ) -> Int32 {
    guard !text.isEmpty else { return 0 }
    return pixelWidth(
      of: RenderedString(text), faces: faces, keepingTheRender: keepingTheRender)
  }

  /// `pixelWidth(of:faces:keepingTheRender:)` of a line already made a key.
  private func pixelWidth(
    of rendered: RenderedString, faces: TextFaces, keepingTheRender: Bool = false
  ) -> Int32 {
    measuredLine(rendered, faces: faces, keepingTheRender: keepingTheRender).width
  }

  /// The line measured: remembered per font and size, or measured now (with
  /// `keepingTheRender`, rendered and kept as `pixelWidth(of:faces:keepingTheRender:)`
  /// says).
  private func measuredLine(
    _ rendered: RenderedString, faces: TextFaces, keepingTheRender: Bool = false
  ) -> MeasuredLine {
    let text = rendered.string
    guard !text.isEmpty else { return MeasuredLine(width: 0, hasColorGlyphs: false) }
    let key = MeasureKey(string: rendered, font: faces.fontNumber, pixelSize: faces.pixelSize)
    if let known = measuredLines.value(forKey: key) { return known }
    let shaped = CombiningMarkLimit.limited(text)
    textBytesHandedToFonts += shaped.utf8.count
    let line = TextLine(shaped, faces: faces)
    let width =
      keepingTheRender && shaped.utf8.count <= LinesRenderedWhileMeasuring.longestLine
      ? renderedWidth(of: line, key: key) : line.width()
    let measured = MeasuredLine(width: width, hasColorGlyphs: line.hasColorGlyphs)
    measuredLines.insert(measured, forKey: key, cost: 1)
    return measured
  }

  /// The width of `line`, rendered white and kept for the replay as `key` when it is plain
  /// (one piece in the primary face, left to right: SDL_ttf renders it in one call, at the
  /// width it measures) and there is room; otherwise only measured.
  private func renderedWidth(of line: TextLine, key: MeasureKey) -> Int32 {
    guard line.isPlain, !line.hasColorGlyphs, !linesRenderedWhileMeasuring.isFull,
      let surface = line.render(color: SDL_Color(r: 255, g: 255, b: 255, a: 255))
    else { return line.width() }
    let width = surface.pointee.w
    assert(width == line.width(), "SDL_ttf renders a line at the width it measures")
    linesRenderedWhileMeasuring.keep(surface, forKey: key)
    return width
  }

  /// How many characters the first window of `overflowingWindow` holds; it grows fourfold
  /// while the window fits.
  private static let firstWindow = 64

  /// The characters of the shortest of `string`'s growing prefixes (64, 256, 1,024, …
  /// characters) that is wider than `maxWidth` pixels, or nil when the whole string fits.
  ///
  /// Text is measured only as far as it can be seen: a megabyte on one line costs what its
  /// first few hundred characters cost, not the whole text's shaping (issue 24). Width grows
  /// with the prefix, so whatever fits of the string fits of this window.
  private func overflowingWindow(
    of string: String, faces: TextFaces, maxWidth: Int32
  ) -> [Character]? {
    var length = Self.firstWindow
    while true {
      let window = string.prefix(length)
      let isWhole = window.endIndex == string.endIndex
      let width = pixelWidth(of: isWhole ? string : String(window), faces: faces)
      if width > maxWidth { return Array(window) }
      if isWhole { return nil }
      length *= 4
    }
  }

  /// `string` cut after the first characters that reach past `maxWidth` pixels, for a run
  /// clipped there: the rest would be drawn into a texture only to be cut off. Text holding
  /// right-to-left runs is kept whole, since its visible part is not its logical beginning.
  private func clipped(
    _ string: String, faces: TextFaces, maxWidth: Int32
  ) -> String {
    guard let window = overflowingWindow(of: string, faces: faces, maxWidth: maxWidth)
    else { return string }
    let visible = String(window)
    return BidiText.containsRightToLeft(visible) ? string : visible
  }

  /// The longest prefix of the line (in whole characters) that fits `maxWidth` pixels with an
  /// ellipsis after it, or the line itself when it fits whole; with the line drawn as measured
  /// when finding it measured that line (a short line that fits).
  private func truncated(
    _ rendered: RenderedString, faces: TextFaces, maxWidth: Int32
  ) -> (line: RenderedString, measured: MeasuredLine?) {
    let string = rendered.string
    // Nearly every label is short and fits. Its width, remembered since its layout measured
    // it, settles that without an entry of its own here, which a string new on every frame (a
    // ticker's) would only add and push out (W3). No more than `firstWindow` bytes is no more
    // than that many characters, so the window below would be the whole string: the same answer.
    if string.utf8.count <= Self.firstWindow {
      let measured = measuredLine(rendered, faces: faces)
      if measured.width <= maxWidth { return (rendered, measured) }
    }
    let key = TruncationKey(
      string: rendered, font: faces.fontNumber, pixelSize: faces.pixelSize, maxWidth: maxWidth)
    if let known = truncations.value(forKey: key) { return (RenderedString(known), nil) }
    guard
      let characters = overflowingWindow(of: string, faces: faces, maxWidth: maxWidth)
    else {
      // A long string that fits is remembered too: measuring its growing windows again on
      // every frame cost more than the lookup.
      truncations.insert(string, forKey: key, cost: 1)
      return (rendered, nil)
    }
    // Binary search for the largest prefix length whose "prefix…" fits.
    var low = 0
    var high = characters.count
    while low < high {
      let middle = (low + high + 1) / 2
      let candidate = String(characters[..<middle]).trimmingTrailingSpaces + ellipsis
      if pixelWidth(of: candidate, faces: faces) <= maxWidth {
        low = middle
      } else {
        high = middle - 1
      }
    }
    let result =
      low == 0
      ? (pixelWidth(of: ellipsis, faces: faces) <= maxWidth
        ? ellipsis : "")
      : String(characters[..<low]).trimmingTrailingSpaces + ellipsis
    truncations.insert(result, forKey: key, cost: 1)
    return (RenderedString(result), nil)
  }

  /// Whether the line holds color emoji: as `measured` (the line as measured, when the caller
  /// has it) says, or as measuring it says. Only a line with a byte of U+2000 or above can
  /// (every emoji lies there), so other lines cost a scan of their bytes.
  private func hasColorGlyphs(
    _ rendered: RenderedString, measured: MeasuredLine?, faces: TextFaces
  ) -> Bool {
    guard rendered.string.mayHoldCharactersFromU2000 else { return false }
    return (measured ?? measuredLine(rendered, faces: faces)).hasColorGlyphs
  }

  private func textTexture(
    _ rendered: RenderedString, faces: TextFaces, color: RGBA8
  ) -> CachedTexture? {
    let string = rendered.string
    let key = TextureKey.text(
      rendered, font: faces.fontNumber, pixelSize: faces.pixelSize, color: color.packed)
    if let cached = textures.value(forKey: key) {
      textTextureLookups.hits += 1
      return cached
    }
    textTextureLookups.misses += 1
    let measureKey = MeasureKey(
      string: rendered, font: faces.fontNumber, pixelSize: faces.pixelSize)
    if let line = linesRenderedWhileMeasuring.take(measureKey) {
      guard keepsPixels, line.pointee.w > 0, line.pointee.h > 0 else {
        LinesRenderedWhileMeasuring.recolor(line, to: color)
        return cacheTexture(from: line, key: key)
      }
      // Kept as its alphas, which the replay blends reading a quarter of the bytes and
      // skipping clear runs: a line drawn once is otherwise never found to be of one color.
      defer { SDL_FreeSurface(line) }
      let mask = SingleColorPixels(alphasOf: line, color: color.packed >> 8)
      return cache(CachedTexture(keeping: mask, renderer: renderer), key: key)
    }
    // White serves every color and opacity, tinted when drawn; an opaque color is its own.
    let sdlColor = SDL_Color(r: color.red, g: color.green, b: color.blue, a: 255)
    let line = TextLine(CombiningMarkLimit.limited(string), faces: faces)
    textBytesHandedToFonts += line.parts.reduce(0) { $0 + $1.text.utf8.count }
    guard let surface = line.render(color: sdlColor) else { return nil }
    return cacheTexture(from: surface, key: key)
  }
}

extension String {
  fileprivate var trimmingTrailingSpaces: String {
    var copy = self
    while copy.last?.isWhitespace == true { copy.removeLast() }
    return copy
  }
}
