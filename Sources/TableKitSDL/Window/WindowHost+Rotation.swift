import CSDL2
import Foundation
import TableKit

// A turned window (`DisplayRotation`): the content is drawn upright on a texture of the turned
// size, which is then copied to the window turned by the rotation's angle.

extension WindowHost {
  /// The window's size on its display in points: `size` unless the picture is turned a quarter,
  /// when the two swap. Touches on the display are fractions of it.
  public var displaySize: CGSize { rotation.contentSize(onDisplayOf: size) }

  /// Makes the texture the content is drawn on, `pixelWidth` × `height` being the window's
  /// drawable, and has the renderer take its size.
  func prepareRotatedTarget(pixelWidth: Int32, height pixelHeight: Int32) {
    let width = rotation.swapsAxes ? pixelHeight : pixelWidth
    let height = rotation.swapsAxes ? pixelWidth : pixelHeight
    if let target = rotatedTarget, target.width == width, target.height == height { return }
    if let target = rotatedTarget { SDL_DestroyTexture(target.texture) }
    rotatedTarget = nil
    guard width > 0, height > 0,
      let texture = SDL_CreateTexture(
        sdlRenderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_TARGET.rawValue),
        width, height)
    else {
      // Without a texture the picture is drawn upright (and said so once): better than none.
      GeometryWarnings.report(
        "the window cannot be turned \(rotation.degrees)°: \(String(cString: SDL_GetError()))")
      renderer.outputSizeDidChange()
      return
    }
    SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
    rotatedTarget = (texture, width, height)
    renderer.outputSizeDidChange(width: width, height: height)
  }

  /// Draws `list` on the texture, then copies it turned to the window and presents.
  func presentRotated(
    _ list: DrawList, background: Color,
    on target: (texture: OpaquePointer, width: Int32, height: Int32)
  ) {
    SDL_SetRenderTarget(sdlRenderer, target.texture)
    // The picture is drawn on the texture, not in the window's framebuffer, and every pixel
    // of it each frame.
    prepareToPresent(on: nil)
    renderer.draw(list, clearingTo: background)
    SDL_SetRenderTarget(sdlRenderer, nil)
    SDL_RenderSetClipRect(sdlRenderer, nil)
    SDL_SetRenderDrawBlendMode(sdlRenderer, SDL_BLENDMODE_NONE)
    SDL_SetRenderDrawColor(sdlRenderer, 0, 0, 0, 255)
    SDL_RenderClear(sdlRenderer)
    var output = (width: Int32(0), height: Int32(0))
    SDL_GetRendererOutputSize(sdlRenderer, &output.width, &output.height)
    // SDL turns the copy about its rectangle's centre: the rectangle is the texture's size,
    // centred on the window, so that the turned picture covers it.
    var destination = SDL_Rect(
      x: (output.width - target.width) / 2, y: (output.height - target.height) / 2,
      w: target.width, h: target.height)
    SDL_RenderCopyEx(
      sdlRenderer, target.texture, nil, &destination, Double(rotation.degrees), nil, SDL_FLIP_NONE)
    SDL_RenderPresent(sdlRenderer)
  }
}
