import Foundation

/// How strongly a `VibrancyEffect` draws its content, as UIKit's `UIVibrancyEffectStyle`
/// (iOS 13; raw values as UIKit's): each style stands for one of iOS's semantic colors, which
/// is what the content is drawn in where the backdrop cannot be read or Reduce Transparency
/// is on (`fallbackColor`).
public enum VibrancyEffectStyle: Int, Sendable, CaseIterable, CustomStringConvertible {
  /// Primary text: the strongest.
  case label = 0
  /// Secondary text.
  case secondaryLabel = 1
  /// Tertiary text.
  case tertiaryLabel = 2
  /// Quaternary text: the faintest text.
  case quaternaryLabel = 3
  /// The fill of thin and small shapes.
  case fill = 4
  /// The fill of medium shapes.
  case secondaryFill = 5
  /// The fill of large shapes.
  case tertiaryFill = 6
  /// Hairline separators.
  case separator = 7

  /// The semantic color the style stands for, drawn flat where vibrancy cannot be.
  public var fallbackColor: Color {
    switch self {
    case .label: .label
    case .secondaryLabel: .secondaryLabel
    case .tertiaryLabel: .tertiaryLabel
    case .quaternaryLabel: .quaternaryLabel
    case .fill: .systemFill
    case .secondaryFill: .secondarySystemFill
    case .tertiaryFill: .tertiarySystemFill
    case .separator: .separator
    }
  }

  /// The case's name, as in Swift.
  public var description: String {
    switch self {
    case .label: "label"
    case .secondaryLabel: "secondaryLabel"
    case .tertiaryLabel: "tertiaryLabel"
    case .quaternaryLabel: "quaternaryLabel"
    case .fill: "fill"
    case .secondaryFill: "secondaryFill"
    case .tertiaryFill: "tertiaryFill"
    case .separator: "separator"
    }
  }
}
