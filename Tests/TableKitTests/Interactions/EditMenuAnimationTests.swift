import Foundation
import Testing

@testable import TableKit

/// Gives a fixed menu of two commands and records when it is told the menu goes.
@MainActor
private final class TwoCommandMenu: EditMenuInteractionDelegate {
  var chosen: [String] = []
  var dismissals = 0
  /// A view the animators fade out as the menu appears and back in as it goes.
  var badge: View?
  var presentCompletions = 0
  var dismissCompletions = 0
  /// The animator `willPresentMenuFor` was given, kept to add to it later.
  var presentAnimator: (any EditMenuInteractionAnimating)?

  func editMenuInteraction(
    _ interaction: EditMenuInteraction, menuFor configuration: EditMenuConfiguration,
    suggestedActions: [MenuElement]
  ) -> Menu? {
    Menu(children: ["Copy", "Pin"].map { title in Action(title: title) { self.chosen.append($0.title) } })
  }

  func editMenuInteraction(
    _ interaction: EditMenuInteraction, willDismissMenuFor configuration: EditMenuConfiguration,
    animator: any EditMenuInteractionAnimating
  ) {
    dismissals += 1
    animator.addAnimations { self.badge?.alpha = 1 }
    animator.addCompletion { self.dismissCompletions += 1 }
  }

  func editMenuInteraction(
    _ interaction: EditMenuInteraction, willPresentMenuFor configuration: EditMenuConfiguration,
    animator: any EditMenuInteractionAnimating
  ) {
    presentAnimator = animator
    animator.addAnimations { self.badge?.alpha = 0.2 }
    animator.addCompletion { self.presentCompletions += 1 }
  }
}

/// The edit menu fades in growing slightly from its arrow's tip and fades out once dismissed,
/// on the window's clock, as iOS 16/17's (issue 29): the transition's numbers, an
/// `EditMenuInteraction`'s menu appearing and going (no input meanwhile, out of the window once
/// faded), a text field's menu, which is the same view, fading too, and what the interaction's
/// delegate adds to its animator running with the fade.
@MainActor
@Suite struct EditMenuAnimationTests {
  private let clock = ManualClock(now: 0)
  private let window: Window
  private let delegate = TwoCommandMenu()
  private let interaction: EditMenuInteraction
  private let badge = View(frame: CGRect(x: 20, y: 20, width: 40, height: 20))

  init() {
    window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 600), clock: clock)
    window.screen = ViewTesting.screen()
    let view = View(frame: CGRect(x: 20, y: 200, width: 350, height: 120))
    window.addSubview(view)
    window.addSubview(badge)
    delegate.badge = badge
    interaction = EditMenuInteraction(delegate: delegate)
    view.addInteraction(interaction)
    window.layoutIfNeeded()
  }

  private func step(by seconds: TimeInterval) {
    clock.advance(by: seconds)
    window.layoutIfNeeded()
  }

  private func present() {
    interaction.presentEditMenu(
      with: EditMenuConfiguration(identifier: nil, sourcePoint: CGPoint(x: 100, y: 60)))
    window.layoutIfNeeded()
  }

  private func drawing(_ menu: EditMenuView) -> DrawList {
    var list = DrawList()
    menu.draw(in: &list)
    return list
  }

  private func alphas(_ list: DrawList) -> [CGFloat] {
    list.commands.compactMap { if case .pushAlpha(let alpha) = $0 { alpha } else { nil } }
  }

  private func texts(_ list: DrawList) -> [String] {
    list.commands.compactMap { if case .text(let run) = $0 { run.string } else { nil } }
  }

  // MARK: - The transition

  @Test func theEditMenusTransitionIsQuickSlightAndFadesOutWithoutShrinking() {
    var transition = MenuTransition.opening(at: 10, style: .editMenu)
    #expect(transition.scale(at: 10) == Metrics.editMenuAppearingScale)
    #expect(Metrics.editMenuAppearingScale >= 0.85 && Metrics.editMenuAppearingScale < 1)
    #expect(transition.opacity(at: 10) == 0)
    let midway = 10 + Metrics.editMenuOpeningDuration / 2
    #expect(transition.opacity(at: midway) > 0.5 && transition.opacity(at: midway) < 1)
    #expect(transition.isMoving(at: midway))
    let rest = 10 + Metrics.editMenuOpeningDuration
    #expect(Metrics.editMenuOpeningDuration <= 0.25)
    #expect(transition.scale(at: rest) == 1 && transition.opacity(at: rest) == 1)
    #expect(!transition.isMoving(at: rest))

    transition.close(at: 11)
    let fading = 11 + Metrics.editMenuClosingDuration / 2
    #expect(transition.opacity(at: fading) > 0 && transition.opacity(at: fading) < 1)
    #expect(transition.scale(at: fading) == 1, "it fades where it is")
    #expect(transition.isGone(at: 11 + Metrics.editMenuClosingDuration))
  }

  // MARK: - An interaction's menu

  @Test func theMenuFadesInGrowingFromItsArrowsTipOnTheWindowsClock() throws {
    present()
    let menu = try #require(window.openEditMenu)
    let layout = try #require(menu.layout)
    #expect(menu.needsAnimationFrame)
    #expect(interaction.isMenuVisible, "it takes input from the start")
    #expect(window.hitTest(CGPoint(x: layout.panelFrame.midX, y: layout.panelFrame.midY)) === menu)
    let start = drawing(menu)
    #expect(start.commands.isEmpty || alphas(start) == [0], "not seen yet")

    step(by: Metrics.editMenuOpeningDuration / 4)
    let growing = drawing(menu)
    let opacity = try #require(alphas(growing).first)
    #expect(opacity > 0 && opacity < 1)
    // Scaled about the arrow's tip, the tip stays where it points (once the scaled list's
    // translation is added); the panel is smaller.
    let offset = growing.commands.compactMap { command -> CGPoint? in
      if case .pushTranslation(let offset) = command { offset } else { nil }
    }.first ?? .zero
    let arrows = growing.commands.compactMap { if case .fillPolygon(let points, _) = $0 { points } else { nil } }
    #expect(
      arrows.contains { points in
        points.contains {
          abs($0.x + offset.x - layout.arrowTip.x) < 0.01 && abs($0.y + offset.y - layout.arrowTip.y) < 0.01
        }
      })
    let panelWidths = growing.commands.compactMap { command -> CGFloat? in
      switch command {
      case .fillRoundedRect(let rect, _, _), .shadowOutside(let rect, _, _, _): rect.width
      default: nil
      }
    }
    #expect(panelWidths.contains { $0 < layout.panelFrame.width && $0 > layout.panelFrame.width * 0.85 })

    step(by: Metrics.editMenuOpeningDuration)
    #expect(!menu.needsAnimationFrame)
    #expect(alphas(drawing(menu)).isEmpty, "at rest it draws as it always did")
    #expect(texts(drawing(menu)) == ["Copy", "Pin"])
  }

  @Test func aChosenCommandClosesTheMenuWhichFadesAwayTakingNoInput() throws {
    present()
    step(by: 0.5)
    let menu = try #require(window.openEditMenu)
    let layout = try #require(menu.layout)
    let copy = layout.items[0].frame
    let point = CGPoint(x: copy.midX, y: copy.midY)
    _ = menu.handle(.pointerDown(id: 1, location: point, kind: .touch))
    _ = menu.handle(.pointerUp(id: 1, location: point, kind: .touch))
    #expect(delegate.chosen == ["Copy"])
    #expect(delegate.dismissals == 1, "the delegate hears it at once")
    #expect(!interaction.isMenuVisible)
    #expect(window.openEditMenu == nil)
    #expect(menu.superview === window, "still fading out")
    #expect(menu.needsAnimationFrame)
    #expect(window.hitTest(point) !== menu, "what is under the fading menu takes the pointer")

    step(by: Metrics.editMenuClosingDuration / 2)
    let fading = drawing(menu)
    #expect(alphas(fading).contains { $0 > 0 && $0 < 1 })
    #expect(texts(fading) == ["Copy", "Pin"], "drawn as it last showed")
    #expect(menu.superview === window)
    step(by: Metrics.editMenuClosingDuration / 2 + 0.01)
    #expect(menu.superview == nil)
    #expect(!menu.needsAnimationFrame)
    #expect(delegate.dismissals == 1)
  }

  @Test func aMenuPresentedAgainWhileTheLastOneFadesIsANewOpenMenu() throws {
    present()
    step(by: 0.1)
    let first = try #require(window.openEditMenu)
    interaction.dismissMenu()
    step(by: 0.05)
    present()
    let second = try #require(window.openEditMenu)
    #expect(second !== first)
    #expect(interaction.isMenuVisible)
    #expect(first.superview === window && first.isClosed)
    step(by: 0.5)
    #expect(first.superview == nil)
    #expect(interaction.isMenuVisible, "the old menu's end leaves the new one open")
    #expect(window.openEditMenu === second)
  }

  // MARK: - A text's menu

  @Test func aTextFieldsMenuFadesInAndFadesOutWhenItsSelectionChanges() throws {
    let harness = EditMenuHarness()
    harness.doubleTap(atX: 30)
    let menu = try #require(harness.menu)
    #expect(menu.needsAnimationFrame)
    harness.clock.advance(by: Metrics.editMenuOpeningDuration)
    harness.window.layoutIfNeeded()
    #expect(!menu.needsAnimationFrame)
    #expect(texts(drawing(menu)).contains("Copy"))
    // Typing changes the text: the menu no longer applies and fades out as it last showed.
    _ = harness.field.handle(.text("x"))
    harness.window.layoutIfNeeded()
    #expect(harness.menu == nil)
    #expect(menu.superview === harness.window)
    harness.clock.advance(by: Metrics.editMenuClosingDuration / 2)
    harness.window.layoutIfNeeded()
    #expect(texts(drawing(menu)).contains("Copy"))
    #expect(alphas(drawing(menu)).contains { $0 > 0 && $0 < 1 })
    harness.clock.advance(by: Metrics.editMenuClosingDuration)
    harness.window.layoutIfNeeded()
    #expect(menu.superview == nil)
  }

  // MARK: - The delegate's animator

  // What the delegate adds to its animator runs with the menu's fade, as UIKit's
  // `UIEditMenuInteractionAnimating`: a view's alpha changed in `addAnimations` is on its way
  // mid-fade and at its value once the fade ends; `addCompletion` runs once, after the fade.

  /// The badge's alpha as drawn now.
  private var shownAlpha: CGFloat {
    badge.animations?.alpha?.value(at: clock.now) ?? badge.alpha
  }

  @Test func addedAnimationsRunWithTheMenusFadeInAndCompletionsAfterIt() throws {
    present()
    let menu = try #require(window.openEditMenu)
    #expect(badge.alpha == 0.2, "the model value is set at once, as UIKit's")
    #expect(shownAlpha == 1)
    step(by: Metrics.editMenuOpeningDuration / 2)
    #expect(shownAlpha < 1 && shownAlpha > 0.2)
    // Both follow the same critically damped spring: the badge has come as far as the menu.
    let menuOpacity = menu.transition.opacity(at: clock.now)
    #expect(abs((1 - shownAlpha) / 0.8 - menuOpacity) < 0.01)
    #expect(delegate.presentCompletions == 0)
    step(by: Metrics.editMenuOpeningDuration / 2)
    #expect(shownAlpha == 0.2)
    #expect(delegate.presentCompletions == 1)
    step(by: 1)
    #expect(delegate.presentCompletions == 1, "once")
  }

  @Test func addedAnimationsRunWithTheMenusFadeOutAndCompletionsAfterIt() throws {
    present()
    step(by: 1)
    interaction.dismissMenu()
    #expect(badge.alpha == 1)
    step(by: Metrics.editMenuClosingDuration / 2)
    #expect(shownAlpha > 0.2 && shownAlpha < 1)
    #expect(delegate.dismissCompletions == 0)
    step(by: Metrics.editMenuClosingDuration / 2)
    #expect(shownAlpha == 1)
    #expect(delegate.dismissCompletions == 1)
    step(by: 1)
    #expect(delegate.dismissCompletions == 1, "once")
  }

  @Test func whatIsAddedMidFadeEndsWithItAndWhatIsAddedAfterRunsAtOnce() throws {
    present()
    let animator = try #require(delegate.presentAnimator)
    step(by: Metrics.editMenuOpeningDuration / 2)
    let other = View(frame: CGRect(x: 100, y: 20, width: 40, height: 20))
    window.addSubview(other)
    var lateCompletions = 0
    animator.addAnimations { other.alpha = 0 }
    animator.addCompletion { lateCompletions += 1 }
    step(by: Metrics.editMenuOpeningDuration / 4)
    let midway = other.animations?.alpha?.value(at: clock.now) ?? other.alpha
    #expect(midway > 0 && midway < 1, "on its way over what is left of the fade")
    #expect(lateCompletions == 0)
    step(by: Metrics.editMenuOpeningDuration / 4)
    #expect((other.animations?.alpha?.value(at: clock.now) ?? other.alpha) == 0)
    #expect(lateCompletions == 1 && delegate.presentCompletions == 1)
    // After the fade, additions run at once.
    animator.addAnimations { other.alpha = 0.5 }
    #expect((other.animations?.alpha?.value(at: clock.now) ?? other.alpha) == 0.5)
    animator.addCompletion { lateCompletions += 1 }
    #expect(lateCompletions == 2)
  }
}
