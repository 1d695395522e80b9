import Foundation

/// Tells a start-up benchmark when a program's first frame was presented.
///
/// With the environment variable `TABLEKIT_FIRST_FRAME` set to `print`, the first time any
/// `WindowHost` of the process returns from `SDL_RenderPresent` it writes one line to standard
/// error, and nothing more afterwards:
///
///     TABLEKIT_FIRST_FRAME monotonic=12345.678901234 cpu=0.412345 thread=0.398765
///
/// `monotonic` is `CLOCK_MONOTONIC` in seconds (the clock a parent reads before it starts the
/// program, so that the difference is the time from `exec` to the first frame), `cpu` the
/// process's CPU time so far (every thread) and `thread` the presenting thread's. With `exit`
/// the program also exits at once with status 0 after the line (a benchmark then need not end
/// it). Any other value is reported on standard error and ignored. Unset, nothing changes.
///
/// The line follows the present itself: with SDL's software renderer (the dummy driver, and X11
/// without a GPU) the picture has been put to the X server, which SDL waits for, before the
/// present returns; with OpenGL the swap has been asked of the driver, which may finish it a
/// little later.
public enum FirstFrameSignal {
  /// The environment variable that turns the signal on.
  public static let variable = "TABLEKIT_FIRST_FRAME"
  /// The first word of the line, which a benchmark looks for.
  public static let linePrefix = "TABLEKIT_FIRST_FRAME"

  /// What the variable asks for.
  public enum Action: String, Sendable {
    /// Print the line and go on running.
    case print
    /// Print the line and exit with status 0.
    case exit
  }

  /// The action the environment asks for, read once; nil when unset or not understood.
  static let action: Action? = {
    guard let value = ProcessInfo.processInfo.environment[variable] else { return nil }
    guard let action = Action(rawValue: value) else {
      FileHandle.standardError.write(
        Data("\(variable)=\(value) is neither print nor exit; no first-frame line\n".utf8))
      return nil
    }
    return action
  }()

  /// Whether the process has presented a frame since it started.
  @MainActor private static var hasPresented = false

  /// Call right after every `SDL_RenderPresent` of a window: the first call prints the line
  /// (and exits) when the environment asks for it.
  @MainActor static func framePresented() {
    guard !hasPresented else { return }
    hasPresented = true
    guard let action else { return }
    let line = Self.line(
      monotonic: seconds(of: CLOCK_MONOTONIC), processCPU: seconds(of: CLOCK_PROCESS_CPUTIME_ID),
      threadCPU: seconds(of: CLOCK_THREAD_CPUTIME_ID))
    // write(2) at once: a buffered stream could lose the line to `exit` or hold it back.
    let bytes = Array((line + "\n").utf8)
    _ = bytes.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
    if action == .exit { Foundation.exit(0) }
  }

  /// The line for the given clock readings.
  /// - Parameters:
  ///   - monotonic: `CLOCK_MONOTONIC`, in seconds.
  ///   - processCPU: The process's CPU time, in seconds.
  ///   - threadCPU: The presenting thread's CPU time, in seconds.
  /// - Returns: The line, without its newline.
  public static func line(monotonic: Double, processCPU: Double, threadCPU: Double) -> String {
    "\(linePrefix) monotonic=\(fixed(monotonic, 9)) cpu=\(fixed(processCPU, 6)) "
      + "thread=\(fixed(threadCPU, 6))"
  }

  /// A clock's reading in seconds.
  /// - Parameter clock: The clock (`CLOCK_MONOTONIC`, `CLOCK_PROCESS_CPUTIME_ID`...).
  /// - Returns: Its time now, in seconds.
  public static func seconds(of clock: clockid_t) -> Double {
    var time = timespec()
    clock_gettime(clock, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  private static func fixed(_ value: Double, _ places: Int) -> String {
    String(format: "%.\(places)f", value)
  }
}

/// One first-frame line as read back: the readings `FirstFrameSignal` printed.
public struct FirstFrameReading: Equatable, Sendable {
  /// `CLOCK_MONOTONIC` when the frame had been presented, in seconds.
  public var monotonic: Double
  /// The process's CPU time by then, in seconds.
  public var processCPU: Double
  /// The presenting thread's CPU time by then, in seconds.
  public var threadCPU: Double

  /// Reads the first line of `text` that is a first-frame line; nil when there is none.
  /// - Parameter text: A program's standard error, or any text holding the line.
  public init?(in text: String) {
    for line in text.split(separator: "\n") where line.hasPrefix(FirstFrameSignal.linePrefix + " ") {
      var values: [Substring: Double] = [:]
      for field in line.split(separator: " ").dropFirst() {
        let parts = field.split(separator: "=", maxSplits: 1)
        if parts.count == 2, let value = Double(parts[1]) { values[parts[0]] = value }
      }
      guard let monotonic = values["monotonic"], let cpu = values["cpu"],
        let thread = values["thread"]
      else { continue }
      self.monotonic = monotonic
      processCPU = cpu
      threadCPU = thread
      return
    }
    return nil
  }
}
