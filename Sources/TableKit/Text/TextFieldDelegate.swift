import Foundation

/// What a text field asks and tells as it is edited, as UIKit's `UITextFieldDelegate`. Every
/// method has a default: the field may begin and end editing, takes every change, and Return
/// does nothing more than call `textFieldShouldReturn(_:)`.
@preconcurrency @MainActor
public protocol TextFieldDelegate: AnyObject {
  /// Whether the field may become first responder; the default is true.
  func textFieldShouldBeginEditing(_ textField: TextField) -> Bool
  /// The field became first responder.
  func textFieldDidBeginEditing(_ textField: TextField)
  /// Whether the field may resign first responder; the default is true.
  func textFieldShouldEndEditing(_ textField: TextField) -> Bool
  /// The field resigned first responder.
  func textFieldDidEndEditing(_ textField: TextField)
  /// Whether the characters in `range` (UTF-16 offsets of the text before the change, as
  /// `NSRange`) may become `string`; the default is true. Typing, deleting, cutting, pasting,
  /// clearing and committing input-method text all ask; marked text does not until committed.
  func textField(
    _ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
  ) -> Bool
  /// Return was pressed; the return value is ignored, as it is by UIKit's single-line fields.
  func textFieldShouldReturn(_ textField: TextField) -> Bool
  /// Whether the clear button may empty the field; the default is true.
  func textFieldShouldClear(_ textField: TextField) -> Bool
  /// The edit menu to show for the characters in `range` (UTF-16 offsets) instead of
  /// `suggestedActions` (the standard commands that apply now), as UIKit's iOS 16 method; nil,
  /// the default, shows the suggested ones. Return a menu of them plus your own actions to add
  /// to them.
  func textField(
    _ textField: TextField, editMenuForCharactersIn range: NSRange, suggestedActions: [MenuElement]
  ) -> Menu?
}

extension TextFieldDelegate {
  /// True.
  public func textFieldShouldBeginEditing(_ textField: TextField) -> Bool { true }
  /// Does nothing.
  public func textFieldDidBeginEditing(_ textField: TextField) {}
  /// True.
  public func textFieldShouldEndEditing(_ textField: TextField) -> Bool { true }
  /// Does nothing.
  public func textFieldDidEndEditing(_ textField: TextField) {}
  /// True.
  public func textField(
    _ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
  ) -> Bool { true }
  /// True.
  public func textFieldShouldReturn(_ textField: TextField) -> Bool { true }
  /// True.
  public func textFieldShouldClear(_ textField: TextField) -> Bool { true }
  /// Nil: the suggested commands.
  public func textField(
    _ textField: TextField, editMenuForCharactersIn range: NSRange, suggestedActions: [MenuElement]
  ) -> Menu? { nil }
}

extension TextField {
  /// When an overlay (the clear button) shows, as UIKit's `UITextField.ViewMode`.
  public enum ViewMode: Int, Hashable, Sendable {
    /// Never.
    case never = 0
    /// While the field is first responder.
    case whileEditing = 1
    /// While the field is not first responder.
    case unlessEditing = 2
    /// Always.
    case always = 3
  }

  /// The border a field draws, as UIKit's `UITextField.BorderStyle`.
  public enum BorderStyle: Int, Hashable, Sendable {
    /// No border or fill.
    case none = 0
    /// A hairline rectangle.
    case line = 1
    /// A white rounded rectangle with a light gray hairline: the usual form field.
    case roundedRect = 3
  }

  /// What the Return key says, as UIKit's `UIReturnKeyType`: the on-screen keyboard's return
  /// key shows its `keyTitle`, in blue when it `isActionKey`.
  public enum ReturnKeyType: Int, Hashable, Sendable {
    /// "return".
    case `default` = 0
    /// "Go".
    case go = 1
    /// "Google".
    case google = 2
    /// "Join".
    case join = 3
    /// "Next".
    case next = 4
    /// "Route".
    case route = 5
    /// "Search".
    case search = 6
    /// "Send".
    case send = 7
    /// "Yahoo".
    case yahoo = 8
    /// "Done".
    case done = 9
    /// "Emergency Call".
    case emergencyCall = 10
    /// "Continue".
    case `continue` = 11
  }
}
