import Foundation

/// Something an app tells assistive technology, as UIKit's `UIAccessibility.Notification`,
/// posted with `AccessibilityCenter.post(notification:argument:)`.
public struct AccessibilityNotification: Hashable, Sendable, CustomStringConvertible {
  /// The notification's name.
  public let rawValue: String
  /// Creates a notification from its name.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// A new screen appeared (a push, an alert); the argument is the element to focus, or nil
  /// for the first one.
  public static let screenChanged = AccessibilityNotification(rawValue: "screenChanged")
  /// Part of the screen changed; the argument is the element to focus, or nil.
  public static let layoutChanged = AccessibilityNotification(rawValue: "layoutChanged")
  /// Something to say; the argument is the `String`.
  public static let announcement = AccessibilityNotification(rawValue: "announcement")
  /// A scroll by a page finished; the argument is the `String` to say ("Rows 21 to 40 of
  /// 1,000").
  public static let pageScrolled = AccessibilityNotification(rawValue: "pageScrolled")

  /// The name.
  public var description: String { rawValue }
}

/// A person's accessibility setting a host reports, as UIKit's `UIAccessibility.is…Enabled`.
public enum AccessibilitySetting: Sendable, Hashable, CaseIterable {
  /// A screen reader is running (VoiceOver; Orca or the kiosk's spoken mode here).
  case voiceOver
  /// Motion is reduced: pushes and row animations cross-fade.
  case reduceMotion
  /// Text uses a heavier face.
  case boldText
  /// Colors are darkened for contrast.
  case darkerSystemColors
  /// Materials are flat, opaque colors instead of blurs (iOS's Reduce Transparency).
  case reduceTransparency

  /// The `NotificationCenter` name posted when the setting changes, UIKit's.
  public var didChangeNotification: Notification.Name {
    switch self {
    case .voiceOver: Notification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
    case .reduceMotion: Notification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
    case .boldText: Notification.Name("UIAccessibilityBoldTextStatusDidChangeNotification")
    case .darkerSystemColors:
      Notification.Name("UIAccessibilityDarkerSystemColorsStatusDidChangeNotification")
    case .reduceTransparency:
      Notification.Name("UIAccessibilityReduceTransparencyStatusDidChangeNotification")
    }
  }
}
