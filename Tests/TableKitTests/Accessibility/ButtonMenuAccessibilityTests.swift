import Foundation
import Testing

@testable import TableKit

/// Issue 30: a button's open menu is modal for a screen reader and reads its title and rows;
/// rows choose, a submenu's row opens its panel, whose header closes it, and escape closes a
/// submenu and then the menu, as VoiceOver's scrub does on iOS.
@MainActor
@Suite struct ButtonMenuAccessibilityTests {
  /// A "Sort" button whose menu has a checked, a plain and a disabled row and a submenu.
  private func openMenu(_ record: @escaping @MainActor (String) -> Void) -> (Window, Button) {
    let button = Button(type: .system)
    button.setTitle("Sort", for: .normal)
    button.menu = Menu(
      title: "Sort By",
      children: [
        Action(title: "Due Date", state: .on) { record($0.title) },
        Action(title: "Title") { record($0.title) },
        Action(title: "Archived", attributes: .disabled) { record($0.title) },
        Menu(
          title: "Group By",
          children: [
            Action(title: "List") { record($0.title) },
            Action(title: "Tag") { record($0.title) },
          ]),
      ])
    button.showsMenuAsPrimaryAction = true
    let window = ButtonMenuTests.windowWithButton(button)
    button.handleTap(at: .zero)
    return (window, button)
  }

  @Test func theOpenMenuIsAllThatIsReadAndItsRowsChoose() throws {
    var chosen: [String] = []
    let (window, button) = openMenu { chosen.append($0) }
    #expect(button.isMenuPresented)
    let tree = AccessibilityTree(of: window)
    let menu = try #require(tree.root.children.last)
    // Modal: the button under it is not read.
    #expect(tree.root.children.count == 1)
    #expect(menu.children.map(\.label) == ["Sort By", "Due Date", "Title", "Archived", "Group By"])
    #expect(menu.children.map(\.traits) == [
      .header, [.button, .selected], .button, [.button, .notEnabled], .button,
    ])
    #expect(!tree.activate(menu.children[3].id), "a disabled row does nothing")
    #expect(button.isMenuPresented)
    #expect(tree.activate(menu.children[2].id))
    #expect(chosen == ["Title"])
    #expect(!button.isMenuPresented)
  }

  @Test func aSubmenuOpensFromItsRowAndEscapeClosesItThenTheMenu() throws {
    var chosen: [String] = []
    let (window, button) = openMenu { chosen.append($0) }
    var tree = AccessibilityTree(of: window)
    let submenuRow = try #require(tree.root.children.last?.children.last)
    #expect(tree.activate(submenuRow.id))
    tree = AccessibilityTree(of: window)
    let panel = try #require(tree.root.children.last)
    #expect(panel.children.map(\.label) == ["Group By", "List", "Tag"])
    #expect(panel.children.first?.traits == [.button, .header])
    #expect(tree.performEscape(from: panel.children[1].id))
    tree = AccessibilityTree(of: window)
    #expect(tree.root.children.last?.children.first?.label == "Sort By", "back at the root")
    #expect(button.isMenuPresented)
    #expect(tree.performEscape(from: try #require(tree.root.children.last?.children.first).id))
    #expect(!button.isMenuPresented)
    #expect(chosen.isEmpty)
  }
}
