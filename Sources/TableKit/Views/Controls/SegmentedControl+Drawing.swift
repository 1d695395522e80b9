import Foundation

/// How a segmented control draws: the gray bar, the chosen segment's raised thumb, the pressed
/// segment's highlight, hairlines between unchosen neighbours, and each segment's title or
/// image.
extension SegmentedControl {
  /// Draws the bar, the chosen segment's thumb, the hairlines and the titles.
  func drawSegments(in list: inout DrawList) {
    let rect = CGRect(origin: .zero, size: bounds.size)
    let frames = segmentFrames
    let selected = selectedSegmentIndex
    list.withAlpha(isEnabled ? 1 : 0.5) { list in
      list.fillRoundedRect(
        rect, cornerRadius: Metrics.segmentedControlCornerRadius, color: .tertiarySystemFill)
      if let pressed = pressedSegment, pressed != selected, frames.indices.contains(pressed) {
        list.fillRoundedRect(
          frames[pressed].insetBy(dx: 2, dy: 2), cornerRadius: 7, color: .quaternarySystemFill)
      }
      if frames.indices.contains(selected) {
        drawThumb(in: frames[selected], into: &list)
      }
      drawDividers(frames, into: &list)
      for (index, frame) in frames.enumerated() {
        drawContent(of: segments[index], selected: index == selected, in: frame, into: &list)
      }
    }
  }

  private func drawThumb(in frame: CGRect, into list: inout DrawList) {
    let inset = Metrics.segmentedControlThumbInset
    let thumb = frame.insetBy(dx: inset, dy: inset)
    let radius = Metrics.segmentedControlCornerRadius - inset
    list.append(
      .shadow(
        thumb.offsetBy(dx: 0, dy: 2), cornerRadius: radius, blur: 6, Color(white: 0, alpha: 0.12)))
    list.fillRoundedRect(
      thumb, cornerRadius: radius, color: selectedSegmentTintColor ?? .segmentedThumb)
  }

  private func drawDividers(_ frames: [CGRect], into list: inout DrawList) {
    let height = Metrics.segmentedControlDividerHeight
    // On screen order: a divider sits between neighbours unless one of them is chosen.
    let ordered = frames.enumerated().sorted { $0.element.minX < $1.element.minX }
    for (left, right) in zip(ordered, ordered.dropFirst())
    where left.offset != selectedSegmentIndex && right.offset != selectedSegmentIndex {
      let x = right.element.minX
      list.fill(
        CGRect(x: x - 0.5, y: (bounds.height - height) / 2, width: 1, height: height),
        color: .segmentedDivider)
    }
  }

  private func drawContent(
    of segment: Segment, selected: Bool, in frame: CGRect, into list: inout DrawList
  ) {
    let color: Color = segment.isEnabled ? .label : .tertiaryLabel
    let padding = Metrics.segmentedControlSegmentPadding / 2
    if let title = segment.title, !title.isEmpty {
      let font = selected ? selectedTitleFont : titleFont
      let measurer = screen.textMeasurer
      let maxWidth = max(0, frame.width - 2 * padding)
      let width = min(maxWidth, measurer.size(of: title, font: font).width)
      let origin = CGPoint(
        x: screen.roundToPixel(frame.midX - width / 2),
        y: screen.roundToPixel(frame.midY - measurer.lineHeight(of: font) / 2))
      list.text(TextRun(title, font: font, color: color, origin: origin, maxWidth: maxWidth))
    } else if let image = segment.image {
      let size = screen.imageProvider.size(of: image) ?? CGSize(width: 16, height: 16)
      let side = min(size.height, frame.height - 12)
      let scale = size.height > 0 ? side / size.height : 1
      let fitted = CGSize(width: size.width * scale, height: side)
      list.image(
        image,
        in: CGRect(
          x: frame.midX - fitted.width / 2, y: frame.midY - fitted.height / 2,
          width: fitted.width, height: fitted.height), tint: color)
    }
  }
}

extension Color {
  /// The chosen segment's thumb: white, or gray in dark mode (iOS 13+).
  static let segmentedThumb = Color.dynamic(light: .white, dark: Color(rgb: 0x636366))
  /// The hairlines between unchosen segments.
  static let segmentedDivider = Color.dynamic(
    light: Color(rgb: 0x8E8E93, alpha: 0.3), dark: Color(rgb: 0x8E8E93, alpha: 0.4))
}
