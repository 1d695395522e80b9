import Foundation

/// The text size the user chose, as UIKit's `UIContentSizeCategory`: seven standard sizes from
/// extra small to extra extra extra large (Large is the default), then five accessibility
/// sizes. Categories compare by size.
public enum ContentSizeCategory: Int, Hashable, Sendable, CaseIterable, Comparable {
  /// Not set here: inherited, and Large where nothing sets it.
  case unspecified
  /// xS.
  case extraSmall
  /// S.
  case small
  /// M.
  case medium
  /// L, the default.
  case large
  /// XL.
  case extraLarge
  /// XXL.
  case extraExtraLarge
  /// XXXL, the largest standard size.
  case extraExtraExtraLarge
  /// AX1.
  case accessibilityMedium
  /// AX2.
  case accessibilityLarge
  /// AX3.
  case accessibilityExtraLarge
  /// AX4.
  case accessibilityExtraExtraLarge
  /// AX5, the largest.
  case accessibilityExtraExtraExtraLarge

  /// Whether this is one of the five accessibility sizes.
  public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

  /// The category with `unspecified` read as the default, Large.
  public var specified: ContentSizeCategory { self == .unspecified ? .large : self }

  /// The case's Swift name (`extraSmall`, `accessibilityExtraLarge`), as command lines take it.
  public var name: String {
    switch self {
    case .unspecified: "unspecified"
    case .extraSmall: "extraSmall"
    case .small: "small"
    case .medium: "medium"
    case .large: "large"
    case .extraLarge: "extraLarge"
    case .extraExtraLarge: "extraExtraLarge"
    case .extraExtraExtraLarge: "extraExtraExtraLarge"
    case .accessibilityMedium: "accessibilityMedium"
    case .accessibilityLarge: "accessibilityLarge"
    case .accessibilityExtraLarge: "accessibilityExtraLarge"
    case .accessibilityExtraExtraLarge: "accessibilityExtraExtraLarge"
    case .accessibilityExtraExtraExtraLarge: "accessibilityExtraExtraExtraLarge"
    }
  }

  /// The category whose `name` is `name`, or nil.
  public init?(name: String) {
    guard let match = Self.allCases.first(where: { $0.name == name }) else { return nil }
    self = match
  }

  /// Orders categories from smallest to largest (`unspecified` first).
  public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}
