import DemoScenes
import Foundation
import TableKit
import TableKitSDL
import TableKitTesting
import Testing

/// The tasks scene's detail (issue 29): a long press on the title row presents the edit menu
/// (an `EditMenuInteraction` on the table) over the row with Copy, and Copy puts the title on
/// the clipboard; the due row copies its day; the notes row has no such menu.
@MainActor
@Suite(.serialized)
struct TaskDetailCopyMenuTests {
  let snapshotter: Snapshotter
  init() throws { snapshotter = try Snapshotter() }

  private struct Fixture {
    let window: Window
    let clock: ManualClock
    let controller: TaskDetailController
    let router: InputRouter
  }

  private func fixture() throws -> Fixture {
    let controller = TaskDetailController(task: TaskList().tasks[0], onNotesChange: { _ in })
    let (window, clock, _) = try ClockedWindow.make(
      snapshotter: snapshotter, size: CGSize(width: 375, height: 667), scale: 1,
      root: NavigationController(rootViewController: controller))
    window.screen.clipboard = MemoryClipboard(string: nil)
    ClockedWindow.run(window, clock, seconds: 0.5)
    let router = InputRouter()
    router.clock = clock
    return Fixture(window: window, clock: clock, controller: controller, router: router)
  }

  /// The middle of a row of the detail, in the window.
  private func center(ofRow row: Int, section: Int = 0, in fixture: Fixture) -> CGPoint {
    let table: TableView = fixture.controller.tableView
    let rect = table.convert(table.rectForRow(at: IndexPath(row: row, section: section)), to: nil)
    return CGPoint(x: rect.midX, y: rect.midY)
  }

  /// A finger held still at `point` for `seconds`, then lifted.
  private func press(_ point: CGPoint, for seconds: TimeInterval, in fixture: Fixture) {
    fixture.router.route(
      WindowInput(.pointerDown(id: 1, location: point, kind: .touch), at: point), in: fixture.window)
    ClockedWindow.run(fixture.window, fixture.clock, seconds: seconds)
    fixture.router.route(
      WindowInput(.pointerUp(id: 1, location: point, kind: .touch), at: point), in: fixture.window)
    ClockedWindow.run(fixture.window, fixture.clock, seconds: 0.3)
  }

  /// The window points the open menu takes (the view on top that they hit), scanned over the
  /// window every 4 points.
  private func menuPoints(in fixture: Fixture) -> [CGPoint] {
    guard let menu = fixture.window.subviews.last else { return [] }
    let size = fixture.window.bounds.size
    return stride(from: 0, to: size.height, by: 4).flatMap { y in
      stride(from: 0, to: size.width, by: 4).map { CGPoint(x: CGFloat($0), y: CGFloat(y)) }
    }.filter { fixture.window.hitTest($0) === menu }
  }

  @Test func aLongPressOnTheTitleOffersCopyWhichPutsTheTitleOnTheClipboard() throws {
    let fixture = try fixture()
    let interaction = fixture.controller.copyMenu
    let title = center(ofRow: 0, in: fixture)
    press(title, for: 0.2, in: fixture)
    #expect(!interaction.isMenuVisible, "a short press is not a long one")

    press(title, for: 0.7, in: fixture)
    #expect(interaction.isMenuVisible)
    #expect(interaction.location(in: nil) == title)
    let points = menuPoints(in: fixture)
    let top = try #require(points.map(\.y).min())
    let bottom = try #require(points.map(\.y).max())
    // Above the row, pointing at it: the row's top, not the finger.
    let rowTop = title.y - fixture.controller.tableView.rectForRow(at: IndexPath(row: 0, section: 0)).height / 2
    #expect(bottom < rowTop && bottom > rowTop - 20)
    #expect(bottom - top > 30, "the menu's bar and arrow")

    // Its one command, Copy, fills the bar: a tap on its middle copies.
    let xs = points.map(\.x)
    let copy = CGPoint(x: ((xs.min() ?? 0) + (xs.max() ?? 0)) / 2, y: top + 12)
    fixture.router.route(
      WindowInput(.pointerDown(id: 2, location: copy, kind: .touch), at: copy), in: fixture.window)
    fixture.router.route(
      WindowInput(.pointerUp(id: 2, location: copy, kind: .touch), at: copy), in: fixture.window)
    #expect(fixture.window.screen.clipboard.string == TaskList().tasks[0].title)
    #expect(!interaction.isMenuVisible)
  }

  @Test func theDueRowCopiesItsDayAndTheNotesRowHasNoMenu() throws {
    let fixture = try fixture()
    let interaction = fixture.controller.copyMenu
    let task = TaskList().tasks[0]
    #expect(fixture.controller.copiedText(ofRow: 1) == (task.isDone ? "Completed" : task.note))
    press(center(ofRow: 1, in: fixture), for: 0.7, in: fixture)
    #expect(interaction.isMenuVisible)
    #expect(fixture.window.closeEditMenu(forKey: .escape, modifiers: []))
    #expect(!interaction.isMenuVisible)
    ClockedWindow.run(fixture.window, fixture.clock, seconds: 0.3)
    press(center(ofRow: 0, section: 1, in: fixture), for: 0.7, in: fixture)
    #expect(!interaction.isMenuVisible)
  }
}
