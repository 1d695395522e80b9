import CSDL2
import Foundation
import TableKit

/// Replays a `DrawList` on an `SDL_Renderer`: a window's, or a software renderer drawing into a
/// surface. Points become pixels through `scale`. It owns the textures it makes for text,
/// images and anti-aliased shapes, kept in one LRU bounded by count and bytes; unless its owner
/// fixes the bytes, they are a few screens of its output (`TextureBudget`).
///
/// It is also the host's `TextMeasuring` and `ImageProviding`, so that the core measures text
/// with the very faces and scale that will draw it.
@MainActor
public final class SDLRenderer {
  /// The SDL renderer drawn on (`SDL_Renderer *`).
  public let renderer: OpaquePointer
  /// Device pixels per point.
  ///
  /// This and the other state every drawing call reads or appends to are
  /// `@exclusivity(unchecked)`: each is changed only by this class, by single calls that run no
  /// other code (an append, a push, a stored mask), so no two accesses can overlap, and the
  /// runtime's check of each was most of what a drawing call cost besides its own work.
  @exclusivity(unchecked) public var scale: CGFloat {
    didSet { if scale != oldValue { removeAllTextures() } }
  }
  /// The faces text is drawn with.
  public let fonts: FontLibrary
  /// The images drawn by name.
  public let images: ImageLibrary

  enum TextureKey: Hashable {
    /// Text rendered in `color` (packed RGBA; white for text tinted when copied).
    /// The font is its number in the font library (`TextFaces.fontNumber`).
    case text(RenderedString, font: Int32, pixelSize: Int32, color: UInt32)
    case image(String, width: Int32, height: Int32)
    /// A coverage mask in `color` (white for masks tinted when copied).
    case mask(MaskKey, color: UInt32)

    /// Whether it is a string's texture, which counts against the text share.
    var isText: Bool {
      if case .text = self { return true }
      return false
    }
  }

  /// Text, image and shape textures, bounded by count and bytes; text by a share of the bytes
  /// as well (`TextureBudget.textShareDivisor`).
  var textures: LRUCache<TextureKey, CachedTexture>
  /// The bytes of the text textures held, kept by the cache's evictions.
  let textTextureBytes = TextTextureBytes()
  /// A running total the texture cache's eviction handler can reach.
  final class TextTextureBytes {
    var total = 0
  }
  /// The masks of the paths drawn last from the cache (`drawPath`).
  @exclusivity(unchecked) var recentPathMasks = RecentPathMasks()
  /// The buffer `drawPath` builds a shape's key parameters in, kept from shape to shape.
  @exclusivity(unchecked) var pathParameters: [Int32] = []
  /// Measured lines (their width in pixels, and whether they hold color emoji), bounded by
  /// count: a few screens of lines.
  var measuredLines: LRUCache<MeasureKey, MeasuredLine>
  /// Tail-truncated forms of strings that did not fit, bounded by count: a few screens of lines.
  var truncations: LRUCache<TruncationKey, String>
  /// Lines rendered when measured, for this frame's replay to draw without shaping them again;
  /// emptied when a replay ends.
  let linesRenderedWhileMeasuring = LinesRenderedWhileMeasuring(byteLimit: 0)
  /// The UTF-8 bytes handed to SDL_ttf to measure or render so far: the text work of the
  /// frames drawn, which tests compare with what was shown (issue 24) rather than timing it.
  var textBytesHandedToFonts = 0
  /// Text texture lookups that found their string drawn, and those that did not
  /// (`cacheFootprint`).
  var textTextureLookups = (hits: 0, misses: 0)
  /// The byte limit the owner asked for, or nil to follow the output's size.
  private let requestedTextureByteLimit: Int?
  /// The size in device pixels of what the renderer draws on (window or surface).
  private(set) var outputPixelSize: (width: Int32, height: Int32) = (0, 0)

  // Replay state, reset at the start of every `draw(_:)`.
  @exclusivity(unchecked) var origin = CGPoint.zero
  @exclusivity(unchecked) var opacity: CGFloat = 1
  @exclusivity(unchecked) private var translationStack: [CGPoint] = []
  @exclusivity(unchecked) private var opacityStack: [CGFloat] = []
  @exclusivity(unchecked) private var clipStack: [SDL_Rect?] = []
  /// The vibrant group in force (`DrawCommand.pushVibrancy`): fills and copies recorded in
  /// one are drawn vibrantly.
  @exclusivity(unchecked) private(set) var vibrancyState = VibrancyRecordingState()
  @exclusivity(unchecked) private(set) var clip: SDL_Rect?
  /// Whether the clip in force is empty, so that nothing needs drawing.
  @exclusivity(unchecked) var isClippedAway = false
  /// The frame being replayed, recorded in device pixels before it is issued to SDL.
  @exclusivity(unchecked) var recording = ReplayRecording()
  /// The buffers and texture backdrop blurs reuse.
  let backdropStore = BackdropStore()
  /// The buffers vibrant primitives reuse.
  let vibrancyStore = VibrancyStore()
  /// The surface a software renderer draws into (an `OffscreenCanvas`'s, or a window's
  /// framebuffer when SDL draws it in software), set by the owner that knows it. Opaque fills
  /// then write its pixels themselves (`fillInTarget`), and an opaque, square blur of an
  /// ARGB8888 surface reads and writes them in place, skipping the read-back's copy, the
  /// texture's upload and the blended copy back (issue 32).
  var targetSurface: UnsafeMutablePointer<SDL_Surface>?
  /// Whether textures keep their pixels for the replay to blend into `targetSurface` itself
  /// (`copyInTarget`): on SDL's software renderer, on a processor where SDL blends with the
  /// arithmetic `TargetBlend` repeats.
  let keepsPixels: Bool

  /// Whether a replay skips what cannot change a pixel of the frame (`OverdrawCulling`):
  /// fills of the color already there, whatever later opaque fills cover, and the clear where
  /// content covers it. The pixels are the same either way; the benchmark turns it off to
  /// measure what it saves.
  public var cullsOverdraw = true
  /// Whether untinted copies of one texel a pixel are blended into the target surface by the
  /// replay itself rather than by SDL's blitter (`copyInTarget`), on a software renderer that
  /// `keepsPixels`. The pixels are the same either way; the benchmark turns it off to measure
  /// what it saves. Off by default in debug builds: unoptimized, the blend's vector code runs
  /// far slower than SDL's compiled blitter (a kiosk's full-width picture took long enough a
  /// frame to cut an edge swipe short), so there SDL blends unless a test asks otherwise.
  #if DEBUG
    @exclusivity(unchecked) public var blendsCopiesInTarget = false
  #else
    @exclusivity(unchecked) public var blendsCopiesInTarget = true
  #endif
  /// Whether opaque text and anti-aliased shapes are rendered once in their color and cached
  /// so, rather than rendered white and tinted on every copy. SDL's software renderer blends
  /// an untinted texture on a path several times faster than a tinted one (it skips clear
  /// texels and copies opaque ones); the two round partly covered texels (the edges of glyphs
  /// and shapes) differently, by at most 2 of 255 per channel. Off, every copy is tinted.
  @exclusivity(unchecked) public var cachesTintedTextures = true {
    didSet { if cachesTintedTextures != oldValue { removeAllTextures() } }
  }
  /// Whether the target keeps its pixels from one replay to the next and nothing else draws on
  /// it, as on `OffscreenCanvas`'s surface: a replay that clears to the background of the last
  /// one then sets only the pixels the last one drew on (`RetainedFrame`), with the same
  /// result. Off by default, since a window's back buffer is undefined after it is presented;
  /// `WindowHost` turns it on where it can tell its framebuffer kept the frame. Whoever draws
  /// on the target other than through this renderer calls `forgetPreviousFrame()`.
  public var retainsPreviousFrame = false {
    didSet { recording.retained.forget() }
  }

  /// What the last replay issued, before and after culling.
  public internal(set) var lastReplayStatistics = ReplayStatistics()
  /// The parts of the output the last replay may have changed.
  var lastReplayDamage = ReplayDamage()

  /// Creates a renderer over an SDL renderer.
  /// - Parameters:
  ///   - renderer: The `SDL_Renderer *` to draw on; the caller keeps ownership.
  ///   - scale: Device pixels per point.
  ///   - fonts: The font library; a new one on the standard search path by default.
  ///   - images: The image library; a new one on the standard search path by default.
  ///   - textureCountLimit: The most textures kept.
  ///   - textureByteLimit: The most texture bytes kept; nil (the default) sizes it from the
  ///     output, a few screens of pixels, and follows the output when it is resized.
  /// - Throws: `RenderingError.sdl` when SDL_ttf or SDL_image cannot start.
  public init(
    renderer: OpaquePointer, scale: CGFloat, fonts: FontLibrary? = nil, images: ImageLibrary? = nil,
    textureCountLimit: Int = 4096, textureByteLimit: Int? = nil
  ) throws {
    self.renderer = renderer
    self.scale = scale
    var info = SDL_RendererInfo()
    keepsPixels =
      SDL_GetRendererInfo(renderer, &info) == 0
      && info.flags & SDL_RENDERER_SOFTWARE.rawValue != 0 && TargetBlend.matchesSDL
    self.fonts = try fonts ?? FontLibrary()
    self.images = try images ?? ImageLibrary()
    requestedTextureByteLimit = textureByteLimit.map { max(1, $0) }
    textures = LRUCache(
      countLimit: max(1, textureCountLimit), costLimit: textureByteLimit ?? TextureBudget.floor
    ) { [textTextureBytes] evicted in textTextureBytes.total -= evicted.textBytes }
    // Each entry costs 1: the cost limit, set from the output below, bounds the entries.
    measuredLines = LRUCache(
      countLimit: TextMeasureBudget.ceiling, costLimit: TextMeasureBudget.floor)
    truncations = LRUCache(
      countLimit: TextMeasureBudget.ceiling, costLimit: TextMeasureBudget.floor / 4)
    outputSizeDidChange()
  }

  /// Re-reads the size of the window or surface drawn on and, unless a byte limit was given at
  /// creation, re-sizes the texture budget to it (evicting at once when it shrinks). The window
  /// host calls it after every resize.
  public func outputSizeDidChange() {
    var width: Int32 = 0
    var height: Int32 = 0
    SDL_GetRendererOutputSize(renderer, &width, &height)
    outputSizeDidChange(width: width, height: height)
  }

  /// Takes `width` × `height` pixels as the size of what it draws on: for a renderer drawing on
  /// a texture of its own rather than the window (a turned window's, see `DisplayRotation`),
  /// whose size `SDL_GetRendererOutputSize` does not say.
  public func outputSizeDidChange(width: Int32, height: Int32) {
    outputPixelSize = (max(0, width), max(0, height))
    recording.retained.forget()
    textures.costLimit =
      requestedTextureByteLimit
      ?? TextureBudget.byteLimit(outputWidth: outputPixelSize.width, height: outputPixelSize.height)
    measuredLines.costLimit = TextMeasureBudget.widthLimit(outputHeight: outputPixelSize.height)
    truncations.costLimit = TextMeasureBudget.truncationLimit(outputHeight: outputPixelSize.height)
    linesRenderedWhileMeasuring.byteLimit = TextureBudget.measuredLineLimit(
      outputWidth: outputPixelSize.width, height: outputPixelSize.height)
    evictTextBeyondShare()
  }

  /// Empties every cache; textures are destroyed.
  public func purgeCaches() {
    removeAllTextures()
    measuredLines.removeAll()
    truncations.removeAll()
    linesRenderedWhileMeasuring.removeAll()
    backdropStore.texture = nil
  }

  /// Empties the texture cache, and forgets the recent paths' masks, which would hold some of
  /// its textures past it.
  func removeAllTextures() {
    textures.removeAll()
    recentPathMasks.removeAll()
  }

  // MARK: - Replay

  /// Clears the whole target to `color`.
  public func clear(to color: Color) {
    let c = color.rgba8
    SDL_RenderSetClipRect(renderer, nil)
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
    SDL_SetRenderDrawColor(renderer, c.red, c.green, c.blue, c.alpha)
    SDL_RenderClear(renderer)
    recording.retained.didClear(outputBox, to: RGBA8(c).packed)
  }

  /// Tells the renderer that something else drew on its target: the next replay sets every
  /// pixel it must, as on a target that keeps nothing.
  public func forgetPreviousFrame() {
    recording.retained.forget()
  }

  /// Executes every command of `list` in order. Unbalanced pops are ignored and unbalanced
  /// pushes are undone at the end, so a faulty list cannot leak state into the next frame.
  public func draw(_ list: DrawList) {
    replay(list, clearingTo: nil)
  }

  /// Clears the whole target to `background`, then executes every command of `list`: the same
  /// pixels as `clear(to:)` followed by `draw(_:)`, but the clear is skipped where the list's
  /// content covers it opaquely, and fills of the background's color on it draw nothing.
  public func draw(_ list: DrawList, clearingTo background: Color) {
    replay(list, clearingTo: background)
  }

  private func replay(_ list: DrawList, clearingTo background: Color?) {
    resetState()
    if let background { recordClear(background) }
    // Each command is borrowed from the list's buffer: a for-in loop, or the array's subscript,
    // copies it, retaining and releasing its strings and fonts (1.8 % of a W1 frame's
    // instructions).
    list.commands.withUnsafeBufferPointer { commands in
      for index in commands.indices { execute(commands[index]) }
    }
    resetState()
    issueRecording()
    // A line measured for this frame and not drawn by it is not kept for a later one.
    linesRenderedWhileMeasuring.removeAll()
  }

  private func resetState() {
    origin = .zero
    opacity = 1
    translationStack.removeAll(keepingCapacity: true)
    opacityStack.removeAll(keepingCapacity: true)
    clipStack.removeAll(keepingCapacity: true)
    clip = nil
    vibrancyState.reset()
    isClippedAway = false
  }

  private func execute(_ command: DrawCommand) {
    switch command {
    case .pushTranslation(let offset):
      translationStack.append(origin)
      origin.x += offset.x
      origin.y += offset.y
    case .popTranslation:
      if let previous = translationStack.popLast() { origin = previous }
    case .pushAlpha(let factor):
      opacityStack.append(opacity)
      opacity *= min(1, max(0, factor.isNaN ? 0 : factor))
    case .popAlpha:
      if let previous = opacityStack.popLast() { opacity = previous }
    case .pushClip(let rect):
      pushClip(pixelRect(rect))
    case .popClip:
      popClip()
    case .pushVibrancy(let vibrancy):
      vibrancyState.push(vibrancy, in: &recording)
    case .popVibrancy:
      vibrancyState.pop()
    default:
      guard !isClippedAway, opacity > 0 else { return }
      executeDrawing(command)
    }
  }

  private func executeDrawing(_ command: DrawCommand) {
    switch command {
    case .fillRect(let rect, let color):
      fill(pixelRect(rect), color: color)
    case .fillRoundedRect(let rect, let radius, let color):
      fillRoundedRect(rect, cornerRadius: radius, color: color)
    case .strokeRoundedRect(let rect, let radius, let lineWidth, let color):
      strokeRoundedRect(rect, cornerRadius: radius, lineWidth: lineWidth, color: color)
    case .fillEllipse(let rect, let color):
      fillEllipse(rect, color: color)
    case .line(let from, let to, let pixelWidth, let color):
      drawLine(from: from, to: to, pixelWidth: pixelWidth, color: color)
    case .polyline(let points, let lineWidth, let color):
      strokePolyline(points, lineWidth: lineWidth, color: color)
    case .fillPolygon(let points, let color):
      fillPolygon(points, color: color)
    case .text(let run):
      drawText(run)
    case .image(let name, let rect):
      drawImage(named: name, in: rect)
    case .shadow(let rect, let radius, let blur, let color):
      drawShadow(rect, cornerRadius: radius, blur: blur, color: color)
    case .shadowOutside(let rect, let radius, let blur, let color):
      drawShadow(rect, cornerRadius: radius, blur: blur, color: color, outsideOnly: true)
    case .roundCorners(let rect, let radius, let corners, let backdrop):
      roundCorners(of: rect, cornerRadius: radius, corners: corners, backdrop: backdrop)
    case .backdropBlur(let rect, let blur):
      recordBackdropBlur(rect, blur)
    case .pushClip, .popClip, .pushAlpha, .popAlpha, .pushTranslation, .popTranslation,
      .pushVibrancy, .popVibrancy:
      break
    }
  }

  // MARK: - Clipping

  private func pushClip(_ rect: SDL_Rect) {
    clipStack.append(clip)
    var next = rect
    if var current = clip {
      var intersection = SDL_Rect()
      if SDL_IntersectRect(&current, &next, &intersection) == SDL_TRUE {
        next = intersection
      } else {
        next = SDL_Rect(x: 0, y: 0, w: 0, h: 0)
      }
    }
    applyClip(next)
  }

  private func popClip() {
    guard let previous = clipStack.popLast() else { return }
    if let previous {
      applyClip(previous)
    } else {
      clip = nil
      isClippedAway = false
    }
  }

  private func applyClip(_ rect: SDL_Rect) {
    // Applied when the recording is issued: each primitive carries the clip in force.
    clip = rect
    isClippedAway = rect.w <= 0 || rect.h <= 0
  }

  // MARK: - Pixel geometry

  // Every point becomes a pixel through these three, which clamp through `PixelSpace`: a NaN
  // or huge frame from the core then draws nothing or the screen's edge instead of trapping.

  /// The device-pixel x of a point-space x in the current translation, clamped.
  func pixelX(_ x: CGFloat) -> Double { PixelSpace.clamped(Double((x + origin.x) * scale)) }
  /// The device-pixel y of a point-space y in the current translation, clamped.
  func pixelY(_ y: CGFloat) -> Double { PixelSpace.clamped(Double((y + origin.y) * scale)) }
  /// A length in points (a radius, a line width) in device pixels, clamped.
  func pixelLength(_ length: CGFloat) -> Double { PixelSpace.clamped(Double(length * scale)) }

  /// A point-space rect in the current translation, with each edge rounded to the nearest pixel
  /// so that adjacent rects neither overlap nor leave gaps.
  func pixelRect(_ rect: CGRect) -> SDL_Rect {
    let r = rect.standardized
    let x0 = PixelSpace.nearestInteger(pixelX(r.minX))
    let x1 = PixelSpace.nearestInteger(pixelX(r.maxX))
    let y0 = PixelSpace.nearestInteger(pixelY(r.minY))
    let y1 = PixelSpace.nearestInteger(pixelY(r.maxY))
    return SDL_Rect(x: x0, y: y0, w: x1 - x0, h: y1 - y0)
  }

  /// 8-bit components of `color` with the current opacity applied.
  func components(_ color: Color) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
    // A list's colors are ready to draw (a dynamic one's components are its light value, and a
    // list under other traits holds resolved ones), so the components are read as they are:
    // `multiplyingAlpha` would make a new dynamic color, an allocation, for every command.
    Color(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha * opacity).rgba8
  }
}
