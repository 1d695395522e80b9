import Foundation

/// A label, as `UILabel`: an element when it has text, read as static text, dimmed when
/// disabled.
struct LabelAccessibility: AccessibilityBehavior {
  let view: Label

  var isElement: Bool { !(view.text ?? "").isEmpty }
  var label: String? { view.text }
  var traits: AccessibilityTraits { view.isEnabled ? .staticText : [.staticText, .notEnabled] }
}

/// An image view, as `UIImageView`: an image, but not an element until it is given a label
/// (a decorative picture is skipped).
struct ImageAccessibility: AccessibilityBehavior {
  let view: ImageView

  var traits: AccessibilityTraits { .image }
}
