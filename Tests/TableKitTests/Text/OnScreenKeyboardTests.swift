import Foundation
import Testing

@testable import TableKit

/// A delegate that records the changes it is asked about, and can refuse them.
@MainActor
private final class ChangeRecorder: TextFieldDelegate {
  var changes: [String] = []
  var returns = 0
  var allowsChange = true

  func textField(
    _ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
  ) -> Bool {
    changes.append("\(range.location),\(range.length) \(string)")
    return allowsChange
  }

  func textFieldShouldReturn(_ textField: TextField) -> Bool {
    returns += 1
    return true
  }
}

/// A scrolling form (its view a scroll view, as a table view controller's is its table) with
/// a field near its top and another far down.
@MainActor
private final class FormController: ViewController {
  let field = TextField(frame: CGRect(x: 16, y: 60, width: 343, height: 36))
  let lowField = TextField(frame: CGRect(x: 16, y: 560, width: 343, height: 36))
  let scrollView = ScrollView()

  override func loadView() {
    // Typed as written: these tests are about the keys, not the automatic shift (see
    // OnScreenKeyboardTypeTests).
    field.autocapitalizationType = .none
    lowField.autocapitalizationType = .none
    scrollView.contentSize = CGSize(width: 375, height: 1200)
    scrollView.addSubview(field)
    scrollView.addSubview(lowField)
    view = scrollView
  }
}

/// The on-screen keyboard in a window (issue 14): when it comes and goes, how its keys type
/// into the first responder through the field's own input path, shift and the pages, and how
/// the window's content makes room for it.
@MainActor
@Suite struct OnScreenKeyboardTests {
  private let clock = ManualClock(now: 20)
  private let window: Window
  private let form = FormController()

  init() {
    window = Window(frame: CGRect(x: 0, y: 0, width: 375, height: 667), clock: clock)
    window.rootViewController = form
    window.makeKeyAndVisible()
    form.scrollView.clock = clock
    window.showsOnScreenKeyboard = .automatic
    window.layoutIfNeeded()
  }

  private var keyboard: OnScreenKeyboard { window.onScreenKeyboard }
  private var fullHeight: CGFloat { OnScreenKeyboardLayout.height(forWidth: 375) }

  /// Runs `seconds` of 60 Hz frames.
  private func run(_ seconds: TimeInterval = 0.5) {
    for _ in 0..<Int((seconds * 60).rounded()) {
      clock.advance(by: 1.0 / 60)
      window.layoutIfNeeded()
    }
  }

  /// A touch goes down on `field` and it begins editing; the keyboard comes up.
  private func touch(_ field: TextField) {
    window.noteInput(.pointerDown(id: 1, location: .zero, kind: .touch))
    #expect(field.becomeFirstResponder())
    run()
  }

  /// The window point at the middle of the key whose title (as shown now) is `title`.
  private func point(ofKey title: String) throws -> CGPoint {
    let key = try #require(
      keyboard.layout.keys.first { keyboard.title(of: $0) == title || name(of: $0) == title },
      "no key \(title)")
    return keyboard.convert(CGPoint(x: key.frame.midX, y: key.frame.midY), to: nil)
  }

  private func name(of key: OnScreenKeyboardLayout.Key) -> String {
    switch key.action {
    case .shift: "shift"
    case .backspace: "backspace"
    default: ""
    }
  }

  /// Taps a key the way the host routes a touch: to the view the window's hit test finds.
  private func tap(_ titles: String...) throws {
    for title in titles {
      let location = try point(ofKey: title)
      #expect(window.hitTest(location) === keyboard, "the keyboard takes touches on its keys")
      let local = keyboard.convert(location, from: nil)
      keyboard.handle(.pointerDown(id: 7, location: local, kind: .touch))
      keyboard.handle(.pointerUp(id: 7, location: local, kind: .touch))
      clock.advance(by: 0.1)
    }
  }

  // MARK: - Coming and going

  @Test func aTouchedFieldBringsTheKeyboardUpOverAQuarterSecond() {
    window.noteInput(.pointerDown(id: 1, location: .zero, kind: .touch))
    form.field.becomeFirstResponder()
    window.layoutIfNeeded()
    #expect(window.onScreenKeyboardHeight == 0)
    #expect(window.needsAnimationFrame)
    run(0.125)
    #expect(window.onScreenKeyboardHeight > 0 && window.onScreenKeyboardHeight < fullHeight)
    run(0.15)
    #expect(window.onScreenKeyboardHeight == fullHeight)
    #expect(!window.needsAnimationFrame)
    #expect(keyboard.frame == CGRect(x: 0, y: 667 - fullHeight, width: 375, height: fullHeight))
    #expect(keyboard.textField === form.field)
  }

  @Test func theContentIsLaidOutAboveTheKeyboard() {
    touch(form.field)
    #expect(form.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667 - fullHeight))
    form.field.resignFirstResponder()
    run()
    #expect(form.view.frame == window.bounds)
    #expect(keyboard.isHidden)
  }

  @Test func aFieldDownInAScrollViewIsScrolledAboveTheKeyboard() {
    touch(form.lowField)
    run()
    let visibleBottom = form.scrollView.frame.maxY
    let fieldBottom = form.lowField.frame.maxY - form.scrollView.contentOffset.y
    #expect(visibleBottom == 667 - fullHeight)
    #expect(fieldBottom <= visibleBottom, "the field shows above the keyboard")
    #expect(form.scrollView.contentOffset.y > 0)
  }

  @Test func aHardwareKeyHidesTheKeyboardAndAMouseClickNeverBringsIt() {
    touch(form.field)
    window.noteInput(.key(.character("a"), modifiers: []))
    run()
    #expect(keyboard.isHidden)
    #expect(window.onScreenKeyboardHeight == 0)
    #expect(form.field.isFirstResponder, "the field goes on editing with the hardware keyboard")
    window.noteInput(.pointerDown(id: -1, location: .zero, kind: .mouse))
    run()
    #expect(keyboard.isHidden)
    // A touch brings it back while the field is still edited.
    window.noteInput(.pointerDown(id: 2, location: .zero, kind: .touch))
    run()
    #expect(window.onScreenKeyboardHeight == fullHeight)
  }

  @Test func thePolicyDecidesWhetherItShowsAtAll() {
    window.showsOnScreenKeyboard = .never
    touch(form.field)
    #expect(keyboard.isHidden)
    window.showsOnScreenKeyboard = .always
    window.noteInput(.key(.character("a"), modifiers: []))
    run()
    #expect(window.onScreenKeyboardHeight == fullHeight)
  }

  @Test func resigningHalfwayUpSlidesBackFromWhereItWas() {
    window.noteInput(.pointerDown(id: 1, location: .zero, kind: .touch))
    form.field.becomeFirstResponder()
    window.layoutIfNeeded()
    run(0.1)
    let partway = window.onScreenKeyboardHeight
    form.field.resignFirstResponder()
    run(2.0 / 60)
    #expect(window.onScreenKeyboardHeight < partway && window.onScreenKeyboardHeight > 0)
    run()
    #expect(keyboard.isHidden)
  }

  // MARK: - Typing

  @Test func keysTypeThroughTheDelegateAndTheFieldsLimit() throws {
    let delegate = ChangeRecorder()
    form.field.delegate = delegate
    var warnings: [String] = []
    form.field.warningHandler = { warnings.append($0) }
    form.field.maximumLength = 3
    touch(form.field)
    try tap("h", "i", "space", "x", "y")
    #expect(form.field.text == "hi ")
    // The letters past the limit change nothing, so the delegate is not asked about them.
    #expect(delegate.changes == ["0,0 h", "1,0 i", "2,0  "])
    #expect(warnings.count == 2, "the letters past the limit are reported")
    delegate.allowsChange = false
    try tap("backspace")
    #expect(form.field.text == "hi ", "a refused change leaves the text")
    delegate.allowsChange = true
    try tap("backspace", "backspace")
    #expect(form.field.text == "h")
  }

  @Test func backspaceErasesAWholeClusterAndReturnAsksTheDelegate() throws {
    let delegate = ChangeRecorder()
    form.field.delegate = delegate
    touch(form.field)
    form.field.handle(.text("ok👍🏽"))
    try tap("backspace")
    #expect(form.field.text == "ok")
    try tap("return")
    #expect(delegate.returns == 1)
  }

  @Test func shiftMakesOneCapitalAndTwoQuickTapsLockCapitals() throws {
    touch(form.field)
    try tap("shift")
    #expect(keyboard.shiftState == .once)
    try tap("A", "b")
    #expect(form.field.text == "Ab")
    #expect(keyboard.shiftState == .off)
    try tap("shift", "shift")
    #expect(keyboard.shiftState == .locked)
    try tap("C", "D", "shift", "e")
    #expect(form.field.text == "AbCDe")
    // Slow taps turn shift on and off again.
    try tap("shift")
    clock.advance(by: 1)
    try tap("shift")
    #expect(keyboard.shiftState == .off)
  }

  @Test func aNumberPadOpensOnThePadAndAnEmptyFieldsReturnWaits() throws {
    touch(form.field)
    form.lowField.keyboardType = .numberPad
    form.lowField.becomeFirstResponder()
    run()
    #expect(keyboard.page == .numberPad)
    form.field.enablesReturnKeyAutomatically = true
    let delegate = ChangeRecorder()
    form.field.delegate = delegate
    form.field.becomeFirstResponder()
    run()
    #expect(keyboard.page == .letters)
    try tap("return")
    #expect(delegate.returns == 0, "nothing to return while the text is empty")
  }

  @Test func aDragDismissesTheKeyboardWhereTheScrollViewSaysSo() throws {
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 375, height: 300), style: .plain)
    table.keyboardDismissMode = .onDrag
    #expect(table.keyboardDismissMode.rawValue == 1)
    form.scrollView.addSubview(table)
    touch(form.field)
    table.dismissKeyboardForDrag()
    #expect(!form.field.isFirstResponder)
  }

  @Test func thePageKeysLeadToDigitsAndSymbolsAndBack() throws {
    touch(form.field)
    try tap("123", "4", "2", "#+=", "€", "ABC", "k")
    #expect(form.field.text == "42€k")
    #expect(keyboard.page == .letters)
  }

  @Test func eachNewFieldStartsOnLowercaseLetters() throws {
    touch(form.field)
    try tap("shift")
    form.lowField.becomeFirstResponder()
    run()
    #expect(keyboard.shiftState == .off)
    #expect(keyboard.textField === form.lowField)
    try tap("123")
    form.field.becomeFirstResponder()
    run()
    #expect(keyboard.page == .letters)
  }

  // MARK: - Pressing

  @Test func thePressedKeyFollowsTheFingerAndActsOnlyWhereItIsLifted() throws {
    touch(form.field)
    let q = keyboard.convert(try point(ofKey: "q"), from: nil)
    let w = keyboard.convert(try point(ofKey: "w"), from: nil)
    keyboard.handle(.pointerDown(id: 3, location: q, kind: .touch))
    #expect(keyboard.pressedKey?.action == .character("q"))
    keyboard.handle(.pointerMoved(id: 3, location: w, kind: .touch))
    #expect(keyboard.pressedKey?.action == .character("w"))
    keyboard.handle(.pointerUp(id: 3, location: w, kind: .touch))
    #expect(form.field.text == "w")
    #expect(keyboard.pressedKey == nil)
    // Slid off the keyboard (up into the content) and lifted there: nothing is typed.
    keyboard.handle(.pointerDown(id: 4, location: q, kind: .touch))
    keyboard.handle(.pointerMoved(id: 4, location: CGPoint(x: q.x, y: -30), kind: .touch))
    #expect(keyboard.pressedKey == nil)
    keyboard.handle(.pointerUp(id: 4, location: CGPoint(x: q.x, y: -30), kind: .touch))
    #expect(form.field.text == "w")
  }

  @Test func backspaceErasesAsItGoesDownAndRepeatsWhileHeld() throws {
    touch(form.field)
    form.field.handle(.text("abcdefgh"))
    let backspace = keyboard.convert(try point(ofKey: "backspace"), from: nil)
    keyboard.handle(.pointerDown(id: 5, location: backspace, kind: .touch))
    #expect(form.field.text == "abcdefg")
    #expect(keyboard.needsAnimationFrame)
    run(0.4)
    #expect(form.field.text == "abcdefg", "no repeat before the delay")
    // 0.4 + 0.35 s: repeats at 0.5, 0.6 and 0.7 s.
    run(0.35)
    #expect(form.field.text == "abcd")
    keyboard.handle(.pointerUp(id: 5, location: backspace, kind: .touch))
    #expect(form.field.text == "abcd", "the release erases nothing more")
    #expect(!keyboard.needsAnimationFrame)
    run(1)
    #expect(form.field.text == "abcd")
  }

  @Test func aSecondFingerTypesTheFirstFingersKey() throws {
    touch(form.field)
    let t = keyboard.convert(try point(ofKey: "t"), from: nil)
    let o = keyboard.convert(try point(ofKey: "o"), from: nil)
    keyboard.handle(.pointerDown(id: 1, location: t, kind: .touch))
    keyboard.handle(.pointerDown(id: 2, location: o, kind: .touch))
    #expect(form.field.text == "t")
    keyboard.handle(.pointerUp(id: 1, location: t, kind: .touch))
    keyboard.handle(.pointerUp(id: 2, location: o, kind: .touch))
    #expect(form.field.text == "to")
  }

  @Test func theKeyboardTakesTouchesEvenOverAPresentedAlert() throws {
    let alert = AlertController(title: "Name", message: nil, preferredStyle: .alert)
    alert.addTextField()
    alert.addAction(AlertAction(title: "OK", style: .default))
    window.noteInput(.pointerDown(id: 1, location: .zero, kind: .touch))
    form.present(alert, animated: true)
    run(1)
    let alertField = try #require(alert.textFields?.first)
    #expect(alertField.isFirstResponder)
    #expect(keyboard.textField === alertField)
    #expect(alert.view.frame.height == 667 - fullHeight, "the alert centres above the keyboard")
    try tap("O", "k")
    #expect(alertField.text == "Ok", "shifted by itself at the sentence's start")
  }

  @Test func theReturnKeySaysWhatTheFieldsReturnKeyTypeSays() throws {
    form.field.returnKeyType = .search
    touch(form.field)
    let returnKey = try #require(keyboard.layout.keys.first { $0.action == .returnKey })
    #expect(keyboard.title(of: returnKey) == "Search")
    #expect(TextField.ReturnKeyType.search.isActionKey)
    #expect(!TextField.ReturnKeyType.default.isActionKey)
  }
}
