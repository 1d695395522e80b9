import Foundation

extension TableView {
  // MARK: - Editing mode

  /// Enters or leaves editing mode, as UIKit's `setEditing(_:animated:)`: every visible row the
  /// data source's `canEditRowAt` allows enters editing (the others stay as they are, accessory
  /// included) and shows its editing control (the delegate's `editingStyleForRowAt`), indents its content (per `shouldIndentWhileEditingRowAt`)
  /// and shows its reorder control (where `canMoveRowAt` agrees and the cell asks for one or the
  /// data source implements `moveRowAt`).
  /// With animation the controls slide and fade in over 0.3 s. A swipe-opened Delete button
  /// closes first, and leaving editing puts back a row being dragged. The selection is kept
  /// only where the new mode allows it.
  public func setEditing(_ editing: Bool, animated: Bool) {
    guard editing != isEditing else {
      // As in UIKit, leaving editing when not in it still closes a row a swipe opened.
      if !editing { endSwipeEditing(animated: animated) }
      return
    }
    endSwipeEditing(animated: animated)
    if !editing { cancelReorder(animated: animated) }
    editingMode = editing
    if !userSelectionIsAllowed {
      for selected in rowState.selectedIndexPaths { setSelection(false, at: selected, animated: animated) }
    } else if !multipleSelectionIsAllowed {
      keepOnlyLowestSelection()
    }
    for (indexPath, cell) in realizer.visibleCells {
      configureEditing(of: cell, at: indexPath)
      cell.setEditing(editing && dataReader.canEditRow(at: indexPath), animated: animated)
    }
    setNeedsLayout()
  }

  /// The editing control a row shows: none where the data source says the row cannot be
  /// edited, else the delegate's style (`.delete` without a delegate).
  /// - Parameter indexPath: The row, in the table's index paths.
  func editingStyleForRow(at indexPath: IndexPath) -> TableViewCell.EditingStyle {
    dataReader.editingStyle(forRowAt: indexPath)
  }

  /// Tells a cell what its row may do while editing: its editing style, whether it indents,
  /// whether it may move, and its Delete button's title. A row the data source cannot edit
  /// stays where it is, without indenting, as in UIKit.
  func configureEditing(of cell: TableViewCell, at indexPath: IndexPath) {
    cell.editingStyle = dataReader.editingStyle(forRowAt: indexPath)
    let canEdit = dataReader.canEditRow(at: indexPath)
    cell.editingState.tableAllowsIndent =
      canEdit && dataReader.shouldIndentWhileEditing(rowAt: indexPath)
    cell.editingState.showsSelectionCircle = canEdit && allowsMultipleSelectionDuringEditing
    let canMove = dataReader.canMoveRow(at: indexPath)
    cell.editingState.tableAllowsMove = canMove
    cell.editingState.dataSourceMovesRows =
      canMove
      && dataReader.implements(.moveRow, probingAt: dataSourceIndexPath(forTable: indexPath))
    cell.editingState.deleteTitle = dataReader.deleteConfirmationTitle(forRowAt: indexPath)
    cell.setNeedsLayout()
  }

  /// Prepares a cell that comes on screen: in editing mode it learns its row's editing
  /// settings; in either mode it enters or leaves editing at once to match the table. A row the
  /// data source cannot edit stays out of editing, as in UIKit: no controls, and its accessory
  /// (a checkmark) stays.
  func configureEditingForDisplay(_ cell: TableViewCell, at indexPath: IndexPath) {
    if isEditing { configureEditing(of: cell, at: indexPath) }
    let editing = isEditing && dataReader.canEditRow(at: indexPath)
    if cell.isEditing != editing { cell.setEditing(editing, animated: false) }
  }

  /// The delegate's title for a row's Delete button, "Delete" when it gives none.
  func deleteConfirmationTitle(forRowAt indexPath: IndexPath) -> String {
    dataReader.deleteConfirmationTitle(forRowAt: indexPath)
  }

  /// The data source's index path of the row the table shows at `indexPath`: the same, except
  /// while a dragged row has moved in the layout and the data source has not been told.
  func dataSourceIndexPath(forTable indexPath: IndexPath) -> IndexPath {
    dataReader.dataSourceIndexPath(forTable: indexPath)
  }

  // MARK: - Taps on editing parts

  /// What a press on a row's editing parts aims at, if it lands on one: a swipe action's
  /// button, the Delete button or the editing control. `location` is in the cell's coordinates.
  func editingTarget(in cell: TableViewCell, at location: CGPoint, indexPath: IndexPath)
    -> PressTarget?
  {
    if let index = cell.swipeActionIndex(at: location) {
      return .swipeActionButton(indexPath, index)
    }
    if cell.deleteConfirmationHitRect?.contains(location) == true {
      return .deleteConfirmationButton(indexPath)
    }
    if cell.editingControlHitRect?.contains(location) == true {
      return .editingControl(indexPath)
    }
    return nil
  }

  /// A press while a Delete button (or swipe actions) shows belongs to that button or to
  /// closing it: anything but a button becomes `.dismissingDeleteConfirmation`, which selects
  /// nothing.
  func pressTargetConsideringDeleteConfirmation(_ target: PressTarget) -> PressTarget {
    guard isShowingDeleteConfirmation else { return target }
    switch target {
    case .deleteConfirmationButton, .swipeActionButton: return target
    default: return .dismissingDeleteConfirmation
    }
  }

  /// The editing control of a row was tapped: a delete control shows (or hides) the row's
  /// Delete button, an insert control asks the data source to commit an insertion.
  func tapEditingControl(at indexPath: IndexPath) {
    guard let cell = realizer.visibleCells[indexPath] else { return }
    switch cell.editingStyle {
    case .delete:
      if cell.showingDeleteConfirmation {
        hideDeleteConfirmation(of: cell, animated: true)
      } else {
        hideDeleteConfirmations(animated: true)
        showDeleteConfirmation(of: cell, at: indexPath)
      }
    case .insert:
      dataReader.commit(.insert, forRowAt: indexPath)
    case .none:
      break
    }
  }

  /// The Delete button of a row was tapped: the data source commits the deletion (and deletes
  /// the row). If it leaves the row in place, the button closes.
  func commitDeletion(at indexPath: IndexPath) {
    guard let cell = realizer.visibleCells[indexPath] else { return }
    let wasSwipe = interaction.openRow?.cell === cell
    dataReader.commit(.delete, forRowAt: indexPath)
    if self.indexPath(for: cell) != nil, cell.showingDeleteConfirmation {
      hideDeleteConfirmation(of: cell, animated: true)
    } else if wasSwipe {
      finishSwipeEditing(of: cell)
    }
  }

  // MARK: - Delete confirmation

  /// Whether a row shows its Delete button.
  var isShowingDeleteConfirmation: Bool {
    realizer.visibleCells.values.contains { $0.showingDeleteConfirmation }
  }

  /// Opens a row's Delete button.
  func showDeleteConfirmation(of cell: TableViewCell, at indexPath: IndexPath) {
    cell.removeSwipeActions()
    cell.editingState.deleteTitle = deleteConfirmationTitle(forRowAt: indexPath)
    cell.showingDeleteConfirmation = true
    cell.setDeleteConfirmationReveal(cell.deleteConfirmationButtonWidth, animated: true)
    setNeedsLayout()
  }

  /// Closes a row's Delete button; a row a swipe opened leaves editing.
  func hideDeleteConfirmation(of cell: TableViewCell, animated: Bool) {
    cell.showingDeleteConfirmation = false
    cell.setDeleteConfirmationReveal(0, animated: animated)
    if interaction.openRow?.cell === cell { finishSwipeEditing(of: cell) }
    setNeedsLayout()
  }

  /// Closes every open Delete button.
  func hideDeleteConfirmations(animated: Bool) {
    for cell in realizer.visibleCells.values where cell.showingDeleteConfirmation {
      hideDeleteConfirmation(of: cell, animated: animated)
    }
  }

  /// Ends a swipe to delete, whatever its state: the swipe stops, the row closes and its
  /// delegate hears that editing ended.
  func endSwipeEditing(animated: Bool) {
    if let swipe = interaction.endSwipe() {
      hideDeleteConfirmation(of: swipe.session.cell, animated: animated)
    }
    if let cell = interaction.openRow?.cell {
      hideDeleteConfirmation(of: cell, animated: animated)
    }
    _ = interaction.closeOpenRow()
  }

  // MARK: - Frames

  /// Brings the editing interactions to `time`: autoscrolling under a dragged row, and the end
  /// of a dropped row's settling.
  func advanceEditingInteraction(to time: TimeInterval) {
    advanceReorder(to: time)
    if let settling = interaction.settling, time >= settling.end {
      _ = interaction.endSettling()
      settling.cell.editingState.isLifted = false
      setNeedsLayout()
    }
  }

  /// Whether an editing interaction needs frames: a dragged row autoscrolling, or a dropped
  /// row settling.
  var editingNeedsAnimationFrame: Bool {
    interaction.settling != nil || reorderAutoscrollVelocity != 0
  }
}
