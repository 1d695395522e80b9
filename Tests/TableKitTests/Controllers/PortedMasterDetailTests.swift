import Foundation
import Testing

@testable import TableKit

/// Xcode's classic Master-Detail template, ported as the README says: renames, the Add button's
/// target-action as a `primaryAction`, the cell registered in code instead of a storyboard, and
/// the detail pushed in `didSelectRowAt` instead of a segue. Nothing else was changed.
@MainActor
@Suite struct PortedMasterDetailTests {
  final class DetailViewController: ViewController {
    var detailItem: Date? {
      didSet { title = detailItem.map { "\($0.timeIntervalSince1970)" } }
    }
  }

  final class MasterViewController: TableViewController {
    var objects = [Date]()
    var now = Date(timeIntervalSince1970: 1_000)

    override func viewDidLoad() {
      super.viewDidLoad()
      tableView.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
      navigationItem.leftBarButtonItem = editButtonItem
      let addButton = BarButtonItem(
        systemItem: .add, primaryAction: Action { [weak self] _ in self?.insertNewObject() })
      navigationItem.rightBarButtonItem = addButton
    }

    func insertNewObject() {
      now = now.addingTimeInterval(60)
      objects.insert(now, at: 0)
      let indexPath = IndexPath(row: 0, section: 0)
      tableView.insertRows(at: [indexPath], with: .automatic)
    }

    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
      let controller = DetailViewController()
      controller.detailItem = objects[indexPath.row]
      controller.navigationItem.leftItemsSupplementBackButton = true
      navigationController?.pushViewController(controller, animated: true)
    }

    override func numberOfSections(in tableView: TableView) -> Int { 1 }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
      objects.count
    }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
      -> TableViewCell
    {
      let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
      cell.textLabel!.text = "\(objects[indexPath.row].timeIntervalSince1970)"
      return cell
    }

    override func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
      true
    }

    override func tableView(
      _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle,
      forRowAt indexPath: IndexPath
    ) {
      if editingStyle == .delete {
        objects.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .fade)
      }
    }
  }

  @Test func theTemplateRunsAsOnIOS() throws {
    let clock = ManualClock(now: 10)
    let window = Window(frame: CGRect(x: 0, y: 0, width: 375, height: 667), clock: clock)
    let master = MasterViewController(style: .plain)
    let navigation = NavigationController(rootViewController: master)
    window.rootViewController = navigation
    master.tableView.clock = clock
    window.makeKeyAndVisible()
    func settle() {
      for _ in 0..<45 {
        clock.advance(by: 1.0 / 60)
        window.layoutIfNeeded()
      }
    }
    settle()
    let add = try #require(master.navigationItem.rightBarButtonItem)
    for _ in 0..<3 { add.performPrimaryAction() }
    settle()
    #expect(master.tableView.numberOfRows(inSection: 0) == 3)
    #expect(master.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text == "1180.0")

    master.navigationItem.leftBarButtonItem?.performPrimaryAction()
    #expect(master.isEditing && master.tableView.isEditing)
    master.tableView.dataSource?.tableView(
      master.tableView, commit: .delete, forRowAt: IndexPath(row: 1, section: 0))
    settle()
    #expect(master.objects.count == 2 && master.tableView.numberOfRows(inSection: 0) == 2)
    master.navigationItem.leftBarButtonItem?.performPrimaryAction()
    #expect(!master.isEditing)

    master.tableView.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
    master.tableView.delegate?.tableView(master.tableView, didSelectRowAt: IndexPath(row: 0, section: 0))
    settle()
    let detail = try #require(navigation.topViewController as? DetailViewController)
    #expect(detail.title == "1180.0")
    #expect(detail.navigationController === navigation)
    navigation.popViewController(animated: true)
    settle()
    #expect(navigation.topViewController === master)
    #expect(master.tableView.indexPathsForSelectedRows == nil)
  }
}
