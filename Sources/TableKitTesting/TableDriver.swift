import Foundation
import TableKit
import TableKitSDL

/// A table on a `ManualClock`, driven as a user would drive it: taps, drags, flings and key
/// presses, with the clock stepped at 60 frames a second and the table laid out on every frame,
/// so that a test scripts an interaction the way TableKit's own tests do and then looks at the
/// table or takes its picture.
///
///     let driver = TableDriver(table: table, size: CGSize(width: 390, height: 844))
///     driver.drag(from: CGPoint(x: 300, y: 100), to: CGPoint(x: 150, y: 100), duration: 0.2)
///     driver.advance(by: 0.5)
///     try snapshotter.assertSnapshot(of: driver.table, named: "swiped", size: driver.size)
@MainActor
public final class TableDriver {
  /// The table driven.
  public let table: TableView
  /// The clock the table runs on.
  public let clock: ManualClock
  /// The table's size in points.
  public let size: CGSize
  /// Seconds per frame.
  public let frameInterval: TimeInterval = 1.0 / 60
  private var nextPointer = 1

  /// Puts `table` on `clock` at `size` and lays it out.
  /// - Parameters:
  ///   - table: The table.
  ///   - size: Its frame's size in points.
  ///   - clock: The clock; a fresh one by default.
  public init(table: TableView, size: CGSize, clock: ManualClock = ManualClock(now: 1)) {
    self.table = table
    self.size = size
    self.clock = clock
    table.clock = clock
    table.frame = CGRect(origin: .zero, size: size)
    table.layoutIfNeeded()
  }

  /// Drives a table that is already laid out in a view tree (a scene's), where it is: its frame
  /// is kept and `root` is laid out on every frame.
  /// - Parameters:
  ///   - table: The table, inside `root`.
  ///   - root: The tree's root view.
  ///   - clock: The clock every scroll view of the tree already reads.
  public init(table: TableView, in root: View, clock: ManualClock) {
    self.table = table
    self.size = table.frame.size
    self.clock = clock
    layoutRoot = root
  }

  /// The view laid out on every frame: the table, or the tree it lives in.
  private var layoutRoot: View?

  /// Steps the clock by `seconds` in frames, laying the table out on each: scrolling,
  /// decelerations and animations move on.
  public func advance(by seconds: TimeInterval) {
    var left = seconds
    while left > 1e-9 {
      let step = min(frameInterval, left)
      clock.advance(by: step)
      (layoutRoot ?? table).layoutIfNeeded()
      left -= step
    }
  }

  /// A finger down and, a frame later, up at `point` (in the table's points).
  public func tap(at point: CGPoint) {
    let id = newPointer()
    table.handle(.pointerDown(id: id, location: point, kind: .touch))
    advance(by: frameInterval)
    table.handle(.pointerUp(id: id, location: point, kind: .touch))
    advance(by: frameInterval)
  }

  /// A finger down at `start`, moving in a straight line to `end` over `duration` seconds, a
  /// move per frame, then up; it flings at the speed it moved, as a finger does.
  /// - Parameters:
  ///   - start: Where the finger goes down, in the table's points.
  ///   - end: Where it lifts.
  ///   - duration: How long it moves.
  ///   - holdsBeforeLifting: Whether it rests a tenth of a second before lifting (no fling).
  ///   - fingers: How many fingers move together, side by side `InputScript.fingerSpacing`
  ///     apart and centred on the points (a three-finger swipe).
  public func drag(
    from start: CGPoint, to end: CGPoint, duration: TimeInterval = 0.3,
    holdsBeforeLifting: Bool = false, fingers: Int = 1
  ) {
    precondition(fingers >= 1, "a drag has a finger")
    let ids = (0..<fingers).map { _ in newPointer() }
    func each(_ event: (Int, CGPoint) -> InputEvent, at center: CGPoint) {
      for (finger, id) in ids.enumerated() {
        let offset = (CGFloat(finger) - CGFloat(fingers - 1) / 2) * InputScript.fingerSpacing
        table.handle(event(id, CGPoint(x: center.x + offset, y: center.y)))
      }
    }
    each({ .pointerDown(id: $0, location: $1, kind: .touch) }, at: start)
    let frames = max(
      1, Int(checked: duration / frameInterval, in: 0...1_000_000, naming: "a drag's frames"))
    for frame in 1...frames {
      advance(by: frameInterval)
      let progress = CGFloat(frame) / CGFloat(frames)
      let point = CGPoint(
        x: start.x + (end.x - start.x) * progress, y: start.y + (end.y - start.y) * progress)
      each({ .pointerMoved(id: $0, location: $1, kind: .touch) }, at: point)
    }
    if holdsBeforeLifting { advance(by: 0.1) }
    each({ .pointerUp(id: $0, location: $1, kind: .touch) }, at: end)
    advance(by: frameInterval)
  }

  /// A quick vertical flick through the table's middle at `velocity` points per second
  /// (positive scrolls toward the end, as the content moves up under the finger).
  public func fling(velocity: CGFloat) {
    let duration = 0.05
    let distance = velocity * CGFloat(duration)
    let middle = CGPoint(x: size.width / 2, y: size.height / 2)
    drag(
      from: CGPoint(x: middle.x, y: middle.y + distance / 2),
      to: CGPoint(x: middle.x, y: middle.y - distance / 2), duration: duration)
  }

  /// A key pressed on the table (arrows, page keys, return...).
  @discardableResult
  public func press(_ key: Key, modifiers: KeyModifiers = []) -> Bool {
    let used = table.handle(.key(key, modifiers: modifiers))
    advance(by: frameInterval)
    return used
  }

  private func newPointer() -> Int {
    nextPointer += 1
    return nextPointer
  }
}
