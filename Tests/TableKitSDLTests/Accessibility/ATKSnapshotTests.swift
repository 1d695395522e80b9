import DemoScenes
import Foundation
import TableKit
import TableKitSDL
import TableKitTesting
import Testing

/// Issue 30, item 3: what the AT-SPI bridge shows for a tree (ATK roles, states, text, actions,
/// the list's counts), and that a frame's update is only its difference from the last one.
@MainActor
@Suite(.serialized)
struct ATKSnapshotTests {
  let snapshotter: Snapshotter
  init() throws { snapshotter = try Snapshotter() }

  private func scene(_ name: String, offset: CGFloat = 0) throws -> View {
    try snapshotter.preparedScene(name, offset: offset)
  }

  private func node(
    _ role: AccessibilityRole, label: String? = nil, value: String? = nil,
    traits: AccessibilityTraits = [], actions: [AccessibilityNodeAction] = [],
    children: [AccessibilityNode] = []
  ) -> AccessibilityNode {
    AccessibilityNode(
      id: .part(of: ObjectIdentifier(View.self), index: Int.random(in: 0..<1_000_000)),
      role: role, label: label, value: value, hint: nil, traits: traits, identifier: nil,
      frame: CGRect(x: 1, y: 2, width: 30, height: 40), actions: actions, isModal: false,
      listPosition: nil, rowCount: nil, children: children)
  }

  // MARK: - Mapping

  @Test func eachRoleHasItsATKRoleAndAButtonInATabBarIsATab() {
    let expected: [(AccessibilityRole, ATKRole)] = [
      (.window, .frame), (.list, .list), (.listItem, .listItem), (.heading, .heading),
      (.button, .pushButton), (.toggleButton, .toggleButton), (.checkBox, .checkBox),
      (.link, .link),
      (.staticText, .label), (.textField, .entry), (.searchField, .entry), (.image, .image),
      (.adjustable, .slider), (.keyboardKey, .pushButton), (.tabBar, .pageTabList),
      (.toolBar, .toolBar), (.alert, .alert), (.dialog, .dialog), (.group, .panel),
    ]
    for (role, atk) in expected {
      #expect(ATKSnapshot.role(for: node(role), parentRole: nil) == atk, "\(role)")
    }
    #expect(ATKSnapshot.role(for: node(.button), parentRole: .tabBar) == .pageTab)
    #expect(ATKSnapshot.kind(for: .list) == .list)
    #expect(ATKSnapshot.kind(for: .heading) == .text)
    #expect(ATKSnapshot.kind(for: .entry) == .text)
    #expect(ATKSnapshot.kind(for: .frame) == .frame)
    #expect(ATKSnapshot.kind(for: .pushButton) == .plain)
  }

  @Test func statesFollowTraitsAndValues() {
    func states(_ node: AccessibilityNode, focused: Bool = false) -> ATKStates {
      ATKSnapshot.element(for: node, parentRole: nil, isFocused: focused, unitsPerPoint: 1).states
    }
    let row = states(node(.listItem, label: "Ada", traits: [.button, .selected]), focused: true)
    #expect(row.isSuperset(of: [.enabled, .visible, .showing, .focusable, .focused]))
    #expect(row.isSuperset(of: [.selectable, .selected]))
    let on = states(node(.toggleButton, label: "Wi-Fi", value: "1"))
    #expect(on.isSuperset(of: [.checkable, .checked, .pressed]))
    let off = states(node(.toggleButton, label: "Wi-Fi", value: "0"))
    #expect(off.contains(.checkable) && !off.contains(.checked))
    #expect(
      !states(node(.button, label: "Save", traits: [.button, .notEnabled])).contains(.enabled))
    #expect(states(node(.textField, label: "Name")).isSuperset(of: [.editable, .singleLine]))
    #expect(!states(node(.list)).contains(.focusable))
  }

  @Test func namesDescriptionsTextAndActions() {
    let field = ATKSnapshot.element(
      for: node(.textField, label: "Name", value: "Ada", actions: [.activate]), parentRole: nil,
      isFocused: false, unitsPerPoint: 2)
    #expect(field.name == "Name")
    #expect(field.text == "Ada")
    #expect(field.description == "", "a field's value is its text, not its description")
    #expect(field.extents == CGRect(x: 2, y: 4, width: 60, height: 80), "in window units")
    let row = ATKSnapshot.element(
      for: node(
        .listItem, label: "Milk", value: "2 litres",
        actions: [.activate, .custom("Delete"), .custom("Move up")]),
      parentRole: .list, isFocused: false, unitsPerPoint: 1)
    #expect(row.description == "2 litres")
    #expect(row.actions == ["activate", "Delete", "Move up"])
    #expect(row.text == nil)
    let heading = ATKSnapshot.element(
      for: node(.heading, label: "Contacts"), parentRole: nil, isFocused: false, unitsPerPoint: 1)
    #expect(heading.text == "Contacts")
  }

  // MARK: - A window

  /// A row with a checkmark, a selection circle or a switch stays a list item, a checkable one
  /// (Orca says "checked" or "not checked" after its name, as for GTK's toggle cells), keeping
  /// UIKit's selected state; a button that toggles its selection is a check box.
  @Test func whatCanBeCheckedIsCheckableAndListItemsStayListItems() throws {
    func element(_ node: AccessibilityNode) -> ATKElement {
      ATKSnapshot.element(for: node, parentRole: .list, isFocused: false, unitsPerPoint: 1)
    }
    var marked = node(.listItem, label: "Home Network", traits: [.button, .selected])
    marked.checkState = .checked
    let row = element(marked)
    #expect(row.role == .listItem)
    #expect(row.states.isSuperset(of: [.selectable, .selected, .checkable, .checked]))
    #expect(!row.states.contains(.pressed))
    var choice = node(.listItem, label: "Office", traits: .button)
    choice.checkState = .unchecked
    #expect(element(choice).states.contains(.checkable))
    #expect(!element(choice).states.contains(.checked))
    #expect(!element(node(.listItem, label: "General")).states.contains(.checkable))
    // A switch row says its state by the checked state, not by its value "1" as description.
    var wifi = node(.listItem, label: "Wi-Fi", value: "1", traits: [.button, .toggleButton])
    wifi.checkState = .checked
    #expect(element(wifi).states.isSuperset(of: [.checkable, .checked]))
    #expect(element(wifi).description == "")
    var bold = node(.checkBox, label: "Bold", traits: [.button, .selected], actions: [.activate])
    bold.checkState = .checked
    #expect(element(bold).role == .checkBox)
    #expect(element(bold).states.isSuperset(of: [.checkable, .checked, .focusable]))
  }

  /// The settings scene's checkmark row and its unmarked choices, mapped from the real tree.
  @Test func theSettingsChoicesAreCheckable() throws {
    let tree = AccessibilityTree(of: try scene("settings"))
    let snapshot = ATKSnapshot(root: tree.root, focused: nil, unitsPerPoint: 1)
    func row(_ name: String) throws -> ATKElement {
      try #require(snapshot.elements.values.first { $0.name == name && $0.role == .listItem })
    }
    #expect(try row("Home Network").states.isSuperset(of: [.checkable, .checked, .selected]))
    #expect(try row("Office").states.contains(.checkable))
    #expect(try !row("Office").states.contains(.checked))
    #expect(try !row("General").states.contains(.checkable))
  }

  @Test func theContactsListShowsItsRowsNumberedFromTheDataSource() throws {
    let view = try scene("contacts")
    let tree = AccessibilityTree(of: view)
    let snapshot = ATKSnapshot(root: tree.root, focused: nil, unitsPerPoint: 1)
    #expect(snapshot.elements[snapshot.rootID]?.role == .frame, "the prepared table is the window")
    #expect(snapshot.elements[snapshot.rootID]?.states.contains(.active) == true)
    let list = try #require(snapshot.elements.values.first { $0.rowCount != nil })
    let rows = list.children.compactMap { snapshot.elements[$0] }.filter { $0.role == .listItem }
    #expect(list.rowCount == 200)
    #expect(rows.count > 5 && rows.count < 20)
    #expect(rows.first?.listPosition?.index == 1)
    #expect(rows.allSatisfy { $0.listPosition?.count == 200 && !$0.name.isEmpty })
    #expect(snapshot.order.first == snapshot.rootID)
  }

  /// Orca says "heading level N": a section's header in its list is level 2, a title level 1.
  @Test func sectionHeadersAreSecondLevelHeadings() throws {
    let table = try scene("contacts")
    // In a window, as an app shows it (the prepared scene's table is a root of its own).
    let window = Window(frame: table.frame)
    window.screen = table.screen
    window.addSubview(table)
    window.layoutIfNeeded()
    let snapshot = ATKSnapshot(
      root: AccessibilityTree(of: window).root, focused: nil, unitsPerPoint: 1)
    let list = try #require(snapshot.elements.values.first { $0.rowCount != nil })
    #expect(list.role == .list)
    let headers = list.children.compactMap { snapshot.elements[$0] }.filter { $0.role == .heading }
    #expect(!headers.isEmpty)
    #expect(headers.allSatisfy { $0.headingLevel == 2 })
    #expect(ATKSnapshot.headingLevel(of: .heading, parentRole: .window) == 1)
    #expect(ATKSnapshot.headingLevel(of: .heading, parentRole: nil) == 1)
    #expect(ATKSnapshot.headingLevel(of: .listItem, parentRole: .list) == nil)
  }

  @Test func tenMillionRowsAreACountNotElements() throws {
    let view = try scene("stress", offset: .greatestFiniteMagnitude)
    let snapshot = ATKSnapshot(
      root: AccessibilityTree(of: view).root, focused: nil, unitsPerPoint: 1)
    let list = try #require(snapshot.elements.values.first { $0.rowCount != nil })
    #expect(list.rowCount == 10_000_000)
    #expect(snapshot.elements.count < 40)
    let last = snapshot.elements.values.compactMap(\.listPosition).map(\.index).max()
    #expect(last == 10_000_000)
  }

  // MARK: - Differences

  @Test func anUnchangedWindowHasNoChanges() throws {
    let view = try scene("contacts")
    let first = ATKSnapshot(root: AccessibilityTree(of: view).root, focused: nil, unitsPerPoint: 1)
    let second = ATKSnapshot(root: AccessibilityTree(of: view).root, focused: nil, unitsPerPoint: 1)
    #expect(second.changes(since: first).isEmpty)
    let everything = first.changes(since: nil)
    #expect(everything.added == first.order)
    #expect(everything.removed.isEmpty && everything.updated.isEmpty)
  }

  @Test func selectingARowUpdatesThatRowOnly() throws {
    let view = try scene("contacts")
    let tree = AccessibilityTree(of: view)
    let before = ATKSnapshot(root: tree.root, focused: nil, unitsPerPoint: 1)
    let rowID = try #require(tree.root.allNodes.first { $0.listPosition?.index == 3 }?.id)
    let cell = try #require(tree.view(rowID) as? TableViewCell)
    let table = try #require(view.firstDescendant(of: TableView.self))
    let indexPath = try #require(table.indexPath(for: cell))
    table.selectRow(at: indexPath, animated: false, scrollPosition: .none)
    let after = ATKSnapshot(
      root: AccessibilityTree(of: view).root, focused: rowID, unitsPerPoint: 1)
    let changes = after.changes(since: before)
    #expect(changes.updated == [rowID])
    #expect(changes.added.isEmpty && changes.removed.isEmpty)
    #expect(after.elements[rowID]?.states.isSuperset(of: [.selected, .focused]) == true)
  }

  @Test func scrollingAddsTheRowsThatCameAndRemovesThoseThatLeft() throws {
    let view = try scene("contacts")
    let before = ATKSnapshot(root: AccessibilityTree(of: view).root, focused: nil, unitsPerPoint: 1)
    let table = try #require(view.firstDescendant(of: TableView.self))
    table.scrollToRow(at: IndexPath(row: 0, section: 5), at: .top, animated: false)
    let after = ATKSnapshot(root: AccessibilityTree(of: view).root, focused: nil, unitsPerPoint: 1)
    let changes = after.changes(since: before)
    #expect(!changes.added.isEmpty)
    #expect(!changes.removed.isEmpty)
    let list = try #require(after.elements.values.first { $0.rowCount != nil })
    #expect(list.rowCount == 200, "the count does not move with the rows on screen")
  }
}

extension View {
  /// The first view of type `type` in this subtree, depth first.
  fileprivate func firstDescendant<T: View>(of type: T.Type) -> T? {
    if let match = self as? T { return match }
    for subview in subviews {
      if let match = subview.firstDescendant(of: type) { return match }
    }
    return nil
  }
}
