import CSDL2
import Foundation

/// Opens font files through SDL_ttf and makes sure they can draw, so that a corrupt file on the
/// search path is found when it is opened, not when text silently fails to appear. Three kinds
/// of damage are told apart in the error: an empty file, bytes that are not a font, and a font
/// cut short. The last one often opens (FreeType reads glyphs lazily) and fails only when a
/// glyph is drawn, so the table directory is checked against the file's length and a probe
/// string is rendered before the face is handed out.
enum FontFile {
  /// The text rendered to prove a face draws: capitals, a descender and a digit, whose glyphs
  /// lie in different parts of the glyph table.
  static let probeText = "Ag8"

  /// Opens `path` at `pixelSize` pixels with the settings every face uses (no hinting, kerning).
  /// - Throws: `RenderingError.fontUnreadable` with the path and what is wrong with the file.
  static func open(_ path: String, pixelSize: Int32) throws -> OpaquePointer {
    try checkStructure(of: path)
    guard let face = TTF_OpenFont(path, pixelSize) else {
      throw RenderingError.fontUnreadable(
        path: path, reason: "SDL_ttf cannot open it: \(String(cString: SDL_GetError()))")
    }
    TTF_SetFontHinting(face, TTF_HINTING_NONE)
    TTF_SetFontKerning(face, 1)
    let white = SDL_Color(r: 255, g: 255, b: 255, a: 255)
    guard let probe = TTF_RenderUTF8_Blended(face, probeText, white) else {
      let reason = String(cString: SDL_GetError())
      TTF_CloseFont(face)
      throw RenderingError.fontUnreadable(
        path: path, reason: "it opens but its glyphs cannot be drawn (damaged?): \(reason)")
    }
    SDL_FreeSurface(probe)
    return face
  }

  /// Checks that the file is not empty, starts like a TrueType or OpenType font, and holds every
  /// table its directory lists.
  private static func checkStructure(of path: String) throws {
    func unreadable(_ reason: String) -> RenderingError {
      .fontUnreadable(path: path, reason: reason)
    }
    guard let file = FileHandle(forReadingAtPath: path) else {
      throw unreadable("it cannot be read")
    }
    defer { try? file.close() }
    let length = (try? file.seekToEnd()).map(Int.init) ?? 0
    guard length > 0 else { throw unreadable("the file is empty") }
    try? file.seek(toOffset: 0)
    let header = [UInt8]((try? file.read(upToCount: 12)) ?? Data())
    guard header.count == 12 else {
      throw unreadable("it is \(length) bytes long, too short for a font")
    }
    let version = readUInt32(header, at: 0)
    // A collection's directory lists fonts, not tables; SDL_ttf opens its first font.
    if version == 0x7474_6366 { return }  // 'ttcf'
    let knownVersions: [UInt32] = [0x0001_0000, 0x7472_7565, 0x4F54_544F]  // 1.0, 'true', 'OTTO'
    guard knownVersions.contains(version) else {
      let start = header.prefix(4).map { String(format: "%02X", $0) }.joined(separator: " ")
      throw unreadable("it is not a TrueType or OpenType font (it starts with \(start))")
    }
    let tableCount = Int(header[4]) << 8 | Int(header[5])
    let directory = [UInt8]((try? file.read(upToCount: tableCount * 16)) ?? Data())
    guard directory.count == tableCount * 16 else {
      throw unreadable("it is truncated: its table directory ends past its \(length) bytes")
    }
    for table in 0..<tableCount {
      let record = table * 16
      let tag = String(decoding: directory[record..<record + 4], as: UTF8.self)
      let offset = Int(readUInt32(directory, at: record + 8))
      let end = offset + Int(readUInt32(directory, at: record + 12))
      if end > length {
        throw unreadable(
          "it is truncated: table '\(tag)' ends at byte \(end) but the file has \(length) bytes")
      }
    }
  }

  private static func readUInt32(_ bytes: [UInt8], at offset: Int) -> UInt32 {
    bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
  }
}
