import TableKit

/// What a renderer's caches hold, by kind: the share of each in its memory, and how often text
/// was found drawn already. For the frame benchmark's report and the cache-bound tests.
public struct RendererCacheFootprint: Sendable, Equatable {
  /// Textures of whole strings: how many, and their pixel bytes.
  public var textTextures = 0
  public var textTextureBytes = 0
  /// Image textures (icons, photos at their drawn size).
  public var imageTextures = 0
  public var imageTextureBytes = 0
  /// Coverage masks of anti-aliased shapes (rounded rectangles, circles, shadows).
  public var maskTextures = 0
  public var maskTextureBytes = 0
  /// The bytes each kind holds now. The budget counts four bytes a texel (what a texture
  /// takes); on a software renderer, pixels of one color are kept as one byte of coverage a
  /// texel until SDL needs their texture (`SingleColorPixels`).
  public var textBytesHeld = 0
  public var imageBytesHeld = 0
  public var maskBytesHeld = 0
  /// The byte budget all textures share.
  public var textureByteLimit = 0
  /// The part of it text may take.
  public var textTextureByteLimit = 0
  /// Lines whose width, truncation or emoji test is remembered (no pixels, a few words each).
  public var measuredLines = 0
  /// Text texture lookups that found the string drawn already, and those that drew it anew,
  /// since the renderer was made.
  public var textHits = 0
  public var textMisses = 0

  /// The share of text lookups that found their texture, or nil before any text was drawn.
  public var textHitRate: Double? {
    let lookups = textHits + textMisses
    return lookups == 0 ? nil : Double(textHits) / Double(lookups)
  }
}

extension SDLRenderer {
  /// What the caches hold now, by kind, and the text cache's hits and misses so far.
  public var cacheFootprint: RendererCacheFootprint {
    var footprint = RendererCacheFootprint()
    func kind(_ include: (TextureKey) -> Bool) -> (count: Int, cost: Int, measured: Int) {
      textures.footprint(of: include) { $0.byteCount }
    }
    let text = kind { if case .text = $0 { true } else { false } }
    let image = kind { if case .image = $0 { true } else { false } }
    let mask = kind { if case .mask = $0 { true } else { false } }
    (footprint.textTextures, footprint.textTextureBytes, footprint.textBytesHeld) = text
    (footprint.imageTextures, footprint.imageTextureBytes, footprint.imageBytesHeld) = image
    (footprint.maskTextures, footprint.maskTextureBytes, footprint.maskBytesHeld) = mask
    footprint.textureByteLimit = textures.costLimit
    footprint.textTextureByteLimit = textTextureByteLimit
    footprint.measuredLines = measuredLines.count + truncations.count
    footprint.textHits = textTextureLookups.hits
    footprint.textMisses = textTextureLookups.misses
    return footprint
  }
}
