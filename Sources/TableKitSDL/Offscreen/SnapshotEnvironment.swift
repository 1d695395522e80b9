import Foundation
import TableKit

/// What decides a screenshot's pixels besides the code: the versions of SDL, SDL_ttf, FreeType,
/// HarfBuzz and SDL_image, and a hash of each font file. A golden keeps the environment it was
/// recorded in, so that a mismatch can say "environment differs" instead of blaming the code.
public struct SnapshotEnvironment: Codable, Equatable, Sendable {
  /// Library name → version.
  public var libraries: [String: String]
  /// Font file name → 64-bit FNV-1a hash of its bytes, in hex.
  public var fonts: [String: String]

  /// Creates an environment record.
  public init(libraries: [String: String], fonts: [String: String]) {
    self.libraries = libraries
    self.fonts = fonts
  }

  /// The environment of this process: linked library versions and the fonts `library` resolves
  /// for the two system faces plus any it has opened.
  @MainActor
  public static func current(fonts library: FontLibrary) -> SnapshotEnvironment {
    var paths = Set(library.openedFontPaths)
    for face in [Font.systemFontName, Font.boldSystemFontName] {
      if let path = try? library.path(forFace: face) { paths.insert(path) }
    }
    var fonts: [String: String] = [:]
    for path in paths {
      fonts[(path as NSString).lastPathComponent] = fileHash(path) ?? "unreadable"
    }
    return SnapshotEnvironment(libraries: SDLLibraries.versions, fonts: fonts)
  }

  /// Sentences naming each way `current` differs from this (recorded) environment; empty when
  /// everything the recording depended on is the same. Fonts the recording did not record are
  /// not compared.
  public func differences(from current: SnapshotEnvironment) -> [String] {
    var result: [String] = []
    for (name, version) in libraries.sorted(by: { $0.key < $1.key }) {
      let now = current.libraries[name] ?? "absent"
      if now != version { result.append("\(name) \(version) → \(now)") }
    }
    for (name, hash) in fonts.sorted(by: { $0.key < $1.key }) {
      let now = current.fonts[name] ?? "absent"
      if now != hash { result.append("font \(name) \(hash) → \(now)") }
    }
    return result
  }

  /// The FNV-1a hash of a file's bytes in hex, or nil when it cannot be read.
  public static func fileHash(_ path: String) -> String? {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in data {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    return String(format: "%016llx", hash)
  }
}

extension SnapshotEnvironment {
  /// Reads a record written by `write(to:)`.
  /// - Throws: when the file is missing or is not a valid record.
  public init(contentsOfFile path: String) throws {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    self = try JSONDecoder().decode(SnapshotEnvironment.self, from: data)
  }

  /// Writes the record as sorted, indented JSON so that diffs of goldens stay readable.
  /// - Throws: when the file cannot be written.
  public func write(to path: String) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    try encoder.encode(self).write(to: URL(fileURLWithPath: path))
  }
}
