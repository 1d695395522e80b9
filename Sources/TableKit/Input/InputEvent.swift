import Foundation

/// A platform-neutral input event, as a backend translates it from SDL (or any other source) and
/// hands it to the table.
///
/// Locations are in points, relative to the table view's top-left corner on screen (view
/// coordinates, not content coordinates). Events carry no time: the table stamps each with its
/// clock's `now` when it handles it.
public enum InputEvent: Hashable, Sendable {
  /// A pointer went down: a finger touched, or a mouse button was pressed.
  case pointerDown(id: Int, location: CGPoint, kind: PointerKind)
  /// A pointer moved; for a mouse, also without a button pressed (hovering).
  case pointerMoved(id: Int, location: CGPoint, kind: PointerKind)
  /// A pointer went up: a finger lifted, or a mouse button was released.
  case pointerUp(id: Int, location: CGPoint, kind: PointerKind)
  /// The secondary (right) mouse button went down: ask for the context menu at `location` at
  /// once. It starts no pointer sequence; its release is not reported.
  case secondaryClick(location: CGPoint)
  /// The system took a pointer away (a system gesture, the window lost focus): end what it was
  /// doing without acting on it.
  case pointerCancelled(id: Int)
  /// A scroll wheel turned or a trackpad scrolled, in SDL's directions: positive `dx` scrolls
  /// right, positive `dy` scrolls up (the wheel turned away from the user), revealing content
  /// above. When `isPrecise` is false the deltas count wheel notches (lines); when true they are
  /// points to move directly, with the device's own momentum following as more events.
  case wheel(dx: CGFloat, dy: CGFloat, isPrecise: Bool)
  /// A key was pressed with some modifiers held.
  case key(Key, modifiers: KeyModifiers)
  /// Text was typed or an input method committed it: any script, emoji, several characters at
  /// once. It goes to the first responder text field (SDL's `SDL_TEXTINPUT`).
  case text(String)
  /// An input method shows provisional (marked) text with its cursor `cursor` characters in;
  /// an empty string ends the composition without text (SDL's `SDL_TEXTEDITING`).
  case composition(String, cursor: Int)
}
