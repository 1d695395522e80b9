import CSDL2
import Foundation
import TableKit

/// The texture cache's bounds: every texture within the byte budget, text within its share of
/// it (`TextureBudget`), and how textures enter the cache.
extension SDLRenderer {
  /// The most bytes of textures kept: the limit given at creation, else a few screens of the
  /// output's pixels.
  public var textureByteLimit: Int { textures.costLimit }

  /// The most bytes of those that text textures may take (`TextureBudget.textShareDivisor`).
  public var textTextureByteLimit: Int { TextureBudget.textByteLimit(within: textures.costLimit) }

  /// Evicts the least recently used text textures until text is within its share: text
  /// beyond it gives way, oldest first, to the text just drawn.
  func evictTextBeyondShare() {
    let share = textTextureByteLimit
    while textTextureBytes.total > share, textures.removeOldest(where: { $0.isText }) {}
    assert(textTextureBytes.total >= 0, "text texture bytes went below zero")
  }

  /// What the texture cache holds: entries and bytes, for the cache-bound tests and the bench.
  public var textureCacheFootprint: (count: Int, bytes: Int) {
    (textures.count, textures.totalCost)
  }

  /// Makes a texture from an ARGB8888 surface, caching it under `key` (nil: not cached); the
  /// surface is freed, or kept as the entry's pixels on a renderer that `keepsPixels` (which
  /// become `SingleColorPixels` when blended a second time, if they are). A texture larger than
  /// the whole budget is not cached either: it is freed once drawn. The budget counts four
  /// bytes a texel even for pixels of one color, whose texture SDL may yet need.
  func cacheTexture(from surface: UnsafeMutablePointer<SDL_Surface>, key: TextureKey?)
    -> CachedTexture?
  {
    let entry: CachedTexture
    if keepsPixels, surface.pointee.format.pointee.format == SDL_PIXELFORMAT_ARGB8888.rawValue {
      entry = CachedTexture(keeping: surface, renderer: renderer)
    } else {
      defer { SDL_FreeSurface(surface) }
      guard let texture = SDL_CreateTextureFromSurface(renderer, surface) else { return nil }
      SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
      entry = CachedTexture(texture: texture, width: surface.pointee.w, height: surface.pointee.h)
    }
    return cache(entry, key: key)
  }

  /// Keeps `entry` under `key` (nil: not cached, drawn once), a text texture against the text
  /// share; returns it.
  func cache(_ entry: CachedTexture, key: TextureKey?) -> CachedTexture {
    guard let key else { return entry }
    let cost = Int(entry.width) * Int(entry.height) * 4
    guard case .text = key else {
      textures.insert(entry, forKey: key, cost: cost)
      return entry
    }
    entry.textBytes = cost
    if textures.insert(entry, forKey: key, cost: cost) { textTextureBytes.total += cost }
    evictTextBeyondShare()
    return entry
  }
}
