import Foundation

/// The text of a one-line field being edited, with its selection and the input method's marked
/// text: a value with every editing operation as a mutation, so that editing is tested without a
/// view. `TextField` keeps one and turns keys and text events into these calls.
///
/// Positions are offsets in grapheme clusters (Swift `Character`s), so an emoji or an accented
/// letter is one step for the arrows and one deletion for Backspace. The selection is a
/// half-open range of such offsets; an empty one is the caret. It has an anchor (where a
/// Shift-selection started) and an active end (where the caret is drawn and the arrows move).
public struct TextEditingState: Equatable, Sendable {
  /// The text, including any marked text.
  public private(set) var text: String
  /// The end of the selection that stays put while Shift+arrows extend it.
  public private(set) var anchor: Int
  /// The end of the selection that moves: where the caret is.
  public private(set) var caret: Int
  /// The range of the input method's provisional (marked) text, drawn underlined; nil when
  /// nothing is being composed.
  public private(set) var markedRange: Range<Int>?
  /// The most grapheme clusters the text may hold; nil, 0 or less for no limit. Longer input
  /// is cut.
  public var maximumLength: Int?

  /// `maximumLength` when it limits anything (positive), else nil.
  var lengthLimit: Int? { maximumLength.flatMap { $0 > 0 ? $0 : nil } }

  /// Creates a state with `text` and the caret at its end.
  /// - Parameters:
  ///   - text: The initial text; line breaks become spaces and control characters are dropped.
  ///   - maximumLength: The most clusters the text may hold; nil, 0 or less for no limit.
  public init(text: String = "", maximumLength: Int? = nil) {
    let clean = Self.sanitized(text)
    let limit = maximumLength.flatMap { $0 > 0 ? $0 : nil }
    let kept = limit.map { String(clean.prefix($0)) } ?? clean
    self.text = kept
    self.maximumLength = maximumLength
    anchor = kept.count
    caret = kept.count
  }

  // MARK: - Queries

  /// The number of grapheme clusters in the text.
  /// - Complexity: O(n) in the text's length.
  public var length: Int { text.count }

  /// The selection from its lower to its upper offset; empty when it is the caret.
  public var selection: Range<Int> { min(anchor, caret)..<max(anchor, caret) }

  /// The selected text ("" for a caret).
  public var selectedText: String { String(text[indexRange(selection)]) }

  /// The text without the marked text: what would remain were the composition cancelled.
  public var committedText: String {
    guard let markedRange else { return text }
    var copy = text
    copy.removeSubrange(indexRange(markedRange))
    return copy
  }

  /// The `String.Index` range of an offset range (clamped to the text).
  public func indexRange(_ range: Range<Int>) -> Range<String.Index> {
    index(at: range.lowerBound)..<index(at: range.upperBound)
  }

  /// The `String.Index` at a cluster offset, clamped to the text.
  public func index(at offset: Int) -> String.Index {
    text.index(text.startIndex, offsetBy: max(0, offset), limitedBy: text.endIndex) ?? text.endIndex
  }

  // MARK: - Replacing the text

  /// Replaces the whole text and puts the caret at its end, ending any composition, as
  /// setting a field's `text` does.
  /// - Returns: A warning when the text was cut to `maximumLength`.
  @discardableResult
  public mutating func setText(_ newText: String) -> String? {
    text = ""
    anchor = 0
    caret = 0
    markedRange = nil
    return insert(newText)
  }

  /// Types or pastes `string` in place of the selection (or of the marked text, which it
  /// commits), leaving the caret after it. Line breaks become spaces and control characters
  /// are dropped; what would pass `maximumLength` is cut.
  /// - Returns: A warning naming how much was cut, or nil.
  @discardableResult
  public mutating func insert(_ string: String) -> String? {
    let target = markedRange ?? selection
    markedRange = nil
    var insertion = Self.sanitized(string)
    var warning: String?
    if let maximumLength = lengthLimit {
      let room = max(0, maximumLength - (length - target.count))
      let count = insertion.count
      if count > room {
        insertion = String(insertion.prefix(room))
        warning =
          "The text field holds at most \(maximumLength) characters: \(count - room) of the \(count) typed or pasted were dropped"
      }
    }
    replace(target, with: insertion)
    return warning
  }

  /// Erases the selection, else the cluster before the caret (Backspace).
  public mutating func deleteBackward() {
    guard markedRange == nil else { return }
    if selection.isEmpty {
      guard caret > 0 else { return }
      replace(caret - 1..<caret, with: "")
    } else {
      replace(selection, with: "")
    }
  }

  /// Erases the selection, else the cluster after the caret (Delete).
  public mutating func deleteForward() {
    guard markedRange == nil else { return }
    if selection.isEmpty {
      guard caret < length else { return }
      replace(caret..<caret + 1, with: "")
    } else {
      replace(selection, with: "")
    }
  }

  /// Puts `replacement` in `range` and the caret after it. The caret is clamped to the new
  /// text: a combining mark typed after a letter joins its cluster.
  private mutating func replace(_ range: Range<Int>, with replacement: String) {
    let bounds = indexRange(range)
    let before = text[..<bounds.lowerBound].count
    text.replaceSubrange(bounds, with: replacement)
    let end = min(length, before + replacement.count)
    anchor = end
    caret = end
  }

  // MARK: - Moving

  /// Moves the caret one cluster left; with `extending`, moves the active end of the
  /// selection. Without it a selection collapses to its lower end. Left means backwards in the
  /// text (the field mirrors the keys for right-to-left text).
  public mutating func moveBackward(extending: Bool = false) {
    guard markedRange == nil else { return }
    if !extending, !selection.isEmpty { return collapse(to: selection.lowerBound) }
    move(to: caret - 1, extending: extending)
  }

  /// Moves the caret one cluster forwards (see `moveBackward(extending:)`).
  public mutating func moveForward(extending: Bool = false) {
    guard markedRange == nil else { return }
    if !extending, !selection.isEmpty { return collapse(to: selection.upperBound) }
    move(to: caret + 1, extending: extending)
  }

  /// Moves the caret to the start of the text (Home), extending the selection with `extending`.
  public mutating func moveToStart(extending: Bool = false) {
    guard markedRange == nil else { return }
    move(to: 0, extending: extending)
  }

  /// Moves the caret to the end of the text (End), extending the selection with `extending`.
  public mutating func moveToEnd(extending: Bool = false) {
    guard markedRange == nil else { return }
    move(to: length, extending: extending)
  }

  /// Moves the active end to `offset` (clamped); without `extending` the anchor follows.
  public mutating func move(to offset: Int, extending: Bool) {
    let clamped = min(max(0, offset), length)
    caret = clamped
    if !extending { anchor = clamped }
  }

  private mutating func collapse(to offset: Int) {
    anchor = offset
    caret = offset
  }

  /// Selects the whole text (Ctrl/Cmd+A).
  public mutating func selectAll() {
    guard markedRange == nil else { return }
    anchor = 0
    caret = length
  }

  // MARK: - Clipboard

  /// Puts the selected text on `clipboard`; a caret copies nothing.
  @preconcurrency @MainActor
  public func copy(to clipboard: any TextClipboard) {
    guard !selection.isEmpty else { return }
    clipboard.string = selectedText
  }

  /// Copies the selected text to `clipboard` and erases it.
  @preconcurrency @MainActor
  public mutating func cut(to clipboard: any TextClipboard) {
    guard !selection.isEmpty, markedRange == nil else { return }
    copy(to: clipboard)
    deleteBackward()
  }

  /// Inserts the clipboard's text in place of the selection; an empty clipboard does nothing.
  /// - Returns: A warning when the text was cut to `maximumLength`.
  @preconcurrency @MainActor
  @discardableResult
  public mutating func paste(from clipboard: any TextClipboard) -> String? {
    guard let string = clipboard.string, !string.isEmpty, markedRange == nil else { return nil }
    return insert(string)
  }

  // MARK: - Composition

  /// Shows an input method's provisional text in place of the selection (or of the previous
  /// marked text), with the caret `cursor` clusters into it; an empty `marked` cancels the
  /// composition. Marked text is cut, silently, to the room `maximumLength` leaves.
  public mutating func setMarkedText(_ marked: String, cursor: Int) {
    let target = markedRange ?? selection
    var clean = Self.sanitized(marked)
    // Marked text counts against the limit too, so that committing it cannot pass it.
    if let maximumLength = lengthLimit {
      clean = String(clean.prefix(max(0, maximumLength - (length - target.count))))
    }
    replace(target, with: clean)
    guard !clean.isEmpty else {
      markedRange = nil
      return
    }
    let start = target.lowerBound
    let end = min(length, start + clean.count)
    markedRange = start..<end
    collapse(to: start + min(max(0, cursor), end - start))
  }

  /// Keeps the marked text as typed text, the caret after it.
  public mutating func commitMarkedText() {
    guard let markedRange else { return }
    self.markedRange = nil
    collapse(to: markedRange.upperBound)
  }

  /// Removes the marked text, as when the input method gives up halfway.
  public mutating func cancelComposition() {
    guard let markedRange else { return }
    self.markedRange = nil
    replace(markedRange, with: "")
  }

  // MARK: - Sanitizing

  /// `string` made fit for one line: line breaks become spaces, other control characters are
  /// dropped.
  static func sanitized(_ string: String) -> String {
    guard string.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
    else { return string }
    var result = ""
    for character in string {
      if character.isNewline || character == "\t" {
        result.append(" ")
      } else {
        result.unicodeScalars.append(
          contentsOf: character.unicodeScalars.filter { $0.properties.generalCategory != .control })
      }
    }
    return result
  }

}
