import CSDL2
import TableKit

/// One primitive of a replayed frame in device pixels: recorded while the draw list is walked,
/// issued to SDL once `OverdrawCulling` has decided what each one must still draw.
struct ReplayOp {
  enum Action {
    /// Sets the whole output to the color (the clip does not apply).
    case clear
    /// Fills the destination with the color: set when opaque, blended otherwise.
    case fill
    /// Copies a texture (the part `source`, or all of it) to the destination, tinted by the
    /// color; `flip` nil and `degrees` 0 for a plain `SDL_RenderCopy`, else `SDL_RenderCopyEx`
    /// with them, turning clockwise about the destination's top-left corner.
    case copy(
      SDLRenderer.CachedTexture, source: SDL_Rect?, flip: SDL_RendererFlip?, degrees: Double)
    /// Blurs the pixels already drawn under the destination (within the clip), in place.
    case backdrop(BackdropOp)
  }

  var action: Action
  var color: RGBA8
  var destination: SDL_Rect
  /// The clip rect in force when it was recorded; nil for none.
  var clip: SDL_Rect?
  /// The vibrant group it was recorded in (`ReplayRecording.vibrancy(ofGroup:)`), 0 for none:
  /// a vibrant fill or copy takes its colors from the pixels under it (`issueVibrantGroup`).
  /// A number rather than the `Vibrancy`, which is rarely on screen, and a small one: it fits
  /// in the clip's padding, so every op of every frame is no larger for it.
  var vibrantGroup: UInt16 = 0

  /// Whether it was recorded under a `pushVibrancy`.
  var isVibrant: Bool { vibrantGroup != 0 }
}

/// The frame being recorded and the culling's working storage, kept from frame to frame so
/// that a replay allocates nothing once warm.
struct ReplayRecording {
  var ops: [ReplayOp] = []
  var items: [OverdrawCulling.Item] = []
  var decisions: [OverdrawCulling.Decision] = []
  var culling = OverdrawCulling()
  var statistics = ReplayStatistics()
  /// The parts of a fill, as SDL takes them in one call.
  var partRects: [SDL_Rect] = []
  /// What the target holds from the last frame, where it keeps its pixels.
  var retained = RetainedFrame()
  var clearParts: [PixelBox] = []
  /// The vibrancy of each group begun this frame, group 1 first: each `pushVibrancy` begins
  /// one, and the vibrant primitives of one, one after another, are drawn as one mask, so that
  /// where they overlap the backdrop is transformed once.
  private(set) var vibrantGroups: [Vibrancy] = []

  /// Begins a vibrant group drawn with `vibrancy`; returns its number for the ops recorded in
  /// it, or 0 once the frame has begun as many as a number counts (65,535): the ops are then
  /// not vibrant but drawn as recorded, in the style's flat color, as where the target cannot
  /// be read.
  mutating func beginVibrantGroup(_ vibrancy: Vibrancy) -> UInt16 {
    guard vibrantGroups.count < Int(UInt16.max) else { return 0 }
    vibrantGroups.append(vibrancy)
    return UInt16(vibrantGroups.count)
  }

  /// The vibrancy of `group` (`ReplayOp.vibrantGroup`); nil for 0, not vibrant.
  func vibrancy(ofGroup group: UInt16) -> Vibrancy? {
    guard group != 0 else { return nil }
    assert(Int(group) <= vibrantGroups.count, "a group begun this frame")
    return Int(group) <= vibrantGroups.count ? vibrantGroups[Int(group) - 1] : nil
  }

  /// Empties the frame's ops and groups, keeping their storage for the next frame.
  mutating func removeFrame() {
    ops.removeAll(keepingCapacity: true)
    vibrantGroups.removeAll(keepingCapacity: true)
  }
}

extension SDLRenderer {
  /// Records a fill of `rect` (device pixels) with `color`, in the clip and vibrancy in force.
  func recordFill(_ rect: SDL_Rect, color: RGBA8) {
    recording.ops.append(
      ReplayOp(
        action: .fill, color: color, destination: rect, clip: clip,
        vibrantGroup: vibrancyState.group))
  }

  /// Records a copy of `texture` (or its part `source`) to `destination`, tinted by `color`,
  /// in the clip and vibrancy in force.
  func recordCopy(
    _ texture: CachedTexture, source: SDL_Rect? = nil, to destination: SDL_Rect, color: RGBA8,
    flip: SDL_RendererFlip? = nil, degrees: Double = 0
  ) {
    recording.ops.append(
      ReplayOp(
        action: .copy(texture, source: source, flip: flip, degrees: degrees), color: color,
        destination: destination, clip: clip, vibrantGroup: vibrancyState.group))
  }

  /// Records a fill of `rect` (device pixels) in `color` with the opacity in force, unless it
  /// covers nothing.
  func fill(_ rect: SDL_Rect, color: Color) {
    guard rect.w > 0, rect.h > 0 else { return }
    let c = components(color)
    guard c.alpha > 0 else { return }
    recordFill(rect, color: RGBA8(c))
  }

  /// Records a line `pixelWidth` device pixels wide: a fill when it is level or upright, a
  /// stroked polyline otherwise.
  func drawLine(from: CGPoint, to: CGPoint, pixelWidth: Int, color: Color) {
    let width = Int32(clamping: min(max(1, pixelWidth), 1 << 16))
    let x0 = pixelX(min(from.x, to.x)).rounded()
    let x1 = pixelX(max(from.x, to.x)).rounded()
    let y0 = pixelY(min(from.y, to.y)).rounded()
    let y1 = pixelY(max(from.y, to.y)).rounded()
    let x = PixelSpace.integer(x0)
    let y = PixelSpace.integer(y0)
    if y0 == y1 {
      fill(SDL_Rect(x: x, y: y, w: PixelSpace.integer(x1) - x, h: width), color: color)
    } else if x0 == x1 {
      fill(SDL_Rect(x: x, y: y, w: width, h: PixelSpace.integer(y1) - y), color: color)
    } else {
      strokePolyline([from, to], lineWidth: CGFloat(width) / scale, color: color)
    }
  }

  /// How a white texture is drawn in `color` with the opacity in force: the color its cached
  /// texture is rendered in (white, or the color itself when opaque; see
  /// `cachesTintedTextures`) and the tint its copies then take.
  func textureTint(_ color: Color) -> (texture: RGBA8, copy: RGBA8) {
    let tint = RGBA8(components(color))
    return cachesTintedTextures && tint.alpha == 255 ? (tint, .white) : (.white, tint)
  }

  /// Records a copy of `texture` to `destination` tinted with `color` in the opacity in force
  /// (white textures take the color's RGB).
  func copy(_ texture: CachedTexture, to destination: SDL_Rect, tint color: Color) {
    let c = components(color)
    guard c.alpha > 0 else { return }
    recordCopy(texture, to: destination, color: RGBA8(c))
  }

  /// Records a clear of the whole output to `color`.
  func recordClear(_ color: Color) {
    recording.ops.append(
      ReplayOp(
        action: .clear, color: RGBA8(color.rgba8), destination: outputBox.sdlRect, clip: nil))
  }

  /// The output's pixels.
  var outputBox: PixelBox {
    PixelBox(x0: 0, y0: 0, x1: outputPixelSize.width, y1: outputPixelSize.height)
  }
}
