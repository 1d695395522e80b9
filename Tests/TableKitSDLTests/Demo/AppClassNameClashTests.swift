import Foundation
import TableKit
import Testing

/// An app whose own class is called `TableViewController`, as many UIKit projects' are, builds
/// once it names TableKit's with the module, as the README's porting guide says.
@MainActor
private final class TableViewController: TableKit.TableViewController {
  override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }
}

@MainActor
@Suite struct AppClassNameClashTests {
  @Test func anAppsOwnTableViewControllerSubclassesTableKitsByModuleName() {
    let controller = TableViewController(style: .plain)
    let table: TableView = controller.tableView
    table.frame = CGRect(x: 0, y: 0, width: 320, height: 200)
    table.layoutIfNeeded()
    #expect(table.numberOfRows(inSection: 0) == 3)
    #expect(table.dataSource === controller, "it is the table's data source, as TableKit's is")
  }
}
