import Foundation
import Testing

@testable import TableKit

/// Issue 30, item 1: a cell reads as iOS reads it — its texts, a button where it can be
/// selected, selected when it is, its accessory's meaning — without the app setting anything.
@MainActor
@Suite struct CellAccessibilityTests {
  private func labels(_ harness: EditingHarness) -> [String?] {
    harness.table.visibleCells.map(\.accessibilityLabel)
  }

  @Test func aCellReadsItsTitleThenItsDetail() {
    let harness = EditingHarness([["Wi-Fi", "Bluetooth"]]) { source in
      source.cellStyle = .value1
      source.detail = { $0.row == 0 ? "Home" : nil }
    }
    #expect(labels(harness) == ["Wi-Fi, Home", "Bluetooth"])
    let cell = harness.table.visibleCells[0]
    #expect(cell.isAccessibilityElement)
    #expect(cell.accessibilityValue == nil)
  }

  @Test func aSubtitleIsReadAfterTheTitle() {
    let harness = EditingHarness([["Ada Lovelace"]]) { source in
      source.cellStyle = .subtitle
      source.detail = { _ in "Analyst" }
    }
    #expect(labels(harness) == ["Ada Lovelace, Analyst"])
  }

  @Test func aRowIsAButtonWhereItCanBeSelectedAndSelectedWhenItIs() {
    let harness = EditingHarness([["One", "Two"]])
    let table = harness.table
    let cell = table.visibleCells[0]
    #expect(cell.accessibilityTraits == .button)
    table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
    #expect(cell.accessibilityTraits == [.button, .selected])
    table.allowsSelection = false
    #expect(!table.visibleCells[1].accessibilityTraits.contains(.button))
  }

  @Test func activatingARowSelectsItAsATapDoes() {
    let harness = EditingHarness([["One", "Two"]])
    #expect(harness.table.visibleCells[1].accessibilityActivate())
    #expect(harness.source.calls == ["didSelect 0.1"])
    #expect(harness.table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
  }

  @Test func aCheckmarkReadsAsSelected() {
    let harness = EditingHarness([["Small", "Large"]]) { source in
      source.configure = { cell, path in cell.accessoryType = path.row == 1 ? .checkmark : .none }
    }
    #expect(!harness.table.visibleCells[0].accessibilityTraits.contains(.selected))
    #expect(harness.table.visibleCells[1].accessibilityTraits.contains(.selected))
  }

  @Test func aSwitchAccessoryGivesTheRowItsValueAndActivationFlipsIt() {
    let toggle = Switch()
    var changes = 0
    toggle.valueChanged = { _ in changes += 1 }
    let harness = EditingHarness([["Airplane Mode"]]) { source in
      source.configure = { cell, _ in cell.accessoryView = toggle }
    }
    let cell = harness.table.visibleCells[0]
    #expect(cell.accessibilityLabel == "Airplane Mode")
    #expect(cell.accessibilityValue == "0")
    #expect(cell.accessibilityTraits.contains(.toggleButton))
    #expect(cell.accessibilityActivate())
    #expect(toggle.isOn && changes == 1)
    #expect(cell.accessibilityValue == "1")
    #expect(harness.source.calls.isEmpty, "the row is not selected")
  }

  @Test func aDetailButtonIsAMoreInfoElementInsideTheRow() throws {
    let harness = EditingHarness([["Ada", "Grace"]]) { $0.accessory = .detailDisclosureButton }
    let cell = harness.table.visibleCells[1]
    let parts = try #require(cell.accessibilityElements as? [AccessibilityElement])
    #expect(parts.map(\.accessibilityLabel) == ["More Info"])
    #expect(parts[0].accessibilityTraits == .button)
    #expect(parts[0].accessibilityFrame.height >= 44)
    #expect(parts[0].accessibilityActivate())
    #expect(harness.source.calls == ["accessoryButtonTapped 0.1"])
  }

  @Test func aCustomCellReadsItsSubviewsLabelsInOrder() {
    let harness = EditingHarness([[""]]) { source in
      source.configure = { cell, _ in
        guard cell.contentView.subviews.count < 5 else { return }
        let name = Label()
        name.text = "Espresso"
        let price = Label()
        price.text = "2.50 €"
        let hidden = Label()
        hidden.text = "Internal"
        hidden.isHidden = true
        for label in [name, price, hidden] { cell.contentView.addSubview(label) }
      }
    }
    #expect(labels(harness) == ["Espresso, 2.50 €"])
  }

  @Test func anAssignedLabelWinsOverTheTexts() {
    let harness = EditingHarness([["Ada"]]) { source in
      source.configure = { cell, _ in cell.accessibilityLabel = "Ada Lovelace, favourite" }
    }
    #expect(labels(harness) == ["Ada Lovelace, favourite"])
  }

  @Test func aSectionHeaderIsAHeader() throws {
    let harness = EditingHarness([["Ada"], ["Grace"]]) { $0.headers = ["A", "G"] }
    let header = try #require(harness.table.headerView(forSection: 0))
    #expect(header.isAccessibilityElement)
    #expect(header.accessibilityLabel == "A")
    #expect(header.accessibilityTraits == .header)
  }
}
