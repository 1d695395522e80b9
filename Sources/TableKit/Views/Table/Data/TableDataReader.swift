import Foundation

/// The part of a table that asks its data source and delegate about its shape: counts,
/// heights, header and footer titles and views, and the section index titles, each made usable
/// with a message to `warningHandler` when it is not (a negative count, a NaN height), and
/// translated while a dragged row has left its place (the data source is asked by its own index
/// paths). What it read last (the row total, the index titles) it keeps.
@MainActor
final class TableDataReader {
  /// The table it reads for; the table owns the reader.
  private unowned let table: TableView
  /// The number of rows in all sections, as last read.
  private(set) var totalRowCount = 0
  /// Section index titles as last read.
  private(set) var sectionIndexTitles: [String]?
  /// The hidden header view that measures the standard titled headers and footers with the
  /// table's screen, made when first needed.
  private var standardHeaderFooterProbe: TableViewHeaderFooterView?
  /// Which optional methods the data source implements, as far as probed.
  private var implementedMethods = ImplementedDataSourceMethods()

  /// A reader for `table`.
  init(table: TableView) { self.table = table }

  // MARK: - Counts

  /// The data source's number of sections, sanitized; 0 without a data source.
  func numberOfSections() -> Int {
    sanitizedCount(
      table.dataSource?.numberOfSections(in: table) ?? 0, "numberOfSections(in:)")
  }

  /// The data source's number of rows in `section`, sanitized; 0 without a data source.
  func numberOfRows(inSection section: Int) -> Int {
    sanitizedCount(
      table.dataSource?.tableView(table, numberOfRowsInSection: section) ?? 0,
      "tableView(_:numberOfRowsInSection:) for section \(section)")
  }

  /// The data source's row count of every section, sanitized. Every batch update asks for
  /// them all, so the table and its data source are fetched once for the whole walk.
  func rowCounts() -> [Int] {
    let table = self.table
    guard let dataSource = table.dataSource else { return [] }
    let sections = sanitizedCount(dataSource.numberOfSections(in: table), "numberOfSections(in:)")
    return (0..<sections).map { section in
      sanitizedCount(
        dataSource.tableView(table, numberOfRowsInSection: section),
        "tableView(_:numberOfRowsInSection:) for section \(section)")
    }
  }

  /// Notes the row total of the counts the table now shows.
  func noteRowTotal(_ total: Int) { totalRowCount = total }

  /// A count as given, or a usable one with a warning: negative counts become 0 and counts
  /// beyond `TableView.maximumRowCount` become that.
  /// `source` names the method for the warning, and is only made when there is one.
  func sanitizedCount(_ count: Int, _ source: @autoclosure () -> String) -> Int {
    guard count >= 0 else {
      table.warningHandler("\(source()) returned \(count); using 0")
      return 0
    }
    guard count <= TableView.maximumRowCount else {
      table.warningHandler(
        "\(source()) returned \(count); using \(TableView.maximumRowCount), the most a table holds")
      return TableView.maximumRowCount
    }
    return count
  }

  // MARK: - Heights

  /// The height asked for a row: the delegate's (asked by the data source's index path), else
  /// `rowHeight`; `automaticDimension` when the row sizes from its cell.
  func requestedHeight(forRowAt indexPath: IndexPath) -> CGFloat {
    let dataIndexPath = table.dataSourceIndexPath(forTable: indexPath)
    let height =
      table.delegate?.tableView(table, heightForRowAt: dataIndexPath)
      ?? TableView.unimplementedDimension
    return height == TableView.unimplementedDimension ? table.rowHeight : height
  }

  /// The height asked for a section's header or footer: the delegate's, else the table's
  /// property; `automaticDimension` when it sizes from its view or title.
  func requestedHeight(inSection section: Int, isHeader: Bool) -> CGFloat {
    let delegate = table.delegate
    let height =
      (isHeader
        ? delegate?.tableView(table, heightForHeaderInSection: section)
        : delegate?.tableView(table, heightForFooterInSection: section))
      ?? TableView.unimplementedDimension
    guard height == TableView.unimplementedDimension else { return height }
    return isHeader ? table.sectionHeaderHeight : table.sectionFooterHeight
  }

  /// `height` when usable, else the usable height with a message naming the item.
  func sanitized(_ height: CGFloat, _ item: HeightWarning.Item, isEstimate: Bool = false)
    -> CGFloat
  {
    guard let warning = HeightWarning(height: height, for: item, isEstimate: isEstimate) else {
      return height
    }
    table.warningHandler(warning.message)
    return warning.usableHeight
  }

  // MARK: - Headers and footers

  /// The delegate's view for a section's header or footer, if it gives one.
  func customView(inSection section: Int, isHeader: Bool) -> View? {
    isHeader
      ? table.delegate?.tableView(table, viewForHeaderInSection: section)
      : table.delegate?.tableView(table, viewForFooterInSection: section)
  }

  /// The data source's title for a section's header or footer, if it gives one.
  func title(inSection section: Int, isHeader: Bool) -> String? {
    isHeader
      ? table.dataSource?.tableView(table, titleForHeaderInSection: section)
      : table.dataSource?.tableView(table, titleForFooterInSection: section)
  }

  /// The hidden standard header view that measures titles with the table's screen.
  func standardHeaderFooterMeasure() -> TableViewHeaderFooterView {
    if let probe = standardHeaderFooterProbe { return probe }
    let probe = TableViewHeaderFooterView(reuseIdentifier: nil)
    probe.isHidden = true
    table.addSubview(probe)
    standardHeaderFooterProbe = probe
    return probe
  }

  // MARK: - Rows while dragged

  /// The data source's index path of the row the table shows at `indexPath`: the same, except
  /// while a dragged row has moved in the layout and the data source has not been told.
  func dataSourceIndexPath(forTable indexPath: IndexPath) -> IndexPath {
    guard let session = table.interaction.reorder else { return indexPath }
    return session.move.oldIndexPath(forNew: indexPath)
  }

  /// The delegate's indentation level of a row, by the data source's index path; 0 by default.
  func indentationLevel(forDataRowAt dataIndexPath: IndexPath) -> Int {
    table.delegate?.tableView(table, indentationLevelForRowAt: dataIndexPath) ?? 0
  }

  // MARK: - Editing

  /// Whether the data source lets a row (in the table's index paths) be edited; false for an
  /// index path outside the table or without a data source.
  func canEditRow(at indexPath: IndexPath) -> Bool {
    guard let dataSource = table.dataSource, table.isValidRow(indexPath) else { return false }
    return dataSource.tableView(table, canEditRowAt: dataSourceIndexPath(forTable: indexPath))
  }

  /// The editing control a row shows: none where the data source says the row cannot be
  /// edited, else the delegate's style (`.delete` without a delegate).
  func editingStyle(forRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle {
    guard canEditRow(at: indexPath) else { return .none }
    return table.delegate?.tableView(
      table, editingStyleForRowAt: dataSourceIndexPath(forTable: indexPath)) ?? .delete
  }

  /// Whether a row's content indents while editing; true by default.
  func shouldIndentWhileEditing(rowAt indexPath: IndexPath) -> Bool {
    table.delegate?.tableView(
      table, shouldIndentWhileEditingRowAt: dataSourceIndexPath(forTable: indexPath)) ?? true
  }

  /// Whether the data source lets a row move: by default, whether it implements `moveRowAt`.
  func canMoveRow(at indexPath: IndexPath) -> Bool {
    table.dataSource?.tableView(table, canMoveRowAt: dataSourceIndexPath(forTable: indexPath))
      ?? DataSourceDefaults.canMoveRow
  }

  // MARK: - Implemented methods

  /// Forgets what the previous data source implements.
  func dataSourceDidChange() { implementedMethods.forget() }

  /// Called by a default implementation of `method` (the protocol extension's,
  /// `TableViewController`'s): the object it ran for does not implement it.
  func noteDefaultRan(_ method: ImplementedDataSourceMethods.Method) {
    implementedMethods.noteDefaultRan(method)
  }

  /// Whether `source` (the table's data source unless given) implements `method`, as UIKit
  /// asks with `respondsToSelector:`. Unknown, it is probed with a call that changes nothing in
  /// a real implementation: the row at `dataIndexPath` (in the data source's index paths,
  /// inside its counts) moved onto itself, or a commit of `.none` for it. The answer is kept for
  /// the table's data source until it changes.
  func implements(
    _ method: ImplementedDataSourceMethods.Method, probingAt dataIndexPath: IndexPath,
    of source: (any TableViewDataSource)? = nil
  ) -> Bool {
    guard let source = source ?? table.dataSource else { return false }
    let isTableDataSource = source === table.dataSource
    if isTableDataSource, let known = implementedMethods.answer(for: method) { return known }
    implementedMethods.beginProbe(method)
    switch method {
    case .moveRow: source.tableView(table, moveRowAt: dataIndexPath, to: dataIndexPath)
    case .commitEditing: source.tableView(table, commit: .none, forRowAt: dataIndexPath)
    }
    return implementedMethods.endProbe(method, keeps: isTableDataSource)
  }

  /// The delegate's title for a row's Delete button, "Delete" when it gives none (or an empty
  /// one).
  func deleteConfirmationTitle(forRowAt indexPath: IndexPath) -> String {
    let title = table.delegate?.tableView(
      table, titleForDeleteConfirmationButtonForRowAt: dataSourceIndexPath(forTable: indexPath))
    return title.flatMap { $0.isEmpty ? nil : $0 } ?? "Delete"
  }

  /// The delegate's swipe actions for one side of a row, or nil when it gives none.
  func swipeActionsConfiguration(forRowAt indexPath: IndexPath, side: RowSwipeActions.Side)
    -> SwipeActionsConfiguration?
  {
    let path = dataSourceIndexPath(forTable: indexPath)
    switch side {
    case .leading: return table.delegate?.tableView(table, leadingSwipeActionsConfigurationForRowAt: path)
    case .trailing:
      if let configuration = table.delegate?.tableView(
        table, trailingSwipeActionsConfigurationForRowAt: path)
      {
        return configuration
      }
      return .legacy(table.delegate?.tableView(table, editActionsForRowAt: path), forRowAt: path)
    }
  }

  // MARK: - Section index

  /// Reads the index titles again (only plain tables have an index); returns whether they
  /// changed.
  @discardableResult
  func readSectionIndexTitles() -> Bool {
    let titles = table.style == .plain ? table.dataSource?.sectionIndexTitles(for: table) : nil
    defer { sectionIndexTitles = titles }
    return titles != sectionIndexTitles
  }

  /// The section the data source names for an index entry.
  func section(forSectionIndexTitle title: String, at entry: Int) -> Int {
    table.dataSource?.tableView(table, sectionForSectionIndexTitle: title, at: entry) ?? entry
  }
}
