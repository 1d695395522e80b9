import Foundation
import TableKit

/// Sends window input to the input-handling views of a view tree (tables, navigation bars,
/// alerts: every `InputHandling` view), in each view's own coordinates (points from its top-left
/// corner), as `InputHandling.handle(_:)` expects.
///
/// - A pointer goes to the innermost input-handling view under it when it goes down (found by
///   hit testing, so a window with an alert up sends it to the alert), and that view keeps it
///   (moves, the release, a cancel) until it comes up, even when it leaves the view's frame.
///   The view's `keyTargetAfterPress` becomes the key target (itself, unless it takes no keys).
/// - A right click goes to the view under it, which becomes the key target.
/// - The wheel goes to the view under the mouse, then to its input-handling ancestors until one
///   uses it, else to the key target.
/// - Escape closes an open edit menu, and goes no further. Other keys go to the
///   first-responder text field (when no presented view hides it), else to the
///   key view (the root's `keyResponder(preferring:)` of the view last pressed,
///   else the tree's main table), then to each input-handling view above it until one uses
///   them, as UIKit's responder chain: a table first, then the navigation controller holding it
///   (which pops on Escape), then the window. Typed and composed text go to the first-responder
///   text field and its ancestors only.
///
/// It knows nothing of SDL, so tests drive it with hand-made `WindowInput`s.
@MainActor
public final class InputRouter {
  /// A view that takes input.
  public typealias Responder = View & InputHandling

  /// Delivers an event to a view; `handle(_:)` by default, replaced in tests.
  public var deliver: @MainActor (Responder, InputEvent) -> Bool

  /// The view that receives keys first; set by a press, or by the host when the scene changes.
  public weak var keyTarget: Responder?

  private var captures: [Int: Responder] = [:]
  /// The gesture recognizers of views that lie in no input-handling view (a tappable view on
  /// a plain controller's screen); tables follow their own views' recognizers.
  private let viewGestures = ViewGestureTracker()
  /// The time the recognizers of such views run on.
  public var clock: any FrameClock = SystemClock()

  /// Creates a router delivering through `deliver`.
  public init(deliver: @escaping @MainActor (Responder, InputEvent) -> Bool = { $0.handle($1) }) {
    self.deliver = deliver
  }

  /// Whether a pointer is down on some view (the host keeps drawing frames meanwhile, so that
  /// delayed highlights and long presses fire on time).
  public var hasCapturedPointers: Bool { !captures.isEmpty || viewGestures.needsTime }

  /// Brings the recognizers of views outside input-handling views to the clock's time (a long
  /// press begins when its time is up); a host calls it every frame.
  public func advanceViewGestures() {
    _ = viewGestures.advance(to: clock.now)
  }

  /// Forgets captured pointers and the key target (when the host replaces its root view).
  public func reset() {
    captures.removeAll()
    keyTarget = nil
  }

  /// Routes `input` into the tree under `root`.
  /// - Returns: Whether a view used it.
  @discardableResult
  public func route(_ input: WindowInput, in root: View) -> Bool {
    switch input.event {
    case .pointerDown(let id, let location, _):
      let responder = Self.responder(at: location, in: root)
      Self.editMenuWindow(of: root)?.closeEditMenu(forPressOn: responder)
      guard let responder else {
        return routeToViewGestures(input, in: root)
      }
      captures[id] = responder
      // A press on a view that takes no keys (a navigation bar, a label) leaves them where
      // they were, or hands them to the view it names.
      if let next = responder.keyTargetAfterPress.flatMap(Self.nearestResponder(from:)) {
        keyTarget = next
      }
      return send(input, to: responder)
    case .pointerMoved(let id, _, _):
      guard let responder = captures[id] else { return routeToViewGestures(input, in: root) }
      return send(input, to: responder)
    case .pointerUp(let id, _, _), .pointerCancelled(let id):
      guard let responder = captures.removeValue(forKey: id) else {
        return routeToViewGestures(input, in: root)
      }
      return send(input, to: responder)
    case .secondaryClick(let location):
      let responder = Self.responder(at: location, in: root)
      Self.editMenuWindow(of: root)?.closeEditMenu(forPressOn: nil)
      guard let responder else { return false }
      keyTarget = responder
      return send(input, to: responder)
    case .wheel:
      Self.editMenuWindow(of: root)?.closeEditMenu(forPressOn: nil)
      if let location = input.location, let responder = Self.responder(at: location, in: root) {
        return sendAlongChain(input, from: responder, in: root)
      }
      guard let responder = keyResponder(in: root) else { return false }
      return sendAlongChain(input, from: responder, in: root)
    case .key(let key, let modifiers):
      // Escape closes an open edit menu before a text or a navigation controller sees it.
      if Self.editMenuWindow(of: root)?.closeEditMenu(forKey: key, modifiers: modifiers) == true {
        return true
      }
      if let field = editedField(in: root) { return sendAlongChain(input, from: field, in: root) }
      guard let responder = keyResponder(in: root) else { return false }
      return sendAlongChain(input, from: responder, in: root)
    case .text, .composition:
      guard let field = editedField(in: root) else { return false }
      return sendAlongChain(input, from: field, in: root)
    }
  }

  /// The window whose edit menu a press closes: the root, or the window it is in.
  private static func editMenuWindow(of root: View) -> Window? {
    (root as? Window) ?? root.window
  }

  /// The first-responder text field that keys and text go to first, unless a view presented
  /// over it (an alert) takes the keys.
  private func editedField(in root: View) -> TextField? {
    guard let field = TextField.firstResponder(in: root),
      root.keyResponder(preferring: field) === field
    else { return nil }
    return field
  }

  /// The view keys go to first: what the root prefers given the key target (a presented alert
  /// overrides a table behind it), else the key target, else the main table.
  private func keyResponder(in root: View) -> Responder? {
    // A target that left the tree (a screen popped) or is hidden gives way to the main table.
    let shown = keyTarget.flatMap { Self.isShown($0, in: root) ? $0 : nil }
    let candidate = shown ?? Self.mainTable(in: root)
    return Self.nearestResponder(from: root.keyResponder(preferring: candidate)) ?? candidate
  }

  /// Whether `view` is inside `root` with no hidden view on the way.
  private static func isShown(_ view: View, in root: View) -> Bool {
    var current: View? = view
    while let candidate = current {
      if candidate.isHidden { return false }
      if candidate === root { return true }
      current = candidate.superview
    }
    return false
  }

  /// Offers a pointer that no input-handling view takes to the recognizers of the views under
  /// it; returns whether some recognizer follows (or just followed) it.
  private func routeToViewGestures(_ input: WindowInput, in root: View) -> Bool {
    let event = input.event(relativeTo: Self.windowOrigin(of: root))
    let followed = viewGestures.isFollowing(event)
    _ = viewGestures.intercept(event, in: root, at: clock.now)
    return followed || viewGestures.isFollowing(event)
  }

  private func send(_ input: WindowInput, to responder: Responder) -> Bool {
    deliver(responder, input.event(relativeTo: Self.windowOrigin(of: responder)))
  }

  /// Offers `input` to `responder`, then to each input-handling view above it inside `root`,
  /// until one uses it.
  private func sendAlongChain(_ input: WindowInput, from responder: Responder, in root: View)
    -> Bool
  {
    var current: View? = responder
    while let view = current {
      if let candidate = view as? Responder, send(input, to: candidate) { return true }
      if view === root { break }
      current = view.superview
    }
    return false
  }

  // MARK: - Finding views

  /// The innermost input-handling view containing `location` (window points), or nil.
  public static func responder(at location: CGPoint, in root: View) -> Responder? {
    let local = CGPoint(
      x: location.x - root.frame.minX + root.boundsOrigin.x,
      y: location.y - root.frame.minY + root.boundsOrigin.y)
    return nearestResponder(from: root.hitTest(local))
  }

  /// `view` or its nearest input-handling ancestor.
  private static func nearestResponder(from view: View?) -> Responder? {
    var current = view
    while let candidate = current {
      if let responder = candidate as? Responder { return responder }
      current = candidate.superview
    }
    return nil
  }

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
    for subview in root.subviews.reversed() where !subview.isHidden {
      if let table = mainTable(in: subview) { return table }
    }
    return nil
  }

  /// The top-left corner of `view` in window points.
  public static func windowOrigin(of view: View) -> CGPoint {
    view.convert(view.boundsOrigin, to: nil)
  }
}
