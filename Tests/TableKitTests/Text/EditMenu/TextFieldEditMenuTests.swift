import Foundation
import Testing

@testable import TableKit

/// A text field's edit menu and selection handles, as a finger uses them on iOS 17: a double
/// tap selects a word with handles and opens Cut, Copy, Paste over it; a tap on the caret opens
/// Paste, Select, Select All; the handles drag the selection's ends; any change closes the menu;
/// a secondary click opens the same commands as a context menu (issues 26 and 29).
@MainActor
@Suite struct TextFieldEditMenuTests {
  @Test func aDoubleTapSelectsAWordShowsHandlesAndOpensCutCopyPasteAboveIt() throws {
    let h = EditMenuHarness()
    h.doubleTap(atX: h.field.x(of: 2))
    #expect(h.field.editing.selectedText == "hello")
    #expect(h.field.selectionChrome.handleShapes(of: h.field)?.count == 2)
    #expect(h.titles == ["Cut", "Copy", "Paste"])
    let layout = try #require(h.menu?.layout)
    // Above the field's line, its arrow pointing down at the word.
    #expect(layout.pointsDown)
    #expect(layout.panelFrame.maxY < h.field.frame.minY + 22)
    let word = h.field.convert(
      CGRect(x: h.field.x(of: 0), y: 0, width: h.field.x(of: 5) - h.field.x(of: 0), height: 1),
      to: h.window)
    #expect(abs(layout.arrowTip.x - word.midX) < 0.5)
  }

  @Test func copyFromTheMenuCopiesAndClosesIt() {
    let h = EditMenuHarness()
    h.doubleTap(atX: h.field.x(of: 8))
    h.choose("Copy")
    #expect(h.window.screen.clipboard.string == "world")
    #expect(h.menu == nil)
    #expect(h.field.text == "hello world")
  }

  @Test func cutAndPasteFromTheMenuEditTheTextAndAskTheDelegate() {
    let h = EditMenuHarness()
    let delegate = ChangeRecorder()
    h.field.delegate = delegate
    h.doubleTap(atX: h.field.x(of: 8))
    h.choose("Cut")
    #expect(h.field.text == "hello ")
    #expect(h.window.screen.clipboard.string == "world")
    #expect(delegate.changes == ["6,5 "])
    // The caret now stands where the word was: a tap on it opens Paste, Select, Select All.
    h.tap(atX: h.field.x(of: 6))
    #expect(h.titles == ["Paste", "Select", "Select All"])
    h.choose("Paste")
    #expect(h.field.text == "hello world")
    #expect(delegate.changes == ["6,5 ", "6,0 world"])
  }

  @Test func aTapOnTheCaretTogglesTheMenuAndATapElsewhereOnlyMovesTheCaret() {
    let h = EditMenuHarness()
    h.field.becomeFirstResponder()
    h.tap(atX: h.field.x(of: 3))
    #expect(h.menu == nil, "the first tap places the caret")
    h.tap(atX: h.field.x(of: 3))
    #expect(h.titles == ["Paste", "Select", "Select All"])
    h.tap(atX: h.field.x(of: 3))
    #expect(h.menu == nil, "a tap on the caret with the menu open closes it")
    h.tap(atX: h.field.x(of: 9))
    #expect(h.menu == nil)
    #expect(h.field.editing.caret == 9)
  }

  @Test func selectAndSelectAllFromTheMenuShowTheNewSelectionsHandlesAndMenu() {
    let h = EditMenuHarness()
    h.field.becomeFirstResponder()
    h.tap(atX: h.field.x(of: 8))
    h.tap(atX: h.field.x(of: 8))
    h.choose("Select")
    #expect(h.field.editing.selectedText == "world")
    #expect(h.field.selectionChrome.showsHandles)
    #expect(h.titles == ["Cut", "Copy", "Paste"])
    h.tap(atX: h.field.x(of: 1))
    h.tap(atX: h.field.x(of: 1))
    h.choose("Select All")
    #expect(h.field.editing.selectedText == "hello world")
    #expect(h.titles == ["Cut", "Copy", "Paste"])
  }

  @Test func draggingTheEndHandleMovesTheSelectionsEndButNeverPastItsStart() throws {
    let h = EditMenuHarness()
    h.doubleTap(atX: h.field.x(of: 2))
    let shapes = try #require(h.field.selectionChrome.handleShapes(of: h.field))
    let endKnob = try #require(shapes.first { $0.end == .end }).knob
    let grab = CGPoint(x: endKnob.midX, y: endKnob.midY)
    h.field.handle(.pointerDown(id: 5, location: grab, kind: .touch))
    #expect(h.menu == nil, "the menu hides while a handle moves")
    h.field.handle(.pointerMoved(id: 5, location: CGPoint(x: h.field.x(of: 8), y: grab.y), kind: .touch))
    #expect(h.field.editing.selectedText == "hello wo")
    h.field.handle(.pointerMoved(id: 5, location: CGPoint(x: -50, y: grab.y), kind: .touch))
    #expect(h.field.editing.selectedText == "h", "a character stays selected")
    h.field.handle(.pointerUp(id: 5, location: CGPoint(x: -50, y: grab.y), kind: .touch))
    #expect(h.titles == ["Cut", "Copy", "Paste"], "the menu shows again on lift")
  }

  @Test func typingAKeyOrResigningClosesTheMenu() {
    let h = EditMenuHarness()
    h.doubleTap(atX: h.field.x(of: 2))
    #expect(h.menu != nil)
    h.field.handle(.text("X"))
    #expect(h.menu == nil)
    #expect(h.field.text == "X world")
    h.doubleTap(atX: h.field.x(of: 4))
    #expect(h.menu != nil)
    h.field.resignFirstResponder()
    #expect(h.menu == nil)
    #expect(h.field.selectionChrome.handleShapes(of: h.field) == nil)
  }

  @Test func aPressOnAnotherViewClosesTheMenuAndAPressOnTheFieldLeavesItToTheField() {
    let h = EditMenuHarness()
    let other = View(frame: CGRect(x: 0, y: 400, width: 390, height: 100))
    h.window.addSubview(other)
    h.doubleTap(atX: h.field.x(of: 2))
    h.window.closeEditMenu(forPressOn: h.field)
    #expect(h.menu != nil)
    h.window.closeEditMenu(forPressOn: other)
    #expect(h.menu == nil)
  }

  @Test func aSecureFieldOffersNeitherCutNorCopyNorSelectingAWord() {
    let h = EditMenuHarness(text: "secret", secure: true)
    h.field.becomeFirstResponder()
    // Editing begins with the caret at the end: a tap there is a tap on the caret.
    h.tap(atX: h.field.x(of: 6))
    #expect(h.titles == ["Paste", "Select All"])
    h.choose("Select All")
    #expect(h.titles == ["Paste"])
    #expect(!h.field.canPerformAction(.copy, withSender: nil))
  }

  @Test func anEmptyFieldWithAnEmptyClipboardOpensNoMenu() {
    let h = EditMenuHarness(text: "", clipboard: nil)
    h.field.becomeFirstResponder()
    h.tap(atX: 0)
    h.tap(atX: 0)
    #expect(h.menu == nil)
  }

  @Test func theDelegatesMenuReplacesTheSuggestedOneAndGetsTheRange() {
    let h = EditMenuHarness()
    let delegate = MenuDelegate()
    h.field.delegate = delegate
    h.doubleTap(atX: h.field.x(of: 8))
    #expect(h.titles == ["Cut", "Copy", "Paste", "Favorite"])
    #expect(delegate.ranges == [NSRange(location: 6, length: 5)])
    h.choose("Favorite")
    #expect(delegate.favorites == 1)
  }

  @Test func aSubclassRefusingACommandTakesItOutOfTheMenu() {
    let h = EditMenuHarness()
    let field = NoPasteField(frame: CGRect(x: 20, y: 300, width: 350, height: 44))
    field.clock = h.clock
    field.text = "hello"
    h.window.addSubview(field)
    field.handle(.pointerDown(id: 1, location: CGPoint(x: 10, y: 22), kind: .touch))
    field.handle(.pointerUp(id: 1, location: CGPoint(x: 10, y: 22), kind: .touch))
    field.handle(.pointerDown(id: 2, location: CGPoint(x: 10, y: 22), kind: .touch))
    field.handle(.pointerUp(id: 2, location: CGPoint(x: 10, y: 22), kind: .touch))
    #expect(h.titles == ["Cut", "Copy"])
  }

  @Test func theCommandsSpeakTheFieldsLanguage() {
    let h = EditMenuHarness()
    h.window.traitOverrides.preferredLanguage = "de-DE"
    h.doubleTap(atX: h.field.x(of: 2))
    #expect(h.titles == ["Ausschneiden", "Kopieren", "Einsetzen"])
  }

  @Test func aSecondaryClickOpensTheCommandsAsAContextMenuAtThePointer() throws {
    let h = EditMenuHarness()
    let point = CGPoint(x: h.field.x(of: 3), y: 22)
    h.field.handle(.secondaryClick(location: point))
    #expect(h.field.isFirstResponder)
    #expect(h.field.editing.caret == 3)
    let menu = try #require(h.window.openButtonMenu)
    #expect(menu.layout.items.map(\.entry.title) == ["Paste", "Select", "Select All"])
    let center = menu.drawnCenter(ofItem: 2)
    menu.handle(.pointerDown(id: 1, location: center, kind: .mouse))
    menu.handle(.pointerUp(id: 1, location: center, kind: .mouse))
    #expect(h.field.editing.selectedText == "hello world")
    #expect(h.window.openButtonMenu == nil)
  }

  @Test func theShortcutsPerformTheSameCommands() {
    let h = EditMenuHarness()
    h.field.becomeFirstResponder()
    h.field.handle(.key(.character("a"), modifiers: [.control]))
    h.field.handle(.key(.character("x"), modifiers: [.control]))
    #expect(h.field.text == "")
    #expect(h.window.screen.clipboard.string == "hello world")
    h.field.handle(.key(.character("v"), modifiers: [.control]))
    #expect(h.field.text == "hello world")
  }
}

/// Records the field's changes as "location,length replacement".
@MainActor
private final class ChangeRecorder: TextFieldDelegate {
  var changes: [String] = []
  func textField(
    _ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
  ) -> Bool {
    changes.append("\(range.location),\(range.length) \(string)")
    return true
  }
}

/// Adds "Favorite" after the suggested commands.
@MainActor
private final class MenuDelegate: TextFieldDelegate {
  var ranges: [NSRange] = []
  var favorites = 0
  func textField(
    _ textField: TextField, editMenuForCharactersIn range: NSRange, suggestedActions: [MenuElement]
  ) -> Menu? {
    ranges.append(range)
    return Menu(children: suggestedActions + [Action(title: "Favorite") { [weak self] _ in self?.favorites += 1 }])
  }
}

/// A field that never pastes, as a subclass overriding `canPerformAction(_:withSender:)` does.
@MainActor
private final class NoPasteField: TextField {
  override func canPerformAction(_ action: StandardEditAction, withSender sender: Any?) -> Bool {
    action == .paste ? false : super.canPerformAction(action, withSender: sender)
  }
}
