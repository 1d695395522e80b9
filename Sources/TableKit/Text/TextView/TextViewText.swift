import Foundation

/// The text of a `TextView` being edited: paragraphs (the text split at its line breaks), the
/// selection and the input method's marked text, as a value with every edit a mutation.
///
/// Paragraphs keep an edit local: typing changes one paragraph, so that the layout measures
/// that paragraph again and no other, and a 10 MB text costs a keystroke what its paragraph
/// costs (plus moving the paragraph array's references, which measures nothing).
/// Positions are a paragraph and an offset in grapheme clusters within it.
struct TextViewText: Equatable {
  /// A place in the text: a paragraph and a cluster offset within it.
  struct Position: Comparable, Hashable {
    var paragraph: Int
    var offset: Int

    static func < (a: Position, b: Position) -> Bool {
      (a.paragraph, a.offset) < (b.paragraph, b.offset)
    }
  }

  /// The paragraphs, without their line breaks; never empty (an empty text has one "").
  private(set) var paragraphs: [String] = [""]
  /// Each paragraph's length in clusters.
  private(set) var lengths: [Int] = [0]
  /// Each paragraph's length in UTF-16 units, for `NSRange`s.
  private(set) var utf16Lengths: [Int] = [0]
  /// The end of the selection that stays put.
  private(set) var anchor = Position(paragraph: 0, offset: 0)
  /// The end that moves: where the caret is.
  private(set) var caret = Position(paragraph: 0, offset: 0)
  /// The marked text's paragraph and cluster range, or nil.
  private(set) var marked: (paragraph: Int, range: Range<Int>)?
  /// The paragraphs the last edit replaced (old indexes) and how many took their place, for
  /// the layout to forget; nil when the text was replaced whole.
  private(set) var lastChange: (replaced: Range<Int>, count: Int)?
  /// Whether the whole text was replaced since the layout last looked.
  private(set) var replacedWhole = false
  /// Each paragraph's attribute runs (none for an empty paragraph), or nil while the whole
  /// text is in the text view's own font and color (plain `text`, which costs no runs).
  private(set) var runs: [[TextViewStyleRun]]?
  /// The fonts the runs name, one of each, for the layout's line height.
  private(set) var runFonts: [Font] = []
  /// The style new text takes when the text has runs: the text view's typing attributes.
  var insertionStyle: TextViewStyle?

  /// Forgets what changed, once the layout has taken it in.
  mutating func forgetChanges() {
    lastChange = nil
    replacedWhole = false
  }

  static func == (a: TextViewText, b: TextViewText) -> Bool {
    a.paragraphs == b.paragraphs && a.anchor == b.anchor && a.caret == b.caret
      && a.marked?.paragraph == b.marked?.paragraph && a.marked?.range == b.marked?.range
      && a.runs == b.runs
  }

  /// Makes a text of `string`, the caret at its end.
  init(_ string: String = "") {
    setText(string)
  }

  // MARK: - Queries

  /// The whole text, paragraphs joined with line breaks.
  /// - Complexity: O(n) in the text's length.
  var string: String { paragraphs.joined(separator: "\n") }

  /// The selection's ends in order.
  var selection: (lower: Position, upper: Position) { (min(anchor, caret), max(anchor, caret)) }
  /// Whether the selection is a caret.
  var isCaret: Bool { anchor == caret }
  /// The end of the text.
  var end: Position {
    Position(paragraph: paragraphs.count - 1, offset: lengths[lengths.count - 1])
  }

  /// The text from `lower` to `upper`.
  func text(from lower: Position, to upper: Position) -> String {
    if lower.paragraph == upper.paragraph {
      return String(slice(lower.paragraph, lower.offset, upper.offset))
    }
    var parts = [String(slice(lower.paragraph, lower.offset, lengths[lower.paragraph]))]
    if upper.paragraph - lower.paragraph > 1 {
      parts += paragraphs[(lower.paragraph + 1)..<upper.paragraph]
    }
    parts.append(String(slice(upper.paragraph, 0, upper.offset)))
    return parts.joined(separator: "\n")
  }

  /// The selected text.
  var selectedText: String { text(from: selection.lower, to: selection.upper) }

  private func slice(_ paragraph: Int, _ from: Int, _ to: Int) -> Substring {
    let text = paragraphs[paragraph]
    let start =
      text.index(text.startIndex, offsetBy: from, limitedBy: text.endIndex) ?? text.endIndex
    let stop =
      text.index(start, offsetBy: max(0, to - from), limitedBy: text.endIndex) ?? text.endIndex
    return text[start..<stop]
  }

  /// `position` as a UTF-16 offset in the whole text, as `NSRange`s count.
  /// - Complexity: O(p) in the paragraphs before it, plus its offset in its paragraph.
  func utf16Offset(of position: Position) -> Int {
    var total = 0
    for index in 0..<position.paragraph { total += utf16Lengths[index] + 1 }
    return total + slice(position.paragraph, 0, position.offset).utf16.count
  }

  /// The position at UTF-16 offset `offset` (clamped; inside a cluster, its start).
  func position(atUTF16 offset: Int) -> Position {
    var remaining = max(0, offset)
    for index in paragraphs.indices {
      if remaining <= utf16Lengths[index] {
        var count = 0
        var units = 0
        for character in paragraphs[index] {
          let next = units + character.utf16.count
          if next > remaining { break }
          units = next
          count += 1
        }
        return Position(paragraph: index, offset: count)
      }
      remaining -= utf16Lengths[index] + 1
    }
    return end
  }

  /// `position` kept inside the text.
  func clamped(_ position: Position) -> Position {
    let paragraph = min(max(0, position.paragraph), paragraphs.count - 1)
    return Position(paragraph: paragraph, offset: min(max(0, position.offset), lengths[paragraph]))
  }

  // MARK: - Editing

  /// Replaces the whole text, the caret at its end.
  mutating func setText(_ string: String) {
    paragraphs = string.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
      .map(String.init)
    if paragraphs.isEmpty { paragraphs = [""] }
    lengths = paragraphs.map(\.count)
    utf16Lengths = paragraphs.map(\.utf16.count)
    marked = nil
    lastChange = nil
    replacedWhole = true
    runs = nil
    runFonts = []
    caret = end
    anchor = caret
  }

  /// Replaces the whole text with `string` in `styles` (each paragraph's runs, as many as
  /// `string` has paragraphs), the caret at its end.
  mutating func setText(_ string: String, styles: [[TextViewStyleRun]]) {
    setText(string)
    precondition(styles.count == paragraphs.count, "one list of runs a paragraph")
    runs = styles.indices.map { styles[$0].fitted(to: lengths[$0]) }
    updateRunFonts()
  }

  /// Gives the text runs of its own, every paragraph in `style`, so that text in another
  /// style can be typed into it.
  mutating func adoptRuns(in style: TextViewStyle) {
    guard runs == nil else { return }
    runs = lengths.map { $0 > 0 ? [TextViewStyleRun(length: $0, style: style)] : [] }
    updateRunFonts()
  }

  /// Changes every run's style (a text view's `font` or `textColor` set over attributed text).
  mutating func restyleAllRuns(_ change: (inout TextViewStyle) -> Void) {
    guard var all = runs else { return }
    for paragraph in all.indices {
      for run in all[paragraph].indices { change(&all[paragraph][run].style) }
      all[paragraph] = all[paragraph].joined(with: [])
    }
    runs = all
    updateRunFonts()
  }

  private mutating func updateRunFonts() {
    var fonts: [Font] = []
    for paragraph in runs ?? [] {
      for run in paragraph where run.style.font.map({ !fonts.contains($0) }) ?? false {
        fonts.append(run.style.font!)
      }
    }
    runFonts = fonts
  }

  /// The style of the text just before `position` (at the start of a paragraph, of its first
  /// cluster; in an empty one, of the paragraph above), or nil without runs: where typing
  /// there continues, as UIKit's typing attributes follow the caret.
  func style(before position: Position) -> TextViewStyle? {
    guard let runs else { return nil }
    if let style = runs[position.paragraph].style(at: max(0, position.offset - 1)) { return style }
    for paragraph in stride(from: position.paragraph - 1, through: 0, by: -1) {
      if let last = runs[paragraph].last { return last.style }
    }
    return runs.lazy.compactMap(\.first).first?.style
  }

  /// Puts `string` in place of the selection (or the marked text, which it commits), the
  /// caret after it.
  mutating func insert(_ string: String) {
    let target = markedSpan ?? selection
    marked = nil
    replace(from: target.lower, to: target.upper, with: string)
  }

  /// The marked text's ends, or nil.
  private var markedSpan: (lower: Position, upper: Position)? {
    marked.map {
      (
        Position(paragraph: $0.paragraph, offset: $0.range.lowerBound),
        Position(paragraph: $0.paragraph, offset: $0.range.upperBound)
      )
    }
  }

  /// Erases the selection, else the cluster (or line break) before the caret.
  mutating func deleteBackward() {
    guard marked == nil else { return }
    if !isCaret { return replace(from: selection.lower, to: selection.upper, with: "") }
    guard let before = step(caret, by: -1) else { return }
    replace(from: before, to: caret, with: "")
  }

  /// Erases the selection, else the cluster (or line break) after the caret.
  mutating func deleteForward() {
    guard marked == nil else { return }
    if !isCaret { return replace(from: selection.lower, to: selection.upper, with: "") }
    guard let after = step(caret, by: 1) else { return }
    replace(from: caret, to: after, with: "")
  }

  /// The position one cluster (or line break) before or after `position`, or nil at an end.
  func step(_ position: Position, by direction: Int) -> Position? {
    if direction < 0 {
      if position.offset > 0 {
        return Position(paragraph: position.paragraph, offset: position.offset - 1)
      }
      guard position.paragraph > 0 else { return nil }
      return Position(paragraph: position.paragraph - 1, offset: lengths[position.paragraph - 1])
    }
    if position.offset < lengths[position.paragraph] {
      return Position(paragraph: position.paragraph, offset: position.offset + 1)
    }
    guard position.paragraph + 1 < paragraphs.count else { return nil }
    return Position(paragraph: position.paragraph + 1, offset: 0)
  }

  /// Replaces the text from `lower` to `upper` with `string`, leaving the caret after it.
  private mutating func replace(from lower: Position, to upper: Position, with string: String) {
    let head = slice(lower.paragraph, 0, lower.offset)
    let tail = slice(upper.paragraph, upper.offset, lengths[upper.paragraph])
    let pieces = string.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
      .map(String.init)
    var replacement = pieces.isEmpty ? [""] : pieces
    let lastLength = replacement[replacement.count - 1].count
    let caretOffset = (replacement.count == 1 ? head.count : 0) + lastLength
    let styled = runs.map { runs in
      replacementRuns(
        runs, from: lower, to: upper, pieces: replacement.map(\.count),
        style: insertionStyle ?? style(before: lower))
    }
    replacement[0] = String(head) + replacement[0]
    replacement[replacement.count - 1] += tail
    let range = lower.paragraph..<(upper.paragraph + 1)
    if let styled {
      runs!.replaceSubrange(
        range, with: styled.indices.map { styled[$0].fitted(to: replacement[$0].count) })
      updateRunFonts()
    }
    paragraphs.replaceSubrange(range, with: replacement)
    lengths.replaceSubrange(range, with: replacement.map(\.count))
    utf16Lengths.replaceSubrange(range, with: replacement.map(\.utf16.count))
    lastChange = (range, replacement.count)
    // A combining mark typed after a letter joins its cluster: the caret stays in the text.
    caret = clamped(
      Position(paragraph: lower.paragraph + replacement.count - 1, offset: caretOffset))
    anchor = caret
  }

  /// The runs of the paragraphs that replace `lower` to `upper`: the head's runs, `pieces`
  /// (the new paragraphs' lengths) in `style`, the tail's runs.
  private func replacementRuns(
    _ runs: [[TextViewStyleRun]], from lower: Position, to upper: Position, pieces: [Int],
    style: TextViewStyle?
  ) -> [[TextViewStyleRun]] {
    let head = runs[lower.paragraph].slice(0, lower.offset)
    let tail = runs[upper.paragraph].slice(upper.offset, lengths[upper.paragraph])
    return pieces.indices.map { index in
      let new = style.map { [TextViewStyleRun(length: pieces[index], style: $0)] } ?? []
      var paragraph = (index == 0 ? head : []).joined(with: new)
      if index == pieces.count - 1 { paragraph = paragraph.joined(with: tail) }
      return paragraph
    }
  }

  // MARK: - Moving and selecting

  /// Moves the caret to `position`; with `extending`, only the active end moves.
  mutating func move(to position: Position, extending: Bool) {
    caret = clamped(position)
    if !extending { anchor = caret }
  }

  /// Selects from `anchor` to `caret`.
  mutating func select(from anchor: Position, to caret: Position) {
    self.anchor = clamped(anchor)
    self.caret = clamped(caret)
  }

  /// Selects everything.
  mutating func selectAll() { select(from: Position(paragraph: 0, offset: 0), to: end) }

  // MARK: - Composition

  /// Shows an input method's provisional text in place of the selection (or the previous
  /// marked text), the caret `cursor` clusters into it; empty cancels. Line breaks in it are
  /// dropped (marked text stays in one paragraph).
  mutating func setMarkedText(_ text: String, cursor: Int) {
    let clean = String(text.filter { !$0.isNewline })
    let target = markedSpan ?? selection
    marked = nil
    replace(from: target.lower, to: target.upper, with: clean)
    guard !clean.isEmpty else { return }
    let start = target.lower.offset
    marked = (target.lower.paragraph, start..<(start + clean.count))
    let inside = Position(
      paragraph: target.lower.paragraph, offset: start + min(max(0, cursor), clean.count))
    move(to: inside, extending: false)
  }

  /// Keeps the marked text as typed text.
  mutating func commitMarkedText() {
    guard let span = markedSpan else { return }
    marked = nil
    move(to: span.upper, extending: false)
  }

  /// Removes the marked text.
  mutating func cancelComposition() {
    guard let span = markedSpan else { return }
    marked = nil
    replace(from: span.lower, to: span.upper, with: "")
  }

  /// The marked text's range, for drawing its underline.
  var markedRange: (paragraph: Int, range: Range<Int>)? { marked }
}
