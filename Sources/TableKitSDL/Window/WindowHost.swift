import CSDL2
import Foundation
import TableKit

/// A real SDL window with a vsynced renderer (SDL's software renderer on a machine without a GPU,
/// `WindowRendererChoice`): the desktop demo's and the kiosk's host. It turns
/// window geometry into points (honouring high-DPI drawables and `TABLEKIT_SCALE`), replays one
/// `DrawList` per frame, and hands SDL events to its owner.
@MainActor
public final class WindowHost {
  /// How the window is opened.
  public struct Configuration: Sendable {
    /// The window title.
    public var title: String
    /// The initial size in points (ignored when fullscreen).
    public var size: CGSize
    /// Whether the window covers the whole screen at the desktop's resolution.
    public var isFullscreen: Bool
    /// Whether the user may resize the window.
    public var isResizable: Bool
    /// Whether the mouse cursor is hidden (a touch kiosk has none).
    public var hidesCursor: Bool
    /// Extra points-to-window-units factor, for screens SDL does not report as high-DPI;
    /// `TABLEKIT_SCALE` sets it when nil. Values below 1 count as 1; values that are not finite
    /// and positive are refused when the window opens.
    public var pointScale: CGFloat?
    /// How the picture is turned on the display; the content is laid out at the turned size.
    public var rotation: DisplayRotation = .none
    /// The display (SDL's index) the window opens on; nil for the first. See
    /// `WindowHost.displayNames()`.
    public var display: Int?

    /// Creates a configuration.
    public init(
      title: String, size: CGSize, isFullscreen: Bool = false, isResizable: Bool = true,
      hidesCursor: Bool = false, pointScale: CGFloat? = nil
    ) {
      self.title = title
      self.size = size
      self.isFullscreen = isFullscreen
      self.isResizable = isResizable
      self.hidesCursor = hidesCursor
      self.pointScale = pointScale
    }
  }

  /// The SDL window (`SDL_Window *`).
  public let window: OpaquePointer
  /// The renderer replaying draw lists into the window; also the host's text measurer.
  public let renderer: SDLRenderer
  /// Window units per point: 1 unless the configuration or `TABLEKIT_SCALE` asks for more.
  public let pointScale: CGFloat
  /// The window's content size in points.
  public private(set) var size: CGSize = .zero
  /// Device pixels per point.
  public private(set) var scale: CGFloat = 1

  let sdlRenderer: OpaquePointer
  /// Whether SDL's software renderer draws the window, into the window's framebuffer surface,
  /// whose pixels the replay may then write itself (`SDLRenderer.targetSurface`).
  let drawsInSoftware: Bool
  /// How the picture is turned on the display.
  public let rotation: DisplayRotation
  /// What the content is drawn on before it is turned, when it is (`DisplayRotation`).
  var rotatedTarget: (texture: OpaquePointer, width: Int32, height: Int32)?
  /// Whether a window SDL draws in software sets only the pixels that change from the frame
  /// it shows (`WindowHost+KeptFrame.swift`); on by default. Off, every present sets every
  /// pixel (the benchmark measures both).
  public var keepsPresentedFrame = true {
    didSet { if !keepsPresentedFrame { forgetPresentedFrame() } }
  }
  /// The framebuffer the last frame was presented from while the window keeps its frames.
  var presentedFramebuffer: PresentedFramebuffer?
  /// When the whole framebuffer was last put to the display, in SDL's milliseconds
  /// (`WindowHost+KeptFrame.swift`: at most `wholeFramePutInterval` apart while frames come).
  var lastWholeFramePut: UInt64 = 0

  /// Opens the window. A size that is NaN, below 1 window unit or beyond the display (and
  /// 4,096) is clamped into that range with a warning (`GeometryWarnings`).
  /// - Throws: `RenderingError.invalidArgument` for a `pointScale` that is not finite and
  ///   positive; `RenderingError.sdl` when there is no display or the window cannot be made.
  public init(configuration: Configuration) throws {
    if let asked = configuration.pointScale {
      _ = try SurfaceGeometry.validatedScale(asked, named: "WindowHost pointScale")
    }
    try SDLLibraries.startVideo()
    pointScale = max(1, configuration.pointScale ?? Self.environmentScale ?? 1)
    var flags = SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_SHOWN.rawValue
    if configuration.isResizable { flags |= SDL_WINDOW_RESIZABLE.rawValue }
    let display = Int32(clamping: max(0, configuration.display ?? 0))
    let coveredDisplay =
      configuration.isFullscreen ? Self.displayWithoutWindowManager(display) : nil
    if configuration.isFullscreen {
      flags |=
        coveredDisplay == nil
        ? SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue : SDL_WINDOW_BORDERLESS.rawValue
    }
    rotation = configuration.rotation
    let centered = Int32(bitPattern: SDL_WINDOWPOS_CENTERED_MASK | UInt32(display))
    let largest = Self.largestWindowSize()
    // Should the borderless window fail, the window asks SDL for fullscreen after all.
    let fallbackFlags =
      coveredDisplay == nil
      ? flags : flags & ~SDL_WINDOW_BORDERLESS.rawValue | SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue
    guard
      let window = coveredDisplay.flatMap({ bounds in
        SDL_CreateWindow(configuration.title, bounds.x, bounds.y, bounds.w, bounds.h, flags)
      })
        ?? SDL_CreateWindow(
          configuration.title, centered, centered,
          Self.windowUnits(
            configuration.size.width * pointScale, upTo: largest.width, naming: "window width"),
          Self.windowUnits(
            configuration.size.height * pointScale, upTo: largest.height, naming: "window height"),
          fallbackFlags)
    else { throw RenderingError.lastSDLError("SDL_CreateWindow") }
    // OpenGL where there is a GPU, SDL's software renderer where OpenGL would only be Mesa's
    // software rasterizer (WindowRendererChoice).
    guard let sdlRenderer = WindowRendererChoice.current().makeRenderer(for: window) else {
      SDL_DestroyWindow(window)
      throw RenderingError.lastSDLError("SDL_CreateRenderer")
    }
    self.window = window
    self.sdlRenderer = sdlRenderer
    var info = SDL_RendererInfo()
    drawsInSoftware =
      SDL_GetRendererInfo(sdlRenderer, &info) == 0
      && info.flags & SDL_RENDERER_SOFTWARE.rawValue != 0
    renderer = try SDLRenderer(renderer: sdlRenderer, scale: 1)
    if configuration.hidesCursor { SDL_ShowCursor(SDL_DISABLE) }
    updateGeometry()
  }

  /// `TABLEKIT_SCALE` as a number, or nil (with a warning) when it is not a finite, positive one.
  private static var environmentScale: CGFloat? {
    guard let text = ProcessInfo.processInfo.environment["TABLEKIT_SCALE"] else { return nil }
    guard let value = Double(text), value.isFinite, value > 0 else {
      GeometryWarnings.report("TABLEKIT_SCALE=\(text) is not a finite, positive number; 1 is used")
      return nil
    }
    return CGFloat(value)
  }

  /// A window length in points times the point scale, as the window units SDL takes: at least
  /// 1 and at most `limit` (NaN becomes 1), with a warning when it was not.
  private static func windowUnits(_ length: CGFloat, upTo limit: Int32, naming quantity: String)
    -> Int32
  {
    Int32(checked: length, in: 1...limit, fallback: 1, naming: quantity)
  }

  /// The largest window opened, in window units: the first display's size, but at least 4,096
  /// (a small virtual display does not shrink a window asked for) and at most SDL's 16,384. A
  /// window of a billion points would otherwise ask for a framebuffer of gigabytes.
  private static func largestWindowSize() -> (width: Int32, height: Int32) {
    var display = SDL_Rect()
    let known = SDL_GetDisplayBounds(0, &display) == 0
    func side(_ length: Int32) -> Int32 {
      min(SurfaceGeometry.maximumSide, max(4_096, known ? length : 0))
    }
    return (side(display.w), side(display.h))
  }

  isolated deinit {
    renderer.purgeCaches()
    if let target = rotatedTarget { SDL_DestroyTexture(target.texture) }
    SDL_DestroyRenderer(sdlRenderer)
    SDL_DestroyWindow(window)
  }

  /// Re-reads the window and drawable sizes, and sizes the renderer's texture budget from the
  /// drawable; call after a resize or a display change.
  /// - Returns: Whether the size in points or the scale changed.
  @discardableResult
  public func updateGeometry() -> Bool {
    var windowWidth: Int32 = 0
    var windowHeight: Int32 = 0
    SDL_GetWindowSize(window, &windowWidth, &windowHeight)
    var pixelWidth: Int32 = 0
    var pixelHeight: Int32 = 0
    SDL_GetRendererOutputSize(sdlRenderer, &pixelWidth, &pixelHeight)
    let newSize = rotation.contentSize(
      onDisplayOf: CGSize(
        width: CGFloat(windowWidth) / pointScale, height: CGFloat(windowHeight) / pointScale))
    let newScale = windowWidth > 0 ? CGFloat(pixelWidth) / CGFloat(windowWidth) * pointScale : 1
    defer {
      size = newSize
      scale = newScale
      renderer.scale = newScale
      // The texture budget is a few screens of the drawable: it follows every resize.
      if rotation == .none {
        renderer.outputSizeDidChange()
      } else {
        prepareRotatedTarget(pixelWidth: pixelWidth, height: pixelHeight)
      }
    }
    // Whatever the event, the framebuffer may be new or its pixels lost.
    forgetPresentedFrame()
    return newSize != size || newScale != scale
  }

  /// Converts a position in window units (SDL mouse coordinates) to points.
  public func points(fromWindowX x: Int32, y: Int32) -> CGPoint {
    CGPoint(x: CGFloat(x) / pointScale, y: CGFloat(y) / pointScale)
  }

  /// Clears to `background`, replays `list` and presents (waiting for vsync); a window SDL
  /// draws in software sets only the pixels that differ from the frame it shows
  /// (`keepsPresentedFrame`). The process's
  /// first present prints the start-up line when `TABLEKIT_FIRST_FRAME` asks
  /// (`FirstFrameSignal`).
  public func present(_ list: DrawList, background: Color = .white) {
    guard rotation != .none, let target = rotatedTarget else {
      // Asked each frame: SDL makes the window a new framebuffer when its size changes.
      prepareToPresent(on: drawsInSoftware ? SDL_GetWindowSurface(window) : nil)
      renderer.draw(list, clearingTo: background)
      presentDrawnFrame()
      FirstFrameSignal.framePresented()
      return
    }
    presentRotated(list, background: background, on: target)
    FirstFrameSignal.framePresented()
  }

  /// Keeps the screen from blanking while the host runs (a kiosk's wish).
  public func disableScreenSaver() { SDL_DisableScreenSaver() }

  /// Sets the window title.
  public func setTitle(_ title: String) { SDL_SetWindowTitle(window, title) }
}

extension WindowHost {
  /// The pixels of the last presented frame, read back from the renderer (for screenshots of a
  /// running demo; slow, not for every frame).
  public func readPixels() -> PixelImage? {
    var width: Int32 = 0
    var height: Int32 = 0
    SDL_GetRendererOutputSize(sdlRenderer, &width, &height)
    guard width > 0, height > 0 else { return nil }
    var pixels = [UInt32](repeating: 0, count: Int(width) * Int(height))
    let status = pixels.withUnsafeMutableBytes { buffer in
      SDL_RenderReadPixels(
        sdlRenderer, nil, SDL_PIXELFORMAT_ARGB8888.rawValue, buffer.baseAddress, width * 4)
    }
    guard status == 0 else { return nil }
    return PixelImage(width: Int(width), height: Int(height), pixels: pixels)
  }
}
