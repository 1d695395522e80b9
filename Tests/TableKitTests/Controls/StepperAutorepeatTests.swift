import Foundation
import Testing

@testable import TableKit

/// A stepper steps as a finger goes down and repeats while it is held, faster the longer, as
/// UIStepper's `autorepeat` does (issue 29).
@MainActor
@Suite struct StepperAutorepeatTests {
  /// A stepper from 0 to `maximum` in a window on `clock`, recording each reported value.
  private func stepper(maximum: Double = 100, clock: ManualClock)
    -> (Stepper, Window, Recorder)
  {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 375, height: 600), clock: clock)
    window.screen = ViewTesting.screen()
    let root = ViewController(nibName: nil, bundle: nil)
    window.rootViewController = root
    window.makeKeyAndVisible()
    let stepper = Stepper(frame: CGRect(x: 20, y: 100, width: 0, height: 0))
    stepper.maximumValue = maximum
    root.view.addSubview(stepper)
    window.layoutIfNeeded()
    let recorder = Recorder()
    stepper.addAction(
      Action { [weak stepper] _ in if let stepper { recorder.values.append(stepper.value) } },
      for: .valueChanged)
    return (stepper, window, recorder)
  }

  final class Recorder { var values: [Double] = [] }

  private let plus = CGPoint(x: 80, y: 16)

  /// Steps the clock in 60 Hz frames for `seconds`, laying out each.
  private func hold(_ window: Window, _ clock: ManualClock, for seconds: TimeInterval) {
    for _ in 0..<Int((seconds * 60).rounded()) {
      clock.advance(by: 1.0 / 60)
      window.layoutIfNeeded()
    }
  }

  @Test func aPressStepsAtOnceAndItsLiftDoesNotStepAgain() {
    let clock = ManualClock(now: 0)
    let (stepper, window, recorder) = stepper(clock: clock)
    stepper.handle(.pointerDown(id: 1, location: plus, kind: .touch))
    #expect(stepper.value == 1)
    hold(window, clock, for: 0.2)
    stepper.handle(.pointerUp(id: 1, location: plus, kind: .touch))
    #expect(stepper.value == 1)
    #expect(recorder.values == [1])
  }

  @Test func holdingRepeatsAfterTheDelayAndSpeedsUp() {
    let clock = ManualClock(now: 0)
    let (stepper, window, recorder) = stepper(clock: clock)
    stepper.handle(.pointerDown(id: 1, location: plus, kind: .touch))
    #expect(stepper.needsAnimationFrame)
    hold(window, clock, for: Metrics.stepperRepeatDelay - 0.05)
    #expect(stepper.value == 1)
    // The first five repeats 0.2 s apart: 0.5, 0.7, 0.9, 1.1, 1.3; then 0.1 s apart.
    hold(window, clock, for: 0.05 + 0.8 + 0.01)
    #expect(stepper.value == 1 + 5)
    hold(window, clock, for: 0.5)
    #expect(stepper.value == 1 + 5 + 5)
    stepper.handle(.pointerUp(id: 1, location: plus, kind: .touch))
    #expect(!stepper.needsAnimationFrame)
    let held = stepper.value
    hold(window, clock, for: 1)
    #expect(stepper.value == held)
    #expect(recorder.values == Array(1...11).map(Double.init))
    #expect(Stepper.repeatTime(1) == Metrics.stepperRepeatDelay)
    #expect(abs(Stepper.repeatTime(6) - 1.4) < 1e-9)
  }

  @Test func repeatingStopsAtTheEndAndANonContinuousStepperReportsOnceOnLift() {
    let clock = ManualClock(now: 0)
    let (stepper, window, recorder) = stepper(maximum: 4, clock: clock)
    stepper.isContinuous = false
    stepper.handle(.pointerDown(id: 1, location: plus, kind: .touch))
    hold(window, clock, for: 3)
    #expect(stepper.value == 4)
    #expect(!stepper.needsAnimationFrame)
    #expect(recorder.values.isEmpty)
    stepper.handle(.pointerUp(id: 1, location: plus, kind: .touch))
    #expect(recorder.values == [4])
  }

  @Test func withoutAutorepeatAHeldHalfStepsOnce() {
    let clock = ManualClock(now: 0)
    let (stepper, window, _) = stepper(clock: clock)
    stepper.autorepeat = false
    stepper.handle(.pointerDown(id: 1, location: plus, kind: .touch))
    hold(window, clock, for: 2)
    stepper.handle(.pointerUp(id: 1, location: plus, kind: .touch))
    #expect(stepper.value == 1)
  }
}
