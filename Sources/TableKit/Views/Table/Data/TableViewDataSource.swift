import Foundation

/// Supplies a table's sections, rows and cells, as UIKit's `UITableViewDataSource`. Only the row
/// count and the cell are required; every other method has a default.
@preconcurrency @MainActor
public protocol TableViewDataSource: AnyObject {
  /// The number of sections; 1 by default.
  func numberOfSections(in tableView: TableView) -> Int
  /// The number of rows in `section`.
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
  /// The cell for the row at `indexPath`, usually from `dequeueReusableCell(withIdentifier:for:)`.
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
  /// The title of a section's header, or nil for none.
  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
  /// The title of a section's footer, or nil for none.
  func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String?
  /// The titles of the section index of a plain table ("A"..."Z"), or nil for no index.
  func sectionIndexTitles(for tableView: TableView) -> [String]?
  /// The section to show when the user touches index title `title` at position `index`; by
  /// default the section at the same position.
  func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int)
    -> Int
  /// Whether the row may be edited (show an editing control); true by default.
  func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool
  /// Whether the row may move (shows a reorder control while editing). By default, as in
  /// UIKit, where the data source implements `moveRowAt`.
  func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool
  /// Commits a delete or insert the user asked for; the data source updates its model and calls
  /// `deleteRows(at:with:)` or `insertRows(at:with:)`. Rows swipe to delete only where the
  /// data source implements it, as in UIKit; the table finds out once with a commit of `.none`,
  /// which an implementation ignores.
  func tableView(
    _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath)
  /// Moves a row the user dragged; the table has already moved it on screen. Where it is
  /// implemented, rows show reorder controls in editing (see `canMoveRowAt`); the table finds
  /// out once by moving a row onto itself, which an implementation does nothing with.
  func tableView(
    _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath)
}

extension TableViewDataSource {
  /// One section.
  public func numberOfSections(in tableView: TableView) -> Int {
    DataSourceDefaults.numberOfSections
  }
  /// No header title.
  public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }
  /// No footer title.
  public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
    nil
  }
  /// No section index.
  public func sectionIndexTitles(for tableView: TableView) -> [String]? { nil }
  /// The section at the title's position.
  public func tableView(
    _ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int { DataSourceDefaults.section(forSectionIndexTitleAt: index) }
  /// Every row may be edited.
  public func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
    DataSourceDefaults.canEditRow
  }
  /// Rows move where the data source implements `moveRowAt`.
  public func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    DataSourceDefaults.canMoveRow(for: self, in: tableView, at: indexPath)
  }
  /// Nothing to commit; tells the table that the data source does not implement it, so that
  /// its rows do not swipe to delete.
  public func tableView(
    _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) { ImplementedDataSourceMethods.noteDefaultRan(.commitEditing) }
  /// Nothing to move; tells the table that the data source does not implement it, so that its
  /// rows show no reorder control of their own accord.
  public func tableView(
    _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) { ImplementedDataSourceMethods.noteDefaultRan(.moveRow) }
}
