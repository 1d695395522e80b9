import Foundation
import TableKit

/// A quick look at a picture file before a kiosk shows it: that it exists, is a regular file
/// (never opened blocking: a named pipe, device or socket is refused by kind), can be read, is of a kind SDL_image reads (by its first bytes) and, for PNG and JPEG, is complete.
/// It reads the first and last few bytes only; a picture that passes can still fail to decode,
/// which the kiosk checks with the renderer's image library.
public enum PictureFileCheck {
  /// The kinds recognised, by their signatures.
  enum Kind: String {
    case png = "PNG"
    case jpeg = "JPEG"
    case gif = "GIF"
    case bmp = "BMP"
    case webp = "WebP"
  }

  /// What is wrong with the picture at `url` (shown as `name`), or nil when it looks usable.
  /// - Parameters:
  ///   - url: The file.
  ///   - name: How the catalog names it, for the message.
  /// - Returns: "expected …; <what was found>", or nil.
  public static func problem(with url: URL, named name: String) -> String? {
    let expected = "expected a PNG, JPEG, GIF, BMP or WebP picture"
    // Read without blocking: a named pipe or a device in a picture's place is refused by kind.
    let head: Data
    switch RegularFile.contents(of: url.path, limit: 32) {
    case .success(let data): head = data
    case .failure(let refusal): return "\(expected); \(refusal.describe(name))"
    }
    guard !head.isEmpty else { return "\(expected); \(name) is empty" }
    guard let kind = kind(of: head) else {
      let bytes = head.prefix(4).map { String(format: "%02X", $0) }.joined(separator: " ")
      return "\(expected); \(name) is none of these (it starts with the bytes \(bytes))"
    }
    let tail: Data
    switch RegularFile.contents(of: url.path, limit: 16, fromEnd: true) {
    case .success(let data): tail = data
    case .failure(let refusal): return "\(expected); \(refusal.describe(name))"
    }
    switch kind {
    case .png:
      // IHDR's width and height follow the signature, the chunk's length and its type.
      guard head.count >= 24 else { return "\(expected); \(name) is a truncated PNG" }
      let width = head[16..<20].reduce(0) { $0 << 8 | Int($1) }
      let height = head[20..<24].reduce(0) { $0 << 8 | Int($1) }
      guard width > 0, height > 0 else {
        return "\(expected); \(name) is a PNG of \(width)×\(height) pixels"
      }
      let iend: [UInt8] = [0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]
      guard Array(tail.suffix(8)) == iend else {
        return "\(expected); \(name) is a truncated PNG (it does not end with its IEND chunk)"
      }
    case .jpeg:
      // The end-of-image marker; some writers pad after it.
      let trimmed = Array(tail.reversed().drop { $0 == 0 || $0 == 0x0A || $0 == 0x0D }.reversed())
      guard trimmed.suffix(2) == [0xFF, 0xD9] else {
        return "\(expected); \(name) is a truncated JPEG (it does not end with its EOI marker)"
      }
    case .gif, .bmp, .webp:
      break
    }
    return nil
  }

  /// The kind of picture whose file starts with `head`, or nil.
  static func kind(of head: Data) -> Kind? {
    let bytes = Array(head)
    func starts(_ prefix: [UInt8], at offset: Int = 0) -> Bool {
      bytes.count >= offset + prefix.count
        && Array(bytes[offset..<offset + prefix.count]) == prefix
    }
    if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
    if starts([0xFF, 0xD8, 0xFF]) { return .jpeg }
    if starts(Array("GIF8".utf8)) { return .gif }
    if starts(Array("BM".utf8)) { return .bmp }
    if starts(Array("RIFF".utf8)), starts(Array("WEBP".utf8), at: 8) { return .webp }
    return nil
  }
}
