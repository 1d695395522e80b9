import Foundation

/// An effect a `VisualEffectView` applies to what lies behind it, as UIKit's `UIVisualEffect`.
/// Effects are immutable values shared between views, so they are not tied to the main actor.
open class VisualEffect: @unchecked Sendable {
  /// Creates an effect.
  public init() {}
}

/// A blur of what lies behind a view, tinted as one of iOS's materials, as UIKit's
/// `UIBlurEffect`. The `system…Material` styles follow the traits of the view they are drawn
/// in (light or dark); their `…Light` and `…Dark` variants keep one appearance.
public final class BlurEffect: VisualEffect, @unchecked Sendable {
  /// The material, as UIKit's `UIBlurEffect.Style` (iOS 13's cases, raw values as UIKit's).
  public enum Style: Int, Sendable, CaseIterable, CustomStringConvertible {
    /// A very light blur, almost white (iOS 8).
    case extraLight = 0
    /// A light blur (iOS 8).
    case light = 1
    /// A dark blur (iOS 8).
    case dark = 2
    /// The regular material, light or dark with the traits.
    case regular = 4
    /// A thicker material than `regular`, light or dark with the traits.
    case prominent = 5
    /// The most translucent material, adapting to the appearance.
    case systemUltraThinMaterial = 6
    /// A translucent material, adapting to the appearance.
    case systemThinMaterial = 7
    /// The default material, adapting to the appearance.
    case systemMaterial = 8
    /// A less translucent material, adapting to the appearance.
    case systemThickMaterial = 9
    /// The material of bars (navigation, toolbars, tab bars), adapting to the appearance.
    case systemChromeMaterial = 10
    /// `systemUltraThinMaterial`, always light.
    case systemUltraThinMaterialLight = 11
    /// `systemThinMaterial`, always light.
    case systemThinMaterialLight = 12
    /// `systemMaterial`, always light.
    case systemMaterialLight = 13
    /// `systemThickMaterial`, always light.
    case systemThickMaterialLight = 14
    /// `systemChromeMaterial`, always light.
    case systemChromeMaterialLight = 15
    /// `systemUltraThinMaterial`, always dark.
    case systemUltraThinMaterialDark = 16
    /// `systemThinMaterial`, always dark.
    case systemThinMaterialDark = 17
    /// `systemMaterial`, always dark.
    case systemMaterialDark = 18
    /// `systemThickMaterial`, always dark.
    case systemThickMaterialDark = 19
    /// `systemChromeMaterial`, always dark.
    case systemChromeMaterialDark = 20

    /// The case's name, as in Swift.
    public var description: String {
      switch self {
      case .extraLight: "extraLight"
      case .light: "light"
      case .dark: "dark"
      case .regular: "regular"
      case .prominent: "prominent"
      case .systemUltraThinMaterial: "systemUltraThinMaterial"
      case .systemThinMaterial: "systemThinMaterial"
      case .systemMaterial: "systemMaterial"
      case .systemThickMaterial: "systemThickMaterial"
      case .systemChromeMaterial: "systemChromeMaterial"
      case .systemUltraThinMaterialLight: "systemUltraThinMaterialLight"
      case .systemThinMaterialLight: "systemThinMaterialLight"
      case .systemMaterialLight: "systemMaterialLight"
      case .systemThickMaterialLight: "systemThickMaterialLight"
      case .systemChromeMaterialLight: "systemChromeMaterialLight"
      case .systemUltraThinMaterialDark: "systemUltraThinMaterialDark"
      case .systemThinMaterialDark: "systemThinMaterialDark"
      case .systemMaterialDark: "systemMaterialDark"
      case .systemThickMaterialDark: "systemThickMaterialDark"
      case .systemChromeMaterialDark: "systemChromeMaterialDark"
      }
    }
  }

  /// The material blurred with.
  public let style: Style

  /// Creates a blur in `style`, as `UIBlurEffect(style:)`.
  public init(style: Style) {
    self.style = style
    super.init()
  }
}
