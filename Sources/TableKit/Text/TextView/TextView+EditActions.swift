import Foundation

/// A text view's edit commands (UIKit's `UIResponderStandardEditActions`: `cut(_:)` …
/// `selectAll(_:)` and `canPerformAction(_:withSender:)` call these), which its edit
/// menu, its context menu and the Ctrl/Cmd shortcuts all perform, and what its menus need to
/// know of its text. A selectable text view that is not editable copies and selects only.
extension TextView: StandardEditing, TextSelectionHost {
  /// Cut (editable) and Copy with a selection, Paste (editable) with text on the clipboard,
  /// Delete (editable) with a selection, Select and Select All at a caret in a text with
  /// something in it, all while it is edited.
  func canPerformStandardAction(_ action: StandardEditAction) -> Bool {
    guard isFirstResponder else { return false }
    let hasSelection = !storage.isCaret
    let hasText = storage.paragraphs.count > 1 || storage.lengths[0] > 0
    switch action {
    case .cut, .delete: return isEditable && hasSelection
    case .copy: return hasSelection
    case .paste: return isEditable && !(screen.clipboard.string ?? "").isEmpty
    case .select, .selectAll: return !hasSelection && hasText
    }
  }

  /// Performs `action` on the text; edits go through `replaceSelection(with:)`, which asks
  /// the delegate.
  func performStandardAction(_ action: StandardEditAction, fromMenu: Bool) {
    let clipboard = screen.clipboard
    switch action {
    case .cut:
      guard !storage.isCaret, isEditable else { return }
      clipboard.string = storage.selectedText
      replaceSelection(with: "")
    case .copy:
      if !storage.isCaret { clipboard.string = storage.selectedText }
    case .paste:
      guard let string = clipboard.string, !string.isEmpty else { return }
      replaceSelection(with: string)
    case .delete:
      if !storage.isCaret { replaceSelection(with: "") }
    case .select, .selectAll:
      guard storage.markedRange == nil else { return }
      if action == .selectAll { storage.selectAll() } else { selectWord(at: storage.caret) }
      selectionDidChange()
      if fromMenu, !storage.isCaret {
        selectionChrome.showsHandles = true
        selectionChrome.showMenu(for: self)
      }
    }
  }

  // MARK: - TextSelectionHost

  /// The editor: it takes the text's pointers and draws the visible lines.
  var selectionInputView: View { editor }

  /// The selection's ends in the editor's coordinates (the visible part).
  var selectionEndRects: (start: CGRect, end: CGRect)? {
    guard !storage.isCaret else { return nil }
    func rect(_ position: TextViewText.Position) -> CGRect {
      var caret = caretRect(at: position).offsetBy(dx: -contentOffset.x, dy: -contentOffset.y)
      caret.size.width = 0
      return caret
    }
    return (rect(storage.selection.lower), rect(storage.selection.upper))
  }

  var selectionCaretRect: CGRect { editor.textViewCaretRect }

  /// Moves one end of the selection to the text position nearest `point` (editor
  /// coordinates), keeping a character selected at least; the view scrolls to follow it.
  func moveSelectionEnd(_ end: SelectionEnd, to point: CGPoint) {
    guard !storage.isCaret else { return }
    let (lower, upper) = storage.selection
    var target = position(
      at: CGPoint(x: point.x + contentOffset.x, y: point.y + contentOffset.y))
    switch end {
    case .start:
      if target >= upper { target = storage.step(upper, by: -1) ?? lower }
      storage.select(from: upper, to: target)
    case .end:
      if target <= lower { target = storage.step(lower, by: 1) ?? upper }
      storage.select(from: lower, to: target)
    }
    goalX = nil
    selectionDidChange()
  }

  func delegateEditMenu(suggestedActions: [MenuElement]) -> Menu? {
    guard let delegate else { return nil }
    let start = storage.utf16Offset(of: storage.selection.lower)
    let range = NSRange(location: start, length: storage.utf16Offset(of: storage.selection.upper) - start)
    return delegate.textView(self, editMenuForTextIn: range, suggestedActions: suggestedActions)
  }
}
