import CSDL2
import Foundation
import TableKit

/// Opens font faces through SDL_ttf and keeps them open per pixel size. Faces are found on an
/// `AssetSearchPath`; a face that is missing is reported once through `onError` and replaced by
/// the first face that can be opened, so text still appears.
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
  private var pathByName: [String: String] = [:]
  private var reportedNames: Set<String> = []

  /// The standard font search path: `TABLEKIT_FONT_PATH`, `Assets/Fonts`, then the system's
  /// DejaVu folder from `fonts-dejavu-core`.
  public static var standardSearchPath: AssetSearchPath {
    .standard(
      assetFolder: "Fonts", environmentVariable: "TABLEKIT_FONT_PATH",
      systemDirectories: ["/usr/share/fonts/truetype/dejavu", "/usr/share/fonts/TTF"])
  }

  /// Creates a library over a search path; starts SDL_ttf if needed.
  /// - Throws: `RenderingError.sdl` when SDL_ttf cannot start.
  public init(searchPath: AssetSearchPath = FontLibrary.standardSearchPath) throws {
    try SDLLibraries.startRendering()
    self.searchPath = searchPath
  }

  isolated deinit {
    for face in openFaces.values { TTF_CloseFont(face) }
  }

  /// The file that provides the face called `name`.
  /// - Throws: `RenderingError.fontNotFound` listing every path tried.
  public func path(forFace name: String) throws -> String {
    if let known = pathByName[name] { return known }
    var tried: [String] = []
    guard let path = searchPath.firstExisting(name, extensions: ["ttf", "otf"], tried: &tried)
    else { throw RenderingError.fontNotFound(name: name, triedPaths: tried) }
    pathByName[name] = path
    return path
  }

  /// The open SDL_ttf face for `font` at `scale` pixels per point, or nil when neither the face
  /// nor the fallback can be opened (the error has been reported).
  func face(for font: Font, scale: CGFloat) -> OpaquePointer? {
    let pixelSize = Int32(max(1, (font.pointSize * scale).rounded()))
    let key = FaceKey(name: font.name, pixelSize: pixelSize)
    if let open = openFaces[key] { return open }
    let opened =
      openFace(named: font.name, pixelSize: pixelSize)
      ?? fallbackNames(for: font.name).lazy.compactMap {
        self.openFace(named: $0, pixelSize: pixelSize)
      }.first
    if let opened { openFaces[key] = opened }
    return opened
  }

  /// The files of the faces opened so far, for the snapshot environment record.
  public var openedFontPaths: [String] { Array(Set(pathByName.values)).sorted() }

  private func fallbackNames(for name: String) -> [String] {
    [Font.systemFontName, Font.boldSystemFontName].filter { $0 != name }
  }

  private func openFace(named name: String, pixelSize: Int32) -> OpaquePointer? {
    do {
      let path = try self.path(forFace: name)
      guard let face = TTF_OpenFont(path, pixelSize) else {
        throw RenderingError.fontUnreadable(path: path, reason: String(cString: SDL_GetError()))
      }
      TTF_SetFontHinting(face, TTF_HINTING_NONE)
      TTF_SetFontKerning(face, 1)
      return face
    } catch let error as RenderingError {
      report(error, for: name)
      return nil
    } catch {
      return nil
    }
  }

  private func report(_ error: RenderingError, for name: String) {
    guard reportedNames.insert(name).inserted else { return }
    onError(error)
  }
}
