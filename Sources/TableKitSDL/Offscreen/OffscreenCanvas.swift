import CSDL2
import Foundation
import TableKit

/// Renders draw lists headlessly: SDL's software renderer drawing into an ARGB8888 surface. It
/// needs no display and no video subsystem, and repeats byte for byte, which is what screenshot
/// tests and `tablesnap` need.
@MainActor
public final class OffscreenCanvas {
  /// The canvas size in points.
  public let size: CGSize
  /// Device pixels per point.
  public let scale: CGFloat
  /// The renderer replaying draw lists; also the canvas's `TextMeasuring` and `ImageProviding`.
  /// It retains the last frame (`retainsPreviousFrame`): code drawing on its SDL renderer
  /// directly calls its `forgetPreviousFrame()` afterwards.
  public let renderer: SDLRenderer

  private let surface: UnsafeMutablePointer<SDL_Surface>
  private let sdlRenderer: OpaquePointer

  /// Creates a canvas of `size` points at `scale` pixels per point.
  /// - Parameters:
  ///   - size: The size in points; the surface is `size × scale` pixels, rounded up: at least
  ///     1 and at most 16,384 pixels on a side, and at most 2^26 pixels in all.
  ///   - scale: Device pixels per point (1, 2 or 3 in practice); finite and greater than 0.
  ///   - fonts: The font library to share; a new one on the standard search path by default.
  ///   - images: The image library to share; a new one by default.
  /// - Throws: `RenderingError.invalidArgument` for a scale that is not finite and positive, or
  ///   a size that is not finite or too large for memory; `RenderingError.sdl` when the
  ///   surface or renderer cannot be made.
  public init(
    size: CGSize, scale: CGFloat = 1, fonts: FontLibrary? = nil, images: ImageLibrary? = nil
  )
    throws
  {
    try SDLLibraries.startRendering()
    // Refused here, naming the value, rather than trapping at the first layout or drawing.
    let scale = try SurfaceGeometry.validatedScale(scale, named: "OffscreenCanvas scale")
    let (pixelWidth, pixelHeight) = try SurfaceGeometry.pixelSize(
      of: size, scale: scale, named: "OffscreenCanvas size")
    guard
      let surface = SDL_CreateRGBSurfaceWithFormat(
        0, pixelWidth, pixelHeight, 32, SDL_PIXELFORMAT_ARGB8888.rawValue)
    else { throw RenderingError.lastSDLError("SDL_CreateRGBSurfaceWithFormat") }
    guard let sdlRenderer = SDL_CreateSoftwareRenderer(surface) else {
      SDL_FreeSurface(surface)
      throw RenderingError.lastSDLError("SDL_CreateSoftwareRenderer")
    }
    self.size = size
    self.scale = scale
    self.surface = surface
    self.sdlRenderer = sdlRenderer
    self.renderer = try SDLRenderer(
      renderer: sdlRenderer, scale: scale, fonts: fonts, images: images)
    // The surface keeps its pixels between replays, and only this renderer draws on it.
    renderer.retainsPreviousFrame = true
    renderer.targetSurface = surface
  }

  isolated deinit {
    // Textures belong to the SDL renderer: free them before it goes.
    renderer.purgeCaches()
    renderer.targetSurface = nil
    SDL_DestroyRenderer(sdlRenderer)
    SDL_FreeSurface(surface)
  }

  /// Clears the canvas to `background`, replays `list`, and returns the pixels.
  public func render(_ list: DrawList, background: Color = .white) -> PixelImage {
    renderer.draw(list, clearingTo: background)
    return currentPixels()
  }

  /// The pixels as the replays so far left them, for code that replays through `renderer`
  /// itself (several lists over each other, or without a clear).
  public func currentPixels() -> PixelImage {
    SDL_RenderPresent(sdlRenderer)
    return PixelImage(surface: surface)
  }
}

extension OffscreenCanvas {
  /// The screen a view tree sees on this canvas: its scale, and the renderer as text measurer
  /// and image provider.
  public func makeScreen(layoutDirection: LayoutDirection = .leftToRight) -> Screen {
    Screen(
      scale: scale, textMeasurer: renderer, imageProvider: renderer,
      layoutDirection: layoutDirection)
  }

  /// Lays out `view` (sized to the canvas and attached to `screen`) and renders it.
  /// - Parameters:
  ///   - view: The root view; its frame becomes the canvas's bounds.
  ///   - screen: The screen to attach; one made by `makeScreen()` when nil.
  ///   - background: The color behind the view.
  public func render(_ view: View, screen: Screen? = nil, background: Color = .white) -> PixelImage
  {
    if let screen {
      view.screen = screen
    } else if view.screen.textMeasurer !== renderer {
      view.screen = makeScreen()
    }
    view.frame = CGRect(origin: .zero, size: size)
    view.layoutIfNeeded()
    var list = DrawList()
    view.render(into: &list)
    // The background follows the view's appearance, as the view's own colors do.
    return render(list, background: background.resolvedColor(with: view.traitCollection))
  }
}
