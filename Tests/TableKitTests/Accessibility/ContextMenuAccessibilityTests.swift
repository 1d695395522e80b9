import Foundation
import Testing

@testable import TableKit

/// Issue 30: an open context menu is modal and reads its title and items, each chosen when
/// activated; escape closes it.
@MainActor
@Suite struct ContextMenuAccessibilityTests {
  private func openMenu(chosen: @escaping (String) -> Void) -> ContextMenuHarness {
    let harness = ContextMenuHarness(rows: 10)
    harness.source.makeMenu = { _ in
      Menu(title: "Row 2", children: [
        Action(title: "Copy") { chosen($0.title) },
        Action(title: "Pin", state: .on) { chosen($0.title) },
        Action(title: "Share", attributes: .disabled) { chosen($0.title) },
      ])
    }
    harness.press(row: 2, for: 0.6)
    harness.send(.pointerUp(id: 1, location: harness.point(row: 2), kind: .touch))
    harness.run(for: 0.5)
    return harness
  }

  @Test func theOpenMenuIsAllThatIsReadAndItsItemsChoose() throws {
    var chosen: [String] = []
    let harness = openMenu { chosen.append($0) }
    #expect(harness.table.isShowingContextMenu)
    let tree = AccessibilityTree(of: harness.table)
    #expect(tree.root.children.map(\.label) == ["Row 2", "Copy", "Pin", "Share"])
    #expect(tree.root.children.map(\.traits) == [
      .header, .button, [.button, .selected], [.button, .notEnabled],
    ])
    #expect(!tree.activate(tree.root.children[3].id), "a disabled item does nothing")
    #expect(tree.activate(tree.root.children[1].id))
    #expect(chosen == ["Copy"])
    #expect(!harness.table.isShowingContextMenu)
  }

  @Test func escapeClosesTheMenu() throws {
    let harness = openMenu { _ in }
    let tree = AccessibilityTree(of: harness.table)
    #expect(tree.performEscape(from: tree.root.children[1].id))
    #expect(!harness.table.isShowingContextMenu)
    #expect(AccessibilityTree(of: harness.table).root.children.first?.label == "Row 0")
  }
}
