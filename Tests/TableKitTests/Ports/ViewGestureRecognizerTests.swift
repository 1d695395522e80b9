import Foundation
import Testing

@testable import TableKit

/// Gesture recognizers on views inside a table: a custom header that collapses its section on
/// a tap (as an open-source settings app does), a long press on a cell's image, and the table's
/// own gestures where no recognizer takes the pointer.
@MainActor
@Suite struct ViewGestureRecognizerTests {
  /// Sections whose custom header toggles them open and closed when tapped.
  final class CollapsingController: TableViewController {
    var collapsed: Set<Int> = []
    var selected: [IndexPath] = []
    var headerTaps: [Int] = []

    override func numberOfSections(in tableView: TableView) -> Int { 6 }
    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
      collapsed.contains(section) ? 0 : 3
    }
    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
      -> TableViewCell
    {
      let cell =
        tableView.dequeueReusableCell(withIdentifier: "row")
        ?? TableViewCell(style: .default, reuseIdentifier: "row")
      cell.textLabel?.text = "Row \(indexPath.row)"
      return cell
    }
    override func tableView(_ tableView: TableView, heightForHeaderInSection section: Int)
      -> CGFloat
    { 40 }
    override func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
      let header = View(frame: .zero)
      let title = Label(frame: CGRect(x: 15, y: 10, width: 200, height: 20))
      title.text = "Section \(section)"
      header.addSubview(title)
      header.tag = section
      let tap = TapGestureRecognizer { [weak self, weak tableView] recognizer in
        guard let self, let tableView, let section = recognizer.view?.tag else { return }
        self.headerTaps.append(section)
        if self.collapsed.contains(section) {
          self.collapsed.remove(section)
        } else {
          self.collapsed.insert(section)
        }
        tableView.reloadSections(IndexSet(integer: section), with: .automatic)
      }
      header.addGestureRecognizer(tap)
      return header
    }
    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
      selected.append(indexPath)
    }
  }

  private func fixture() -> (CollapsingController, TableTestDriver) {
    let controller = CollapsingController(style: .plain)
    let clock = ManualClock(now: 3)
    controller.tableView.clock = clock
    controller.tableView.rowHeight = 44
    controller.tableView.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
    controller.tableView.layoutIfNeeded()
    return (controller, TableTestDriver(table: controller.tableView, clock: clock, fps: 60))
  }

  @Test func tappingACustomHeaderCollapsesItsSection() {
    let (controller, driver) = fixture()
    // Section 1's header sits under section 0 (40 + 3 × 44 = 172).
    driver.tap(CGPoint(x: 100, y: 190))
    driver.run(for: 0.5)
    #expect(controller.headerTaps == [1])
    #expect(controller.tableView.numberOfRows(inSection: 1) == 0)
    #expect(controller.selected.isEmpty)
    driver.tap(CGPoint(x: 100, y: 190))
    driver.run(for: 0.5)
    #expect(controller.headerTaps == [1, 1])
    #expect(controller.tableView.numberOfRows(inSection: 1) == 3)
  }

  @Test func rowsStillSelectAndTheTableStillScrollsOverTheHeaders() {
    let (controller, driver) = fixture()
    driver.tap(CGPoint(x: 100, y: 60))
    #expect(controller.selected == [IndexPath(row: 0, section: 0)])
    driver.drag(from: CGPoint(x: 100, y: 190), by: CGPoint(x: 0, y: -120), duration: 0.3, pause: 0.1)
    driver.runUntilIdle()
    #expect(controller.headerTaps.isEmpty, "a drag is no tap")
    #expect(abs(controller.tableView.contentOffset.y - 110) < 12)
  }

  @Test func aLongPressOnACellsImageBeginsOnTheClockAndEndsOnLift() throws {
    let (controller, driver) = fixture()
    let cell = try #require(controller.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
    var states: [GestureRecognizer.State] = []
    var location: CGPoint?
    let press = LongPressGestureRecognizer { recognizer in
      states.append(recognizer.state)
      location = recognizer.location(in: recognizer.view)
    }
    cell.contentView.addGestureRecognizer(press)
    driver.down(CGPoint(x: 40, y: 90))
    driver.run(for: 0.3)
    #expect(states.isEmpty)
    #expect(controller.tableView.needsAnimationFrame, "the host keeps the clock going")
    driver.run(for: 0.3)
    #expect(states == [.began])
    #expect(abs((location?.y ?? 0) - (90 - cell.frame.minY)) < 0.01)
    driver.up(CGPoint(x: 40, y: 90))
    #expect(states == [.began, .ended])
    #expect(controller.selected.isEmpty, "the press took the touch from the row")
  }

  @Test func aRecognizerThatLeavesTouchesLetsTheRowSelectToo() throws {
    let (controller, driver) = fixture()
    let cell = try #require(controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
    var taps = 0
    let tap = TapGestureRecognizer { _ in taps += 1 }
    tap.cancelsTouchesInView = false
    cell.addGestureRecognizer(tap)
    driver.tap(CGPoint(x: 100, y: 60))
    #expect(taps == 1)
    #expect(controller.selected == [IndexPath(row: 0, section: 0)])
  }

  @Test func aDisabledOrRemovedRecognizerTakesNothing() throws {
    let (controller, driver) = fixture()
    let cell = try #require(controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
    var taps = 0
    let tap = TapGestureRecognizer { _ in taps += 1 }
    cell.addGestureRecognizer(tap)
    #expect(tap.view === cell)
    #expect(cell.gestureRecognizers?.count == 1)
    tap.isEnabled = false
    driver.tap(CGPoint(x: 100, y: 60))
    tap.isEnabled = true
    cell.removeGestureRecognizer(tap)
    driver.tap(CGPoint(x: 100, y: 60))
    #expect(taps == 0)
    #expect(tap.view == nil)
    #expect(cell.gestureRecognizers == nil)
  }
}

/// The recognizers' own rules, fed events directly.
@MainActor
@Suite struct GestureRecognizerRulesTests {
  @Test func aDoubleTapNeedsTheSecondPressSoonAfterTheFirstLift() {
    var taps = 0
    let double = TapGestureRecognizer { _ in taps += 1 }
    double.numberOfTapsRequired = 2
    double.pointerDown(at: .zero, time: 0)
    double.pointerUp(at: .zero, time: 0.1)
    #expect(taps == 0)
    double.pointerDown(at: .zero, time: 0.3)
    double.pointerUp(at: .zero, time: 0.35)
    #expect(taps == 1)
    double.pointerDown(at: .zero, time: 1)
    double.pointerUp(at: .zero, time: 1.1)
    double.advance(to: 1.6)
    double.pointerDown(at: .zero, time: 1.6)
    double.pointerUp(at: .zero, time: 1.7)
    #expect(taps == 1, "the second press came too late and starts over")
  }

  @Test func aTapThatMovesTooFarIsNoTap() {
    var taps = 0
    let tap = TapGestureRecognizer { _ in taps += 1 }
    tap.pointerDown(at: .zero, time: 0)
    tap.pointerMoved(to: CGPoint(x: 11, y: 0), time: 0.05)
    #expect(tap.state == .failed)
    tap.pointerUp(at: CGPoint(x: 11, y: 0), time: 0.1)
    #expect(taps == 0)
    #expect(tap.state == .possible)
    tap.pointerDown(at: .zero, time: 0.5)
    tap.pointerMoved(to: CGPoint(x: 6, y: 6), time: 0.55)
    tap.pointerUp(at: CGPoint(x: 6, y: 6), time: 0.6)
    #expect(taps == 1)
  }

  @Test func aLongPressReportsItsMovesAndACancel() {
    var states: [GestureRecognizer.State] = []
    let press = LongPressGestureRecognizer { states.append($0.state) }
    press.minimumPressDuration = 1
    press.pointerDown(at: .zero, time: 0)
    press.pointerMoved(to: CGPoint(x: 5, y: 0), time: 0.5)
    press.advance(to: 1)
    press.pointerMoved(to: CGPoint(x: 50, y: 0), time: 1.2)
    press.pointerCancelled()
    #expect(states == [.began, .changed, .cancelled])
    press.pointerDown(at: .zero, time: 2)
    press.pointerMoved(to: CGPoint(x: 20, y: 0), time: 2.2)
    press.advance(to: 3.5)
    #expect(states.count == 3, "moving too far before the time is up is no long press")
  }
}
