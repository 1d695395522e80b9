import Foundation
import Testing

@testable import TableKit

/// One row whose accessory view is a given control.
@MainActor
private final class AccessorySource: TableViewDataSource {
  let accessory: View

  init(_ accessory: View) { self.accessory = accessory }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1 }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = TableViewCell(style: .default, reuseIdentifier: nil)
    cell.textLabel?.text = "Row"
    cell.accessoryView = accessory
    return cell
  }
}

/// Controls as cells' accessory views take their presses through the table, as the host's
/// router delivers them: to the control, which hands them to the table (issue 29).
@MainActor
@Suite
struct ControlInTableTests {
  private func table(with accessory: View) -> (TableView, AccessorySource) {
    let source = AccessorySource(accessory)
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
    table.screen = ViewTesting.screen()
    table.clock = ManualClock(now: 0)
    table.dataSource = source
    table.layoutIfNeeded()
    return (table, source)
  }

  @Test func aTapOnAButtonInACellRunsItsActionAndSelectsNoRow() {
    var taps = 0
    let button = Button(type: .system, primaryAction: Action(title: "Retry") { _ in taps += 1 })
    button.screen = ViewTesting.screen()
    button.sizeToFit()
    let (table, source) = table(with: button)
    #expect(button.window == nil)
    #expect(button.enclosingTable === table)
    button.handle(.pointerDown(id: 1, location: CGPoint(x: 5, y: 5), kind: .touch))
    button.handle(.pointerUp(id: 1, location: CGPoint(x: 5, y: 5), kind: .touch))
    #expect(taps == 1)
    #expect(table.indexPathForSelectedRow == nil)
    #expect(button.keyTargetAfterPress === table)
    _ = source
  }

  @Test func aSliderInACellFollowsItsOwnDrag() {
    let slider = Slider(frame: CGRect(x: 0, y: 0, width: 128, height: 31))
    let (table, source) = table(with: slider)
    slider.handle(.pointerDown(id: 1, location: CGPoint(x: 14, y: 15), kind: .touch))
    slider.handle(.pointerMoved(id: 1, location: CGPoint(x: 64, y: 15), kind: .touch))
    slider.handle(.pointerUp(id: 1, location: CGPoint(x: 64, y: 15), kind: .touch))
    #expect(slider.value == 0.5)
    #expect(table.contentOffset == .zero)
    _ = source
  }
}

/// A switch on a plain screen takes its own presses and keys.
@MainActor
@Suite
struct SwitchInputTests {
  @Test func aSwitchOutsideATableTogglesByPressAndByKey() {
    let toggle = Switch()
    toggle.handle(.pointerDown(id: 1, location: CGPoint(x: 10, y: 10), kind: .mouse))
    #expect(toggle.isHighlighted)
    toggle.handle(.pointerUp(id: 1, location: CGPoint(x: 10, y: 10), kind: .mouse))
    #expect(toggle.isOn)
    toggle.handle(.key(.space, modifiers: []))
    #expect(!toggle.isOn)
  }
}
