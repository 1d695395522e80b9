import Foundation

/// Wraps an alert's title or message at words, as `TextLayout` does, in time that grows with
/// the number of lines rather than with lines × length: `TextLayout` measures the whole rest of
/// the text for every line it breaks, so a message of 100,000 characters took over a minute
/// with the backend's fonts. A long text is wrapped one line at a time from a window of its
/// next few hundred characters: a window too long for one line breaks its first line exactly
/// where the whole text would, because a break depends only on what fits and the last space
/// before it. Short texts (almost all) go to `TextLayout` whole.
@MainActor
struct AlertTextWrapping {
  /// Texts up to this many characters are wrapped by `TextLayout` in one go.
  static let wholeTextLimit = 2_000
  /// How many characters a window starts with; it doubles while one line holds it all.
  static let windowLength = 256

  let font: Font
  let width: CGFloat
  let measurer: any TextMeasuring

  /// The lines of `text`, top to bottom, and the height of one line.
  func lines(of text: String) -> (lines: [TextLayout.Line], lineHeight: CGFloat) {
    guard text.count > Self.wholeTextLimit else {
      let whole = layout(text)
      return (whole.lines, whole.lineHeight)
    }
    var lines: [TextLayout.Line] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      lines += linesOfParagraph(paragraph)
    }
    return (lines, measurer.lineHeight(of: font))
  }

  private func layout(_ text: some StringProtocol) -> TextLayout {
    TextLayout(
      text: String(text), font: font, width: width, numberOfLines: 0,
      lineBreakMode: .byWordWrapping, measurer: measurer)
  }

  /// One paragraph's lines, a window at a time.
  private func linesOfParagraph(_ paragraph: Substring) -> [TextLayout.Line] {
    // An empty paragraph is an empty line, as `TextLayout` makes it inside a text.
    guard !paragraph.isEmpty else { return [TextLayout.Line(text: "", width: 0, isTruncated: false)] }
    var lines: [TextLayout.Line] = []
    var rest = paragraph
    var length = Self.windowLength
    repeat {
      let window = rest.prefix(length)
      let layout = layout(window)
      if window.endIndex == rest.endIndex {
        // The end of the paragraph: its lines are the whole text's.
        lines += layout.lines
        break
      }
      guard layout.lines.count > 1, let first = layout.lines.first else {
        // One line holds the whole window: a wider one decides where the line breaks.
        length *= 2
        continue
      }
      lines.append(first)
      length = Self.windowLength
      // The line is the rest's start less the spaces around it, as `TextLayout` cuts it.
      rest = rest.drop(while: \.isWhitespace).dropFirst(first.text.count).drop(while: \.isWhitespace)
    } while !rest.isEmpty
    return lines
  }
}
