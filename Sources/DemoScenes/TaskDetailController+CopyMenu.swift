import TableKit

/// A long press on the task's title or due row presents the edit menu over the row with Copy,
/// as iOS apps offer it on a value someone may want elsewhere (Contacts' numbers, Settings'
/// version): an `EditMenuInteraction` on the table, pointed at the pressed row, and Copy puts
/// the row's text on the clipboard.
extension TaskDetailController: EditMenuInteractionDelegate {
  /// Gives `cell` (a title or due row) the long press that presents the menu, once: cells are
  /// reused between the two rows, and the press finds its row from where it lands.
  func offerCopyMenu(on cell: TableViewCell) {
    guard !(cell.gestureRecognizers ?? []).contains(where: { $0 is LongPressGestureRecognizer })
    else { return }
    cell.addGestureRecognizer(
      LongPressGestureRecognizer { [weak self] recognizer in self?.rowLongPressed(recognizer) })
  }

  /// Presents the menu for the row under a long press, once it is recognized.
  private func rowLongPressed(_ recognizer: GestureRecognizer) {
    guard recognizer.state == .began else { return }
    let point = recognizer.location(in: tableView)
    guard let indexPath = tableView.indexPathForRow(at: point), indexPath.section == 0 else {
      return
    }
    copyMenu.presentEditMenu(with: EditMenuConfiguration(identifier: indexPath.row, sourcePoint: point))
  }

  /// The text a row's Copy puts on the clipboard: the title, or the due day.
  public func copiedText(ofRow row: Int) -> String {
    row == 0 ? task.title : task.isDone ? "Completed" : task.note
  }

  /// Copy, putting the pressed row's text on the clipboard.
  public func editMenuInteraction(
    _ interaction: EditMenuInteraction, menuFor configuration: EditMenuConfiguration,
    suggestedActions: [MenuElement]
  ) -> Menu? {
    guard let row = configuration.identifier?.base as? Int else { return nil }
    let title = StandardEditAction.copy.title(in: SystemStrings(for: tableView))
    return Menu(children: [
      Action(title: title) { [weak self] _ in
        guard let self else { return }
        self.tableView.screen.clipboard.string = self.copiedText(ofRow: row)
      }
    ])
  }

  /// The pressed row: the menu points at the row, not at the finger.
  public func editMenuInteraction(
    _ interaction: EditMenuInteraction, targetRectFor configuration: EditMenuConfiguration
  ) -> CGRect {
    guard let row = configuration.identifier?.base as? Int else { return .null }
    return tableView.rectForRow(at: IndexPath(row: row, section: 0))
  }
}
