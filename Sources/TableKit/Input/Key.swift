/// A key the table responds to, independent of the platform's key codes.
public enum Key: Hashable, Sendable {
  /// The up arrow.
  case up
  /// The down arrow.
  case down
  /// The left arrow.
  case left
  /// The right arrow.
  case right
  /// Page Up.
  case pageUp
  /// Page Down.
  case pageDown
  /// Home.
  case home
  /// End.
  case end
  /// Return or Enter.
  case `return`
  /// The space bar.
  case space
  /// Escape.
  case escape
  /// Tab (with shift, backwards).
  case tab
  /// The delete key that erases backwards (Backspace).
  case delete
  /// The delete key that erases forwards (Del).
  case forwardDelete
  /// The context-menu ("Menu" or "Application") key; SDL hosts also send it for Shift+F10.
  case menu
  /// The back button of a mouse or keyboard (browser back).
  case back
  /// A key that types a character, as typed (case follows shift).
  case character(Character)
}
