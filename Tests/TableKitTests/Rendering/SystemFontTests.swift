import Foundation
import Testing

@testable import TableKit

/// UIKit's font constructors (issue 13, item 9; issue 26, item 1): each weight has its own
/// Inter face, the display optical size from 20 points as iOS switches, text styles have iOS's
/// default sizes.
@Suite
struct SystemFontTests {
  @Test func eachOfUIKitsNineWeightsHasItsOwnInterFace() {
    let expected: [(Font.Weight, String)] = [
      (.ultraLight, "Inter-Thin"), (.thin, "Inter-ExtraLight"), (.light, "Inter-Light"),
      (.regular, "Inter-Regular"), (.medium, "Inter-Medium"), (.semibold, "Inter-SemiBold"),
      (.bold, "Inter-Bold"), (.heavy, "Inter-ExtraBold"), (.black, "Inter-Black"),
    ]
    for (weight, name) in expected {
      #expect(Font.systemFont(ofSize: 17, weight: weight).name == name)
    }
    #expect(Font.systemFont(ofSize: 17) == .systemFont(ofSize: 17, weight: .regular))
    #expect(Font.boldSystemFont(ofSize: 17) == .systemFont(ofSize: 17, weight: .bold))
  }

  @Test func aWeightBetweenTwoNamedOnesTakesTheNearerFace() {
    #expect(Font.systemFont(ofSize: 17, weight: .init(rawValue: 0.28)).name == "Inter-SemiBold")
    #expect(Font.systemFont(ofSize: 17, weight: .init(rawValue: 0.05)).name == "Inter-Regular")
    #expect(Font.systemFont(ofSize: 17, weight: .init(rawValue: .nan)).name == "Inter-Regular")
  }

  @Test func fromTwentyPointsTheDisplayOpticalSizeIsUsedAsOnIOS() {
    #expect(Font.systemFont(ofSize: 19.5).name == "Inter-Regular")
    #expect(Font.systemFont(ofSize: 20).name == "InterDisplay-Regular")
    #expect(Font.boldSystemFont(ofSize: 34).name == "InterDisplay-Bold")
    #expect(Font.systemFont(ofSize: .nan).name == "Inter-Regular")
  }

  @Test func resizingASystemFontKeepsItsWeightAndTakesTheOpticalSizeOfTheNewSize() {
    let headline = Font.systemFont(ofSize: 17, weight: .semibold)
    #expect(headline.withSize(28).name == "InterDisplay-SemiBold")
    #expect(headline.withSize(28).withSize(13).name == "Inter-SemiBold")
    #expect(Font.italicSystemFont(ofSize: 13).withSize(22).name == "InterDisplay-Italic")
    #expect(Font(name: "Georgia", size: 12).withSize(30).name == "Georgia")
  }

  @Test func weightsSortFromLightToHeavyWithUIKitsRawValues() {
    let all: [Font.Weight] = [
      .ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black,
    ]
    #expect(all == all.sorted())
    #expect(Font.Weight.regular.rawValue == 0)
    #expect(Font.Weight.semibold.rawValue == 0.3)
  }

  @Test func theItalicSystemFontIsInterItalic() {
    #expect(Font.italicSystemFont(ofSize: 13).name == "Inter-Italic")
    #expect(Font.italicSystemFont(ofSize: 13).pointSize == 13)
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

  @Test func onlyTheHeadlineStyleIsSemibold() {
    #expect(Font.preferredFont(forTextStyle: .headline).name == "Inter-SemiBold")
    #expect(Font.preferredFont(forTextStyle: .body).name == Font.systemFontName)
    #expect(Font.preferredFont(forTextStyle: .largeTitle).name == "InterDisplay-Regular")
  }

  @Test func anUnknownTextStyleIsBody() {
    #expect(
      Font.preferredFont(forTextStyle: Font.TextStyle(rawValue: "custom"))
        == .preferredFont(forTextStyle: .body))
  }
}
