import Foundation
import Testing

@testable import TableKit

/// What a field's `keyboardType` and `autocapitalizationType` do to the on-screen keyboard
/// (issue 28, item 4): the pads and bottom rows each type lays out, the automatic shift of each
/// capitalization, and typing through the keys into fields of each type.
@MainActor
@Suite struct OnScreenKeyboardTypeTests {
  typealias Layout = OnScreenKeyboardLayout

  private let clock = ManualClock(now: 20)
  private let window: Window
  private let controller = ViewController()
  private let field = TextField(frame: CGRect(x: 16, y: 60, width: 343, height: 36))

  init() {
    window = Window(frame: CGRect(x: 0, y: 0, width: 375, height: 667), clock: clock)
    controller.view.addSubview(field)
    window.rootViewController = controller
    window.showsOnScreenKeyboard = .automatic
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
  }

  private var keyboard: OnScreenKeyboard { window.onScreenKeyboard }

  /// Brings the keyboard up for `field` after setting its traits.
  private func edit(
    _ keyboardType: KeyboardType = .default, capitalization: TextAutocapitalizationType = .none
  ) {
    field.keyboardType = keyboardType
    field.autocapitalizationType = capitalization
    window.noteInput(.pointerDown(id: 1, location: .zero, kind: .touch))
    #expect(field.becomeFirstResponder())
    for _ in 0..<30 {
      clock.advance(by: 1.0 / 60)
      window.layoutIfNeeded()
    }
  }

  /// Taps the keys shown with these titles ("shift", "backspace" and "space" by name),
  /// `pause` seconds apart.
  private func tap(_ titles: String..., pause: TimeInterval = 0.5) throws {
    for title in titles {
      let key = try #require(
        keyboard.layout.keys.first { key in
          switch key.action {
          case .shift: title == "shift"
          case .backspace: title == "backspace"
          case .space: title == "space"
          default: keyboard.title(of: key) == title
          }
        }, "no key \(title) on \(keyboard.page)")
      let center = CGPoint(x: key.frame.midX, y: key.frame.midY)
      keyboard.handle(.pointerDown(id: 7, location: center, kind: .touch))
      keyboard.handle(.pointerUp(id: 7, location: center, kind: .touch))
      clock.advance(by: pause)
      window.layoutIfNeeded()
    }
  }

  /// Each row's titles as shown, top to bottom.
  private func rows(_ layout: Layout) -> [[String]] {
    let keyboard = OnScreenKeyboard()
    return (0...3).map { row in
      layout.keys.filter { $0.row == row }.map { key in
        switch key.action {
        case .shift: "⇧"
        case .backspace: "⌫"
        case .returnKey: "return"
        default: keyboard.title(of: key)
        }
      }
    }
  }

  // MARK: - Layouts

  @Test func theNumberPadIsAGridOfTwelveWithABlankAndNoReturn() {
    let pad = Layout(width: 375, page: .numberPad, keyboardType: .numberPad)
    #expect(rows(pad) == [["1", "2", "3"], ["4", "5", "6"], ["7", "8", "9"], ["0", "⌫"]])
    let widths = Set(pad.keys.map(\.frame.width))
    #expect(widths.count == 1, "three equal columns")
    let width = widths.first ?? 0
    #expect(width > 115 && width < 120)
    #expect(pad.height == Layout.height(forWidth: 375), "the keyboard does not jump")
    #expect(pad.keyHeight > 44, "large keys")
    #expect(pad.subtitle(of: pad.keys[1]) == "ABC")
    #expect(pad.subtitle(of: pad.keys[8]) == "WXYZ")
    #expect(pad.subtitle(of: pad.keys[0]) == nil)
    let zero = pad.keys[9]
    #expect(zero.frame.minX > width, "0 is in the middle column")
    #expect(pad.key(at: CGPoint(x: 40, y: zero.frame.midY)) == nil, "the blank takes no touch")
    #expect(pad.isFaceless(pad.keys[10]) && !pad.isFaceless(zero))
  }

  @Test func theDecimalAndPhonePadsFillTheCorner() {
    let decimal = Layout(width: 375, page: .numberPad, keyboardType: .decimalPad)
    let point = Locale.current.decimalSeparator ?? "."
    #expect(rows(decimal)[3] == [point, "0", "⌫"])
    let phone = Layout(width: 375, page: .phonePad, keyboardType: .phonePad)
    #expect(rows(phone)[3] == ["+*#", "0", "⌫"])
    #expect(phone.subtitle(of: phone.keys[10]) == "+")
    let symbols = Layout(width: 375, page: .phoneSymbols, keyboardType: .phonePad)
    #expect(rows(symbols).flatMap { $0 }.filter { $0 != "⌫" }.count == 11)
    #expect(symbols.keys.contains { $0.action == .character("+") })
    #expect(symbols.keys.contains { $0.action == .page(.phonePad) })
  }

  @Test func emailAndURLKeyboardsHaveTheirKeysBesideSpace() {
    let email = Layout(width: 375, keyboardType: .emailAddress)
    #expect(rows(email)[3] == ["123", "space", "@", ".", "return"])
    let url = Layout(width: 375, keyboardType: .URL)
    #expect(rows(url)[3] == ["123", ".", "/", ".com", "return"], "no space bar")
    let bottom = url.keys.filter { $0.row == 3 }
    #expect(bottom[3].frame.width > bottom[1].frame.width * 2, ".com is wide")
    #expect(bottom.last.map { $0.frame.maxX } == 375 - Metrics.keyboardSideInset)
    let emailDigits = Layout(width: 375, page: .digits, keyboardType: .emailAddress)
    #expect(rows(emailDigits)[3] == ["ABC", "space", "@", ".", "return"])
    #expect(rows(Layout(width: 375))[3] == ["123", "space", "return"])
  }

  @Test func anASCIIKeyboardsSymbolsAreASCII() {
    let symbols = Layout(width: 375, page: .symbols, keyboardType: .asciiCapable)
    let typed = symbols.keys.compactMap { key -> String? in
      if case .character(let text) = key.action { text } else { nil }
    }
    #expect(typed.allSatisfy { $0.allSatisfy(\.isASCII) })
    #expect(Layout(width: 375, page: .symbols).keys.contains { $0.action == .character("€") })
  }

  @Test(arguments: [
    (KeyboardType.numberPad, Layout.Page.numberPad), (.decimalPad, .numberPad),
    (.asciiCapableNumberPad, .numberPad), (.phonePad, .phonePad),
    (.numbersAndPunctuation, .digits), (.emailAddress, .letters), (.URL, .letters),
  ])
  func eachTypeOpensOnItsPage(type: KeyboardType, page: Layout.Page) {
    edit(type)
    #expect(keyboard.page == page)
    #expect(keyboard.layout.keyboardType == type)
  }

  // MARK: - Automatic shift

  @Test func eachCapitalizationShiftsWhereIOSDoes() {
    let sentences = TextAutocapitalizationType.sentences
    #expect(sentences.shiftsNextLetter(after: ""))
    #expect(!sentences.shiftsNextLetter(after: "Hi"))
    #expect(!sentences.shiftsNextLetter(after: "Hi "))
    #expect(!sentences.shiftsNextLetter(after: "Hi."), "not before the space")
    #expect(sentences.shiftsNextLetter(after: "Hi. "))
    #expect(sentences.shiftsNextLetter(after: "Really?  "))
    #expect(sentences.shiftsNextLetter(after: "Wow!\n"))
    #expect(sentences.shiftsNextLetter(after: "Line\n"))
    #expect(sentences.shiftsNextLetter(after: "   "))
    let words = TextAutocapitalizationType.words
    #expect(words.shiftsNextLetter(after: "") && words.shiftsNextLetter(after: "Ann "))
    #expect(!words.shiftsNextLetter(after: "Ann"))
    #expect(TextAutocapitalizationType.allCharacters.shiftsNextLetter(after: "ABC"))
    #expect(!TextAutocapitalizationType.none.shiftsNextLetter(after: ""))
  }

  @Test func sentencesShiftAtTheStartAndAfterAFullStopAndASpace() throws {
    edit(capitalization: .sentences)
    #expect(keyboard.shiftState == .once)
    #expect(keyboard.title(of: try #require(keyboard.layout.keys.first)) == "Q")
    try tap("H")
    #expect(keyboard.shiftState == .off, "a typed letter ends the shift")
    try tap("i", "123", ".", "ABC")
    #expect(keyboard.shiftState == .off, "no shift before the space")
    try tap("space")
    #expect(keyboard.shiftState == .once)
    try tap("O", "k")
    #expect(field.text == "Hi. Ok")
    try tap("backspace", "backspace")
    #expect(keyboard.shiftState == .once, "erasing back to a sentence's start shifts again")
  }

  @Test func wordsShiftAfterEachSpace() throws {
    edit(capitalization: .words)
    try tap("A", "n", "n", "space", "L", "e", "e")
    #expect(field.text == "Ann Lee")
    #expect(keyboard.shiftState == .off)
  }

  @Test func allCharactersStayShiftedAndShiftTurnsItOffForALetter() throws {
    edit(capitalization: .allCharacters)
    try tap("O", "K", "shift", "x", "Y")
    #expect(field.text == "OKxY")
    #expect(keyboard.shiftState == .once)
  }

  @Test func aCapsLockOutlastsTheAutomaticShift() throws {
    edit(capitalization: .sentences)
    try tap("shift")
    #expect(keyboard.shiftState == .off, "tapping shift turns the automatic shift off")
    try tap("shift", "shift", pause: 0.1)
    #expect(keyboard.shiftState == .locked)
    try tap("N", "O", "space", "W")
    #expect(field.text == "NO W")
    #expect(keyboard.shiftState == .locked)
  }

  @Test func noneNeverShiftsAndHardwareTypingMovesTheShift() throws {
    edit(capitalization: .none)
    #expect(keyboard.shiftState == .off)
    try tap("o", "k")
    #expect(field.text == "ok")
    field.autocapitalizationType = .sentences
    field.handle(.text(". "))
    window.layoutIfNeeded()
    #expect(keyboard.shiftState == .once, "the window's pass follows text typed elsewhere")
  }

  // MARK: - Typing into each type

  @Test func typingIntoANumberPadAndADecimalPad() throws {
    edit(.numberPad)
    try tap("4", "2", "backspace", "7")
    #expect(field.text == "47")
    field.text = ""
    edit(.decimalPad)
    let point = Locale.current.decimalSeparator ?? "."
    try tap("3", point, "5")
    #expect(field.text == "3\(point)5")
  }

  @Test func typingAPhoneNumberWithItsSymbols() throws {
    edit(.phonePad)
    try tap("+*#", "+", "(", "123", "5", "5", "5", "+*#", ")", "wait", "123", "1")
    #expect(field.text == "+(555);1")
  }

  @Test func typingAnEmailAddressAndAURL() throws {
    edit(.emailAddress)
    try tap("a", "n", "n", "@", "m", "e", ".", "i", "o")
    #expect(field.text == "ann@me.io")
    field.text = ""
    edit(.URL, capitalization: .sentences)
    try tap("W", "w", "w", ".", "a", ".com", "/")
    #expect(field.text == "Www.a.com/", "the URL keyboard shifts only as the field asks")
  }
}
