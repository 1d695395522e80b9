import CSDL2
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Wakes a window loop asleep in `SDL_WaitEvent` when work arrives on the main dispatch queue.
///
/// SDL cannot wait on the main queue, and the queue cannot wake SDL; without this a loop that
/// sleeps until the next event would leave `DispatchQueue.main.async` from another thread,
/// a due `asyncAfter` or a `Task { @MainActor in … }` waiting for the next key press. On Linux,
/// libdispatch signals pending main-queue work on a file descriptor (the one CoreFoundation's run
/// loop watches, `_dispatch_get_main_queue_handle_4CF`). A thread of this waker polls it and
/// pushes one SDL user event when it becomes readable, then waits until the loop has run the
/// queue (`didRunMainQueue()`), since the descriptor stays readable until then.
///
/// A descriptor still readable once the loop has run is either work the loop cannot run (it
/// waits `backoff` before waking the loop again, never a spin) or new work that arrived
/// meanwhile: a screen reader's next request, sent as soon as the last was answered. The loop
/// says which (`didRunMainQueue(madeProgress:)`); new work wakes it at once. Waiting out the
/// back-off there cost a screen reader 50 ms a request: reading a 200-row list took seconds.
final class MainQueueWaker: @unchecked Sendable {
  /// The SDL event type the waker pushes; the loop treats it as "run the main queue".
  let eventType: UInt32
  private let queueHandles: [Int32]
  /// Written to by `stop()` to end the thread's poll.
  private var stopPipe: [Int32] = [-1, -1]
  private let lock = NSLock()
  /// Whether an event was pushed that the loop has not answered with `didRunMainQueue()`.
  private var isWakePending = false
  /// Whether the loop's last run consumed work (`didRunMainQueue(madeProgress:)`).
  private var lastRunMadeProgress = false
  private var isStopped = false
  /// How long the thread waits before waking the loop again for work it could not run.
  private let backoff: TimeInterval
  private let drained = DispatchSemaphore(value: 0)
  private let finished = DispatchSemaphore(value: 0)

  /// The user event type of every waker, registered with SDL once (SDL has a few thousand).
  private static let registeredEventType = SDL_RegisterEvents(1)

  /// Starts watching the main queue, or returns nil when SDL has no user event type left or the
  /// queue has no descriptor (the loop then falls back to waking every `fallbackSleep`).
  convenience init?() {
    self.init(watching: _dispatch_get_main_queue_handle_4CF())
  }

  /// Starts watching `descriptor`, which is readable while there is work (the main queue's;
  /// a pipe in tests), or returns nil when it is not a descriptor or SDL has no event type left.
  convenience init?(watching descriptor: Int32, backoff: TimeInterval = fallbackSleep) {
    self.init(watchingAny: [descriptor], backoff: backoff)
  }

  /// Starts watching `descriptors` (the accessibility bus's, which GLib reads), waking the
  /// loop when any becomes readable; nil when one is not a descriptor, there is none, or SDL
  /// has no event type left. `backoff` is how long work the loop could not run waits before
  /// it wakes the loop again.
  init?(watchingAny descriptors: [Int32], backoff: TimeInterval = fallbackSleep) {
    let type = Self.registeredEventType
    guard type != UInt32.max, !descriptors.isEmpty, descriptors.allSatisfy({ $0 >= 0 }) else {
      return nil
    }
    eventType = type
    queueHandles = descriptors
    self.backoff = backoff
    guard pipe(&stopPipe) == 0 else { return nil }
    let thread = Thread { [self] in
      watch()
      finished.signal()
    }
    thread.name = "TableKit main queue waker"
    thread.start()
  }

  /// How long a loop without a waker sleeps at most, so that queued work still runs.
  static let fallbackSleep: TimeInterval = 0.05

  /// Tells the waker the loop has run the main queue, so that it may watch it again.
  /// - Parameter madeProgress: Whether the run consumed work (a bus message read): a descriptor
  ///   readable again is then new work, which wakes the loop at once rather than after the
  ///   back-off.
  func didRunMainQueue(madeProgress: Bool = false) {
    lock.lock()
    let pending = isWakePending
    isWakePending = false
    if pending { lastRunMadeProgress = madeProgress }
    lock.unlock()
    if pending { drained.signal() }
  }

  /// Ends the thread and waits for it.
  func stop() {
    lock.lock()
    isStopped = true
    lock.unlock()
    var byte: UInt8 = 1
    _ = write(stopPipe[1], &byte, 1)
    drained.signal()
    finished.wait()
    close(stopPipe[0])
    close(stopPipe[1])
  }

  private var stopped: Bool {
    lock.lock()
    defer { lock.unlock() }
    return isStopped
  }

  /// Immediate wakes in a row (work readable again after runs that made progress) after which
  /// the thread backs off once all the same: a bound, should a source report progress forever
  /// without emptying its descriptor.
  static let immediateWakeLimit = 256

  private func watch() {
    var immediateWakes = 0
    while !stopped {
      var descriptors = [pollfd(fd: stopPipe[0], events: Int16(POLLIN), revents: 0)]
      descriptors += queueHandles.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
      let ready = poll(&descriptors, nfds_t(descriptors.count), -1)
      if ready < 0 {
        if errno == EINTR { continue }
        return
      }
      if descriptors[0].revents != 0 { return }
      // A hang-up wakes the loop too, then at most every `fallbackSleep` (below), never a spin.
      guard descriptors.dropFirst().contains(where: { $0.revents != 0 }) else { continue }
      lock.lock()
      isWakePending = true
      lock.unlock()
      var event = SDL_Event()
      event.type = eventType
      SDL_PushEvent(&event)
      drained.wait()
      var queues = queueHandles.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
      guard poll(&queues, nfds_t(queues.count), 0) > 0 else {
        immediateWakes = 0
        continue
      }
      // Still readable after the loop ran: new work if the run consumed some (wake at once);
      // otherwise work the loop cannot run from its thread (the loop itself runs inside a
      // main-queue job, as in a test), so wake no more often than a loop without a waker
      // would, rather than spin.
      lock.lock()
      let progressed = lastRunMadeProgress
      lock.unlock()
      if progressed, immediateWakes < Self.immediateWakeLimit {
        immediateWakes += 1
        continue
      }
      immediateWakes = 0
      var stop = pollfd(fd: stopPipe[0], events: Int16(POLLIN), revents: 0)
      _ = poll(&stop, 1, Int32((backoff * 1000).rounded()))
    }
  }
}
