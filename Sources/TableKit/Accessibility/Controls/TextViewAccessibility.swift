import Foundation

/// A text view, as `UITextView`: one text-area element (its editor, over the visible part)
/// named by the text view's label, its text as value (the first
/// `Metrics.textViewAccessibleValueLength` characters of a long one, so that building the
/// tree never copies megabytes), unavailable when it neither edits nor selects; activating
/// it starts editing, and while it edits the edit menu's commands are its actions.
struct TextViewAccessibility: AccessibilityBehavior {
  let editor: TextViewEditor

  var isElement: Bool { editor.textView != nil }
  var label: String? { editor.textView?.accessibilityLabel }
  var value: String? {
    guard let textView = editor.textView else { return nil }
    var value = ""
    for (index, paragraph) in textView.storage.paragraphs.enumerated() {
      if index > 0 { value += "\n" }
      value += paragraph
      if value.count >= Metrics.textViewAccessibleValueLength {
        return String(value.prefix(Metrics.textViewAccessibleValueLength))
      }
    }
    return value
  }
  var traits: AccessibilityTraits {
    guard let textView = editor.textView else { return .none }
    return textView.isEditable || textView.isSelectable ? .none : .notEnabled
  }
  /// The whole text view, not only its visible part.
  var frame: CGRect? {
    guard let textView = editor.textView else { return nil }
    return textView.convert(
      CGRect(origin: textView.contentOffset, size: textView.bounds.size), to: nil)
  }

  /// While editing, the edit menu's commands that apply (Cut, Copy, Paste, Select All …).
  var customActions: [AccessibilityCustomAction] { editor.textView?.editAccessibilityActions ?? [] }

  func activate() -> Bool { editor.textView?.becomeFirstResponder() ?? false }
}

extension Metrics {
  /// The most characters of a text view's text its accessibility value gives.
  public static let textViewAccessibleValueLength = 10_000
}
