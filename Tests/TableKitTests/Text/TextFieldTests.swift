import Foundation
import Testing

@testable import TableKit

/// A delegate that records what it was asked and can refuse.
@MainActor
private final class RecordingDelegate: TextFieldDelegate {
  var calls: [String] = []
  var allowsChange = true
  var allowsBegin = true

  func textFieldShouldBeginEditing(_ textField: TextField) -> Bool {
    calls.append("shouldBegin")
    return allowsBegin
  }
  func textFieldDidBeginEditing(_ textField: TextField) { calls.append("didBegin") }
  func textFieldDidEndEditing(_ textField: TextField) { calls.append("didEnd") }
  func textField(
    _ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
  ) -> Bool {
    calls.append("change \(range.location),\(range.length) \(string)")
    return allowsChange
  }
  func textFieldShouldReturn(_ textField: TextField) -> Bool {
    calls.append("return")
    return true
  }
}

/// `TextField`'s responder, delegate, actions, keys and drawing (issue 14), with the headless
/// fixed-advance measurer (every character 0.55 × 17 points wide).
@MainActor
@Suite struct TextFieldTests {
  private func makeField(in root: View? = nil) -> TextField {
    let field = TextField(frame: CGRect(x: 0, y: 0, width: 200, height: 36))
    field.clock = ManualClock(now: 10)
    root?.addSubview(field)
    return field
  }

  @Test func keysAndTextReachTheFieldOnlyWhileItIsFirstResponder() {
    let field = makeField()
    #expect(!field.handle(.text("a")))
    #expect(!field.handle(.key(.left, modifiers: [])))
    #expect(field.becomeFirstResponder())
    #expect(field.handle(.text("ab")))
    #expect(field.handle(.key(.delete, modifiers: [])))
    #expect(field.text == "a")
  }

  @Test func onlyOneFieldOfATreeIsFirstResponder() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let first = makeField(in: root)
    let second = makeField(in: root)
    first.becomeFirstResponder()
    second.becomeFirstResponder()
    #expect(!first.isFirstResponder)
    #expect(second.isFirstResponder)
    #expect(TextField.firstResponder(in: root) === second)
    second.resignFirstResponder()
    #expect(TextField.firstResponder(in: root) == nil)
  }

  @Test func theFirstResponderIsFoundOnlyInItsOwnShownTree() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let container = View(frame: root.bounds)
    root.addSubview(container)
    let field = makeField(in: container)
    let otherTree = View(frame: root.bounds)
    let otherField = makeField(in: otherTree)
    field.becomeFirstResponder()
    otherField.becomeFirstResponder()
    #expect(TextField.firstResponder(in: root) === field)
    #expect(TextField.firstResponder(in: container) === field)
    #expect(TextField.firstResponder(in: otherTree) === otherField)
    container.isHidden = true
    #expect(TextField.firstResponder(in: root) == nil)
    #expect(TextField.firstResponder(in: root, includingHidden: true) === field)
    container.isHidden = false
    field.removeFromSuperview()
    #expect(TextField.firstResponder(in: root) == nil)
    otherField.resignFirstResponder()
    #expect(TextField.firstResponder(in: otherTree) == nil)
  }

  @Test func joinedTreesGiveTheirFirstEditedFieldInDepthOrder() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let left = View(frame: root.bounds)
    let right = View(frame: root.bounds)
    let leftField = makeField(in: left)
    let rightField = makeField(in: right)
    rightField.becomeFirstResponder()
    leftField.becomeFirstResponder()
    root.addSubview(left)
    root.addSubview(right)
    #expect(TextField.firstResponder(in: root) === leftField)
  }

  @Test func theDelegateIsAskedAboutEveryCommittedChangeInUTF16Offsets() {
    let field = makeField()
    let delegate = RecordingDelegate()
    field.delegate = delegate
    field.becomeFirstResponder()
    field.handle(.text("👍b"))
    field.handle(.key(.left, modifiers: []))
    field.handle(.key(.delete, modifiers: []))
    field.handle(.composition("か", cursor: 1))
    field.handle(.text("蚊"))
    field.handle(.key(.return, modifiers: []))
    field.resignFirstResponder()
    #expect(
      delegate.calls == [
        "shouldBegin", "didBegin", "change 0,0 👍b", "change 0,2 ", "change 0,0 蚊", "return",
        "didEnd",
      ])
    #expect(field.text == "蚊b")
  }

  @Test func aRefusedChangeLeavesTheTextAndARefusedCommitCancelsTheComposition() {
    let field = makeField()
    let delegate = RecordingDelegate()
    field.delegate = delegate
    field.becomeFirstResponder()
    field.handle(.text("ok"))
    delegate.allowsChange = false
    field.handle(.text("x"))
    field.handle(.key(.delete, modifiers: []))
    field.handle(.composition("ㅎ", cursor: 1))
    #expect(field.text == "okㅎ")
    field.handle(.text("하"))
    #expect(field.text == "ok")
    #expect(field.editing.markedRange == nil)
  }

  @Test func aDelegateCanRefuseToBegin() {
    let field = makeField()
    let delegate = RecordingDelegate()
    delegate.allowsBegin = false
    field.delegate = delegate
    #expect(!field.becomeFirstResponder())
    #expect(!field.isFirstResponder)
  }

  @Test func editingChangedRunsForEditsButNotForSettingTheText() {
    let field = makeField()
    var changes = 0
    field.addAction(Action { _ in changes += 1 }, for: .editingChanged)
    field.text = "set"
    #expect(changes == 0)
    field.becomeFirstResponder()
    field.handle(.text("!"))
    field.handle(.key(.left, modifiers: []))
    field.handle(.composition("k", cursor: 1))
    #expect(changes == 2)
  }

  @Test func shortcutsSelectCopyCutAndPasteThroughTheScreensClipboard() {
    let field = makeField()
    let clipboard = MemoryClipboard()
    field.screen.clipboard = clipboard
    field.becomeFirstResponder()
    field.handle(.text("hello"))
    field.handle(.key(.character("a"), modifiers: .control))
    field.handle(.key(.character("x"), modifiers: .control))
    #expect(clipboard.string == "hello")
    #expect(field.text == "")
    field.handle(.key(.character("v"), modifiers: .command))
    field.handle(.key(.character("v"), modifiers: .command))
    #expect(field.text == "hellohello")
  }

  @Test func aSecureFieldShowsDotsAndNeitherCopiesNorCuts() {
    let field = makeField()
    let clipboard = MemoryClipboard(string: "before")
    field.screen.clipboard = clipboard
    field.isSecureTextEntry = true
    field.becomeFirstResponder()
    field.handle(.text("pässword"))
    field.handle(.key(.character("a"), modifiers: .control))
    field.handle(.key(.character("c"), modifiers: .control))
    field.handle(.key(.character("x"), modifiers: .control))
    #expect(clipboard.string == "before")
    #expect(field.text == "pässword")
    #expect(field.displayedText == "••••••••")
  }

  @Test func aHugePasteIsCutToTheLimitWithAWarning() {
    let field = makeField()
    var warnings: [String] = []
    field.warningHandler = { warnings.append($0) }
    field.maximumLength = 50
    field.screen.clipboard = MemoryClipboard(string: String(repeating: "é", count: 1_000_000))
    field.becomeFirstResponder()
    field.handle(.key(.character("v"), modifiers: .control))
    #expect(field.editing.length == 50)
    #expect(warnings.count == 1)
  }

  @Test func aTapPlacesTheCaretAtTheNearestGapAndADragSelects() {
    let field = makeField()
    field.text = "abcdefgh"
    let advance: CGFloat = 17 * 0.55
    field.handle(.pointerDown(id: 1, location: CGPoint(x: 3.4 * advance, y: 18), kind: .mouse))
    #expect(field.isFirstResponder)
    #expect(field.editing.selection == 3..<3)
    field.handle(.pointerMoved(id: 1, location: CGPoint(x: 5.6 * advance, y: 18), kind: .mouse))
    field.handle(.pointerUp(id: 1, location: CGPoint(x: 5.6 * advance, y: 18), kind: .mouse))
    #expect(field.editing.selection == 3..<6)
  }

  @Test func theArrowsFollowRightToLeftTextOnScreen() {
    let field = makeField()
    field.becomeFirstResponder()
    field.handle(.text("שלום"))
    field.handle(.key(.right, modifiers: []))
    #expect(field.editing.caret == 3)
    field.handle(.key(.left, modifiers: []))
    #expect(field.editing.caret == 4)
  }

  @Test func theCaretBlinksOnTheFieldsClockAfterASolidMoment() {
    let field = makeField()
    let clock = ManualClock(now: 10)
    field.clock = clock
    field.becomeFirstResponder()
    func caretCount() -> Int {
      var list = DrawList()
      field.draw(in: &list)
      return list.commands.filter {
        if case .fillRect(_, let color) = $0 { return color == .tint }
        return false
      }.count
    }
    #expect(caretCount() == 1)
    clock.advance(by: 0.7)
    #expect(caretCount() == 0)
    clock.advance(by: 0.5)
    #expect(caretCount() == 1)
    field.handle(.text("a"))
    clock.advance(by: 0.2)
    #expect(caretCount() == 1)
    // Issue 15: the blink asks for a wake at its next change, not for every frame.
    #expect(!field.needsAnimationFrame)
    #expect(abs((field.nextRedrawTime ?? 0) - (clock.now + 0.301)) < 1e-9)
  }

  @Test func longTextScrollsSoTheCaretStaysInside() {
    let field = makeField()
    field.becomeFirstResponder()
    field.handle(.text(String(repeating: "w", count: 60)))
    #expect(field.caretRect.maxX <= field.textRect.maxX + 1)
    #expect(field.caretRect.minX >= field.textRect.minX)
    field.handle(.key(.home, modifiers: []))
    #expect(field.scrollOffset == 0)
    // The caret stands after the position: at the start, on the text's leading edge.
    #expect(abs(field.caretRect.minX - field.textRect.minX) < 0.01)
  }

  @Test func theClearButtonEmptiesTheField() {
    let field = makeField()
    field.clearButtonMode = .always
    field.text = "clear me"
    let center = CGPoint(x: field.clearButtonRect.midX, y: 18)
    field.handle(.pointerDown(id: 1, location: center, kind: .touch))
    field.handle(.pointerUp(id: 1, location: center, kind: .touch))
    #expect(field.text == "")
  }
}
