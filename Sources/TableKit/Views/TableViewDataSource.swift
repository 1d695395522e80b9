import Foundation

/// Supplies a table's sections, rows and cells, as UIKit's `UITableViewDataSource`. Only the row
/// count and the cell are required; every other method has a default.
@MainActor
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
  /// Whether the row shows a reorder control while editing. False by default: Swift cannot tell
  /// whether `moveRowAt` is implemented, as UIKit does, so a data source that moves rows says so
  /// here.
  func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool
  /// Commits a delete or insert the user asked for; the data source updates its model and calls
  /// `deleteRows(at:with:)` or `insertRows(at:with:)`.
  func tableView(
    _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath)
  /// Moves a row the user dragged; the table has already moved it on screen.
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
  /// Rows do not move.
  public func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    DataSourceDefaults.canMoveRow
  }
  /// Nothing to commit.
  public func tableView(
    _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {}
  /// Nothing to move.
  public func tableView(
    _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}
}
