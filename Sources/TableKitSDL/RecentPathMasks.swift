/// The masks `drawPath` last copied from the cache, one for each sixteenth of a pixel a
/// shape's first point can stand at vertically: a shape with the same key and color as the one
/// remembered for its sixteenth (the same shape moved by whole pixels) is copied from it with
/// no lookup. While a table scrolls, every row's chevron stands at the same fraction of a
/// pixel; while rows slide after an update, each at its own, they share a few of them.
///
/// Each holds its texture, which stays valid after the cache lets it go (an entry frees its
/// texture with its last reference), so a shape the cache evicted is still drawn right; at
/// most sixteen small masks are held so. `removeAllTextures()` forgets them with the cache.
struct RecentPathMasks {
  private struct Entry {
    var key: MaskKey
    var textureColor: RGBA8
    var texture: SDLRenderer.CachedTexture
  }

  private var entries = [Entry?](repeating: nil, count: 16)

  /// The slot of a shape whose key parameters are `parameters`, the first point's quantized
  /// y (sixteenths of a pixel, never negative: points are measured from the mask's corner) at
  /// `firstY`.
  private static func slot(_ parameters: [Int32], firstY: Int) -> Int {
    Int(parameters[firstY] & 15)
  }

  /// The mask remembered for a shape of `kind` with `parameters` drawn with a texture of
  /// `textureColor`, if any.
  func texture(
    kind: MaskKey.Kind, parameters: [Int32], firstY: Int, textureColor: RGBA8
  ) -> SDLRenderer.CachedTexture? {
    guard let entry = entries[Self.slot(parameters, firstY: firstY)],
      entry.key.kind == kind, entry.textureColor == textureColor,
      entry.key.parameters == parameters
    else { return nil }
    return entry.texture
  }

  /// Remembers `texture` as the mask of `key` (whose first point's y is `firstY`) in
  /// `textureColor`, in place of the one of its sixteenth.
  mutating func remember(
    _ texture: SDLRenderer.CachedTexture, key: MaskKey, firstY: Int, textureColor: RGBA8
  ) {
    entries[Self.slot(key.parameters, firstY: firstY)] = Entry(
      key: key, textureColor: textureColor, texture: texture)
  }

  /// How many masks are remembered.
  var count: Int { entries.reduce(0) { $0 + ($1 == nil ? 0 : 1) } }

  /// Forgets every mask.
  mutating func removeAll() {
    for index in entries.indices { entries[index] = nil }
  }
}
