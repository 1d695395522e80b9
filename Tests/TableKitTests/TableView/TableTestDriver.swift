import Foundation

@testable import TableKit

/// Plays input into a table on a manual clock, frame by frame: the one driver the test
/// harnesses (`TableHarness`, `EditingHarness`, `ContextMenuHarness`, `StateTable`) share.
@MainActor
struct TableTestDriver {
  /// The table driven.
  let table: TableView
  /// The table's clock.
  let clock: ManualClock
  /// Frames per second.
  var fps: Double = 60

  /// Advances the clock by one frame and lays out.
  func frame() {
    clock.advance(by: 1 / fps)
    table.layoutIfNeeded()
  }

  /// Advances frame by frame for `seconds`.
  func run(for seconds: TimeInterval) {
    for _ in 0..<Int((seconds * fps).rounded()) { frame() }
  }

  /// Runs frames until the content rests (at most `limit` seconds); returns the offsets seen.
  @discardableResult
  func runUntilIdle(limit: TimeInterval = 10) -> [CGFloat] {
    var offsets: [CGFloat] = []
    var elapsed: TimeInterval = 0
    repeat {
      frame()
      offsets.append(table.contentOffset.y)
      elapsed += 1 / fps
    } while table.needsAnimationFrame && elapsed < limit
    return offsets
  }

  /// Hands one event to the table.
  func send(_ event: InputEvent) { table.handle(event) }

  /// A pointer goes down at `location`.
  func down(_ location: CGPoint, kind: PointerKind = .touch, id: Int = 1) {
    send(.pointerDown(id: id, location: location, kind: kind))
  }

  /// The pointer moves to `location`.
  func move(_ location: CGPoint, kind: PointerKind = .touch, id: Int = 1) {
    send(.pointerMoved(id: id, location: location, kind: kind))
  }

  /// The pointer lifts at `location`.
  func up(_ location: CGPoint, kind: PointerKind = .touch, id: Int = 1) {
    send(.pointerUp(id: id, location: location, kind: kind))
  }

  /// A drag from `start` by `delta` over `duration`, one move per frame, then (after resting
  /// `pause` seconds) released unless `lifts` is false.
  func drag(
    from start: CGPoint, by delta: CGPoint, duration: TimeInterval, kind: PointerKind = .touch,
    pause: TimeInterval = 0, id: Int = 1, lifts: Bool = true
  ) {
    down(start, kind: kind, id: id)
    let steps = max(1, Int((duration * fps).rounded()))
    for step in 1...steps {
      frame()
      let t = CGFloat(step) / CGFloat(steps)
      move(CGPoint(x: start.x + delta.x * t, y: start.y + delta.y * t), kind: kind, id: id)
    }
    if pause > 0 { run(for: pause) }
    if lifts { up(CGPoint(x: start.x + delta.x, y: start.y + delta.y), kind: kind, id: id) }
  }

  /// A quick tap at `location`.
  func tap(_ location: CGPoint, kind: PointerKind = .touch, id: Int = 1) {
    down(location, kind: kind, id: id)
    frame()
    up(location, kind: kind, id: id)
    frame()
  }
}
