import Foundation
import Testing

@testable import TableKit

/// UIKit's named colors (issue 13, item 9): iOS's light-mode system colors and UIColor's plain
/// colors, so that ported code names them unchanged.
@Suite
struct NamedColorTests {
  @Test func theSystemColorsHaveIOSLightModeValues() {
    let expected: [(Color, String)] = [
      (.systemRed, "#FF3B30"), (.systemOrange, "#FF9500"), (.systemYellow, "#FFCC00"),
      (.systemGreen, "#34C759"), (.systemMint, "#00C7BE"), (.systemTeal, "#30B0C7"),
      (.systemCyan, "#32ADE6"), (.systemBlue, "#007AFF"), (.systemIndigo, "#5856D6"),
      (.systemPurple, "#AF52DE"), (.systemPink, "#FF2D55"), (.systemBrown, "#A2845E"),
      (.systemGray, "#8E8E93"), (.systemGray2, "#AEAEB2"), (.systemGray3, "#C7C7CC"),
      (.systemGray4, "#D1D1D6"), (.systemGray5, "#E5E5EA"), (.systemGray6, "#F2F2F7"),
    ]
    for (color, hex) in expected { #expect(color.description == hex) }
  }

  @Test func theSemanticColorsHaveIOSLightModeValues() {
    let expected: [(Color, String)] = [
      (.label, "#000000"), (.opaqueSeparator, "#C6C6C8"), (.link, "#007AFF"),
      (.systemBackground, "#FFFFFF"), (.secondarySystemBackground, "#F2F2F7"),
      (.tertiarySystemBackground, "#FFFFFF"), (.systemGroupedBackground, "#F2F2F7"),
      (.secondarySystemGroupedBackground, "#FFFFFF"),
      (.tertiarySystemGroupedBackground, "#F2F2F7"),
    ]
    for (color, hex) in expected { #expect(color.description == hex) }
  }

  @Test func theTranslucentLabelsAreTheSameGrayAtFallingOpacity() {
    let gray = Color(rgb: 0x3C3C43)
    let light = TraitCollection.hostDefault
    #expect(Color.tertiaryLabel.resolvedColor(with: light) == gray.withAlphaComponent(0.3))
    #expect(Color.quaternaryLabel.resolvedColor(with: light) == gray.withAlphaComponent(0.18))
    #expect(Color.placeholderText.resolvedColor(with: light) == gray.withAlphaComponent(0.3))
    #expect(
      Color.systemFill.resolvedColor(with: light) == Color(rgb: 0x787880).withAlphaComponent(0.2))
  }

  @Test func theOlderSecondaryLabelAndSeparatorKeepTheValuesTheGoldensAreDrawnWith() {
    #expect(Color.secondaryLabel.description == "#8E8E93")
    #expect(Color.separator.description == "#C8C7CC")
    #expect(Color.tint == .systemBlue)
  }

  @Test func thePlainColorsHaveUIColorsExactComponents() {
    let expected: [(Color, (CGFloat, CGFloat, CGFloat))] = [
      (.red, (1, 0, 0)), (.green, (0, 1, 0)), (.blue, (0, 0, 1)), (.gray, (0.5, 0.5, 0.5)),
      (.lightGray, (2 / 3, 2 / 3, 2 / 3)), (.darkGray, (1 / 3, 1 / 3, 1 / 3)),
      (.orange, (1, 0.5, 0)), (.yellow, (1, 1, 0)), (.purple, (0.5, 0, 0.5)),
      (.brown, (0.6, 0.4, 0.2)), (.cyan, (0, 1, 1)), (.magenta, (1, 0, 1)),
    ]
    for (color, (red, green, blue)) in expected {
      #expect(color == Color(red: red, green: green, blue: blue, alpha: 1))
    }
    #expect(Color.clear.alpha == 0)
    #expect(Color.lightGray.description == "#AAAAAA")
    #expect(Color.brown.description == "#996633")
  }

  @Test func aColorMadeLikeAUIColorTakesItsComponentsAndOpacity() {
    #expect(Color(white: 0.5, alpha: 0.25) == Color(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.25))
    #expect(Color.systemRed.withAlphaComponent(0.5).alpha == 0.5)
    #expect(Color.systemRed.withAlphaComponent(0.5).red == Color.systemRed.red)
  }
}
