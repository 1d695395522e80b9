import Foundation
import Testing

@testable import TableKit

/// A delegate that gives a menu made by `makeMenu` and records what it is asked and told.
@MainActor
private final class RecordingEditMenuDelegate: EditMenuInteractionDelegate {
  var calls: [String] = []
  var suggestedTitles: [String] = []
  var makeMenu: ([MenuElement]) -> Menu? = { Menu(children: $0) }
  var targetRect = CGRect.null
  var targetRectQueries = 0

  func editMenuInteraction(
    _ interaction: EditMenuInteraction, menuFor configuration: EditMenuConfiguration,
    suggestedActions: [MenuElement]
  ) -> Menu? {
    calls.append("menuFor \(configuration.identifier?.base as? String ?? "nil")")
    suggestedTitles = suggestedActions.map(\.title)
    return makeMenu(suggestedActions)
  }

  func editMenuInteraction(
    _ interaction: EditMenuInteraction, targetRectFor configuration: EditMenuConfiguration
  ) -> CGRect {
    targetRectQueries += 1
    return targetRect
  }

  func editMenuInteraction(
    _ interaction: EditMenuInteraction, willPresentMenuFor configuration: EditMenuConfiguration,
    animator: any EditMenuInteractionAnimating
  ) {
    calls.append("willPresent \(configuration.identifier?.base as? String ?? "nil")")
  }

  func editMenuInteraction(
    _ interaction: EditMenuInteraction, willDismissMenuFor configuration: EditMenuConfiguration,
    animator: any EditMenuInteractionAnimating
  ) {
    animator.addCompletion { [weak self] in self?.calls.append("dismissed") }
    calls.append("willDismiss \(configuration.identifier?.base as? String ?? "nil")")
  }
}

/// A view that can copy, as an app's custom view overrides `canPerformAction` and `copy(_:)`.
@MainActor
private final class CopyableView: View {
  var copies = 0
  override func canPerformAction(_ action: StandardEditAction, withSender sender: Any?) -> Bool {
    action == .copy || super.canPerformAction(action, withSender: sender)
  }
  override func copy(_ sender: Any?) { copies += 1 }
}

/// UIKit's `UIEditMenuInteraction` on any view (issue 29): added with `addInteraction`, it
/// presents the text fields' horizontal edit menu with the delegate's actions and nested menus
/// at a point or the delegate's rect, tells the delegate as it comes and goes, reloads and
/// follows its target, and reports bad input instead of opening.
@MainActor
@Suite struct EditMenuInteractionTests {
  private let window: Window
  private let view: CopyableView
  private let delegate = RecordingEditMenuDelegate()
  private let interaction: EditMenuInteraction

  init() {
    window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 600), clock: ManualClock(now: 0))
    window.screen = ViewTesting.screen()
    view = CopyableView(frame: CGRect(x: 20, y: 200, width: 350, height: 120))
    window.addSubview(view)
    interaction = EditMenuInteraction(delegate: delegate)
    view.addInteraction(interaction)
    window.layoutIfNeeded()
  }

  private var menu: EditMenuView? {
    window.layoutIfNeeded()
    return window.openEditMenu
  }

  private var titles: [String] {
    guard let menu, let layout = menu.layout else { return [] }
    return layout.items.map { menu.entries[$0.index].title }
  }

  private func tap(_ point: CGPoint) {
    guard let menu else { return }
    _ = menu.handle(.pointerDown(id: 5, location: point, kind: .touch))
    _ = menu.handle(.pointerUp(id: 5, location: point, kind: .touch))
    window.layoutIfNeeded()
  }

  private func tap(_ title: String) {
    guard let menu, let layout = menu.layout,
      let item = layout.items.first(where: { menu.entries[$0.index].title == title })
    else { return }
    tap(CGPoint(x: item.frame.midX, y: item.frame.midY))
  }

  private func present(at point: CGPoint = CGPoint(x: 100, y: 60), id: String = "a") {
    interaction.presentEditMenu(with: EditMenuConfiguration(identifier: id, sourcePoint: point))
  }

  @Test func anInteractionBelongsToTheViewItIsAddedTo() {
    #expect(interaction.view === view)
    #expect(view.interactions.count == 1)
    view.addInteraction(interaction)
    #expect(view.interactions.count == 1, "adding it twice keeps one")
    let other = View(frame: .zero)
    other.addInteraction(interaction)
    #expect(interaction.view === other)
    #expect(view.interactions.isEmpty)
    other.removeInteraction(interaction)
    #expect(interaction.view == nil)
  }

  @Test func theDelegatesMenuOpensAboveTheSourcePointAndTellsTheDelegate() throws {
    var chosen: [String] = []
    delegate.makeMenu = { suggested in
      Menu(children: suggested + [Action(title: "Pin") { chosen.append($0.title) }])
    }
    present()
    let menu = try #require(self.menu)
    #expect(interaction.isMenuVisible)
    #expect(delegate.suggestedTitles == ["Copy"], "what the view's responder chain can do")
    #expect(titles == ["Copy", "Pin"])
    #expect(delegate.calls == ["menuFor a", "willPresent a"])
    let layout = try #require(menu.layout)
    // The arrow points down at the source point, in the window's coordinates.
    #expect(layout.pointsDown)
    #expect(layout.arrowTip.x == 120)
    #expect(layout.arrowTip.y == 260 - Metrics.editMenuTargetGap)
    #expect(window.hitTest(CGPoint(x: layout.panelFrame.midX, y: layout.panelFrame.midY)) === menu)
    tap("Pin")
    #expect(chosen == ["Pin"])
    #expect(window.openEditMenu == nil)
    #expect(!interaction.isMenuVisible)
    #expect(delegate.calls == ["menuFor a", "willPresent a", "willDismiss a"])
    // The animator's completion waits for the menu's fade to end, as UIKit's.
    (window.clock as? ManualClock)?.advance(by: Metrics.editMenuClosingDuration)
    window.layoutIfNeeded()
    #expect(delegate.calls == ["menuFor a", "willPresent a", "willDismiss a", "dismissed"])
  }

  @Test func aSuggestedCommandIsPerformedByTheResponderThatCanPerformIt() {
    present()
    tap("Copy")
    #expect(view.copies == 1)
    #expect(window.openEditMenu == nil)
  }

  @Test func aNestedMenuPagesToItsCommandsAndTheLeadingChevronGoesBack() throws {
    var chosen: [String] = []
    delegate.makeMenu = { _ in
      Menu(children: [
        Action(title: "Reply") { chosen.append($0.title) },
        Menu(
          title: "Format",
          children: [
            Action(title: "Bold") { chosen.append($0.title) },
            Action(title: "Italic") { chosen.append($0.title) },
          ]),
      ])
    }
    present()
    #expect(titles == ["Reply", "Format"])
    let root = try #require(menu?.layout)
    #expect(root.previousPageButton == nil)
    // The nested menu's command is wider by its chevron's room.
    let reply = root.items[0].frame.width
    let format = root.items[1].frame.width
    let measurer = ViewTesting.screen().textMeasurer
    let widthOf = { (title: String) in ceil(measurer.size(of: title, font: Metrics.editMenuFont).width) }
    #expect(format - reply == widthOf("Format") - widthOf("Reply") + Metrics.editMenuSubmenuChevronRoom)
    tap("Format")
    #expect(titles == ["Bold", "Italic"])
    let nested = try #require(menu?.layout)
    let back = try #require(nested.previousPageButton)
    #expect(back.minX == nested.panelFrame.minX, "the back chevron leads")
    tap(CGPoint(x: back.midX, y: back.midY))
    #expect(titles == ["Reply", "Format"])
    tap("Format")
    tap("Italic")
    #expect(chosen == ["Italic"])
    #expect(window.openEditMenu == nil)
  }

  @Test func theDelegatesTargetRectIsWhatTheMenuPointsAtAndItFollowsItsUpdates() throws {
    delegate.targetRect = CGRect(x: 200, y: 80, width: 40, height: 20)
    present()
    var layout = try #require(menu?.layout)
    #expect(abs(layout.arrowTip.x - 240) < 0.001)
    #expect(layout.arrowTip.y == 200 + 80 - Metrics.editMenuTargetGap)
    // Asked when presented and when told to move, not at every layout.
    #expect(delegate.targetRectQueries == 1)
    delegate.targetRect = CGRect(x: 100, y: 80, width: 40, height: 20)
    #expect(abs(try #require(menu?.layout).arrowTip.x - 240) < 0.001)
    interaction.updateVisibleMenuPosition(animated: true)
    layout = try #require(menu?.layout)
    #expect(abs(layout.arrowTip.x - 140) < 0.001)
    #expect(delegate.targetRectQueries == 2)
  }

  @Test func reloadingAsksTheDelegateAgainAndShowsTheNewCommands() {
    delegate.makeMenu = { _ in Menu(children: [Action(title: "Like") { _ in }]) }
    present()
    #expect(titles == ["Like"])
    delegate.makeMenu = { _ in Menu(children: [Action(title: "Unlike") { _ in }]) }
    interaction.reloadVisibleMenu()
    #expect(titles == ["Unlike"])
    #expect(!delegate.calls.contains { $0.hasPrefix("willDismiss") }, "the same menu stays")
    // A delegate that now gives nothing closes it.
    delegate.makeMenu = { _ in nil }
    interaction.reloadVisibleMenu()
    #expect(window.openEditMenu == nil)
  }

  @Test func aPressElsewhereTheViewLeavingTheWindowOrDismissMenuCloseIt() {
    present()
    window.closeEditMenu(forPressOn: window)
    #expect(window.openEditMenu == nil)
    present()
    interaction.dismissMenu()
    #expect(window.openEditMenu == nil)
    present()
    view.removeFromSuperview()
    window.layoutIfNeeded()
    #expect(window.openEditMenu == nil)
    #expect(delegate.calls.filter { $0.hasPrefix("willDismiss") }.count == 3)
  }

  @Test func removingTheInteractionClosesItsMenu() {
    present()
    view.removeInteraction(interaction)
    #expect(window.openEditMenu == nil)
  }

  @Test func badInputIsReportedAndNothingOpens() {
    var warnings: [String] = []
    interaction.warningHandler = { warnings.append($0) }
    interaction.presentEditMenu(
      with: EditMenuConfiguration(identifier: nil, sourcePoint: CGPoint(x: CGFloat.nan, y: 3)))
    #expect(warnings.last?.contains("sourcePoint (nan, 3.0) is not a finite point") == true)
    delegate.makeMenu = { _ in Menu(children: [Action(title: "Hidden", attributes: .hidden) { _ in }]) }
    present()
    #expect(warnings.last?.contains("no visible commands") == true)
    view.removeFromSuperview()
    delegate.makeMenu = { Menu(children: $0) }
    present()
    #expect(warnings.last?.contains("is in no window") == true)
    let loose = EditMenuInteraction(delegate: nil)
    loose.warningHandler = { warnings.append($0) }
    loose.presentEditMenu(with: EditMenuConfiguration(identifier: nil, sourcePoint: .zero))
    #expect(warnings.last?.contains("added to no view") == true)
    #expect(warnings.count == 4)
    #expect(window.openEditMenu == nil)
    #expect(delegate.calls.allSatisfy { !$0.hasPrefix("willPresent") })
  }

  @Test func aTargetRectThatIsNotFiniteFallsBackToTheSourcePoint() throws {
    delegate.targetRect = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
    let warnings = GeometryWarnings.warnings(during: {
      present()
      _ = menu?.layout
    })
    #expect(warnings.contains { $0.message.contains("not finite") })
    #expect(try #require(menu?.layout).arrowTip.x == 120)
  }

  @Test func withoutADelegateTheMenuIsTheSuggestedCommands() {
    let plain = EditMenuInteraction(delegate: nil)
    view.removeInteraction(interaction)
    view.addInteraction(plain)
    plain.presentEditMenu(with: EditMenuConfiguration(identifier: nil, sourcePoint: CGPoint(x: 10, y: 10)))
    #expect(titles == ["Copy"])
  }
}
