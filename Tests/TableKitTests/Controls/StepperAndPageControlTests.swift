import Foundation
import Testing

@testable import TableKit

/// The stepper, the page control, the progress view and the activity indicator (issue 29).
@MainActor
@Suite
struct StepperAndPageControlTests {
  @Test func theStepperStepsByHalvesAndStopsAtItsBounds() {
    let stepper = Stepper()
    #expect(stepper.frame.size == CGSize(width: 94, height: 32))
    stepper.maximumValue = 2
    var values: [Double] = []
    stepper.addAction(
      Action { [weak stepper] _ in if let stepper { values.append(stepper.value) } },
      for: .valueChanged)
    stepper.handleTap(at: CGPoint(x: 80, y: 16))
    stepper.handleTap(at: CGPoint(x: 80, y: 16))
    #expect(!stepper.handleTap(at: CGPoint(x: 80, y: 16)))
    stepper.handleTap(at: CGPoint(x: 10, y: 16))
    #expect(values == [1, 2, 1])
    stepper.handle(.key(.up, modifiers: []))
    #expect(stepper.value == 2)
  }

  @Test func aWrappingStepperGoesRoundTheEnds() {
    let stepper = Stepper()
    stepper.maximumValue = 3
    stepper.wraps = true
    stepper.handleTap(at: CGPoint(x: 10, y: 16))
    #expect(stepper.value == 3)
    stepper.handleTap(at: CGPoint(x: 80, y: 16))
    #expect(stepper.value == 0)
  }

  @Test func theStepperRefusesBadSettings() {
    let stepper = Stepper()
    var warnings: [String] = []
    stepper.warningHandler = { warnings.append($0) }
    stepper.stepValue = 0
    stepper.minimumValue = 500
    stepper.value = .nan
    #expect(stepper.stepValue == 1)
    #expect(stepper.minimumValue == 0)
    #expect(stepper.value == 0)
    #expect(
      warnings == [
        "Stepper.stepValue must be above 0; 0.0 is refused, it stays 1.0",
        "Stepper.minimumValue 500.0 is above maximumValue 100.0; minimumValue stays 0.0",
        "Stepper.value was given nan; it stays 0.0",
      ])
  }

  @Test func thePageControlTurnsTowardsTheTappedSideAndClampsItsPage() {
    let pages = PageControl()
    pages.numberOfPages = 3
    pages.frame = CGRect(origin: .zero, size: pages.intrinsicContentSize)
    #expect(pages.frame.size == CGSize(width: 48, height: 26))
    var changes = 0
    pages.addAction(Action { _ in changes += 1 }, for: .valueChanged)
    pages.handleTap(at: CGPoint(x: 40, y: 10))
    pages.handle(.key(.right, modifiers: []))
    pages.handle(.key(.right, modifiers: []))
    #expect(pages.currentPage == 2)
    #expect(changes == 2)
    var warnings: [String] = []
    pages.warningHandler = { warnings.append($0) }
    pages.currentPage = 9
    #expect(pages.currentPage == 2)
    #expect(warnings == ["PageControl.currentPage 9 is out of range for 3 pages; it becomes 2"])
    #expect(pages.accessibilityValue == "page 3 of 3")
  }

  @Test func progressIsClampedAndNaNIsRefused() {
    let bar = ProgressView(progressViewStyle: .default)
    bar.progress = 1.5
    #expect(bar.progress == 1)
    let warnings = GeometryWarnings.warnings(during: { bar.progress = .nan })
    #expect(bar.progress == 1)
    #expect(warnings.map(\.message) == ["ProgressView.progress was given NaN; it stays 1.0"])
    #expect(bar.intrinsicContentSize.height == 4)
  }

  @Test func theSpinnerShowsOnlyWhileAnimatingAndTurnsOnTheClock() {
    let clock = ManualClock(now: 10)
    let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100), clock: clock)
    let spinner = ActivityIndicatorView(style: .medium)
    window.addSubview(spinner)
    #expect(spinner.isHidden)
    #expect(spinner.frame.size == CGSize(width: 20, height: 20))
    spinner.startAnimating()
    #expect(!spinner.isHidden)
    #expect(spinner.leadingSpoke == 0)
    #expect(spinner.nextRedrawTime == 10.125)
    clock.advance(by: 0.3)
    #expect(spinner.leadingSpoke == 2)
    spinner.stopAnimating()
    #expect(spinner.isHidden)
    #expect(spinner.nextRedrawTime == nil)
  }
}
