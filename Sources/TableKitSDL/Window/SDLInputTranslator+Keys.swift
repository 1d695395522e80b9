import CSDL2
import Foundation
import TableKit

extension SDLInputTranslator {
  /// The keys TableKit names, by SDL key code.
  static let namedKeys: [Int64: Key] = [
    Int64(SDLK_UP.rawValue): .up, Int64(SDLK_DOWN.rawValue): .down,
    Int64(SDLK_LEFT.rawValue): .left, Int64(SDLK_RIGHT.rawValue): .right,
    Int64(SDLK_PAGEUP.rawValue): .pageUp, Int64(SDLK_PAGEDOWN.rawValue): .pageDown,
    Int64(SDLK_HOME.rawValue): .home, Int64(SDLK_END.rawValue): .end,
    Int64(SDLK_RETURN.rawValue): .return, Int64(SDLK_KP_ENTER.rawValue): .return,
    Int64(SDLK_RETURN2.rawValue): .return, Int64(SDLK_SPACE.rawValue): .space,
    Int64(SDLK_ESCAPE.rawValue): .escape, Int64(SDLK_TAB.rawValue): .tab,
    Int64(SDLK_BACKSPACE.rawValue): .delete, Int64(SDLK_DELETE.rawValue): .forwardDelete,
    Int64(SDLK_APPLICATION.rawValue): .menu, Int64(SDLK_MENU.rawValue): .menu,
    Int64(SDLK_AC_BACK.rawValue): .back,
  ]

  /// The numeric keypad's digit keys, whose codes are not their characters: they read as the
  /// digits (as the keyboard's own do), whatever Num Lock says, which a kiosk's keypad needs
  /// for its spoken mode (2 and 8 move, 5 repeats).
  static let keypadDigits: [Int64: Character] = [
    Int64(SDLK_KP_0.rawValue): "0", Int64(SDLK_KP_1.rawValue): "1",
    Int64(SDLK_KP_2.rawValue): "2", Int64(SDLK_KP_3.rawValue): "3",
    Int64(SDLK_KP_4.rawValue): "4", Int64(SDLK_KP_5.rawValue): "5",
    Int64(SDLK_KP_6.rawValue): "6", Int64(SDLK_KP_7.rawValue): "7",
    Int64(SDLK_KP_8.rawValue): "8", Int64(SDLK_KP_9.rawValue): "9",
  ]

  /// The key TableKit knows for an SDL key code, or nil: named keys, the keypad's digits, then
  /// printable ASCII as a character (SDL's letter codes are lowercase).
  static func key(forKeyCode code: SDL_Keycode) -> Key? {
    if let named = namedKeys[Int64(code)] { return named }
    if let digit = keypadDigits[Int64(code)] { return .character(digit) }
    guard (33...126).contains(code), let scalar = Unicode.Scalar(UInt32(code)) else { return nil }
    return .character(Character(scalar))
  }

  /// The modifiers held, from SDL's modifier state (either side of each).
  static func modifiers(from state: UInt16) -> KeyModifiers {
    let mod = UInt32(state)
    var result: KeyModifiers = []
    if mod & KMOD_SHIFT.rawValue != 0 { result.insert(.shift) }
    if mod & KMOD_CTRL.rawValue != 0 { result.insert(.control) }
    if mod & KMOD_ALT.rawValue != 0 { result.insert(.option) }
    if mod & KMOD_GUI.rawValue != 0 { result.insert(.command) }
    return result
  }

  /// A key press (or repeat) as a `.key` event.
  func keyInput(_ key: SDL_KeyboardEvent) -> WindowInput? {
    // Shift+F10 asks for the context menu, as on Windows and GNOME.
    let modifiers = Self.modifiers(from: key.keysym.mod)
    if key.keysym.sym == SDL_Keycode(SDLK_F10.rawValue), modifiers == .shift {
      return WindowInput(.key(.menu, modifiers: []))
    }
    guard let named = Self.key(forKeyCode: key.keysym.sym) else { return nil }
    return WindowInput(.key(named, modifiers: modifiers))
  }
}
