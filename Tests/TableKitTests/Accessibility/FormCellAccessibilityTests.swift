import Foundation
import Testing

@testable import TableKit

/// A form's cell holding a text field or text view (the New Task sheet's title and note) reads
/// its parts one by one, as VoiceOver reaches the field inside such a UIKit cell: the field is
/// a text entry a screen reader focuses, edits and copies from, where it was one list item
/// whose activation only selected the row. Other rows stay list items numbered in the list.
@MainActor
@Suite struct FormCellAccessibilityTests {
  /// A table of three rows: a plain "Due Date" row, a row holding a "Title" field, and a row
  /// holding a read-only, unselectable text view (which is only read).
  private final class Form: TableViewDataSource {
    let field = TextField()
    let terms = TextView()

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      let cell = TableViewCell(style: .default, reuseIdentifier: nil)
      switch indexPath.row {
      case 0:
        cell.textLabel?.text = "Due Date"
      case 1:
        field.placeholder = "Title"
        field.frame = CGRect(x: 16, y: 0, width: 280, height: 44)
        cell.contentView.addSubview(field)
      default:
        terms.text = "Terms"
        terms.isEditable = false
        terms.isSelectable = false
        terms.frame = CGRect(x: 16, y: 0, width: 280, height: 44)
        cell.contentView.addSubview(terms)
      }
      return cell
    }
  }

  private func makeForm() -> (Window, TableView, Form) {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
    window.screen.clipboard = MemoryClipboard(string: nil)
    let table = TableView(frame: window.bounds, style: .insetGrouped)
    let form = Form()
    table.dataSource = form
    window.addSubview(table)
    window.layoutIfNeeded()
    return (window, table, form)
  }

  @Test func theFieldInsideACellIsAnEntryAndTheOtherRowsStayListItems() throws {
    let (window, table, form) = makeForm()
    defer { withExtendedLifetime((table, form)) {} }
    let tree = AccessibilityTree(of: window)
    let list = try #require(tree.root.allNodes.first { $0.role == .list })
    #expect(list.children.map(\.role) == [.listItem, .textField, .listItem])
    #expect(list.children[0].label == "Due Date")
    #expect(list.children[0].listPosition?.index == 1)
    #expect(list.children[1].label == "Title")
    #expect(tree.view(list.children[1].id) === form.field)
    #expect(list.children[2].listPosition?.index == 3, "a text nobody edits stays in its row")
  }

  @Test func activatingTheFieldEditsItAndItsCommandsBecomeActions() throws {
    let (window, table, form) = makeForm()
    defer { withExtendedLifetime((table, form)) {} }
    var tree = AccessibilityTree(of: window)
    let entry = try #require(tree.root.allNodes.first { $0.role == .textField })
    #expect(tree.activate(entry.id))
    #expect(form.field.isFirstResponder)
    _ = form.field.handle(.text("Buy milk"))
    tree = AccessibilityTree(of: window)
    let editing = try #require(tree.root.allNodes.first { $0.role == .textField })
    #expect(editing.value == "Buy milk")
    #expect(tree.perform(customAction: "Select All", on: editing.id))
    #expect(form.field.editing.selectedText == "Buy milk")
  }
}
