import Foundation
import Testing

@testable import TableKit

/// A sheet let go springs to its detent (issue 29): a critically damped spring on the window's
/// clock that starts with the finger's velocity and never carries the card past the detent.
@MainActor
@Suite
struct SheetSettleMotionTests {
  /// The card's tops every millisecond from the motion's start for `seconds`.
  private func tops(of motion: SheetSettleMotion, for seconds: TimeInterval) -> [CGFloat] {
    (0...Int(seconds * 1000)).map { motion.top(at: motion.start + Double($0) / 1000) }
  }

  @Test func itStartsWhereTheCardIsAtTheReleaseVelocity() {
    let motion = SheetSettleMotion(from: 300, to: 100, velocity: -500, at: 10)
    #expect(motion.top(at: 10) == 300)
    #expect(motion.velocity(at: 10) == -500)
    // The position's own slope at the start is the release velocity: no jump in speed.
    let slope = (motion.top(at: 10 + 1e-6) - motion.top(at: 10)) / 1e-6
    #expect(abs(slope + 500) < 1, "\(Double(slope))")
  }

  @Test func withoutAFlickItIsTheNotesSpring() {
    let motion = SheetSettleMotion(from: 300, to: 100, velocity: 0, at: 0)
    #expect(motion.spring.stiffness == 100)
    // x(t) = target + A (1 + ωt) e^(−ωt) with ω = 10.
    let expected = 100 + 200 * (1 + 10 * 0.2) * exp(-10 * 0.2)
    #expect(abs(Double(motion.top(at: 0.2)) - expected) < 1e-9)
  }

  @Test(arguments: [-100.0, -1_000.0, -5_000.0, -40_000.0])
  func aFlickTowardsTheDetentNeverPassesIt(velocity: Double) {
    let motion = SheetSettleMotion(from: 300, to: 100, velocity: CGFloat(velocity), at: 0)
    let path = tops(of: motion, for: 2)
    #expect(path.allSatisfy { $0 >= 100 }, "\(path.min().map(Double.init) ?? 0)")
    #expect(zip(path, path.dropFirst()).allSatisfy { $1 <= $0 }, "it turns back")
    #expect(motion.velocity(at: 0) == CGFloat(velocity))
    #expect(motion.isFinished(at: 2))
    #expect(path.last == 100)
  }

  @Test func aFlickAwayFromTheDetentTurnsBackWithoutPassingIt() {
    let motion = SheetSettleMotion(from: 300, to: 100, velocity: 800, at: 0)
    let path = tops(of: motion, for: 2)
    #expect((path.max() ?? 0) > 300)
    #expect(path.allSatisfy { $0 >= 100 })
    #expect(path.last == 100)
  }

  @Test func itRestsExactlyAtTheDetentOnceWithinHalfAPixel() throws {
    let motion = SheetSettleMotion(
      from: 20, to: 250, velocity: 0, at: 0, positionTolerance: 0.25)
    #expect(motion.duration > 0.5 && motion.duration < 1.2, "\(motion.duration)")
    #expect(abs(motion.top(at: motion.duration - 0.001) - 250) < 0.26)
    #expect(abs(motion.top(at: motion.duration - 0.05) - 250) > 0.25)
    #expect(motion.top(at: motion.duration) == 250)
    #expect(motion.velocity(at: motion.duration) == 0)
    #expect(!motion.isFinished(at: motion.duration - 0.001))
  }

  // MARK: - In a window

  @Test func aReleasedSheetSpringsToTheLargeDetentCarryingTheFingersVelocity() throws {
    let harness = PresentationHarness()
    let sheet = harness.controller("B", style: .pageSheet)
    sheet.sheetPresentationController?.detents = [.medium(), .large()]
    sheet.sheetPresentationController?.prefersGrabberVisible = true
    harness.root.present(sheet, animated: true)
    harness.run(for: 0.6)
    let container = try #require(sheet.sheetPresentationController?.container)
    #expect(container.cardView.frame.minY == 250)

    // 195 points up in 10 frames: about 1,170 points a second.
    WindowPointer(window: harness.window).drag(
      harness, from: CGPoint(x: 160, y: 255), to: CGPoint(x: 160, y: 60))
    let motion = try #require(container.settle)
    let released = harness.clock.now
    #expect(motion.start == released)
    #expect(motion.target == 20)
    #expect(abs(motion.velocity(at: released) + 1_170) < 60, "\(Double(motion.velocity(at: released)))")
    #expect(motion.top(at: released) == 55)

    // Frame by frame the card keeps going up, slowing, and never passes the detent.
    var previous: CGFloat = 55
    var tops: [CGFloat] = []
    for _ in 0..<60 {
      harness.step(1.0 / 60)
      let top = container.cardView.frame.minY
      #expect(top <= previous && top >= 20)
      tops.append(top)
      previous = top
    }
    // The first frame moves it by most of what the release velocity would (1,170 / 60 ≈ 19.5).
    #expect(55 - tops[0] > 10 && 55 - tops[0] <= 19.5, "\(Double(tops[0]))")
    #expect(tops.last == 20)
    #expect(container.settle == nil)
    #expect(sheet.sheetPresentationController?.selectedDetentIdentifier == .large)
  }

  /// A release velocity that is infinite, NaN or absurdly large still gives a spring that
  /// settles at the detent within seconds; one towards the detent never passes it.
  @Test(arguments: [CGFloat.infinity, -.infinity, .nan, 1e300, -1e300])
  func anAbsurdReleaseVelocityStillSettles(_ velocity: CGFloat) {
    let motion = SheetSettleMotion(from: 400, to: 20, velocity: velocity, at: 10)
    #expect(motion.duration.isFinite && motion.duration >= 0)
    #expect(motion.duration < 3)
    let towardsTheDetent = !(velocity > 0)
    for step in 0...180 {
      let top = motion.top(at: 10 + Double(step) / 60)
      #expect(top.isFinite)
      if towardsTheDetent { #expect(top >= 20 - 0.5 && top <= 400 + 0.5) }
    }
    #expect(motion.top(at: 10 + motion.duration + 0.001) == 20)
  }
}
