import CSDL2
import Foundation

/// Whether SDL may draw window decorations on Wayland through libdecor.
///
/// A compositor that asks clients to draw their own decorations (cage without `-d`, GNOME)
/// makes SDL 2.26 replace its window's shell surface with libdecor's. Debian ships libdecor's
/// plugins in a separate package (`libdecor-0-plugin-1-cairo`); without one, libdecor 0.1
/// prints "No plugins found, falling back on no decorations" and the replacement window is
/// never mapped: the program runs and the screen stays black. Found running the kiosk under
/// cage. So, unless the user set `SDL_VIDEO_WAYLAND_ALLOW_LIBDECOR` themselves, SDL is told to
/// keep its own undecorated shell surface when no plugin is installed: a visible window
/// without a title bar instead of none.
enum WaylandDecorations {
  /// Folders where libdecor looks for plugins: `LIBDECOR_PLUGIN_DIR`, else the folder Debian's
  /// and other distributions' builds use.
  static func pluginFolders(environment: [String: String]) -> [String] {
    if let folder = environment["LIBDECOR_PLUGIN_DIR"], !folder.isEmpty { return [folder] }
    return [
      "/usr/lib/\(multiarchTriple)/libdecor/plugins-1",
      "/usr/lib64/libdecor/plugins-1",
      "/usr/lib/libdecor/plugins-1",
    ]
  }

  /// Debian's multiarch folder name for this machine's libraries.
  private static var multiarchTriple: String {
    #if arch(arm64)
      return "aarch64-linux-gnu"
    #else
      return "x86_64-linux-gnu"
    #endif
  }

  /// Whether SDL should be kept from using libdecor: no plugin is installed and the user did
  /// not decide through `SDL_VIDEO_WAYLAND_ALLOW_LIBDECOR`.
  static func shouldDisallowLibdecor(
    environment: [String: String], fileManager: FileManager = .default
  ) -> Bool {
    guard environment["SDL_VIDEO_WAYLAND_ALLOW_LIBDECOR"] == nil else { return false }
    return !pluginFolders(environment: environment).contains { folder in
      let names = (try? fileManager.contentsOfDirectory(atPath: folder)) ?? []
      return names.contains { $0.hasSuffix(".so") }
    }
  }

  /// Sets SDL's hint before its video starts, as `shouldDisallowLibdecor` decides.
  static func configureSDL(environment: [String: String] = ProcessInfo.processInfo.environment) {
    if shouldDisallowLibdecor(environment: environment) {
      SDL_SetHint(SDL_HINT_VIDEO_WAYLAND_ALLOW_LIBDECOR, "0")
    }
  }
}
