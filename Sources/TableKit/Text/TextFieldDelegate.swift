import Foundation

/// What a text field asks and tells as it is edited, as UIKit's `UITextFieldDelegate`. Every
/// method has a default: the field may begin and end editing, takes every change, and Return
/// does nothing more than call `textFieldShouldReturn(_:)`.
@MainActor
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
}

extension TextField {
  /// When an overlay (the clear button) shows, as UIKit's `UITextField.ViewMode`.
  public enum ViewMode: Hashable, Sendable {
    /// Never.
    case never
    /// While the field is first responder.
    case whileEditing
    /// While the field is not first responder.
    case unlessEditing
    /// Always.
    case always
  }

  /// The border a field draws, as UIKit's `UITextField.BorderStyle`.
  public enum BorderStyle: Hashable, Sendable {
    /// No border or fill.
    case none
    /// A hairline rectangle.
    case line
    /// A white rounded rectangle with a light gray hairline: the usual form field.
    case roundedRect
  }

  /// What the Return key says, as UIKit's `UIReturnKeyType`: the on-screen keyboard's return
  /// key shows its `keyTitle`, in blue when it `isActionKey`.
  public enum ReturnKeyType: Hashable, Sendable {
    /// "return".
    case `default`
    /// "Go".
    case go
    /// "Google".
    case google
    /// "Join".
    case join
    /// "Next".
    case next
    /// "Route".
    case route
    /// "Search".
    case search
    /// "Send".
    case send
    /// "Yahoo".
    case yahoo
    /// "Done".
    case done
    /// "Emergency Call".
    case emergencyCall
    /// "Continue".
    case `continue`
  }
}
