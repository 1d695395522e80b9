import Foundation

/// The on-screen keyboard, as iOS's: each key it draws is a keyboard key element named as
/// VoiceOver names iOS's ("shift", "delete", "more, numbers", a letter as it would type now),
/// shift selected while on, the globe "next keyboard" with the language it leads to as its
/// hint; activating a key types it as a tap does. A composing keyboard's candidates come first,
/// as buttons named by their hanzi that commit them.
struct OnScreenKeyboardAccessibility: AccessibilityBehavior {
  let keyboard: OnScreenKeyboard

  var elements: [Any]? {
    candidateElements + keyElements
  }

  private var candidateElements: [Any] {
    zip(keyboard.candidates.indices, keyboard.candidateFrames).map { index, frame in
      let element = AccessibilityElement(accessibilityContainer: keyboard)
      element.accessibilityLabel = keyboard.candidates[index].text
      element.accessibilityTraits = .button
      element.accessibilityFrameInContainerSpace = frame
      element.accessibilityActivateBlock = { [weak keyboard] in
        guard let keyboard else { return false }
        keyboard.choose(candidateAt: index)
        return true
      }
      return element
    }
  }

  private var keyElements: [Any] {
    keyboard.layout.keys.map { key in
      let element = AccessibilityElement(accessibilityContainer: keyboard)
      element.accessibilityLabel = label(of: key)
      element.accessibilityTraits = .keyboardKey
      if key.action == .shift, keyboard.shiftState != .off {
        element.accessibilityTraits.insert(.selected)
      }
      element.accessibilityFrameInContainerSpace = key.frame
      if key.action == .nextKeyboard, let next = nextInputMode {
        element.accessibilityHint = next.displayName
      }
      element.accessibilityActivateBlock = { [weak keyboard] in
        guard let keyboard else { return false }
        keyboard.perform(key)
        return true
      }
      return element
    }
  }

  /// The keyboard the globe leads to.
  private var nextInputMode: TextInputMode? {
    let modes = keyboard.activeInputModes
    guard let index = modes.firstIndex(of: keyboard.inputMode), modes.count > 1 else { return nil }
    return modes[(index + 1) % modes.count]
  }

  private func label(of key: OnScreenKeyboardLayout.Key) -> String {
    switch key.action {
    case .nextKeyboard: "next keyboard"
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
