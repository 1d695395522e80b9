import CSDL2
import Foundation

/// Which of SDL's renderers a window asks for: OpenGL where the machine has a GPU, SDL's own
/// software renderer where it has none.
///
/// Without a GPU (no render node under `/dev/dri`), OpenGL is Mesa's software rasterizer
/// (llvmpipe): it draws on the CPU as SDL's software renderer does, but first loads Mesa and
/// LLVM, makes a context and compiles shaders, about 55 ms of a window's start-up under Xvfb
/// (measured by `table-bench frames --startup`). Even SDL's software renderer would make a
/// hidden OpenGL window first, to ask whether OpenGL is accelerated, unless
/// `SDL_FRAMEBUFFER_ACCELERATION` says not to; so without a GPU the window asks for the
/// software renderer and sets that hint at SDL's default priority (the environment still
/// wins). The software renderer is also the one the snapshot tests draw with.
///
/// Only on X11, whose SDL driver presents a software frame itself (shared memory images);
/// SDL 2's Wayland driver has no such path, and its software renderer would need OpenGL to
/// present anyway. `SDL_RENDER_DRIVER` in the environment is the person's choice: the window
/// then asks SDL for an accelerated renderer as before and SDL takes the one named. Should the
/// software renderer fail, the window asks for the accelerated one as before.
enum WindowRendererChoice: Equatable {
  /// SDL's first accelerated renderer (OpenGL on X11 and Wayland), falling back to software.
  case accelerated
  /// SDL's software renderer, without the OpenGL probe.
  case software

  /// The folder whose `renderD*` nodes are the machine's GPUs.
  static let renderNodeFolder = "/dev/dri"

  /// The choice for `environment` under SDL's video driver `videoDriver` on a machine whose
  /// `renderNodeFolder` lists `nodes` (nil when the folder does not exist).
  static func choose(
    environment: [String: String], videoDriver: String?, renderNodes nodes: [String]?
  ) -> Self {
    if let driver = environment["SDL_RENDER_DRIVER"], !driver.isEmpty { return .accelerated }
    // The dummy driver has no OpenGL and SDL makes a software renderer there either way.
    guard videoDriver == "x11" else { return .accelerated }
    return (nodes ?? []).contains { $0.hasPrefix("renderD") } ? .accelerated : .software
  }

  /// The choice for this process and machine (SDL's video started).
  @MainActor static func current() -> Self {
    choose(
      environment: ProcessInfo.processInfo.environment,
      videoDriver: SDL_GetCurrentVideoDriver().map { String(cString: $0) },
      renderNodes: try? FileManager.default.contentsOfDirectory(atPath: renderNodeFolder))
  }

  /// Makes `window`'s renderer as chosen; nil (SDL's error set) when SDL cannot.
  @MainActor func makeRenderer(for window: OpaquePointer) -> OpaquePointer? {
    switch self {
    case .accelerated:
      let flags = SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue
      return SDL_CreateRenderer(window, -1, flags)
        ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue)
    case .software:
      SDL_SetHintWithPriority("SDL_FRAMEBUFFER_ACCELERATION", "0", SDL_HINT_DEFAULT)
      return SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue)
        ?? Self.accelerated.makeRenderer(for: window)
    }
  }
}
