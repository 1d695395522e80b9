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
  /// Say the last utterance again (the R key).
  case repeatLast

  /// The spoken-mode meaning of a key, or nil for a key spoken mode leaves to the views
  /// (Escape goes back, characters type).
  public init?(key: Key, modifiers: KeyModifiers) {
    switch key {
    case .down, .right: self = .next
    case .up, .left: self = .previous
    case .tab: self = modifiers.contains(.shift) ? .previous : .next
    case .return: self = .activate
    case .pageDown: self = .scrollPage(.down)
    case .pageUp: self = .scrollPage(.up)
    case .character(let character) where character == "r" || character == "R":
      self = .repeatLast
    default: return nil
    }
  }
}
