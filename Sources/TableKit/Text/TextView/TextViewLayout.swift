import Foundation

/// Where a `TextView`'s lines go: each paragraph wrapped to the text container's width,
/// measured only when it is asked for (drawn, or the caret moves through it) and remembered
/// until it changes. Paragraphs not measured yet count an estimate of their lines, as a table
/// estimates rows it has not laid out, so that a 10 MB text opens and takes keystrokes without
/// measuring what does not show.
@MainActor
final class TextViewLayout {
  /// One wrapped line of a paragraph.
  struct Line: Equatable {
    /// Its first cluster's offset in the paragraph.
    var start: Int
    /// Its text.
    var text: String
    /// Its width in points.
    var width: CGFloat
    /// Its length in clusters.
    var length: Int
    /// Its stretches in one style each, in order, covering its clusters (a last stretch
    /// without a style is in the text view's font and color).
    var pieces: [Piece]
  }

  /// A stretch of a line in one style.
  struct Piece: Equatable {
    /// How many clusters it covers.
    var length: Int
    /// Its attributes; nil for the text view's font and color.
    var style: TextViewStyle?
  }

  /// The font lines are measured in.
  private(set) var font: Font
  /// The width a line may take.
  private(set) var width: CGFloat
  /// How text is measured.
  private(set) var measurer: any TextMeasuring
  /// The fonts of an attributed text's runs besides `font`.
  private(set) var runFonts: [Font] = []
  /// One line's height: the tallest font's, so that every line of an attributed text takes
  /// the same height (see README's text row).
  var lineHeight: CGFloat {
    runFonts.reduce(measurer.lineHeight(of: font)) { max($0, measurer.lineHeight(of: $1)) }
  }
  /// The distance from a line's top to its baseline: the largest ascent of the fonts.
  var baseline: CGFloat {
    runFonts.reduce(measurer.baseline(of: font)) { max($0, measurer.baseline(of: $1)) }
  }
  /// How many paragraphs were wrapped since the layout was made: the work done, which tests
  /// bound.
  private(set) var paragraphsMeasured = 0

  /// Each paragraph's lines once measured.
  private var measured: [[Line]?]
  /// Each paragraph's line count, measured or estimated.
  private var lineCounts: [Int]
  /// Line counts summed up to each paragraph (the first line of each), rebuilt when stale.
  private var firstLines: [Int]?

  init(font: Font, width: CGFloat, measurer: any TextMeasuring, text: TextViewText) {
    self.font = font
    self.width = width
    self.measurer = measurer
    runFonts = text.runFonts
    measured = []
    lineCounts = []
    reset(for: text)
  }

  /// Forgets every measurement (new text, font or width).
  func reset(for text: TextViewText) {
    measured = Array(repeating: nil, count: text.paragraphs.count)
    lineCounts = text.lengths.map(estimatedLines)
    firstLines = nil
  }

  /// Sets the font, width and measurer, forgetting the measurements when one changed.
  func configure(font: Font, width: CGFloat, measurer: any TextMeasuring, text: TextViewText) {
    // Measurers are values (a struct boxed as an object is a new box each time): one of the
    // same kind measures alike, so only a change of kind forgets the lines.
    let sameMeasurer = type(of: measurer) == type(of: self.measurer)
    // The runs' fonts set the lines' height, not where they wrap (each run is measured in its
    // own font): nothing is measured again for them.
    if runFonts != text.runFonts { runFonts = text.runFonts }
    guard font != self.font || width != self.width || !sameMeasurer else { return }
    self.font = font
    self.width = width
    self.measurer = measurer
    reset(for: text)
  }

  /// Forgets the paragraphs the text's last edit replaced.
  func apply(_ text: TextViewText) {
    guard let change = text.lastChange,
      measured.count - change.replaced.count + change.count
        == text.paragraphs.count
    else { return reset(for: text) }
    let range = change.replaced
    let new = (range.lowerBound..<(range.lowerBound + change.count))
    measured.replaceSubrange(range, with: Array(repeating: nil, count: change.count))
    lineCounts.replaceSubrange(range, with: new.map { estimatedLines(text.lengths[$0]) })
    firstLines = nil
    assert(measured.count == text.paragraphs.count, "the layout lost track of the paragraphs")
  }

  private func estimatedLines(_ length: Int) -> Int {
    guard width > 0, length > 0 else { return 1 }
    let perLine = max(1, Int(width / max(1, font.pointSize * 0.5)))
    return max(1, (length + perLine - 1) / perLine)
  }

  // MARK: - Lines

  /// The lines of paragraph `index`, measuring it if needed.
  func lines(ofParagraph index: Int, in text: TextViewText) -> [Line] {
    if let lines = measured[index] { return lines }
    paragraphsMeasured += 1
    let paragraph = text.paragraphs[index]
    let runs = text.runs?[index] ?? []
    var lines: [Line] = []
    if runs.count > 1, width > 0 {
      lines = wrap(paragraph, runs: runs)
    } else if !paragraph.isEmpty, width > 0 {
      let style = runs.first?.style
      let layout = TextLayout(
        text: paragraph, font: style?.font ?? font, width: width, numberOfLines: 0,
        lineBreakMode: .byWordWrapping, measurer: measurer)
      var cursor = paragraph.startIndex
      var offset = 0
      for line in layout.lines {
        if let found = paragraph[cursor...].range(of: line.text) {
          offset += paragraph.distance(from: cursor, to: found.lowerBound)
          cursor = found.upperBound
        }
        let length = line.text.count
        lines.append(
          Line(
            start: offset, text: line.text, width: line.width, length: length,
            pieces: [Piece(length: length, style: style)]))
        offset += length
      }
    }
    if lines.isEmpty {
      let length = text.lengths[index]
      lines = [
        Line(
          start: 0, text: paragraph, width: 0, length: length,
          pieces: [Piece(length: length, style: runs.first?.style)])
      ]
    }
    measured[index] = lines
    if lineCounts[index] != lines.count {
      lineCounts[index] = lines.count
      firstLines = nil
    }
    return lines
  }

  /// Measures every paragraph (for a text view that sizes to its text).
  func measureAll(_ text: TextViewText) {
    for index in text.paragraphs.indices where measured[index] == nil {
      _ = lines(ofParagraph: index, in: text)
    }
  }

  /// The first line of each paragraph in the whole text's lines.
  private var starts: [Int] {
    if let firstLines { return firstLines }
    var sums: [Int] = []
    sums.reserveCapacity(lineCounts.count)
    var total = 0
    for count in lineCounts {
      sums.append(total)
      total += count
    }
    firstLines = sums
    return sums
  }

  /// How many lines the text has (estimated for paragraphs not measured).
  var lineCount: Int { (starts.last ?? 0) + (lineCounts.last ?? 0) }

  /// The index in the whole text of paragraph `index`'s first line.
  func firstLine(ofParagraph index: Int) -> Int { starts[index] }

  /// The paragraph holding line `line` of the whole text and the line's index within it.
  /// - Complexity: O(log p) in the paragraphs.
  func paragraph(containingLine line: Int) -> (paragraph: Int, line: Int) {
    let sums = starts
    var low = 0
    var high = sums.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if sums[mid] <= line { low = mid } else { high = mid - 1 }
    }
    return (low, max(0, line - sums[low]))
  }

  /// The line (in the paragraph's lines) holding `position`; the caret at a wrap goes to the
  /// start of the next line, as UIKit shows it.
  func lineIndex(of position: TextViewText.Position, in text: TextViewText) -> Int {
    let lines = lines(ofParagraph: position.paragraph, in: text)
    var index = 0
    for (candidate, line) in lines.enumerated() where line.start <= position.offset {
      index = candidate
    }
    return index
  }

  /// The x of offset `offset` of `line`, from the line's start.
  func x(of offset: Int, in line: Line) -> CGFloat {
    let count = min(max(0, offset - line.start), line.length)
    guard count > 0 else { return 0 }
    return width(ofFirst: count, in: line)
  }

  /// The offset in the paragraph nearest to `x` (from the line's start) on `line`.
  func offset(nearestX x: CGFloat, in line: Line) -> Int {
    var previous: CGFloat = 0
    var count = 0
    for _ in line.text {
      let next = width(ofFirst: count + 1, in: line)
      if x < (previous + next) / 2 { return line.start + count }
      previous = next
      count += 1
    }
    return line.start + count
  }

  /// The width of `line`'s first `count` clusters, each piece in its own font.
  private func width(ofFirst count: Int, in line: Line) -> CGFloat {
    guard line.pieces.count > 1 else {
      return measurer.size(of: String(line.text.prefix(count)), font: font(of: line.pieces.first))
        .width
    }
    var total: CGFloat = 0
    var rest = line.text[...]
    var remaining = count
    for piece in line.pieces where remaining > 0 {
      let taken = min(piece.length, remaining)
      total += measurer.size(of: String(rest.prefix(taken)), font: font(of: piece)).width
      rest = rest.dropFirst(taken)
      remaining -= taken
    }
    return total
  }

  /// The font `piece` is drawn in.
  func font(of piece: Piece?) -> Font { piece?.style?.font ?? font }
}
