import Foundation
import Testing

@testable import TableKit

/// The appearance calls and completions of a test, in the order they came.
@MainActor
final class LifecycleLog {
  var entries: [String] = []

  /// Forgets what was logged so far (the set-up's own calls).
  func clear() { entries.removeAll() }
}

/// A controller that logs its appearance methods as "Name willAppear" and so on.
@MainActor
final class PresentedLoggingController: ViewController {
  let name: String
  let log: LifecycleLog

  init(_ name: String, log: LifecycleLog, style: ModalPresentationStyle = .fullScreen) {
    self.name = name
    self.log = log
    super.init(nibName: nil, bundle: nil)
    modalPresentationStyle = style
  }

  /// Not made from archives: TableKit has none.
  required init?(coder: NSCoder) { nil }

  override func viewWillAppear(_ animated: Bool) { log.entries.append("\(name) willAppear") }
  override func viewDidAppear(_ animated: Bool) { log.entries.append("\(name) didAppear") }
  override func viewWillDisappear(_ animated: Bool) { log.entries.append("\(name) willDisappear") }
  override func viewDidDisappear(_ animated: Bool) { log.entries.append("\(name) didDisappear") }
}

/// A visible window on a manual clock with a root controller, and the warnings it gave.
@MainActor
final class PresentationHarness {
  let clock = ManualClock(now: 100)
  let window: Window
  let log = LifecycleLog()
  let root: PresentedLoggingController
  var warnings: [String] = []

  init(size: CGSize = CGSize(width: 320, height: 480)) {
    window = Window(frame: CGRect(origin: .zero, size: size), clock: clock)
    root = PresentedLoggingController("A", log: log)
    window.warningHandler = { [unowned self] in self.warnings.append($0) }
    window.rootViewController = root
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    log.clear()
  }

  /// A controller named `name` logging into this harness's log.
  func controller(
    _ name: String, style: ViewController.ModalPresentationStyle = .fullScreen
  ) -> PresentedLoggingController {
    PresentedLoggingController(name, log: log, style: style)
  }

  /// A completion that logs `name`.
  func completion(_ name: String) -> @MainActor () -> Void {
    { [log] in log.entries.append(name) }
  }

  /// Moves the clock on and lays the window out, as a host's frame does.
  func step(_ seconds: TimeInterval) {
    clock.advance(by: seconds)
    window.layoutIfNeeded()
  }

  /// Steps in 60 Hz frames until `seconds` have passed.
  func run(for seconds: TimeInterval) {
    let frames = Int((seconds * 60).rounded(.up))
    for _ in 0..<frames { step(1.0 / 60) }
  }
}
