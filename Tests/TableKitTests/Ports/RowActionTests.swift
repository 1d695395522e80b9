import Foundation
import Testing

@testable import TableKit

/// iOS 8–12 code gives swipe buttons with `editActionsForRowAt` and `UITableViewRowAction`;
/// it runs unchanged.
@MainActor
@Suite struct RowActionTests {
  /// A list written the iOS 8 way: row actions, a Delete that removes the row.
  class InboxController: TableViewController {
    var messages = (0..<20).map { "Message \($0)" }
    var log: [String] = []

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
      messages.count
    }
    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
      -> TableViewCell
    {
      let cell =
        tableView.dequeueReusableCell(withIdentifier: "message")
        ?? TableViewCell(style: .default, reuseIdentifier: "message")
      cell.textLabel?.text = messages[indexPath.row]
      return cell
    }
    override func tableView(_ tableView: TableView, editActionsForRowAt indexPath: IndexPath)
      -> [TableViewRowAction]?
    {
      let delete = TableViewRowAction(style: .destructive, title: "Delete") {
        [weak self, weak tableView] _, path in
        guard let self, let tableView else { return }
        self.log.append("delete \(path.row)")
        self.messages.remove(at: path.row)
        tableView.deleteRows(at: [path], with: .automatic)
      }
      let more = TableViewRowAction(style: .normal, title: "More") { [weak self] action, path in
        self?.log.append("\(action.title ?? "?") \(path.row)")
      }
      more.backgroundColor = .systemBlue
      return [delete, more]
    }
  }

  private func fixture() -> (InboxController, TableTestDriver) {
    let controller = InboxController(style: .plain)
    let table = controller.tableView!
    let clock = ManualClock(now: 10)
    table.clock = clock
    table.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
    table.rowHeight = 44
    table.layoutIfNeeded()
    return (controller, TableTestDriver(table: table, clock: clock, fps: 60))
  }

  private func openSecondRow(_ driver: TableTestDriver) {
    driver.drag(
      from: CGPoint(x: 300, y: 66), by: CGPoint(x: -220, y: 0), duration: 0.25, pause: 0.1)
    driver.run(for: 0.4)
  }

  @Test func theRowActionsShowAsTheSwipeButtonsFirstAtTheEdge() throws {
    let (controller, driver) = fixture()
    openSecondRow(driver)
    let cell = try #require(controller.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
    let buttons = try #require(cell.editingState.swipeActions?.buttons)
    #expect(buttons.map(\.title) == ["Delete", "More"])
    #expect(buttons.map(\.fillColor) == [.destructiveRed, .systemBlue])
    #expect(buttons[0].frame.minX > buttons[1].frame.minX, "the first action is outermost")
  }

  @Test func tappingAnActionCallsItsHandlerWithTheRowAndClosesTheRow() throws {
    let (controller, driver) = fixture()
    openSecondRow(driver)
    let cell = try #require(controller.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
    let more = try #require(cell.editingState.swipeActions?.buttons.last)
    let center = CGPoint(x: cell.frame.minX + more.frame.midX, y: 66)
    driver.tap(center)
    driver.run(for: 0.5)
    #expect(controller.log == ["More 1"])
    #expect(cell.presentedDeleteReveal == 0)
  }

  @Test func aDeletingActionRemovesItsRow() throws {
    let (controller, driver) = fixture()
    openSecondRow(driver)
    let cell = try #require(controller.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
    let delete = try #require(cell.editingState.swipeActions?.buttons.first)
    driver.tap(CGPoint(x: cell.frame.minX + delete.frame.midX, y: 66))
    driver.run(for: 0.6)
    #expect(controller.log == ["delete 1"])
    #expect(controller.tableView.numberOfRows(inSection: 0) == 19)
    #expect(controller.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text
      == "Message 2")
  }

  @Test func aFullSwipePerformsNoRowAction() {
    let (controller, driver) = fixture()
    driver.drag(from: CGPoint(x: 315, y: 66), by: CGPoint(x: -300, y: 0), duration: 0.3)
    driver.run(for: 0.6)
    #expect(controller.log.isEmpty)
    #expect(controller.tableView.numberOfRows(inSection: 0) == 20)
  }

  @Test func aConfigurationFromTheDelegateWinsOverRowActions() {
    final class Both: InboxController {
      override func tableView(
        _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
      ) -> SwipeActionsConfiguration? {
        SwipeActionsConfiguration(actions: [
          ContextualAction(style: .normal, title: "Archive") { _, _, done in done(true) }
        ])
      }
    }
    let controller = Both(style: .plain)
    let configuration = controller.tableView.dataReader.swipeActionsConfiguration(
      forRowAt: IndexPath(row: 0, section: 0), side: .trailing)
    #expect(configuration?.actions.map(\.title) == ["Archive"])
  }

  @Test func rowActionStylesHaveUIKitsColors() {
    let handler: TableViewRowAction.Handler = { _, _ in }
    #expect(TableViewRowAction(style: .default, title: "A", handler: handler).backgroundColor
      == .destructiveRed)
    #expect(TableViewRowAction(style: .destructive, title: "B", handler: handler).backgroundColor
      == .destructiveRed)
    #expect(TableViewRowAction(style: .normal, title: "C", handler: handler).backgroundColor
      == .systemGray)
  }
}
