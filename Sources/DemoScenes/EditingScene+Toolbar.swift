import TableKit

/// Selecting several items, as Mail and Files do: Select enters editing with selection circles
/// and shows a toolbar; Delete removes the selected items with animation, Move asks where to
/// (the top or the bottom of the list) and moves them there in their order.
extension EditingScene {
  /// "Select": multiple-selection editing. While editing it is hidden behind Done.
  func makeSelectButton() -> BarButtonItem {
    BarButtonItem(
      title: "Select",
      primaryAction: Action(title: "Select") { [weak self] _ in self?.beginSelecting() })
  }

  /// "Move": asks where the selected items go.
  func makeMoveButton() -> BarButtonItem {
    let item = BarButtonItem(
      title: "Move",
      primaryAction: Action(title: "Move") { [weak self] _ in self?.askWhereToMove() })
    item.isEnabled = false
    return item
  }

  /// "Delete": removes the selected items.
  func makeDeleteButton() -> BarButtonItem {
    let item = BarButtonItem(
      title: "Delete",
      primaryAction: Action(title: "Delete") { [weak self] _ in self?.deleteSelectedItems() })
    item.isEnabled = false
    item.tintColor = .systemRed
    return item
  }

  /// The selected items' rows, top first.
  var selectedItemRows: [Int] {
    (table?.indexPathsForSelectedRows ?? [])
      .filter { $0.section == Section.list.rawValue && items.indices.contains($0.row) }
      .map(\.row).sorted()
  }

  /// Enters editing with selection circles and the toolbar.
  func beginSelecting() {
    guard let controller, let table, !table.isEditing else { return }
    selectsMultipleRows = true
    table.allowsMultipleSelectionDuringEditing = true
    controller.setEditing(true, animated: true)
  }

  /// Editing began or ended through the controller (its Edit/Done button, Escape): the
  /// toolbar shows only while selecting several; leaving editing leaves that mode.
  public func sceneDidChangeEditing(in controller: ViewController) {
    let editing = controller.isEditing
    if !editing {
      selectsMultipleRows = false
      table?.allowsMultipleSelectionDuringEditing = false
    }
    controller.navigationController?.setToolbarHidden(
      !(editing && selectsMultipleRows), animated: true)
    // Select hides while editing, as Files' does behind Done.
    let navigationItem = controller.navigationItem
    if let add = navigationItem.rightBarButtonItems?.first {
      navigationItem.rightBarButtonItems = editing ? [add] : [add, selectButton]
    }
    selectionDidChange()
  }

  /// A row was deselected while selecting several.
  public func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {
    selectionDidChange()
  }

  /// Move and Delete work while something is selected.
  func selectionDidChange() {
    let any = selectsMultipleRows && !selectedItemRows.isEmpty
    moveButton.isEnabled = any
    deleteButton.isEnabled = any
  }

  /// Deletes the selected items, their rows leaving with the automatic animation.
  func deleteSelectedItems() {
    guard let table else { return }
    let rows = selectedItemRows
    guard !rows.isEmpty else { return }
    for row in rows.reversed() { items.remove(at: row) }
    table.deleteRows(
      at: rows.map { IndexPath(row: $0, section: Section.list.rawValue) }, with: .automatic)
    selectionDidChange()
  }

  /// Asks in an action sheet whether the selected items go to the top or the bottom.
  func askWhereToMove() {
    guard let controller, !selectedItemRows.isEmpty else { return }
    let count = selectedItemRows.count
    let sheet = AlertController(
      title: count == 1 ? "Move 1 Item" : "Move \(count) Items", message: nil,
      preferredStyle: .actionSheet)
    sheet.addAction(
      AlertAction(title: "To the Top", style: .default) { [weak self] _ in
        self?.moveSelectedItems(toTop: true)
      })
    sheet.addAction(
      AlertAction(title: "To the Bottom", style: .default) { [weak self] _ in
        self?.moveSelectedItems(toTop: false)
      })
    sheet.addAction(AlertAction(title: "Cancel", style: .cancel))
    controller.present(sheet, animated: true)
  }

  /// Moves the selected items, in their order, to the top or the bottom of the list, each row
  /// sliding to its place; then leaves editing, as Mail does after a move.
  func moveSelectedItems(toTop: Bool) {
    guard let table else { return }
    let section = Section.list.rawValue
    let rows = selectedItemRows
    if toTop {
      // Top first: each row moves up past unselected ones only, so later rows keep their
      // indexes.
      for (target, source) in rows.enumerated() where source != target {
        items.insert(items.remove(at: source), at: target)
        table.moveRow(
          at: IndexPath(row: source, section: section), to: IndexPath(row: target, section: section))
      }
    } else {
      let last = items.count - 1
      for (offset, source) in rows.reversed().enumerated() where source != last - offset {
        items.insert(items.remove(at: source), at: last - offset)
        table.moveRow(
          at: IndexPath(row: source, section: section),
          to: IndexPath(row: last - offset, section: section))
      }
    }
    controller?.setEditing(false, animated: true)
  }
}
