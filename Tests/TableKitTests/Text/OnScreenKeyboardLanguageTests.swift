import Foundation
import Testing

@testable import TableKit

/// The on-screen keyboard's languages (issue 31, item 5): each input mode's letters, the globe
/// key that cycles through the window's `activeInputModes`, right-to-left layouts, and Pinyin's
/// typing through composition with its candidate bar.
@MainActor
@Suite struct OnScreenKeyboardLanguageTests {
  private let clock = ManualClock(now: 20)
  private let window: Window
  private let field = TextField(frame: CGRect(x: 16, y: 60, width: 343, height: 36))

  init() {
    window = Window(frame: CGRect(x: 0, y: 0, width: 375, height: 667), clock: clock)
    let controller = ViewController()
    field.autocapitalizationType = .none
    controller.view.addSubview(field)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.showsOnScreenKeyboard = .automatic
    window.noteInput(.pointerDown(id: 1, location: .zero, kind: .touch))
    #expect(field.becomeFirstResponder())
    run()
  }

  private var keyboard: OnScreenKeyboard { window.onScreenKeyboard }

  private func run(_ seconds: TimeInterval = 0.5) {
    for _ in 0..<Int((seconds * 60).rounded()) {
      clock.advance(by: 1.0 / 60)
      window.layoutIfNeeded()
    }
  }

  /// Taps the key doing `action` where the window's hit test sends the touch.
  private func tap(_ action: OnScreenKeyboardLayout.Action) throws {
    let key = try #require(keyboard.layout.keys.first { $0.action == action }, "no key \(action)")
    let location = keyboard.convert(CGPoint(x: key.frame.midX, y: key.frame.midY), to: nil)
    #expect(window.hitTest(location) === keyboard)
    let local = keyboard.convert(location, from: nil)
    keyboard.handle(.pointerDown(id: 7, location: local, kind: .touch))
    keyboard.handle(.pointerUp(id: 7, location: local, kind: .touch))
    clock.advance(by: 0.1)
    window.layoutIfNeeded()
  }

  private func type(_ letters: String) throws {
    for letter in letters { try tap(letter == " " ? .space : .character(String(letter))) }
  }

  /// The characters of a layout's letter rows, row by row, left to right as drawn.
  private static func letterRows(_ layout: OnScreenKeyboardLayout) -> [String] {
    (0..<3).map { row in
      layout.keys.filter { $0.row == row }.sorted { $0.frame.minX < $1.frame.minX }
        .compactMap { key -> String? in
          if case .character(let text) = key.action { return text }
          return nil
        }.joined()
    }
  }

  // MARK: - Layouts

  @Test func eachLanguageHasItsLetters() {
    func rows(_ mode: TextInputMode) -> [String] {
      Self.letterRows(OnScreenKeyboardLayout(width: 375, inputMode: mode))
    }
    #expect(rows(.english) == ["qwertyuiop", "asdfghjkl", "zxcvbnm"])
    #expect(rows(.german) == ["qwertzuiopü", "asdfghjklöä", "yxcvbnm"])
    #expect(rows(.french) == ["azertyuiop", "qsdfghjklm", "wxcvbn'"])
    #expect(rows(.russian) == ["йцукенгшщзх", "фывапролджэ", "ячсмитьбю"])
    // Drawn right to left: the first letter of each row at the right.
    #expect(rows(.arabic) == ["جحخهعغفقثصض", "طكمنتالبيسش", "دظزوةىرؤءذ"])
    // Every one of Arabic's 28 letters has a key.
    let arabicLetters = Set("ابتثجحخدذرزسشصضطظعغفقكلمنهوي")
    #expect(arabicLetters.isSubset(of: Set(rows(.arabic).joined())))
    #expect(rows(.hebrew) == ["קראטוןםפ", "שדגכעיחלךף", "זסבהנמצתץ"])
    #expect(rows(.chinesePinyin) == rows(.english))
  }

  @Test func elevenKeysAcrossAreNarrowerButAsTallAndTheBottomRowStays() {
    let english = OnScreenKeyboardLayout(width: 375)
    let german = OnScreenKeyboardLayout(width: 375, inputMode: .german)
    let q = { (layout: OnScreenKeyboardLayout) in
      layout.keys.first { $0.action == .character("q") }!.frame
    }
    #expect(q(german).width < q(english).width)
    #expect(q(german).height == q(english).height)
    #expect(german.height == english.height)
    #expect(
      german.keys.filter { $0.row == 3 }.map(\.frame)
        == english.keys.filter { $0.row == 3 }.map(\.frame))
    #expect(german.keys.allSatisfy { $0.frame.minX >= 0 && $0.frame.maxX <= 375 })
  }

  @Test func arabicAndHebrewPutReturnAndBackspaceOnTheLeft() throws {
    let arabic = OnScreenKeyboardLayout(width: 375, inputMode: .arabic)
    let hebrew = OnScreenKeyboardLayout(width: 375, inputMode: .hebrew)
    for layout in [arabic, hebrew] {
      let returnKey = try #require(layout.keys.first { $0.action == .returnKey })
      let space = try #require(layout.keys.first { $0.action == .space })
      #expect(returnKey.frame.maxX < space.frame.minX, "return at the left")
      #expect(!layout.keys.contains { $0.action == .shift }, "no shift")
    }
    let backspace = try #require(arabic.keys.first { $0.action == .backspace })
    #expect(backspace.frame.minX < 10 && backspace.row == 2)
    let hebrewBackspace = try #require(hebrew.keys.first { $0.action == .backspace })
    #expect(hebrewBackspace.row == 0 && hebrewBackspace.frame.maxX > 360)
  }

  @Test(arguments: [320, 375, 430, 1024] as [CGFloat])
  func everyLanguagesKeysFitTheWidthWithoutOverlapping(width: CGFloat) {
    let modes: [TextInputMode] = [
      .english, .german, .french, .russian, .arabic, .hebrew, .chinesePinyin,
    ]
    for mode in modes {
      let layout = OnScreenKeyboardLayout(width: width, inputMode: mode)
      #expect(layout.keys.allSatisfy { $0.frame.minX >= 0 && $0.frame.maxX <= width }, "\(mode)")
      for row in Set(layout.keys.map(\.row)) {
        let frames = layout.keys.filter { $0.row == row }.map(\.frame).sorted { $0.minX < $1.minX }
        let overlapping = zip(frames, frames.dropFirst()).contains { $0.maxX > $1.minX + 0.001 }
        #expect(!overlapping, "\(mode) row \(row) at \(width)")
        #expect(frames.allSatisfy { $0.width >= 20 }, "\(mode) row \(row): keys a finger can hit")
      }
    }
  }

  @Test func frenchAndRussianHaveTheirCurrencyOnTheDigitsPage() {
    func middle(_ mode: TextInputMode) -> [String] {
      OnScreenKeyboardLayout(width: 375, page: .digits, inputMode: mode).keys
        .filter { $0.row == 1 }.compactMap {
          if case .character(let text) = $0.action { return text }
          return nil
        }
    }
    #expect(middle(.french).contains("€") && !middle(.french).contains("$"))
    #expect(middle(.russian).contains("₽"))
    #expect(middle(.english).contains("$"))
  }

  // MARK: - The globe

  @Test func theGlobeShowsWithSeveralKeyboardsAndCyclesThroughThem() throws {
    #expect(!keyboard.layout.keys.contains { $0.action == .nextKeyboard }, "English alone")
    window.activeInputModes = [.english, .german, .russian]
    window.layoutIfNeeded()
    let globe = try #require(keyboard.layout.keys.first { $0.action == .nextKeyboard })
    let abc = try #require(keyboard.layout.keys.first { $0.action == .page(.digits) })
    #expect(globe.row == 3 && globe.frame.minX > abc.frame.maxX, "beside 123")
    try tap(.nextKeyboard)
    #expect(window.textInputMode == .german)
    #expect(field.textInputMode == .german)
    try type("ü")
    try tap(.nextKeyboard)
    try type("я")
    try tap(.nextKeyboard)
    #expect(window.textInputMode == .english, "after the last, the first")
    #expect(field.text == "üя")
  }

  @Test func settingTheModeAddsItAndAnEmptyListMeansEnglish() {
    window.textInputMode = .hebrew
    #expect(window.activeInputModes == [.english, .hebrew])
    window.activeInputModes = []
    #expect(window.activeInputModes == [.english])
    #expect(window.textInputMode == .english)
    #expect(TextInputMode(language: "de-AT") == .german)
    #expect(TextInputMode(language: "zh") == .chinesePinyin)
    #expect(TextInputMode(language: "ja") == nil)
  }

  @Test func theGlobeIsNamedForVoiceOverWithTheNextKeyboard() throws {
    window.activeInputModes = [.english, .arabic]
    window.layoutIfNeeded()
    let elements = try #require(keyboard.accessibilityElements as? [AccessibilityElement])
    let globe = try #require(elements.first { $0.accessibilityLabel == "next keyboard" })
    #expect(globe.accessibilityHint == "العربية")
    #expect(globe.accessibilityTraits.contains(.keyboardKey))
  }

  // MARK: - Pinyin

  @Test func pinyinComposesAndSpaceCommitsTheFirstCandidate() throws {
    window.textInputMode = .chinesePinyin
    run()
    #expect(keyboard.layout.candidateBarHeight == Metrics.keyboardCandidateBarHeight)
    #expect(
      window.onScreenKeyboardHeight
        == OnScreenKeyboardLayout.height(forWidth: 375) + Metrics.keyboardCandidateBarHeight)
    try type("nihao")
    #expect(field.editing.text == "ni hao")
    #expect(field.editing.markedRange == 0..<6)
    #expect(keyboard.candidates.first?.text == "你好")
    #expect(keyboard.candidates.contains { $0.text == "你" && $0.letterCount == 2 })
    try tap(.space)
    #expect(field.text == "你好")
    #expect(field.editing.markedRange == nil)
    #expect(keyboard.candidates.isEmpty)
  }

  @Test func aCandidateForPartOfTheLettersLeavesTheRestComposing() throws {
    window.textInputMode = .chinesePinyin
    run()
    try type("nihao")
    let index = try #require(keyboard.candidates.firstIndex { $0.text == "你" })
    let frame = keyboard.candidateFrames[index]
    let point = CGPoint(x: frame.midX, y: frame.midY)
    #expect(window.hitTest(keyboard.convert(point, to: nil)) === keyboard)
    keyboard.handle(.pointerDown(id: 4, location: point, kind: .touch))
    keyboard.handle(.pointerUp(id: 4, location: point, kind: .touch))
    #expect(keyboard.composition == "hao")
    #expect(field.editing.text == "你hao")
    #expect(field.editing.markedRange == 1..<4)
    #expect(keyboard.candidates.first?.text == "好")
    try tap(.space)
    #expect(field.text == "你好")
  }

  @Test func backspaceAndReturnWhileComposing() throws {
    window.textInputMode = .chinesePinyin
    run()
    try type("xiex")
    try tap(.backspace)
    #expect(keyboard.composition == "xie")
    #expect(field.editing.text == "xie")
    try tap(.returnKey)
    #expect(field.text == "xie", "return types the letters")
    #expect(field.editing.markedRange == nil)
    try type("a")
    try tap(.backspace)
    #expect(field.text == "xie", "the last letter's backspace cancels the composition")
    try tap(.backspace)
    #expect(field.text == "xi", "then backspace erases")
  }

  @Test func theDictionarySplitsSyllablesAndFindsWords() {
    #expect(PinyinDictionary.syllabified("nihao") == "ni hao")
    #expect(PinyinDictionary.syllabified("bowuguan") == "bo wu guan")
    #expect(PinyinDictionary.candidates(for: "xiexie").first?.text == "谢谢")
    #expect(PinyinDictionary.candidates(for: "nih").first?.text == "你好", "a word it begins")
    #expect(PinyinDictionary.candidates(for: "").isEmpty)
  }
}

/// Issue 31, item 5: the accented letters a held key offers, as iOS's keyboards do: German ß
/// over s, French é over e, Russian ё over е.
extension OnScreenKeyboardLanguageTests {
  /// Holds the key typing `letter`, then lifts the finger on the variant `variant`.
  private func hold(_ letter: String, choosing variant: String) throws {
    let key = try #require(keyboard.layout.keys.first { $0.action == .character(letter) })
    let center = CGPoint(x: key.frame.midX, y: key.frame.midY)
    keyboard.handle(.pointerDown(id: 5, location: center, kind: .touch))
    #expect(keyboard.needsAnimationFrame, "the hold is timed")
    run(0.3)
    #expect(keyboard.alternates == nil, "not yet")
    run(0.3)
    let shown = try #require(keyboard.alternates)
    #expect(shown.key == key)
    let index = try #require(shown.options.firstIndex(of: variant))
    let frame = shown.frames[index]
    keyboard.handle(
      .pointerMoved(id: 5, location: CGPoint(x: frame.midX, y: frame.midY), kind: .touch))
    #expect(keyboard.alternates?.selected == index)
    keyboard.handle(
      .pointerUp(id: 5, location: CGPoint(x: frame.midX, y: frame.midY), kind: .touch))
    #expect(keyboard.alternates == nil)
  }

  @Test func germanSharpSFrenchAccentsAndRussianYo() throws {
    window.activeInputModes = [.german, .french, .russian]
    window.layoutIfNeeded()
    try hold("s", choosing: "ß")
    #expect(OnScreenKeyboard.alternates(in: .german)["s"]?.first == "ß")
    window.textInputMode = .french
    window.layoutIfNeeded()
    try hold("e", choosing: "é")
    try hold("c", choosing: "ç")
    window.textInputMode = .russian
    window.layoutIfNeeded()
    try hold("е", choosing: "ё")
    #expect(field.text == "ßéçё")
  }

  @Test func arabicHamzaFormsAreOnTheirLettersLongPresses() throws {
    window.activeInputModes = [.arabic]
    window.layoutIfNeeded()
    try hold("ا", choosing: "أ")
    try hold("ء", choosing: "ئ")
    try hold("و", choosing: "ؤ")
    #expect(field.text == "أئؤ")
  }

  @Test func aQuickTapTypesTheKeyAndShiftCapitalizesTheVariant() throws {
    window.textInputMode = .french
    window.layoutIfNeeded()
    let key = try #require(keyboard.layout.keys.first { $0.action == .character("e") })
    let center = CGPoint(x: key.frame.midX, y: key.frame.midY)
    keyboard.handle(.pointerDown(id: 5, location: center, kind: .touch))
    run(0.1)
    keyboard.handle(.pointerUp(id: 5, location: center, kind: .touch))
    #expect(field.text == "e")
    #expect(!keyboard.needsAnimationFrame)
    let shift = try #require(keyboard.layout.keys.first { $0.action == .shift })
    let shiftCenter = CGPoint(x: shift.frame.midX, y: shift.frame.midY)
    keyboard.handle(.pointerDown(id: 6, location: shiftCenter, kind: .touch))
    keyboard.handle(.pointerUp(id: 6, location: shiftCenter, kind: .touch))
    try hold("e", choosing: "è")
    #expect(field.text == "eÈ")
  }
}
