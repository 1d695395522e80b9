import DemoScenes
import Foundation
import TableKit

/// The way to the operator view: the operator's chord (`KioskKeyLock.operatorChordName`) or
/// corner hold (`KioskOperatorGesture`), then
/// the operator PIN the catalog sets (`"operatorPIN"`) typed into an alert, then
/// `KioskOperatorController` over the kiosk. Without a PIN the view stays shut in kiosk mode
/// (in `--windowed` development runs it opens at once). Wrong PINs are logged; after
/// `allowedFailures` in a row the chord is refused for `lockoutSeconds`, so that a visitor
/// cannot try PINs one after another.
@MainActor
final class KioskOperatorAccess {
  /// Wrong PINs in a row before the chord is refused for a while.
  static let allowedFailures = 5
  /// How long the chord is refused after too many wrong PINs, in seconds.
  static let lockoutSeconds: TimeInterval = 300

  private let log: KioskLog
  /// Whether the PIN is asked for: in kiosk mode, not in `--windowed` development runs.
  private let requiresPIN: Bool
  private var failures = 0
  private var lockedUntil: TimeInterval?
  /// The operator view while it shows.
  private weak var shown: KioskOperatorController?

  /// The PIN now set, if any (a reload may change it).
  var pin: () -> String?
  /// The status lines and problems the view shows.
  var contents: () -> (status: [KioskOperatorController.StatusLine], problems: [String])
  /// Does what the operator chose.
  var perform: (KioskOperatorController.Action) -> Void

  init(
    log: KioskLog, requiresPIN: Bool, pin: @escaping () -> String?,
    contents: @escaping () -> (status: [KioskOperatorController.StatusLine], problems: [String]),
    perform: @escaping (KioskOperatorController.Action) -> Void
  ) {
    self.log = log
    self.requiresPIN = requiresPIN
    self.pin = pin
    self.contents = contents
    self.perform = perform
  }

  /// The operator asked for the view in `window` (`way` says how, for the log): asks for the
  /// PIN, or says why not.
  func requestAccess(in window: Window, by way: String, now: TimeInterval) {
    guard shown == nil, window.topPresentedViewController == nil else { return }
    if let until = lockedUntil, now < until {
      log.warning(
        .lock,
        "the operator's chord is refused for \(Int((until - now).rounded(.up))) s more "
          + "after \(Self.allowedFailures) wrong PINs")
      return
    }
    guard requiresPIN else {
      open(in: window)
      return
    }
    guard let pin = pin() else {
      log.warning(
        .lock,
        "\(way): the catalog sets no operatorPIN, so the operator view stays shut "
          + "(stop the kiosk with SIGTERM)")
      return
    }
    log.notice(.lock, "\(way): asking for the operator PIN")
    let alert = AlertController(
      title: "Operator", message: "Enter the operator PIN.", preferredStyle: .alert)
    alert.addTextField { field in
      field.isSecureTextEntry = true
      field.placeholder = "PIN"
      field.keyboardType = .numberPad
    }
    alert.addAction(AlertAction(title: "Cancel", style: .cancel))
    let openAction = AlertAction(title: "Open", style: .default) { [unowned self, weak window] _ in
      let typed = alert.textFields?.first?.text ?? ""
      guard let window else { return }
      check(typed, against: pin, in: window, now: now)
    }
    alert.addAction(openAction)
    alert.preferredAction = openAction
    present(alert, in: window)
  }

  private func check(_ typed: String, against pin: String, in window: Window, now: TimeInterval) {
    guard typed == pin else {
      failures += 1
      log.warning(.lock, "a wrong operator PIN was entered (\(failures) in a row)")
      if failures >= Self.allowedFailures {
        failures = 0
        lockedUntil = now + Self.lockoutSeconds
      }
      return
    }
    failures = 0
    open(in: window)
  }

  private func open(in window: Window) {
    let (status, problems) = contents()
    let controller = KioskOperatorController(status: status, problems: problems)
    controller.perform = { [unowned self] action in perform(action) }
    shown = controller
    let container = NavigationController(rootViewController: controller)
    // The whole screen, not a sheet: no visitor's list shows behind the operator's view, and
    // no swipe down (a visitor's habit) closes it.
    container.modalPresentationStyle = .fullScreen
    present(container, in: window)
    log.notice(.operator, "the operator view is open")
  }

  /// Closes the operator view when it is on top of `window` (Escape, as it closes what is
  /// open elsewhere in the kiosk).
  /// - Returns: Whether it closed it.
  func closeView(in window: Window) -> Bool {
    guard let container = shown?.navigationController,
      window.topPresentedViewController === container
    else { return false }
    container.dismiss(animated: true)
    log.notice(.operator, "the operator view is closed")
    return true
  }

  /// Shows new contents in the open view (after a reload).
  func refresh() {
    guard let shown else { return }
    let (status, problems) = contents()
    shown.update(status: status, problems: problems)
  }

  private func present(_ controller: ViewController, in window: Window) {
    guard let root = window.rootViewController else { return }
    (window.topPresentedViewController ?? root).present(controller, animated: true)
  }
}
