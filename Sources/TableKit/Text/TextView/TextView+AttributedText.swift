import Foundation

/// A text view's attributed text, as UIKit's: runs in their own fonts and colors, wrapped and
/// edited together. Plain `text` is one run in `font` and `textColor` (kept as no runs at all,
/// so that a 10 MB plain text costs none); `font` and `textColor` set over attributed text
/// restyle all of it, as UIKit's do. Typing takes `typingAttributes`: the attributes of the
/// text before the caret (of the first selected character with a selection) unless the app
/// set others, which hold until the selection moves.
extension TextView {
  /// The text with its attributes; setting it puts the caret at the end and does not call the
  /// delegate, as in UIKit. Reading builds it (O(n)).
  public var attributedText: NSAttributedString! {
    get { makeAttributedText() }
    set {
      let (string, styles) = Self.paragraphRuns(of: newValue ?? NSAttributedString(string: ""))
      storage.setText(string, styles: styles)
      typingStyleOverride = nil
      textLayoutDidChange()
      textDidChange()
    }
  }

  /// The attributes typed text takes; setting them holds until the selection moves.
  public var typingAttributes: [NSAttributedString.Key: Any] {
    get { typingStyle.attributes }
    set { typingStyleOverride = TextViewStyle(attributes: newValue) }
  }

  /// The text view's own font and color as attributes: plain text's one run.
  var plainStyle: TextViewStyle {
    TextViewStyle(attributes: [.font: resolvedFont, .foregroundColor: textColor ?? .label])
  }

  /// The style typed text takes now.
  var typingStyle: TextViewStyle {
    if let typingStyleOverride { return typingStyleOverride }
    let selection = storage.selection
    let style =
      storage.isCaret
      ? storage.style(before: selection.lower)
      : storage.runs?[selection.lower.paragraph].style(at: selection.lower.offset)
        ?? storage.style(before: selection.lower)
    return style ?? plainStyle
  }

  /// Before the user's edit: new text takes the typing style, the text taking runs of its own
  /// the first time it differs from the plain style.
  func prepareTypingStyle() {
    let style = typingStyle
    if storage.runs == nil {
      guard style != plainStyle else { return }
      storage.adoptRuns(in: plainStyle)
    }
    storage.insertionStyle = style
  }

  /// `font` or `textColor` changed: attributed text takes it throughout, as UIKit's does.
  func restyleRuns(_ key: NSAttributedString.Key, to value: Any) {
    guard storage.runs != nil else { return }
    storage.restyleAllRuns { $0.attributes[key] = value }
    textLayoutDidChange()
  }

  private func makeAttributedText() -> NSAttributedString {
    let plain = plainStyle.attributes
    guard let runs = storage.runs else {
      return NSAttributedString(string: storage.string, attributes: plain)
    }
    let result = NSMutableAttributedString(string: "")
    for (index, paragraph) in storage.paragraphs.enumerated() {
      var rest = paragraph[...]
      var last = plain
      for run in runs[index] {
        result.append(
          NSAttributedString(
            string: String(rest.prefix(run.length)), attributes: run.style.attributes))
        rest = rest.dropFirst(run.length)
        last = run.style.attributes
      }
      if !rest.isEmpty {
        result.append(NSAttributedString(string: String(rest), attributes: plain))
      }
      if index + 1 < storage.paragraphs.count {
        result.append(NSAttributedString(string: "\n", attributes: last))
      }
    }
    return result
  }

  /// The text of `attributed` and each paragraph's runs (the line breaks' own attributes are
  /// not kept: a line break draws nothing).
  static func paragraphRuns(of attributed: NSAttributedString) -> (String, [[TextViewStyleRun]]) {
    var spans: [(range: NSRange, attributes: [NSAttributedString.Key: Any])] = []
    attributed.enumerateAttributes(
      in: NSRange(location: 0, length: attributed.length), options: []
    ) { attributes, range, _ in spans.append((range, attributes)) }
    let string = attributed.string
    var paragraphs: [[TextViewStyleRun]] = [[]]
    var span = 0
    var offset = 0
    for character in string {
      while span + 1 < spans.count, NSMaxRange(spans[span].range) <= offset { span += 1 }
      offset += character.utf16.count
      if character.isNewline {
        paragraphs.append([])
        continue
      }
      let style = TextViewStyle(attributes: spans.isEmpty ? [:] : spans[span].attributes)
      paragraphs[paragraphs.count - 1] = paragraphs[paragraphs.count - 1].joined(
        with: [TextViewStyleRun(length: 1, style: style)])
    }
    return (string, paragraphs)
  }
}
