import Foundation

/// A button whose menu is not its primary action opens it on a long press, as UIKit's buttons
/// do with a context menu interaction: the press stops being a tap (lifting runs nothing) and
/// the finger goes on to choose in the menu. Inside a table the table tracks presses: its long
/// press on the button opens the button's menu (`openMenuForTableLongPress(pointer:)`), not the
/// row's context menu.
extension Button {
  /// Whether a long press opens the menu, wherever the button is.
  var longPressOpensMenu: Bool { menu != nil && !menuIsPrimaryAction && isEnabled }

  /// Whether the button itself times a long press to open the menu (outside a table).
  var opensMenuOnLongPress: Bool { longPressOpensMenu && enclosingTable == nil }

  /// The table the button lies in timed a long press on it: the menu opens, the button's
  /// highlight goes, and the pressing finger (`pointer`, whose events still come to the
  /// button) goes on to choose in the menu.
  /// - Returns: Whether the menu opened.
  func openMenuForTableLongPress(pointer: Int?) -> Bool {
    guard longPressOpensMenu, presentMenu(), let openMenu else { return false }
    isHighlighted = false
    if let pointer { menuPress.hold(openMenu, pointer: pointer) }
    return true
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
    // Asked of every button on every frame (one in each table cell): the window, a walk up the
    // tree, is looked for only while a press is pending.
    guard menuPress.pending != nil, let now = window?.clock.now, menuPress.isDue(at: now)
    else { return }
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
