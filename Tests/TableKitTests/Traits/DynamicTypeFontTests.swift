import Foundation
import Testing

@testable import TableKit

/// Dynamic Type's fonts (issue 26, item 4): every text style at every content size category
/// as iOS 17 sizes it (LOOK.md's table, copied here so that the code's table is checked
/// against it), weights kept, fonts remembering their style, and `FontMetrics`.
@Suite
struct DynamicTypeFontTests {
  /// The specified categories in the table's column order.
  static let categories: [ContentSizeCategory] = [
    .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
    .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge,
    .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
  ]

  /// LOOK.md, "Dynamic Type": xS S M L XL XXL XXXL AX1 AX2 AX3 AX4 AX5.
  static let table: [(Font.TextStyle, [CGFloat])] = [
    (.largeTitle, [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]),
    (.title1, [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]),
    (.title2, [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]),
    (.title3, [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]),
    (.headline, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]),
    (.body, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]),
    (.callout, [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]),
    (.subheadline, [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]),
    (.footnote, [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]),
    (.caption1, [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]),
    (.caption2, [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]),
  ]

  static func traits(_ category: ContentSizeCategory) -> TraitCollection {
    TraitCollection(preferredContentSizeCategory: category)
  }

  @Test func everyStyleHasIOS17sSizeAtEveryCategory() {
    #expect(Self.table.count == 11)
    #expect(Self.categories.count == ContentSizeCategory.allCases.count - 1)
    for (style, sizes) in Self.table {
      #expect(sizes.count == 12)
      for (category, size) in zip(Self.categories, sizes) {
        let font = Font.preferredFont(forTextStyle: style, compatibleWith: Self.traits(category))
        #expect(font.pointSize == size, "\(style.rawValue) at \(category.name)")
      }
    }
  }

  @Test func anUnspecifiedCategoryOrNoTraitsIsLarge() {
    for (style, sizes) in Self.table {
      let large = sizes[3]
      #expect(Font.preferredFont(forTextStyle: style).pointSize == large)
      #expect(Font.preferredFont(forTextStyle: style, compatibleWith: nil).pointSize == large)
      #expect(
        Font.preferredFont(forTextStyle: style, compatibleWith: TraitCollection()).pointSize
          == large)
    }
  }

  @Test func eachStyleKeepsItsWeightAndTakesTheOpticalSizeOfItsSize() {
    let ax3 = Self.traits(.accessibilityExtraLarge)
    let xs = Self.traits(.extraSmall)
    func name(_ style: Font.TextStyle, _ traits: TraitCollection) -> String {
      Font.preferredFont(forTextStyle: style, compatibleWith: traits).name
    }
    #expect(name(.headline, ax3) == "InterDisplay-SemiBold")
    #expect(name(.headline, xs) == "Inter-SemiBold")
    #expect(name(.body, ax3) == "InterDisplay-Regular")
    #expect(name(.title3, xs) == "Inter-Regular", "17 points: the text optical size")
    for (style, _) in Self.table where style != .headline {
      for category in Self.categories {
        let font = Font.preferredFont(forTextStyle: style, compatibleWith: Self.traits(category))
        #expect(font.name.hasSuffix("-Regular"), "\(style.rawValue) at \(category.name)")
        #expect(font == .systemFont(ofSize: font.pointSize))
      }
    }
  }

  @Test func aTextStyleFontRemembersItsStyleAndEqualsTheSameFaceAndSize() {
    let body = Font.preferredFont(forTextStyle: .body)
    #expect(body.textStyle == .body)
    #expect(body.isScalable)
    let fixed = Font.systemFont(ofSize: 17)
    #expect(fixed.textStyle == nil)
    #expect(!fixed.isScalable)
    #expect(body == fixed, "they draw alike")
    #expect(body.hashValue == fixed.hashValue)
    #expect(Set([body, fixed]).count == 1)
    let caption = Font.preferredFont(forTextStyle: .caption2, compatibleWith: Self.traits(.small))
    #expect(caption.textStyle == .caption2)
  }

  @Test func aResizedOrChangedFontIsNoLongerATextStyleFont() {
    let body = Font.preferredFont(forTextStyle: .body)
    #expect(body.withSize(30).textStyle == nil)
    #expect(body.withSize(17).textStyle == nil)
    #expect(!body.withSize(30).isScalable)
    var changed = body
    changed.pointSize = 20
    #expect(changed.textStyle == nil)
    var renamed = body
    renamed.name = "Georgia"
    #expect(!renamed.isScalable)
  }

  @Test func aTextStyleFontIsMadeAgainAtAnotherCategory() {
    let headline = Font.preferredFont(forTextStyle: .headline)
    let ax5 = headline.scaled(for: .accessibilityExtraExtraExtraLarge)
    #expect(ax5 == .systemFont(ofSize: 53, weight: .semibold))
    #expect(ax5?.textStyle == .headline)
    #expect(Font.systemFont(ofSize: 17).scaled(for: .accessibilityMedium) == nil)
  }

  @Test func fontMetricsScaleACustomFontByTheStylesRatio() {
    let custom = Font(name: "Georgia", size: 15)
    let body = FontMetrics.default
    #expect(body.textStyle == .body)
    #expect(body.scaledFont(for: custom) == custom, "Large leaves it as designed")
    let ax3 = body.scaledFont(for: custom, compatibleWith: Self.traits(.accessibilityExtraLarge))
    #expect(ax3.name == "Georgia")
    #expect(abs(ax3.pointSize - 15 * 40 / 17) < 1e-9)
    #expect(ax3.isScalable)
    #expect(ax3.textStyle == nil, "a scaled custom font is no text style's")
    let xs = FontMetrics(forTextStyle: .title1)
      .scaledFont(for: custom, compatibleWith: Self.traits(.extraSmall))
    #expect(abs(xs.pointSize - 15 * 25 / 28) < 1e-9)
    #expect(body.scaledFont(for: custom, compatibleWith: nil).pointSize == 15)
  }

  @Test func aScaledSystemFontKeepsItsWeightAndSwitchesOpticalSize() {
    let medium = Font.systemFont(ofSize: 15, weight: .medium)
    let big = FontMetrics(forTextStyle: .subheadline)
      .scaledFont(for: medium, compatibleWith: Self.traits(.accessibilityMedium))
    #expect(big == .systemFont(ofSize: 25, weight: .medium))
    #expect(big.name == "InterDisplay-Medium")
  }

  @Test func aScaledFontIsMadeAgainFromItsBaseAtAnotherCategory() {
    let custom = Font(name: "Georgia", size: 34)
    let metrics = FontMetrics(forTextStyle: .largeTitle)
    let scaled = metrics.scaledFont(for: custom, compatibleWith: Self.traits(.extraSmall))
    #expect(scaled.pointSize == 31)
    #expect(scaled.scaled(for: .accessibilityExtraExtraExtraLarge)?.pointSize == 60)
    #expect(scaled.scaled(for: .large) == custom, "back to the design, not compounded")
  }

  @Test func aMaximumPointSizeCapsTheScaledFont() {
    let custom = Font(name: "Georgia", size: 17)
    let capped = FontMetrics.default.scaledFont(
      for: custom, maximumPointSize: 30, compatibleWith: Self.traits(.accessibilityLarge))
    #expect(capped.pointSize == 30)
    #expect(capped.scaled(for: .extraLarge)?.pointSize == 19, "under the cap it scales")
    #expect(capped.scaled(for: .accessibilityExtraExtraExtraLarge)?.pointSize == 30)
    let uncapped = FontMetrics.default.scaledFont(
      for: custom, maximumPointSize: 0, compatibleWith: Self.traits(.accessibilityLarge))
    #expect(uncapped.pointSize == 33, "no positive cap is none")
    #expect(FontMetrics.default.scaledFont(for: custom, maximumPointSize: 10).pointSize == 10)
  }

  @Test func fontMetricsScaleValuesByTheStylesRatio() {
    let body = FontMetrics.default
    let ax3 = Self.traits(.accessibilityExtraLarge)
    #expect(abs(body.scaledValue(for: 44, compatibleWith: ax3) - 44 * 40 / 17) < 1e-9)
    #expect(body.scaledValue(for: 44) == 44)
    #expect(body.scaledValue(for: 44, compatibleWith: nil) == 44)
    #expect(body.scaledValue(for: 44, compatibleWith: TraitCollection()) == 44)
    let footnote = FontMetrics(forTextStyle: .footnote)
    #expect(abs(footnote.scaledValue(for: 13, compatibleWith: Self.traits(.small)) - 12) < 1e-9)
    #expect(abs(footnote.scaledValue(for: 26, compatibleWith: ax3) - 66) < 1e-9)
  }

  @Test func anUnknownStyleScalesAsBody() {
    let custom = Font.TextStyle(rawValue: "custom")
    let ax1 = Self.traits(.accessibilityMedium)
    #expect(Font.preferredFont(forTextStyle: custom, compatibleWith: ax1).pointSize == 28)
    #expect(FontMetrics(forTextStyle: custom).scaledValue(for: 17, compatibleWith: ax1) == 28)
  }
}
