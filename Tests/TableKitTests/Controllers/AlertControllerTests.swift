import Foundation
import Testing

@testable import TableKit

/// An alert presented on a window stepped by a manual clock, driven as a host drives it:
/// pointers to the input-handling view under them, keys along the responder chain. The handler
/// runs after the dismissal and once; disabled actions do nothing; Escape, Return and a tap
/// outside an action sheet; the presenter hears nothing (issue 12).
@MainActor
@Suite
struct AlertControllerTests {
  /// A window with a root controller, an alert presented over it, and what the handlers did.
  @MainActor
  final class Stage {
    let harness = PresentationHarness()
    let alert: AlertController
    var chosen: [String] = []
    private var pointerTarget: (any InputHandling)?
    private var pointerOrigin = CGPoint.zero

    var window: Window { harness.window }
    var log: LifecycleLog { harness.log }
    var alertView: AlertView? { alert.viewIfLoaded as? AlertView }
    var layout: AlertLayout? { alertView?.layout }

    init(
      _ style: AlertController.Style, _ actions: [(String, AlertAction.Style)],
      title: String? = "Title", present: Bool = true
    ) {
      alert = AlertController(title: title, message: "Message", preferredStyle: style)
      for (title, actionStyle) in actions {
        alert.addAction(
          AlertAction(title: title, style: actionStyle) { [unowned self] action in
            // What a handler sees: the alert is gone already.
            let gone = self.window.topPresentedViewController == nil
            self.chosen.append((action.title ?? "") + (gone ? "" : " (alert still shown)"))
            self.log.entries.append("handler \(action.title ?? "")")
          })
      }
      if present { show() }
    }

    func show() {
      harness.root.present(alert, animated: true)
      settle()
    }

    /// Runs the clock until no transition is left.
    func settle() { harness.run(for: 0.5) }

    /// The action at `index`.
    func action(_ index: Int) -> AlertAction { alert.actions[index] }

    /// The centre of the button of action `index`.
    func centre(ofAction index: Int) -> CGPoint {
      guard let button = layout?.buttons.first(where: { $0.actionIndex == index }) else {
        Issue.record("no button for action \(index)")
        return .zero
      }
      return CGPoint(x: button.frame.midX, y: button.frame.midY)
    }

    /// The index of the highlighted button's action, or nil.
    var highlightedAction: Int? {
      guard let layout, let index = alertView?.highlightedButton else { return nil }
      return layout.buttons[index].actionIndex
    }

    // MARK: Host-like input

    func down(_ point: CGPoint, id: Int = 1) {
      var view = window.hitTest(point)
      while let current = view, !(current is InputHandling) { view = current.superview }
      pointerTarget = view as? InputHandling
      pointerOrigin =
        view.map { $0.convert(CGPoint(x: $0.bounds.minX, y: $0.bounds.minY), to: nil) } ?? .zero
      pointerTarget?.handle(.pointerDown(id: id, location: local(point), kind: .touch))
    }

    func move(_ point: CGPoint, id: Int = 1) {
      pointerTarget?.handle(.pointerMoved(id: id, location: local(point), kind: .touch))
    }

    func up(_ point: CGPoint, id: Int = 1) {
      pointerTarget?.handle(.pointerUp(id: id, location: local(point), kind: .touch))
      pointerTarget = nil
    }

    func tap(_ point: CGPoint) {
      down(point)
      up(point)
    }

    private func local(_ point: CGPoint) -> CGPoint {
      CGPoint(x: point.x - pointerOrigin.x, y: point.y - pointerOrigin.y)
    }

    /// Sends a key along the responder chain as a host does.
    @discardableResult
    func press(_ key: Key, modifiers: KeyModifiers = []) -> Bool {
      var view = window.keyResponder(preferring: nil)
      while let current = view {
        if let handler = current as? InputHandling, handler.handle(.key(key, modifiers: modifiers))
        {
          return true
        }
        view = current.superview
      }
      return false
    }
  }

  // MARK: - Presenting

  @Test func anAlertIsPresentedOverFullScreenSoThePresenterHearsNothing() {
    let stage = Stage(.alert, [("OK", .default)], present: false)
    #expect(stage.alert.modalPresentationStyle == .overFullScreen)
    stage.show()
    stage.alert.dismiss(animated: true)
    stage.settle()
    #expect(stage.log.entries.isEmpty)
    #expect(!stage.harness.root.view.isHidden)
  }

  @Test func theAlertsViewStaysOverTheWholeScreenWhileItFadesIn() {
    let stage = Stage(.alert, [("OK", .default)], present: false)
    stage.harness.root.present(stage.alert, animated: true)
    stage.harness.step(Metrics.alertTransitionDuration / 2)
    let progress = stage.alertView?.presentationProgress ?? -1
    #expect(progress > 0.3 && progress < 0.7)
    #expect(stage.alert.view.frame == stage.window.bounds)
    stage.settle()
    #expect(stage.alertView?.presentationProgress == 1)
  }

  @Test func anActionSheetSlidesForLongerThanAnAlertFades() {
    #expect(
      AlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        .presentationTransitionDuration == Metrics.actionSheetTransitionDuration)
    #expect(
      AlertController(title: nil, message: nil, preferredStyle: .alert)
        .presentationTransitionDuration == Metrics.alertTransitionDuration)
  }

  // MARK: - Choosing with the pointer

  @Test func liftingOnAButtonRunsItsHandlerOnceAfterTheDismissal() {
    let stage = Stage(.alert, [("Sign Out", .default), ("Cancel", .cancel)])
    stage.down(stage.centre(ofAction: 0))
    #expect(stage.highlightedAction == 0)
    stage.up(stage.centre(ofAction: 0))
    #expect(stage.chosen.isEmpty)
    #expect(stage.window.isTransitioning)
    // The chosen button stays highlighted while the alert fades.
    #expect(stage.highlightedAction == 0)
    stage.settle()
    #expect(stage.chosen == ["Sign Out"])
    #expect(stage.harness.root.presentedViewController == nil)
    stage.settle()
    #expect(stage.chosen == ["Sign Out"])
  }

  @Test func aSecondTapDuringTheDismissalChoosesNothingMore() {
    let stage = Stage(.alert, [("Sign Out", .default), ("Cancel", .cancel)])
    stage.tap(stage.centre(ofAction: 0))
    stage.harness.step(0.05)
    stage.tap(stage.centre(ofAction: 1))
    #expect(!stage.alert.choose(actionAt: 1))
    stage.settle()
    #expect(stage.chosen == ["Sign Out"])
  }

  @Test func aFingerHeldWhileTheAlertIsDismissedInCodeChoosesNothing() {
    let stage = Stage(.alert, [("OK", .default), ("Cancel", .cancel)])
    let button = stage.centre(ofAction: 0)
    // Lifted while the alert fades out.
    stage.down(button)
    stage.alert.dismiss(animated: true)
    stage.up(button)
    stage.settle()
    #expect(stage.window.topPresentedViewController == nil)
    // Lifted after the alert left at once.
    stage.show()
    stage.down(button)
    stage.alert.dismiss(animated: false)
    stage.up(button)
    stage.settle()
    #expect(stage.chosen.isEmpty)
  }

  @Test func slidingAcrossTheButtonsMovesTheHighlight() {
    let stage = Stage(.alert, [("One", .default), ("Two", .default), ("Three", .default)])
    stage.down(stage.centre(ofAction: 0))
    stage.move(stage.centre(ofAction: 1))
    #expect(stage.highlightedAction == 1)
    stage.move(stage.centre(ofAction: 2))
    #expect(stage.highlightedAction == 2)
    stage.up(stage.centre(ofAction: 2))
    stage.settle()
    #expect(stage.chosen == ["Three"])
  }

  @Test func slidingOffTheButtonsAndLiftingChoosesNothing() {
    let stage = Stage(.alert, [("OK", .default), ("Cancel", .cancel)])
    stage.down(stage.centre(ofAction: 0))
    let above = CGPoint(x: 20, y: 20)
    stage.move(above)
    #expect(stage.highlightedAction == nil)
    stage.up(above)
    stage.settle()
    #expect(stage.chosen.isEmpty)
    #expect(stage.window.topPresentedViewController === stage.alert)
  }

  @Test func aDisabledActionNeitherHighlightsNorRuns() {
    let stage = Stage(.alert, [("Send", .default), ("Cancel", .cancel)])
    stage.action(0).isEnabled = false
    stage.window.layoutIfNeeded()
    #expect(stage.layout?.buttons.first { $0.actionIndex == 0 }?.title.color == .disabledLabel)
    stage.down(stage.centre(ofAction: 0))
    #expect(stage.highlightedAction == nil)
    stage.up(stage.centre(ofAction: 0))
    stage.press(.return)
    stage.settle()
    #expect(stage.chosen.isEmpty)
    #expect(stage.window.topPresentedViewController === stage.alert)
    // Enabled again, it works.
    stage.action(0).isEnabled = true
    stage.window.layoutIfNeeded()
    stage.tap(stage.centre(ofAction: 0))
    stage.settle()
    #expect(stage.chosen == ["Send"])
  }

  @Test func theAlertTakesEveryPointerSoTheTableUnderItGetsNone() {
    let stage = Stage(.alert, [("OK", .default)])
    let outside = CGPoint(x: 20, y: 20)
    #expect(stage.window.hitTest(outside) === stage.alertView)
    #expect(stage.alertView?.handle(.wheel(dx: 0, dy: 3, isPrecise: false)) == true)
  }

  // MARK: - Outside the panels

  @Test func tappingOutsideAnActionSheetRunsItsCancelHandler() {
    let stage = Stage(.actionSheet, [("Delete", .destructive), ("Cancel", .cancel)])
    stage.tap(CGPoint(x: 160, y: 40))
    stage.settle()
    #expect(stage.chosen == ["Cancel"])
    #expect(stage.window.topPresentedViewController == nil)
  }

  @Test func tappingOutsideAnActionSheetWithoutCancelDismissesIt() {
    let stage = Stage(.actionSheet, [("Delete", .destructive)])
    stage.tap(CGPoint(x: 160, y: 40))
    stage.settle()
    #expect(stage.chosen.isEmpty)
    #expect(stage.window.topPresentedViewController == nil)
  }

  @Test func tappingOutsideAnAlertDoesNothing() {
    let stage = Stage(.alert, [("OK", .default), ("Cancel", .cancel)])
    stage.tap(CGPoint(x: 20, y: 20))
    stage.settle()
    #expect(stage.chosen.isEmpty)
    #expect(stage.window.topPresentedViewController === stage.alert)
  }

  @Test func aPressThatStartsOnTheSheetAndEndsOutsideCancelsNothing() {
    let stage = Stage(.actionSheet, [("Delete", .destructive), ("Cancel", .cancel)])
    stage.down(stage.centre(ofAction: 0))
    stage.up(CGPoint(x: 160, y: 40))
    stage.settle()
    #expect(stage.chosen.isEmpty)
  }

  // MARK: - Keys

  @Test func escapeChoosesTheCancelAction() {
    let stage = Stage(.alert, [("OK", .default), ("Cancel", .cancel)])
    #expect(stage.press(.escape))
    stage.settle()
    #expect(stage.chosen == ["Cancel"])
  }

  @Test func escapeLeavesAnAlertWithoutCancelShownButGoesForAnActionSheet() {
    let alert = Stage(.alert, [("OK", .default)])
    alert.press(.escape)
    alert.settle()
    #expect(alert.window.topPresentedViewController === alert.alert)

    let sheet = Stage(.actionSheet, [("Delete", .destructive)])
    sheet.press(.escape)
    sheet.settle()
    #expect(sheet.window.topPresentedViewController == nil)
    #expect(sheet.chosen.isEmpty)
  }

  @Test func returnChoosesThePreferredAction() {
    let stage = Stage(.alert, [("Keep", .default), ("Delete", .destructive), ("Cancel", .cancel)])
    stage.alert.preferredAction = stage.action(1)
    stage.press(.return)
    stage.settle()
    #expect(stage.chosen == ["Delete"])
  }

  @Test func returnChoosesTheOnlyActionThatIsNotTheCancelOne() {
    let stage = Stage(.alert, [("Cancel", .cancel), ("OK", .default)])
    stage.press(.return)
    stage.settle()
    #expect(stage.chosen == ["OK"])
  }

  @Test func returnWithSeveralChoicesAndNoneFocusedOrPreferredDoesNothing() {
    let stage = Stage(.alert, [("One", .default), ("Two", .default)])
    stage.press(.return)
    stage.settle()
    #expect(stage.chosen.isEmpty)
  }

  @Test func theArrowsMoveAFocusThatReturnChooses() {
    let stage = Stage(.alert, [("One", .default), ("Two", .default), ("Cancel", .cancel)])
    stage.press(.down)
    #expect(stage.highlightedAction == 0)
    stage.press(.down)
    stage.press(.tab)
    #expect(stage.highlightedAction == 2)
    stage.press(.tab)
    #expect(stage.highlightedAction == 0)
    stage.press(.tab, modifiers: .shift)
    #expect(stage.highlightedAction == 2)
    stage.press(.up)
    stage.press(.return)
    stage.settle()
    #expect(stage.chosen == ["Two"])
  }

  @Test func theFocusSkipsDisabledButtons() {
    let stage = Stage(.actionSheet, [("One", .default), ("Two", .default), ("Cancel", .cancel)])
    stage.action(1).isEnabled = false
    stage.window.layoutIfNeeded()
    stage.press(.down)
    stage.press(.down)
    #expect(stage.highlightedAction == 2)
    stage.press(.space)
    stage.settle()
    #expect(stage.chosen == ["Cancel"])
  }

  @Test func keysDuringTheFadeInDoNothingAndNeverReachTheScreenUnderneath() {
    let stage = Stage(.alert, [("OK", .default), ("Cancel", .cancel)], present: false)
    stage.harness.root.present(stage.alert, animated: true)
    stage.harness.step(0.1)
    #expect(!stage.press(.return))
    stage.settle()
    #expect(stage.chosen.isEmpty)
    // Shown, the alert uses every key, even one it has no use for.
    #expect(stage.press(.character("x")))
  }

  // MARK: - Rules

  @Test func aSecondCancelActionIsIgnoredWithUIKitsWarning() {
    let stage = Stage(.alert, [("OK", .default), ("Cancel", .cancel)])
    stage.alert.addAction(AlertAction(title: "Never Mind", style: .cancel))
    #expect(stage.alert.actions.map(\.title) == ["OK", "Cancel"])
    #expect(stage.harness.warnings.count == 1)
    #expect(
      stage.harness.warnings.first?.hasPrefix(
        "UIAlertController can only have one action with a style of UIAlertActionStyleCancel")
        == true)
  }

  @Test func aPreferredActionThatWasNotAddedIsIgnoredWithAWarning() {
    let stage = Stage(.alert, [("OK", .default)])
    stage.alert.preferredAction = AlertAction(title: "Elsewhere", style: .default)
    #expect(stage.alert.preferredAction == nil)
    #expect(stage.harness.warnings.count == 1)
  }

  @Test func anActionAddedTwiceIsKeptOnce() {
    let alert = AlertController(title: "T", message: nil, preferredStyle: .alert)
    let action = AlertAction(title: "OK", style: .default)
    alert.addAction(action)
    alert.addAction(action)
    #expect(alert.actions.count == 1)
  }

  @Test func anAlertNotPresentedRunsTheHandlerAtOnce() {
    let alert = AlertController(title: "T", message: nil, preferredStyle: .alert)
    var ran = 0
    alert.addAction(AlertAction(title: "OK", style: .default) { _ in ran += 1 })
    #expect(alert.choose(actionAt: 0))
    #expect(ran == 1)
    #expect(!alert.choose(actionAt: 0))
    #expect(ran == 1)
  }

  @Test func presentedAgainItCanBeChosenAgain() {
    let stage = Stage(.alert, [("OK", .default)])
    stage.press(.return)
    stage.settle()
    stage.show()
    stage.press(.return)
    stage.settle()
    #expect(stage.chosen == ["OK", "OK"])
  }
}
