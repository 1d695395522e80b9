import Foundation
import Testing

@testable import TableKit

/// A cell hears `willTransition(to:)` as it starts into editing or a Delete confirmation and
/// `didTransition(to:)` once the animation is over, as UIKit's cells do.
@MainActor
@Suite struct CellStateTransitionTests {
  final class LoggingCell: TableViewCell {
    var log: [String] = []
    override func willTransition(to state: StateMask) {
      super.willTransition(to: state)
      log.append("will \(Self.name(state))")
    }
    override func didTransition(to state: StateMask) {
      super.didTransition(to: state)
      log.append("did \(Self.name(state))")
    }
    static func name(_ state: StateMask) -> String {
      var parts: [String] = []
      if state.contains(.showingEditControl) { parts.append("edit") }
      if state.contains(.showingDeleteConfirmation) { parts.append("delete") }
      return parts.isEmpty ? "default" : parts.joined(separator: "+")
    }
  }

  final class ListController: TableViewController {
    var rows = (0..<10).map { "Row \($0)" }
    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
      rows.count
    }
    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
      -> TableViewCell
    {
      let cell =
        tableView.dequeueReusableCell(withIdentifier: "row") as? LoggingCell
        ?? LoggingCell(style: .default, reuseIdentifier: "row")
      cell.textLabel?.text = rows[indexPath.row]
      return cell
    }
    override func tableView(
      _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle,
      forRowAt indexPath: IndexPath
    ) {
      guard editingStyle == .delete else { return }
      rows.remove(at: indexPath.row)
      tableView.deleteRows(at: [indexPath], with: .automatic)
    }
  }

  private func fixture() -> (ListController, TableTestDriver) {
    let controller = ListController(style: .plain)
    let clock = ManualClock(now: 5)
    controller.tableView.clock = clock
    controller.tableView.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
    controller.tableView.layoutIfNeeded()
    return (controller, TableTestDriver(table: controller.tableView, clock: clock, fps: 60))
  }

  private func cell(_ controller: ListController, _ row: Int) -> LoggingCell? {
    controller.tableView.cellForRow(at: IndexPath(row: row, section: 0)) as? LoggingCell
  }

  @Test func enteringEditingAnimatedAnnouncesAtOnceAndFinishesAfterTheAnimation() throws {
    let (controller, driver) = fixture()
    controller.setEditing(true, animated: true)
    let first = try #require(cell(controller, 0))
    #expect(first.log == ["will edit"])
    driver.run(for: Metrics.editingAnimationDuration / 2)
    #expect(first.log == ["will edit"], "still animating")
    driver.run(for: Metrics.editingAnimationDuration)
    #expect(first.log == ["will edit", "did edit"])
    controller.setEditing(false, animated: false)
    #expect(first.log == ["will edit", "did edit", "will default", "did default"])
  }

  @Test func aSwipeToDeleteShowsAndHidesTheConfirmationState() throws {
    let (controller, driver) = fixture()
    driver.drag(from: CGPoint(x: 300, y: 66), by: CGPoint(x: -150, y: 0), duration: 0.25, pause: 0.1)
    driver.run(for: 0.5)
    let swiped = try #require(cell(controller, 1))
    #expect(swiped.showingDeleteConfirmation)
    #expect(swiped.log == ["will delete", "did delete"])
    driver.tap(CGPoint(x: 100, y: 300))
    driver.run(for: 0.5)
    #expect(swiped.log == ["will delete", "did delete", "will default", "did default"])
  }

  @Test func aCellOutsideATableTransitionsAtOnce() {
    let cell = LoggingCell(style: .default, reuseIdentifier: nil)
    cell.editingStyle = .delete
    cell.setEditing(true, animated: true)
    #expect(cell.log == ["will edit", "did edit"])
  }
}
