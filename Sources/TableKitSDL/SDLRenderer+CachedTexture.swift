import CSDL2

extension SDLRenderer {
  /// A texture and its size in pixels. It destroys the texture when the last reference goes,
  /// so a texture too large for the cache can still be drawn once and then freed.
  ///
  /// On a renderer that draws in software it may keep the pixels instead (an ARGB8888 surface,
  /// or a `SingleColorPixels` of it), which the replay blends into the target surface itself
  /// (`copyInTarget`). When a copy needs SDL (tinted, scaled, turned, or onto a render target)
  /// the texture is made from them and they are freed: one copy of the pixels is held either
  /// way, as the texture alone held them.
  final class CachedTexture {
    /// Pixels kept for the replay to blend itself.
    enum KeptPixels {
      /// An ARGB8888 surface the entry owns.
      case surface(UnsafeMutablePointer<SDL_Surface>)
      /// Texels of one color, a byte of alpha each.
      case singleColor(SingleColorPixels)
    }

    let width: Int32
    let height: Int32
    /// The bytes it counts against the text share of the budget (0 unless it is text).
    var textBytes = 0
    /// The pixels kept for the replay to blend itself, or nil.
    private(set) var kept: KeptPixels?
    /// The renderer the texture is made on when the pixels are kept.
    private let renderer: OpaquePointer?
    private var madeTexture: OpaquePointer?
    private var failedToMakeTexture = false
    /// The copies blended from the kept pixels so far (`keptPixelsForBlending()`).
    private var blendedCopies = 0

    /// An entry for a texture made already.
    init(texture: OpaquePointer, width: Int32, height: Int32) {
      madeTexture = texture
      self.width = width
      self.height = height
      kept = nil
      renderer = nil
    }

    /// An entry that keeps `surface` (ARGB8888; it takes ownership) and makes its texture on
    /// `renderer` when first asked.
    init(keeping surface: UnsafeMutablePointer<SDL_Surface>, renderer: OpaquePointer) {
      precondition(
        surface.pointee.format.pointee.format == SDL_PIXELFORMAT_ARGB8888.rawValue,
        "kept pixels are ARGB8888")
      self.renderer = renderer
      width = surface.pointee.w
      height = surface.pointee.h
      kept = .surface(surface)
    }

    /// An entry that keeps `mask` and makes its texture on `renderer` when first asked.
    init(keeping mask: SingleColorPixels, renderer: OpaquePointer) {
      self.renderer = renderer
      width = Int32(mask.width)
      height = Int32(mask.height)
      kept = .singleColor(mask)
    }

    /// The kept pixels, for the replay to blend a copy of them. The second copy blended finds
    /// whether they are of one color and keeps them as `SingleColorPixels` if so: pixels
    /// drawn once (a ticker's text, new every frame) are never scanned for it, since the scan
    /// and the copy cost about what one blend does (W3 at @2x was 30 % slower scanning every
    /// new string).
    func keptPixelsForBlending() -> KeptPixels? {
      blendedCopies += 1
      if blendedCopies == 2, case .surface(let surface) = kept,
        let singleColor = SingleColorPixels(of: surface)
      {
        kept = .singleColor(singleColor)
        SDL_FreeSurface(surface)
      }
      return kept
    }

    /// The bytes its pixels take, kept or in the texture.
    var byteCount: Int {
      if case .singleColor(let mask) = kept { return mask.byteCount }
      return Int(width) * Int(height) * 4
    }

    /// The texture SDL copies from, made from the kept pixels the first time (which are then
    /// freed); nil only when SDL cannot make it (then nothing is drawn for this copy, as when a
    /// texture could not be made for the cache).
    var texture: OpaquePointer? {
      if let madeTexture { return madeTexture }
      guard let kept, let renderer, !failedToMakeTexture else { return nil }
      let surface: UnsafeMutablePointer<SDL_Surface>?
      switch kept {
      case .surface(let keptSurface): surface = keptSurface
      case .singleColor(let mask): surface = mask.surface()
      }
      defer { if let surface { SDL_FreeSurface(surface) } }
      guard let surface, let texture = SDL_CreateTextureFromSurface(renderer, surface) else {
        failedToMakeTexture = true
        return nil
      }
      SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
      madeTexture = texture
      self.kept = nil
      return texture
    }

    deinit {
      if let madeTexture { SDL_DestroyTexture(madeTexture) }
      if case .surface(let surface) = kept { SDL_FreeSurface(surface) }
    }
  }
}
