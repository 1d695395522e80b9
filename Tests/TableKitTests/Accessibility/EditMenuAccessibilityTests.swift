import Foundation
import Testing

@testable import TableKit

/// Issue 26: the edit menu reads as a group of buttons beside the text it edits (not modal, as
/// iOS's), its commands and page chevrons act when activated and escape closes it; and a text
/// being edited offers the same commands as a screen reader's actions, so that copying and
/// pasting never depend on seeing the menu.
@MainActor
@Suite struct EditMenuAccessibilityTests {
  /// The node of the open edit menu, found through the window's tree.
  private func menuNode(in tree: AccessibilityTree) -> AccessibilityNode? {
    tree.root.allNodes.first { tree.view($0.id) is EditMenuView }
  }

  /// The node of the harness's field.
  private func fieldNode(_ h: EditMenuHarness, in tree: AccessibilityTree) throws -> AccessibilityNode {
    try #require(tree.root.allNodes.first { tree.view($0.id) === h.field })
  }

  @Test func theMenuIsAGroupOfButtonsBesideTheTextAndACommandActs() throws {
    let h = EditMenuHarness()
    h.doubleTap(atX: h.field.x(of: 8))
    let tree = AccessibilityTree(of: h.window)
    let menu = try #require(menuNode(in: tree))
    #expect(menu.children.map(\.label) == ["Cut", "Copy", "Paste"])
    #expect(menu.children.allSatisfy { $0.traits == .button })
    #expect(!menu.isModal)
    // The text stays readable while the menu shows.
    #expect(try fieldNode(h, in: tree).value == "hello world")
    // The group is the panel, not the window the menu's view covers.
    let panel = try #require(h.menu?.layout?.frameWithArrow)
    #expect(menu.frame == panel)
    #expect(menu.children.allSatisfy { panel.contains($0.frame) })

    #expect(tree.activate(menu.children[1].id))
    #expect(h.window.screen.clipboard.string == "world")
    #expect(h.menu == nil)
  }

  @Test func aDisabledCommandIsDimmedAndDoesNothing() throws {
    let h = EditMenuHarness()
    let delegate = ExtraCommandsDelegate(titles: ["Translate"], disabledTitle: "Translate")
    defer { withExtendedLifetime(delegate) {} }
    h.field.delegate = delegate
    h.doubleTap(atX: h.field.x(of: 2))
    let tree = AccessibilityTree(of: h.window)
    let menu = try #require(menuNode(in: tree))
    let translate = try #require(menu.children.first { $0.label == "Translate" })
    #expect(translate.traits == [.button, .notEnabled])
    #expect(!tree.activate(translate.id))
    #expect(h.menu != nil)
  }

  @Test func theChevronsAreNextAndPreviousButtonsThatTurnThePage() throws {
    let h = EditMenuHarness()
    // The field holds its delegate weakly.
    let delegate = ExtraCommandsDelegate(titles: ExtraCommandsDelegate.many, disabledTitle: nil)
    defer { withExtendedLifetime(delegate) {} }
    h.field.delegate = delegate
    h.doubleTap(atX: h.field.x(of: 2))
    var tree = AccessibilityTree(of: h.window)
    var menu = try #require(menuNode(in: tree))
    #expect(menu.children.first?.label == "Cut")
    let next = try #require(menu.children.last)
    #expect(next.label == "Next")
    #expect(next.traits == .button)
    #expect(tree.activate(next.id))
    #expect(h.menu?.page == 1)

    tree = AccessibilityTree(of: h.window)
    menu = try #require(menuNode(in: tree))
    #expect(menu.children.first?.label == "Previous")
    #expect(!menu.children.contains { $0.label == "Cut" })
    #expect(tree.activate(try #require(menu.children.first).id))
    #expect(h.menu?.page == 0)
  }

  @Test func escapeClosesTheMenuAndKeepsTheSelection() throws {
    let h = EditMenuHarness()
    h.doubleTap(atX: h.field.x(of: 8))
    let tree = AccessibilityTree(of: h.window)
    let menu = try #require(menuNode(in: tree))
    #expect(tree.performEscape(from: menu.children[0].id))
    #expect(h.menu == nil)
    #expect(h.field.editing.selectedText == "world")
  }

  @Test func theChevronsAreNamedInTheTextsLanguage() throws {
    let h = EditMenuHarness()
    // The field holds its delegate weakly.
    let delegate = ExtraCommandsDelegate(titles: ExtraCommandsDelegate.many, disabledTitle: nil)
    defer { withExtendedLifetime(delegate) {} }
    h.field.delegate = delegate
    h.window.hostTraitCollection.preferredLanguage = "de"
    h.doubleTap(atX: h.field.x(of: 2))
    let menu = try #require(menuNode(in: AccessibilityTree(of: h.window)))
    #expect(menu.children.first?.label == "Ausschneiden")
    #expect(menu.children.last?.label == "Weiter")
  }

  @Test func anEditedFieldOffersTheCommandsThatApplyAsActions() throws {
    let h = EditMenuHarness()
    var tree = AccessibilityTree(of: h.window)
    #expect(try fieldNode(h, in: tree).actions == [.activate], "no commands until it is edited")

    h.field.becomeFirstResponder()
    tree = AccessibilityTree(of: h.window)
    let field = try fieldNode(h, in: tree)
    #expect(field.actions == [.activate, .custom("Paste"), .custom("Select"), .custom("Select All")])

    #expect(tree.perform(customAction: "Select All", on: field.id))
    #expect(h.field.editing.selectedText == "hello world")
    tree = AccessibilityTree(of: h.window)
    #expect(
      try fieldNode(h, in: tree).actions == [
        .activate, .custom("Cut"), .custom("Copy"), .custom("Paste"),
      ])
    #expect(tree.perform(customAction: "Cut", on: try fieldNode(h, in: tree).id))
    #expect(h.field.text == "")
    #expect(h.window.screen.clipboard.string == "hello world")
  }

  @Test func aSecureFieldOffersNeitherCutNorCopy() throws {
    let h = EditMenuHarness(text: "secret", secure: true)
    h.field.becomeFirstResponder()
    var tree = AccessibilityTree(of: h.window)
    #expect(tree.perform(customAction: "Select All", on: try fieldNode(h, in: tree).id))
    tree = AccessibilityTree(of: h.window)
    #expect(try fieldNode(h, in: tree).actions == [.activate, .custom("Paste")])
  }

  @Test func aReadOnlyTextViewOffersCopyAndSelectOnly() throws {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
    window.screen.clipboard = MemoryClipboard(string: "pasted")
    let textView = TextView(frame: CGRect(x: 20, y: 100, width: 350, height: 200))
    textView.text = "Terms and conditions"
    textView.isEditable = false
    window.addSubview(textView)
    window.layoutIfNeeded()
    #expect(textView.becomeFirstResponder())
    var tree = AccessibilityTree(of: window)
    let node = try #require(tree.root.allNodes.first { $0.role == .textArea })
    #expect(node.actions == [.activate, .custom("Select"), .custom("Select All")])
    #expect(tree.perform(customAction: "Select All", on: node.id))
    tree = AccessibilityTree(of: window)
    let selected = try #require(tree.root.allNodes.first { $0.role == .textArea })
    #expect(selected.actions == [.activate, .custom("Copy")])
    #expect(tree.perform(customAction: "Copy", on: selected.id))
    #expect(window.screen.clipboard.string == "Terms and conditions")
  }
}

/// A delegate that adds commands after the suggested ones, one of them disabled when named.
@MainActor
private final class ExtraCommandsDelegate: TextFieldDelegate {
  /// Enough commands for the menu to take two pages in a phone's width.
  static let many = ["Look Up", "Translate", "Search Web", "Share…", "Format"]
  let titles: [String]
  let disabledTitle: String?

  init(titles: [String], disabledTitle: String?) {
    self.titles = titles
    self.disabledTitle = disabledTitle
  }

  func textField(
    _ textField: TextField, editMenuForCharactersIn range: NSRange,
    suggestedActions: [MenuElement]
  ) -> Menu? {
    let extra = titles.map { title in
      Action(title: title, attributes: title == disabledTitle ? .disabled : []) { _ in }
    }
    return Menu(children: suggestedActions + extra)
  }
}
