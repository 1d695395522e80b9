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

  @Test func theToolbarShowsTheItemsWithTheTrashAtTheTrailingEdge() {
    let clock = ManualClock()
    let window = Window(frame: CGRect(x: 0, y: 0, width: 375, height: 667), clock: clock)
    let controller = ViewController()
    let navigationController = NavigationController(rootViewController: controller)
    window.rootViewController = navigationController
    window.makeKeyAndVisible()
    controller.toolbarItems = [
      BarButtonItem(title: "Move"), .flexibleSpace(), BarButtonItem(systemItem: .trash),
    ]
    navigationController.setToolbarHidden(false, animated: true)
    clock.advance(by: 1)
    window.layoutIfNeeded()
    let buttons = navigationController.toolbar.buttonFrames
    #expect(buttons.map(\.item.title) == ["Move", nil])
    #expect(abs(buttons[1].frame.maxX - (375 - Metrics.toolbarItemSpacing)) < 0.5)
    #expect(navigationController.toolbar.frame.minY == 667 - Metrics.toolbarHeight)
  }
}
