import Foundation

/// Content drawn over a material in colors taken from what lies behind it, as UIKit's
/// `UIVibrancyEffect`. Give it to a `VisualEffectView` placed in the `contentView` of a blur's
/// effect view, and add the vibrant views (labels, template images, filled views) to that
/// view's own `contentView`: their shapes are kept and their colors come from the material
/// under them, darker and tinted in light, lighter in dark, as strong as `style` says.
public final class VibrancyEffect: VisualEffect, @unchecked Sendable {
  /// The blur the effect is drawn over.
  public let blurEffect: BlurEffect
  /// The style given at creation; nil for iOS 8's `init(blurEffect:)`.
  public let requestedStyle: VibrancyEffectStyle?

  /// Creates the vibrancy of iOS 8 for content over `blurEffect`, as
  /// `UIVibrancyEffect(blurEffect:)`: drawn as `.label` is, but for a table's separators,
  /// which keep `.separator`'s strength.
  public init(blurEffect: BlurEffect) {
    self.blurEffect = blurEffect
    requestedStyle = nil
    super.init()
  }

  /// Creates the vibrancy of `style` for content over `blurEffect`, as
  /// `UIVibrancyEffect(blurEffect:style:)`.
  public init(blurEffect: BlurEffect, style: VibrancyEffectStyle) {
    self.blurEffect = blurEffect
    requestedStyle = style
    super.init()
  }

  /// The style content is drawn in.
  public var style: VibrancyEffectStyle { requestedStyle ?? .label }
}
