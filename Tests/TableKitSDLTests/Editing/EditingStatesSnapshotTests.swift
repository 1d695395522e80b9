import DemoScenes
import Foundation
import TableKit
import TableKitSDL
import TableKitTesting
import Testing

/// Pictures of editing states the first editing goldens do not show: selection circles while
/// editing, editing inside grouped and inset grouped cards, a reordered row dropping into place
/// and dragged into another section, a full swipe, its delete animation, actions with images in
/// a tall row, and the images scene. Each was looked at against iOS before it was recorded.
@MainActor
@Suite(.serialized)
struct EditingStatesSnapshotTests {
  let snapshotter: Snapshotter
  init() throws { snapshotter = try Snapshotter() }

  // MARK: - Editing

  /// Filled tint circles with a white check on the light selection gray (issue 26).
  @Test(arguments: [UserInterfaceStyle.light, .dark])
  func selectionCirclesWhileEditing(_ style: UserInterfaceStyle) throws {
    let fixture = try StateFixture(snapshotter) { table in
      table.allowsMultipleSelectionDuringEditing = true
      table.allowsSelectionDuringEditing = true
      table.overrideUserInterfaceStyle = style
    }
    fixture.table.setEditing(true, animated: false)
    fixture.table.layoutIfNeeded()
    fixture.tap(CGPoint(x: 160, y: 66))
    fixture.tap(CGPoint(x: 160, y: 154))
    #expect(fixture.table.indexPathsForSelectedRows?.count == 2)
    try snapshotter.verify(
      fixture.render(background: .systemBackground),
      named: style == .dark ? "editing-multiple-selection-dark" : "editing-multiple-selection")
  }

  private static let fruitSections = [["Apple", "Banana", "Cherry"], ["Damson", "Elderberry"]]

  @Test func editingInGroupedAndInsetGroupedCards() throws {
    var pictures: [(PixelImage, String)] = []
    for (style, name) in [
      (TableView.Style.grouped, "editing-grouped"),
      (.insetGrouped, "editing-inset-grouped@2x"),
    ] {
      let fixture = try StateFixture(snapshotter,
        style: style, size: CGSize(width: 320, height: 300), scale: style == .grouped ? 1 : 2,
        source: FruitStateSource(sections: Self.fruitSections, titles: ["Fruit", "Stone fruit"]))
      fixture.table.setEditing(true, animated: false)
      fixture.table.layoutIfNeeded()
      pictures.append((fixture.render(background: .groupedBackground), name))
    }
    try snapshotter.verifyEach(pictures)
  }

  // MARK: - Reordering

  @Test func aReorderedRowDropsIntoPlace() throws {
    let fixture = try StateFixture(snapshotter)
    fixture.table.setEditing(true, animated: false)
    fixture.table.layoutIfNeeded()
    // Apple's grabber, dragged down past Banana, then let go between two rows.
    let grabber = CGPoint(x: 296, y: 22)
    fixture.press(at: grabber, movingBy: CGPoint(x: 0, y: 58), steps: 6)
    fixture.run(for: 0.4)
    fixture.up(CGPoint(x: 296, y: 80))
    let sheet = FrameSheet.frames(
      of: fixture.table, on: fixture.canvas, clock: fixture.clock,
      at: FrameSheet.rowAnimationTimes)
    #expect(fixture.source.sections[0].first == "Banana")
    try snapshotter.verify(sheet, named: "reorder-drop-frames")
  }

  @Test func aRowDraggedIntoTheNextSection() throws {
    let fixture = try StateFixture(snapshotter,
      size: CGSize(width: 320, height: 300),
      source: FruitStateSource(sections: Self.fruitSections, titles: ["Fruit", "Stone fruit"]))
    fixture.table.setEditing(true, animated: false)
    fixture.table.layoutIfNeeded()
    // Banana (28 + 44 + 22) dragged below the Stone fruit header.
    let grabber = CGPoint(x: 296, y: 94)
    fixture.press(at: grabber, movingBy: CGPoint(x: 0, y: 110), steps: 10)
    fixture.run(for: 0.4)
    try snapshotter.verify(fixture.render(), named: "reorder-across-sections")
  }

  // MARK: - Swipes

  /// The fruit list with Mail's trailing actions, Flag (orange) and Delete, and a leading
  /// Unread, each with a system symbol.
  private func swipeFixture(rowHeight: CGFloat = 44) throws -> StateFixture {
    try StateFixture(snapshotter, source: swipingFruitSource()) { $0.rowHeight = rowHeight }
  }

  @Test func aFullSwipeStretchesDeleteAcrossTheRow() throws {
    let fixture = try swipeFixture()
    // From the trailing edge across the full-swipe line (the row's width less 29 points).
    let start = CGPoint(x: 315, y: 66)
    fixture.press(at: start, movingBy: CGPoint(x: -305, y: 0), steps: 12)
    fixture.run(for: 0.3)
    try snapshotter.verify(fixture.render(), named: "swipe-full-expansion")
  }

  @Test func aFullSwipeDeletesTheRow() throws {
    let fixture = try swipeFixture()
    // From the trailing edge across the full-swipe line (the row's width less 29 points).
    let start = CGPoint(x: 315, y: 66)
    fixture.press(at: start, movingBy: CGPoint(x: -305, y: 0), steps: 12)
    fixture.up(CGPoint(x: 10, y: 66))
    let sheet = FrameSheet.frames(
      of: fixture.table, on: fixture.canvas, clock: fixture.clock,
      at: [0, 0.1, 0.15, 0.2, 0.3, 0.5])
    #expect(fixture.source.sections[0].count == 4, "Banana is gone")
    try snapshotter.verify(sheet, named: "swipe-delete-commit-frames")
  }

  @Test func actionsWithImagesInATallRow() throws {
    let fixture = try swipeFixture(rowHeight: 100)
    let start = CGPoint(x: 300, y: 150)
    fixture.press(at: start, movingBy: CGPoint(x: -170, y: 0), steps: 10)
    fixture.up(CGPoint(x: 130, y: 150))
    fixture.run(for: 0.4)
    try snapshotter.verify(fixture.render(), named: "swipe-actions-images-tall-row")
  }

  // MARK: - Images

  /// The thumbnails (photos at 2x, and the 1x landscape) on a 1x screen; the end of the whole
  /// photos, where the 120 × 80 pixel landscape is drawn 300 points wide, on a 2x screen.
  @Test(arguments: [(1.0, false), (2.0, true)])
  func theImagesScene(scale: Double, showsTheEnd: Bool) throws {
    let scene = try #require(DemoSceneCatalog.named("images"))
    let size = CGSize(width: 375, height: 667)
    let canvas = try snapshotter.canvas(size: size, scale: CGFloat(scale))
    let screen = canvas.makeScreen()
    let view = scene.makePreparedView(size: size, screen: screen)
    if showsTheEnd, let table = view as? TableView {
      // The last whole photo, the landscape; rows size themselves, so the table settles first.
      table.scrollToRow(at: IndexPath(row: 3, section: 3), at: .bottom, animated: false)
      table.layoutIfNeeded()
      table.scrollToRow(at: IndexPath(row: 3, section: 3), at: .bottom, animated: false)
      table.layoutIfNeeded()
    }
    try snapshotter.verify(
      canvas.render(view, screen: screen), named: "images-scene@\(Int(scale))x")
  }
}

/// The fruit list whose rows swipe: a trailing Delete (destructive) and Flag, a leading Unread,
/// each with a system symbol; a full swipe deletes the row.
@MainActor
func swipingFruitSource() -> FruitStateSource {
  let source = FruitStateSource()
  source.trailingActions = { [weak source] tableView, indexPath in
    let delete = ContextualAction(style: .destructive, title: "Delete") {
      [weak tableView] _, _, done in
      source?.sections[indexPath.section].remove(at: indexPath.row)
      tableView?.deleteRows(at: [indexPath], with: .automatic)
      done(true)
    }
    delete.image = Image(systemName: "trash")
    let flag = ContextualAction(style: .normal, title: "Flag") { _, _, done in done(true) }
    flag.image = Image(systemName: "flag")
    flag.backgroundColor = .systemOrange
    return SwipeActionsConfiguration(actions: [delete, flag])
  }
  source.leadingActions = { _, _ in
    let unread = ContextualAction(style: .normal, title: "Unread") { _, _, done in done(true) }
    unread.image = Image(systemName: "bell")
    unread.backgroundColor = .tint
    return SwipeActionsConfiguration(actions: [unread])
  }
  return source
}
