/// What kind of device a pointer event comes from; touches and mice recognize gestures
/// differently (a finger's highlight waits to see whether it pans, a mouse's shows at once).
public enum PointerKind: Hashable, Sendable {
  /// A finger on a touch screen.
  case touch
  /// A mouse or a trackpad's click (not its two-finger scrolling, which arrives as wheel events).
  case mouse
}
