import Foundation

/// Wrapping a paragraph of several runs (an attributed text's fonts side by side): at spaces
/// as one font's text wraps, a word measured piece by piece in its runs' fonts, a word wider
/// than the line cut between clusters. A line keeps the spaces that end it, as a wrapped line
/// does in UIKit, and its width leaves them out.
extension TextViewLayout {
  /// The lines of `paragraph` in `runs`.
  func wrap(_ paragraph: String, runs: [TextViewStyleRun]) -> [Line] {
    let clusters = Array(paragraph)
    let pieces = runs.fitted(to: clusters.count).map { Piece(length: $0.length, style: $0.style) }
    func measure(_ range: Range<Int>) -> CGFloat {
      var total: CGFloat = 0
      var start = 0
      for piece in pieces {
        let lower = max(start, range.lowerBound)
        let upper = min(start + piece.length, range.upperBound)
        if lower < upper {
          total += measurer.size(of: String(clusters[lower..<upper]), font: font(of: piece)).width
        }
        start += piece.length
      }
      return total
    }
    func line(_ range: Range<Int>, contentEnd: Int) -> Line {
      var linePieces: [Piece] = []
      var start = 0
      for piece in pieces {
        let lower = max(start, range.lowerBound)
        let upper = min(start + piece.length, range.upperBound)
        if lower < upper { linePieces.append(Piece(length: upper - lower, style: piece.style)) }
        start += piece.length
      }
      return Line(
        start: range.lowerBound, text: String(clusters[range]),
        width: measure(range.lowerBound..<contentEnd), length: range.count, pieces: linePieces)
    }

    var lines: [Line] = []
    var lineStart = 0
    var lineEnd = 0
    var contentEnd = 0
    var index = 0
    while index < clusters.count {
      // The next word and the spaces after it.
      var wordEnd = index
      while wordEnd < clusters.count, !clusters[wordEnd].isWhitespace { wordEnd += 1 }
      var spacesEnd = wordEnd
      while spacesEnd < clusters.count, clusters[spacesEnd].isWhitespace { spacesEnd += 1 }
      if lineEnd > lineStart, measure(lineStart..<wordEnd) > width {
        lines.append(line(lineStart..<lineEnd, contentEnd: contentEnd))
        lineStart = lineEnd
      }
      // A word wider than a whole line is cut where it stops fitting.
      var wordStart = index
      while lineStart == wordStart, measure(wordStart..<wordEnd) > width {
        var fits = wordStart + 1
        while fits < wordEnd, measure(wordStart..<(fits + 1)) <= width { fits += 1 }
        lines.append(line(wordStart..<fits, contentEnd: fits))
        wordStart = fits
        lineStart = fits
      }
      lineEnd = spacesEnd
      contentEnd = wordEnd
      index = spacesEnd
    }
    if lineEnd > lineStart || lines.isEmpty {
      lines.append(line(lineStart..<lineEnd, contentEnd: contentEnd))
    }
    return lines
  }
}
