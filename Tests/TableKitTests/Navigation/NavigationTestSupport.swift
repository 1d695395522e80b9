import Foundation

@testable import TableKit

/// The calls controllers heard, in order, as "name.call" strings.
@MainActor
final class CallLog {
  var entries: [String] = []

  /// The entries of one controller, without its name.
  func calls(of name: String) -> [String] {
    entries.compactMap { entry in
      entry.hasPrefix(name + ".") ? String(entry.dropFirst(name.count + 1)) : nil
    }
  }

  func clear() { entries.removeAll() }
}

/// A controller that logs its appearance and containment calls (with whether it is moving to
/// or from its parent at that moment).
@MainActor
final class LoggingController: ViewController {
  let name: String
  let log: CallLog

  init(_ name: String, log: CallLog) {
    self.name = name
    self.log = log
    super.init(nibName: nil, bundle: nil)
    title = name
  }

  /// Not made from archives: TableKit has none.
  required init?(coder: NSCoder) { nil }

  private func record(_ call: String) { log.entries.append("\(name).\(call)") }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    record(isMovingToParent ? "willAppear(moving)" : "willAppear")
  }
  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    record(isMovingToParent ? "didAppear(moving)" : "didAppear")
  }
  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    record(isMovingFromParent ? "willDisappear(moving)" : "willDisappear")
  }
  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    record(isMovingFromParent ? "didDisappear(moving)" : "didDisappear")
  }
  override func willMove(toParent parent: ViewController?) {
    super.willMove(toParent: parent)
    record(parent == nil ? "willMove(nil)" : "willMove(nav)")
  }
  override func didMove(toParent parent: ViewController?) {
    super.didMove(toParent: parent)
    record(parent == nil ? "didMove(nil)" : "didMove(nav)")
  }
}

/// A delegate that logs `willShow` and `didShow`.
@MainActor
final class LoggingNavigationDelegate: NavigationControllerDelegate {
  let log: CallLog
  init(log: CallLog) { self.log = log }

  func navigationController(
    _ navigationController: NavigationController, willShow viewController: ViewController,
    animated: Bool
  ) {
    log.entries.append("delegate.willShow(\(viewController.title ?? "?"))")
  }
  func navigationController(
    _ navigationController: NavigationController, didShow viewController: ViewController,
    animated: Bool
  ) {
    log.entries.append("delegate.didShow(\(viewController.title ?? "?"))")
  }
}

/// A table controller with numbered rows that records the rows selected (subclassed by tests
/// that listen for more).
@MainActor
class RowsController: TableViewController {
  var selected: [IndexPath] = []
  let rowCount: Int

  init(title: String, rows: Int = 40) {
    rowCount = rows
    super.init(style: .plain)
    self.title = title
  }

  /// Not made from archives: TableKit has none.
  required init?(coder: NSCoder) { nil }

  override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    rowCount
  }
  override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
    -> TableViewCell
  {
    let cell =
      tableView.dequeueReusableCell(withIdentifier: "row")
      ?? TableViewCell(style: .default, reuseIdentifier: "row")
    cell.textLabel?.text = "Row \(indexPath.row)"
    return cell
  }
  override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    selected.append(indexPath)
  }
}

/// A navigation controller shown as a window's root on a `ManualClock`, with input delivered
/// as a host's responder chain does: a pointer goes to the innermost input-handling view under
/// it (and keeps going there until it lifts), keys go to the view last pressed (or the window's
/// key responder) and then to each input-handling view above it until one uses them.
@MainActor
final class NavigationHarness {
  let clock = ManualClock(now: 100)
  let window: Window
  let navigation: NavigationController
  private var captures: [Int: View] = [:]
  private weak var keyView: View?

  init(
    root: ViewController, size: CGSize = CGSize(width: 320, height: 480),
    layoutDirection: LayoutDirection = .leftToRight, prefersLargeTitles: Bool = false
  ) {
    window = Window(frame: CGRect(origin: .zero, size: size), clock: clock)
    window.screen = ViewTesting.screen(layoutDirection: layoutDirection)
    navigation = NavigationController(rootViewController: root)
    navigation.navigationBar.prefersLargeTitles = prefersLargeTitles
    adoptClock(root)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
  }

  /// Makes `controller`'s table run on the harness's clock.
  func adoptClock(_ controller: ViewController) {
    (controller.view as? ScrollView)?.clock = clock
  }

  /// Pushes `controller` (on the harness's clock).
  func push(_ controller: ViewController, animated: Bool = true) {
    adoptClock(controller)
    navigation.pushViewController(controller, animated: animated)
    window.layoutIfNeeded()
  }

  /// Steps the clock by `seconds` in 60 Hz frames, laying out each frame.
  func run(for seconds: TimeInterval) {
    var left = seconds
    while left > 1e-9 {
      let step = min(1.0 / 60, left)
      clock.advance(by: step)
      window.layoutIfNeeded()
      left -= step
    }
  }

  /// Runs until nothing animates any more (at most ten seconds).
  func settle() {
    run(for: 1.0 / 60)
    var frames = 0
    while needsFrame(window), frames < 600 {
      run(for: 1.0 / 60)
      frames += 1
    }
  }

  private func needsFrame(_ view: View) -> Bool {
    view.needsAnimationFrame || view.subviews.contains { needsFrame($0) }
  }

  // MARK: - Input

  /// Sends a pointer event located in window points.
  @discardableResult
  func send(_ event: InputEvent) -> Bool {
    switch event {
    case .pointerDown(let id, let location, _):
      guard let target = Self.handler(from: window.hitTest(location)) else { return false }
      captures[id] = target
      keyView = target
      return deliver(event, to: target)
    case .pointerMoved(let id, _, _):
      guard let target = captures[id] else { return false }
      return deliver(event, to: target)
    case .pointerUp(let id, _, _), .pointerCancelled(let id):
      guard let target = captures.removeValue(forKey: id) else { return false }
      return deliver(event, to: target)
    case .key, .text, .composition:
      // As the window host's router: a first-responder field not hidden by a presented view
      // hears keys and text first.
      let field = TextField.firstResponder(in: window)
      let preferred = field.flatMap { window.keyResponder(preferring: $0) === $0 ? $0 : nil }
      var view = preferred ?? window.keyResponder(preferring: keyView)
      while let current = view {
        if current is InputHandling, deliver(event, to: current) { return true }
        view = current.superview
      }
      return false
    case .wheel, .secondaryClick:
      return false
    }
  }

  /// A touch at `from` dragged to `to` in `steps` frames, then lifted.
  func drag(
    from: CGPoint, to: CGPoint, steps: Int = 10, kind: PointerKind = .touch, lift: Bool = true
  ) {
    send(.pointerDown(id: 1, location: from, kind: kind))
    for step in 1...steps {
      run(for: 1.0 / 60)
      let t = CGFloat(step) / CGFloat(steps)
      let point = CGPoint(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t)
      send(.pointerMoved(id: 1, location: point, kind: kind))
    }
    if lift {
      send(.pointerUp(id: 1, location: to, kind: kind))
      window.layoutIfNeeded()
    }
  }

  /// A tap (down, a frame, up) at `point`.
  func tap(_ point: CGPoint, kind: PointerKind = .touch) {
    send(.pointerDown(id: 1, location: point, kind: kind))
    run(for: 1.0 / 60)
    send(.pointerUp(id: 1, location: point, kind: kind))
    window.layoutIfNeeded()
  }

  /// Presses `key`.
  @discardableResult
  func press(_ key: Key, _ modifiers: KeyModifiers = []) -> Bool {
    let used = send(.key(key, modifiers: modifiers))
    window.layoutIfNeeded()
    return used
  }

  private static func handler(from hit: View?) -> View? {
    var view = hit
    while let current = view {
      if current is InputHandling { return current }
      view = current.superview
    }
    return nil
  }

  private func deliver(_ event: InputEvent, to view: View) -> Bool {
    guard let handler = view as? InputHandling else { return false }
    let origin = view.convert(view.boundsOrigin, to: nil)
    func local(_ point: CGPoint) -> CGPoint {
      CGPoint(x: point.x - origin.x, y: point.y - origin.y)
    }
    let localized: InputEvent
    switch event {
    case .pointerDown(let id, let location, let kind):
      localized = .pointerDown(id: id, location: local(location), kind: kind)
    case .pointerMoved(let id, let location, let kind):
      localized = .pointerMoved(id: id, location: local(location), kind: kind)
    case .pointerUp(let id, let location, let kind):
      localized = .pointerUp(id: id, location: local(location), kind: kind)
    default:
      localized = event
    }
    return handler.handle(localized)
  }
}
