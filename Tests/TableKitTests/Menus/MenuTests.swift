import Foundation
import Testing

@testable import TableKit

/// Menus and actions as values: UIKit's defaults, and how a tree of menus becomes groups.
@MainActor
struct MenuTests {
  private func action(_ title: String, _ attributes: Action.Attributes = []) -> Action {
    Action(title: title, attributes: attributes) { _ in }
  }

  @Test func actionsAndMenusHaveUIKitsDefaults() {
    let action = Action { _ in }
    #expect(action.title == "")
    #expect(action.image == nil)
    #expect(action.attributes == [])
    #expect(action.state == .off)
    let other = Action { _ in }
    #expect(action.identifier != other.identifier)
    let named = Action(identifier: Action.Identifier("copy")) { _ in }
    #expect(named.identifier.rawValue == "copy")
    let menu = Menu()
    #expect(menu.title == "")
    #expect(menu.options == [])
    #expect(menu.children.isEmpty)
  }

  @Test func topLevelActionsFormGroupsBetweenNestedMenus() {
    let menu = Menu(children: [
      action("A"), action("B"),
      Menu(options: .displayInline, children: [action("C"), action("D")]),
      action("E"),
      Menu(
        title: "More",
        children: [action("F"), Menu(options: .displayInline, children: [action("G")])]),
    ])
    #expect(
      menu.actionGroups.map { $0.map(\.title) } == [["A", "B"], ["C", "D"], ["E"], ["F"], ["G"]])
  }

  @Test func hiddenActionsAndEmptyGroupsAreLeftOut() {
    let menu = Menu(children: [
      action("A", .hidden), Menu(options: .displayInline), action("B"),
      Menu(options: .displayInline, children: [action("C", .hidden)]),
    ])
    #expect(menu.actionGroups.map { $0.map(\.title) } == [["B"]])
    #expect(Menu(children: [action("X", .hidden)]).actionGroups.isEmpty)
  }

  @Test func aConfigurationsTrailingClosureMakesTheMenu() {
    let configuration = ContextMenuConfiguration { _ in Menu(title: "Row") }
    #expect(configuration.actionProvider?([])?.title == "Row")
    #expect(configuration.previewProvider == nil)
    let ported = ContextMenuConfiguration(identifier: "id", previewProvider: nil) { _ in nil }
    #expect(ported.identifier == AnyHashable("id"))
    #expect(ported.actionProvider?([]) == nil)
  }
}
