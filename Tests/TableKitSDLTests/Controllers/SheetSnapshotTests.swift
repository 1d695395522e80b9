import DemoScenes
import Foundation
import TableKit
import TableKitSDL
import TableKitTesting
import Testing

/// A list of rows under a navigation bar: the presenter, and the sheets' content.
@MainActor
private final class RowsController: TableViewController {
  let rows: [String]

  init(title: String, rows: [String], style: TableView.Style) {
    self.rows = rows
    super.init(style: style)
    self.title = title
  }

  /// Not made from archives.
  required init?(coder: NSCoder) { nil }

  override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    rows.count
  }

  override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
    -> TableViewCell
  {
    let cell = TableViewCell(style: .default, reuseIdentifier: nil)
    cell.textLabel?.text = rows[indexPath.row]
    return cell
  }
}

/// Sheets, popovers and a grown text view cell as pictures (issue 29), each looked at beside
/// iOS 17: a card sheet at its medium and large detents in light and dark (the presenter
/// scaled back behind the large one), a popover pointing at a bar button on a wide window, a
/// notes row grown to three lines, and the tasks scene's new-task sheet.
@MainActor
@Suite(.serialized)
struct SheetSnapshotTests {
  let snapshotter: Snapshotter

  init() throws { snapshotter = try Snapshotter() }

  private static let chores = [
    "Water the plants", "Buy milk", "Call the plumber", "Return library books", "Pay rent",
    "Book dentist", "Clean the windows", "Fix the bike", "Renew passport", "Plan the trip",
    "Defrost the freezer", "Sort the photos", "Wash the car", "Bake bread",
  ]

  private func makeWindow(
    size: CGSize, scale: CGFloat, root: ViewController, dark: Bool = false
  ) throws -> (Window, ManualClock, OffscreenCanvas) {
    try ClockedWindow.make(snapshotter: snapshotter, size: size, scale: scale, root: root) {
      if dark { $0.traitOverrides.userInterfaceStyle = .dark }
    }
  }

  private func run(_ window: Window, _ clock: ManualClock, seconds: TimeInterval = 0.7) {
    ClockedWindow.run(window, clock, seconds: seconds)
  }

  private func presenter() -> NavigationController {
    NavigationController(
      rootViewController: RowsController(title: "Chores", rows: Self.chores, style: .plain))
  }

  private func filterSheet(detent: SheetPresentationController.Detent.Identifier)
    -> NavigationController
  {
    let content = RowsController(
      title: "Filter", rows: ["All Chores", "Today", "This Week", "Flagged", "Completed"],
      style: .insetGrouped)
    content.navigationItem.rightBarButtonItem = BarButtonItem(systemItem: .done)
    let navigation = NavigationController(rootViewController: content)
    navigation.modalPresentationStyle = .pageSheet
    let sheet = navigation.sheetPresentationController
    sheet?.detents = [.medium(), .large()]
    sheet?.selectedDetentIdentifier = detent
    sheet?.prefersGrabberVisible = true
    return navigation
  }

  private func renderSheet(detent: SheetPresentationController.Detent.Identifier, dark: Bool)
    throws -> PixelImage
  {
    let root = presenter()
    let (window, clock, canvas) = try makeWindow(
      size: CGSize(width: 375, height: 667), scale: 2, root: root, dark: dark)
    root.present(filterSheet(detent: detent), animated: true)
    run(window, clock)
    #expect(!window.isTransitioning)
    return canvas.render(window)
  }

  @Test func aCardSheetAtTheMediumDetent() throws {
    try snapshotter.verify(renderSheet(detent: .medium, dark: false), named: "sheet-medium@2x")
  }

  @Test func aCardSheetAtTheMediumDetentInDark() throws {
    try snapshotter.verify(renderSheet(detent: .medium, dark: true), named: "sheet-medium-dark@2x")
  }

  @Test func aCardSheetAtTheLargeDetent() throws {
    try snapshotter.verify(renderSheet(detent: .large, dark: false), named: "sheet-large@2x")
  }

  @Test func aCardSheetAtTheLargeDetentInDark() throws {
    try snapshotter.verify(renderSheet(detent: .large, dark: true), named: "sheet-large-dark@2x")
  }

  /// The popover is one rounded shape with its arrow in the elevated background, its content
  /// clipped to it (no separator under the last row at its edge), with a soft shadow.
  @Test(arguments: [false, true])
  func aPopoverPointingAtABarButtonOnAWideWindow(dark: Bool) throws {
    let root = presenter()
    let add = BarButtonItem(systemItem: .add)
    root.viewControllers[0].navigationItem.rightBarButtonItem = add
    let (window, clock, canvas) = try makeWindow(
      size: CGSize(width: 1024, height: 700), scale: 1, root: root, dark: dark)
    let content = RowsController(
      title: "New", rows: ["Chore", "List", "Reminder"], style: .plain)
    content.preferredContentSize = CGSize(width: 320, height: 132)
    content.modalPresentationStyle = .popover
    content.popoverPresentationController?.barButtonItem = add
    root.present(content, animated: true)
    run(window, clock)
    #expect(content.popoverPresentationController?.arrowDirection == .up)
    try snapshotter.verify(
      canvas.render(window), named: dark ? "popover-bar-button-dark@1x" : "popover-bar-button@1x")
  }

  @Test func aNotesRowGrownToThreeLines() throws {
    let controller = TaskDetailController(
      task: TaskList().tasks[0], onNotesChange: { _ in })
    let navigation = NavigationController(rootViewController: controller)
    let (window, clock, canvas) = try makeWindow(
      size: CGSize(width: 375, height: 420), scale: 2, root: navigation)
    run(window, clock, seconds: 0.2)
    let notes = controller.notesView
    #expect(notes.becomeFirstResponder())
    for word in "Ask about the cleaning appointment in March and whether the Friday slot is still free".split(separator: " ") {
      TextField.firstResponder(in: window)?.handle(.text(String(word) + " "))
      window.layoutIfNeeded()
    }
    run(window, clock, seconds: 0.5)
    #expect(notes.text.hasPrefix("Ask about"))
    try snapshotter.verify(canvas.render(window), named: "text-view-cell-three-lines@2x")
  }

  @Test func theTasksScenesNewTaskSheet() throws {
    let navigation = TasksScene.scene.makeNavigationController()
    let (window, clock, canvas) = try makeWindow(
      size: CGSize(width: 375, height: 667), scale: 2, root: navigation)
    run(window, clock, seconds: 0.2)
    let root = try #require(navigation.topViewController)
    let add = try #require(root.navigationItem.rightBarButtonItems?.first)
    add.performPrimaryAction()
    run(window, clock)
    let sheet = try #require(window.topPresentedViewController as? NavigationController)
    let form = try #require(sheet.topViewController as? NewTaskController)
    #expect(form.titleField.isFirstResponder)
    form.titleField.handle(.text("Buy stamps"))
    run(window, clock, seconds: 0.1)
    try snapshotter.verify(canvas.render(window), named: "tasks-new-task-sheet@2x")
  }

  /// The popover's box is the action sheet's panel: one rounded shape with the arrow.
  @Test(arguments: [false, true])
  func anActionSheetAsAPopoverOnAWideWindow(dark: Bool) throws {
    let root = presenter()
    let trash = BarButtonItem(systemItem: .trash)
    root.viewControllers[0].navigationItem.rightBarButtonItem = trash
    let (window, clock, canvas) = try makeWindow(
      size: CGSize(width: 1024, height: 700), scale: 1, root: root, dark: dark)
    let sheet = AlertController(
      title: nil, message: "The 4 done chores will be deleted.", preferredStyle: .actionSheet)
    sheet.addAction(AlertAction(title: "Delete 4 Done Chores", style: .destructive))
    sheet.addAction(AlertAction(title: "Cancel", style: .cancel))
    sheet.popoverPresentationController?.barButtonItem = trash
    root.present(sheet, animated: true)
    run(window, clock)
    #expect(sheet.popoverPresentationController?.arrowDirection == .up)
    try snapshotter.verify(
      canvas.render(window), named: dark ? "action-sheet-popover-dark@1x" : "action-sheet-popover@1x")
  }
}
