import Foundation

/// How a button draws what its subviews do not: a configured background, the glyph of a
/// detail disclosure, add or close button, and a pop-up button's chevrons.
extension Button {
  /// Draws the background, the glyph and the indicator behind the title and image.
  func drawButton(in list: inout DrawList) {
    let rect = CGRect(origin: .zero, size: bounds.size)
    if let configuration { drawConfiguredBackground(configuration, in: rect, into: &list) }
    let color = foregroundColor
    // The tint may have changed above since the state last did; the parts drawn next follow it.
    applyForegroundColor(color)
    switch buttonType {
    case .detailDisclosure, .infoLight, .infoDark:
      list.infoButton(in: glyphRect(in: rect), color: color)
    case .contactAdd:
      list.addButton(in: glyphRect(in: rect), color: color)
    case .close:
      list.closeButton(in: glyphRect(in: rect), isHighlighted: isHighlighted)
    case .custom, .system:
      break
    }
    if showsPopUpIndicator {
      list.popUpChevrons(in: placedContentLayout.indicator, color: color)
    }
  }

  private func drawConfiguredBackground(
    _ configuration: Configuration, in rect: CGRect, into list: inout DrawList
  ) {
    let radius = min(configuration.cornerRadius(height: rect.height), rect.height / 2)
    if let fill = configuredBackgroundColor {
      list.fillRoundedRect(rect, cornerRadius: radius, color: fill)
    }
    let background = configuration.background
    if let stroke = background.strokeColor, background.strokeWidth > 0 {
      let inset = background.strokeWidth / 2
      list.append(
        .strokeRoundedRect(
          rect.insetBy(dx: inset, dy: inset), cornerRadius: max(0, radius - inset),
          lineWidth: background.strokeWidth, stroke))
    }
  }

  /// The glyph's square, centred in the button.
  private func glyphRect(in rect: CGRect) -> CGRect {
    let side = min(glyphSide ?? 0, rect.width, rect.height)
    return CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
  }
}

extension DrawList {
  /// The add ("+" in a circle) button's glyph, outlined in `color`, filling `rect`.
  public mutating func addButton(in rect: CGRect, color: Color) {
    let side = min(rect.width, rect.height)
    let circle = CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
    let ring = side / 22 * 1.5
    append(
      .strokeRoundedRect(
        circle.insetBy(dx: ring / 2, dy: ring / 2), cornerRadius: (side - ring) / 2,
        lineWidth: ring, color))
    let arm = side * 0.27
    append(
      .polyline(
        [
          CGPoint(x: circle.midX - arm, y: circle.midY),
          CGPoint(x: circle.midX + arm, y: circle.midY),
        ],
        lineWidth: ring, color))
    append(
      .polyline(
        [
          CGPoint(x: circle.midX, y: circle.midY - arm),
          CGPoint(x: circle.midX, y: circle.midY + arm),
        ],
        lineWidth: ring, color))
  }

  /// The close button's glyph (iOS 13+): a gray "x" on a light gray circle filling `rect`,
  /// darker while pressed.
  public mutating func closeButton(in rect: CGRect, isHighlighted: Bool) {
    let side = min(rect.width, rect.height)
    let circle = CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
    append(.fillEllipse(circle, isHighlighted ? .systemFill : .tertiarySystemFill))
    let arm = side * 0.15
    let stroke = side / 12
    let color = Color.secondaryLabel
    append(
      .polyline(
        [
          CGPoint(x: circle.midX - arm, y: circle.midY - arm),
          CGPoint(x: circle.midX + arm, y: circle.midY + arm),
        ], lineWidth: stroke, color))
    append(
      .polyline(
        [
          CGPoint(x: circle.midX + arm, y: circle.midY - arm),
          CGPoint(x: circle.midX - arm, y: circle.midY + arm),
        ], lineWidth: stroke, color))
  }

  /// A pop-up button's indicator: a small chevron up over a chevron down, filling `rect`.
  public mutating func popUpChevrons(in rect: CGRect, color: Color) {
    guard rect.width > 0, rect.height > 0 else { return }
    let width: CGFloat = 1.6
    let half = rect.width / 2
    let rise = rect.height * 0.22
    let gap = rect.height * 0.14
    let upBase = rect.midY - gap
    let downBase = rect.midY + gap
    append(
      .polyline(
        [
          CGPoint(x: rect.midX - half + width / 2, y: upBase),
          CGPoint(x: rect.midX, y: upBase - rise),
          CGPoint(x: rect.midX + half - width / 2, y: upBase),
        ], lineWidth: width, color))
    append(
      .polyline(
        [
          CGPoint(x: rect.midX - half + width / 2, y: downBase),
          CGPoint(x: rect.midX, y: downBase + rise),
          CGPoint(x: rect.midX + half - width / 2, y: downBase),
        ], lineWidth: width, color))
  }
}
