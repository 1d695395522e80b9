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
