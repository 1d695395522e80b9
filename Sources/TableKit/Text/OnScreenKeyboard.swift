import Foundation

/// The keyboard TableKit draws for touch screens without a hardware keyboard (a kiosk): an
/// iOS-style QWERTY keyboard (see `OnScreenKeyboardLayout`) that types into a text field, in
/// the window's keyboard languages (`Window.activeInputModes`; the globe key switches, a held
/// letter offers its accented variants, Pinyin composes through a candidate bar).
///
/// A window shows one at its bottom while a field is first responder, as its
/// `showsOnScreenKeyboard` policy says (see `Window+OnScreenKeyboard.swift`). A key works on
/// release, as iOS's do, so that a finger can slide to the key it meant; the key under the
/// finger pops up (a character) or lights up (a function key) meanwhile, and a second finger
/// coming down types the first one's key at once, for quick two-thumb typing. Backspace is
/// the exception, as on iOS: it erases as it goes down, and held, again and again after
/// `Metrics.keyboardRepeatDelay`.
///
/// Keys type through the field's own input path, exactly as typed text and keys do: a
/// character is a `.text` event, backspace a `.delete` key, return a `.return` key. So the
/// delegate's `textField(_:shouldChangeCharactersIn:replacementString:)`, the field's
/// `maximumLength`, and `textFieldShouldReturn(_:)` apply as they do to a hardware keyboard.
///
/// The field's `keyboardType` chooses the keys (a pad, or another bottom row), and its
/// `autocapitalizationType` shifts the letters by itself whenever the text before the caret
/// changes, as iOS's keyboard does: a typed letter ends a shift that the rule no longer asks
/// for, and a caps lock stays until shift is tapped.
@preconcurrency @MainActor
public final class OnScreenKeyboard: View, InputHandling {
  /// Whether the letters come out as capitals.
  public enum ShiftState: Hashable, Sendable {
    /// Lowercase.
    case off
    /// The next letter is a capital; then back to lowercase.
    case once
    /// Every letter is a capital until shift is tapped again (shift tapped twice quickly).
    case locked
  }

  /// The page of keys shown.
  public internal(set) var page: OnScreenKeyboardLayout.Page = .letters
  /// Whether letters come out as capitals.
  public internal(set) var shiftState: ShiftState = .off
  /// The field the keys type into; the window sets it to its first responder.
  public internal(set) weak var textField: TextField?
  /// The key pressed now (drawn popped up or lit), or nil.
  public private(set) var pressedKey: OnScreenKeyboardLayout.Key?
  /// The keyboard languages the globe key cycles through, as UIKit's
  /// `UITextInputMode.activeInputModes`; the window sets them (`Window.activeInputModes`).
  public internal(set) var activeInputModes: [TextInputMode] = [.english]
  /// The keyboard language typing now (`Window.textInputMode`).
  public internal(set) var inputMode: TextInputMode = .english
  /// The latin letters a composing keyboard (Pinyin) has typed and not yet turned into a
  /// candidate; the field shows them as marked text (see `OnScreenKeyboard+Composition.swift`).
  public internal(set) var composition = ""
  /// The candidates for `composition`, best first, as the candidate bar shows them.
  public internal(set) var candidates: [PinyinDictionary.Candidate] = []
  /// The candidate pressed in the candidate bar, whose index it is.
  var pressedCandidate: Int?
  /// A held key's accented variants, on show (see `OnScreenKeyboard+Alternates.swift`).
  public internal(set) var alternates: Alternates?
  /// The character key held down that has variants, and since when.
  var heldCharacter: (key: OnScreenKeyboardLayout.Key, start: TimeInterval)?

  private var trackedPointer: Int?
  /// The backspace held down: when it went down and how many times it has repeated since.
  private var heldBackspace: (start: TimeInterval, repeats: Int)?
  /// When shift was last tapped while off, for the double tap that locks capitals.
  private var lastShiftTap: TimeInterval?
  /// The field's text before the caret when the automatic shift last looked at it, so that
  /// the shift the user chose holds until the text changes.
  private var shiftContext: Substring?
  private var cachedLayout: OnScreenKeyboardLayout?

  /// Creates a keyboard; a window makes its own.
  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
    backgroundColor = Metrics.keyboardBackgroundColor
  }

  /// The keys at the keyboard's width, for its page, the field's keyboard type and the
  /// direction.
  public var layout: OnScreenKeyboardLayout {
    let rightToLeft = isRightToLeft
    let keyboardType = textField?.keyboardType ?? .default
    let showsGlobe = activeInputModes.count > 1
    if let cachedLayout, cachedLayout.width == bounds.width, cachedLayout.page == page,
      cachedLayout.keyboardType == keyboardType, cachedIsRightToLeft == rightToLeft,
      cachedLayout.inputMode == inputMode, cachedShowsGlobe == showsGlobe
    {
      return cachedLayout
    }
    cachedShowsGlobe = showsGlobe
    let layout = OnScreenKeyboardLayout(
      width: bounds.width, page: page, keyboardType: keyboardType, isRightToLeft: rightToLeft,
      inputMode: inputMode, showsGlobeKey: showsGlobe)
    cachedLayout = layout
    cachedIsRightToLeft = rightToLeft
    return layout
  }
  private var cachedIsRightToLeft = false
  private var cachedShowsGlobe = false

  /// Starts over for a field, as a keyboard does for each new one: on the page its keyboard
  /// type opens on, shifted as its `autocapitalizationType` asks for the text before the caret.
  public func reset() {
    page = OnScreenKeyboardLayout.firstPage(for: textField?.keyboardType ?? .default)
    shiftState = .off
    shiftContext = nil
    lastShiftTap = nil
    pressedKey = nil
    trackedPointer = nil
    heldBackspace = nil
    endComposition()
    followTextField()
  }

  /// Shifts as the field's `autocapitalizationType` asks when the text before the caret has
  /// changed since the last look (typed on these keys or a hardware keyboard, erased, the caret
  /// moved); a caps lock stays. The window calls it in its layout pass, the keys after acting.
  func followTextField() {
    guard let field = textField else { return }
    let editing = field.editing
    // The field ended the composition itself (a tap in it commits the marked text).
    if !composition.isEmpty, editing.markedRange == nil { endComposition() }
    let context = editing.text.prefix(editing.selection.lowerBound)
    guard context != shiftContext else { return }
    shiftContext = context
    guard shiftState != .locked else { return }
    shiftState = field.autocapitalizationType.shiftsNextLetter(after: context) ? .once : .off
  }

  /// What a key shows: a letter as it would be typed now (lowercase, or a capital with shift),
  /// the page it leads to, "space", or the field's return key title.
  public func title(of key: OnScreenKeyboardLayout.Key) -> String {
    switch key.action {
    case .character(",") where page == .phoneSymbols: return "pause"
    case .character(";") where page == .phoneSymbols: return "wait"
    case .character(let text): return typedText(text)
    case .page(.letters): return inputMode.lettersKeyTitle
    case .page(.digits), .page(.numberPad), .page(.phonePad): return "123"
    case .page(.phoneSymbols): return "+*#"
    case .page(.symbols): return "#+="
    case .space: return inputMode.spaceKeyTitle
    case .returnKey:
      // Like the space bar, the return key speaks the keyboard's language, as iOS's do.
      return (textField?.returnKeyType ?? .default).keyTitle(in: inputMode.languageCode)
    case .shift, .backspace, .nextKeyboard: return ""
    }
  }

  // MARK: - Input

  /// Follows fingers (or the mouse) over the keys; a key acts when its pointer comes up on it.
  /// Keys and text from a hardware keyboard are not the keyboard's.
  /// - Returns: Whether the keyboard used the event.
  @discardableResult
  public func handle(_ event: InputEvent) -> Bool {
    switch event {
    case .pointerDown(let id, let location, _) where layout.candidateBar.contains(location):
      trackedPointer = id
      pressedKey = nil
      pressedCandidate = candidate(at: location)
      return true
    case .pointerDown(let id, let location, _):
      pressedCandidate = nil
      // A second finger types what the first one holds, as fast typists' thumbs overlap.
      // A finger choosing among a key's variants keeps the keyboard to itself.
      if alternates != nil { return true }
      if trackedPointer != nil, let held = pressedKey, heldBackspace == nil { perform(held) }
      trackedPointer = id
      heldBackspace = nil
      pressedKey = layout.key(at: location)
      if let key = pressedKey, key.action == .backspace {
        perform(key)
        heldBackspace = (clock.now, 0)
      }
      beginHold(of: pressedKey, at: clock.now)
      return true
    case .pointerMoved(let id, let location, _):
      guard id == trackedPointer else { return false }
      // A finger on a candidate stays with the candidate bar.
      if pressedCandidate != nil { return true }
      if alternates != nil {
        moveInAlternates(to: location)
        return true
      }
      pressedKey = layout.key(at: location)
      // Sliding to another key starts the wait for variants over.
      if pressedKey != heldCharacter?.key { beginHold(of: pressedKey, at: clock.now) }
      if pressedKey?.action != .backspace { heldBackspace = nil }
      return true
    case .pointerUp(let id, let location, _) where pressedCandidate != nil:
      guard id == trackedPointer else { return false }
      let pressed = pressedCandidate
      endPress()
      if let pressed, candidate(at: location) == pressed { choose(candidateAt: pressed) }
      return true
    case .pointerUp(let id, _, _) where alternates != nil:
      guard id == trackedPointer else { return false }
      typeChosenAlternate()
      endPress()
      return true
    case .pointerUp(let id, let location, _):
      guard id == trackedPointer else { return false }
      let erasedOnDown = heldBackspace != nil
      endPress()
      if let key = layout.key(at: location), !(erasedOnDown && key.action == .backspace) {
        perform(key)
      }
      return true
    case .pointerCancelled(let id):
      guard id == trackedPointer else { return false }
      endPress()
      return true
    case .secondaryClick, .wheel:
      return true
    case .key, .text, .composition:
      return false
    }
  }

  private func endPress() {
    trackedPointer = nil
    pressedKey = nil
    pressedCandidate = nil
    heldCharacter = nil
    alternates = nil
    heldBackspace = nil
  }

  /// Whether a held backspace is repeating (it needs the clock's frames).
  public override var needsAnimationFrame: Bool { heldBackspace != nil || heldCharacter != nil }

  /// Repeats a held backspace up to `now`: once after `Metrics.keyboardRepeatDelay`, then
  /// every `Metrics.keyboardRepeatInterval`. The window calls it in its layout pass.
  func advanceKeyRepeat(to now: TimeInterval) {
    advanceHold(to: now)
    guard let held = heldBackspace, let key = pressedKey else { return }
    let elapsed = now - held.start - Metrics.keyboardRepeatDelay
    guard elapsed >= 0 else { return }
    let repeats = elapsed / Metrics.keyboardRepeatInterval + 1e-9
    let due = Int(checked: repeats, rounding: .down, in: 0...Int.max - 1, naming: "repeats") + 1
    for _ in held.repeats..<max(held.repeats, due) { perform(key) }
    heldBackspace = (held.start, max(held.repeats, due))
  }

  /// Does what `key` does to the field: types, erases, returns, or changes page or shift.
  func perform(_ key: OnScreenKeyboardLayout.Key) {
    if performComposing(key) {
      followTextField()
      return
    }
    switch key.action {
    case .character(let text):
      type(typedText(text))
      if shiftState == .once { shiftState = .off }
    case .space:
      type(" ")
    case .backspace:
      textField?.handle(.key(.delete, modifiers: []))
    case .nextKeyboard:
      advanceToNextInputMode()
    case .returnKey:
      if textField?.enablesReturnKeyAutomatically == true, textField?.text?.isEmpty ?? true {
        return
      }
      textField?.handle(.key(.return, modifiers: []))
    case .page(let next):
      page = next
      shiftState = .off
      // Back on the letters, the shift the text asks for comes back.
      if next == .letters { shiftContext = nil }
    case .shift:
      tapShift()
      return
    }
    followTextField()
  }

  func type(_ text: String) {
    textField?.handle(.text(text))
  }

  /// What a character key types: a letter as a capital while shifted; a key of several
  /// characters (".com") as it is.
  func typedText(_ text: String) -> String {
    shiftState == .off || text.count > 1 ? text : text.uppercased()
  }

  /// Shift: off → once; once → locked when tapped again quickly, else off; locked → off.
  private func tapShift() {
    let now = clock.now
    switch shiftState {
    case .off:
      shiftState = .once
      lastShiftTap = now
    case .once:
      let quick = lastShiftTap.map { now - $0 <= Metrics.keyboardCapsLockInterval } ?? false
      shiftState = quick ? .locked : .off
      lastShiftTap = nil
    case .locked:
      shiftState = .off
    }
  }

  /// The clock the caps-lock double tap is timed on: the window's.
  private var clock: any FrameClock { window?.clock ?? SystemClock() }

  /// Draws the keys (see `OnScreenKeyboard+Drawing.swift`).
  public override func draw(in list: inout DrawList) { drawKeys(in: &list) }

  /// Draws the keyboard's material, blurring what lies behind it (flat under Reduce
  /// Transparency); a background color set in place of the keyboard's gray is drawn flat.
  public override func drawBackground(in list: inout DrawList) {
    guard shownBackgroundColor == Metrics.keyboardBackgroundColor else {
      return super.drawBackground(in: &list)
    }
    list.material(
      MaterialLook.keyboard(isDark: list.traits.isDark), like: .systemChromeMaterial,
      in: CGRect(origin: .zero, size: shownSize), reducesTransparency: reducesTransparency)
  }
}

extension TextField.ReturnKeyType {
  /// The title of the return key, in iOS's English words.
  public var keyTitle: String { keyTitle(in: "en") }

  /// The title of the return key on a keyboard in `language`, in iOS's words for it there
  /// (`SystemStrings`); the search engines keep their names.
  public func keyTitle(in language: String?) -> String {
    let word: SystemStrings.Word
    switch self {
    case .default: word = .returnKey
    case .go: word = .goKey
    case .google: return "Google"
    case .join: word = .joinKey
    case .next: word = .nextKey
    case .route: word = .routeKey
    case .search: word = .searchKey
    case .send: word = .sendKey
    case .yahoo: return "Yahoo"
    case .done: word = .doneKey
    case .emergencyCall: word = .emergencyCallKey
    case .continue: word = .continueKey
    }
    return SystemStrings(language: language)[word]
  }

  /// Whether the return key is blue: every type but the plain "return" and "Next" says what
  /// it does, and iOS colors those in the system blue.
  public var isActionKey: Bool { self != .default && self != .next }
}
