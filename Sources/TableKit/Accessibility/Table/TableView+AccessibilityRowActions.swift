import Foundation

extension TableView {
  /// A row's actions for assistive technology, as VoiceOver offers them on iOS: while editing,
  /// its editing control's (Delete or Insert) and, where its reorder control shows, "Move up"
  /// and "Move down"; otherwise its swipe actions, trailing then leading, or the classic Delete
  /// a swipe would reveal. Each performs what the gesture would, for the row the cell shows
  /// when it runs.
  /// - Parameter cell: A cell on screen.
  /// - Returns: The actions; none for a cell the table does not show.
  func accessibilityCustomActions(forRowOf cell: TableViewCell) -> [AccessibilityCustomAction] {
    guard let indexPath = indexPath(for: cell) else { return [] }
    if isEditing { return editingAccessibilityActions(for: cell, at: indexPath) }
    var actions: [AccessibilityCustomAction] = []
    for side in [RowSwipeActions.Side.trailing, .leading] {
      switch swipeReveal(forRowAt: indexPath, side: side) {
      case .actions(let configuration, _):
        actions += configuration.actions.map { swipeAccessibilityAction($0, of: cell) }
      case .deleteButton:
        actions.append(commitAccessibilityAction(
          .delete, named: deleteConfirmationTitle(forRowAt: indexPath), of: cell))
      case nil:
        break
      }
    }
    return actions
  }

  private func editingAccessibilityActions(for cell: TableViewCell, at indexPath: IndexPath)
    -> [AccessibilityCustomAction]
  {
    var actions: [AccessibilityCustomAction] = []
    switch cell.editingStyle {
    case .delete:
      actions.append(commitAccessibilityAction(
        .delete, named: deleteConfirmationTitle(forRowAt: indexPath), of: cell))
    case .insert:
      actions.append(commitAccessibilityAction(.insert, named: SystemStrings(for: self)[.insert], of: cell))
    case .none:
      break
    }
    if cell.reorderControlShowsForAccessibility {
      if accessibilityMoveTarget(from: indexPath, by: -1) != nil {
        actions.append(moveAccessibilityAction(named: SystemStrings(for: self)[.moveUp], by: -1, of: cell))
      }
      if accessibilityMoveTarget(from: indexPath, by: 1) != nil {
        actions.append(moveAccessibilityAction(named: SystemStrings(for: self)[.moveDown], by: 1, of: cell))
      }
    }
    return actions
  }

  // MARK: - The actions

  /// Runs a swipe action's handler as a tap on its button would, the cell standing in for the
  /// button (which is not showing).
  private func swipeAccessibilityAction(_ action: ContextualAction, of cell: TableViewCell)
    -> AccessibilityCustomAction
  {
    AccessibilityCustomAction(name: action.title ?? "") { [weak cell] _ in
      guard let cell else { return false }
      action.handler(action, cell) { _ in }
      return true
    }
  }

  /// Asks the data source to commit a deletion or insertion of the cell's row.
  private func commitAccessibilityAction(
    _ style: TableViewCell.EditingStyle, named name: String, of cell: TableViewCell
  ) -> AccessibilityCustomAction {
    AccessibilityCustomAction(name: name) { [weak self, weak cell] _ in
      guard let self, let cell, let indexPath = self.indexPath(for: cell) else { return false }
      self.dataReader.commit(style, forRowAt: indexPath)
      return true
    }
  }

  /// Moves the cell's row one place up (`step` -1) or down (1), where the delegate lets it go:
  /// the data source hears `moveRowAt` as after a drag, and the row glides to its place.
  private func moveAccessibilityAction(named name: String, by step: Int, of cell: TableViewCell)
    -> AccessibilityCustomAction
  {
    AccessibilityCustomAction(name: name) { [weak self, weak cell] _ in
      guard let self, let cell, let source = self.indexPath(for: cell),
        let target = self.accessibilityMoveTarget(from: source, by: step)
      else { return false }
      self.dataReader.reportDrop(from: source, to: target)
      self.moveRow(at: source, to: target)
      return true
    }
  }

  /// Where one step up or down takes a row, across section ends, as the delegate's
  /// `targetIndexPathForMoveFromRowAt` allows; nil at the ends or where the delegate keeps the
  /// row in place.
  func accessibilityMoveTarget(from source: IndexPath, by step: Int) -> IndexPath? {
    var section = source.section
    var row = source.row + step
    // A row moving past its section's end joins the next section's start (or the previous
    // section's end), as a drag across the header would put it.
    if row < 0 {
      guard section > 0 else { return nil }
      section -= 1
      row = layout.numberOfRows(inSection: section)
    } else if row >= layout.numberOfRows(inSection: section) {
      guard section + 1 < layout.numberOfSections else { return nil }
      section += 1
      row = 0
    }
    let proposal = IndexPath(row: row, section: section)
    let target = targetIndexPath(forMoveFromRowAt: source, toProposedIndexPath: proposal)
    return target == source ? nil : target
  }
}

extension TableViewCell {
  /// Whether the cell's reorder control shows (or would, once the editing animation ends).
  var reorderControlShowsForAccessibility: Bool {
    isEditing && editingState.tableAllowsMove
      && (showsReorderControl || editingState.dataSourceMovesRows)
  }
}
