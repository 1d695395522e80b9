import Foundation
import Testing

@testable import TableKit

/// A window in German shows TableKit's own words in German (issue 31): the back button's
/// fallback, Edit and Done, the search bar's placeholder and Cancel, the Delete button, the
/// return key, and the labels assistive technology reads; a controller's override changes them
/// for its screens while running.
@MainActor
@Suite struct WindowLanguageTests {
  /// The texts the window draws.
  private func texts(_ window: Window) -> [String] {
    window.layoutIfNeeded()
    var list = DrawList()
    window.render(into: &list)
    return list.commands.compactMap { command -> String? in
      if case .text(let run) = command { return run.string }
      return nil
    }
  }

  private func harness(language: String) -> NavigationHarness {
    let root = RowsController(title: "A list whose title is too long to sit beside a back title")
    let harness = NavigationHarness(root: root)
    harness.window.hostTraitCollection.preferredLanguage = language
    return harness
  }

  @Test func aGermanWindowSaysZurueckBearbeitenAndFertig() throws {
    let harness = harness(language: "de")
    let detail = RowsController(title: "Ada")
    detail.navigationItem.rightBarButtonItem = detail.editButtonItem
    harness.push(detail, animated: false)
    harness.settle()
    var shown = texts(harness.window)
    #expect(shown.contains("Zurück"), "\(shown.prefix(6))")
    #expect(shown.contains("Bearbeiten"))
    #expect(!shown.contains("Back") && !shown.contains("Edit"))
    #expect(detail.editButtonItem.title == "Edit", "the item's title stays UIKit's English")
    detail.setEditing(true, animated: false)
    shown = texts(harness.window)
    #expect(shown.contains("Fertig"))
    // Assistive technology hears the same words.
    let tree = AccessibilityTree(of: harness.window)
    let labels = tree.root.allNodes.compactMap(\.label)
    #expect(labels.contains { $0.hasPrefix("Zurück") }, "\(labels.prefix(6))")
    #expect(labels.contains("Fertig"))
  }

  @Test func switchingTheLanguageWhileRunningRetitlesTheBar() {
    let harness = harness(language: "en")
    harness.push(RowsController(title: "Ada"), animated: false)
    harness.settle()
    #expect(texts(harness.window).contains("Back"))
    harness.navigation.traitOverrides.preferredLanguage = "fr"
    #expect(texts(harness.window).contains("Retour"))
    harness.navigation.traitOverrides.preferredLanguage = nil
    #expect(texts(harness.window).contains("Back"), "back to the window's language")
  }

  @Test func aGermanSearchBarSaysSuchenAndAbbrechen() throws {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 375, height: 300))
    window.hostTraitCollection.preferredLanguage = "de"
    let bar = SearchBar(frame: CGRect(x: 0, y: 0, width: 375, height: 56))
    window.addSubview(bar)
    #expect(texts(window).contains("Suchen"))
    #expect(bar.placeholder == nil, "UIKit's placeholder is nil until set")
    bar.setShowsCancelButton(true, animated: false)
    #expect(texts(window).contains("Abbrechen"))
    let tree = AccessibilityTree(of: window)
    #expect(tree.root.allNodes.contains { $0.label == "Abbrechen" })
    bar.placeholder = "Namen suchen"
    #expect(texts(window).contains("Namen suchen"), "a placeholder set wins")
  }

  @Test func theDeleteTitleAndRowActionsFollowTheTablesLanguage() {
    let harness = harness(language: "es")
    let list = harness.navigation.topViewController as! RowsController
    #expect(
      list.tableView(list.tableView, titleForDeleteConfirmationButtonForRowAt: IndexPath(row: 0, section: 0))
        == "Eliminar")
    list.traitOverrides.preferredLanguage = "ru"
    #expect(list.tableView.deleteConfirmationTitle(forRowAt: IndexPath(row: 0, section: 0)) == "Удалить")
  }

  @Test func theReturnKeySpeaksTheKeyboardsLanguage() {
    #expect(TextField.ReturnKeyType.search.keyTitle == "Search")
    #expect(TextField.ReturnKeyType.search.keyTitle(in: "de") == "Suchen")
    #expect(TextField.ReturnKeyType.done.keyTitle(in: "zh") == "完成")
    #expect(TextField.ReturnKeyType.default.keyTitle(in: "fr") == "retour")
    #expect(TextField.ReturnKeyType.google.keyTitle(in: "ja") == "Google")
  }
}
