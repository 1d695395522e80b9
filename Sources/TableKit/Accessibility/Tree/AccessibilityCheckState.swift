import Foundation

/// Whether an element that can be checked is: a row showing a checkmark or a selection circle,
/// a row with a switch, a switch, a button that toggles its selection. UIKit has no such
/// property (VoiceOver says "Selected" from `.selected`); Linux screen readers say "checked"
/// and "not checked" from ATK's checkable and checked states, so the tree carries it beside
/// the traits, which keep UIKit's meaning.
public enum AccessibilityCheckState: String, Sendable, Hashable {
  /// Checked: a checkmark shows, a selection circle is filled, a switch is on.
  case checked
  /// Can be checked and is not.
  case unchecked

  /// `.checked` when `isChecked`, else `.unchecked`.
  init(_ isChecked: Bool) { self = isChecked ? .checked : .unchecked }
}
