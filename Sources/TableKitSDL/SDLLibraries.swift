import CSDL2
import Foundation

/// Process-wide start-up of SDL and its satellite libraries. SDL keeps this state itself; the
/// flags here only mirror it, so that each library is started once, in the right order.
@MainActor
public enum SDLLibraries {
  private static var isTextStarted = false
  private static var isImageStarted = false
  private static var isVideoStarted = false

  /// Starts SDL_ttf and SDL_image, which offscreen rendering needs; no video subsystem.
  ///
  /// `FREETYPE_PROPERTIES` is removed from the environment first: FreeType reads it once when
  /// SDL_ttf starts, and it changes how glyphs are rasterized, so leaving it would make pictures
  /// depend on the user's shell.
  /// - Throws: `RenderingError.sdl` when a library fails to start.
  public static func startRendering() throws {
    if !isTextStarted {
      unsetenv("FREETYPE_PROPERTIES")
      guard TTF_Init() == 0 else { throw RenderingError.lastSDLError("TTF_Init") }
      isTextStarted = true
    }
    if !isImageStarted {
      let wanted = Int32(IMG_INIT_PNG.rawValue | IMG_INIT_JPG.rawValue)
      guard IMG_Init(wanted) & wanted == wanted else {
        throw RenderingError.lastSDLError("IMG_Init")
      }
      isImageStarted = true
    }
  }

  /// Starts SDL's video and event subsystems for a window, after `startRendering()`.
  /// - Throws: `RenderingError.sdl` when there is no display or SDL cannot start.
  public static func startVideo() throws {
    try startRendering()
    guard !isVideoStarted else { return }
    useUTF8CharacterType()
    SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
    WaylandDecorations.configureSDL()
    guard SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS | SDL_INIT_TIMER) == 0 else {
      throw RenderingError.lastSDLError("SDL_Init(video)")
    }
    isVideoStarted = true
  }

  /// Makes the C library's character type UTF-8 when the process runs in the C locale (a
  /// program that never calls `setlocale` does): SDL's X11 backend converts window titles to the
  /// locale's character set, and in the C locale a title such as "Demo — Contacts" reached the
  /// window manager as mojibake, or not at all. Only `LC_CTYPE` changes; numbers and messages
  /// keep the C conventions.
  static func useUTF8CharacterType() {
    let current = setlocale(LC_CTYPE, nil).map { String(cString: $0) } ?? "C"
    guard current == "C" || current == "POSIX" else { return }
    if setlocale(LC_CTYPE, "") == nil || !isUTF8CharacterType {
      _ = setlocale(LC_CTYPE, "C.UTF-8") ?? setlocale(LC_CTYPE, "C.utf8")
    }
  }

  /// Whether the character type in use is UTF-8.
  static var isUTF8CharacterType: Bool {
    let name = setlocale(LC_CTYPE, nil).map { String(cString: $0) } ?? ""
    return name.lowercased().replacingOccurrences(of: "-", with: "").contains("utf8")
  }

  /// The versions of the libraries that decide what pixels look like: SDL, SDL_ttf, FreeType,
  /// HarfBuzz and SDL_image, as `name major.minor.patch`.
  public static var versions: [String: String] {
    var sdl = SDL_version()
    SDL_GetVersion(&sdl)
    var freetype: (Int32, Int32, Int32) = (0, 0, 0)
    TTF_GetFreeTypeVersion(&freetype.0, &freetype.1, &freetype.2)
    var harfbuzz: (Int32, Int32, Int32) = (0, 0, 0)
    TTF_GetHarfBuzzVersion(&harfbuzz.0, &harfbuzz.1, &harfbuzz.2)
    func text(_ v: SDL_version) -> String { "\(v.major).\(v.minor).\(v.patch)" }
    func text(_ v: UnsafePointer<SDL_version>?) -> String { v.map { text($0.pointee) } ?? "?" }
    return [
      "SDL": text(sdl),
      "SDL_ttf": text(TTF_Linked_Version()),
      "SDL_image": text(IMG_Linked_Version()),
      "FreeType": "\(freetype.0).\(freetype.1).\(freetype.2)",
      "HarfBuzz": "\(harfbuzz.0).\(harfbuzz.1).\(harfbuzz.2)",
    ]
  }
}
