import Foundation

extension TableView {
  // MARK: - Reading the selection

  /// The selected row with the lowest section and row, or nil when none is selected.
  /// - Complexity: O(n) for n selected rows.
  public var indexPathForSelectedRow: IndexPath? { rowState.selectedIndexPaths.min() }

  /// The selected rows in order, or nil when none is selected, as documented.
  /// - Complexity: O(n log n) for n selected rows.
  public var indexPathsForSelectedRows: [IndexPath]? {
    rowState.selectedIndexPaths.isEmpty ? nil : rowState.selectedIndexPaths.sorted()
  }

  /// Whether the user may select rows in the current mode.
  var userSelectionIsAllowed: Bool { isEditing ? allowsSelectionDuringEditing : allowsSelection }

  /// Whether several rows may be selected in the current mode.
  var multipleSelectionIsAllowed: Bool {
    isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
  }

  /// Whether an index path names an existing row.
  func isValidRow(_ indexPath: IndexPath) -> Bool {
    indexPath.count == 2 && indexPath.section >= 0 && indexPath.row >= 0
      && indexPath.row < layout.numberOfRows(inSection: indexPath.section)
  }

  // MARK: - Selecting by code

  /// Selects a row, optionally scrolling it to a position, without telling the delegate or
  /// posting a notification (as documented). `scrollPosition: .none` does not scroll at all.
  /// In single selection the previous selection is cleared. Nil clears the selection.
  public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    ensureLoaded()
    guard let indexPath else {
      for selected in rowState.selectedIndexPaths { setSelection(false, at: selected, animated: animated) }
      return
    }
    guard isValidRow(indexPath) else {
      warningHandler("selectRow(at:) was given \(indexPath), which is not a row of the table")
      return
    }
    if !multipleSelectionIsAllowed {
      for selected in rowState.selectedIndexPaths where selected != indexPath {
        setSelection(false, at: selected, animated: animated)
      }
    }
    setSelection(true, at: indexPath, animated: animated)
    if scrollPosition != .none {
      scrollToRow(at: indexPath, at: scrollPosition, animated: animated)
    }
  }

  /// Deselects a row without telling the delegate or scrolling, as documented.
  public func deselectRow(at indexPath: IndexPath, animated: Bool) {
    setSelection(false, at: indexPath, animated: animated)
  }

  /// Records the selection of one row and updates its cell if it is on screen.
  func setSelection(_ selected: Bool, at indexPath: IndexPath, animated: Bool) {
    rowState.setSelected(selected, at: indexPath)
    if let cell = realizer.visibleCells[indexPath], cell.isSelected != selected {
      cell.setSelected(selected, animated: animated)
    }
  }

  func keepOnlyLowestSelection() {
    guard let lowest = indexPathForSelectedRow else { return }
    for selected in rowState.selectedIndexPaths where selected != lowest {
      setSelection(false, at: selected, animated: false)
    }
  }

  // MARK: - Selecting by the user

  /// The user asked to select (or, in multiple selection, toggle) a row: the delegate may
  /// redirect or veto through `willSelectRowAt` / `willDeselectRowAt`, the previous row of a
  /// single selection is deselected, and the changes are reported in UIKit's order —
  /// willSelect(new), willDeselect(old), didDeselect(old), didSelect(new) — followed by
  /// `selectionDidChangeNotification`.
  func userSelectRow(at indexPath: IndexPath) {
    guard userSelectionIsAllowed, isValidRow(indexPath) else { return }
    if multipleSelectionIsAllowed, rowState.selectedIndexPaths.contains(indexPath) {
      userDeselectRow(at: indexPath)
      return
    }
    let proposed = dataReader.rowToSelect(forSelectingRowAt: indexPath)
    guard let target = proposed, isValidRow(target) else { return }
    var changed = !rowState.selectedIndexPaths.contains(target)
    if !multipleSelectionIsAllowed {
      for old in rowState.selectedIndexPaths.sorted() where old != target {
        let deselect = dataReader.rowToDeselect(forDeselectingRowAt: old)
        guard let deselect, rowState.selectedIndexPaths.contains(deselect) else { continue }
        setSelection(false, at: deselect, animated: false)
        dataReader.didDeselectRow(at: deselect)
        changed = true
      }
    }
    setSelection(true, at: target, animated: false)
    dataReader.didSelectRow(at: target)
    if changed {
      NotificationCenter.default.post(name: Self.selectionDidChangeNotification, object: self)
    }
  }

  /// The user asked to deselect a row (a second tap in multiple selection).
  func userDeselectRow(at indexPath: IndexPath) {
    let proposed = dataReader.rowToDeselect(forDeselectingRowAt: indexPath)
    guard let target = proposed, rowState.selectedIndexPaths.contains(target) else { return }
    setSelection(false, at: target, animated: true)
    dataReader.didDeselectRow(at: target)
    NotificationCenter.default.post(name: Self.selectionDidChangeNotification, object: self)
  }
}
