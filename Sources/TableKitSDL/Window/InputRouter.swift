import Foundation
import TableKit

/// Sends window input to the table views of a view tree, in each table's own coordinates (points
/// from its top-left corner), as `TableView.handle(_:)` expects.
///
/// - A pointer goes to the table under it when it goes down, and that table keeps it (moves, the
///   release, a cancel) until it comes up, even when it leaves the table's frame.
/// - A right click goes to the table under it, which becomes the key target.
/// - The wheel goes to the table under the mouse, else to the key target.
/// - Keys go to the key target: the table last pressed, else the tree's main table.
///
/// It knows nothing of SDL, so tests drive it with hand-made `WindowInput`s.
@MainActor
public final class InputRouter {
  /// Delivers an event to a table; `TableView.handle(_:)` by default, replaced in tests.
  public var deliver: @MainActor (TableView, InputEvent) -> Bool

  /// The table that receives keys; set by a press, or by the host when the scene changes.
  public weak var keyTarget: TableView?

  private var captures: [Int: TableView] = [:]

  /// Creates a router delivering through `deliver`.
  public init(deliver: @escaping @MainActor (TableView, InputEvent) -> Bool = { $0.handle($1) }) {
    self.deliver = deliver
  }

  /// Whether a pointer is down on some table (the host keeps drawing frames meanwhile, so that
  /// delayed highlights and long presses fire on time).
  public var hasCapturedPointers: Bool { !captures.isEmpty }

  /// Forgets captured pointers and the key target (when the host replaces its root view).
  public func reset() {
    captures.removeAll()
    keyTarget = nil
  }

  /// Routes `input` into the tree under `root`.
  /// - Returns: Whether a table used it.
  @discardableResult
  public func route(_ input: WindowInput, in root: View) -> Bool {
    switch input.event {
    case .pointerDown(let id, let location, _):
      guard let table = Self.table(at: location, in: root) else { return false }
      captures[id] = table
      keyTarget = table
      return send(input, to: table)
    case .pointerMoved(let id, _, _):
      guard let table = captures[id] else { return false }
      return send(input, to: table)
    case .pointerUp(let id, _, _), .pointerCancelled(let id):
      guard let table = captures.removeValue(forKey: id) else { return false }
      return send(input, to: table)
    case .secondaryClick(let location):
      guard let table = Self.table(at: location, in: root) else { return false }
      keyTarget = table
      return send(input, to: table)
    case .wheel:
      let underMouse = input.location.flatMap { Self.table(at: $0, in: root) }
      guard let table = underMouse ?? keyTarget ?? Self.mainTable(in: root) else { return false }
      return send(input, to: table)
    case .key:
      guard let table = keyTarget ?? Self.mainTable(in: root) else { return false }
      return send(input, to: table)
    }
  }

  private func send(_ input: WindowInput, to table: TableView) -> Bool {
    deliver(table, input.event(relativeTo: Self.windowOrigin(of: table)))
  }

  // MARK: - Finding tables

  /// The innermost table containing `location` (window points), or nil.
  public static func table(at location: CGPoint, in root: View) -> TableView? {
    let local = CGPoint(
      x: location.x - root.frame.minX + root.boundsOrigin.x,
      y: location.y - root.frame.minY + root.boundsOrigin.y)
    var view = root.hitTest(local)
    while let current = view {
      if let table = current as? TableView { return table }
      view = current.superview
    }
    return nil
  }

  /// The table a tree's keys go to by default: the root's main scroll view when it is a table.
  public static func mainTable(in root: View) -> TableView? {
    if let table = root as? TableView { return table }
    for subview in root.subviews.reversed() {
      if let table = mainTable(in: subview) { return table }
    }
    return nil
  }

  /// The top-left corner of `view` in window points.
  public static func windowOrigin(of view: View) -> CGPoint {
    view.convert(view.boundsOrigin, to: nil)
  }
}
