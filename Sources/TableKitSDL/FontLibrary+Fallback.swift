import CSDL2
import Foundation
import TableKit

extension FontLibrary {
  /// A face of a fallback chain.
  struct FallbackFaceName: Equatable {
    /// The face's file name without extension.
    var name: String
    /// Whether the face draws color emoji from bitmaps of one size (Noto Color Emoji), which
    /// are scaled to the text and never tinted.
    var isColorEmoji = false
  }

  /// The size the color emoji face is opened at: Noto Color Emoji has bitmaps of 109 pixels per
  /// em only, whatever size is asked for; its glyphs are scaled to the text (`TextFaces`).
  static let emojiPixelSize: Int32 = 109

  /// The faces that draw what the face called `name` lacks, in order, as iOS's cascade list
  /// does: DejaVu Sans (its bold for a bold face) for Arabic, Hebrew, Armenian, Georgian and
  /// symbols; Noto Sans CJK, then Droid Sans Fallback, for Chinese, Japanese and Korean; Noto
  /// Color Emoji. Faces not installed are passed over.
  static func fallbackChain(for name: String) -> [FallbackFaceName] {
    let bold = readsAsBold(name)
    let faces = [
      FallbackFaceName(name: bold ? "DejaVuSans-Bold" : "DejaVuSans"),
      FallbackFaceName(name: bold ? "NotoSansCJK-Bold" : "NotoSansCJK-Regular"),
      FallbackFaceName(name: "DroidSansFallbackFull"),
      FallbackFaceName(name: "NotoColorEmoji", isColorEmoji: true),
    ]
    return faces.filter { $0.name != name }
  }

  /// The fallback face `fallback` at `pixelSize` (the emoji face at its one size), or nil when
  /// it is not installed or cannot be opened. A missing fallback is not an error worth telling:
  /// most machines lack some of them. It is remembered, so the disk is searched once.
  func fallbackFace(_ fallback: FallbackFaceName, pixelSize: Int32) -> OpaquePointer? {
    let size = fallback.isColorEmoji ? Self.emojiPixelSize : pixelSize
    let key = "\(fallback.name)@\(size)"
    if let open = openFallbacks[key] { return open }
    guard !unavailableFallbacks.contains(fallback.name) else { return nil }
    guard let face = openFace(named: fallback.name, pixelSize: size, quietly: true) else {
      unavailableFallbacks.insert(fallback.name)
      return nil
    }
    openFallbacks[key] = face
    return face
  }

  /// The faces that draw text in `font` at `scale` pixels per point: its own face and its
  /// fallback chain, or nil when not even a substitute face opens (the error has been told).
  func textFaces(for font: Font, scale: CGFloat) -> TextFaces? {
    let pixelSize = Self.pixelSize(of: font, scale: scale)
    // Faces stay open as long as the library, so the last ones found are still right.
    if let last = lastTextFaces, last.pixelSize == pixelSize, last.name == font.name {
      return TextFaces(
        library: self, primary: last.primary, fontNumber: last.number, pixelSize: pixelSize,
        chain: last.chain)
    }
    guard let primary = face(for: font, scale: scale) else { return nil }
    let chain: [FallbackFaceName]
    if let known = chainByName[font.name] {
      chain = known
    } else {
      chain = Self.fallbackChain(for: font.name)
      chainByName[font.name] = chain
    }
    let number: Int32
    if let known = numberByName[font.name] {
      number = known
    } else {
      number = Int32(numberByName.count)
      numberByName[font.name] = number
    }
    lastTextFaces = (font.name, number, pixelSize, primary, chain)
    return TextFaces(
      library: self, primary: primary, fontNumber: number, pixelSize: pixelSize, chain: chain)
  }
}

/// The faces one font draws with at one pixel size: the face asked for (index 0) and the faces
/// of its fallback chain (1 and on), opened when a character first needs them.
@MainActor
struct TextFaces {
  /// Where fallback faces are opened and kept.
  let library: FontLibrary
  /// The face asked for, or its substitute.
  let primary: OpaquePointer
  /// The number the library gave the font's name (`FontLibrary.numberByName`): the same name,
  /// the same number, so the text caches key lines by it.
  let fontNumber: Int32
  /// The pixel size of the text.
  let pixelSize: Int32
  /// The fallback faces, in order.
  let chain: [FontLibrary.FallbackFaceName]

  /// How many faces there are, the primary one included.
  var count: Int { chain.count + 1 }

  /// The index of the color emoji face.
  var emojiFace: Int? {
    // A loop, not `firstIndex(where:)`: a main-actor closure checks the executor on every
    // call, and every line of changing text asks (W3).
    for (offset, face) in chain.enumerated() where face.isColorEmoji { return offset + 1 }
    return nil
  }

  /// The open face at `index`, or nil when it is not installed.
  func face(at index: Int) -> OpaquePointer? {
    index == 0 ? primary : library.fallbackFace(chain[index - 1], pixelSize: pixelSize)
  }

  /// Whether the face at `index` has a glyph for `scalar`.
  func provides(_ index: Int, _ scalar: Unicode.Scalar) -> Bool {
    guard let face = face(at: index) else { return false }
    return TTF_GlyphIsProvided32(face, scalar.value) != 0
  }

  /// Whether the face at `index` draws color bitmaps.
  func isColorEmoji(_ index: Int) -> Bool { index > 0 && chain[index - 1].isColorEmoji }

  /// The factor the face at `index`'s glyphs are scaled by: 1 for outline faces at the text's
  /// size; for the emoji face, the one that makes its line as tall as the primary face's, so
  /// that an emoji stands as high as the text around it, as on iOS.
  func scale(ofFace index: Int) -> CGFloat {
    guard isColorEmoji(index), let face = face(at: index) else { return 1 }
    let height = TTF_FontHeight(face)
    guard height > 0 else { return 1 }
    return CGFloat(TTF_FontHeight(primary)) / CGFloat(height)
  }

  /// The runs of `text` by face (see `GlyphFallback`).
  func runs(of text: String) -> [GlyphFallback.Run] {
    GlyphFallback.runs(of: text, faceCount: count, emojiFace: emojiFace) { provides($0, $1) }
  }
}
