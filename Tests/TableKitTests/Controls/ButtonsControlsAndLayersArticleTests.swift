import Foundation
import Testing

@testable import TableKit

/// The code of the article "Buttons, controls and layers" (ButtonsControlsAndLayers.md) runs
/// and does what the article says.
@MainActor
@Suite
struct ButtonsControlsAndLayersArticleTests {
  @Test func thePopUpButtonShowsItsChosenItem() {
    let sort = Button(configuration: .gray())
    sort.menu = Menu(
      title: "Sort By",
      children: [
        Action(title: "Due Date", state: .on) { _ in },
        Action(title: "Title") { _ in },
      ])
    sort.changesSelectionAsPrimaryAction = true
    #expect(sort.currentTitle == "Due Date")
  }

  @Test func theBadgeIsRoundedAndBordered() {
    let badge = Label()
    badge.text = "NEW"
    badge.layer.cornerRadius = 10
    badge.layer.borderWidth = 1
    badge.layer.borderColor = Color.systemBlue.cgColor
    #expect(badge.cornerRadius == 10)
    #expect(badge.layer.borderColor?.color == .systemBlue)
  }
}
