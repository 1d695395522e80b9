import Foundation

/// The part of a `TextView` that edits: a text field (so that the window, the host's text
/// input, the on-screen keyboard and `endEditing(_:)` find it as they find any field being
/// edited) kept over the text view's visible part, drawing the lines that show and passing
/// input to the text view. Its own one-line text stays empty.
@MainActor
final class TextViewEditor: TextField {
  /// The text view it edits for.
  weak var textView: TextView?
  /// Tells the text view's delegate what the field's would hear.
  private let relay = TextViewEditorRelay()

  override init(frame: CGRect = .zero) {
    super.init(frame: frame)
    relay.editor = self
    delegate = relay
    maximumLength = nil
  }

  /// The text view's lines, selection, marked text and caret.
  override func draw(in list: inout DrawList) {
    textView?.drawVisibleText(in: &list, isEditing: isFirstResponder, at: clock.now)
  }

  /// The one-line field's layout has nothing to do here.
  override func layoutSubviews() {}

  /// The caret blinks while editing with nothing selected.
  override var nextRedrawTime: TimeInterval? {
    guard isFirstResponder, textView?.storage.isCaret == true else { return nil }
    return nextCaretChange(after: clock.now)
  }

  // The edit commands are the text view's: the editor holds the first-responder status for it.

  override func canPerformAction(_ action: StandardEditAction, withSender sender: Any?) -> Bool {
    textView?.canPerformAction(action, withSender: sender) ?? false
  }
  override func cut(_ sender: Any?) { textView?.cut(sender) }
  override func copy(_ sender: Any?) { textView?.copy(sender) }
  override func paste(_ sender: Any?) { textView?.paste(sender) }
  override func delete(_ sender: Any?) { textView?.delete(sender) }
  override func select(_ sender: Any?) { textView?.select(sender) }
  override func selectAll(_ sender: Any?) { textView?.selectAll(sender) }

  /// The caret in the editor's coordinates, for the host's input method window.
  var textViewCaretRect: CGRect {
    guard let textView else { return .zero }
    let caret = textView.caretRect(at: textView.storage.caret)
    return caret.offsetBy(dx: -textView.contentOffset.x, dy: -textView.contentOffset.y)
  }
}

/// Passes the editor's field-delegate calls to the text view's delegate.
@MainActor
final class TextViewEditorRelay: TextFieldDelegate {
  weak var editor: TextViewEditor?

  private var textView: TextView? { editor?.textView }

  func textFieldShouldBeginEditing(_ textField: TextField) -> Bool {
    guard let textView else { return false }
    return textView.delegate?.textViewShouldBeginEditing(textView) ?? true
  }

  func textFieldDidBeginEditing(_ textField: TextField) {
    guard let textView else { return }
    textView.delegate?.textViewDidBeginEditing(textView)
  }

  func textFieldShouldEndEditing(_ textField: TextField) -> Bool {
    guard let textView else { return true }
    return textView.delegate?.textViewShouldEndEditing(textView) ?? true
  }

  func textFieldDidEndEditing(_ textField: TextField) {
    guard let textView else { return }
    if textView.storage.markedRange != nil {
      textView.storage.commitMarkedText()
      textView.textDidChange()
    }
    textView.delegate?.textViewDidEndEditing(textView)
  }
}

extension TextView: TextInputTraitsOwner {
  /// What the Return key says, as UIKit's `returnKeyType`.
  public var returnKeyType: TextField.ReturnKeyType {
    get { editor.returnKeyType }
    set { editor.returnKeyType = newValue }
  }
}
