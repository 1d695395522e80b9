import CSDL2
import Foundation
import TableKit

struct MeasureKey: Hashable {
  var string: RenderedString
  var font: String
  var pixelSize: Int32
}

struct TruncationKey: Hashable {
  var string: RenderedString
  var font: String
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
    guard let face = fonts.face(for: font, scale: scale) else {
      return CGSize(
        width: CGFloat(text.count) * font.pointSize * 0.55, height: font.pointSize * 1.2)
    }
    let pixelSize = self.pixelSize(of: font)
    return CGSize(
      width: CGFloat(pixelWidth(of: text, face: face, font: font.name, pixelSize: pixelSize))
        / scale,
      height: CGFloat(TTF_FontLineSkip(face)) / scale)
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
    guard let face = fonts.face(for: run.font, scale: scale) else { return }
    let pixelSize = self.pixelSize(of: run.font)
    let limit = run.maxWidth.map { max(0, PixelSpace.integer(pixelLength($0).rounded(.down))) }
    var string = run.string
    if run.truncation == .tail || limit == nil {
      string = truncated(
        string, face: face, font: run.font.name, pixelSize: pixelSize,
        maxWidth: limit ?? widestUnboundedRun)
    } else if let limit {
      string = clipped(string, face: face, font: run.font.name, pixelSize: pixelSize, maxWidth: limit)
    }
    // Opaque text comes from a texture in its own color, copied untinted (see
    // `cachesTintedTextures`); other text from a white texture tinted when copied.
    let tint = textureTint(run.color)
    guard !string.isEmpty, tint.copy.alpha > 0,
      let texture = textTexture(
        string, face: face, font: run.font.name, pixelSize: pixelSize, color: tint.texture)
    else { return }
    let copyColor = tint.copy
    let x = PixelSpace.integer(pixelX(run.origin.x).rounded())
    let y = PixelSpace.integer(pixelY(run.origin.y).rounded())
    var destination = SDL_Rect(x: x, y: y, w: texture.width, h: texture.height)
    if let limit, run.truncation == .clip, texture.width > limit {
      // Clip by drawing only the part of the texture that fits, which needs no clip-stack change.
      let source = SDL_Rect(x: 0, y: 0, w: limit, h: texture.height)
      destination.w = limit
      recordCopy(texture, source: source, to: destination, color: copyColor)
      return
    }
    recordCopy(texture, to: destination, color: copyColor)
  }

  func pixelSize(of font: Font) -> Int32 { FontLibrary.pixelSize(of: font, scale: scale) }

  func pixelWidth(of text: String, face: OpaquePointer, font: String, pixelSize: Int32) -> Int32 {
    guard !text.isEmpty else { return 0 }
    let key = MeasureKey(string: RenderedString(text), font: font, pixelSize: pixelSize)
    if let known = measuredWidths.value(forKey: key) { return known }
    var width: Int32 = 0
    if BidiText.containsRightToLeft(text) {
      // Each run is shaped on its own; the line is as wide as its runs side by side.
      for run in BidiText.visualRuns(of: text) {
        width += Self.shaping(run, with: face) { measuredWidth(of: run.text, face: face) }
      }
    } else {
      width = measuredWidth(of: text, face: face)
    }
    measuredWidths.insert(width, forKey: key, cost: 1)
    return width
  }

  private func measuredWidth(of text: String, face: OpaquePointer) -> Int32 {
    let shaped = CombiningMarkLimit.limited(text)
    textBytesHandedToFonts += shaped.utf8.count
    var width: Int32 = 0
    var height: Int32 = 0
    TTF_SizeUTF8(face, shaped, &width, &height)
    return width
  }

  /// Runs `body` with `face` set to shape `run`: right to left in its script (HarfBuzz then
  /// joins Arabic letters and lays the glyphs out in visual order), and back to the defaults
  /// after, so that every other string is shaped as it always was.
  private static func shaping<Result>(
    _ run: BidiText.Run, with face: OpaquePointer, _ body: () -> Result
  ) -> Result {
    guard run.isRightToLeft else { return body() }
    TTF_SetFontDirection(face, TTF_DIRECTION_RTL)
    if let script = run.script { TTF_SetFontScriptName(face, script) }
    defer {
      TTF_SetFontDirection(face, TTF_DIRECTION_LTR)
      TTF_SetFontScriptName(face, "Zzzz")
    }
    return body()
  }

  /// The white surface of a line holding right-to-left text: its runs rendered one by one in
  /// visual order and copied side by side.
  private static func renderBidirectional(
    _ string: String, face: OpaquePointer, color: SDL_Color
  ) -> UnsafeMutablePointer<SDL_Surface>? {
    let parts = BidiText.visualRuns(of: string).compactMap { run in
      run.text.isEmpty ? nil : shaping(run, with: face) { TTF_RenderUTF8_Blended(face, run.text, color) }
    }
    defer { for part in parts { SDL_FreeSurface(part) } }
    let width = parts.reduce(Int32(0)) { $0 + $1.pointee.w }
    let height = parts.map(\.pointee.h).max() ?? 0
    guard width > 0, height > 0,
      let line = SDL_CreateRGBSurfaceWithFormat(
        0, width, height, 32, SDL_PIXELFORMAT_ARGB8888.rawValue)
    else { return nil }
    var x: Int32 = 0
    for part in parts {
      // A straight copy: the runs do not overlap, and each keeps its own coverage as alpha.
      SDL_SetSurfaceBlendMode(part, SDL_BLENDMODE_NONE)
      var destination = SDL_Rect(x: x, y: 0, w: part.pointee.w, h: part.pointee.h)
      SDL_UpperBlit(part, nil, line, &destination)
      x += part.pointee.w
    }
    return line
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
    of string: String, face: OpaquePointer, font: String, pixelSize: Int32, maxWidth: Int32
  ) -> [Character]? {
    var length = Self.firstWindow
    while true {
      let window = string.prefix(length)
      let isWhole = window.endIndex == string.endIndex
      let width = pixelWidth(
        of: isWhole ? string : String(window), face: face, font: font, pixelSize: pixelSize)
      if width > maxWidth { return Array(window) }
      if isWhole { return nil }
      length *= 4
    }
  }

  /// `string` cut after the first characters that reach past `maxWidth` pixels, for a run
  /// clipped there: the rest would be drawn into a texture only to be cut off. Text holding
  /// right-to-left runs is kept whole, since its visible part is not its logical beginning.
  private func clipped(
    _ string: String, face: OpaquePointer, font: String, pixelSize: Int32, maxWidth: Int32
  ) -> String {
    guard
      let window = overflowingWindow(
        of: string, face: face, font: font, pixelSize: pixelSize, maxWidth: maxWidth)
    else { return string }
    let visible = String(window)
    return BidiText.containsRightToLeft(visible) ? string : visible
  }

  /// The longest prefix of `string` (in whole characters) that fits `maxWidth` pixels with an
  /// ellipsis after it, or `string` itself when it fits whole.
  private func truncated(
    _ string: String, face: OpaquePointer, font: String, pixelSize: Int32, maxWidth: Int32
  ) -> String {
    let key = TruncationKey(string: RenderedString(string), font: font, pixelSize: pixelSize, maxWidth: maxWidth)
    if let known = truncations.value(forKey: key) { return known }
    guard
      let characters = overflowingWindow(
        of: string, face: face, font: font, pixelSize: pixelSize, maxWidth: maxWidth)
    else { return string }
    // Binary search for the largest prefix length whose "prefix…" fits.
    var low = 0
    var high = characters.count
    while low < high {
      let middle = (low + high + 1) / 2
      let candidate = String(characters[..<middle]).trimmingTrailingSpaces + ellipsis
      if pixelWidth(of: candidate, face: face, font: font, pixelSize: pixelSize) <= maxWidth {
        low = middle
      } else {
        high = middle - 1
      }
    }
    let result =
      low == 0
      ? (pixelWidth(of: ellipsis, face: face, font: font, pixelSize: pixelSize) <= maxWidth
        ? ellipsis : "")
      : String(characters[..<low]).trimmingTrailingSpaces + ellipsis
    truncations.insert(result, forKey: key, cost: 1)
    return result
  }

  private func textTexture(
    _ string: String, face: OpaquePointer, font: String, pixelSize: Int32, color: RGBA8
  ) -> CachedTexture? {
    let key = TextureKey.text(RenderedString(string), font: font, pixelSize: pixelSize, color: color.packed)
    if let cached = textures.value(forKey: key) { return cached }
    // White serves every color and opacity, tinted when drawn; an opaque color is its own.
    let sdlColor = SDL_Color(r: color.red, g: color.green, b: color.blue, a: 255)
    let shaped = CombiningMarkLimit.limited(string)
    textBytesHandedToFonts += shaped.utf8.count
    let rendered =
      BidiText.containsRightToLeft(shaped)
      ? Self.renderBidirectional(shaped, face: face, color: sdlColor)
      : TTF_RenderUTF8_Blended(face, shaped, sdlColor)
    guard let surface = rendered else { return nil }
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
