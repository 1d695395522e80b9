import Foundation

/// Light or dark, as UIKit's `UIUserInterfaceStyle`.
public enum UserInterfaceStyle: Int, Hashable, Sendable, CaseIterable {
  /// Not set here: inherited, and drawn light where nothing sets it.
  case unspecified
  /// Dark text on light backgrounds.
  case light
  /// Light text on dark backgrounds.
  case dark
}

/// Whether content sits on the base surface or above it, as UIKit's `UIUserInterfaceLevel`.
public enum UserInterfaceLevel: Int, Hashable, Sendable {
  /// Not set here.
  case unspecified
  /// The window's own content.
  case base
  /// Content presented above other content: alerts, action sheets, menus, sheets.
  case elevated
}

/// The layout direction as a trait, as UIKit's `UITraitEnvironmentLayoutDirection`.
public enum TraitEnvironmentLayoutDirection: Int, Hashable, Sendable {
  /// Not set here.
  case unspecified
  /// Left to right.
  case leftToRight
  /// Right to left.
  case rightToLeft
}

/// How much room there is along one axis, as UIKit's `UIUserInterfaceSizeClass`.
public enum UserInterfaceSizeClass: Int, Hashable, Sendable {
  /// Not set here.
  case unspecified
  /// Little room: a phone's width.
  case compact
  /// Ample room: a tablet's or a desktop window's width.
  case regular
}

/// Normal or increased contrast, as UIKit's `UIAccessibilityContrast`.
public enum AccessibilityContrast: Int, Hashable, Sendable {
  /// Not set here.
  case unspecified
  /// Normal contrast.
  case normal
  /// Increased contrast.
  case high
}

/// Regular or bold text, as UIKit's `UILegibilityWeight`.
public enum LegibilityWeight: Int, Hashable, Sendable {
  /// Not set here.
  case unspecified
  /// Regular text.
  case regular
  /// The user asked for bold text.
  case bold
}
