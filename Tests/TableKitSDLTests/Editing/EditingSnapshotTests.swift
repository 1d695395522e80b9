import Foundation
import TableKit
import TableKitSDL
import TableKitTesting
import Testing

/// A fruit list for the editing pictures: rows that can be deleted and moved, a row that
/// inserts, and a row that cannot be edited, each with its own cell style.
@MainActor
final class EditingGallerySource: TableViewDataSource, TableViewDelegate {
  /// One row: how to fill its cell and what it may do while editing.
  struct Row {
    var style: TableViewCell.CellStyle = .default
    var editingStyle: TableViewCell.EditingStyle = .delete
    var canEdit = true
    var canMove = true
    var configure: @MainActor (TableViewCell) -> Void
  }

  var rows: [Row]
  var header: String?
  /// The swipe actions per row, by side; the delegate's default (nil) when absent.
  var leadingActions: ((IndexPath) -> SwipeActionsConfiguration?)?
  var trailingActions: ((IndexPath) -> SwipeActionsConfiguration?)?

  init(header: String? = nil, rows: [Row]) {
    self.header = header
    self.rows = rows
  }

  /// The standard list: three fruit rows of different styles, an insert row and a locked row.
  static func fruit() -> EditingGallerySource {
    EditingGallerySource(
      header: "Fruit",
      rows: [
        Row(style: .default) { cell in
          cell.textLabel?.text = "Apple"
          cell.imageView?.image = Image(named: "icon-general")
          cell.accessoryType = .disclosureIndicator
        },
        Row(style: .subtitle) { cell in
          cell.textLabel?.text = "Banana"
          cell.detailTextLabel?.text = "Yellow, curved"
          cell.accessoryType = .disclosureIndicator
        },
        Row(style: .value1) { cell in
          cell.textLabel?.text = "Cherry"
          cell.detailTextLabel?.text = "12"
          cell.accessoryType = .disclosureIndicator
        },
        Row(style: .default) { cell in
          cell.textLabel?.text = "Damson"
          cell.accessoryType = .checkmark
          cell.editingAccessoryType = .detailButton
        },
        Row(style: .default, editingStyle: .insert, canMove: false) { cell in
          cell.textLabel?.text = "Add a fruit"
        },
        Row(style: .default, canEdit: false, canMove: false) { cell in
          cell.textLabel?.text = "Not editable"
          cell.textLabel?.textColor = .secondaryLabel
        },
      ])
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows.count }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let row = rows[indexPath.row]
    let cell = TableViewCell(style: row.style, reuseIdentifier: nil)
    cell.showsReorderControl = true
    row.configure(cell)
    return cell
  }

  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    header
  }

  func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
    rows[indexPath.row].canEdit
  }

  func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    rows[indexPath.row].canMove
  }

  func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath)
    -> TableViewCell.EditingStyle
  { rows[indexPath.row].editingStyle }

  func tableView(
    _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    rows.insert(rows.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
  }

  /// Implemented, so that rows swipe to delete as on iOS (issue 13); the pictures keep every
  /// row.
  func tableView(
    _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {}

  func tableView(
    _ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> SwipeActionsConfiguration? { leadingActions?(indexPath) }

  func tableView(
    _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> SwipeActionsConfiguration? { trailingActions?(indexPath) }
}

/// Pictures of editing: the controls, the Delete button (in editing mode and swiped open), swipe
/// actions (trailing half and fully open, leading), a row lifted mid-reorder, and the controls
/// halfway in. Each was judged by eye before it was
/// recorded.
@MainActor
@Suite(.serialized)
struct EditingSnapshotTests {
  let snapshotter: Snapshotter

  init() throws { snapshotter = try Snapshotter() }

  /// A 375 × 300 plain table of the fruit list on a stopped clock.
  @MainActor private struct Fixture {
    let table: TableView
    let source: EditingGallerySource
    let canvas: OffscreenCanvas
    let clock: ManualClock

    func render() -> PixelImage {
      withExtendedLifetime(source) { canvas.render(table) }
    }

    func send(_ event: InputEvent) { table.handle(event) }

    /// Advances the clock by `seconds` a frame at a time.
    func run(for seconds: TimeInterval) {
      for _ in 0..<Int((seconds * 60).rounded()) {
        clock.advance(by: 1.0 / 60)
        table.layoutIfNeeded()
      }
    }
  }

  private func fixture(
    scale: CGFloat = 1, style: TableView.Style = .plain,
    layoutDirection: LayoutDirection = .leftToRight,
    configure: (EditingGallerySource) -> Void = { _ in }
  ) throws -> Fixture {
    let size = CGSize(width: 375, height: 300)
    let canvas = try snapshotter.canvas(size: size, scale: scale)
    let table = TableView(frame: CGRect(origin: .zero, size: size), style: style)
    let clock = ManualClock(now: 10)
    table.clock = clock
    table.screen = canvas.makeScreen(layoutDirection: layoutDirection)
    table.rowHeight = 44
    let source = EditingGallerySource.fruit()
    configure(source)
    table.dataSource = source
    table.delegate = source
    table.layoutIfNeeded()
    return Fixture(table: table, source: source, canvas: canvas, clock: clock)
  }

  /// A finger swiping leftwards 150 points across the row at `y` from `x`, a frame per 15
  /// points, then resting and lifting; the row settles for 0.4 s.
  private func swipeAcross(_ fixture: Fixture, y: CGFloat, from x: CGFloat) {
    fixture.send(.pointerDown(id: 1, location: CGPoint(x: x, y: y), kind: .touch))
    for step in 1...10 {
      fixture.run(for: 1.0 / 60)
      fixture.send(
        .pointerMoved(id: 1, location: CGPoint(x: x - 15 * CGFloat(step), y: y), kind: .touch))
    }
    fixture.run(for: 0.1)
    fixture.send(.pointerUp(id: 1, location: CGPoint(x: x - 150, y: y), kind: .touch))
    fixture.run(for: 0.4)
  }

  @Test func theControlsInEditingMode() throws {
    let fixture = try fixture(scale: 2)
    fixture.table.setEditing(true, animated: false)
    try snapshotter.verify(fixture.render(), named: "editing-controls@2x")
  }

  @Test func theControlsInEditingModeRightToLeft() throws {
    let fixture = try fixture(layoutDirection: .rightToLeft)
    fixture.table.setEditing(true, animated: false)
    try snapshotter.verify(fixture.render(), named: "editing-controls-right-to-left")
  }

  /// Halfway, the chevrons fade out as the grabbers slide and fade in: both show (issue 26).
  @Test(arguments: [UserInterfaceStyle.light, .dark])
  func theControlsHalfwayIn(_ style: UserInterfaceStyle) throws {
    let fixture = try fixture()
    fixture.table.overrideUserInterfaceStyle = style
    fixture.table.setEditing(true, animated: true)
    fixture.table.layoutIfNeeded()
    fixture.clock.advance(by: 0.15)
    let name = style == .dark ? "editing-controls-halfway-dark" : "editing-controls-halfway"
    try snapshotter.verify(fixture.render(), named: name)
  }

  /// The whole row slides left for the button, the turned control with it (issue 26).
  @Test(arguments: [UserInterfaceStyle.light, .dark])
  func theDeleteButtonInEditingMode(_ style: UserInterfaceStyle) throws {
    let fixture = try fixture()
    fixture.table.overrideUserInterfaceStyle = style
    fixture.table.setEditing(true, animated: false)
    fixture.table.layoutIfNeeded()
    // A tap on Cherry's delete control, then the button opens and the count moves before it.
    let control = CGPoint(x: 26, y: 28 + 88 + 22)
    fixture.send(.pointerDown(id: 1, location: control, kind: .touch))
    fixture.run(for: 1.0 / 60)
    fixture.send(.pointerUp(id: 1, location: control, kind: .touch))
    fixture.run(for: 0.4)
    let name = style == .dark ? "editing-delete-confirmation-dark" : "editing-delete-confirmation"
    try snapshotter.verify(fixture.render(), named: name)
  }

  @Test func theDeleteButtonSwipedOpen() throws {
    let fixture = try fixture()
    swipeAcross(fixture, y: 28 + 44 + 22, from: 340)
    try snapshotter.verify(fixture.render(), named: "editing-delete-swiped")
  }

  @Test func theDeleteButtonOfACardsFirstRowIsRoundedWithTheCard() throws {
    let fixture = try fixture(scale: 2, style: .insetGrouped)
    // The inset grouped header is 35 tall; the card runs from x 16 to 359.
    swipeAcross(fixture, y: 35 + 22, from: 330)
    let cell = try #require(fixture.table.cellForRow(at: IndexPath(row: 0, section: 0)))
    #expect(cell.showingDeleteConfirmation)
    try snapshotter.verify(fixture.render(), named: "editing-delete-swiped-inset-grouped@2x")
  }

  /// The fruit list with Mail's actions: trailing More (gray) and Delete (red), leading Unread
  /// (blue).
  private func swipeActionsFixture() throws -> Fixture {
    try fixture { source in
      source.trailingActions = { _ in
        SwipeActionsConfiguration(actions: [
          ContextualAction(style: .normal, title: "More") { _, _, done in done(true) },
          ContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) },
        ])
      }
      source.leadingActions = { _ in
        let unread = ContextualAction(style: .normal, title: "Unread") { _, _, done in done(true) }
        unread.backgroundColor = .tint
        return SwipeActionsConfiguration(actions: [unread])
      }
    }
  }

  /// Swipes Banana (the second row) by `dx` a frame at a time, lifting only if `lifts`.
  private func swipeBanana(_ fixture: Fixture, from x: CGFloat, by dx: CGFloat, lifts: Bool) {
    let y: CGFloat = 28 + 44 + 22
    fixture.send(.pointerDown(id: 1, location: CGPoint(x: x, y: y), kind: .touch))
    for step in 1...10 {
      fixture.run(for: 1.0 / 60)
      fixture.send(
        .pointerMoved(id: 1, location: CGPoint(x: x + dx * CGFloat(step) / 10, y: y), kind: .touch))
    }
    fixture.run(for: 0.1)
    if lifts {
      fixture.send(.pointerUp(id: 1, location: CGPoint(x: x + dx, y: y), kind: .touch))
    }
    fixture.run(for: 0.4)
  }

  @Test func swipeActionsHalfOpen() throws {
    let fixture = try swipeActionsFixture()
    // 25 points to start, then 90 of the 164: More comes out from under Delete.
    swipeBanana(fixture, from: 340, by: -115, lifts: false)
    try snapshotter.verify(fixture.render(), named: "swipe-actions-half-open")
  }

  @Test func swipeActionsOpen() throws {
    let fixture = try swipeActionsFixture()
    swipeBanana(fixture, from: 340, by: -200, lifts: true)
    try snapshotter.verify(fixture.render(), named: "swipe-actions-open")
  }

  @Test func aLeadingSwipeActionOpen() throws {
    let fixture = try swipeActionsFixture()
    swipeBanana(fixture, from: 30, by: 150, lifts: true)
    try snapshotter.verify(fixture.render(), named: "swipe-actions-leading")
  }

  @Test func aRowLiftedMidReorder() throws {
    let fixture = try fixture()
    fixture.table.setEditing(true, animated: false)
    fixture.table.layoutIfNeeded()
    // Apple's grabber, dragged down past Banana and most of Cherry; the rows have made room.
    let grabber = CGPoint(x: 350, y: 28 + 22)
    fixture.send(.pointerDown(id: 1, location: grabber, kind: .touch))
    for step in 1...6 {
      fixture.run(for: 1.0 / 60)
      fixture.send(
        .pointerMoved(
          id: 1, location: CGPoint(x: 350, y: grabber.y + 12 * CGFloat(step)), kind: .touch))
    }
    fixture.run(for: 0.4)
    try snapshotter.verify(fixture.render(), named: "editing-reorder-lifted")
  }
}
