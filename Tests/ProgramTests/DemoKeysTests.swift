import DemoScenes
import Foundation
import TableKit
import Testing

/// Keys as iPadOS uses them in the demo (issue 24): arrows move the focus and never push a
/// screen; Return or Space opens the focused row; in the sidebar, whose scene shows beside it,
/// the selection follows the focus; exactly one scene is marked.
@MainActor
@Suite struct DemoKeysTests {
  private typealias Fixture = DemoWindowTests.Fixture

  private func press(_ key: Key, in table: TableView) {
    _ = table.handle(.key(key, modifiers: []))
  }

  /// The rows of the sidebar that look marked: checked, selected or focused.
  private func markedScenes(_ content: DemoWindowController) -> Set<Int> {
    var marked = Set<Int>()
    for row in content.scenes.indices {
      let indexPath = IndexPath(row: row, section: 0)
      if content.sidebar.cellForRow(at: indexPath)?.accessoryType == .checkmark { marked.insert(row) }
    }
    if let selected = content.sidebar.indexPathForSelectedRow { marked.insert(selected.row) }
    if let focused = content.sidebar.indexPathForFocusedRow { marked.insert(focused.row) }
    return marked
  }

  @Test func arrowsMoveTheFocusInTheContactsAndNeverOpenACard() throws {
    let fixture = Fixture()
    let navigation = fixture.content.sceneNavigationController
    let table = try #require(fixture.content.topTable)
    #expect(!table.selectionFollowsFocus, "UIKit's default for a table")
    press(.down, in: table)
    press(.down, in: table)
    fixture.settle()
    #expect(navigation.viewControllers.count == 1, "two quick Downs stacked two cards")
    let focused = try #require(table.indexPathForFocusedRow)
    #expect(table.indexPathForSelectedRow == nil)
    press(.return, in: table)
    fixture.settle()
    #expect(navigation.viewControllers.count == 2, "Return opens the focused row's card")
    navigation.popViewController(animated: false)
    fixture.settle()
    press(.space, in: table)
    fixture.settle()
    #expect(navigation.viewControllers.count == 2, "Space opens it too: \(focused)")
  }

  @Test func inTheSidebarTheFocusShowsEachSceneAndOnlyItIsMarked() {
    let fixture = Fixture()
    let content = fixture.content
    #expect(content.sidebar.selectionFollowsFocus, "a sidebar's detail shows beside it")
    press(.down, in: content.sidebar)
    fixture.settle()
    press(.down, in: content.sidebar)
    fixture.settle()
    #expect(content.sceneIndex == 1, "the focus went to the first scene, then the second")
    #expect(markedScenes(content) == [1])
  }

  @Test func aSceneChosenByItsDigitLeavesNoOtherMarked() {
    let fixture = Fixture()
    let content = fixture.content
    // A click on Settings selects its row; then the digit 3 shows Cell Styles.
    content.sidebar.selectRow(
      at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
    content.tableView(content.sidebar, didSelectRowAt: IndexPath(row: 1, section: 0))
    fixture.settle()
    #expect(markedScenes(content) == [1])
    content.showScene(at: 2)
    fixture.settle()
    #expect(markedScenes(content) == [2], "a highlighted row and a checkmark on another")
    // Focus left on one scene by the arrows, then another chosen by its digit.
    press(.down, in: content.sidebar)
    fixture.settle()
    content.showScene(at: 5)
    fixture.settle()
    #expect(markedScenes(content) == [5])
  }
}
