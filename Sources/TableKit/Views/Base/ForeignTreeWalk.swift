import Dispatch
import Foundation

/// Keeps a view tree that another thread lets go of from being freed while the main actor
/// walks up into it.
///
/// A subview points at its superview without a reference count (`View.superview`; a weak
/// reference cost every view a side table), and a superview clears those pointers as it is
/// freed. The main actor reaches a tree it does not hold only from a registry of weak
/// references: `TextField.firstResponder(in:)` walks up from every editing field of every
/// tree. A tree let go on another thread (a test instance the test runner releases, a task's
/// capture) was freed there during such a walk: a crash in a full test run. Those walks and
/// such a teardown now take one lock, so a superview is freed only after a walk that reached
/// it has ended, and a later walk finds its pointer cleared. UIKit asks for views to be released
/// on the main thread; this makes breaking that rule safe for the walks that can meet it.
enum ForeignTreeWalk {
  private static let lock = NSRecursiveLock()
  /// The mark the main queue carries, so that a teardown can tell it runs there even where the
  /// main actor's jobs run on a worker thread draining the main queue (under `dispatchMain()`).
  private static let mainQueueKey = DispatchSpecificKey<Bool>()

  /// Marks the main queue; views do it as they are made, always on the main actor.
  @MainActor static let markMainQueue: Void = DispatchQueue.main.setSpecific(
    key: mainQueueKey, value: true)

  /// Whether the caller runs on the main thread or on the main queue, where no walk can run
  /// beside it.
  static var isOnMainQueue: Bool {
    Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true
  }

  /// Runs a walk up from views the main actor holds only weakly (fields of other trees).
  @MainActor static func walk<Result>(_ body: () -> Result) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return body()
  }

  /// Runs the part of a view's teardown that clears its subviews' pointers to it: at once on
  /// the main queue, else once no walk is under way.
  static func tearDown(_ body: () -> Void) {
    guard !isOnMainQueue else { return body() }
    lock.lock()
    defer { lock.unlock() }
    body()
  }
}
