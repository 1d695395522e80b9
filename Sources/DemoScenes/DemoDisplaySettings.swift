import Foundation
import TableKit

/// The demo's appearance and text size as its user chose them: from the command line, a key
/// (D, Ctrl+Plus, Ctrl+Minus, Ctrl+0) or the Settings scene's Display & Brightness page. The
/// demo application applies them to its window and keeps them in its state folder; the
/// Settings scene shows and changes them. One instance is shared, as iOS's display settings
/// are one for the device.
@MainActor
public final class DemoDisplaySettings {
  /// Light, dark, or whatever the desktop prefers (the freedesktop portal's color scheme).
  public enum Appearance: String, CaseIterable, Sendable {
    /// Always light.
    case light
    /// Always dark.
    case dark
    /// The desktop's preference, light where it states none.
    case system

    /// The name the Settings page shows, as iOS names the choices ("Automatic" follows the
    /// system).
    public var title: String {
      switch self {
      case .light: "Light"
      case .dark: "Dark"
      case .system: "Automatic"
      }
    }

    /// The appearance whose Settings title is `title`, or nil.
    public init?(title: String) {
      guard let match = Self.allCases.first(where: { $0.title == title }) else { return nil }
      self = match
    }
  }

  /// The settings the demo shows with.
  public static let shared = DemoDisplaySettings()

  /// The appearance chosen.
  public var appearance = Appearance.light {
    didSet { if appearance != oldValue { onChange?() } }
  }
  /// The text size chosen; never `unspecified`.
  public var textSize = ContentSizeCategory.large {
    didSet {
      if textSize == .unspecified { textSize = .large }
      if textSize != oldValue { onChange?() }
    }
  }
  /// Called after either changes (the application applies and the Settings scene shows them).
  public var onChange: (() -> Void)?

  /// Settings at light and Large.
  public init() {}

  /// The sizes a step moves through, smallest first: every category but `unspecified`.
  public static let textSizes = ContentSizeCategory.allCases.filter { $0 != .unspecified }

  /// Moves the text size `steps` sizes larger (negative: smaller), stopping at the ends, as
  /// iOS's Text Size slider does.
  public func stepTextSize(by steps: Int) {
    let sizes = Self.textSizes
    let index = sizes.firstIndex(of: textSize) ?? sizes.firstIndex(of: .large) ?? 0
    textSize = sizes[min(sizes.count - 1, max(0, index + steps))]
  }

  /// The name the Settings page shows for `size`: iOS's slider names the standard sizes and
  /// numbers the accessibility ones (AX1 … AX5).
  public static func title(of size: ContentSizeCategory) -> String {
    switch size {
    case .unspecified, .large: "Large (Default)"
    case .extraSmall: "Extra Small"
    case .small: "Small"
    case .medium: "Medium"
    case .extraLarge: "Extra Large"
    case .extraExtraLarge: "Extra Extra Large"
    case .extraExtraExtraLarge: "Extra Extra Extra Large"
    case .accessibilityMedium: "AX1"
    case .accessibilityLarge: "AX2"
    case .accessibilityExtraLarge: "AX3"
    case .accessibilityExtraExtraLarge: "AX4"
    case .accessibilityExtraExtraExtraLarge: "AX5"
    }
  }

  /// The size whose Settings title is `title`, or nil.
  public static func textSize(titled title: String) -> ContentSizeCategory? {
    textSizes.first { self.title(of: $0) == title }
  }
}
