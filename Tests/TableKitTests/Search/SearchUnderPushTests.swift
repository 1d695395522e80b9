import Foundation
import Testing

@testable import TableKit

/// A search under a pushed screen, as in UIKit: a push over the searched list ends editing in
/// it (the search stays active with its text, the on-screen keyboard hides), and the pop back
/// does not make the field first responder again; a popped screen's field stops editing too.
@MainActor
@Suite struct SearchUnderPushTests {
  typealias Fixture = NavigationSearchBarTests.Fixture

  /// An active search with "Ro" typed, its field first responder, the on-screen keyboard up.
  private func typing(_ fixture: Fixture) {
    fixture.window.showsOnScreenKeyboard = .always
    #expect(fixture.searchBar.searchTextField.becomeFirstResponder())
    fixture.searchBar.searchTextField.handle(.text("Ro"))
    fixture.run()
    #expect(fixture.window.onScreenKeyboardHeight > 0)
  }

  @Test func aPushEndsEditingInTheSearchAndAPopLeavesItActiveButNotEditing() {
    let fixture = Fixture(hidesSearchBar: false)
    typing(fixture)
    let field = fixture.searchBar.searchTextField
    fixture.navigation.pushViewController(ViewController(), animated: true)
    #expect(!field.isFirstResponder, "editing ends as the push begins")
    #expect(fixture.search.isActive)
    #expect(fixture.searchBar.text == "Ro")
    fixture.run()
    #expect(fixture.window.onScreenKeyboardHeight == 0)
    // Typed text goes nowhere near the covered search.
    #expect(TextField.firstResponder(in: fixture.window, includingHidden: true) == nil)
    fixture.navigation.popViewController(animated: true)
    fixture.run()
    #expect(fixture.search.isActive)
    #expect(fixture.searchBar.text == "Ro")
    #expect(!field.isFirstResponder)
    #expect(fixture.window.onScreenKeyboardHeight == 0)
    #expect(field.becomeFirstResponder(), "a tap on the field edits it again")
    #expect(fixture.search.isActive && fixture.searchBar.text == "Ro")
  }

  @Test func aPushWithoutAnimationEndsEditingToo() {
    let fixture = Fixture(hidesSearchBar: false)
    typing(fixture)
    fixture.navigation.pushViewController(ViewController(), animated: false)
    fixture.run()
    #expect(!fixture.searchBar.searchTextField.isFirstResponder)
    #expect(fixture.window.onScreenKeyboardHeight == 0)
  }

  @Test func aPoppedScreensFieldStopsEditing() {
    let fixture = Fixture(hidesSearchBar: false)
    let card = ViewController()
    let field = TextField(frame: CGRect(x: 20, y: 100, width: 200, height: 30))
    card.view.addSubview(field)
    fixture.navigation.pushViewController(card, animated: false)
    fixture.run()
    #expect(field.becomeFirstResponder())
    fixture.navigation.popViewController(animated: true)
    #expect(!field.isFirstResponder)
  }
}
