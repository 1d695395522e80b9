import Foundation
import Testing

@testable import TableKitSDL

/// Which renderer a window asks SDL for (issue 32, item 6): OpenGL only where a GPU's render
/// node exists; SDL's software renderer (without SDL's OpenGL probe) where OpenGL would be
/// Mesa's software rasterizer, on X11; SDL_RENDER_DRIVER, when set, left to SDL.
struct WindowRendererChoiceTests {
  private func choice(
    _ environment: [String: String] = [:], driver: String? = "x11", nodes: [String]?
  ) -> WindowRendererChoice {
    WindowRendererChoice.choose(environment: environment, videoDriver: driver, renderNodes: nodes)
  }

  @Test func noGPUMeansTheSoftwareRenderer() {
    #expect(choice(nodes: nil) == .software)
    #expect(choice(nodes: []) == .software)
    // A display controller without a render node draws nothing itself.
    #expect(choice(nodes: ["card0"]) == .software)
  }

  @Test func aRenderNodeMeansOpenGL() {
    #expect(choice(nodes: ["card0", "renderD128"]) == .accelerated)
  }

  @Test func sdlRenderDriverIsThePersonsChoice() {
    for driver in ["opengl", "software", "opengles2"] {
      #expect(choice(["SDL_RENDER_DRIVER": driver], nodes: nil) == .accelerated)
    }
    #expect(choice(["SDL_RENDER_DRIVER": ""], nodes: nil) == .software)
  }

  /// SDL 2's Wayland driver presents software frames only through OpenGL: the window asks for
  /// OpenGL there as before, GPU or not (cage's headless kiosk check runs there).
  @Test func onlyX11TakesTheSoftwareRenderer() {
    for driver in ["wayland", "kmsdrm", "dummy", nil] {
      #expect(choice(driver: driver, nodes: nil) == .accelerated)
    }
  }
}
