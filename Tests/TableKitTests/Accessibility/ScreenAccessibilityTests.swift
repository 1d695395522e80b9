import Foundation
import Testing

@testable import TableKit

/// Issue 30, item 1: navigation bars, bar buttons and alerts read as UIKit's: titles are
/// headers, the back button says "Back" and where it goes, alerts are modal, and escaping goes
/// back or cancels.
@MainActor
@Suite struct ScreenAccessibilityTests {
  private func node(_ label: String, in tree: AccessibilityTree) throws -> AccessibilityNode {
    try #require(tree.root.allNodes.first { $0.label == label }, "no node \(label)")
  }

  @Test func theNavigationTitleIsAHeaderReadBeforeTheContent() throws {
    let harness = NavigationHarness(root: RowsController(title: "Contacts"))
    let tree = AccessibilityTree(of: harness.window)
    let bar = try #require(tree.root.allNodes.first { $0.role == .toolBar })
    #expect(bar.children.map(\.label) == ["Contacts"])
    #expect(bar.children.first?.role == .heading)
    let readingOrder = tree.focusableNodes.map(\.label)
    #expect(readingOrder.first == "Contacts")
    #expect(readingOrder.dropFirst().first == "Row 0")
  }

  @Test func theBackButtonSaysBackAndThePreviousTitleAndGoesBack() throws {
    let harness = NavigationHarness(root: RowsController(title: "Contacts"))
    harness.push(RowsController(title: "Ada"), animated: false)
    harness.settle()
    let tree = AccessibilityTree(of: harness.window)
    let back = try node("Back, Contacts", in: tree)
    #expect(back.role == .button)
    #expect(back.actions == [.activate])
    #expect(try node("Ada", in: tree).role == .heading)
    #expect(tree.activate(back.id))
    harness.settle()
    #expect(harness.navigation.viewControllers.count == 1)
  }

  @Test func escapingFromARowGoesBack() throws {
    let harness = NavigationHarness(root: RowsController(title: "Contacts"))
    harness.push(RowsController(title: "Ada"), animated: false)
    harness.settle()
    let tree = AccessibilityTree(of: harness.window)
    #expect(tree.performEscape(from: try node("Row 3", in: tree).id))
    harness.settle()
    #expect(harness.navigation.viewControllers.count == 1)
    let root = AccessibilityTree(of: harness.window)
    #expect(!root.performEscape(from: try node("Row 3", in: root).id), "nothing to go back to")
  }

  @Test func barButtonsReadTheirTitlesOrTheirSystemNames() throws {
    let controller = RowsController(title: "Tasks")
    var added = 0
    controller.navigationItem.rightBarButtonItem = BarButtonItem(
      systemItem: .add, primaryAction: Action { _ in added += 1 })
    let edit = BarButtonItem(title: "Sort")
    edit.isEnabled = false
    edit.accessibilityHint = "Sorts the tasks"
    controller.navigationItem.leftBarButtonItem = edit
    let harness = NavigationHarness(root: controller)
    let tree = AccessibilityTree(of: harness.window)
    let bar = try #require(tree.root.allNodes.first { $0.role == .toolBar })
    #expect(bar.children.map(\.label) == ["Sort", "Tasks", "Add"])
    let sort = bar.children[0]
    #expect(sort.traits == [.button, .notEnabled])
    #expect(sort.hint == "Sorts the tasks")
    #expect(sort.actions.isEmpty)
    #expect(tree.activate(bar.children[2].id))
    #expect(added == 1)
    #expect(BarButtonItem(systemItem: .trash).effectiveAccessibilityLabel(in: "en") == "Delete")
    #expect(BarButtonItem(systemItem: .trash).effectiveAccessibilityLabel(in: "de") == "Löschen")
    #expect(BarButtonItem(systemItem: .add).effectiveAccessibilityLabel(in: "fr") == "Ajouter")
  }

  @Test func anAlertIsModalAndReadsItsTitleMessageAndButtons() throws {
    let harness = PresentationHarness()
    let alert = AlertController(
      title: "Delete Contact?", message: "This cannot be undone.", preferredStyle: .alert)
    var chosen: [String] = []
    for (title, style) in [("Cancel", AlertAction.Style.cancel), ("Delete", .destructive)] {
      alert.addAction(AlertAction(title: title, style: style) { chosen.append($0.title ?? "") })
    }
    harness.root.present(alert, animated: false)
    harness.run(for: 0.5)
    let tree = AccessibilityTree(of: harness.window)
    #expect(tree.root.children.count == 1, "what lies under the alert is not read")
    let box = try #require(tree.root.children.first)
    #expect(box.role == .alert && box.isModal)
    #expect(box.children.map(\.label) == ["Delete Contact?", "This cannot be undone.", "Cancel", "Delete"])
    #expect(box.children.map(\.role) == [.heading, .staticText, .button, .button])
    #expect(tree.performEscape(from: box.children[3].id))
    harness.run(for: 0.5)
    #expect(chosen == ["Cancel"])
  }

  @Test func anActionSheetIsADialogWhoseButtonsChoose() throws {
    let harness = PresentationHarness()
    let sheet = AlertController(title: nil, message: nil, preferredStyle: .actionSheet)
    var chosen: [String] = []
    for title in ["Call", "Message"] {
      sheet.addAction(AlertAction(title: title, style: .default) { chosen.append($0.title ?? "") })
    }
    harness.root.present(sheet, animated: false)
    harness.run(for: 0.5)
    let tree = AccessibilityTree(of: harness.window)
    let box = try #require(tree.root.children.first)
    #expect(box.role == .dialog)
    #expect(tree.activate(try node("Message", in: tree).id))
    harness.run(for: 0.5)
    #expect(chosen == ["Message"])
  }

  @Test func aPushAPopAndAPresentationEachSayTheScreenChanged() {
    let harness = NavigationHarness(root: RowsController(title: "Contacts"))
    var changes = 0
    harness.window.screen.accessibility.addObserver { event in
      if case .posted(.screenChanged, _) = event { changes += 1 }
    }
    harness.push(RowsController(title: "Ada"), animated: true)
    #expect(changes == 0, "not before the push ends")
    harness.settle()
    #expect(changes == 1)
    harness.navigation.popViewController(animated: false)
    #expect(changes == 2)
    let alert = AlertController(title: "Hello", message: nil, preferredStyle: .alert)
    alert.addAction(AlertAction(title: "OK", style: .default))
    harness.navigation.present(alert, animated: true)
    harness.settle()
    #expect(changes == 3)
  }
}
