import Foundation
import Testing

@testable import TableKit

/// Issue 30, item 3's check box: what can be checked carries its check state in the tree
/// (rows showing a checkmark or a selection circle, rows with a switch, a button that toggles
/// its selection), beside UIKit's `.selected`, which keeps its meaning.
@MainActor
@Suite struct CheckStateAccessibilityTests {
  private func rows(_ harness: EditingHarness) -> [AccessibilityNode] {
    AccessibilityTree(of: harness.table).root.children.filter { $0.role == .listItem }
  }

  @Test func aCheckmarkIsCheckedAndTheOtherChoicesOfItsSectionUnchecked() {
    let harness = EditingHarness([["Small", "Medium", "Large"], ["About", "Help"]]) { source in
      source.configure = { cell, path in
        if path == IndexPath(row: 1, section: 0) { cell.accessoryType = .checkmark }
        if path == IndexPath(row: 2, section: 0) { cell.accessoryType = .disclosureIndicator }
      }
    }
    let nodes = rows(harness)
    #expect(nodes.map(\.label) == ["Small", "Medium", "Large", "About", "Help"])
    #expect(nodes.map(\.checkState) == [.unchecked, .checked, nil, nil, nil])
    // UIKit's trait stays: VoiceOver says "Selected" for the checkmark.
    #expect(nodes[1].traits == [.button, .selected])
    #expect(nodes[0].traits == .button)
    #expect(nodes[1].textDescription.contains("[button,selected] checked row 2 of 5"))
  }

  @Test func aTableWithoutCheckmarksHasNothingToCheck() {
    let harness = EditingHarness([["One", "Two"]])
    #expect(rows(harness).allSatisfy { $0.checkState == nil })
    let first = IndexPath(row: 0, section: 0)
    harness.table.selectRow(at: first, animated: false, scrollPosition: .none)
    #expect(rows(harness)[0].traits.contains(.selected))
    #expect(rows(harness)[0].checkState == nil)
  }

  @Test func selectionCirclesAreCheckedWhileTheirRowsAreSelected() {
    let harness = EditingHarness([["Apples", "Pears", "Plums"]])
    let table = harness.table
    table.allowsMultipleSelectionDuringEditing = true
    table.setEditing(true, animated: false)
    table.layoutIfNeeded()
    table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
    #expect(rows(harness).map(\.checkState) == [.unchecked, .checked, .unchecked])
    #expect(rows(harness)[1].traits.contains(.selected))
    table.setEditing(false, animated: false)
    table.layoutIfNeeded()
    #expect(rows(harness).allSatisfy { $0.checkState == nil })
  }

  @Test func deleteControlsAloneAreNotSelectionCircles() {
    let harness = EditingHarness([["Apples", "Pears"]])
    harness.table.setEditing(true, animated: false)
    harness.table.layoutIfNeeded()
    #expect(rows(harness).allSatisfy { $0.checkState == nil })
  }

  @Test func aRowWithASwitchIsCheckedWhileItIsOn() {
    let toggle = Switch()
    let harness = EditingHarness([["Wi-Fi"]]) { source in
      source.configure = { cell, _ in cell.accessoryView = toggle }
    }
    #expect(rows(harness)[0].checkState == .unchecked)
    toggle.isOn = true
    #expect(rows(harness)[0].checkState == .checked)
  }

  @Test func aButtonThatTogglesItsSelectionIsACheckBox() throws {
    let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    let bold = Button(type: .system)
    bold.setTitle("Bold", for: .normal)
    bold.changesSelectionAsPrimaryAction = true
    bold.frame = CGRect(x: 10, y: 10, width: 100, height: 44)
    root.addSubview(bold)
    func node() throws -> AccessibilityNode {
      try #require(
        AccessibilityTree(of: root).root.allNodes.first { $0.id == .view(ObjectIdentifier(bold)) })
    }
    #expect(try node().role == .checkBox)
    #expect(try node().label == "Bold")
    #expect(try node().checkState == .unchecked)
    #expect(try node().actions == [.activate])
    // A tap (here VoiceOver's activation) flips the selection, as UIKit's toggle button does.
    #expect(AccessibilityTree(of: root).activate(try node().id))
    #expect(bold.isSelected)
    #expect(try node().checkState == .checked)
    #expect(try node().traits == [.button, .selected])
    // With a menu it is a pop-up button, which is not checked.
    bold.menu = Menu(children: [Action(title: "Regular") { _ in }])
    #expect(try node().role == .button)
    #expect(try node().checkState == nil)
  }
}
