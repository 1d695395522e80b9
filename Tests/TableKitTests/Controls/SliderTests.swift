import Foundation
import Testing

@testable import TableKit

/// The slider: dragging the thumb, keys, events and bad bounds (issue 29).
@MainActor
@Suite
struct SliderTests {
  private func slider() -> Slider {
    let slider = Slider(frame: CGRect(x: 0, y: 0, width: 228, height: 31))
    slider.screen = ViewTesting.screen()
    return slider
  }

  @Test func aSliderIsThirtyOneTallWithNoWidthOfItsOwn() {
    let slider = slider()
    #expect(slider.intrinsicContentSize.height == 31)
    #expect(slider.intrinsicContentSize.width == View.noIntrinsicMetric)
    #expect(slider.value == 0)
    #expect(slider.thumbRect == CGRect(x: 0, y: 1.5, width: 28, height: 28))
  }

  @Test func draggingTheThumbMovesTheValueAndSendsValueChanged() {
    let slider = slider()
    var values: [Float] = []
    // Weak, as a UIKit action must be: the control keeps its actions.
    slider.addAction(
      Action { [weak slider] _ in if let slider { values.append(slider.value) } },
      for: .valueChanged)
    slider.handle(.pointerDown(id: 1, location: CGPoint(x: 14, y: 15), kind: .touch))
    // The thumb travels 200 points: 100 to the right is half way.
    slider.handle(.pointerMoved(id: 1, location: CGPoint(x: 114, y: 15), kind: .touch))
    #expect(slider.value == 0.5)
    slider.handle(.pointerMoved(id: 1, location: CGPoint(x: 400, y: 90), kind: .touch))
    #expect(slider.value == 1)
    slider.handle(.pointerUp(id: 1, location: CGPoint(x: 400, y: 90), kind: .touch))
    #expect(values == [0.5, 1, 1])
  }

  @Test func aPressOffTheThumbMovesNothing() {
    let slider = slider()
    slider.handle(.pointerDown(id: 1, location: CGPoint(x: 180, y: 15), kind: .touch))
    slider.handle(.pointerMoved(id: 1, location: CGPoint(x: 200, y: 15), kind: .touch))
    slider.handle(.pointerUp(id: 1, location: CGPoint(x: 200, y: 15), kind: .touch))
    #expect(slider.value == 0)
  }

  @Test func aSliderThatIsNotContinuousReportsOnceAtTheEnd() {
    let slider = slider()
    slider.isContinuous = false
    var reports = 0
    slider.addAction(Action { _ in reports += 1 }, for: .valueChanged)
    slider.handle(.pointerDown(id: 1, location: CGPoint(x: 14, y: 15), kind: .touch))
    slider.handle(.pointerMoved(id: 1, location: CGPoint(x: 64, y: 15), kind: .touch))
    slider.handle(.pointerMoved(id: 1, location: CGPoint(x: 114, y: 15), kind: .touch))
    slider.handle(.pointerUp(id: 1, location: CGPoint(x: 114, y: 15), kind: .touch))
    #expect(reports == 1)
    #expect(slider.value == 0.5)
  }

  @Test func theArrowsStepATenthAndHomeAndEndGoToTheEnds() {
    let slider = slider()
    slider.minimumValue = 0
    slider.maximumValue = 50
    slider.handle(.key(.right, modifiers: []))
    #expect(slider.value == 5)
    slider.handle(.key(.end, modifiers: []))
    #expect(slider.value == 50)
    slider.handle(.key(.home, modifiers: []))
    #expect(slider.value == 0)
  }

  @Test func badBoundsAndValuesAreReportedAndMadeUsable() {
    let slider = slider()
    var warnings: [String] = []
    slider.warningHandler = { warnings.append($0) }
    slider.value = 0.4
    slider.value = .nan
    #expect(slider.value == 0.4)
    slider.minimumValue = 5
    #expect(slider.minimumValue == 5)
    #expect(slider.maximumValue == 5)
    #expect(slider.value == 5)
    slider.maximumValue = .infinity
    #expect(slider.maximumValue == 5)
    #expect(
      warnings == [
        "Slider.value was given nan; it stays 0.4",
        "Slider.minimumValue 5.0 is above maximumValue 1.0; the maximum becomes 5.0",
        "Slider.maximumValue was given inf; the range stays 5.0...5.0",
      ])
    slider.value = 99
    #expect(slider.value == 5)
  }

  @Test func theSliderIsAdjustableForAccessibility() {
    let slider = slider()
    slider.value = 0.5
    #expect(slider.accessibilityTraits.contains(.adjustable))
    #expect(slider.accessibilityValue == "50%")
    slider.accessibilityIncrement()
    #expect(abs(slider.value - 0.6) < 1e-6)
  }
}
