import Foundation

/// The window's keyboard languages, as iOS's Settings › Keyboards list and the keyboard's globe
/// key: `activeInputModes` are the keyboards the globe key cycles through (UIKit's
/// `UITextInputMode.activeInputModes`, which TableKit keeps per window since the window is the
/// whole system a kiosk has), and `textInputMode` the one typing now (UIKit's responder
/// `textInputMode`). With more than one, the on-screen keyboard shows the globe key beside 123.
///
///     window.activeInputModes = [.english, .german, .chinesePinyin]
///     window.textInputMode = .german  // a visitor chose Deutsch
extension Window {
  /// The keyboards the globe key cycles through, in order; English only by default. An empty
  /// list is taken as English only; the current mode moves to the first when the list lacks it.
  public var activeInputModes: [TextInputMode] {
    get { keyboardPresenter.keyboard.activeInputModes }
    set {
      let keyboard = keyboardPresenter.keyboard
      keyboard.activeInputModes = newValue.isEmpty ? [.english] : newValue
      if !keyboard.activeInputModes.contains(keyboard.inputMode) {
        keyboard.switchInputMode(to: keyboard.activeInputModes[0])
      }

      setNeedsLayout()
    }
  }

  /// The keyboard typing now, as UIKit's `textInputMode`; setting one the window's
  /// `activeInputModes` lack adds it at their end.
  public var textInputMode: TextInputMode {
    get { keyboardPresenter.keyboard.inputMode }
    set {
      let keyboard = keyboardPresenter.keyboard
      if !keyboard.activeInputModes.contains(newValue) {
        keyboard.activeInputModes.append(newValue)
      }
      keyboard.switchInputMode(to: newValue)
      setNeedsLayout()
    }
  }
}

extension TextField {
  /// The keyboard language typing into the field, as UIKit's `textInputMode`: its window's
  /// current one; nil outside a window.
  public var textInputMode: TextInputMode? { window?.textInputMode }
}
