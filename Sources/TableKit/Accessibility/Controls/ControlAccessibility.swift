import Foundation

/// A switch, as `UISwitch`: a toggle button whose value is "1" when on and "0" when off;
/// activating it flips it as a tap does (the change reported to its actions).
struct SwitchAccessibility: AccessibilityBehavior {
  let toggle: Switch

  var isElement: Bool { true }
  var value: String? { toggle.isOn ? "1" : "0" }
  var traits: AccessibilityTraits {
    toggle.isEnabled ? [.button, .toggleButton] : [.button, .toggleButton, .notEnabled]
  }
  var checkState: AccessibilityCheckState? { AccessibilityCheckState(toggle.isOn) }
  func activate() -> Bool { toggle.handleTap(at: CGPoint(x: toggle.bounds.midX, y: 0)) }
}

/// A text field, as `UITextField`: named by its placeholder until labelled (a search bar's,
/// which the bar draws itself), its text as value (dots for a secure one), a search field
/// inside a search bar; activating it starts editing, and while it edits the edit menu's
/// commands are its actions.
struct TextFieldAccessibility: AccessibilityBehavior {
  let field: TextField

  var isElement: Bool { true }
  var label: String? { field.placeholder ?? (field.superview as? SearchBar)?.shownPlaceholder }
  var value: String? {
    let text = field.text ?? ""
    return field.isSecureTextEntry ? String(repeating: "•", count: text.count) : text
  }
  var traits: AccessibilityTraits {
    var traits: AccessibilityTraits = field.superview is SearchBar ? .searchField : .none
    if !field.isEnabled { traits.insert(.notEnabled) }
    return traits
  }
  /// A search bar's field takes presses in the bar's margins above and below it too.
  var frame: CGRect? {
    guard let bar = field.superview as? SearchBar else { return nil }
    let field = bar.geometry(at: bar.clock.now).field
    return bar.convert(field.insetBy(dx: 0, dy: -Metrics.searchBarMargin), to: nil)
  }

  /// While editing, the edit menu's commands that apply (Cut, Copy, Paste, Select All …).
  var customActions: [AccessibilityCustomAction] { field.editAccessibilityActions }

  func activate() -> Bool { field.becomeFirstResponder() }
}
