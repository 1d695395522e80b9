import Foundation

extension Window {
  /// Takes pointers that land on the window itself during a transition (doing nothing with
  /// them), and offers keys nothing else used to the top presented controller, then to its
  /// sheet or popover (Escape dismisses one).
  public func handle(_ event: InputEvent) -> Bool {
    switch event {
    case .key(let key, let modifiers):
      guard !isTransitioning, let top = presentations.last else { return false }
      if top.controller.handlePresentedKey(key, modifiers: modifiers) { return true }
      return top.container?.handle(event) ?? false
    case .wheel:
      return presentations.last != nil
    default:
      return true
    }
  }
}

extension View {
  /// The window this view is in, or nil.
  public var window: Window? {
    var current: View? = self
    while let view = current {
      if let window = view as? Window { return window }
      current = view.superview
    }
    return nil
  }
}
