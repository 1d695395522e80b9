import CSDL2
import Foundation
import TableKit
import Testing

@testable import TableKitSDL

/// Issue 10, item 8: a corrupt file of the system face (`Inter-Regular.ttf`) earlier on the font path (garbage, empty,
/// truncated) is reported once with its path and what is wrong, and text is drawn with the next
/// file on the path holding that face, as for a missing face.
@MainActor
@Suite(.serialized)
struct CorruptFontFallbackTests {
  enum Damage: String, CaseIterable {
    case garbage, empty, truncated

    /// The words the report uses for this damage.
    var reportedReason: String {
      switch self {
      case .garbage: "not a TrueType or OpenType font"
      case .empty: "empty"
      case .truncated: "truncated"
      }
    }
  }

  /// The real system font file.
  static func realFontPath() throws -> String {
    try FontLibrary().path(forFace: Font.systemFontName)
  }

  /// A folder holding the system face's file damaged as asked.
  static func folder(with damage: Damage) throws -> (folder: String, path: String) {
    let folder = try makeTemporaryDirectory("corrupt-font-\(damage.rawValue)")
    let path = (folder as NSString).appendingPathComponent("\(Font.systemFontName).ttf")
    let real = try Data(contentsOf: URL(fileURLWithPath: realFontPath()))
    let bytes: Data
    switch damage {
    case .garbage: bytes = Data("this is not a font, just some bytes".utf8)
    case .empty: bytes = Data()
    case .truncated: bytes = real.prefix(real.count / 2)
    }
    try bytes.write(to: URL(fileURLWithPath: path))
    return (folder, path)
  }

  @Test(arguments: Damage.allCases)
  func aCorruptFaceEarlierOnThePathIsReportedOnceAndTheNextOneDraws(_ damage: Damage) throws {
    let (folder, corruptPath) = try Self.folder(with: damage)
    // As TABLEKIT_FONT_PATH=<folder> would make it: the folder first, then the standard path.
    let searchPath = AssetSearchPath(
      directories: [folder] + FontLibrary.standardSearchPath.directories)
    let fonts = try FontLibrary(searchPath: searchPath)
    var errors: [RenderingError] = []
    fonts.onError = { errors.append($0) }
    let canvas = try OffscreenCanvas(size: CGSize(width: 200, height: 30), fonts: fonts)
    let list = DrawList([
      .text(TextRun("Hello", font: .systemFont(ofSize: 17), color: .black, origin: .zero)),
      .text(TextRun("Bigger", font: .systemFont(ofSize: 24), color: .black, origin: .zero)),
    ])
    let picture = canvas.render(list)
    _ = canvas.render(list)
    #expect(inkBounds(picture) != nil, "the next file of the face on the path draws the text")
    #expect(try fonts.path(forFace: Font.systemFontName) == Self.realFontPath())
    #expect(errors.count == 1, "\(errors)")
    guard case .fontUnreadable(let path, let reason)? = errors.first else {
      Issue.record("expected fontUnreadable, got \(errors)")
      return
    }
    #expect(path == corruptPath)
    #expect(reason.contains(damage.reportedReason), "\(reason)")
    #expect(errors.first?.description.contains(corruptPath) == true)
  }

  @Test func aTruncatedFontIsRefusedBeforeAnyTextIsDrawnWithIt() throws {
    let (_, path) = try Self.folder(with: .truncated)
    #expect(throws: RenderingError.self) { try FontFile.open(path, pixelSize: 17) }
    let face = try FontFile.open(Self.realFontPath(), pixelSize: 17)
    TTF_CloseFont(face)
  }

  @Test func whenEveryFileOfAFaceIsCorruptTheFaceIsReportedMissingAndAnotherDraws() throws {
    let (folder, corruptPath) = try Self.folder(with: .garbage)
    let fonts = try FontLibrary(
      searchPath: AssetSearchPath(directories: [folder, try Self.boldOnlyFolder()]))
    var errors: [RenderingError] = []
    fonts.onError = { errors.append($0) }
    let canvas = try OffscreenCanvas(size: CGSize(width: 200, height: 30), fonts: fonts)
    let picture = canvas.render(
      DrawList([
        .text(TextRun("Hello", font: .systemFont(ofSize: 17), color: .black, origin: .zero))
      ]))
    #expect(inkBounds(picture) != nil, "the bold face stands in")
    #expect(errors.count == 2, "\(errors)")
    let reportedCorrupt = errors.contains {
      if case .fontUnreadable(let path, _) = $0 { path == corruptPath } else { false }
    }
    #expect(reportedCorrupt)
    #expect(errors.contains { if case .fontNotFound = $0 { true } else { false } })
  }

  /// A folder holding only the real bold system face.
  static func boldOnlyFolder() throws -> String {
    let folder = try makeTemporaryDirectory("bold-only")
    let bold = try FontLibrary().path(forFace: Font.boldSystemFontName)
    try FileManager.default.copyItem(
      atPath: bold,
      toPath: (folder as NSString).appendingPathComponent("\(Font.boldSystemFontName).ttf"))
    return folder
  }
}
