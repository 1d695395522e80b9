import Foundation

/// What a person does in spoken mode, after gesture recognition: VoiceOver's touch model and
/// its keyboard equivalents. A `SpokenSession` turns each into focus moves, actions and speech.
public enum SpokenInput: Hashable, Sendable {
  /// A finger touching or dragging at a point (window coordinates): read what is under it.
  case explore(CGPoint)
  /// A swipe right, an arrow down or right, Tab: the next element.
  case next
  /// A swipe left, an arrow up or left, Shift-Tab: the previous element.
  case previous
  /// A double tap, Return: activate the focused element.
  case activate
  /// A three-finger swipe, Page Up or Page Down: scroll a page and say where the list is.
  case scrollPage(AccessibilityScrollDirection)
  /// A two-finger tap: pause speech, or resume it.
  case togglePause
  /// Say the last utterance again (the R key, a keypad's 5).
  case repeatLast
  /// A two-finger rotate clockwise, Command-Right Arrow, a keypad's 7: the rotor's next
  /// setting (Actions).
  case nextRotorSetting
  /// A two-finger rotate counterclockwise, Command-Left Arrow: the rotor's previous setting.
  case previousRotorSetting
  /// A one-finger swipe down, Command-Down Arrow, a keypad's 1: the next item of the rotor's
  /// setting (the focused element's next action).
  case nextRotorItem
  /// A one-finger swipe up, Command-Up Arrow: the previous item of the rotor's setting.
  case previousRotorItem

  /// The spoken-mode meaning of a key, or nil for a key spoken mode leaves to the views
  /// (Escape goes back, other characters type): arrows and Tab move, Return activates, Page Up
  /// and Page Down page, R repeats, and a keypad's digits (see `keypad`). Arrows with Command
  /// (or Control) work the rotor, as VoiceOver's VO-Command-arrows do: the plain arrows here
  /// already stand for VO-arrows, and Control is there for a desktop that keeps the Super key.
  public init?(key: Key, modifiers: KeyModifiers) {
    if !modifiers.isDisjoint(with: [.command, .control]), let rotor = Self.rotorKeys[key] {
      self = rotor
      return
    }
    switch key {
    case .down, .right: self = .next
    case .up, .left: self = .previous
    case .tab: self = modifiers.contains(.shift) ? .previous : .next
    case .return: self = .activate
    case .pageDown: self = .scrollPage(.down)
    case .pageUp: self = .scrollPage(.up)
    case .character(let character) where character == "r" || character == "R":
      self = .repeatLast
    case .character(let digit) where digit.isASCII && digit.isNumber:
      // A keypad, as a talking terminal's: 8 and 2 move up and down, 4 and 6 back and on,
      // 5 repeats, 9 and 3 page, Enter activates, 7 and 1 work the rotor.
      guard let input = Self.keypad[digit] else { return nil }
      self = input
    default: return nil
    }
  }

  /// What a keypad's digits do; 7 turns the rotor and 1 steps through its setting's items,
  /// the actions wrapping round, so one hand reaches every action.
  private static let keypad: [Character: SpokenInput] = [
    "8": .previous, "4": .previous, "2": .next, "6": .next, "5": .repeatLast,
    "9": .scrollPage(.up), "3": .scrollPage(.down), "7": .nextRotorSetting, "1": .nextRotorItem,
  ]

  /// What the arrows do with the rotor's modifier.
  private static let rotorKeys: [Key: SpokenInput] = [
    .right: .nextRotorSetting, .left: .previousRotorSetting,
    .down: .nextRotorItem, .up: .previousRotorItem,
  ]
}
