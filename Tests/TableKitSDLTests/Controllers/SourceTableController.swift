import Foundation
import TableKit

/// A table view controller whose table shows `source`, which is both its data source and its
/// delegate: what the snapshot tests put in a navigation controller to picture a table among
/// bars, alerts and menus.
@MainActor
final class SourceTableController<Source: TableViewDataSource & TableViewDelegate>:
  TableViewController
{
  /// The table's data source and delegate, kept here because the table holds both weakly.
  let source: Source

  init(style: TableView.Style, source: Source, title: String) {
    self.source = source
    super.init(style: style)
    self.title = title
  }

  /// Not made from archives: TableKit has none.
  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.dataSource = source
    tableView.delegate = source
  }
}
