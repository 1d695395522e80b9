import Foundation

/// A button whose menu is not its primary action opens it on a long press, as UIKit's buttons
/// do with a context menu interaction: the press stops being a tap (lifting runs nothing) and
/// the finger goes on to choose in the menu. Inside a table the table tracks presses, and a
/// long press opens the row's context menu instead.
extension Button {
  /// Whether a long press opens the menu.
  var opensMenuOnLongPress: Bool {
    menu != nil && !menuIsPrimaryAction && isEnabled && enclosingTable == nil
  }

  /// Follows a pointer for a long press; hands the finger's events to a menu it opened.
  /// - Returns: Whether the event went to the menu.
  func handleMenuPress(_ event: InputEvent) -> Bool {
    if menuPress.forward(event, from: self) { return true }
    if case .pointerDown(let id, let location, _) = event, opensMenuOnLongPress,
      trackingPointer == nil, let now = window?.clock.now
    {
      menuPress.begin(pointer: id, at: location, time: now)
    } else {
      menuPress.follow(event)
    }
    return false
  }

  /// Opens the menu once a press has been held long enough; the window's layout pass calls it
  /// with its clock's time.
  func advanceMenuPress() {
    guard let now = window?.clock.now, menuPress.isDue(at: now) else { return }
    guard opensMenuOnLongPress, presentMenu(), let openMenu else {
      menuPress.cancel()
      return
    }
    // The press is no longer a tap.
    trackingPointer = nil
    isHighlighted = false
    cancelTracking()
    sendActions(for: .touchCancel)
    menuPress.hand(to: openMenu)
  }
}
