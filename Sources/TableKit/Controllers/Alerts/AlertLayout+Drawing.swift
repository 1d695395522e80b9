import Foundation

extension AlertLayout {
  /// Draws the panels at rest, in the alert view's coordinates: each rounded panel, the
  /// highlighted button's gray (kept inside its panel's rounded corners), the hairlines, the
  /// title and message, and the buttons' titles. The dimming and the presentation's motion are
  /// the view's. A scrolled layout (`scrolled(by:)`) draws each scrolling part clipped to its
  /// room, skipping the lines and buttons outside it, so a very long message or list costs only
  /// what shows.
  /// - Parameters:
  ///   - list: The list to draw into.
  ///   - highlightedButton: The index in `buttons` of the button under the finger or focused
  ///     by the keyboard; a disabled button shows no highlight.
  ///   - reducesTransparency: Whether the alert's material is drawn flat (Reduce
  ///     Transparency) rather than blurring what lies behind it, and its hairlines in their
  ///     flat color rather than vibrant.
  func draw(in list: inout DrawList, highlightedButton: Int?, reducesTransparency: Bool) {
    let radius = Metrics.alertCornerRadius
    for panel in panels {
      // The alert's and the groups' background is a material (an action sheet's Cancel
      // button is opaque on iOS, and stays so).
      if panel.color == Metrics.alertBackgroundColor {
        list.material(
          Metrics.alertMaterial, in: panel.frame, cornerRadius: radius,
          reducesTransparency: reducesTransparency)
      } else {
        list.fillRoundedRect(panel.frame, cornerRadius: radius, color: panel.color)
      }
    }
    let actionsRoom = region(.actions)?.frame
    if let highlightedButton, buttons.indices.contains(highlightedButton) {
      let button = buttons[highlightedButton]
      if button.isEnabled, panels.indices.contains(button.panelIndex) {
        // The panel's own rounded shape, cut to the button (and to the list's room): the
        // corner buttons' highlights keep the panel's corners.
        let room = button.scrollsWithActions ? actionsRoom : nil
        list.clipped(to: room.map { button.frame.intersection($0) } ?? button.frame) {
          $0.fillRoundedRect(
            panels[button.panelIndex].frame, cornerRadius: radius,
            color: Metrics.alertHighlightColor)
        }
      }
    }
    // The hairlines are vibrant, as iOS 17 draws them: they take the material's color.
    list.vibrant(
      .separator, over: Metrics.alertMaterial, reducesTransparency: reducesTransparency
    ) { list in
      for hairline in hairlines where !hairline.scrollsWithActions {
        list.append(hairlineCommand(hairline))
      }
    }
    clipped(to: actionsRoom, in: &list) { list in
      list.vibrant(
        .separator, over: Metrics.alertMaterial, reducesTransparency: reducesTransparency
      ) { list in
        for hairline in hairlines where hairline.scrollsWithActions {
          guard actionsRoom.map({ shows(hairline, in: $0) }) ?? true else { continue }
          list.append(hairlineCommand(hairline))
        }
      }
      for button in buttons where button.scrollsWithActions {
        guard actionsRoom.map({ button.frame.intersects($0) }) ?? true else { continue }
        list.text(textRun(button.title))
      }
    }
    let headerRoom = region(.header)?.frame
    clipped(to: headerRoom, in: &list) { list in
      for line in headerLines {
        guard headerRoom.map({ shows(line, in: $0) }) ?? true else { continue }
        list.text(textRun(line))
      }
    }
    for button in buttons where !button.scrollsWithActions {
      list.text(textRun(button.title))
    }
  }

  private func clipped(to room: CGRect?, in list: inout DrawList, _ body: (inout DrawList) -> Void)
  {
    if let room { list.clipped(to: room, body) } else { body(&list) }
  }

  private func hairlineCommand(_ hairline: Hairline) -> DrawCommand {
    .line(from: hairline.from, to: hairline.to, pixelWidth: 1, Metrics.alertSeparatorColor)
  }

  private func textRun(_ line: Line) -> TextRun {
    TextRun(
      line.text, font: line.font, color: line.color, origin: line.origin, maxWidth: line.maxWidth)
  }

  /// Whether a hairline touches `room` (its ends may lie on the room's edge).
  private func shows(_ hairline: Hairline, in room: CGRect) -> Bool {
    max(hairline.from.y, hairline.to.y) >= room.minY
      && min(hairline.from.y, hairline.to.y) <= room.maxY
  }

  /// Whether a line's box (two point sizes tall at most: the tallest line height of a font)
  /// reaches into `room`.
  private func shows(_ line: Line, in room: CGRect) -> Bool {
    line.origin.y < room.maxY && line.origin.y + 2 * line.font.pointSize > room.minY
  }
}
