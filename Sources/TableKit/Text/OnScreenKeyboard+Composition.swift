import Foundation

/// Typing through composition, as iOS's Pinyin keyboard: on a composing keyboard
/// (`TextInputMode.usesComposition`) a letter adds to `composition`, which the field shows as
/// underlined marked text (split into syllables: "ni hao") through its input-method path (a
/// `.composition` event), and the candidate bar above the keys offers the hanzi the built-in
/// dictionary has for it (`PinyinDictionary`). Tapping a candidate commits it in place of the
/// letters it stands for; letters left over go on composing. Space commits the first
/// candidate; return commits the letters as typed; backspace takes the last letter back (the
/// last one cancels the composition); another page, the globe and punctuation commit the
/// letters first.
extension OnScreenKeyboard {
  /// Does what `key` does while composing.
  /// - Returns: Whether composition took the key (otherwise it acts as usual).
  func performComposing(_ key: OnScreenKeyboardLayout.Key) -> Bool {
    guard inputMode.usesComposition else { return false }
    switch key.action {
    case .character(let text)
    where page == .letters && text.count == 1 && text.allSatisfy({ $0.isASCII && $0.isLetter }):
      composition += text.lowercased()
      if shiftState == .once { shiftState = .off }
      showComposition()
      return true
    case .backspace where !composition.isEmpty:
      composition.removeLast()
      showComposition()
      return true
    case .space where !composition.isEmpty:
      if candidates.isEmpty {
        commitLetters()
      } else {
        choose(candidateAt: 0)
      }
      return true
    case .returnKey where !composition.isEmpty:
      commitLetters()
      return true
    case .character, .page, .nextKeyboard:
      // Anything else typed ends the composition with its letters, as iOS does.
      if !composition.isEmpty { commitLetters() }
      return false
    case .space, .backspace, .returnKey, .shift:
      return false
    }
  }

  /// Commits the candidate at `index`: its hanzi replace the letters it stands for; the letters
  /// after them go on composing.
  public func choose(candidateAt index: Int) {
    guard candidates.indices.contains(index) else { return }
    let candidate = candidates[index]
    let rest = String(composition.dropFirst(candidate.letterCount))
    composition = ""
    candidates = []
    textField?.handle(.text(candidate.text))
    if !rest.isEmpty {
      composition = rest
      showComposition()
    }
  }

  /// Sends the letters as typed text, ending the composition.
  private func commitLetters() {
    let letters = composition
    composition = ""
    candidates = []
    textField?.handle(.text(letters))
  }

  /// Shows `composition` as the field's marked text and looks its candidates up.
  private func showComposition() {
    let marked = PinyinDictionary.syllabified(composition)
    candidates = PinyinDictionary.candidates(for: composition)
    textField?.handle(.composition(marked, cursor: marked.count))
  }

  /// Forgets the composition without touching the field (a new field, the field's own end).
  func endComposition() {
    composition = ""
    candidates = []
    pressedCandidate = nil
  }

  // MARK: - The candidate bar

  /// Where each candidate is drawn in the candidate bar, in order, as far as the bar's width
  /// holds them.
  public var candidateFrames: [CGRect] {
    let bar = layout.candidateBar
    guard !bar.isEmpty else { return [] }
    let font = Self.candidateFont
    let measurer = screen.textMeasurer
    var frames: [CGRect] = []
    var x = Metrics.keyboardSideInset
    for candidate in candidates {
      let width = max(
        bar.height,
        measurer.size(of: candidate.text, font: font).width + 2 * Metrics.keyboardCandidatePadding)
      guard x + width <= bar.maxX else { break }
      frames.append(CGRect(x: x, y: bar.minY, width: width, height: bar.height))
      x += width
    }
    if isRightToLeft {
      frames = frames.map {
        CGRect(x: bar.maxX - $0.maxX, y: $0.minY, width: $0.width, height: $0.height)
      }
    }
    return frames
  }

  /// The index of the candidate under `point` (keyboard coordinates), or nil.
  func candidate(at point: CGPoint) -> Int? {
    candidateFrames.firstIndex { $0.contains(point) }
  }

  /// A candidate's hanzi: 20 points, as iOS's candidate bar sets them.
  static var candidateFont: Font { .systemFont(ofSize: 20) }

  // MARK: - Input modes

  /// Switches to the window's next keyboard language (after the last, the first), as the globe
  /// key and UIKit's `advanceToNextInputMode()` do.
  public func advanceToNextInputMode() {
    guard let index = activeInputModes.firstIndex(of: inputMode) else {
      if let first = activeInputModes.first { switchInputMode(to: first) }
      return
    }
    switchInputMode(to: activeInputModes[(index + 1) % activeInputModes.count])
  }

  /// Makes `mode` the one typing: letters on its first page, a composition ended with its
  /// letters typed.
  func switchInputMode(to mode: TextInputMode) {
    guard mode != inputMode else { return }
    if !composition.isEmpty {
      let letters = composition
      endComposition()
      textField?.handle(.text(letters))
    }
    inputMode = mode
    if page != .letters, !page.isPad { page = .letters }
    (superview as? Window)?.setNeedsLayout()
  }
}

extension TextInputMode {
  /// The title of the key that goes back to the letters, as each iOS keyboard words it.
  var lettersKeyTitle: String {
    switch languageCode {
    case "ru": "АБВ"
    case "ar": "أبجد"
    case "he": "אבג"
    case "zh": "拼音"
    default: "ABC"
    }
  }

  /// The space bar's word, as each iOS keyboard writes it.
  var spaceKeyTitle: String {
    switch languageCode {
    case "de": "Leerzeichen"
    case "fr": "espace"
    case "ru": "Пробел"
    case "ar": "مسافة"
    case "he": "רווח"
    case "zh": "空格"
    default: "space"
    }
  }
}
