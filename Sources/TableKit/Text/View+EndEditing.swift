import Foundation

extension View {
  /// Ends editing in this view's subtree, as UIKit's `endEditing(_:)`: the first-responder text
  /// field in it (hidden or not) resigns, which hides the on-screen keyboard when nothing else
  /// edits. With `force` the field's delegate is not asked.
  /// - Returns: Whether no field in the subtree is editing now.
  @discardableResult
  public func endEditing(_ force: Bool) -> Bool {
    guard let field = TextField.firstResponder(in: self, includingHidden: true) else {
      return true
    }
    if force {
      field.endEditingWithoutAsking()
      return true
    }
    return field.resignFirstResponder()
  }
}
