import Foundation

/// The window's on-screen keyboard (issue 14): TableKit's own QWERTY keyboard for touch
/// screens without a hardware keyboard, shown at the window's bottom while a text field is
/// first responder, as `showsOnScreenKeyboard` says.
///
/// It slides up in `Metrics.keyboardSlideDuration` on the window's clock when a field begins
/// editing after a touch, and down when the field resigns or a hardware key is used. While it
/// shows, the window lays its root and presented controllers out in the part above it (as an
/// iOS app avoids the keyboard by its safe area), so that a table's last rows, an alert and
/// the search results stay in reach; once it is up, a field inside a table is scrolled into
/// view. A host tells the window what kind of input arrived with `noteInput(_:)`.
extension Window {
  /// When the window shows its on-screen keyboard; `.never` by default (see
  /// `OnScreenKeyboardPolicy`). The kiosk sets `.automatic`.
  public var showsOnScreenKeyboard: OnScreenKeyboardPolicy {
    get { keyboardPresenter.policy }
    set {
      keyboardPresenter.policy = newValue
      setNeedsLayout()
    }
  }

  /// The keyboard view (hidden unless shown), for hosts and tests that look at its keys.
  public var onScreenKeyboard: OnScreenKeyboard { keyboardPresenter.keyboard }

  /// How much of the window's bottom the on-screen keyboard covers now, in points (0 while it
  /// is hidden; it grows while it slides up).
  public var onScreenKeyboardHeight: CGFloat { keyboardPresenter.coveredHeight(in: bounds) }

  /// The part of the window its controllers' views fill: all of it, less what the keyboard
  /// covers.
  public var contentBounds: CGRect {
    CGRect(
      x: 0, y: 0, width: bounds.width, height: max(0, bounds.height - onScreenKeyboardHeight))
  }

  /// Tells the window an input event arrived, before it is routed, so that the `.automatic`
  /// policy knows whether the user touches or types on keys: a touch going down counts as
  /// touch; a mouse press, a key or typed text as not.
  public func noteInput(_ event: InputEvent) {
    if keyboardPresenter.noteInput(event) { setNeedsLayout() }
  }

  /// Follows the first responder and slides the keyboard; part of the window's layout pass.
  func advanceOnScreenKeyboard() {
    if keyboardPresenter.advance(in: self) { setNeedsLayout() }
  }

  /// Puts the keyboard at the bottom, above every other subview.
  func layOutOnScreenKeyboard() {
    let keyboard = keyboardPresenter.keyboard
    if subviews.last !== keyboard { bringSubviewToFront(keyboard) }
    keyboardPresenter.layOut(in: bounds)
  }

  /// The keyboard, when it is shown under `point` (window coordinates).
  func onScreenKeyboardHit(at point: CGPoint) -> View? {
    let keyboard = keyboardPresenter.keyboard
    guard !keyboard.isHidden, keyboard.frame.contains(point) else { return nil }
    return keyboard
  }
}
