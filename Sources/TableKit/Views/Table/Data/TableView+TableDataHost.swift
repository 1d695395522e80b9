import Foundation

/// The table is its reader's host: it gives itself as the callbacks' argument, its own data
/// source, delegate and properties, and the move of the row being dragged.
extension TableView: TableDataHost {
  var tableViewForCallbacks: TableView { self }

  var draggedRowMove: RowMove? { interaction.reorder?.move }

  /// The space `sectionHeaderTopPadding` asks for: none for `automaticDimension` or a value
  /// that is not a usable length.
  var headerTopPadding: CGFloat {
    let padding = sectionHeaderTopPadding
    guard padding.isFinite, padding > 0 else { return 0 }
    return min(padding, TableLayout.maximumItemHeight)
  }

  /// Whether `source` implements `method`, probed at the data source's `indexPath` (see
  /// `TableDataReader.implements(_:probingAt:of:)`): the entry point of the public
  /// `DataSourceDefaults`, which so depends on the table, not on how its reader keeps answers.
  func dataSource(
    _ source: any TableViewDataSource, implements method: ImplementedDataSourceMethods.Method,
    probingAt indexPath: IndexPath
  ) -> Bool {
    dataReader.implements(method, probingAt: indexPath, of: source)
  }
}
