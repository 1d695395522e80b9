import CSDL2
import Foundation
import TableKit

extension SDLRenderer: ImageProviding {
  /// The size in points of the image called `name`, or nil when it cannot be loaded.
  public func size(ofImage name: String) -> CGSize? { images.size(ofImage: name) }

  /// Draws the named image resampled to fill `rect`, or a neutral placeholder when the image
  /// cannot be loaded (the image library has reported why).
  func drawImage(named name: String, in rect: CGRect) {
    let destination = pixelRect(rect)
    guard destination.w > 0, destination.h > 0 else { return }
    guard let texture = imageTexture(name, width: destination.w, height: destination.h) else {
      return drawPlaceholder(in: rect)
    }
    copy(texture, to: destination, tint: .white)
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
    guard let decoded = images.image(named: name),
      let resampled = ImageResampler.resample(decoded.surface, width: width, height: height)
    else { return nil }
    return cacheTexture(from: resampled, key: key)
  }
}

/// Resizes ARGB8888 surfaces by area averaging in premultiplied alpha: each destination pixel is
/// the coverage-weighted mean of the source pixels under it. Shrinking photos to thumbnail size
/// stays smooth, which SDL's nearest and bilinear scaling do not give.
enum ImageResampler {
  /// A new ARGB8888 surface of the given size; the caller frees it.
  static func resample(_ source: UnsafeMutablePointer<SDL_Surface>, width: Int32, height: Int32)
    -> UnsafeMutablePointer<SDL_Surface>?
  {
    let sw = Int(source.pointee.w)
    let sh = Int(source.pointee.h)
    guard sw > 0, sh > 0, width > 0, height > 0,
      let result = SDL_CreateRGBSurfaceWithFormat(
        0, width, height, 32, SDL_PIXELFORMAT_ARGB8888.rawValue)
    else { return nil }
    let dw = Int(width)
    let dh = Int(height)
    let sourcePitch = Int(source.pointee.pitch) / 4
    let resultPitch = Int(result.pointee.pitch) / 4
    let input = source.pointee.pixels.assumingMemoryBound(to: UInt32.self)
    let output = result.pointee.pixels.assumingMemoryBound(to: UInt32.self)
    let columns = spans(from: sw, to: dw)
    let rows = spans(from: sh, to: dh)
    for (dy, rowSpan) in rows.enumerated() {
      for (dx, columnSpan) in columns.enumerated() {
        var a = 0.0, r = 0.0, g = 0.0, b = 0.0, total = 0.0
        for (sy, wy) in rowSpan {
          for (sx, wx) in columnSpan {
            let weight = wy * wx
            let pixel = input[sy * sourcePitch + sx]
            let alpha = Double(pixel >> 24) / 255
            a += alpha * weight
            r += Double((pixel >> 16) & 0xFF) * alpha * weight
            g += Double((pixel >> 8) & 0xFF) * alpha * weight
            b += Double(pixel & 0xFF) * alpha * weight
            total += weight
          }
        }
        let coverage = total > 0 ? a / total : 0
        func channel(_ sum: Double) -> UInt32 {
          a > 0 ? UInt32(min(255, max(0, (sum / a).rounded()))) : 0
        }
        let alphaByte = UInt32(min(255, max(0, (coverage * 255).rounded())))
        output[dy * resultPitch + dx] =
          alphaByte << 24 | channel(r) << 16 | channel(g) << 8 | channel(b)
      }
    }
    return result
  }

  /// For each destination index, the source indexes it covers with their overlap weights.
  private static func spans(from sourceCount: Int, to destinationCount: Int) -> [[(Int, Double)]] {
    let ratio = Double(sourceCount) / Double(destinationCount)
    return (0..<destinationCount).map { index in
      if ratio <= 1 {
        // Enlarging: take the nearest source pixel's neighbourhood linearly.
        let centre = (Double(index) + 0.5) * ratio - 0.5
        let lower = Int(centre.rounded(.down))
        let fraction = centre - Double(lower)
        let a = min(max(lower, 0), sourceCount - 1)
        let b = min(max(lower + 1, 0), sourceCount - 1)
        return [(a, 1 - fraction), (b, fraction)]
      }
      let start = Double(index) * ratio
      let end = start + ratio
      var result: [(Int, Double)] = []
      var position = Int(start.rounded(.down))
      while Double(position) < end, position < sourceCount {
        let overlap = min(end, Double(position + 1)) - max(start, Double(position))
        if overlap > 0 { result.append((position, overlap)) }
        position += 1
      }
      return result
    }
  }
}
