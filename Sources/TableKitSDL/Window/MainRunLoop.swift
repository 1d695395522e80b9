import Foundation

/// The main thread's Foundation run loop, which an SDL loop has to turn by hand.
///
/// A host that waits in `SDL_WaitEventTimeout` never returns to `RunLoop.main` or
/// `dispatchMain()`, so without this the blocks of `DispatchQueue.main` (`async`, `asyncAfter`),
/// `Timer`s scheduled on `RunLoop.main` and `Task { @MainActor in … }` would never run while a
/// window is open. On Linux the main dispatch queue is serviced as a source of `RunLoop.main`,
/// so one non-blocking pass runs all of them that are due.
@MainActor
enum MainRunLoop {
  /// Runs whatever is due on the main run loop and returns without waiting.
  ///
  /// Only a pass from outside any main-queue job works: called from inside one (for example a
  /// `@MainActor` test, which Swift Testing runs as a main-queue job), the queue is busy with
  /// that job and runs none of its other blocks, so the effect can only be tested end to end in
  /// a host program.
  static func runPendingWork() {
    _ = RunLoop.main.run(mode: .default, before: Date())
  }

  /// When the next `Timer` on the main run loop fires, in seconds from now; nil without one.
  /// (Asking runs what is due, as `runPendingWork()` does.) Work for the main dispatch queue,
  /// `asyncAfter` included, is not a timer of the run loop: `MainQueueWaker` hears of it.
  static func secondsToNextTimer() -> TimeInterval? {
    guard let date = RunLoop.main.limitDate(forMode: .default), date != .distantFuture else {
      return nil
    }
    return date.timeIntervalSinceNow
  }
}
