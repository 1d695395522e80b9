import CSDL2

/// A window that SDL draws in software keeps its last frame: SDL's software renderer draws
/// straight into the window's framebuffer surface, and presenting copies that surface to the
/// display without touching it, so the next frame needs to set only the pixels that change
/// (`SDLRenderer.retainsPreviousFrame`), as the offscreen canvas does. On a display without a
/// GPU this is the demo's and the kiosk's every frame (issue 32: W0's frame in a window under
/// Xvfb was 1.8 times the offscreen frame with every pixel cleared).
///
/// SDL promises nothing about a back buffer after a present, so the window keeps its frame
/// only where it can tell that the pixels are still the ones it drew: the same framebuffer
/// (surface, pixel memory, size and row length) as at the last present, with no window event
/// or render reset since (`forgetPresentedFrame()`). An accelerated renderer's back buffer and
/// a turned display's texture are cleared every frame, as before.
extension WindowHost {
  /// The framebuffer surface a frame was presented from: what must not have changed for the
  /// window to still hold that frame.
  struct PresentedFramebuffer: Equatable {
    var surface: UnsafeMutablePointer<SDL_Surface>
    var pixels: UnsafeMutableRawPointer?
    var width: Int32
    var height: Int32
    var pitch: Int32

    init(_ surface: UnsafeMutablePointer<SDL_Surface>) {
      self.surface = surface
      pixels = surface.pointee.pixels
      width = surface.pointee.w
      height = surface.pointee.h
      pitch = surface.pointee.pitch
    }
  }

  /// Forgets the frame the window shows, so that the next present sets every pixel: after a
  /// window event (a resize makes a new framebuffer, an expose may follow a lost one) or a
  /// render reset, and after anything else drew in the window.
  public func forgetPresentedFrame() {
    presentedFramebuffer = nil
    renderer.forgetPreviousFrame()
  }

  /// Points the renderer at `surface` (the window's framebuffer, or nil when SDL does not
  /// draw in software) and tells it whether the pixels there are the last frame's.
  func prepareToPresent(on surface: UnsafeMutablePointer<SDL_Surface>?) {
    renderer.targetSurface = surface
    let framebuffer = surface.map(PresentedFramebuffer.init)
    let keeps = keepsPresentedFrame && framebuffer != nil
    // Setting the flag forgets the renderer's record of the last frame: only when it changes.
    if renderer.retainsPreviousFrame != keeps { renderer.retainsPreviousFrame = keeps }
    if keeps, framebuffer != presentedFramebuffer { renderer.forgetPreviousFrame() }
    presentedFramebuffer = keeps ? framebuffer : nil
  }

  /// Shows the frame just drawn. Over a kept frame only the parts the replay changed are put
  /// to the display (`ReplayDamage`): under X11 the server copies a few hundred small boxes
  /// rather than the whole framebuffer, which was most of a frame's wall-clock time.
  ///
  /// At most a second apart while frames are presented, the whole framebuffer is put anyway: a
  /// part put while the display could not show it (one demo run of ten showed a row's
  /// background stale, the cause not found) is then mended within a second rather than kept
  /// until that part changes again. It costs one whole put a second, about 1 ms.
  func presentDrawnFrame() {
    let now = SDL_GetTicks64()
    guard renderer.retainsPreviousFrame else {
      SDL_RenderPresent(sdlRenderer)
      lastWholeFramePut = now
      return
    }
    // What SDL's present would do for its software renderer: draw what is queued, then put
    // the framebuffer to the display, here only where it changed.
    SDL_RenderFlush(sdlRenderer)
    if now &- lastWholeFramePut >= Self.wholeFramePutInterval {
      SDL_UpdateWindowSurface(window)
      lastWholeFramePut = now
      return
    }
    let rects = renderer.lastReplayDamage.rects(limit: Self.presentedRectangleLimit)
    guard !rects.isEmpty else { return }
    _ = rects.withUnsafeBufferPointer { buffer in
      SDL_UpdateWindowSurfaceRects(window, buffer.baseAddress, Int32(buffer.count))
    }
  }

  /// The most rectangles one present puts to the display; beyond, it puts the box bounding
  /// them.
  static let presentedRectangleLimit = 1_024

  /// The longest time, in milliseconds, between two puts of the whole framebuffer while the
  /// window presents kept frames.
  static let wholeFramePutInterval: UInt64 = 1_000
}
