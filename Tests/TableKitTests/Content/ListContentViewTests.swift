import Foundation
import Testing

@testable import TableKit

/// A list content view on its own: image limits, reserved room, padding and alignment.
@MainActor
@Suite
struct ListContentViewTests {
  typealias Configuration = ListContentConfiguration

  /// A view 320 × `height` showing `configuration`, laid out.
  private func view(_ configuration: Configuration, height: CGFloat = 44) -> ListContentView {
    let view = ListContentView(configuration: configuration)
    view.screen = ViewTesting.screen()
    view.frame = CGRect(x: 0, y: 0, width: 320, height: height)
    view.layoutIfNeeded()
    return view
  }

  @Test func aLargeImageShrinksToTheRowAndItsMaximumSize() {
    var content = Configuration.cell()
    content.image = .test("large")
    content.text = "Photos"
    #expect(view(content).imageLayoutFrame == CGRect(x: 15, y: 8, width: 29, height: 29))
    content.imageProperties.maximumSize = CGSize(width: 20, height: 0)
    let limited = view(content)
    #expect(limited.imageLayoutFrame == CGRect(x: 15, y: 12, width: 20, height: 20))
    #expect(limited.textLayoutFrame?.minX == 50, "15 + 20 + 15")
  }

  @Test func reservedRoomLinesUpTextsOfRowsWithAndWithoutImages() {
    var content = Configuration.cell()
    content.text = "Title"
    content.imageProperties.reservedLayoutSize = CGSize(width: 40, height: 0)
    #expect(view(content).textLayoutFrame?.minX == 70, "15 + 40 + 15")
    content.image = .test("small")
    let withImage = view(content)
    #expect(withImage.imageLayoutFrame == CGRect(x: 25, y: 12, width: 20, height: 20))
    #expect(withImage.textLayoutFrame?.minX == 70)
  }

  @Test func stackedTextsKeepTheVerticalPaddingBetweenThem() {
    var content = Configuration.subtitleCell()
    content.text = "Title"
    content.secondaryText = "Detail"
    content.textToSecondaryTextVerticalPadding = 4
    let view = view(content)
    // 20 + 4 + 14 = 38 points, centred in 44.
    #expect(view.textLayoutFrame == CGRect(x: 15, y: 3, width: 290, height: 20))
    #expect(view.secondaryTextLayoutFrame == CGRect(x: 15, y: 27, width: 290, height: 14))
    #expect(view.sizeThatFits(CGSize(width: 320, height: 0)).height == 60, "38 + 2 × 11")
  }

  @Test func aValueCellsSecondaryTextKeepsToTheTrailingEdge() throws {
    var content = Configuration.valueCell()
    content.text = "Wi-Fi"
    content.secondaryText = "Home"
    let view = view(content)
    let detail = try #require(view.secondaryTextLayoutFrame)
    #expect(detail.maxX == 305)
    #expect(view.secondaryTextLabel.textAlignment == .right)
  }

  @Test func aTransformChangesWhatIsDrawnButNotTheText() {
    var content = Configuration.cell()
    content.text = "Wi-Fi"
    content.textProperties.transform = .uppercase
    let view = view(content)
    #expect(ViewTesting.textRuns(of: view).map(\.string) == ["WI-FI"])
    #expect(view.listConfiguration.text == "Wi-Fi")
  }

  @Test func aViewIgnoresConfigurationsOfAnotherKind() {
    struct Other: ContentConfiguration {
      func makeContentView() -> View & ContentView { ListContentView(configuration: .cell()) }
      func updated(for state: any ConfigurationState) -> Other { self }
    }
    var content = Configuration.cell()
    content.text = "Kept"
    let view = view(content)
    #expect(!view.supports(Other()))
    view.configuration = Other()
    #expect(view.listConfiguration == content)
  }
}
