import CSDL2
import Foundation
import TableKit

extension SDLRenderer: ImageProviding {
  /// The size in points of the image called `name`, or nil when it cannot be loaded.
  public func size(ofImage name: String) -> CGSize? { images.size(ofImage: name) }

  /// Forgets every image and texture, so that image files changed on disk are read again at
  /// their next use (see `ImageLibrary.forgetAll()`).
  public func forgetImages() {
    images.forgetAll()
    purgeCaches()
  }

  /// Draws the named image resampled to fill `rect`, or a neutral placeholder when the image
  /// cannot be loaded (the image library has reported why).
  ///
  /// The picture is resampled to the destination's pixels so that it is drawn 1:1. Where the
  /// destination is larger than the output (a huge or infinite frame), only the part on screen
  /// is resampled, and not cached: it changes with every scroll position.
  func drawImage(named name: String, in rect: CGRect) {
    let destination = pixelRect(rect)
    guard destination.w > 0, destination.h > 0 else { return }
    let output = outputPixelSize
    guard destination.w > output.width || destination.h > output.height else {
      guard let texture = imageTexture(name, width: destination.w, height: destination.h) else {
        return drawPlaceholder(in: rect)
      }
      return copy(texture, to: destination, tint: .white)
    }
    let left = max(destination.x, 0)
    let top = max(destination.y, 0)
    let right = min(destination.x + destination.w, output.width)
    let bottom = min(destination.y + destination.h, output.height)
    guard right > left, bottom > top else { return }
    let window = SDL_Rect(
      x: left - destination.x, y: top - destination.y, w: right - left, h: bottom - top)
    guard
      let decoded = images.image(
        named: name, drawnAtPixelWidth: destination.w, height: destination.h),
      let part = ImageResampler.resample(
        decoded.surface, width: destination.w, height: destination.h, window: window),
      let texture = cacheTexture(from: part, key: nil)
    else { return drawPlaceholder(in: rect) }
    copy(texture, to: SDL_Rect(x: left, y: top, w: window.w, h: window.h), tint: .white)
  }

  /// A light gray tile with a hairline border: it keeps the layout's shape where an image is
  /// missing without pretending to be content.
  private func drawPlaceholder(in rect: CGRect) {
    let box = pixelRect(rect)
    fill(box, color: .lightFill)
    let border = Color.chevron
    fill(SDL_Rect(x: box.x, y: box.y, w: box.w, h: 1), color: border)
    fill(SDL_Rect(x: box.x, y: box.y + box.h - 1, w: box.w, h: 1), color: border)
    fill(SDL_Rect(x: box.x, y: box.y, w: 1, h: box.h), color: border)
    fill(SDL_Rect(x: box.x + box.w - 1, y: box.y, w: 1, h: box.h), color: border)
  }

  /// The image resampled to exactly `width` × `height` pixels, cached per size, so that it is
  /// drawn 1:1 and looks the same on every renderer.
  private func imageTexture(_ name: String, width: Int32, height: Int32) -> CachedTexture? {
    let key = TextureKey.image(name, width: width, height: height)
    if let cached = textures.value(forKey: key) { return cached }
    guard let decoded = images.image(named: name, drawnAtPixelWidth: width, height: height),
      let resampled = ImageResampler.resample(decoded.surface, width: width, height: height)
    else { return nil }
    return cacheTexture(from: resampled, key: key)
  }
}
