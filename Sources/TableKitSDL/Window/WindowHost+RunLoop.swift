import CSDL2
import Foundation
import TableKit

extension WindowHost {
  /// How long a run lasts and what it leaves behind, from the command line of a host program.
  public struct RunOptions: Sendable {
    /// Quit after this many frames; nil runs until the window is closed.
    public var frameLimit: Int?
    /// With a frame limit, save the last frame as a PNG here.
    public var screenshotPath: String?

    /// Creates options.
    public init(frameLimit: Int? = nil, screenshotPath: String? = nil) {
      self.frameLimit = frameLimit
      self.screenshotPath = screenshotPath
    }

    /// Reads `--frames N` and `--screenshot FILE` from `arguments`.
    public init(arguments: [String]) {
      func value(_ name: String) -> String? {
        guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else {
          return nil
        }
        return arguments[index + 1]
      }
      self.init(
        frameLimit: value("--frames").flatMap(Int.init), screenshotPath: value("--screenshot"))
    }
  }

  /// Runs the frame loop until the window closes (or the frame limit): drains SDL's events,
  /// runs the main queue, timers and main-actor tasks that are due (see `MainRunLoop`), asks
  /// `frame` for the frame's draw list and background, and presents it at vsync.
  /// - Parameters:
  ///   - options: The frame limit and screenshot.
  ///   - onEvent: Receives every SDL event after the host has handled window resizes.
  ///   - frame: Builds one frame.
  /// - Throws: `RenderingError` when the screenshot cannot be written.
  public func run(
    _ options: RunOptions = RunOptions(), onEvent: (inout SDL_Event) -> Void = { _ in },
    frame: () -> (list: DrawList, background: Color)
  ) throws {
    var frames = 0
    while true {
      var event = SDL_Event()
      while SDL_PollEvent(&event) != 0 {
        switch SDL_EventType(event.type) {
        case SDL_QUIT: return
        case SDL_WINDOWEVENT: updateGeometry()
        case SDL_RENDER_TARGETS_RESET, SDL_RENDER_DEVICE_RESET: forgetPresentedFrame()
        default: break
        }
        onEvent(&event)
      }
      MainRunLoop.runPendingWork()
      let (list, background) = frame()
      present(list, background: background)
      frames += 1
      if let limit = options.frameLimit, frames >= limit {
        if let path = options.screenshotPath, let image = readPixels() {
          try image.writePNG(to: path)
        }
        return
      }
    }
  }
}
