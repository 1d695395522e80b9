import Foundation
import Testing

@testable import TableKit

/// What a delegate of a sheet hears, in order.
@MainActor
final class SheetDelegateLog: SheetPresentationControllerDelegate,
  PopoverPresentationControllerDelegate
{
  var entries: [String] = []
  var adaptiveStyle = ViewController.ModalPresentationStyle.automatic
  var allowsDismissal = true

  func adaptivePresentationStyle(
    for controller: PresentationController, traitCollection: TraitCollection
  ) -> ViewController.ModalPresentationStyle { adaptiveStyle }
  func presentationControllerShouldDismiss(_ presentationController: PresentationController)
    -> Bool
  {
    entries.append("shouldDismiss")
    return allowsDismissal
  }
  func presentationControllerWillDismiss(_ presentationController: PresentationController) {
    entries.append("willDismiss")
  }
  func presentationControllerDidDismiss(_ presentationController: PresentationController) {
    entries.append("didDismiss")
  }
  func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController)
  {
    entries.append("didAttemptToDismiss")
  }
  func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: SheetPresentationController
  ) {
    entries.append("detent \(sheetPresentationController.selectedDetentIdentifier?.rawValue ?? "nil")")
  }
}

/// Drives pointers at a window as a host does: to the innermost input-handling view under
/// the pointer, in that view's coordinates.
@MainActor
struct WindowPointer {
  let window: Window

  func target(at point: CGPoint) -> (any InputHandling, CGPoint)? {
    var view = window.hitTest(point)
    while let current = view, !(current is InputHandling) { view = current.superview }
    guard let view, let handler = view as? InputHandling else { return nil }
    let origin = view.convert(CGPoint(x: view.boundsOrigin.x, y: view.boundsOrigin.y), to: nil)
    return (handler, origin)
  }

  /// Drags from `start` to `end` in `steps` moves, `interval` seconds apart, on the clock.
  func drag(
    _ harness: PresentationHarness, from start: CGPoint, to end: CGPoint, steps: Int = 10,
    interval: TimeInterval = 1.0 / 60
  ) {
    guard let (handler, origin) = target(at: start) else { return }
    func local(_ p: CGPoint) -> CGPoint { CGPoint(x: p.x - origin.x, y: p.y - origin.y) }
    handler.handle(.pointerDown(id: 1, location: local(start), kind: .touch))
    for step in 1...steps {
      harness.step(interval)
      let fraction = CGFloat(step) / CGFloat(steps)
      let point = CGPoint(
        x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction)
      handler.handle(.pointerMoved(id: 1, location: local(point), kind: .touch))
    }
    handler.handle(.pointerUp(id: 1, location: local(end), kind: .touch))
  }

  func tap(_ harness: PresentationHarness, at point: CGPoint) {
    drag(harness, from: point, to: point, steps: 1)
  }
}

/// Sheets (issue 29): page and form sheets as iOS 17's cards, detents, the grabber, drag to
/// dismiss, `isModalInPresentation`, the delegate's calls, and misuse.
@MainActor
@Suite
struct SheetPresentationTests {
  let harness = PresentationHarness()
  var window: Window { harness.window }
  var pointer: WindowPointer { WindowPointer(window: window) }

  func presentSheet(
    _ configure: (SheetPresentationController) -> Void = { _ in }
  ) -> (PresentedLoggingController, SheetContainerView?) {
    let sheet = harness.controller("B", style: .pageSheet)
    if let controller = sheet.sheetPresentationController { configure(controller) }
    harness.root.present(sheet, animated: true)
    harness.run(for: 0.6)
    return (sheet, sheet.sheetPresentationController?.container)
  }

  @Test func aPageSheetIsACardOverTheScaledBackPresenterWhichHearsNothing() throws {
    let (sheet, container) = presentSheet()
    let card = try #require(container).cardView.frame
    // No status bar: the presenter's top moves 10 down, the card's 10 below it.
    #expect(card == CGRect(x: 0, y: 20, width: 320, height: 460))
    #expect(sheet.view.superview === container?.cardView)
    let transform = harness.root.view.transform
    #expect(abs(transform.a - 0.92) < 1e-9)
    // The presenter's top edge sits at 10.
    let scaledTop = 240 - 0.92 * 240 + transform.ty
    #expect(abs(scaledTop - 10) < 1e-9)
    #expect(harness.root.view.layer.cornerRadius == 10)
    #expect(window.backgroundColor == .black)
    #expect(harness.log.entries == ["B willAppear", "B didAppear"])
    #expect(container?.dimmingAlpha == Metrics.sheetDimmingAlpha)
  }

  @Test func automaticResolvesToAPageSheet() {
    let sheet = harness.controller("B", style: .automatic)
    #expect(sheet.sheetPresentationController?.adaptivePresentationStyle == .pageSheet)
    #expect(sheet.popoverPresentationController == nil)
    #expect(harness.controller("C").presentationController == nil)
  }

  @Test func theCardSlidesUpOnTheWindowsClock() throws {
    let sheet = harness.controller("B", style: .pageSheet)
    harness.root.present(sheet, animated: true)
    harness.step(0.1)
    let container = try #require(sheet.sheetPresentationController?.container)
    let early = container.cardView.frame.minY
    #expect(early > 20 && early < 480)
    harness.step(0.1)
    #expect(container.cardView.frame.minY < early)
    harness.run(for: 0.4)
    #expect(container.cardView.frame.minY == 20)
  }

  @Test func aMediumDetentRestsAtHalfTheHeightWithoutScalingThePresenter() throws {
    let (_, container) = presentSheet {
      $0.detents = [.medium(), .large()]
      $0.prefersGrabberVisible = true
    }
    let card = try #require(container).cardView.frame
    #expect(card.minY == 250, "\(Double(card.minY))")
    #expect(harness.root.view.transform.isIdentity)
    #expect(container?.dimmingAlpha == Metrics.sheetDimmingAlpha)
    #expect(window.backgroundColor != .black)
  }

  @Test func anUndimmedMediumDetentLeavesThePresenterUndimmed() throws {
    let (_, container) = presentSheet {
      $0.detents = [.medium(), .large()]
      $0.largestUndimmedDetentIdentifier = .medium
    }
    #expect(try #require(container).dimmingAlpha == 0)
  }

  @Test func draggingUpFromMediumSelectsTheLargeDetent() throws {
    let delegate = SheetDelegateLog()
    let (sheet, container) = presentSheet {
      $0.detents = [.medium(), .large()]
      $0.prefersGrabberVisible = true
    }
    sheet.sheetPresentationController?.delegate = delegate
    pointer.drag(harness, from: CGPoint(x: 160, y: 255), to: CGPoint(x: 160, y: 60))
    harness.run(for: 0.5)
    #expect(sheet.sheetPresentationController?.selectedDetentIdentifier == .large)
    #expect(try #require(container).cardView.frame.minY == 20)
    #expect(delegate.entries == ["detent com.apple.UIKit.large"])
  }

  @Test func theCardFollowsTheFingerAndSpringsBackFromAShortDrag() throws {
    let (_, container) = presentSheet { $0.detents = [.medium(), .large()] }
    let view = try #require(container)
    guard let (handler, _) = pointer.target(at: CGPoint(x: 160, y: 255)) else {
      Issue.record("nothing under the card's top")
      return
    }
    handler.handle(.pointerDown(id: 1, location: CGPoint(x: 160, y: 255), kind: .touch))
    harness.step(0.05)
    handler.handle(.pointerMoved(id: 1, location: CGPoint(x: 160, y: 285), kind: .touch))
    harness.step(0.05)
    #expect(view.cardView.frame.minY == 280)
    // Held still, then let go: back to the detent.
    harness.step(0.1)
    handler.handle(.pointerUp(id: 1, location: CGPoint(x: 160, y: 285), kind: .touch))
    // The spring back (NOTES.md's, ω = 10) rests within half a pixel in under a second.
    harness.run(for: 1)
    #expect(view.cardView.frame.minY == 250)
    #expect(window.topPresentedViewController != nil)
  }

  @Test func aSwipeDownDismissesWithTheDelegatesCalls() {
    let delegate = SheetDelegateLog()
    let (sheet, _) = presentSheet { $0.prefersGrabberVisible = true }
    sheet.presentationController?.delegate = delegate
    pointer.drag(harness, from: CGPoint(x: 160, y: 25), to: CGPoint(x: 160, y: 300))
    // The card goes down on the sheets' spring until it rests at the edge.
    harness.run(for: 1.5)
    #expect(window.topPresentedViewController == nil)
    #expect(delegate.entries == ["shouldDismiss", "willDismiss", "didDismiss"])
    #expect(harness.root.view.transform.isIdentity)
    #expect(window.backgroundColor != .black)
    #expect(sheet.view.superview == nil)
  }

  @Test func aFastFlickDismissesFromAShortDistance() {
    let (_, _) = presentSheet { $0.prefersGrabberVisible = true }
    // 80 points in 4 frames: about 1,200 points a second.
    pointer.drag(harness, from: CGPoint(x: 160, y: 25), to: CGPoint(x: 160, y: 105), steps: 4)
    harness.run(for: 1.5)
    #expect(window.topPresentedViewController == nil)
  }

  @Test func aModalSheetResistsAndTellsTheDelegate() throws {
    let delegate = SheetDelegateLog()
    let (sheet, container) = presentSheet { $0.prefersGrabberVisible = true }
    sheet.isModalInPresentation = true
    sheet.presentationController?.delegate = delegate
    let view = try #require(container)
    guard let (handler, _) = pointer.target(at: CGPoint(x: 160, y: 25)) else { return }
    handler.handle(.pointerDown(id: 1, location: CGPoint(x: 160, y: 25), kind: .touch))
    harness.step(0.05)
    handler.handle(.pointerMoved(id: 1, location: CGPoint(x: 160, y: 325), kind: .touch))
    harness.step(0.05)
    // Rubber band: 300 points of finger move the card far less.
    let moved = view.cardView.frame.minY - 20
    #expect(moved > 0 && moved < 150)
    handler.handle(.pointerUp(id: 1, location: CGPoint(x: 160, y: 325), kind: .touch))
    harness.run(for: 1)
    #expect(window.topPresentedViewController === sheet)
    #expect(view.cardView.frame.minY == 20)
    #expect(delegate.entries == ["didAttemptToDismiss"])
  }

  @Test func aDelegateThatRefusesKeepsTheSheet() {
    let delegate = SheetDelegateLog()
    delegate.allowsDismissal = false
    let (sheet, _) = presentSheet { $0.detents = [.medium()] }
    sheet.presentationController?.delegate = delegate
    pointer.tap(harness, at: CGPoint(x: 160, y: 100))
    harness.run(for: 0.6)
    #expect(window.topPresentedViewController === sheet)
    #expect(delegate.entries == ["shouldDismiss", "didAttemptToDismiss"])
  }

  @Test func aTapOnTheDimmingDismissesAMediumSheet() {
    let (_, _) = presentSheet { $0.detents = [.medium()] }
    pointer.tap(harness, at: CGPoint(x: 160, y: 100))
    harness.run(for: 0.6)
    #expect(window.topPresentedViewController == nil)
  }

  @Test func escapeDismissesTheSheet() throws {
    let (_, container) = presentSheet()
    try #require(container).handle(.key(.escape, modifiers: []))
    harness.run(for: 0.6)
    #expect(window.topPresentedViewController == nil)
  }

  @Test func settingTheSelectedDetentInAnimateChangesMovesTheCardOverTime() throws {
    let (sheet, container) = presentSheet { $0.detents = [.medium(), .large()] }
    let controller = try #require(sheet.sheetPresentationController)
    controller.animateChanges { controller.selectedDetentIdentifier = .large }
    harness.step(0.1)
    let midway = try #require(container).cardView.frame.minY
    #expect(midway < 250 && midway > 20)
    harness.run(for: 1)
    #expect(container?.cardView.frame.minY == 20)
  }

  @Test func anEmptyListOfDetentsIsRefusedWithAWarning() throws {
    let (sheet, _) = presentSheet()
    sheet.sheetPresentationController?.detents = []
    #expect(sheet.sheetPresentationController?.detents.count == 1)
    #expect(harness.warnings.contains { $0.contains("detents of a sheet must not be empty") })
  }

  @Test func presentingTwiceWarnsInUIKitsWords() {
    let (sheet, _) = presentSheet()
    let other = harness.controller("C", style: .pageSheet)
    harness.root.present(other, animated: true)
    #expect(harness.warnings.last?.hasPrefix("Attempt to present") == true)
    #expect(harness.warnings.last?.contains("which is already presenting") == true)
    harness.root.present(sheet, animated: true)
    #expect(window.topPresentedViewController === sheet)
  }

  @Test func dismissingNothingRunsTheCompletionAndChangesNothing() {
    var ran = false
    harness.root.dismiss(animated: true) { ran = true }
    #expect(ran)
    #expect(harness.warnings.isEmpty)
  }
}
