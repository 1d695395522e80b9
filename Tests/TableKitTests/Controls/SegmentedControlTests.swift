import Foundation
import Testing

@testable import TableKit

/// The segmented control: segments, choosing by tap and keys, sizes and bad indexes (issue 29).
@MainActor
@Suite
struct SegmentedControlTests {
  private func control(_ titles: [String] = ["Day", "Week", "Month"]) -> SegmentedControl {
    let control = SegmentedControl(items: titles)
    control.screen = ViewTesting.screen()
    control.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
    return control
  }

  @Test func segmentsAreEquallyWideAndThirtyTwoTall() {
    let control = control()
    #expect(control.numberOfSegments == 3)
    #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
    #expect(control.segmentFrames.map(\.width) == [100, 100, 100])
    // "Month" in 13-point semibold is 35.75 wide with the fixed measurer, plus 12 each side.
    #expect(control.intrinsicContentSize == CGSize(width: 180, height: 32))
  }

  @Test func aTapChoosesTheSegmentAndSendsValueChangedOnce() {
    let control = control()
    var changes: [Int] = []
    control.addAction(
      Action { [weak control] _ in if let control { changes.append(control.selectedSegmentIndex) }
      },
      for: .valueChanged)
    control.handle(.pointerDown(id: 1, location: CGPoint(x: 150, y: 10), kind: .touch))
    #expect(control.pressedSegment == 1)
    control.handle(.pointerUp(id: 1, location: CGPoint(x: 150, y: 10), kind: .touch))
    #expect(control.selectedSegmentIndex == 1)
    control.handleTap(at: CGPoint(x: 150, y: 10))
    control.handleTap(at: CGPoint(x: 250, y: 10))
    #expect(changes == [1, 2])
  }

  @Test func theArrowsMoveTheChoiceSkippingDisabledSegments() {
    let control = control()
    control.selectedSegmentIndex = 0
    control.setEnabled(false, forSegmentAt: 1)
    #expect(control.handle(.key(.right, modifiers: [])))
    #expect(control.selectedSegmentIndex == 2)
    control.handle(.key(.left, modifiers: []))
    #expect(control.selectedSegmentIndex == 0)
  }

  @Test func rightToLeftTheFirstSegmentIsOnTheRight() {
    let control = SegmentedControl(items: ["A", "B"])
    control.screen = ViewTesting.screen(layoutDirection: .rightToLeft)
    control.frame = CGRect(x: 0, y: 0, width: 200, height: 32)
    control.handleTap(at: CGPoint(x: 150, y: 10))
    #expect(control.selectedSegmentIndex == 0)
  }

  @Test func actionsMakeSegmentsAndRunWhenChosen() {
    var ran: [String] = []
    let control = SegmentedControl(
      frame: CGRect(x: 0, y: 0, width: 200, height: 32),
      actions: [
        Action(title: "List") { ran.append($0.title) },
        Action(title: "Grid") { ran.append($0.title) },
      ])
    #expect(control.titleForSegment(at: 1) == "Grid")
    control.handleTap(at: CGPoint(x: 150, y: 10))
    #expect(ran == ["Grid"])
  }

  @Test func aMomentaryControlKeepsNoChoice() {
    let control = control()
    control.isMomentary = true
    var changes = 0
    control.addAction(Action { _ in changes += 1 }, for: .valueChanged)
    control.handleTap(at: CGPoint(x: 10, y: 10))
    control.handleTap(at: CGPoint(x: 10, y: 10))
    #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
    #expect(changes == 2)
  }

  @Test func insertingAndRemovingKeepTheChoiceOnItsSegment() {
    let control = control()
    control.selectedSegmentIndex = 1
    control.insertSegment(withTitle: "Year", at: 0, animated: false)
    #expect(control.selectedSegmentIndex == 2)
    #expect(control.titleForSegment(at: 2) == "Week")
    control.removeSegment(at: 2, animated: false)
    #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
  }

  @Test func anIndexOutOfRangeIsReportedAndChoosesNothing() {
    let control = control()
    var warnings: [String] = []
    control.warningHandler = { warnings.append($0) }
    control.selectedSegmentIndex = 1
    control.selectedSegmentIndex = 5
    #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
    control.removeSegment(at: 7, animated: false)
    #expect(control.numberOfSegments == 3)
    #expect(
      warnings == [
        "selectedSegmentIndex 5 is out of range for 3 segments; no segment is selected",
        "removeSegment(at:animated:) was given segment 7 of 3; nothing changed",
      ])
  }
}
