import Foundation
import TableKit
import TableKitSDL
import TableKitTesting
import Testing

/// A short list of chores: the screen the alerts are presented over.
@MainActor
private final class ChoresSource: TableViewDataSource {
  let chores = [
    "Water the plants", "Buy milk", "Call the plumber", "Return library books", "Pay rent",
    "Book dentist", "Clean the windows", "Fix the bike", "Renew passport", "Plan the trip",
    "Defrost the freezer", "Sort the photos",
  ]

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    chores.count
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = TableViewCell(style: .default, reuseIdentifier: nil)
    cell.textLabel?.text = chores[indexPath.row]
    return cell
  }
}

/// The presenter: a plain table of chores.
@MainActor
private final class ChoresController: ViewController {
  let source = ChoresSource()
  let tableClock: ManualClock

  init(clock: ManualClock) {
    tableClock = clock
    super.init(nibName: nil, bundle: nil)
  }

  /// Not made from archives: TableKit has none.
  required init?(coder: NSCoder) { nil }

  override func loadView() {
    let table = TableView(frame: .zero, style: .plain)
    table.clock = tableClock
    table.dataSource = source
    view = table
  }
}

/// Alerts and action sheets over a table, as pictures: at rest after their presentation, one
/// right to left, and the alert part of the way in. Each was judged by eye against iOS before
/// it was recorded.
@MainActor
@Suite(.serialized)
struct AlertSnapshotTests {
  let snapshotter: Snapshotter

  init() throws { snapshotter = try Snapshotter() }

  /// Presents `alert` over the chores in a 375 × 600 window and renders it `elapsed` seconds
  /// into the presentation (nil: after it ended).
  private func render(
    _ alert: AlertController, scale: CGFloat = 2, layoutDirection: LayoutDirection = .leftToRight,
    elapsed: TimeInterval? = nil
  ) throws -> PixelImage {
    let size = CGSize(width: 375, height: 600)
    let canvas = try snapshotter.canvas(size: size, scale: scale)
    let clock = ManualClock(now: 10)
    let window = Window(frame: CGRect(origin: .zero, size: size), clock: clock)
    window.screen = canvas.makeScreen(layoutDirection: layoutDirection)
    let chores = ChoresController(clock: clock)
    window.rootViewController = chores
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    chores.present(alert, animated: true)
    let frames = Int(((elapsed ?? 1) * 60).rounded())
    for _ in 0..<frames {
      clock.advance(by: 1.0 / 60)
      window.layoutIfNeeded()
    }
    #expect(window.isTransitioning == (elapsed != nil))
    return canvas.render(window)
  }

  private func signOutAlert() -> AlertController {
    let alert = AlertController(
      title: "Sign Out?", message: "You can sign in again at any time with your email address.",
      preferredStyle: .alert)
    alert.addAction(AlertAction(title: "Sign Out", style: .default))
    alert.addAction(AlertAction(title: "Cancel", style: .cancel))
    return alert
  }

  @Test func anAlertWithTwoButtonsSideBySide() throws {
    try snapshotter.verify(render(signOutAlert()), named: "alert-two-buttons@2x")
  }

  @Test func anAlertWithTwoButtonsRightToLeft() throws {
    try snapshotter.verify(
      render(signOutAlert(), layoutDirection: .rightToLeft), named: "alert-two-buttons-rtl@2x")
  }

  @Test func anAlertWithThreeStackedButtonsOneDestructive() throws {
    let alert = AlertController(
      title: "Save Changes?",
      message: "If you don't save, your changes to this list will be lost.",
      preferredStyle: .alert)
    alert.addAction(AlertAction(title: "Cancel", style: .cancel))
    alert.addAction(AlertAction(title: "Save", style: .default))
    alert.addAction(AlertAction(title: "Don't Save", style: .destructive))
    try snapshotter.verify(render(alert), named: "alert-three-stacked@2x")
  }

  @Test func anActionSheetWithATitleTwoActionsAndCancel() throws {
    let sheet = AlertController(
      title: "Done Tasks", message: "Delete the 4 done tasks, or keep them in the archive.",
      preferredStyle: .actionSheet)
    sheet.addAction(AlertAction(title: "Move to Archive", style: .default))
    sheet.addAction(AlertAction(title: "Delete All", style: .destructive))
    sheet.addAction(AlertAction(title: "Cancel", style: .cancel))
    try snapshotter.verify(render(sheet), named: "action-sheet@2x")
  }

  @Test func anAlertAskingForANameInATextField() throws {
    // Issue 14: the field under the message, first responder with its caret once shown, OK
    // disabled while it is empty.
    let alert = AlertController(
      title: "New Item", message: "Enter a name for this item.", preferredStyle: .alert)
    alert.addTextField { $0.placeholder = "Name" }
    let ok = AlertAction(title: "OK", style: .default)
    ok.isEnabled = false
    alert.addAction(AlertAction(title: "Cancel", style: .cancel))
    alert.addAction(ok)
    alert.preferredAction = ok
    let image = try render(alert)
    #expect(alert.textFields?.first?.isFirstResponder == true)
    try snapshotter.verify(image, named: "alert-text-field@2x")
  }

  @Test func anAlertAThirdOfTheWayIn() throws {
    // 0.1 s of 0.3: faded part of the way in, the box still larger than at rest.
    try snapshotter.verify(
      render(signOutAlert(), elapsed: 0.1), named: "alert-appearing-100ms@2x")
  }
}
