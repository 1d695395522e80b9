import Foundation

// MARK: - Drawing

extension SearchBar {
  /// Draws the field's rounded fill, the magnifying glass, the placeholder while the field is
  /// empty (also while it is edited, as iOS does), and the Cancel button in the tint (dimmed
  /// while pressed). The field itself draws the text, selection and caret over them.
  func drawBar(in list: inout DrawList) {
    let geometry = self.geometry(at: clock.now)
    guard geometry.field.height > 0 else { return }
    list.fillRoundedRect(
      geometry.field,
      cornerRadius: min(Metrics.searchFieldCornerRadius, geometry.field.height / 2),
      color: Metrics.searchFieldFill)
    let gray = Metrics.searchFieldPlaceholderColor.multiplyingAlpha(by: geometry.contentAlpha)
    if geometry.contentAlpha > 0 {
      if let glass = Image(systemName: "magnifyingglass") {
        list.image(glass, in: geometry.glass, tint: gray)
      }
      let field = searchTextField
      let placeholder = shownPlaceholder
      if !placeholder.isEmpty, field.editing.text.isEmpty {
        let measurer = screen.textMeasurer
        let width = min(
          measurer.size(of: placeholder, font: field.font).width, geometry.text.width)
        let x = isRightToLeft ? geometry.text.maxX - width : geometry.text.minX
        let y = geometry.text.midY - measurer.lineHeight(of: field.font) / 2
        list.text(
          TextRun(
            placeholder, font: field.font, color: gray,
            origin: CGPoint(x: screen.roundToPixel(x), y: screen.roundToPixel(y)),
            maxWidth: geometry.text.width))
      }
    }
    guard geometry.cancelAlpha > 0 else { return }
    let pressedAlpha = cancelPress?.isInside == true ? Metrics.barButtonHighlightedAlpha : 1
    let font = Metrics.searchCancelFont.sized(for: traitCollection)
    let y = geometry.cancel.midY - screen.textMeasurer.lineHeight(of: font) / 2
    list.clipped(to: CGRect(origin: .zero, size: bounds.size)) { clipped in
      clipped.text(
        TextRun(
          cancelTitle, font: font,
          color: (tintColor ?? .tint).multiplyingAlpha(by: geometry.cancelAlpha * pressedAlpha),
          origin: CGPoint(
            x: screen.roundToPixel(geometry.cancel.minX), y: screen.roundToPixel(y))))
    }
  }
}
