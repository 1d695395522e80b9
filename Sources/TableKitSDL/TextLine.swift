import CSDL2
import Foundation
import TableKit

/// A line of text cut into the pieces SDL_ttf shapes one at a time, in visual order: runs of one
/// direction (`BidiText`) and, within each, runs of one face (`GlyphFallback`). A line of one
/// left-to-right piece in the font asked for — nearly every line of an interface — is measured
/// and rendered by SDL_ttf in one call, as before fallback existed.
@MainActor
struct TextLine {
  /// A piece shaped by itself.
  struct Part {
    /// The characters, in logical order.
    var text: String
    /// The index of the face in `TextFaces`.
    var faceIndex: Int
    /// The face.
    var face: OpaquePointer
    /// The factor its glyphs are scaled by (1 except for color emoji).
    var scale: CGFloat
    /// Whether it is shaped right to left.
    var isRightToLeft: Bool
    /// The script it is shaped in, for right-to-left parts.
    var script: String?
  }

  /// The faces the line is drawn with.
  let faces: TextFaces
  /// The pieces, left to right.
  let parts: [Part]

  /// Cuts `text` (already limited in combining marks) into its pieces.
  init(_ text: String, faces: TextFaces) {
    self.faces = faces
    let directionRuns =
      BidiText.containsRightToLeft(text)
      ? BidiText.visualRuns(of: text)
      : [BidiText.Run(text: text, isRightToLeft: false, script: nil)]
    var parts: [Part] = []
    for run in directionRuns where !run.text.isEmpty {
      var pieces = Self.faceParts(of: run, faces: faces)
      // Within a right-to-left run the faces' pieces follow each other right to left.
      if run.isRightToLeft { pieces.reverse() }
      parts += pieces
    }
    self.parts = parts
  }

  /// Whether SDL_ttf can take the line whole: one left-to-right piece in the primary face.
  var isPlain: Bool {
    parts.count <= 1 && parts.allSatisfy { $0.faceIndex == 0 && !$0.isRightToLeft }
  }

  /// Whether any piece is drawn from color bitmaps, which a tint must not recolor.
  var hasColorGlyphs: Bool { parts.contains { faces.isColorEmoji($0.faceIndex) } }

  /// The line's advance width in pixels: its pieces side by side.
  func width() -> Int32 {
    parts.reduce(Int32(0)) { $0 + width(of: $1) }
  }

  /// The line rendered in `color` on a transparent surface as tall as the primary face's line,
  /// each piece on the primary face's baseline; the caller frees it.
  func render(color: SDL_Color) -> UnsafeMutablePointer<SDL_Surface>? {
    if isPlain, let only = parts.first {
      return TTF_RenderUTF8_Blended(faces.primary, only.text, color)
    }
    let rendered = parts.map { part in (part, Self.shaping(part) { render(part, color: color) }) }
    defer { for (_, surface) in rendered { if let surface { SDL_FreeSurface(surface) } } }
    let lineWidth = width()
    let height = TTF_FontHeight(faces.primary)
    guard lineWidth > 0, height > 0,
      let line = SDL_CreateRGBSurfaceWithFormat(
        0, lineWidth, height, 32, SDL_PIXELFORMAT_ARGB8888.rawValue)
    else { return nil }
    let baseline = TTF_FontAscent(faces.primary)
    var x: Int32 = 0
    for (part, surface) in rendered {
      defer { x += width(of: part) }
      guard let surface else { continue }
      // A straight copy: pieces lie side by side, and each keeps its own coverage as alpha.
      SDL_SetSurfaceBlendMode(surface, SDL_BLENDMODE_NONE)
      let ascent = (CGFloat(TTF_FontAscent(part.face)) * part.scale).rounded()
      var destination = SDL_Rect(
        x: x, y: baseline - Int32(ascent), w: surface.pointee.w, h: surface.pointee.h)
      SDL_UpperBlit(surface, nil, line, &destination)
    }
    return line
  }

  // MARK: - Pieces

  private static func faceParts(of run: BidiText.Run, faces: TextFaces) -> [Part] {
    // Plain ASCII is the primary face's: Inter and every substitute have it.
    if run.text.isASCIIOnly {
      return [part(run.text, faceIndex: 0, run: run, faces: faces)].compactMap { $0 }
    }
    let text = run.text
    return faces.runs(of: text).compactMap { piece in
      part(String(text[piece.range]), faceIndex: piece.face, run: run, faces: faces)
    }
  }

  private static func part(
    _ text: String, faceIndex: Int, run: BidiText.Run, faces: TextFaces
  ) -> Part? {
    // A face that chose a character has been opened; should it be gone, the primary face
    // draws the piece rather than nothing.
    let index = faces.face(at: faceIndex) == nil ? 0 : faceIndex
    guard let face = faces.face(at: index) else { return nil }
    return Part(
      text: text, faceIndex: index, face: face, scale: faces.scale(ofFace: index),
      isRightToLeft: run.isRightToLeft, script: run.script)
  }

  // MARK: - Measuring and rendering one piece

  private func width(of part: Part) -> Int32 {
    var width: Int32 = 0
    var height: Int32 = 0
    Self.shaping(part) { _ = TTF_SizeUTF8(part.face, part.text, &width, &height) }
    return Self.scaled(width, by: part.scale)
  }

  private func render(_ part: Part, color: SDL_Color) -> UnsafeMutablePointer<SDL_Surface>? {
    guard let surface = TTF_RenderUTF8_Blended(part.face, part.text, color) else { return nil }
    guard part.scale != 1 else { return surface }
    defer { SDL_FreeSurface(surface) }
    return ImageResampler.resample(
      surface, width: max(1, Self.scaled(surface.pointee.w, by: part.scale)),
      height: max(1, Self.scaled(surface.pointee.h, by: part.scale)))
  }

  private static func scaled(_ length: Int32, by scale: CGFloat) -> Int32 {
    scale == 1 ? length : Int32((CGFloat(length) * scale).rounded())
  }

  /// Runs `body` with the part's face set to shape it: right to left in its script (HarfBuzz
  /// then joins Arabic letters and lays the glyphs out in visual order), and back to the
  /// defaults after, so that every other string is shaped as it always was.
  static func shaping<Result>(_ part: Part, _ body: () -> Result) -> Result {
    guard part.isRightToLeft else { return body() }
    TTF_SetFontDirection(part.face, TTF_DIRECTION_RTL)
    if let script = part.script { TTF_SetFontScriptName(part.face, script) }
    defer {
      TTF_SetFontDirection(part.face, TTF_DIRECTION_LTR)
      TTF_SetFontScriptName(part.face, "Zzzz")
    }
    return body()
  }
}
