import Foundation

/// The one part of a table that asks its data source, delegate and prefetch data source: counts,
/// heights, header and footer titles and views, cells, editing answers and the section index
/// titles, each made usable with a message to the host's `warningHandler` when it is not (a
/// negative count, a NaN height), and translated while a dragged row has left its place (the
/// data source is asked by its own index paths). What it read last (the row total, the index
/// titles) it keeps.
///
/// Its named parts: `TableDataReader+Heights` and the per-reload `HeightReading`,
/// `TableDataReader+Rows` (cells and questions about one row), `TableDataReader+Editing`.
@MainActor
final class TableDataReader {
  /// What the reader asks through; the host owns the reader.
  unowned let host: any TableDataHost
  /// The number of rows in all sections, as last read.
  private(set) var totalRowCount = 0
  /// Section index titles as last read.
  private(set) var sectionIndexTitles: [String]?
  /// Which optional methods the data source implements, as far as probed.
  private var implementedMethods = ImplementedDataSourceMethods()

  /// A reader that asks through `host`.
  init(host: any TableDataHost) { self.host = host }

  /// The table the data source and delegate are told they answer for (their `tableView`
  /// argument).
  var tableArgument: TableView { host.tableViewForCallbacks }

  // MARK: - Counts

  /// The data source's number of sections, sanitized; 0 without a data source.
  func numberOfSections() -> Int {
    sanitizedCount(
      host.dataSource?.numberOfSections(in: tableArgument) ?? 0, "numberOfSections(in:)")
  }

  /// The data source's number of rows in `section`, sanitized; 0 without a data source.
  func numberOfRows(inSection section: Int) -> Int {
    sanitizedCount(
      host.dataSource?.tableView(tableArgument, numberOfRowsInSection: section) ?? 0,
      "tableView(_:numberOfRowsInSection:) for section \(section)")
  }

  /// The data source's row count of every section, sanitized. Every batch update asks for
  /// them all, so the table and its data source are fetched once for the whole walk. A loop
  /// rather than `map`: Swift 6 checks a main-actor closure's executor on every call, which in
  /// W1's batches (1,000 sections) was a sixth of the reading (issue 32).
  func rowCounts() -> [Int] {
    let tableArgument = self.tableArgument
    guard let dataSource = host.dataSource else { return [] }
    let sections = sanitizedCount(
      dataSource.numberOfSections(in: tableArgument), "numberOfSections(in:)")
    var counts: [Int] = []
    counts.reserveCapacity(sections)
    for section in 0..<sections {
      counts.append(
        sanitizedCount(
          dataSource.tableView(tableArgument, numberOfRowsInSection: section),
          "tableView(_:numberOfRowsInSection:) for section \(section)"))
    }
    return counts
  }

  /// Notes the row total of the counts the table now shows.
  func noteRowTotal(_ total: Int) { totalRowCount = total }

  /// A count as given, or a usable one with a warning: negative counts become 0 and counts
  /// beyond `TableView.maximumRowCount` become that.
  /// `source` names the method for the warning, and is only made when there is one.
  func sanitizedCount(_ count: Int, _ source: @autoclosure () -> String) -> Int {
    guard count >= 0 else {
      host.warningHandler("\(source()) returned \(count); using 0")
      return 0
    }
    guard count <= TableView.maximumRowCount else {
      host.warningHandler(
        "\(source()) returned \(count); using \(TableView.maximumRowCount), the most a table holds")
      return TableView.maximumRowCount
    }
    return count
  }

  // MARK: - Headers and footers

  /// The delegate's view for a section's header or footer, if it gives one.
  func customView(inSection section: Int, isHeader: Bool) -> View? {
    isHeader
      ? host.delegate?.tableView(tableArgument, viewForHeaderInSection: section)
      : host.delegate?.tableView(tableArgument, viewForFooterInSection: section)
  }

  /// The data source's title for a section's header or footer, if it gives one.
  func title(inSection section: Int, isHeader: Bool) -> String? {
    isHeader
      ? host.dataSource?.tableView(tableArgument, titleForHeaderInSection: section)
      : host.dataSource?.tableView(tableArgument, titleForFooterInSection: section)
  }

  // MARK: - Rows while dragged

  /// The data source's index path of the row the table shows at `indexPath`: the same, except
  /// while a dragged row has moved in the layout and the data source has not been told.
  func dataSourceIndexPath(forTable indexPath: IndexPath) -> IndexPath {
    guard let move = host.draggedRowMove else { return indexPath }
    return move.oldIndexPath(forNew: indexPath)
  }

  // MARK: - Implemented methods

  /// Forgets what the previous data source implements.
  func dataSourceDidChange() { implementedMethods.forget() }

  /// Whether `source` (the host's data source unless given) implements `method`, as UIKit
  /// asks with `respondsToSelector:`. Unknown, it is probed with a call that changes nothing in
  /// a real implementation: the row at `dataIndexPath` (in the data source's index paths,
  /// inside its counts) moved onto itself, or a commit of `.none` for it. The answer is kept for
  /// the host's data source until it changes.
  func implements(
    _ method: ImplementedDataSourceMethods.Method, probingAt dataIndexPath: IndexPath,
    of source: (any TableViewDataSource)? = nil
  ) -> Bool {
    guard let source = source ?? host.dataSource else { return false }
    let isTableDataSource = source === host.dataSource
    if isTableDataSource, let known = implementedMethods.answer(for: method) { return known }
    ImplementedDataSourceMethods.beginProbe(method)
    switch method {
    case .moveRow: source.tableView(tableArgument, moveRowAt: dataIndexPath, to: dataIndexPath)
    case .commitEditing: source.tableView(tableArgument, commit: .none, forRowAt: dataIndexPath)
    }
    return implementedMethods.endProbe(method, keeps: isTableDataSource)
  }

  // MARK: - Section index

  /// Reads the index titles again (every style has an index, as on iOS 17); returns whether
  /// they changed.
  @discardableResult
  func readSectionIndexTitles() -> Bool {
    let titles = host.dataSource?.sectionIndexTitles(for: tableArgument)
    defer { sectionIndexTitles = titles }
    return titles != sectionIndexTitles
  }

  /// The section the data source names for an index entry.
  func section(forSectionIndexTitle title: String, at entry: Int) -> Int {
    host.dataSource?.tableView(tableArgument, sectionForSectionIndexTitle: title, at: entry)
      ?? entry
  }
}
