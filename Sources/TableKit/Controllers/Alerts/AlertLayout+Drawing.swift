import Foundation

extension AlertLayout {
  /// Draws the panels at rest, in the alert view's coordinates: each rounded panel, the
  /// highlighted button's gray (kept inside its panel's rounded corners), the hairlines, the
  /// title and message, and the buttons' titles. The dimming and the presentation's motion are
  /// the view's.
  /// - Parameters:
  ///   - list: The list to draw into.
  ///   - highlightedButton: The index in `buttons` of the button under the finger or focused
  ///     by the keyboard; a disabled button shows no highlight.
  func draw(in list: inout DrawList, highlightedButton: Int?) {
    let radius = Metrics.alertCornerRadius
    for panel in panels {
      list.fillRoundedRect(panel.frame, cornerRadius: radius, color: panel.color)
    }
    if let highlightedButton, buttons.indices.contains(highlightedButton) {
      let button = buttons[highlightedButton]
      if button.isEnabled, panels.indices.contains(button.panelIndex) {
        // The panel's own rounded shape, cut to the button: the corner buttons' highlights
        // keep the panel's corners.
        list.clipped(to: button.frame) {
          $0.fillRoundedRect(
            panels[button.panelIndex].frame, cornerRadius: radius,
            color: Metrics.alertHighlightColor)
        }
      }
    }
    for hairline in hairlines {
      list.append(
        .line(from: hairline.from, to: hairline.to, pixelWidth: 1, Metrics.alertSeparatorColor))
    }
    for line in headerLines + buttons.map(\.title) {
      list.text(
        TextRun(
          line.text, font: line.font, color: line.color, origin: line.origin,
          maxWidth: line.maxWidth))
    }
  }
}
