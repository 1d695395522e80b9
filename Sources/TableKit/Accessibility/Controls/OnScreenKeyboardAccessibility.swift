import Foundation

/// The on-screen keyboard, as iOS's: each key it draws is a keyboard key element named as
/// VoiceOver names iOS's ("shift", "delete", "more, numbers", a letter as it would type now),
/// shift selected while on; activating a key types it as a tap does.
struct OnScreenKeyboardAccessibility: AccessibilityBehavior {
  let keyboard: OnScreenKeyboard

  var elements: [Any]? {
    keyboard.layout.keys.map { key in
      let element = AccessibilityElement(accessibilityContainer: keyboard)
      element.accessibilityLabel = label(of: key)
      element.accessibilityTraits = .keyboardKey
      if key.action == .shift, keyboard.shiftState != .off {
        element.accessibilityTraits.insert(.selected)
      }
      element.accessibilityFrameInContainerSpace = key.frame
      element.accessibilityActivateBlock = { [weak keyboard] in
        guard let keyboard else { return false }
        keyboard.perform(key)
        return true
      }
      return element
    }
  }

  private func label(of key: OnScreenKeyboardLayout.Key) -> String {
    switch key.action {
    case .shift: "shift"
    case .backspace: "delete"
    case .page(.letters): "more, letters"
    case .page(.digits): "more, numbers"
    case .page(.symbols), .page(.phoneSymbols): "more, symbols"
    case .page(.numberPad), .page(.phonePad): "more, numbers"
    case .character, .space, .returnKey: keyboard.title(of: key)
    }
  }
}
