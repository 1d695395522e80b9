import Foundation
import Testing

@testable import TableKit

/// UIKit's font constructors (issue 13, item 9): weights map onto the two DejaVu faces that
/// ship, text styles have iOS's default sizes.
@Suite
struct SystemFontTests {
  @Test func weightsUpToMediumDrawRegularAndFromSemiboldOnBold() {
    let regular: [Font.Weight] = [.ultraLight, .thin, .light, .regular, .medium]
    let bold: [Font.Weight] = [.semibold, .bold, .heavy, .black]
    for weight in regular {
      #expect(Font.systemFont(ofSize: 17, weight: weight) == .systemFont(ofSize: 17))
    }
    for weight in bold {
      #expect(Font.systemFont(ofSize: 17, weight: weight) == .boldSystemFont(ofSize: 17))
    }
  }

  @Test func weightsSortFromLightToHeavyWithUIKitsRawValues() {
    let all: [Font.Weight] = [
      .ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black,
    ]
    #expect(all == all.sorted())
    #expect(Font.Weight.regular.rawValue == 0)
    #expect(Font.Weight.semibold.rawValue == 0.3)
  }

  @Test func theItalicSystemFontFallsBackToTheRegularFace() {
    #expect(Font.italicSystemFont(ofSize: 13) == .systemFont(ofSize: 13))
  }

  @Test func textStylesHaveIOSDefaultSizes() {
    let expected: [(Font.TextStyle, CGFloat)] = [
      (.largeTitle, 34), (.title1, 28), (.title2, 22), (.title3, 20), (.headline, 17),
      (.body, 17), (.callout, 16), (.subheadline, 15), (.footnote, 13), (.caption1, 12),
      (.caption2, 11),
    ]
    for (style, size) in expected {
      #expect(Font.preferredFont(forTextStyle: style).pointSize == size)
    }
  }

  @Test func onlyTheHeadlineStyleIsBold() {
    #expect(Font.preferredFont(forTextStyle: .headline).name == Font.boldSystemFontName)
    #expect(Font.preferredFont(forTextStyle: .body).name == Font.systemFontName)
    #expect(Font.preferredFont(forTextStyle: .largeTitle).name == Font.systemFontName)
  }

  @Test func anUnknownTextStyleIsBody() {
    #expect(
      Font.preferredFont(forTextStyle: Font.TextStyle(rawValue: "custom"))
        == .preferredFont(forTextStyle: .body))
  }
}
