import Foundation
import Testing

@testable import TableKitSDL

/// Which renderer a window asks SDL for (issue 32, item 6): OpenGL only where a GPU's render
/// node exists; SDL's software renderer (without SDL's OpenGL probe) where OpenGL would be
/// Mesa's software rasterizer; SDL_RENDER_DRIVER, when set, left to SDL.
struct WindowRendererChoiceTests {
  @Test func noGPUMeansTheSoftwareRenderer() {
    #expect(WindowRendererChoice.choose(environment: [:], renderNodes: nil) == .software)
    #expect(WindowRendererChoice.choose(environment: [:], renderNodes: []) == .software)
    // A display controller without a render node draws nothing itself.
    #expect(WindowRendererChoice.choose(environment: [:], renderNodes: ["card0"]) == .software)
  }

  @Test func aRenderNodeMeansOpenGL() {
    #expect(
      WindowRendererChoice.choose(environment: [:], renderNodes: ["card0", "renderD128"])
        == .accelerated)
  }

  @Test func sdlRenderDriverIsThePersonsChoice() {
    for driver in ["opengl", "software", "opengles2"] {
      #expect(
        WindowRendererChoice.choose(environment: ["SDL_RENDER_DRIVER": driver], renderNodes: nil)
          == .accelerated)
    }
    #expect(
      WindowRendererChoice.choose(environment: ["SDL_RENDER_DRIVER": ""], renderNodes: nil)
        == .software)
  }
}
