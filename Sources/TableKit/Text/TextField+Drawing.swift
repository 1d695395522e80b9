import Foundation

/// Where a text field puts its text, caret, selection and clear button, and how it draws them.
///
/// The text is laid out as one run: left to right, or right to left when its first strong
/// character is Arabic or Hebrew (or, for an empty field, when the field is right to left).
/// Positions inside a right-to-left run are measured from its right end, which is exact for
/// text of one direction; mixed-direction text places the caret by its logical offset.
extension TextField {
  // MARK: - Geometry (bounds coordinates)

  /// The string drawn: the text, or dots for secure entry.
  var displayedText: String {
    isSecureTextEntry ? String(repeating: "•", count: editing.length) : editing.text
  }

  /// Whether the text runs right to left.
  var isTextRightToLeft: Bool {
    for scalar in editing.text.unicodeScalars {
      switch scalar.value {
      case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF: return true
      case _ where scalar.properties.isAlphabetic: return false
      default: continue
      }
    }
    return isRightToLeft
  }

  /// Whether the clear button shows now.
  var showsClearButton: Bool {
    guard !editing.text.isEmpty else { return false }
    switch clearButtonMode {
    case .never: return false
    case .always: return true
    case .whileEditing: return isFirstResponder
    case .unlessEditing: return !isFirstResponder
    }
  }

  /// The clear button's area, at the trailing edge (left when the field is right to left).
  var clearButtonRect: CGRect {
    let width = Metrics.textFieldClearButtonWidth
    let x = isRightToLeft ? 0 : bounds.width - width
    return CGRect(x: x, y: 0, width: width, height: bounds.height)
  }

  /// Where text is drawn: inside the border's inset, beside the clear button.
  public var textRect: CGRect {
    // Not `insetBy`: on a field narrower than its insets (not laid out yet) that gives
    // `CGRect.null`, whose infinite origin made the caret's rect infinite (issue 24). And
    // `size.width`, not `width`, which is the magnitude of a negative width.
    let inset = borderStyle == .none ? 0 : Metrics.textFieldHorizontalInset
    var rect = CGRect(x: inset, y: 0, width: bounds.width - 2 * inset, height: bounds.height)
    if showsClearButton {
      let width = Metrics.textFieldClearButtonWidth - Metrics.textFieldHorizontalInset
      rect.size.width -= width
      if isRightToLeft { rect.origin.x += width }
    }
    rect.size.width = max(0, rect.size.width)
    return rect
  }

  private var measurer: any TextMeasuring { screen.textMeasurer }

  /// The width of the first `offset` clusters as drawn.
  private func width(upTo offset: Int) -> CGFloat {
    guard offset > 0 else { return 0 }
    let shown = displayedText
    return measurer.size(of: String(shown.prefix(offset)), font: font).width
  }

  /// The x of the run's left end, scrolled and aligned.
  private var runOriginX: CGFloat {
    let rect = textRect
    let total = measurer.size(of: displayedText, font: font).width
    guard total <= rect.width else { return rect.minX - scrollOffset }
    switch textAlignment {
    case .left: return rect.minX
    case .right: return rect.maxX - total
    case .center: return rect.midX - total / 2
    case .natural: return isTextRightToLeft ? rect.maxX - total : rect.minX
    }
  }

  /// The x of a position between clusters, measured within the run (0 at its left end).
  private func runX(of offset: Int) -> CGFloat {
    guard isTextRightToLeft else { return width(upTo: offset) }
    return measurer.size(of: displayedText, font: font).width - width(upTo: offset)
  }

  /// The x of a position between clusters, in bounds coordinates.
  func x(of offset: Int) -> CGFloat { runOriginX + runX(of: offset) }

  /// The caret's rect in bounds coordinates (where the host puts an input method's window).
  public var caretRect: CGRect {
    // A text view's editor has its caret on the text view's lines.
    if let editor = self as? TextViewEditor { return editor.textViewCaretRect }
    let lineHeight = measurer.lineHeight(of: font)
    // The caret stands after the position in the text's direction, as a text view's does and
    // as iOS draws it, so that it does not cover the last glyph typed.
    let boundary = x(of: editing.caret)
    let x = isTextRightToLeft ? boundary - Metrics.textFieldCaretWidth : boundary
    return CGRect(
      x: x, y: (bounds.height - lineHeight) / 2, width: Metrics.textFieldCaretWidth,
      height: lineHeight)
  }

  /// The position between clusters nearest to `x` (bounds coordinates), found by halving.
  func offset(nearestX x: CGFloat) -> Int {
    let target = x - runOriginX
    let rightToLeft = isTextRightToLeft
    let total = measurer.size(of: displayedText, font: font).width
    // Distance along the text's own direction, which grows with the offset.
    let along = rightToLeft ? total - target : target
    var low = 0
    var high = editing.length
    while low < high {
      let middle = (low + high) / 2
      let here = width(upTo: middle)
      let next = width(upTo: middle + 1)
      if along >= (here + next) / 2 { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// Scrolls the text so that the caret lies inside `textRect`, and no further than the text.
  func keepCaretVisible() {
    let rect = textRect
    let total = measurer.size(of: displayedText, font: font).width
    guard total > rect.width else {
      scrollOffset = 0
      return
    }
    let caret = runX(of: editing.caret)
    let limit = total - rect.width + Metrics.textFieldCaretWidth
    if caret - scrollOffset > rect.width - Metrics.textFieldCaretWidth {
      scrollOffset = caret - rect.width + Metrics.textFieldCaretWidth
    } else if caret - scrollOffset < 0 {
      scrollOffset = caret
    }
    scrollOffset = min(max(0, scrollOffset), limit)
  }

  /// Whether the caret is in the "on" half of its blink at `time`.
  func isCaretOn(at time: TimeInterval) -> Bool {
    // A finger moving the caret under the loupe holds it on.
    if isShowingLoupe { return true }
    let elapsed = time - blinkStart - Metrics.textFieldBlinkDelay
    guard elapsed > 0 else { return true }
    let phase = elapsed.truncatingRemainder(dividingBy: Metrics.textFieldBlinkPeriod)
    return phase >= Metrics.textFieldBlinkPeriod / 2
  }

  /// A moment after the first time after `time` at which the caret turns on or off (when the
  /// blink starts, then every half period): a host woken then sees the change.
  func nextCaretChange(after time: TimeInterval) -> TimeInterval {
    let start = blinkStart + Metrics.textFieldBlinkDelay
    let half = Metrics.textFieldBlinkPeriod / 2
    let moment = 0.001
    // A nanosecond's slack, so that a host woken at a change is not told that change again.
    let elapsed = time - start - moment + 1e-9
    guard elapsed >= 0 else { return start + moment }
    return start + ((elapsed / half).rounded(.down) + 1) * half + moment
  }

  // MARK: - Drawing

  /// Draws the border, the selection, the text or placeholder, the marked text's underline,
  /// the caret, a finger's selection handles and the clear button.
  func drawField(in list: inout DrawList) {
    let full = CGRect(origin: .zero, size: bounds.size)
    switch borderStyle {
    case .none: break
    case .line:
      list.append(
        .strokeRoundedRect(full, cornerRadius: 0, lineWidth: 1, Metrics.textFieldBorderColor))
    case .roundedRect:
      // White in light, #1C1C1E in dark: a fixed white left dark text white on white.
      list.fillRoundedRect(
        full, cornerRadius: Metrics.textFieldCornerRadius, color: .secondarySystemGroupedBackground)
      list.append(
        .strokeRoundedRect(
          full.insetKeepingCenter(dx: 0.25, dy: 0.25), cornerRadius: Metrics.textFieldCornerRadius,
          lineWidth: 0.5, Metrics.textFieldBorderColor))
    }
    list.withAlpha(isEnabled ? 1 : 0.5) { list in
      let rect = textRect
      let lineHeight = measurer.lineHeight(of: font)
      let top = ((bounds.height - lineHeight) / 2).rounded()
      list.clipped(to: rect.insetBy(dx: -Metrics.textFieldCaretWidth, dy: 0)) { list in
        drawSelection(in: &list, top: top, lineHeight: lineHeight)
        if editing.text.isEmpty {
          drawPlaceholder(in: &list, rect: rect, top: top)
        } else {
          list.text(
            TextRun(
              displayedText, font: font, color: textColor, origin: CGPoint(x: runOriginX, y: top),
              truncation: .clip))
        }
        drawMarkedUnderline(in: &list, top: top, lineHeight: lineHeight)
        if isFirstResponder, editing.selection.isEmpty, isCaretOn(at: clock.now) {
          list.fill(
            CGRect(
              x: caretRect.minX, y: top, width: Metrics.textFieldCaretWidth, height: lineHeight),
            color: tintColor)
        }
      }
      // A knob may reach past the text rect's ends and above or below the line, but an end
      // scrolled out of the field shows no handle.
      let knob = Metrics.selectionHandleKnobDiameter
      list.clipped(to: textRect.insetBy(dx: -knob / 2, dy: -knob)) { list in
        selectionChrome.drawHandles(of: self, tint: tintColor, in: &list)
      }
      if showsClearButton { drawClearButton(in: &list) }
    }
  }

  private func drawSelection(in list: inout DrawList, top: CGFloat, lineHeight: CGFloat) {
    guard isFirstResponder, !editing.selection.isEmpty else { return }
    let a = x(of: editing.selection.lowerBound)
    let b = x(of: editing.selection.upperBound)
    list.fill(
      CGRect(x: min(a, b), y: top, width: abs(b - a), height: lineHeight),
      color: tintColor.withAlphaComponent(Metrics.textFieldSelectionAlpha))
  }

  private func drawPlaceholder(in list: inout DrawList, rect: CGRect, top: CGFloat) {
    guard let placeholder, !placeholder.isEmpty else { return }
    let width = measurer.size(of: placeholder, font: font).width
    let leading = isRightToLeft ? rect.maxX - min(width, rect.width) : rect.minX
    let x: CGFloat =
      switch textAlignment {
      case .natural: leading
      case .left: rect.minX
      case .right: rect.maxX - min(width, rect.width)
      case .center: rect.midX - min(width, rect.width) / 2
      }
    list.text(
      TextRun(
        placeholder, font: font, color: .placeholderText, origin: CGPoint(x: x, y: top),
        maxWidth: rect.width))
  }

  private func drawMarkedUnderline(in list: inout DrawList, top: CGFloat, lineHeight: CGFloat) {
    guard let marked = editing.markedRange else { return }
    let a = x(of: marked.lowerBound)
    let b = x(of: marked.upperBound)
    let baseline = top + measurer.baseline(of: font) + 2
    list.fill(CGRect(x: min(a, b), y: baseline, width: abs(b - a), height: 1), color: textColor)
  }

  private func drawClearButton(in list: inout DrawList) {
    let diameter = Metrics.textFieldClearButtonDiameter
    let area = clearButtonRect
    let circle = CGRect(
      x: area.midX - diameter / 2, y: area.midY - diameter / 2, width: diameter, height: diameter)
    list.append(.fillEllipse(circle, Metrics.textFieldClearButtonColor))
    let arm = diameter * 0.18
    let c = CGPoint(x: circle.midX, y: circle.midY)
    list.append(
      .polyline(
        [CGPoint(x: c.x - arm, y: c.y - arm), CGPoint(x: c.x + arm, y: c.y + arm)],
        lineWidth: 1.5, .white))
    list.append(
      .polyline(
        [CGPoint(x: c.x + arm, y: c.y - arm), CGPoint(x: c.x - arm, y: c.y + arm)],
        lineWidth: 1.5, .white))
  }
}
