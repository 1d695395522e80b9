import Foundation
import Testing

@testable import TableKit

/// Records the menu going, and may point it at a rect of its own.
@MainActor
private final class DismissalRecorder: EditMenuInteractionDelegate {
  var dismissed: [String] = []
  var targetRect = CGRect.null

  func editMenuInteraction(
    _ interaction: EditMenuInteraction, menuFor configuration: EditMenuConfiguration,
    suggestedActions: [MenuElement]
  ) -> Menu? {
    Menu(children: [Action(title: "Pin") { _ in }])
  }

  func editMenuInteraction(
    _ interaction: EditMenuInteraction, targetRectFor configuration: EditMenuConfiguration
  ) -> CGRect {
    targetRect
  }

  func editMenuInteraction(
    _ interaction: EditMenuInteraction, willDismissMenuFor configuration: EditMenuConfiguration,
    animator: any EditMenuInteractionAnimating
  ) {
    dismissed.append(configuration.identifier?.base as? String ?? "nil")
  }
}

/// The rest of UIKit's edit menu interaction (issue 29): the configuration's
/// `preferredArrowDirection` (up puts the menu below its target, down above, each giving way
/// when there is no room; left and right as automatic), `location(in:)`, and Escape closing
/// the interaction's menu and a text field's.
@MainActor
@Suite struct EditMenuArrowDirectionTests {
  private let window: Window
  private let view: View
  private let delegate = DismissalRecorder()
  private let interaction: EditMenuInteraction

  init() {
    window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 600), clock: ManualClock(now: 0))
    window.screen = ViewTesting.screen()
    view = View(frame: CGRect(x: 20, y: 200, width: 350, height: 120))
    window.addSubview(view)
    interaction = EditMenuInteraction(delegate: delegate)
    view.addInteraction(interaction)
    window.layoutIfNeeded()
  }

  private func layout(
    _ direction: EditMenuArrowDirection, targetY: CGFloat, height: CGFloat = 600
  ) -> EditMenuLayout {
    EditMenuLayout(
      titles: ["Copy", "Pin"], target: CGRect(x: 150, y: targetY, width: 40, height: 20),
      bounds: CGRect(x: 0, y: 0, width: 390, height: height), page: 0, isRightToLeft: false,
      arrowDirection: direction, measure: { CGFloat($0.count) * 8 })
  }

  private func present(_ direction: EditMenuArrowDirection = .automatic, id: String = "a") {
    let configuration = EditMenuConfiguration(identifier: id, sourcePoint: CGPoint(x: 100, y: 60))
    configuration.preferredArrowDirection = direction
    interaction.presentEditMenu(with: configuration)
    window.layoutIfNeeded()
  }

  // MARK: - Arrow direction

  @Test func upPutsTheMenuBelowItsTargetAndDownAbove() {
    let gap = Metrics.editMenuTargetGap
    let up = layout(.up, targetY: 300)
    #expect(!up.pointsDown)
    #expect(up.arrowTip.y == 320 + gap, "the arrow points up at the target's bottom")
    #expect(up.panelFrame.minY == up.arrowTip.y + Metrics.editMenuArrowSize.height)
    for direction in [EditMenuArrowDirection.down, .automatic] {
      let above = layout(direction, targetY: 300)
      #expect(above.pointsDown)
      #expect(above.arrowTip.y == 300 - gap)
    }
  }

  @Test func aPreferredDirectionGivesWayWhenThereIsNoRoomOnThatSide() {
    // No room below a target near the bottom: up gives way to above.
    #expect(layout(.up, targetY: 560).pointsDown)
    // No room above a target near the top: down gives way to below.
    #expect(!layout(.down, targetY: 10).pointsDown)
    #expect(!layout(.automatic, targetY: 10).pointsDown)
  }

  @Test func leftAndRightArePlacedAsAutomatic() {
    for targetY: CGFloat in [10, 300, 560] {
      let automatic = layout(.automatic, targetY: targetY)
      #expect(layout(.left, targetY: targetY) == automatic)
      #expect(layout(.right, targetY: targetY) == automatic)
    }
    #expect(EditMenuArrowDirection.allCases.map(\.rawValue) == [0, 1, 2, 3, 4], "UIKit's values")
  }

  @Test func theInteractionsMenuFollowsItsConfigurationsPreferredDirection() throws {
    present(.up)
    let menu = try #require(window.openEditMenu)
    let layout = try #require(menu.layout)
    #expect(!layout.pointsDown)
    #expect(layout.arrowTip == CGPoint(x: 120, y: 260 + Metrics.editMenuTargetGap))
    present(.down, id: "b")
    let above = try #require(window.openEditMenu?.layout)
    #expect(above.pointsDown)
    #expect(above.arrowTip.y == 260 - Metrics.editMenuTargetGap)
  }

  // MARK: - location(in:)

  @Test func locationIsTheSourcePointInTheGivenViewAndTheOriginWithNoMenu() {
    #expect(interaction.location(in: view) == .zero)
    let other = View(frame: CGRect(x: 50, y: 100, width: 10, height: 10))
    window.addSubview(other)
    delegate.targetRect = CGRect(x: 0, y: 0, width: 300, height: 40)
    present()
    #expect(interaction.location(in: view) == CGPoint(x: 100, y: 60), "not the target rect")
    #expect(interaction.location(in: nil) == CGPoint(x: 120, y: 260), "the window's")
    #expect(interaction.location(in: other) == CGPoint(x: 70, y: 160))
    interaction.dismissMenu()
    #expect(interaction.location(in: view) == .zero)
  }

  // MARK: - Escape

  @Test func escapeClosesTheInteractionsMenuAndTellsTheDelegate() {
    present()
    #expect(!window.closeEditMenu(forKey: .down, modifiers: []), "other keys go on")
    #expect(!window.closeEditMenu(forKey: .escape, modifiers: .shift))
    #expect(interaction.isMenuVisible)
    #expect(window.closeEditMenu(forKey: .escape, modifiers: []))
    #expect(!interaction.isMenuVisible)
    #expect(window.openEditMenu == nil)
    #expect(delegate.dismissed == ["a"])
    #expect(!window.closeEditMenu(forKey: .escape, modifiers: []), "nothing left to close")
    #expect(delegate.dismissed == ["a"])
  }

  @Test func escapeClosesATextFieldsMenuAndLeavesTheSelection() {
    let harness = EditMenuHarness()
    harness.doubleTap(atX: 30)
    #expect(harness.menu != nil)
    let selection = harness.field.editing.selection
    #expect(harness.window.closeEditMenu(forKey: .escape, modifiers: []))
    #expect(harness.menu == nil)
    #expect(harness.field.isFirstResponder)
    #expect(harness.field.editing.selection == selection)
    #expect(harness.field.text == "hello world")
  }
}
