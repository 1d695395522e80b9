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
  /// The vibrancy in force when it was recorded: a fill or copy then takes its colors from
  /// the pixels under it (`issueVibrant`).
  var vibrancy: Vibrancy? = nil
  /// Which `pushVibrancy` it was recorded under: the vibrant primitives of one push, one after
  /// another, are drawn as one mask, so that where they overlap the backdrop is transformed
  /// once.
  var vibrancyGroup = 0
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
}

extension SDLRenderer {
  /// Records a fill of `rect` (device pixels) with `color`, in the clip in force.
  func recordFill(_ rect: SDL_Rect, color: RGBA8) {
    recording.ops.append(
      ReplayOp(
        action: .fill, color: color, destination: rect, clip: clip, vibrancy: vibrancy,
        vibrancyGroup: vibrancyGroup))
  }

  /// Records a copy of `texture` (or its part `source`) to `destination`, tinted by `color`.
  func recordCopy(
    _ texture: CachedTexture, source: SDL_Rect? = nil, to destination: SDL_Rect, color: RGBA8,
    flip: SDL_RendererFlip? = nil, degrees: Double = 0
  ) {
    recording.ops.append(
      ReplayOp(
        action: .copy(texture, source: source, flip: flip, degrees: degrees), color: color,
        destination: destination, clip: clip, vibrancy: vibrancy, vibrancyGroup: vibrancyGroup))
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
