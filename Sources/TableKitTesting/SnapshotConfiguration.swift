import Foundation
import TableKit

/// One configuration a snapshot is taken in: an appearance, a text size, a scale and a layout
/// direction. Its `name` is the suffix of the golden recorded in it, so that every golden of a
/// matrix says what it shows: `light-large-ltr@1x`, `dark-accessibilityExtraLarge-rtl@2x`.
public struct SnapshotConfiguration: Hashable, Sendable, CustomStringConvertible {
  /// Light or dark.
  public var appearance: UserInterfaceStyle
  /// The text size, a `ContentSizeCategory` other than `unspecified`.
  public var textSize: ContentSizeCategory
  /// Device pixels per point.
  public var scale: CGFloat
  /// Left to right or right to left.
  public var layoutDirection: LayoutDirection

  /// A configuration; by default light, Large, 1× and left to right.
  public init(
    appearance: UserInterfaceStyle = .light, textSize: ContentSizeCategory = .large,
    scale: CGFloat = 1, layoutDirection: LayoutDirection = .leftToRight
  ) {
    self.appearance = appearance == .unspecified ? .light : appearance
    self.textSize = textSize.specified
    self.scale = scale
    self.layoutDirection = layoutDirection
  }

  /// Every combination of the given values, in the order given with the last list varying
  /// fastest: one call of `Snapshotter.assertSnapshots(named:size:configurations:of:)` checks
  /// them all.
  public static func matrix(
    appearances: [UserInterfaceStyle] = [.light],
    textSizes: [ContentSizeCategory] = [.large],
    scales: [CGFloat] = [1],
    layoutDirections: [LayoutDirection] = [.leftToRight]
  ) -> [SnapshotConfiguration] {
    appearances.flatMap { appearance in
      textSizes.flatMap { textSize in
        scales.flatMap { scale in
          layoutDirections.map { direction in
            SnapshotConfiguration(
              appearance: appearance, textSize: textSize, scale: scale,
              layoutDirection: direction)
          }
        }
      }
    }
  }

  /// The traits a window hosting the snapshot gives its views: the appearance and the text
  /// size (the direction comes from the screen, the scale from the canvas).
  public var traitCollection: TraitCollection {
    TraitCollection().modifyingTraits {
      $0.userInterfaceStyle = appearance
      $0.preferredContentSizeCategory = textSize
    }
  }

  /// The golden's suffix: appearance, text size, direction and scale, as
  /// `dark-accessibilityExtraLarge-rtl@2x`.
  public var name: String {
    let style = appearance == .dark ? "dark" : "light"
    let direction = layoutDirection == .rightToLeft ? "rtl" : "ltr"
    let scaleText =
      scale.rounded() == scale ? String(Int(scale)) : String(Double(scale))
    return "\(style)-\(textSize.name)-\(direction)@\(scaleText)x"
  }

  /// `name`, for test output.
  public var description: String { name }
}
