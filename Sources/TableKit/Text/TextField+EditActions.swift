import Foundation

/// A text field's edit commands (UIKit's `UIResponderStandardEditActions`: `cut(_:)` …
/// `selectAll(_:)` and `canPerformAction(_:withSender:)` call these), which its edit menu, its
/// context menu and the Ctrl/Cmd shortcuts all perform, and what its menus need to know of its
/// text.
extension TextField: StandardEditing, TextSelectionHost {
  /// Cut and Copy with a selection (never for secure entry), Paste with text on the
  /// clipboard, Delete with a selection, Select and Select All at a caret in a field with
  /// text, all while it is edited, as UIKit's field answers.
  func canPerformStandardAction(_ action: StandardEditAction) -> Bool {
    guard isEnabled, isFirstResponder else { return false }
    let hasSelection = !editing.selection.isEmpty
    switch action {
    case .cut, .copy: return hasSelection && !isSecureTextEntry
    case .paste: return !(screen.clipboard.string ?? "").isEmpty
    case .delete: return hasSelection
    case .select: return !hasSelection && !editing.text.isEmpty && !isSecureTextEntry
    case .selectAll: return !hasSelection && !editing.text.isEmpty
    }
  }

  /// Performs `action` on the field's text through `perform(_:)`, which asks the delegate
  /// before the text changes: a secure field neither cuts nor copies, and Select selects it
  /// all (its words are hidden).
  func performStandardAction(_ action: StandardEditAction, fromMenu: Bool) {
    let clipboard = screen.clipboard
    switch action {
    case .cut:
      guard !isSecureTextEntry else { return }
      perform {
        $0.cut(to: clipboard)
        return nil
      }
    case .copy:
      if !isSecureTextEntry { editing.copy(to: clipboard) }
    case .paste:
      perform { $0.paste(from: clipboard) }
    case .delete:
      guard !editing.selection.isEmpty else { return }
      perform {
        $0.deleteBackward()
        return nil
      }
    case .select, .selectAll:
      let secure = isSecureTextEntry
      perform {
        if action == .selectAll || secure { $0.selectAll() } else { $0.selectWord(at: $0.caret) }
        return nil
      }
      keepCaretVisible()
      // After Select or Select All in the edit menu, iOS shows the new selection's handles
      // and its menu (Cut, Copy, Paste).
      if fromMenu, !editing.selection.isEmpty {
        selectionChrome.showsHandles = true
        selectionChrome.showMenu(for: self)
      }
    }
  }

  // MARK: - TextSelectionHost

  var selectionInputView: View { self }

  /// The selection's ends on the field's line.
  var selectionEndRects: (start: CGRect, end: CGRect)? {
    guard !editing.selection.isEmpty else { return nil }
    let lineHeight = screen.textMeasurer.lineHeight(of: font)
    let top = ((bounds.height - lineHeight) / 2).rounded()
    func rect(_ offset: Int) -> CGRect { CGRect(x: x(of: offset), y: top, width: 0, height: lineHeight) }
    return (rect(editing.selection.lowerBound), rect(editing.selection.upperBound))
  }

  var selectionCaretRect: CGRect { caretRect }

  /// Moves one end of the selection to the cluster boundary nearest `point`'s x, keeping a
  /// cluster selected at least.
  func moveSelectionEnd(_ end: SelectionEnd, to point: CGPoint) {
    let selection = editing.selection
    guard !selection.isEmpty else { return }
    let offset = offset(nearestX: point.x)
    let (fixed, moved) =
      end == .start
      ? (selection.upperBound, min(offset, selection.upperBound - 1))
      : (selection.lowerBound, max(offset, selection.lowerBound + 1))
    editing.move(to: fixed, extending: false)
    editing.move(to: moved, extending: true)
    keepCaretVisible()
  }

  func delegateEditMenu(suggestedActions: [MenuElement]) -> Menu? {
    guard let delegate else { return nil }
    let start = String(editing.text.prefix(editing.selection.lowerBound)).utf16.count
    let length = editing.selectedText.utf16.count
    return delegate.textField(
      self, editMenuForCharactersIn: NSRange(location: start, length: length),
      suggestedActions: suggestedActions)
  }
}
