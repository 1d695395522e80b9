import Foundation

/// A button, as `UIButton`: a button named by its title, selected and dimmed as its state
/// says; activating it taps it. One that toggles its selection (`changesSelectionAsPrimaryAction`
/// without a menu) can be checked: checked while selected.
struct ButtonAccessibility: AccessibilityBehavior {
  let button: Button

  var isElement: Bool { true }
  var label: String? { button.currentTitle }
  var traits: AccessibilityTraits {
    var traits: AccessibilityTraits = .button
    if button.isSelected { traits.insert(.selected) }
    if !button.isEnabled { traits.insert(.notEnabled) }
    return traits
  }
  var checkState: AccessibilityCheckState? {
    button.togglesSelection ? AccessibilityCheckState(button.isSelected) : nil
  }
  func activate() -> Bool {
    button.handleTap(at: CGPoint(x: button.bounds.midX, y: button.bounds.midY))
  }
}

/// A slider, as `UISlider`: adjustable, its value a percentage of the range; adjusting steps
/// it by a tenth, as the arrow keys do.
struct SliderAccessibility: AccessibilityBehavior {
  let slider: Slider

  var isElement: Bool { true }
  var value: String? { "\(Int((slider.fraction * 100).rounded()))%" }
  var traits: AccessibilityTraits { slider.isEnabled ? .adjustable : [.adjustable, .notEnabled] }
  func increment() { _ = slider.respondToKey(.up, modifiers: []) }
  func decrement() { _ = slider.respondToKey(.down, modifiers: []) }
}

/// A stepper: adjustable, its value the number (UIKit offers its two halves as buttons).
struct StepperAccessibility: AccessibilityBehavior {
  let stepper: Stepper

  var isElement: Bool { true }
  var value: String? { stepper.value.formatted() }
  var traits: AccessibilityTraits { stepper.isEnabled ? .adjustable : [.adjustable, .notEnabled] }
  func increment() { stepper.step(1) }
  func decrement() { stepper.step(-1) }
}

/// A segmented control: adjustable, its value the chosen segment's title (UIKit offers each
/// segment as a button).
struct SegmentedControlAccessibility: AccessibilityBehavior {
  let control: SegmentedControl

  var isElement: Bool { true }
  var value: String? { control.titleForSegment(at: control.selectedSegmentIndex) }
  var traits: AccessibilityTraits { control.isEnabled ? .adjustable : [.adjustable, .notEnabled] }
  func increment() {
    _ = control.respondToKey(control.isRightToLeft ? .left : .right, modifiers: [])
  }
  func decrement() {
    _ = control.respondToKey(control.isRightToLeft ? .right : .left, modifiers: [])
  }
}

/// A page control, as `UIPageControl`: adjustable, its value "page 2 of 5".
struct PageControlAccessibility: AccessibilityBehavior {
  let control: PageControl

  var isElement: Bool { control.numberOfPages > 0 }
  var value: String? { "page \(control.currentPage + 1) of \(control.numberOfPages)" }
  var traits: AccessibilityTraits { .adjustable }
  func increment() {
    _ = control.respondToKey(control.isRightToLeft ? .left : .right, modifiers: [])
  }
  func decrement() {
    _ = control.respondToKey(control.isRightToLeft ? .right : .left, modifiers: [])
  }
}

/// A progress view, as `UIProgressView`: its value a percentage, updating often.
struct ProgressViewAccessibility: AccessibilityBehavior {
  let view: ProgressView

  var isElement: Bool { true }
  var value: String? { "\(Int((view.progress * 100).rounded()))%" }
  var traits: AccessibilityTraits { .updatesFrequently }
}

/// An activity indicator, as `UIActivityIndicatorView`: "In progress" while it spins.
struct ActivityIndicatorAccessibility: AccessibilityBehavior {
  let view: ActivityIndicatorView

  var isElement: Bool { view.isAnimating }
  var label: String? { "In progress" }
  var traits: AccessibilityTraits { .updatesFrequently }
}
