import Foundation
import TableKit
import TableKitSDL
import Testing

/// Gives a one-command menu and counts the menu going.
@MainActor
private final class PinMenu: EditMenuInteractionDelegate {
  var dismissals = 0

  func editMenuInteraction(
    _ interaction: EditMenuInteraction, menuFor configuration: EditMenuConfiguration,
    suggestedActions: [MenuElement]
  ) -> Menu? {
    Menu(children: [Action(title: "Pin") { _ in }])
  }

  func editMenuInteraction(
    _ interaction: EditMenuInteraction, willDismissMenuFor configuration: EditMenuConfiguration,
    animator: any EditMenuInteractionAnimating
  ) {
    dismissals += 1
  }
}

/// The router and the edit menu (issue 29): Escape on the keyboard closes an open edit menu
/// before a navigation controller would pop on it or a text would see it; once the menu is
/// gone, Escape goes on as before.
@MainActor
@Suite struct InputRouterEditMenuTests {
  @Test func escapeClosesAnInteractionsMenuBeforeTheNavigationControllerPops() {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 600), clock: ManualClock(now: 0))
    let navigation = NavigationController(rootViewController: ViewController())
    window.rootViewController = navigation
    let detail = ViewController()
    navigation.pushViewController(detail, animated: false)
    window.layoutIfNeeded()
    let delegate = PinMenu()
    let interaction = EditMenuInteraction(delegate: delegate)
    detail.view.addInteraction(interaction)
    interaction.presentEditMenu(
      with: EditMenuConfiguration(identifier: nil, sourcePoint: CGPoint(x: 100, y: 300)))
    #expect(interaction.isMenuVisible)

    let router = InputRouter()
    #expect(router.route(WindowInput(.key(.escape, modifiers: [])), in: window))
    #expect(!interaction.isMenuVisible)
    #expect(delegate.dismissals == 1)
    #expect(navigation.viewControllers.count == 2, "the Escape went no further")
  }

  @Test func escapeClosesATextFieldsMenuAndTheFieldKeepsEditing() {
    let clock = ManualClock(now: 10)
    let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 300), clock: clock)
    let field = TextField(frame: CGRect(x: 20, y: 120, width: 350, height: 44))
    field.clock = clock
    field.text = "hello world"
    window.addSubview(field)
    window.layoutIfNeeded()
    for id in 1...2 {
      field.handle(.pointerDown(id: id, location: CGPoint(x: 30, y: 22), kind: .touch))
      field.handle(.pointerUp(id: id, location: CGPoint(x: 30, y: 22), kind: .touch))
    }
    window.layoutIfNeeded()
    // The menu is the view that takes the pointer somewhere above the field.
    let menu = window.subviews.last
    #expect(menu.map { String(describing: type(of: $0)) } == "EditMenuView")
    let points = stride(from: 0, to: 120, by: 4).flatMap { y in
      stride(from: 0, to: 390, by: 10).map { CGPoint(x: CGFloat($0), y: CGFloat(y)) }
    }
    let onMenu = points.first { window.hitTest($0) === menu }
    #expect(onMenu != nil)
    let router = InputRouter()
    #expect(router.route(WindowInput(.key(.escape, modifiers: [])), in: window))
    window.layoutIfNeeded()
    if let onMenu { #expect(window.hitTest(onMenu) !== menu, "closed, it takes no pointer") }
    #expect(!router.route(WindowInput(.key(.escape, modifiers: [])), in: window), "nothing to close")
    #expect(field.isFirstResponder)
    #expect(field.text == "hello world")
  }
}
