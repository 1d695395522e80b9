import Foundation
import Testing

@testable import TableKit

/// Modal presentation on a window stepped by a manual clock: the appearance methods in UIKit's
/// order for present and dismiss, each once; completions after the transition; chains;
/// misuse warnings in UIKit's words (issue 12).
@MainActor
@Suite
struct PresentationLifecycleTests {
  let duration = Metrics.modalTransitionDuration

  // MARK: - Presenting

  @Test func presentingFullScreenCallsTheWillsAtOnceAndTheDidsWhenTheAnimationEnds() {
    let harness = PresentationHarness()
    let presented = harness.controller("B")
    harness.root.present(presented, animated: true, completion: harness.completion("presented"))
    #expect(harness.log.entries == ["A willDisappear", "B willAppear"])

    harness.step(duration / 2)
    #expect(harness.log.entries == ["A willDisappear", "B willAppear"])
    #expect(harness.window.isTransitioning)

    harness.step(duration / 2)
    #expect(
      harness.log.entries == [
        "A willDisappear", "B willAppear", "B didAppear", "A didDisappear", "presented",
      ])
    #expect(!harness.window.isTransitioning)
    #expect(harness.root.presentedViewController === presented)
    #expect(presented.presentingViewController === harness.root)
    #expect(harness.window.topPresentedViewController === presented)
    // A full-screen presentation takes the presenter's view off the screen once it covers it.
    #expect(harness.root.view.isHidden)
  }

  @Test func presentingOverFullScreenLeavesThePresenterShownAndSilent() {
    let harness = PresentationHarness()
    harness.root.present(
      harness.controller("B", style: .overFullScreen), animated: true,
      completion: harness.completion("presented"))
    harness.run(for: duration)
    #expect(harness.log.entries == ["B willAppear", "B didAppear", "presented"])
    #expect(!harness.root.view.isHidden)
  }

  @Test func presentingWithoutAnimationRunsEverythingAtOnce() {
    let harness = PresentationHarness()
    harness.root.present(
      harness.controller("B"), animated: false, completion: harness.completion("presented"))
    #expect(
      harness.log.entries == [
        "A willDisappear", "B willAppear", "B didAppear", "A didDisappear", "presented",
      ])
    #expect(!harness.window.isTransitioning)
  }

  @Test func theCompletionRunsOnceAndNotBeforeTheTransitionEnds() {
    let harness = PresentationHarness()
    var runs = 0
    harness.root.present(harness.controller("B"), animated: true) { runs += 1 }
    // 60 Hz frames that end just short of the duration.
    let framesBefore = Int((duration * 60).rounded(.down)) - 1
    for _ in 0..<framesBefore { harness.step(1.0 / 60) }
    #expect(runs == 0)
    harness.run(for: 0.1)
    #expect(runs == 1)
    harness.run(for: 1)
    #expect(runs == 1)
  }

  @Test func presentingFromAChildHangsThePresentationOnItsOutermostContainer() {
    let harness = PresentationHarness()
    let child = harness.controller("Child")
    harness.root.addChild(child)
    harness.root.view.addSubview(child.view)
    let presented = harness.controller("B")
    child.present(presented, animated: false)
    #expect(harness.root.presentedViewController === presented)
    #expect(presented.presentingViewController === harness.root)
  }

  // MARK: - Dismissing

  @Test func dismissingCallsThePresentersDidAppearBeforeTheDismissedDidDisappear() {
    let harness = PresentationHarness()
    let presented = harness.controller("B")
    harness.root.present(presented, animated: false)
    harness.log.clear()

    presented.dismiss(animated: true, completion: harness.completion("dismissed"))
    #expect(harness.log.entries == ["B willDisappear", "A willAppear"])
    #expect(!harness.root.view.isHidden)
    harness.step(duration / 2)
    #expect(harness.log.entries == ["B willDisappear", "A willAppear"])
    harness.step(duration / 2)
    #expect(
      harness.log.entries == [
        "B willDisappear", "A willAppear", "A didAppear", "B didDisappear", "dismissed",
      ])
    #expect(harness.root.presentedViewController == nil)
    #expect(presented.presentingViewController == nil)
    #expect(presented.view.superview == nil)
    #expect(harness.window.topPresentedViewController == nil)
  }

  @Test func thePresenterCanDismissWhatItPresented() {
    let harness = PresentationHarness()
    harness.root.present(harness.controller("B", style: .overFullScreen), animated: false)
    harness.log.clear()
    harness.root.dismiss(animated: true, completion: harness.completion("dismissed"))
    harness.run(for: duration)
    // Over full screen, the presenter never left: it hears nothing coming back.
    #expect(harness.log.entries == ["B willDisappear", "B didDisappear", "dismissed"])
  }

  @Test func dismissingWhenNothingIsPresentedOnlyRunsTheCompletion() {
    let harness = PresentationHarness()
    var ran = false
    harness.root.dismiss(animated: true) { ran = true }
    #expect(ran)
    #expect(harness.log.entries.isEmpty)
  }

  @Test func aSecondDismissalDuringTheFirstAddsItsCompletionOnly() {
    let harness = PresentationHarness()
    let presented = harness.controller("B")
    harness.root.present(presented, animated: false)
    harness.log.clear()
    presented.dismiss(animated: true, completion: harness.completion("first"))
    harness.step(duration / 4)
    harness.root.dismiss(animated: true, completion: harness.completion("second"))
    #expect(harness.log.entries == ["B willDisappear", "A willAppear"])
    harness.run(for: duration)
    #expect(
      harness.log.entries == [
        "B willDisappear", "A willAppear", "A didAppear", "B didDisappear", "first", "second",
      ])
  }

  // MARK: - Dismissing during the presenting animation

  @Test func dismissingDuringThePresentingAnimationEndsThePresentationFirst() {
    let harness = PresentationHarness()
    let presented = harness.controller("B")
    harness.root.present(presented, animated: true, completion: harness.completion("presented"))
    harness.step(duration / 2)
    let heightShown = presented.view.frame.minY

    presented.dismiss(animated: true, completion: harness.completion("dismissed"))
    #expect(
      harness.log.entries == [
        "A willDisappear", "B willAppear", "B didAppear", "A didDisappear", "presented",
        "B willDisappear", "A willAppear",
      ])
    // It goes back from where it was: the view does not jump to fully shown.
    harness.window.layoutIfNeeded()
    #expect(abs(presented.view.frame.minY - heightShown) < 0.5)
    #expect(heightShown > 100)

    // Half way shown, it takes about half the time to go.
    harness.run(for: duration / 2 + 1.0 / 60)
    #expect(harness.log.suffix(3) == ["A didAppear", "B didDisappear", "dismissed"])
    #expect(harness.root.presentedViewController == nil)
    #expect(!harness.window.isTransitioning)
  }

  // MARK: - Chains

  @Test func dismissingTheBottomOfAChainAnimatesTheTopAndDropsTheOnesBetween() {
    let harness = PresentationHarness()
    let middle = harness.controller("B")
    let top = harness.controller("C")
    harness.root.present(middle, animated: false)
    middle.present(top, animated: false)
    #expect(
      harness.log.entries == [
        "A willDisappear", "B willAppear", "B didAppear", "A didDisappear",
        "B willDisappear", "C willAppear", "C didAppear", "B didDisappear",
      ])
    harness.log.clear()

    harness.root.dismiss(animated: true, completion: harness.completion("dismissed"))
    // B was covered by C and stays silent; A comes back under the leaving C.
    #expect(harness.log.entries == ["C willDisappear", "A willAppear"])
    #expect(middle.view.superview == nil)
    #expect(top.view.superview === harness.window)
    #expect(harness.window.topPresentedViewController === top)
    // UIKit keeps the links until the dismissal ends, so A cannot present meanwhile.
    #expect(harness.root.presentedViewController === middle)

    harness.run(for: duration)
    #expect(
      harness.log.entries == [
        "C willDisappear", "A willAppear", "A didAppear", "C didDisappear", "dismissed",
      ])
    #expect(harness.root.presentedViewController == nil)
    #expect(middle.presentingViewController == nil)
    #expect(middle.presentedViewController == nil)
    #expect(top.presentingViewController == nil)
    #expect(harness.window.topPresentedViewController == nil)
    #expect(!middle.view.isHidden)
  }

  @Test func aShownControllerBetweenLeavesAtOnceWithItsDisappearance() {
    let harness = PresentationHarness()
    let middle = harness.controller("B", style: .overFullScreen)
    let top = harness.controller("C", style: .overFullScreen)
    harness.root.present(middle, animated: false)
    middle.present(top, animated: false)
    harness.log.clear()

    harness.root.dismiss(animated: true)
    #expect(harness.log.entries == ["B willDisappear", "B didDisappear", "C willDisappear"])
    harness.run(for: duration)
    #expect(
      harness.log.entries == [
        "B willDisappear", "B didDisappear", "C willDisappear", "C didDisappear",
      ])
  }

  @Test func dismissingTheMiddleOfAChainWhileItsTopGoesRevealsTheBottom() {
    let harness = PresentationHarness()
    let middle = harness.controller("B")
    let top = harness.controller("C")
    harness.root.present(middle, animated: false)
    middle.present(top, animated: false)
    harness.log.clear()

    top.dismiss(animated: true, completion: harness.completion("top"))
    harness.step(duration / 4)
    harness.root.dismiss(animated: true, completion: harness.completion("all"))
    // B had begun to come back: it turns round; A comes back instead.
    #expect(
      harness.log.entries == [
        "C willDisappear", "B willAppear", "B willDisappear", "B didDisappear", "A willAppear",
      ])
    harness.run(for: duration)
    #expect(
      harness.log.suffix(4) == ["A didAppear", "C didDisappear", "top", "all"])
    #expect(harness.root.presentedViewController == nil)
  }

  // MARK: - Misuse

  @Test func presentingTwiceWarnsInUIKitsWordsAndKeepsTheFirst() {
    let harness = PresentationHarness()
    let first = harness.controller("B")
    harness.root.present(first, animated: false)
    harness.log.clear()
    let second = PresentedLoggingController("C", log: harness.log)
    harness.root.present(second, animated: false)
    #expect(
      harness.warnings == [
        "Attempt to present <PresentedLoggingController> on <PresentedLoggingController> which is already presenting <PresentedLoggingController>"
      ])
    #expect(harness.root.presentedViewController === first)
    #expect(second.presentingViewController == nil)
    #expect(harness.log.entries.isEmpty)
  }

  @Test func presentingAControllerThatIsAlreadyPresentedWarns() {
    let harness = PresentationHarness()
    let presented = harness.controller("B")
    harness.root.present(presented, animated: false)
    presented.present(presented, animated: false)
    presented.present(harness.root, animated: false)
    #expect(harness.warnings.count == 2)
    #expect(harness.warnings[0].hasPrefix("Application tried to present modally"))
    #expect(
      harness.warnings[1]
        == "Application tried to present modally an active controller <PresentedLoggingController>.")
  }

  @Test func aControllerOnItsWayOutCannotPresent() {
    let harness = PresentationHarness()
    let presented = harness.controller("B")
    harness.root.present(presented, animated: false)
    presented.dismiss(animated: true)
    presented.present(harness.controller("C"), animated: true)
    #expect(
      harness.warnings == [
        "Attempt to present <PresentedLoggingController> on <PresentedLoggingController> whose view is not in the window hierarchy."
      ])
    harness.run(for: duration)
    #expect(harness.window.topPresentedViewController == nil)
  }

  // MARK: - Visibility and input

  @Test func aWindowMadeVisibleShowsItsPresentationsButNotWhatTheyCover() {
    let log = LifecycleLog()
    let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), clock: ManualClock())
    let root = PresentedLoggingController("A", log: log)
    let cover = PresentedLoggingController("B", log: log)
    let over = PresentedLoggingController("C", log: log, style: .overFullScreen)
    window.rootViewController = root
    root.present(cover, animated: false)
    cover.present(over, animated: false)
    #expect(log.entries.isEmpty)
    window.makeKeyAndVisible()
    #expect(log.entries == ["B willAppear", "B didAppear", "C willAppear", "C didAppear"])
  }

  @Test func pointersGoToTheWindowDuringATransitionAndThenToThePresentedView() {
    let harness = PresentationHarness()
    let presented = harness.controller("B", style: .overFullScreen)
    let button = View(frame: CGRect(x: 10, y: 10, width: 100, height: 44))
    presented.view.addSubview(button)
    harness.root.present(presented, animated: true)
    harness.step(duration / 2)
    #expect(harness.window.hitTest(CGPoint(x: 20, y: 20)) === harness.window)
    #expect(harness.window.handle(.pointerDown(id: 1, location: .zero, kind: .touch)))
    harness.run(for: duration)
    #expect(harness.window.hitTest(CGPoint(x: 20, y: 20)) === button)
    #expect(harness.window.hitTest(CGPoint(x: 200, y: 300)) === presented.view)
  }
}

extension LifecycleLog {
  /// The last `count` entries.
  func suffix(_ count: Int) -> [String] { Array(entries.suffix(count)) }
}
