import Foundation
import Testing

@testable import TableKit

/// Issue 27: `View.animate(withDuration:…)` as UIKit's: the values set take effect at once,
/// the drawing moves on the window's clock, completions run once everything has finished.
@MainActor
@Suite struct ViewAnimateTests {
  @Test func aFrameChangeIsSetAtOnceAndDrawnAlongTheCurve() {
    let stage = BlockAnimationStage()
    let box = stage.box(CGRect(x: 0, y: 0, width: 50, height: 50))
    View.animate(withDuration: 1) { box.frame.origin.x = 100 }
    #expect(box.frame.origin.x == 100)
    #expect(stage.fill(of: BlockAnimationStage.red)?.minX == 0)
    stage.advance(by: 0.5)
    // Ease in and out is symmetric: halfway in time is halfway in distance.
    #expect(stage.fill(of: BlockAnimationStage.red)?.minX.isClose(to: 50) == true)
    stage.advance(by: 0.25)
    let late = stage.fill(of: BlockAnimationStage.red)?.minX ?? 0
    #expect(late > 75 && late < 100)
    stage.advance(by: 0.25)
    #expect(stage.fill(of: BlockAnimationStage.red)?.minX == 100)
    #expect(box.animations == nil)
    #expect(!stage.window.needsAnimationFrame)
  }

  @Test func theCompletionRunsOnceWhenEverythingHasFinished() {
    let stage = BlockAnimationStage()
    let box = stage.box(CGRect(x: 0, y: 0, width: 50, height: 50))
    var calls: [Bool] = []
    View.animate(
      withDuration: 0.3, animations: {
        box.frame.origin.y = 40
        box.alpha = 0.5
      }, completion: { calls.append($0) })
    #expect(stage.window.needsAnimationFrame)
    stage.advance(by: 0.2)
    #expect(calls.isEmpty)
    stage.advance(by: 0.1)
    #expect(calls == [true])
    stage.advance(by: 1)
    #expect(calls == [true])
  }

  @Test func aBlockThatChangesNothingCompletesOnTheNextFrame() {
    let stage = BlockAnimationStage()
    let box = stage.box(CGRect(x: 0, y: 0, width: 50, height: 50))
    var calls: [Bool] = []
    View.animate(withDuration: 0.3, animations: { box.frame.origin.x = 0 }, completion: { calls.append($0) })
    #expect(calls.isEmpty)
    stage.advance(by: 0)
    #expect(calls == [true])
  }

  @Test func noDurationOrAnUnusableOneChangesAtOnce() {
    let stage = BlockAnimationStage()
    let box = stage.box(CGRect(x: 0, y: 0, width: 50, height: 50))
    for duration in [0, -1, .nan, .infinity] as [TimeInterval] {
      View.animate(withDuration: duration) { box.frame.origin.x += 10 }
      #expect(box.animations == nil)
    }
    #expect(stage.fill(of: BlockAnimationStage.red)?.minX == 40)
  }

  @Test func aConstraintConstantChangedInABlockAnimatesThroughLayoutIfNeeded() {
    let stage = BlockAnimationStage()
    let bar = View()
    bar.backgroundColor = BlockAnimationStage.red
    bar.translatesAutoresizingMaskIntoConstraints = false
    stage.window.addSubview(bar)
    let width = bar.widthAnchor.constraint(equalToConstant: 100)
    LayoutConstraint.activate([
      bar.leadingAnchor.constraint(equalTo: stage.window.leadingAnchor, constant: 10),
      bar.topAnchor.constraint(equalTo: stage.window.topAnchor, constant: 10),
      bar.heightAnchor.constraint(equalToConstant: 20), width,
    ])
    stage.window.layoutIfNeeded()
    #expect(bar.frame.width == 100)
    View.animate(withDuration: 0.4) {
      width.constant = 300
      stage.window.layoutIfNeeded()
    }
    #expect(bar.frame.width == 300)
    stage.advance(by: 0.2)
    #expect(stage.fill(of: BlockAnimationStage.red)?.width.isClose(to: 200) == true)
    stage.advance(by: 0.2)
    #expect(stage.fill(of: BlockAnimationStage.red)?.width == 300)
  }

  @Test func aSecondChangeMidFlightContinuesFromWhereTheViewIs() {
    let stage = BlockAnimationStage()
    let box = stage.box(CGRect(x: 0, y: 0, width: 50, height: 50))
    View.animate(withDuration: 1) { box.frame.origin.x = 200 }
    stage.advance(by: 0.3)
    let before = stage.fill(of: BlockAnimationStage.red)?.minX ?? -1
    View.animate(withDuration: 1) { box.frame.origin.x = 0 }
    #expect(stage.fill(of: BlockAnimationStage.red)?.minX.isClose(to: before) == true)
    stage.advance(by: 1.5)
    #expect(stage.fill(of: BlockAnimationStage.red)?.minX == 0)
  }

  @Test func opacityStartsFromTheValueSetUnlessFromTheCurrentState() {
    let stage = BlockAnimationStage()
    let box = stage.box(CGRect(x: 0, y: 0, width: 50, height: 50))
    View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { box.alpha = 0 })
    stage.advance(by: 0.5)
    #expect(stage.fills(of: BlockAnimationStage.red).first?.alpha.isClose(to: 0.5) == true)
    // Without `.beginFromCurrentState` the new change starts from the value set (0).
    View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { box.alpha = 1 })
    #expect(stage.fills(of: BlockAnimationStage.red).isEmpty)
    stage.advance(by: 0.25)
    #expect(stage.fills(of: BlockAnimationStage.red).first?.alpha.isClose(to: 0.25) == true)
    View.animate(
      withDuration: 1, delay: 0, options: [.curveLinear, .beginFromCurrentState],
      animations: { box.alpha = 0 })
    #expect(stage.fills(of: BlockAnimationStage.red).first?.alpha.isClose(to: 0.25) == true)
  }

  @Test func aBackgroundColorBlendsAndAFadeFromNothingKeepsItsHue() {
    let stage = BlockAnimationStage()
    let box = stage.box(CGRect(x: 0, y: 0, width: 50, height: 50))
    View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
      box.backgroundColor = BlockAnimationStage.blue
    })
    stage.advance(by: 0.5)
    let blended = DrawnGeometry(stage.drawing()).fills.first?.color
    #expect(blended?.red.isClose(to: 0.5) == true && blended?.blue.isClose(to: 0.5) == true)
    stage.advance(by: 0.5)
    box.backgroundColor = nil
    View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
      box.backgroundColor = BlockAnimationStage.red
    })
    stage.advance(by: 0.5)
    let fading = DrawnGeometry(stage.drawing()).fills.first?.color
    #expect(fading?.red == 1 && fading?.alpha.isClose(to: 0.5) == true)
  }

  @Test func aDelayShowsTheOldValueUntilItPasses() {
    let stage = BlockAnimationStage()
    let box = stage.box(CGRect(x: 0, y: 0, width: 50, height: 50))
    var finished = false
    View.animate(
      withDuration: 0.5, delay: 0.5, options: .curveLinear,
      animations: { box.frame.origin.x = 100 }, completion: { finished = $0 })
    stage.advance(by: 0.4)
    #expect(stage.fill(of: BlockAnimationStage.red)?.minX == 0)
    stage.advance(by: 0.35)
    #expect(stage.fill(of: BlockAnimationStage.red)?.minX.isClose(to: 50) == true)
    stage.advance(by: 0.25)
    #expect(finished)
  }

  @Test func aSpringOvershootsAndSettlesWithinItsDuration() {
    let stage = BlockAnimationStage()
    let box = stage.box(CGRect(x: 0, y: 0, width: 50, height: 50))
    var finished = false
    View.animate(
      withDuration: 1, delay: 0, usingSpringWithDamping: 0.3, initialSpringVelocity: 0,
      animations: { box.frame.origin.x = 100 }, completion: { finished = $0 })
    var largest: CGFloat = 0
    // 61 frames: sixty sixtieths of a second add up to a little less than one.
    for _ in 0..<61 {
      stage.advance(by: 1.0 / 60)
      largest = max(largest, stage.fill(of: BlockAnimationStage.red)?.minX ?? 0)
    }
    #expect(largest > 110)
    #expect(stage.fill(of: BlockAnimationStage.red)?.minX == 100)
    #expect(finished)
  }

  @Test func aCriticallyDampedSpringNeverOvershoots() {
    let stage = BlockAnimationStage()
    let box = stage.box(CGRect(x: 0, y: 0, width: 50, height: 50))
    View.animate(
      withDuration: 0.5, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
      animations: { box.frame.origin.x = 100 })
    var previous: CGFloat = 0
    for _ in 0..<30 {
      stage.advance(by: 1.0 / 60)
      let x = stage.fill(of: BlockAnimationStage.red)?.minX ?? -1
      #expect(x >= previous && x <= 100)
      previous = x
    }
  }

  @Test func autoreversePlaysBackThenShowsTheValueSetAndRepeatNeverCompletes() {
    let stage = BlockAnimationStage()
    let box = stage.box(CGRect(x: 0, y: 0, width: 50, height: 50))
    var finished = false
    View.animate(
      withDuration: 1, delay: 0, options: [.autoreverse, .curveLinear],
      animations: { box.frame.origin.x = 100 }, completion: { finished = $0 })
    stage.advance(by: 1.5)
    #expect(stage.fill(of: BlockAnimationStage.red)?.minX.isClose(to: 50) == true)
    #expect(!finished)
    stage.advance(by: 0.5)
    #expect(finished)
    #expect(stage.fill(of: BlockAnimationStage.red)?.minX == 100)

    var repeatingFinished = false
    View.animate(
      withDuration: 1, delay: 0, options: [.repeat, .curveLinear],
      animations: { box.frame.origin.y = 100 }, completion: { repeatingFinished = $0 })
    stage.advance(by: 10.25)
    #expect(stage.fill(of: BlockAnimationStage.red)?.minY.isClose(to: 25) == true)
    #expect(!repeatingFinished)
    #expect(stage.window.needsAnimationFrame)
  }

  @Test func performWithoutAnimationInsideABlockChangesAtOnce() {
    let stage = BlockAnimationStage()
    let box = stage.box(CGRect(x: 0, y: 0, width: 50, height: 50))
    View.animate(withDuration: 1) {
      View.performWithoutAnimation { box.frame.origin.x = 100 }
    }
    #expect(box.animations == nil)
    #expect(stage.fill(of: BlockAnimationStage.red)?.minX == 100)
  }

  @Test func aNestedBlockTakesTheOuterDurationUnlessItOverridesIt() {
    let stage = BlockAnimationStage()
    let first = stage.box(CGRect(x: 0, y: 0, width: 50, height: 50))
    let second = stage.box(CGRect(x: 0, y: 100, width: 50, height: 50), color: BlockAnimationStage.blue)
    View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
      #expect(View.inheritedAnimationDuration == 1)
      View.animate(withDuration: 0.1) { first.frame.origin.x = 100 }
      View.animate(withDuration: 0.5, delay: 0, options: .overrideInheritedDuration, animations: {
        second.frame.origin.x = 100
      })
    })
    stage.advance(by: 0.5)
    #expect(stage.fill(of: BlockAnimationStage.red)?.minX.isClose(to: 50) == true)
    #expect(stage.fill(of: BlockAnimationStage.blue)?.minX == 100)
  }

  @Test func animationsTurnedOffChangeAtOnceAndStillComplete() {
    let stage = BlockAnimationStage()
    let box = stage.box(CGRect(x: 0, y: 0, width: 50, height: 50))
    View.setAnimationsEnabled(false)
    defer { View.setAnimationsEnabled(true) }
    var finished = false
    View.animate(withDuration: 1, animations: { box.frame.origin.x = 100 }, completion: { finished = $0 })
    #expect(box.animations == nil)
    stage.advance(by: 0)
    #expect(finished)
  }
}

/// What stops a block animation besides its end.
@MainActor
@Suite struct ViewAnimationEndingTests {
  @Test func aRepeatingViewTakenOutOfTheWindowStopsAndTheWindowRests() {
    let stage = BlockAnimationStage()
    let spinner = stage.box(CGRect(x: 0, y: 0, width: 20, height: 20))
    var completions = 0
    View.animate(
      withDuration: 1, delay: 0, options: .repeat,
      animations: { spinner.transform = CGAffineTransform(rotationAngle: .pi) },
      completion: { _ in completions += 1 })
    stage.advance(by: 5)
    #expect(stage.window.needsAnimationFrame)
    spinner.removeFromSuperview()
    stage.advance(by: 1.0 / 60)
    #expect(spinner.animations == nil)
    #expect(!stage.window.needsAnimationFrame)
    #expect(completions == 0)
  }
}
