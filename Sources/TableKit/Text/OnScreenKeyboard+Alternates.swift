import Foundation

/// The accented letters of a held key, as iOS's keyboards offer them: a letter held for
/// `Metrics.keyboardLongPressDelay` shows its variants in a row over it (ß over German s,
/// é è ê ë over French e, ё over Russian е, ъ over ь); sliding the finger chooses one, and
/// lifting it types it (a capital while shifted). Lifting before the row shows types the key.
extension OnScreenKeyboard {
  /// A held key's variants on show.
  public struct Alternates: Hashable, Sendable {
    /// The key held.
    public var key: OnScreenKeyboardLayout.Key
    /// The variants, in the order shown.
    public var options: [String]
    /// Where each is drawn, in the keyboard's coordinates.
    public var frames: [CGRect]
    /// The one the finger is on, typed when it lifts.
    public var selected: Int
  }

  /// The variants `key` offers in the current keyboard language, or none.
  func alternateOptions(of key: OnScreenKeyboardLayout.Key) -> [String] {
    guard case .character(let text) = key.action, page == .letters else { return [] }
    return Self.alternates(in: inputMode)[text] ?? []
  }

  /// Notes a character key going down, to show its variants if it is held.
  func beginHold(of key: OnScreenKeyboardLayout.Key?, at now: TimeInterval) {
    alternates = nil
    guard let key, !alternateOptions(of: key).isEmpty else {
      heldCharacter = nil
      return
    }
    heldCharacter = (key, now)
  }

  /// Shows the held key's variants once it has been held long enough.
  func advanceHold(to now: TimeInterval) {
    guard alternates == nil, let held = heldCharacter,
      now - held.start >= Metrics.keyboardLongPressDelay
    else { return }
    let options = alternateOptions(of: held.key)
    let frame = held.key.frame
    let width = frame.width
    let total = width * CGFloat(options.count)
    // The row starts over the key and runs towards the keyboard's wider side.
    let leftward = frame.midX > bounds.width / 2
    var x = leftward ? frame.maxX - total : frame.minX
    x = min(max(Metrics.keyboardSideInset, x), bounds.width - Metrics.keyboardSideInset - total)
    let y = frame.minY - frame.height - 10
    let frames = options.indices.map { index in
      CGRect(x: x + CGFloat(index) * width, y: y, width: width, height: frame.height)
    }
    alternates = Alternates(
      key: held.key, options: options, frames: frames, selected: leftward ? options.count - 1 : 0)
    heldCharacter = nil
  }

  /// Moves the choice to the variant over `point`'s x.
  func moveInAlternates(to point: CGPoint) {
    guard var shown = alternates else { return }
    let nearest = shown.frames.indices.min {
      abs(shown.frames[$0].midX - point.x) < abs(shown.frames[$1].midX - point.x)
    }
    if let nearest { shown.selected = nearest }
    alternates = shown
  }

  /// Types the variant chosen, as the finger lifts.
  func typeChosenAlternate() {
    guard let shown = alternates else { return }
    alternates = nil
    type(typedText(shown.options[shown.selected]))
    if shiftState == .once { shiftState = .off }
    followTextField()
  }

  /// The variants of each letter, by keyboard language, after iOS 17's.
  static func alternates(in mode: TextInputMode) -> [String: [String]] {
    switch mode.languageCode {
    case "ru": return ["е": ["ё"], "ь": ["ъ"]]
    case "ar":
      // The hamza's seats and alif's forms, which have no keys of their own.
      return [
        "ا": ["أ", "إ", "آ", "ٱ"], "ء": ["ئ", "ؤ", "أ", "إ"], "ى": ["ئ"], "ي": ["ئ"],
        "و": ["ؤ"],
      ]
    case "de":
      return latinAlternates.merging([
        "a": ["ä", "à", "á", "â", "æ", "ã", "å"], "o": ["ö", "ô", "ò", "ó", "œ", "ø", "õ"],
        "u": ["ü", "û", "ù", "ú"], "s": ["ß", "ś", "š"],
      ]) { _, german in german }
    case "fr":
      return latinAlternates.merging([
        "e": ["é", "è", "ê", "ë"], "a": ["à", "â", "æ", "á", "ä"], "c": ["ç", "ć", "č"],
        "u": ["ù", "û", "ü", "ú"], "i": ["î", "ï", "ì", "í"], "o": ["ô", "œ", "ö", "ò", "ó"],
        "y": ["ÿ"],
      ]) { _, french in french }
    case "en": return latinAlternates
    default: return [:]
    }
  }

  private static let latinAlternates: [String: [String]] = [
    "a": ["à", "á", "â", "ä", "æ", "ã", "å"], "c": ["ç", "ć", "č"],
    "e": ["è", "é", "ê", "ë", "ē"], "i": ["î", "ï", "í", "ì"], "n": ["ñ", "ń"],
    "o": ["ô", "ö", "ò", "ó", "œ", "ø", "õ"], "s": ["ß", "ś", "š"], "u": ["û", "ü", "ù", "ú"],
    "y": ["ÿ"], "z": ["ž", "ź", "ż"],
  ]
}
