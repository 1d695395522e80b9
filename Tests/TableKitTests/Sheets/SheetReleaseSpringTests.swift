import Foundation
import Testing

@testable import TableKit

/// A card sheet let go mid-drag past its dismissal line goes down on the sheets' critically
/// damped spring from where the finger let it go, at the finger's speed (issue 29), not on the
/// presentation's fixed-length ease-in-out curve; it leaves once the spring reaches the edge.
@MainActor
@Suite struct SheetReleaseSpringTests {
  let harness = PresentationHarness()
  var pointer: WindowPointer { WindowPointer(window: harness.window) }

  /// Presents a grabber sheet, drags it from its grabber down by `distance` in `steps` frames
  /// and lets go; returns the container and the card's tops from the release on, frame by
  /// frame, until the sheet has gone (at most two seconds).
  private func dismissByDrag(
    distance: CGFloat, steps: Int
  ) throws -> (releaseTop: CGFloat, tops: [CGFloat], frames: Int) {
    let sheet = harness.controller("B", style: .pageSheet)
    sheet.sheetPresentationController?.prefersGrabberVisible = true
    harness.root.present(sheet, animated: true)
    harness.run(for: 0.6)
    let container = try #require(sheet.sheetPresentationController?.container)
    let start = container.cardView.frame.minY
    pointer.drag(
      harness, from: CGPoint(x: 160, y: start + 8), to: CGPoint(x: 160, y: start + 8 + distance),
      steps: steps)
    let releaseTop = start + distance
    var tops: [CGFloat] = []
    var frames = 0
    while harness.window.topPresentedViewController != nil, frames < 120 {
      harness.step(1.0 / 60)
      frames += 1
      tops.append(container.cardView.frame.minY)
    }
    return (releaseTop, tops, frames)
  }

  @Test func aFlungCardKeepsTheFingersSpeedAndNeverTurnsBack() throws {
    // 150 points in 5 frames: 1,800 points a second.
    let (releaseTop, tops, frames) = try dismissByDrag(distance: 150, steps: 5)
    #expect(harness.window.topPresentedViewController == nil)
    #expect(frames < 120)
    // The first frame after the release goes on at about the finger's speed (30 points a
    // frame); an ease-in-out curve would start from rest, a point or two.
    let first = try #require(tops.first) - releaseTop
    #expect(first > 18 && first < 33, "moved \(first) in the first frame")
    // Down all the way, never back up, never past the edge.
    #expect(zip(tops, tops.dropFirst()).allSatisfy { $0 <= $1 })
    #expect(tops.allSatisfy { $0 <= harness.window.bounds.maxY + 0.5 })
  }

  @Test func aFasterFlickFromTheSamePlaceLeavesSooner() throws {
    let slow = try dismissByDrag(distance: 200, steps: 20)
    let fast = try SheetReleaseSpringTests().dismissByDrag(distance: 200, steps: 4)
    #expect(fast.frames < slow.frames, "\(fast.frames) frames against \(slow.frames)")
    // The slow release still starts moving at once, at its own (lower) speed.
    #expect(try #require(slow.tops.first) > slow.releaseTop)
  }

  @Test func theDismissalFollowsTheSpringFromTheRelease() throws {
    let spring = SheetSettleMotion(from: 200, to: 480, velocity: 900, at: 5)
    let transition = Presentation.Transition(dismissingAlong: spring, from: 200, startProgress: 1)
    #expect(transition.progress(at: 5) == 1)
    #expect(transition.duration == spring.duration)
    for time in stride(from: 5.0, to: 5 + spring.duration, by: 0.05) {
      // Shown fraction × the distance is where the card's top is, as the container draws it.
      let drawnTop = 480 + (200 - 480) * transition.progress(at: time)
      #expect(abs(drawnTop - spring.top(at: time)) < 0.001)
    }
    #expect(transition.progress(at: 5 + spring.duration) == 0)
    #expect(transition.isFinished(at: 5 + spring.duration))
  }
}
