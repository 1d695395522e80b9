import Foundation
import Testing

@testable import TableKit

/// The controller's documented behaviour: it is the table's data source and delegate, reloads
/// on first appearance, clears the selection on later ones, and subclasses override as in UIKit.
@MainActor
@Suite struct TableViewControllerTests {
  final class FruitController: TableViewController {
    let fruits = ["Apple", "Banana", "Cherry"]
    var selected: [IndexPath] = []
    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
      fruits.count
    }
    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
      -> TableViewCell
    {
      let cell =
        tableView.dequeueReusableCell(withIdentifier: "fruit")
        ?? TableViewCell(style: .default, reuseIdentifier: "fruit")
      cell.textLabel?.text = fruits[indexPath.row]
      return cell
    }
    override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
    {
      "Fruit"
    }
    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
      selected.append(indexPath)
    }
    /// Implemented, so that rows swipe to delete, as on iOS (issue 13); the fruit stay.
    override func tableView(
      _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle,
      forRowAt indexPath: IndexPath
    ) {}
  }

  @Test func theControllerFeedsItsTableAndSubclassOverridesWork() {
    let controller = FruitController(style: .grouped)
    let table: TableView = controller.tableView
    table.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
    controller.viewWillAppear(false)
    table.layoutIfNeeded()
    #expect(table.style == .grouped)
    #expect(table.dataSource === controller && table.delegate === controller)
    #expect(table.numberOfRows(inSection: 0) == 3)
    #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "Banana")
    #expect(table.rectForHeader(inSection: 0).height == Metrics.groupedTitledHeaderHeight)
    let row = table.rectForRow(at: IndexPath(row: 2, section: 0))
    table.handle(.pointerDown(id: 0, location: CGPoint(x: 50, y: row.midY), kind: .mouse))
    table.handle(.pointerUp(id: 0, location: CGPoint(x: 50, y: row.midY), kind: .mouse))
    #expect(controller.selected == [IndexPath(row: 2, section: 0)])
  }

  final class ArchivingController: TableViewController {
    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 2 }
    /// Implemented, so that a row without actions keeps the Delete button (issue 13).
    override func tableView(
      _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle,
      forRowAt indexPath: IndexPath
    ) {}
    override func tableView(
      _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? {
      indexPath.row == 0
        ? SwipeActionsConfiguration(actions: [
          ContextualAction(style: .normal, title: "Archive") { _, _, done in done(true) }
        ]) : nil
    }
  }

  @Test func swipeActionsDefaultToTheDeleteButtonAndSubclassesOverrideThem() {
    let fruit = FruitController(style: .plain)
    let controller = ArchivingController(style: .plain)
    defer { withExtendedLifetime((fruit, controller)) {} }
    let plain: TableView = fruit.tableView
    plain.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
    plain.layoutIfNeeded()
    let first = IndexPath(row: 0, section: 0)
    guard case .deleteButton = plain.swipeReveal(forRowAt: first, side: .trailing) else {
      Issue.record("the classic Delete button by default")
      return
    }
    #expect(plain.swipeReveal(forRowAt: first, side: .leading) == nil)
    let archiving: TableView = controller.tableView
    archiving.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
    archiving.layoutIfNeeded()
    guard
      case .actions(let configuration, .trailing) = archiving.swipeReveal(
        forRowAt: first, side: .trailing)
    else {
      Issue.record("the override's actions")
      return
    }
    #expect(configuration.actions.map(\.title) == ["Archive"])
    guard
      case .deleteButton = archiving.swipeReveal(
        forRowAt: IndexPath(row: 1, section: 0), side: .trailing)
    else {
      Issue.record("nil keeps the Delete button")
      return
    }
  }

  @Test func appearingAgainClearsTheSelectionUnlessToldNotTo() {
    for clears in [true, false] {
      let controller = FruitController(style: .plain)
      controller.clearsSelectionOnViewWillAppear = clears
      controller.tableView.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
      controller.viewWillAppear(false)
      controller.viewDidAppear(false)
      controller.tableView.selectRow(
        at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
      controller.viewWillAppear(false)
      #expect((controller.tableView.indexPathForSelectedRow == nil) == clears)
    }
  }

  @Test func editingTogglesTheTable() {
    let controller = FruitController()
    controller.setEditing(true, animated: false)
    #expect(controller.isEditing && controller.tableView.isEditing)
    controller.setEditing(false, animated: true)
    #expect(!controller.tableView.isEditing)
  }
}
