import Foundation

/// What an accessibility element is and what state it is in, as UIKit's
/// `UIAccessibilityTraits`: a screen reader speaks them after the label and value ("Delete,
/// button") and lets the person act on them (an `.adjustable` element takes swipes up and down).
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
  /// The option bits.
  public let rawValue: UInt64
  /// Creates traits from their bits.
  public init(rawValue: UInt64) { self.rawValue = rawValue }

  /// No trait.
  public static let none: AccessibilityTraits = []
  /// The element does something when activated: a button.
  public static let button = AccessibilityTraits(rawValue: 1 << 0)
  /// Activating the element opens a link.
  public static let link = AccessibilityTraits(rawValue: 1 << 1)
  /// The element heads a part of the screen (a section header, a navigation title).
  public static let header = AccessibilityTraits(rawValue: 1 << 2)
  /// The element is a search field.
  public static let searchField = AccessibilityTraits(rawValue: 1 << 3)
  /// The element is a picture.
  public static let image = AccessibilityTraits(rawValue: 1 << 4)
  /// The element is selected (a chosen row, a checked option).
  public static let selected = AccessibilityTraits(rawValue: 1 << 5)
  /// The element is text that does not change.
  public static let staticText = AccessibilityTraits(rawValue: 1 << 6)
  /// The element cannot be used now; screen readers say "dimmed".
  public static let notEnabled = AccessibilityTraits(rawValue: 1 << 7)
  /// The element's value goes up and down with `accessibilityIncrement()` and
  /// `accessibilityDecrement()` (a slider, the section index).
  public static let adjustable = AccessibilityTraits(rawValue: 1 << 8)
  /// The element's value changes often (a clock); screen readers poll it rather than announce
  /// every change.
  public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 9)
  /// The element is a key of a keyboard.
  public static let keyboardKey = AccessibilityTraits(rawValue: 1 << 10)
  /// The element summarizes the screen and is read when it appears.
  public static let summaryElement = AccessibilityTraits(rawValue: 1 << 11)
  /// The element is a tab bar (its children are its tabs).
  public static let tabBar = AccessibilityTraits(rawValue: 1 << 12)
  /// The element switches between on and off (a switch), as iOS 17's `.toggleButton`; its
  /// value is "1" when on and "0" when off.
  public static let toggleButton = AccessibilityTraits(rawValue: 1 << 13)

  /// Every trait with the name the text form of the tree gives it, in a fixed order.
  static let named: [(trait: AccessibilityTraits, name: String)] = [
    (.button, "button"), (.link, "link"), (.header, "header"), (.searchField, "searchField"),
    (.image, "image"), (.selected, "selected"), (.staticText, "staticText"),
    (.notEnabled, "notEnabled"), (.adjustable, "adjustable"),
    (.updatesFrequently, "updatesFrequently"), (.keyboardKey, "keyboardKey"),
    (.summaryElement, "summaryElement"), (.tabBar, "tabBar"), (.toggleButton, "toggleButton"),
  ]

  /// The names of the traits set, in `named`'s order.
  public var names: [String] { Self.named.filter { contains($0.trait) }.map(\.name) }
}
