import CSDL2
import Foundation
import TableKit
import TableKitSDL

/// Where the frame benchmark's table is drawn: an offscreen canvas, or a window that SDL draws
/// in software and presents, the path the demo and the kiosk take on a display (issue 32,
/// item 2). Either may keep its last frame or clear every pixel.
@MainActor
enum FrameSurface {
  case canvas(OffscreenCanvas)
  case window(WindowHost)

  /// The child's flag for the window row.
  static let windowFlag = "--window"

  /// A window of `viewport`'s size in points on the display SDL finds (the benchmark's Xvfb).
  /// - Throws: when the window does not open at that size (SDL clamps a window to its display).
  static func window(for viewport: Viewport) throws -> FrameSurface {
    let host = try WindowHost(
      configuration: WindowHost.Configuration(
        title: "table-bench", size: CGSize(width: viewport.width, height: viewport.height),
        isResizable: false, pointScale: CGFloat(viewport.scale)))
    guard host.size == CGSize(width: viewport.width, height: viewport.height) else {
      throw FrameBenchmarkError.message(
        "the window opened at \(host.size.width) × \(host.size.height) points, not "
          + "\(viewport.label): the display is smaller")
    }
    return .window(host)
  }

  var renderer: SDLRenderer {
    switch self {
    case .canvas(let canvas): canvas.renderer
    case .window(let host): host.renderer
    }
  }

  func makeScreen() -> Screen {
    switch self {
    case .canvas(let canvas): canvas.makeScreen()
    case .window(let host):
      Screen(scale: host.scale, textMeasurer: host.renderer, imageProvider: host.renderer)
    }
  }

  /// Replays `list` over white and waits until it is drawn: the canvas up to SDL's flush, the
  /// window through `SDL_RenderPresent` (under X11, the image put to the server and synced).
  func draw(_ list: DrawList) {
    switch self {
    case .canvas(let canvas):
      canvas.renderer.draw(list, clearingTo: .white)
      SDL_RenderFlush(canvas.renderer.renderer)
    case .window(let host):
      host.present(list, background: .white)
    }
  }
}
