import Foundation

/// State preservation and restoration, as the UITableView reference describes it: the table
/// keeps its selected rows and its first visible row. When the data source adopts
/// `DataSourceModelAssociation`, rows are kept as model identifiers, so they follow their model
/// objects; otherwise the index paths and the scroll position are kept and restored directly.
///
/// UIKit saves and restores on its own, through the app's restoration archive; TableKit has no
/// such archive, so the host asks: `encodeRestorableState()` and `restoreState(_:)` in memory,
/// `saveState(to:)` and `restoreState(from:)` with a JSON file.
extension TableView {
  /// A saved row, by model identifier or index path.
  typealias RestorationRow = TableViewRestorationState.RowReference

  // MARK: - Saving

  /// The table's state now: its selected rows and its first visible row (the first row
  /// intersecting the bounds), each as a model identifier when the data source adopts
  /// `DataSourceModelAssociation` and has one for the row, else as an index path; where the
  /// first visible row's top is relative to the content offset, so that the exact scroll
  /// position comes back; and the content offset itself.
  ///
  /// The data source is asked about existing rows only. Nothing changes; a pending reload
  /// happens first (clearing the selection, as any reload does).
  /// - Returns: A state for `restoreState(_:)`, tagged with `restorationIdentifier`.
  /// - Complexity: O(k (log s + log r)) for k selected rows, plus the data source's work.
  public func encodeRestorableState() -> TableViewRestorationState {
    ensureLoaded()
    let association = dataSource as? any DataSourceModelAssociation
    func reference(to indexPath: IndexPath) -> RestorationRow {
      if let association,
        let identifier = association.modelIdentifierForElement(at: indexPath, in: self)
      {
        return .modelIdentifier(identifier)
      }
      return .indexPath(section: indexPath.section, row: indexPath.row)
    }
    let offset = contentOffset.y
    let firstRow = layout.rows(intersecting: bounds).first { isValidRow($0) }
    let rowTop = firstRow.map { layout.rectForRow(at: $0).minY }
    return TableViewRestorationState(
      restorationIdentifier: restorationIdentifier,
      selectedRows: rowState.selectedIndexPaths.sorted().filter { isValidRow($0) }.map(reference(to:)),
      firstVisibleRow: firstRow.map(reference(to:)),
      firstVisibleRowOffset: rowTop.map { offset - $0 } ?? 0,
      contentOffsetY: offset)
  }

  /// Saves the table's state (see `encodeRestorableState()`) as a JSON file, atomically.
  /// - Parameter url: The file to write; its folder must exist.
  /// - Throws: `StateRestorationError` with reason `unwritable` naming the file when it cannot
  ///   be written; the table does not change either way.
  public func saveState(to url: URL) throws(StateRestorationError) {
    try encodeRestorableState().write(to: url)
  }

  // MARK: - Restoring

  /// Brings back a saved state: selects its rows, by code (the delegate hears nothing and no
  /// notification is posted, as with `selectRow(at:animated:scrollPosition:)`), and scrolls so
  /// that its first visible row is where it was on screen, without animation and without
  /// `scrollViewDidScroll`.
  ///
  /// Rows named by model identifiers are found through the data source's
  /// `DataSourceModelAssociation`; rows named by index path are used as they are. A row that
  /// cannot be found, or that names no row of the table now (out of range, negative, or a
  /// malformed answer from the data source), is skipped and reported; the data source is never
  /// asked about it. When the first visible row is skipped, the table scrolls to the saved
  /// content offset, clamped to the content. With estimated heights, the rows that come on
  /// screen are measured and the position corrected, so the row lands exactly.
  ///
  /// A state with another format version, or saved by a table with another
  /// `restorationIdentifier` (when both have one), is not restored at all: the table is left as
  /// it was and one issue says why. Call it once the table has its frame and its data source's
  /// data; a pending reload happens first.
  /// - Parameter state: A state from `encodeRestorableState()` or a file.
  /// - Returns: What could not be restored, in the state's order; empty when everything was.
  @discardableResult
  public func restoreState(_ state: TableViewRestorationState) -> [RestorationIssue] {
    guard state.formatVersion == TableViewRestorationState.currentFormatVersion else {
      return [RestorationIssue(.state, .unsupportedVersion(state.formatVersion))]
    }
    if let mismatch = restorationIdentifierMismatch(with: state) {
      return [RestorationIssue(.state, mismatch)]
    }
    ensureLoaded()
    var issues: [RestorationIssue] = []
    restoreSelection(state.selectedRows, issues: &issues)
    restoreScrollPosition(state, issues: &issues)
    return issues
  }

  /// Reads a state saved by `saveState(to:)` and restores it (see `restoreState(_:)`).
  ///
  /// The whole file is checked before anything is applied: a file that cannot be used throws,
  /// and the table keeps its selection, scroll position and everything else exactly as they
  /// were.
  /// - Parameter url: The file to read.
  /// - Returns: The parts of the state that could not be restored.
  /// - Throws: `StateRestorationError` naming the file when it is missing, unreadable, too
  ///   large, empty, truncated, not a table state, of another format version, or saved by a
  ///   table with another `restorationIdentifier`.
  @discardableResult
  public func restoreState(from url: URL) throws(StateRestorationError) -> [RestorationIssue] {
    let state = try TableViewRestorationState(contentsOf: url)
    if case .restorationIdentifierMismatch(let saved, let table) =
      restorationIdentifierMismatch(with: state)
    {
      throw StateRestorationError(
        .restorationIdentifierMismatch(saved: saved, table: table), file: url)
    }
    return restoreState(state)
  }

  // MARK: - Restoring, step by step

  /// The mismatch reason when the state and the table both have identifiers and they differ.
  private func restorationIdentifierMismatch(with state: TableViewRestorationState)
    -> RestorationIssue.Reason?
  {
    guard let saved = state.restorationIdentifier, let mine = restorationIdentifier,
      saved != mine
    else { return nil }
    return .restorationIdentifierMismatch(saved: saved, table: mine)
  }

  /// The row a saved reference names now, checked against the table's counts; nil (with an
  /// issue) when there is none.
  private func resolve(
    _ row: RestorationRow, as subject: RestorationIssue.Subject,
    issues: inout [RestorationIssue]
  ) -> IndexPath? {
    let indexPath: IndexPath
    switch row {
    case .indexPath(let section, let row):
      indexPath = IndexPath(row: row, section: section)
    case .modelIdentifier(let identifier):
      guard let association = dataSource as? any DataSourceModelAssociation else {
        issues.append(RestorationIssue(subject, .noModelAssociation))
        return nil
      }
      guard let found = association.indexPathForElement(withModelIdentifier: identifier, in: self)
      else {
        issues.append(RestorationIssue(subject, .unknownModelIdentifier))
        return nil
      }
      indexPath = found
    }
    guard isValidRow(indexPath) else {
      issues.append(RestorationIssue(subject, .notARow(indexPath)))
      return nil
    }
    return indexPath
  }

  /// Replaces the selection by the saved rows that still exist; in single selection only the
  /// first of them.
  private func restoreSelection(_ rows: [RestorationRow], issues: inout [RestorationIssue]) {
    var selection: [IndexPath] = []
    var chosen: Set<IndexPath> = []
    for row in rows {
      guard let indexPath = resolve(row, as: .selectedRow(row), issues: &issues),
        !chosen.contains(indexPath)
      else { continue }
      guard selection.isEmpty || multipleSelectionIsAllowed else {
        issues.append(RestorationIssue(.selectedRow(row), .multipleSelectionNotAllowed))
        continue
      }
      selection.append(indexPath)
      chosen.insert(indexPath)
    }
    for indexPath in rowState.selectedIndexPaths where !chosen.contains(indexPath) {
      setSelection(false, at: indexPath, animated: false)
    }
    for indexPath in selection { setSelection(true, at: indexPath, animated: false) }
  }

  /// Scrolls so that the saved first visible row is where it was relative to the top of the
  /// bounds, or to the saved content offset when that row is gone.
  ///
  /// 1. The target is the row's top now plus the saved distance (or the saved offset), clamped
  ///    to the content.
  /// 2. With estimated heights, laying out at the target measures the rows that came on screen
  ///    and keeps the row under the top in place; the heights measured may have moved the row
  ///    or shortened the content, so steps 1 and 2 repeat until the target holds (twice, in
  ///    practice). Without a row, later passes only clamp the offset to the measured content.
  private func restoreScrollPosition(
    _ state: TableViewRestorationState, issues: inout [RestorationIssue]
  ) {
    guard state.firstVisibleRowOffset.isFinite, state.contentOffsetY.isFinite else {
      issues.append(RestorationIssue(.scrollPosition, .nonFiniteOffset))
      return
    }
    let row = state.firstVisibleRow.flatMap {
      resolve($0, as: .firstVisibleRow($0), issues: &issues)
    }
    let place = row.map { "the first visible row, \(Self.describe($0))" } ?? "its offset"
    settleLayout("restoring the scroll position to \(place)") { attempt in
      // 1.
      let target: CGFloat
      if let row {
        target = layout.rectForRow(at: row).minY + state.firstVisibleRowOffset
      } else {
        target = attempt == 0 ? state.contentOffsetY : contentOffset.y
      }
      let clamped = clampedContentOffsetY(target)
      // The first pass scrolls even to the same place: that stops any motion under way.
      let from = contentOffset.y
      guard attempt == 0 || clamped != from else { return .settled }
      scroll(toY: clamped, animated: false, reportsScrolling: false)
      // 2.
      guard layout.hasEstimatedHeights else { return .settled }
      layoutIfNeeded()
      return .unsettled("the offset moved from \(from) to \(clamped)")
    }
  }
}
