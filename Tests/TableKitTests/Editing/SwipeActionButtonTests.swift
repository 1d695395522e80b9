import Foundation
import Testing

@testable import TableKit

/// How a swipe action's button draws: its fill, a white title centred in its natural width at
/// the end next to the row's content, and an image above the title (alone on short rows).
@MainActor
@Suite struct SwipeActionButtonTests {
  /// A button of `action` on `side`, `width` × `height`.
  private func button(
    title: String? = "More", image: Image? = nil, side: RowSwipeActions.Side = .trailing,
    width: CGFloat = 150, height: CGFloat = 44, layoutDirection: LayoutDirection = .leftToRight
  ) -> SwipeActionButton {
    let screen = ViewTesting.screen(layoutDirection: layoutDirection)
    let button = SwipeActionButton(title: title, fillColor: .systemGray)
    button.screen = screen
    button.image = image
    button.side = side
    button.titleWidth = SwipeActionButton.width(
      for: title, image: image, measuring: screen.textMeasurer,
      imageProvider: screen.imageProvider, traits: .hostDefault)
    button.frame = CGRect(x: 0, y: 0, width: width, height: height)
    return button
  }

  private func commands(of view: View) -> [DrawCommand] {
    var list = DrawList()
    view.render(into: &list)
    return list.commands
  }

  @Test func aTrailingButtonDrawsItsFillAndAWhiteTitleAtItsInnerEnd() {
    let button = button()
    #expect(
      commands(of: button).contains(
        .fillRect(CGRect(x: 0, y: 0, width: 150, height: 44), .systemGray)))
    let run = ViewTesting.textRuns(of: button).first
    #expect(run?.color == .white)
    // "More" is 37.4 wide, centred in the 82-point natural width at the left end.
    #expect(run?.origin.x == 22)
    #expect(run?.origin.y == 12)
  }

  @Test func aLeadingButtonOrARightToLeftTrailingOneHasItsTitleAtTheRightEnd() {
    for button in [button(side: .leading), button(layoutDirection: .rightToLeft)] {
      let x = ViewTesting.textRuns(of: button).first?.origin.x
      #expect(x == 90, "\(String(describing: x?.description))")
    }
  }

  @Test func anImageShowsAboveTheTitleInTallRowsAndAloneInShortOnes() {
    let tall = commands(of: button(image: .test("small"), height: 100))
    #expect(tall.contains(.image(name: "small", rect: CGRect(x: 31, y: 28, width: 20, height: 20))))
    let tallTitle = ViewTesting.textRuns(of: button(image: .test("small"), height: 100)).first
    #expect(tallTitle?.origin.y == 52, "4 below the image, the two centred together")
    let short = button(image: .test("small"))
    #expect(
      commands(of: short).contains(
        .image(name: "small", rect: CGRect(x: 31, y: 12, width: 20, height: 20))))
    #expect(ViewTesting.textRuns(of: short).isEmpty)
  }

  @Test func largeImagesAreScaledDownAndWidenTheButton() {
    #expect(
      SwipeActionButton.fittedImageSize(CGSize(width: 80, height: 40))
        == CGSize(width: 30, height: 15))
    #expect(
      SwipeActionButton.fittedImageSize(CGSize(width: 20, height: 10))
        == CGSize(width: 20, height: 10))
    let screen = ViewTesting.screen()
    let width = SwipeActionButton.width(
      for: nil, image: .test("large"), measuring: screen.textMeasurer,
      imageProvider: screen.imageProvider, traits: .hostDefault)
    #expect(width == 82, "30 + 24 is under the standard width")
  }
}
