import Foundation

/// The accessibility a kind of view has before anything is set on it, as UIKit builds into its
/// classes: a label is static text, a switch a toggle button, a cell reads its texts. Each kind
/// answers in its own type (`CellAccessibility`, `SwitchAccessibility`, …);
/// `View.accessibilityBehavior` picks the one for a view. The properties of `View` fall back to
/// these answers until assigned.
@MainActor
protocol AccessibilityBehavior {
  /// Whether the view is an element of its own (read and focused as one).
  var isElement: Bool { get }
  /// What the view is called.
  var label: String? { get }
  /// What it holds now (a switch's "1", a slider's amount).
  var value: String? { get }
  /// What activating it does, when that is not plain.
  var hint: String? { get }
  /// What it is and its state.
  var traits: AccessibilityTraits { get }
  /// Whether it is checked, for what can be (a switch, a row with a checkmark); nil otherwise.
  var checkState: AccessibilityCheckState? { get }
  /// Its rect on screen when that is not its bounds (the area that takes its touches, when
  /// larger); nil for its bounds.
  var frame: CGRect? { get }
  /// What kind of container it is.
  var containerType: AccessibilityContainerType { get }
  /// Whether it hides its siblings while it shows (an alert).
  var viewIsModal: Bool { get }
  /// Its actions besides activation.
  var customActions: [AccessibilityCustomAction] { get }
  /// The elements it holds in reading order (views and `AccessibilityElement`s), when they are
  /// not simply its subviews; nil reads the subviews.
  var elements: [Any]? { get }
  /// Does what a double tap does; returns whether it did something.
  func activate() -> Bool
  /// Moves an adjustable value up.
  func increment()
  /// Moves an adjustable value down.
  func decrement()
  /// Scrolls by a page; returns whether it scrolled.
  func scroll(_ direction: AccessibilityScrollDirection) -> Bool
  /// Dismisses or goes back; returns whether it did.
  func performEscape() -> Bool
}

extension AccessibilityBehavior {
  var isElement: Bool { false }
  var label: String? { nil }
  var value: String? { nil }
  var hint: String? { nil }
  var traits: AccessibilityTraits { .none }
  var checkState: AccessibilityCheckState? { nil }
  var frame: CGRect? { nil }
  var containerType: AccessibilityContainerType { .none }
  var viewIsModal: Bool { false }
  var customActions: [AccessibilityCustomAction] { [] }
  var elements: [Any]? { nil }
  func activate() -> Bool { false }
  func increment() {}
  func decrement() {}
  func scroll(_ direction: AccessibilityScrollDirection) -> Bool { false }
  func performEscape() -> Bool { false }
}

/// A plain view: a container of its subviews, not an element.
struct PlainViewAccessibility: AccessibilityBehavior {}
