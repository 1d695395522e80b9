import Foundation

/// The environment a view draws in, as UIKit's `UITraitCollection`: light or dark, the text
/// size the user chose, whether the view sits on an elevated surface (an alert, a sheet), the
/// layout direction and the scale. A window takes its traits from the host program; every view
/// and view controller inherits its superview's, changed by its own `traitOverrides`.
///
/// Every trait has an `unspecified` value meaning "not set here": merging collections takes, for
/// each trait, the last specified value (`init(traitsFrom:)`), which is how overrides apply.
public struct TraitCollection: Hashable, Sendable, CustomStringConvertible {
  /// Light or dark.
  public var userInterfaceStyle: UserInterfaceStyle = .unspecified
  /// The text size the user chose (Dynamic Type).
  public var preferredContentSizeCategory: ContentSizeCategory = .unspecified
  /// Base, or elevated for content presented above other content (alerts, action sheets,
  /// menus, sheets), which dark mode draws lighter.
  public var userInterfaceLevel: UserInterfaceLevel = .unspecified
  /// Left to right or right to left.
  public var layoutDirection: TraitEnvironmentLayoutDirection = .unspecified
  /// Device pixels per point; 0 when unspecified.
  public var displayScale: CGFloat = 0
  /// Compact (a phone held upright) or regular (a wide window).
  public var horizontalSizeClass: UserInterfaceSizeClass = .unspecified
  /// Compact (a phone on its side) or regular.
  public var verticalSizeClass: UserInterfaceSizeClass = .unspecified
  /// Normal or high contrast.
  public var accessibilityContrast: AccessibilityContrast = .unspecified
  /// Regular or bold text (the user's Bold Text setting).
  public var legibilityWeight: LegibilityWeight = .unspecified
  /// The language TableKit's own words are shown in ("Back", "Cancel", "Edit", see
  /// `SystemStrings`), as a language code such as `de` or `zh-Hans`; nil when unspecified.
  /// iOS takes it from the app's localization for the whole process; TableKit keeps it as a
  /// trait so that a kiosk can switch it while running and a window can differ from its host.
  /// Hosts set it from the person's locale (`SystemStrings.preferredLanguage(environment:)`).
  public var preferredLanguage: String?

  /// A collection with every trait unspecified.
  public init() {}

  /// A collection with only the interface style specified.
  public init(userInterfaceStyle: UserInterfaceStyle) { self.userInterfaceStyle = userInterfaceStyle }

  /// A collection with only the text size specified.
  public init(preferredContentSizeCategory: ContentSizeCategory) {
    self.preferredContentSizeCategory = preferredContentSizeCategory
  }

  /// A collection with only the interface level specified.
  public init(userInterfaceLevel: UserInterfaceLevel) { self.userInterfaceLevel = userInterfaceLevel }

  /// A collection with only the layout direction specified.
  public init(layoutDirection: TraitEnvironmentLayoutDirection) {
    self.layoutDirection = layoutDirection
  }

  /// A collection with only the display scale specified.
  public init(displayScale: CGFloat) { self.displayScale = displayScale }

  /// The collections merged in order: for each trait, the last specified value wins.
  public init(traitsFrom collections: [TraitCollection]) {
    for collection in collections { self = self.overridden(by: collection) }
  }

  /// A copy with `changes` applied, as UIKit 17's `modifyingTraits(_:)`.
  public func modifyingTraits(_ changes: (inout TraitCollection) -> Void) -> TraitCollection {
    var copy = self
    changes(&copy)
    return copy
  }

  /// This collection with every trait `overrides` specifies taken from it.
  public func overridden(by overrides: TraitCollection) -> TraitCollection {
    var merged = self
    if overrides.userInterfaceStyle != .unspecified {
      merged.userInterfaceStyle = overrides.userInterfaceStyle
    }
    if overrides.preferredContentSizeCategory != .unspecified {
      merged.preferredContentSizeCategory = overrides.preferredContentSizeCategory
    }
    if overrides.userInterfaceLevel != .unspecified {
      merged.userInterfaceLevel = overrides.userInterfaceLevel
    }
    if overrides.layoutDirection != .unspecified { merged.layoutDirection = overrides.layoutDirection }
    if overrides.displayScale > 0 { merged.displayScale = overrides.displayScale }
    if overrides.horizontalSizeClass != .unspecified {
      merged.horizontalSizeClass = overrides.horizontalSizeClass
    }
    if overrides.verticalSizeClass != .unspecified {
      merged.verticalSizeClass = overrides.verticalSizeClass
    }
    if overrides.accessibilityContrast != .unspecified {
      merged.accessibilityContrast = overrides.accessibilityContrast
    }
    if overrides.legibilityWeight != .unspecified {
      merged.legibilityWeight = overrides.legibilityWeight
    }
    if let language = overrides.preferredLanguage { merged.preferredLanguage = language }
    return merged
  }

  /// Whether every trait `other` specifies has the same value here, as UIKit's
  /// `containsTraits(in:)`.
  public func containsTraits(in other: TraitCollection) -> Bool {
    overridden(by: other) == self
  }

  /// Whether the two collections differ in a way that changes resolved colors: style, level
  /// or contrast, as UIKit's `hasDifferentColorAppearance(comparedTo:)`.
  public func hasDifferentColorAppearance(comparedTo other: TraitCollection?) -> Bool {
    guard let other else { return true }
    return isDark != other.isDark || isElevated != other.isElevated
      || accessibilityContrast != other.accessibilityContrast
  }

  /// Whether colors resolve to their dark values: the style is dark (unspecified draws light).
  public var isDark: Bool { userInterfaceStyle == .dark }

  /// Whether colors resolve to their elevated values.
  public var isElevated: Bool { userInterfaceLevel == .elevated }

  /// Whether every dynamic color resolves to its light value (its own components) here. iOS's
  /// colors are the same on elevated surfaces in light mode, so those count as light.
  var resolvesToLight: Bool { !isDark && accessibilityContrast != .high }

  /// The traits of a window whose host says nothing: light, the default (Large) text size,
  /// base level, left to right, in English.
  public static let hostDefault = TraitCollection().modifyingTraits {
    $0.userInterfaceStyle = .light
    $0.preferredContentSizeCategory = .large
    $0.userInterfaceLevel = .base
    $0.layoutDirection = .leftToRight
    $0.accessibilityContrast = .normal
    $0.legibilityWeight = .regular
    $0.preferredLanguage = "en"
  }

  /// The specified traits, for messages.
  public var description: String {
    var parts: [String] = []
    if userInterfaceStyle != .unspecified { parts.append("style \(userInterfaceStyle)") }
    if preferredContentSizeCategory != .unspecified {
      parts.append("text size \(preferredContentSizeCategory.name)")
    }
    if userInterfaceLevel != .unspecified { parts.append("level \(userInterfaceLevel)") }
    if layoutDirection != .unspecified { parts.append("direction \(layoutDirection)") }
    if displayScale > 0 { parts.append("scale \(Double(displayScale))") }
    if let preferredLanguage { parts.append("language \(preferredLanguage)") }
    return "TraitCollection(\(parts.joined(separator: ", ")))"
  }
}
