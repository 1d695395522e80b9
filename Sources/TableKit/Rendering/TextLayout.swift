import Foundation

/// How text that does not fit is wrapped or shortened, as UIKit's `NSLineBreakMode`.
public enum LineBreakMode: Int, Sendable {
  /// Wrap at word boundaries; the last allowed line is cut at the edge.
  case byWordWrapping = 0
  /// Wrap at any character; the last allowed line is cut at the edge.
  case byCharWrapping = 1
  /// Cut lines at the edge.
  case byClipping = 2
  /// Wrap at words, and end the last allowed line with an ellipsis.
  case byTruncatingTail = 4
}

/// Breaks text into lines that fit a width, measuring through a `TextMeasuring`. A pure function
/// of its inputs, shared by labels (to draw) and self-sizing cells (to measure).
public struct TextLayout: Equatable, Sendable {
  /// One laid-out line.
  public struct Line: Equatable, Sendable {
    /// The text of the line.
    public var text: String
    /// Its advance width in points (may exceed the layout width when it must be shortened).
    public var width: CGFloat
    /// Whether the line must be shortened to the layout width when drawn.
    public var isTruncated: Bool
  }

  /// The mark that ends a line whose text goes on beyond what is shown.
  public static let ellipsis = "\u{2026}"

  /// The lines, top to bottom.
  public let lines: [Line]
  /// The height of one line.
  public let lineHeight: CGFloat

  /// The size of the laid-out block: widest line (capped at the width) by the lines' height.
  public var size: CGSize {
    CGSize(width: lines.map(\.width).max() ?? 0, height: lineHeight * CGFloat(lines.count))
  }

  /// Lays out `text` in `font` within `width` points.
  /// - Parameters:
  ///   - text: The text; `\n` starts a new line.
  ///   - font: The font.
  ///   - width: The widest a line may be.
  ///   - numberOfLines: The most lines; 0 means no limit.
  ///   - lineBreakMode: How lines wrap and how the last line is shortened.
  ///   - measurer: Measures text in the backend's faces.
  @preconcurrency @MainActor
  public init(
    text: String, font: Font, width: CGFloat, numberOfLines: Int, lineBreakMode: LineBreakMode,
    measurer: any TextMeasuring
  ) {
    lineHeight = measurer.lineHeight(of: font)
    guard !text.isEmpty else {
      lines = []
      return
    }
    let limit = numberOfLines <= 0 ? Int.max : numberOfLines
    func measure(_ string: String) -> CGFloat { measurer.size(of: string, font: font).width }
    /// A line's width when the line is drawn as measured (unless cut to the width).
    func measureDrawn(_ line: String) -> CGFloat {
      measurer.size(ofLineToDraw: line, font: font).width
    }

    if limit == 1 {
      let single = Self.joiningLines(text)
      let singleWidth = Self.width(of: single, seenWithin: width, measure: measureDrawn)
      lines = [Line(text: single, width: min(singleWidth, width), isTruncated: singleWidth > width)]
      return
    }

    var result: [Line] = []
    let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    paragraphLoop: for (paragraphIndex, paragraph) in paragraphs.enumerated() {
      var remaining = Substring(paragraph)
      repeat {
        if result.count == limit - 1 {
          // The last allowed line takes the rest of its paragraph, shortened when drawn. When
          // later paragraphs are hidden, a tail-truncating label ends it with an ellipsis, as
          // TextKit marks the last visible line, even if the line itself fits.
          var rest = String(remaining)
          let hidesMore = paragraphs.dropFirst(paragraphIndex + 1).contains {
            !$0.allSatisfy(\.isWhitespace)
          }
          if hidesMore, lineBreakMode == .byTruncatingTail {
            rest = rest.trimmingCharacters(in: .whitespaces) + Self.ellipsis
          }
          let restWidth = Self.width(of: rest, seenWithin: width, measure: measureDrawn)
          result.append(
            Line(text: rest, width: min(restWidth, width), isTruncated: restWidth > width))
          break paragraphLoop
        }
        let (line, rest) = Self.breakLine(
          remaining, width: width, byCharacters: lineBreakMode == .byCharWrapping, measure: measure)
        result.append(
          Line(text: line, width: min(measureDrawn(line), width), isTruncated: false))
        remaining = rest
      } while !remaining.isEmpty
    }
    lines = result
  }

  /// `text` with every `\n` made a space, for a single-line layout. Most texts hold none, so
  /// a scan of their UTF-8 bytes finds that and returns the text itself without allocating;
  /// Foundation's `replacingOccurrences` bridged and copied every one.
  static func joiningLines(_ text: String) -> String {
    let newline = UInt8(ascii: "\n")
    guard containsByte(newline, in: text) else { return text }
    return String(decoding: text.utf8.map { $0 == newline ? UInt8(ascii: " ") : $0 }, as: UTF8.self)
  }

  /// Whether `byte` is among `text`'s UTF-8 bytes, found by `memchr` over its storage:
  /// `utf8.contains` stepped through a generic iterator per byte, 70% of the first frame of
  /// a table of megabyte labels in a debug build (issue 24).
  static func containsByte(_ byte: UInt8, in text: String) -> Bool {
    var text = text
    return text.withUTF8 { bytes in
      guard let base = bytes.baseAddress else { return false }
      return memchr(base, Int32(byte), bytes.count) != nil
    }
  }

  /// How many characters the first window of a line break holds; it doubles while the whole
  /// window fits on one line.
  static let breakWindow = 256

  /// The width of `text` on one line, or, when it is wider than `width`, the width of a prefix
  /// already wider: all a line shortened to `width` needs to know.
  ///
  /// A long line is measured in windows of its first characters that double until one does not
  /// fit, so a label holding a megabyte on one line costs what its first few hundred
  /// characters cost to measure, not the whole text's shaping (issue 24). Shorter text is
  /// measured whole, as before.
  static func width(
    of text: String, seenWithin width: CGFloat, measure: (String) -> CGFloat
  ) -> CGFloat {
    var length = breakWindow
    while true {
      let window = text.prefix(length)
      if window.endIndex == text.endIndex { return measure(text) }
      let windowWidth = measure(String(window))
      if windowWidth > width { return windowWidth }
      length *= 2
    }
  }

  /// The longest prefix of `text` that fits `width`, broken after a space when possible, and
  /// what is left after it (leading spaces dropped).
  ///
  /// The break is searched in a window of the text's next characters that grows until it no
  /// longer fits, not in the whole rest: a line then costs what its own text costs to measure,
  /// and a paragraph of 100,000 characters wraps in time proportional to its length rather
  /// than to its length times its lines. Fitting grows with the prefix, so the longest fitting
  /// prefix of a window that does not fit is the longest of the whole text.
  private static func breakLine(
    _ text: Substring, width: CGFloat, byCharacters: Bool, measure: (String) -> CGFloat
  ) -> (String, Substring) {
    // The longest prefix known to fit (at least one character is always taken), and one
    // known not to.
    var low = 1
    var high: Int
    var length = breakWindow
    while true {
      let window = text.prefix(length)
      let fits = measure(String(window)) <= width
      if window.endIndex == text.endIndex {
        if fits { return (String(text), "") }
        high = window.count - 1
        break
      }
      if !fits {
        high = length - 1
        break
      }
      low = length
      length *= 2
    }
    high = max(low, high)
    // Binary search for the longest fitting prefix in characters.
    while low < high {
      let middle = (low + high + 1) / 2
      if measure(String(text.prefix(middle))) <= width { low = middle } else { high = middle - 1 }
    }
    var cut = text.index(text.startIndex, offsetBy: low)
    if !byCharacters, cut < text.endIndex, !text[cut].isWhitespace,
      let space = text[..<cut].lastIndex(where: \.isWhitespace), space > text.startIndex
    {
      cut = text.index(after: space)
    }
    let line = String(text[..<cut]).trimmingCharacters(in: .whitespaces)
    let rest = text[cut...].drop(while: \.isWhitespace)
    return (line, rest)
  }
}
