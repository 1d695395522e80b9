import Foundation

/// How a text view draws: only the lines in view, each paragraph measured when it first
/// shows, with the selection behind them in the tint at the text field's alpha, the marked
/// text underlined and the caret blinking in the tint.
extension TextView {
  /// Draws the visible lines into the editor (which lies over the visible part).
  func drawVisibleText(in list: inout DrawList, isEditing: Bool, at now: TimeInterval) {
    let layout = currentLines
    let lineHeight = layout.lineHeight
    guard lineHeight > 0, bounds.height > 0 else { return }
    let top = contentOffset.y
    let bottom = top + bounds.height
    let firstRow = max(0, Int(((top - textContainerInset.top) / lineHeight).rounded(.down)))
    var paragraph = layout.paragraph(containingLine: min(firstRow, max(0, layout.lineCount - 1)))
      .paragraph
    // Rows counted on from the first paragraph drawn: paragraphs measured while drawing
    // change the estimate of those below, not the places of those above.
    var y = textContainerInset.top + CGFloat(layout.firstLine(ofParagraph: paragraph)) * lineHeight
    let selection = storage.selection
    let showsSelection = isEditing && !storage.isCaret
    let color = textColor ?? .label
    let selectionColor = tintColor.withAlphaComponent(Metrics.textFieldSelectionAlpha)
    while paragraph < storage.paragraphs.count, y < bottom {
      let paragraphLines = layout.lines(ofParagraph: paragraph, in: storage)
      for (index, line) in paragraphLines.enumerated() {
        defer { y += lineHeight }
        guard y + lineHeight > top, y < bottom else { continue }
        let originX = lineOrigin(of: line) - contentOffset.x
        let rowY = y - top
        let lineEnd =
          index + 1 < paragraphLines.count
          ? paragraphLines[index + 1].start : line.start + line.length
        if showsSelection {
          let lower = TextViewText.Position(paragraph: paragraph, offset: line.start)
          let upper = TextViewText.Position(paragraph: paragraph, offset: lineEnd)
          let from = max(lower, selection.lower)
          let to = min(upper, selection.upper)
          if from < to || (from == to && selection.lower < lower && selection.upper > upper) {
            let a = layout.x(of: from.offset, in: line)
            // A selection going on past the line's end covers the rest of the row, as iOS
            // shows the selected line break.
            let b =
              to < selection.upper && to == upper
              ? lineArea.width : layout.x(of: to.offset, in: line)
            list.fill(
              CGRect(x: originX + a, y: rowY, width: max(0, b - a), height: lineHeight),
              color: selectionColor)
          }
        }
        if !line.text.isEmpty {
          drawPieces(
            of: line, layout: layout, color: color, at: CGPoint(x: originX, y: rowY), in: &list)
        }
        if let marked = storage.markedRange, marked.paragraph == paragraph {
          let from = max(marked.range.lowerBound, line.start)
          let to = min(marked.range.upperBound, lineEnd)
          if from < to {
            let a = layout.x(of: from, in: line)
            let b = layout.x(of: to, in: line)
            let baseline = rowY + layout.baseline + 2
            list.fill(CGRect(x: originX + a, y: baseline, width: b - a, height: 1), color: color)
          }
        }
      }
      paragraph += 1
    }
    selectionChrome.drawHandles(of: self, tint: tintColor, in: &list)
    guard isEditing, isEditable || storage.isCaret, storage.isCaret, editor.isCaretOn(at: now)
    else { return }
    let caret = caretRect(at: storage.caret)
    list.fill(caret.offsetBy(dx: -contentOffset.x, dy: -contentOffset.y), color: tintColor)
  }

  /// Draws `line`'s pieces side by side from `origin` (the line box's top left), each in its
  /// font and color on the line's shared baseline.
  private func drawPieces(
    of line: TextViewLayout.Line, layout: TextViewLayout, color: Color, at origin: CGPoint,
    in list: inout DrawList
  ) {
    guard line.pieces.count > 1 || line.pieces.first?.style != nil else {
      list.text(TextRun(line.text, font: layout.font, color: color, origin: origin))
      return
    }
    var rest = line.text[...]
    var x = origin.x
    for piece in line.pieces where !rest.isEmpty {
      let text = String(rest.prefix(piece.length))
      rest = rest.dropFirst(piece.length)
      let font = layout.font(of: piece)
      let y = origin.y + layout.baseline - layout.measurer.baseline(of: font)
      list.text(
        TextRun(text, font: font, color: piece.style?.color ?? color, origin: CGPoint(x: x, y: y)))
      x += layout.measurer.size(of: text, font: font).width
    }
  }
}
