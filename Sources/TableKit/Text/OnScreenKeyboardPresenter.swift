import Foundation

/// When a window shows its on-screen keyboard, as UIKit's `showsOnScreenKeyboard`-like policy
/// of TableKit (UIKit shows its keyboard always and has no such setting; TableKit's hosts have
/// hardware keyboards too).
public enum OnScreenKeyboardPolicy: Hashable, Sendable {
  /// Never: typing needs a hardware keyboard (the default: desktop windows and tests).
  case never
  /// While a field is first responder and the latest input was a touch rather than a key or
  /// a mouse press: a touch screen shows the keyboard, the first hardware key hides it, and a
  /// mouse click never brings it. The kiosk's setting.
  case automatic
  /// Whenever a field is first responder.
  case always
}

/// The part of a `Window` that shows its on-screen keyboard: which field it types into, the
/// slide in and out on the window's clock, and how much of the window's bottom it covers (the
/// window lays its content out above that, as UIKit apps avoid the keyboard).
@MainActor
final class OnScreenKeyboardPresenter {
  /// The keyboard view; the window keeps it as its topmost subview.
  let keyboard = OnScreenKeyboard()
  /// When the keyboard shows.
  var policy: OnScreenKeyboardPolicy = .never
  /// Whether the latest input that tells touch from keys was a touch.
  private(set) var lastInputWasTouch = false
  /// How far the keyboard is shown: 0 hidden, 1 fully up.
  private(set) var progress: CGFloat = 0
  /// The slide under way, from `progress` at `start` towards `target`.
  private var slide: (from: CGFloat, target: CGFloat, start: TimeInterval, duration: TimeInterval)?
  /// Whether the field should be scrolled into view once the keyboard is up.
  private var needsReveal = false

  init() { keyboard.isHidden = true }

  /// Whether the keyboard is sliding (the window needs frames meanwhile).
  var isSliding: Bool { slide != nil }

  /// Notes whether `event` came from a touch, a mouse or a hardware keyboard.
  /// - Returns: Whether that changed what the latest such input was.
  func noteInput(_ event: InputEvent) -> Bool {
    let before = lastInputWasTouch
    switch event {
    case .pointerDown(_, _, let kind): lastInputWasTouch = kind == .touch
    case .key, .text, .composition: lastInputWasTouch = false
    case .pointerMoved, .pointerUp, .pointerCancelled, .secondaryClick, .wheel: break
    }
    return lastInputWasTouch != before
  }

  /// Whether the keyboard should be up for `field` (the first responder, or nil).
  private func wantsKeyboard(for field: TextField?) -> Bool {
    guard field != nil else { return false }
    switch policy {
    case .never: return false
    case .always: return true
    case .automatic: return lastInputWasTouch
    }
  }

  /// Follows the first responder of `window` and brings the slide to the clock's now.
  /// - Returns: Whether the keyboard moved (the window must lay out again).
  func advance(in window: Window) -> Bool {
    let field = Self.editedField(in: window)
    let wanted = wantsKeyboard(for: field)
    if wanted, let field, field !== keyboard.textField {
      // Each field starts over, on the page and shift its traits ask for, as iOS's keyboard does.
      keyboard.textField = field
      keyboard.reset()
      needsReveal = true
    }
    let target: CGFloat = wanted ? 1 : 0
    let now = window.clock.now
    if target != (slide?.target ?? progress) {
      let distance = abs(target - progress)
      slide = (progress, target, now, Metrics.keyboardSlideDuration * Double(distance))
      if target == 1 { needsReveal = true }
    }
    let before = progress
    if let current = slide {
      let linear = current.duration > 0 ? min(1, max(0, (now - current.start) / current.duration)) : 1
      let eased = TimingCurve.easeOut.value(at: linear)
      progress = current.from + (current.target - current.from) * eased
      if now >= current.start + current.duration - 1e-6 {
        progress = current.target
        slide = nil
      }
    }
    keyboard.isHidden = progress <= 0
    if keyboard.isHidden { keyboard.textField = nil }
    keyboard.followTextField()
    keyboard.advanceKeyRepeat(to: now)
    return progress != before
  }

  /// The height of the window's bottom the keyboard covers now.
  func coveredHeight(in bounds: CGRect) -> CGFloat {
    fullHeight(in: bounds) * progress
  }

  /// The keyboard's height at the window's width, with its keyboard language's candidate bar.
  private func fullHeight(in bounds: CGRect) -> CGFloat {
    OnScreenKeyboardLayout.height(forWidth: bounds.width, inputMode: keyboard.inputMode)
  }

  /// Puts the keyboard at the window's bottom, `coveredHeight` of it showing.
  func layOut(in bounds: CGRect) {
    let height = fullHeight(in: bounds)
    keyboard.frame = CGRect(
      x: 0, y: bounds.height - height * progress, width: bounds.width, height: height)
  }

  /// Once the keyboard is up, scrolls the field's scroll view (a table holding it in a cell)
  /// so that the field shows above the keyboard, as UIKit does for the first responder.
  func revealFieldIfNeeded() {
    guard needsReveal, progress == 1, slide == nil else { return }
    needsReveal = false
    guard let field = keyboard.textField else { return }
    var current = field.superview
    while let view = current, !(view is ScrollView) { current = view.superview }
    guard let scrollView = current as? ScrollView else { return }
    let rect = field.convert(CGRect(origin: .zero, size: field.bounds.size), to: scrollView)
    scrollView.scrollRectToVisible(rect.insetBy(dx: 0, dy: -8), animated: true)
  }

  /// The first-responder field of `window`, unless a presented view over it (an alert) takes
  /// the keys, as the host's router decides where typing goes.
  static func editedField(in window: Window) -> TextField? {
    guard let field = TextField.firstResponder(in: window),
      window.keyResponder(preferring: field) === field
    else { return nil }
    return field
  }
}
