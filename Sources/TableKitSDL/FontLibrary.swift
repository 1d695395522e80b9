import CSDL2
import Foundation
import TableKit

/// Opens font faces through SDL_ttf and keeps them open per pixel size. Faces are found on an
/// `AssetSearchPath`: a corrupt file (empty, not a font, truncated) is reported once with its
/// path and what is wrong, and the search goes on to the next folder holding the face; a face
/// that is missing everywhere is reported once and replaced by the first face that can be
/// opened (Inter's regular or bold face, then DejaVu Sans's), so text still appears. Characters
/// a face lacks are drawn with the faces of its fallback chain (`FontLibrary+Fallback`).
///
/// Every face is set to `TTF_HINTING_NONE`: it is the one hinting mode whose pixels no FreeType
/// setting changes, which makes screenshots repeat on every machine.
@MainActor
public final class FontLibrary {
  /// The folders searched for `<name>.ttf` / `.otf`.
  public let searchPath: AssetSearchPath
  /// Receives each distinct font error once. Defaults to printing on standard error.
  public var onError: (RenderingError) -> Void = {
    FileHandle.standardError.write(Data("TableKit: \($0)\n".utf8))
  }

  private struct FaceKey: Hashable {
    var name: String
    var pixelSize: Int32
  }

  private var openFaces: [FaceKey: OpaquePointer] = [:]
  /// Fallback faces found missing or unusable at a size: not searched for again, since a
  /// search touches the disk and a line of Chinese asks for its face at every character.
  var unavailableFallbacks: Set<String> = []
  /// Fallback faces open, by name and pixel size (the same faces as in `openFaces`, looked up
  /// without the substitution a missing asked-for face gets).
  var openFallbacks: [String: OpaquePointer] = [:]
  /// The fallback chain of each face name asked for, made once: text is drawn every frame.
  var chainByName: [String: [FallbackFaceName]] = [:]
  /// A number for each face name asked for, in the order first asked: the text caches' keys
  /// hold it rather than the name, which each lookup hashed and compared again.
  var numberByName: [String: Int32] = [:]
  /// The faces `textFaces(for:scale:)` found last, by face name and pixel size: a frame asks
  /// for one font line after line, and this answers without the two dictionaries. (Not the
  /// `TextFaces` itself, which holds the library: the library would hold itself.)
  var lastTextFaces:
    (
      name: String, number: Int32, pixelSize: Int32, primary: OpaquePointer,
      chain: [FallbackFaceName]
    )?
  private var pathByName: [String: String] = [:]
  /// Files found corrupt: skipped by every later search.
  private var corruptPaths: Set<String> = []
  /// Face names and file paths already reported, so that each error is told once.
  private var reported: Set<String> = []

  /// The pixel size a probe opens a file at, when no size is asked for yet.
  private static let probePixelSize: Int32 = 12
  /// The largest pixel size a face is opened at: beyond it a glyph's bitmap alone takes
  /// megabytes, and no interface text is that large.
  static let largestPixelSize: Int32 = 1024

  /// The standard font search path: `TABLEKIT_FONT_PATH`, `Assets/Fonts`, then the system's
  /// folders of Debian's `fonts-inter`, `fonts-dejavu-core`, `fonts-noto-cjk`,
  /// `fonts-droid-fallback` and `fonts-noto-color-emoji`.
  public static var standardSearchPath: AssetSearchPath {
    .standard(
      assetFolder: "Fonts", environmentVariable: "TABLEKIT_FONT_PATH",
      systemDirectories: [
        "/usr/share/fonts/opentype/inter", "/usr/share/fonts/truetype/inter",
        "/usr/share/fonts/truetype/dejavu", "/usr/share/fonts/opentype/noto",
        "/usr/share/fonts/truetype/droid", "/usr/share/fonts/truetype/noto",
        "/usr/share/fonts/TTF", "/usr/share/fonts/OTF",
      ])
  }

  /// The file extensions a face is looked for with: TrueType, OpenType and collections (the
  /// first font of a collection is used).
  static let fontExtensions = ["ttf", "otf", "ttc"]

  /// Creates a library over a search path; starts SDL_ttf if needed.
  /// - Throws: `RenderingError.sdl` when SDL_ttf cannot start.
  public init(searchPath: AssetSearchPath = FontLibrary.standardSearchPath) throws {
    try SDLLibraries.startRendering()
    self.searchPath = searchPath
  }

  isolated deinit {
    for face in openFaces.values { TTF_CloseFont(face) }
    for face in openFallbacks.values { TTF_CloseFont(face) }
  }

  /// The file that provides the face called `name`: the first on the search path that opens
  /// and draws. Corrupt files before it are reported once each and skipped.
  /// - Throws: `RenderingError.fontNotFound` listing every path tried.
  public func path(forFace name: String) throws -> String {
    if let known = pathByName[name] { return known }
    let (path, face) = try findFace(named: name, pixelSize: Self.probePixelSize)
    TTF_CloseFont(face)
    return path
  }

  /// The pixel size text in `font` is drawn at, `scale` pixels per point: at least 1 and at most
  /// `largestPixelSize` (a size outside, NaN or infinite is clamped with a warning), so that a
  /// font of size 10,000 cannot ask SDL_ttf for glyphs of unbounded memory.
  static func pixelSize(of font: Font, scale: CGFloat) -> Int32 {
    Int32(
      checked: font.pointSize * scale, in: 1...largestPixelSize, fallback: 1,
      naming: "the pixel size of font \(font.name) at \(Double(font.pointSize)) pt")
  }

  /// The open SDL_ttf face for `font` at `scale` pixels per point, or nil when neither the face
  /// nor the fallback can be opened (the error has been reported).
  func face(for font: Font, scale: CGFloat) -> OpaquePointer? {
    let pixelSize = Self.pixelSize(of: font, scale: scale)
    let key = FaceKey(name: font.name, pixelSize: pixelSize)
    if let open = openFaces[key] { return open }
    // A plain loop: a lazy compactMap's first runs its closure twice for the element it
    // returns, which opened the fallback face twice and leaked one copy.
    var opened = openFace(named: font.name, pixelSize: pixelSize)
    // The face asked for has been reported missing; its substitutes' absence is no news.
    for name in fallbackNames(for: font.name) where opened == nil {
      opened = openFace(named: name, pixelSize: pixelSize, quietly: true)
    }
    if let opened { openFaces[key] = opened }
    return opened
  }

  /// The files of the faces opened so far, for the snapshot environment record.
  public var openedFontPaths: [String] { Array(Set(pathByName.values)).sorted() }

  /// The faces tried when `name` cannot be opened: a bold face for a bold name (Georgia-Bold,
  /// Helvetica-Bold, Inter-SemiBold), as iOS keeps the weight of a font it substitutes, else
  /// the regular one; Inter's first, then DejaVu Sans's for a machine without Inter.
  private func fallbackNames(for name: String) -> [String] {
    let regular = [Font.systemFontName, "DejaVuSans"]
    let bold = [Font.boldSystemFontName, "DejaVuSans-Bold"]
    let order = Self.readsAsBold(name) ? bold + regular : regular + bold
    return order.filter { $0 != name }
  }

  /// Whether the face called `name` is one of a family's bold styles (semibold and heavier).
  static func readsAsBold(_ name: String) -> Bool {
    let lowered = name.lowercased()
    return ["bold", "black", "heavy"].contains { lowered.contains($0) }
  }

  /// Opens the face called `name` at `pixelSize`, reporting a missing one unless `quietly`.
  func openFace(named name: String, pixelSize: Int32, quietly: Bool = false) -> OpaquePointer? {
    // The file found before usually opens at this size too; if it does not, it joins the
    // corrupt ones and the search goes on past it.
    if let known = pathByName[name] {
      do {
        return try FontFile.open(known, pixelSize: pixelSize)
      } catch let error as RenderingError {
        markCorrupt(known, error)
        pathByName[name] = nil
      } catch {}
    }
    do {
      return try findFace(named: name, pixelSize: pixelSize).face
    } catch let error as RenderingError {
      if !quietly { report(error, once: name) }
      return nil
    } catch {
      return nil
    }
  }

  /// Searches the path for the first file of `name` that opens and draws at `pixelSize`,
  /// reporting and skipping corrupt ones, and remembers it.
  /// - Throws: `RenderingError.fontNotFound` listing every path tried.
  private func findFace(named name: String, pixelSize: Int32) throws -> (
    path: String, face: OpaquePointer
  ) {
    var tried: [String] = []
    var face: OpaquePointer?
    let path = searchPath.firstExisting(name, extensions: Self.fontExtensions, tried: &tried) {
      candidate in
      guard !corruptPaths.contains(candidate) else { return false }
      do {
        face = try FontFile.open(candidate, pixelSize: pixelSize)
        return true
      } catch let error as RenderingError {
        markCorrupt(candidate, error)
      } catch {}
      return false
    }
    guard let path, let face else {
      throw RenderingError.fontNotFound(name: name, triedPaths: tried)
    }
    pathByName[name] = path
    return (path, face)
  }

  private func markCorrupt(_ path: String, _ error: RenderingError) {
    corruptPaths.insert(path)
    report(error, once: path)
  }

  private func report(_ error: RenderingError, once key: String) {
    guard reported.insert(key).inserted else { return }
    onError(error)
  }
}
