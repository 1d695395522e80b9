import Foundation

/// Word selection, as a double click or double tap selects, with words found by Unicode's
/// word rules (see `WordBoundaries`): an accented letter belongs to its word whether it is
/// one code point or a letter with a combining mark, and an emoji is a step of its own.
extension TextEditingState {
  /// The cluster range a double click at the gap `offset` selects: the word holding the
  /// cluster after the gap, else the word ending at the gap (a click just past a word's last
  /// letter); off words, the run of spaces there, or the one cluster (a punctuation mark, an
  /// emoji); empty for empty text.
  /// - Complexity: O(n) in the text's length.
  public func wordRange(at offset: Int) -> Range<Int> {
    guard length > 0 else { return 0..<0 }
    let clamped = min(max(0, offset), length)
    let words = WordBoundaries(text)
    if let after = words.segment(containing: clamped), after.isWord { return after.range }
    if let before = words.segment(containing: clamped - 1), before.isWord { return before.range }
    let cluster = min(clamped, length - 1)
    guard let here = words.segment(containing: cluster) else { return 0..<0 }
    return here.isWhitespace ? here.range : cluster..<cluster + 1
  }

  /// Selects what a double click at the gap `offset` selects (see `wordRange(at:)`), the
  /// caret at its end.
  public mutating func selectWord(at offset: Int) {
    guard markedRange == nil else { return }
    let word = wordRange(at: offset)
    move(to: word.lowerBound, extending: false)
    move(to: word.upperBound, extending: true)
  }
}
