import Foundation

/// How the on-screen keyboard draws its keys, after iOS's light keyboard: white character
/// keys and gray function keys with rounded corners over a one-point darker shadow; a pressed
/// character pops up in a callout above its key with the character enlarged, a pressed
/// function key lights up white (and the space bar darkens); shift shows an outlined arrow,
/// filled on a white key while on, underlined when locked; backspace an outlined arrow-shaped
/// key with a cross. A pad's digits are large, with their letters small under them; a pressed
/// one darkens rather than popping up, and the side keys of its bottom row have no face until
/// pressed, as on iOS.
extension OnScreenKeyboard {
  /// Draws every key, then the callout of a pressed character over its neighbours.
  func drawKeys(in list: inout DrawList) {
    let layout = layout
    drawCandidateBar(layout, in: &list)
    var callout: OnScreenKeyboardLayout.Key?
    for key in layout.keys {
      let pressed = pressedKey == key
      if pressed, !layout.page.isPad, alternates == nil, case .character = key.action {
        callout = key
        continue
      }
      drawKey(key, pressed: pressed, layout: layout, in: &list)
    }
    if let callout { drawCallout(for: callout, layout: layout, in: &list) }
    if let alternates { drawAlternates(alternates, layout: layout, in: &list) }
  }

  /// A held key's variants in a white bubble over it, the chosen one on the tint in white, as
  /// iOS shows them.
  private func drawAlternates(
    _ shown: Alternates, layout: OnScreenKeyboardLayout, in list: inout DrawList
  ) {
    guard let first = shown.frames.first, let last = shown.frames.last else { return }
    let bubble = first.union(last).insetBy(dx: -4, dy: -4)
    let radius: CGFloat = 8
    list.append(
      .shadow(bubble, cornerRadius: radius, blur: 3, Color.black.withAlphaComponent(0.25)))
    list.fillRoundedRect(bubble, cornerRadius: radius, color: Metrics.keyboardKeyColor)
    let font = characterFont(layout)
    for (index, frame) in shown.frames.enumerated() {
      let chosen = index == shown.selected
      if chosen {
        list.fillRoundedRect(
          frame, cornerRadius: Metrics.keyboardKeyCornerRadius, color: tintColor)
      }
      drawCentered(
        typedText(shown.options[index]), font: font, in: frame, color: chosen ? .white : .label,
        in: &list)
    }
  }

  // MARK: - Keys

  private func drawKey(
    _ key: OnScreenKeyboardLayout.Key, pressed: Bool, layout: OnScreenKeyboardLayout,
    in list: inout DrawList
  ) {
    let (face, ink) = colors(of: key, pressed: pressed)
    let radius = Metrics.keyboardKeyCornerRadius
    if !layout.isFaceless(key) || pressed {
      list.fillRoundedRect(
        key.frame.offsetBy(dx: 0, dy: Metrics.keyboardKeyShadowOffset), cornerRadius: radius,
        color: Metrics.keyboardKeyShadowColor)
      list.fillRoundedRect(
        key.frame, cornerRadius: radius, color: layout.isFaceless(key) ? Metrics.keyboardKeyColor : face)
    }
    switch key.action {
    case .shift:
      drawShiftArrow(in: key.frame, color: ink, in: &list)
    case .backspace:
      drawBackspace(
        in: key.frame, color: ink, pointingRight: layout.inputMode.isRightToLeft, in: &list)
    case .nextKeyboard:
      drawGlobe(in: key.frame, color: ink, in: &list)
    case .character where layout.page.isPad:
      drawPadKey(key, layout: layout, color: ink, in: &list)
    case .character:
      drawCentered(title(of: key), font: characterFont(layout), in: key.frame, color: ink, in: &list)
    case .page, .space, .returnKey:
      drawCentered(title(of: key), font: functionFont(layout), in: key.frame, color: ink, in: &list)
    }
  }

  /// A key's face and the color of what is drawn on it.
  private func colors(of key: OnScreenKeyboardLayout.Key, pressed: Bool) -> (Color, Color) {
    switch key.action {
    case .character, .space:
      return (pressed ? Metrics.keyboardFunctionKeyColor : Metrics.keyboardKeyColor, .label)
    case .shift where shiftState != .off:
      return (Metrics.keyboardKeyColor, .label)
    case .returnKey where (textField?.returnKeyType ?? .default).isActionKey && !pressed:
      return (Metrics.keyboardActionKeyColor, .white)
    case .shift, .backspace, .page, .returnKey, .nextKeyboard:
      return (pressed ? Metrics.keyboardKeyColor : Metrics.keyboardFunctionKeyColor, .label)
    }
  }

  /// A pad's key: its digit at about 25 points on an iPhone's 46-point pad keys, raised over
  /// its letters in small bold capitals; a key without letters keeps its digit at the same
  /// height. The phone's other page and the decimal point centre their titles (a symbol as
  /// large as a digit, "pause" and "wait" as function keys' titles).
  private func drawPadKey(
    _ key: OnScreenKeyboardLayout.Key, layout: OnScreenKeyboardLayout, color: Color,
    in list: inout DrawList
  ) {
    let frame = key.frame
    let digitFont = Font.systemFont(ofSize: (layout.keyHeight * 0.55).rounded())
    guard layout.page != .phoneSymbols, !layout.isFaceless(key) else {
      let title = title(of: key)
      let font = title.count == 1 ? digitFont : functionFont(layout)
      drawCentered(title, font: font, in: frame, color: color, in: &list)
      return
    }
    let raise = (layout.keyHeight * 0.12).rounded()
    drawCentered(
      title(of: key), font: digitFont, in: frame.offsetBy(dx: 0, dy: -raise), color: color,
      in: &list)
    guard let letters = layout.subtitle(of: key) else { return }
    let lettersFont = Font.systemFont(ofSize: (layout.keyHeight * 0.22).rounded(), weight: .bold)
    let lettersRow = CGRect(
      x: frame.minX, y: frame.midY + raise * 0.9, width: frame.width, height: frame.height * 0.25)
    drawCentered(letters, font: lettersFont, in: lettersRow, color: color, in: &list)
  }

  /// Letters at about 22 points on an iPhone's 42-point keys, growing with the keys.
  private func characterFont(_ layout: OnScreenKeyboardLayout) -> Font {
    .systemFont(ofSize: (layout.keyHeight * 0.53).rounded())
  }

  /// "123", "space" and "return" at 16 points on an iPhone, growing with the keys.
  private func functionFont(_ layout: OnScreenKeyboardLayout) -> Font {
    .systemFont(ofSize: (layout.keyHeight * 0.38).rounded())
  }

  private func drawCentered(
    _ text: String, font: Font, in rect: CGRect, color: Color, in list: inout DrawList
  ) {
    guard !text.isEmpty else { return }
    let measurer = screen.textMeasurer
    let room = max(1, rect.width - 8)
    // A title wider than its key ("#+=" on a narrow one, "Emergency Call") is set smaller to
    // fit rather than cut, as iOS shrinks its key titles.
    var font = font
    let natural = measurer.size(of: text, font: font).width
    if natural > room { font = font.withSize(max(9, (font.pointSize * room / natural).rounded(.down))) }
    let width = min(measurer.size(of: text, font: font).width, room)
    let origin = CGPoint(
      x: screen.roundToPixel(rect.midX - width / 2),
      y: screen.roundToPixel(rect.midY - measurer.lineHeight(of: font) / 2 - 1))
    list.text(TextRun(text, font: font, color: color, origin: origin, maxWidth: room))
  }

  // MARK: - Callout

  /// The pressed character enlarged in a rounded bubble above its key, joined to it by a neck
  /// the key's width, as iOS shows the key under the finger; kept inside the keyboard's sides.
  private func drawCallout(
    for key: OnScreenKeyboardLayout.Key, layout: OnScreenKeyboardLayout, in list: inout DrawList
  ) {
    let frame = key.frame
    let width = frame.width + 2 * (frame.width * 0.28).rounded()
    let height = (frame.height * 1.1).rounded()
    let x = min(max(0, frame.midX - width / 2), bounds.width - width)
    let bubble = CGRect(x: x, y: frame.minY - height - 2, width: width, height: height)
    let neck = CGRect(
      x: frame.minX, y: bubble.maxY - 8, width: frame.width, height: frame.maxY - bubble.maxY + 8)
    let radius: CGFloat = 8
    list.append(.shadow(bubble, cornerRadius: radius, blur: 3, Color.black.withAlphaComponent(0.25)))
    list.append(.shadow(neck, cornerRadius: radius, blur: 3, Color.black.withAlphaComponent(0.25)))
    list.fillRoundedRect(
      frame.offsetBy(dx: 0, dy: Metrics.keyboardKeyShadowOffset),
      cornerRadius: Metrics.keyboardKeyCornerRadius, color: Metrics.keyboardKeyShadowColor)
    list.fillRoundedRect(bubble, cornerRadius: radius, color: Metrics.keyboardKeyColor)
    list.fillRoundedRect(neck, cornerRadius: Metrics.keyboardKeyCornerRadius, color: Metrics.keyboardKeyColor)
    let font = Font.systemFont(ofSize: (layout.keyHeight * 0.85).rounded())
    drawCentered(title(of: key), font: font, in: bubble, color: .label, in: &list)
  }

  // MARK: - Candidate bar

  /// A composing keyboard's candidate bar: the candidates' hanzi side by side over the
  /// keyboard's background, the pressed one on a key-colored face, a hairline under the bar.
  private func drawCandidateBar(_ layout: OnScreenKeyboardLayout, in list: inout DrawList) {
    let bar = layout.candidateBar
    guard !bar.isEmpty else { return }
    let frames = candidateFrames
    for (index, frame) in frames.enumerated() {
      if index == pressedCandidate {
        list.fillRoundedRect(
          frame.insetBy(dx: 2, dy: 4), cornerRadius: Metrics.keyboardKeyCornerRadius,
          color: Metrics.keyboardKeyColor)
      }
      drawCentered(
        candidates[index].text, font: Self.candidateFont, in: frame, color: .label, in: &list)
    }
    list.fill(
      CGRect(x: 0, y: bar.maxY - 0.5, width: bar.width, height: 0.5),
      color: Metrics.keyboardKeyShadowColor)
  }

  // MARK: - Glyphs

  /// The globe: a circle with its equator, two parallels and a meridian's ellipse, in outline.
  private func drawGlobe(in rect: CGRect, color: Color, in list: inout DrawList) {
    let radius = min(rect.width, rect.height) * 0.22
    let center = CGPoint(x: rect.midX, y: rect.midY)
    func ellipse(_ rx: CGFloat, _ ry: CGFloat) -> [CGPoint] {
      (0...32).map { step in
        let angle = CGFloat(step) / 32 * 2 * .pi
        return CGPoint(x: center.x + rx * cos(angle), y: center.y + ry * sin(angle))
      }
    }
    list.append(.polyline(ellipse(radius, radius), lineWidth: 1.3, color))
    list.append(.polyline(ellipse(radius * 0.45, radius), lineWidth: 1.3, color))
    list.append(
      .polyline(
        [CGPoint(x: center.x, y: center.y - radius), CGPoint(x: center.x, y: center.y + radius)],
        lineWidth: 1.3, color))
    for offset in [-0.5, 0, 0.5] as [CGFloat] {
      let y = center.y + radius * offset
      let half = (radius * radius - (y - center.y) * (y - center.y)).squareRoot()
      list.append(
        .polyline(
          [CGPoint(x: center.x - half, y: y), CGPoint(x: center.x + half, y: y)], lineWidth: 1.3,
          color))
    }
  }

  /// Shift's arrow: outlined while off, filled while on, with a bar under it when locked.
  private func drawShiftArrow(in rect: CGRect, color: Color, in list: inout DrawList) {
    let size = min(rect.width, rect.height) * 0.46
    let center = CGPoint(x: rect.midX, y: rect.midY - size * 0.06)
    let half = size / 2
    let stem = size * 0.22
    let points = [
      CGPoint(x: center.x, y: center.y - half),
      CGPoint(x: center.x + half, y: center.y + size * 0.05),
      CGPoint(x: center.x + stem, y: center.y + size * 0.05),
      CGPoint(x: center.x + stem, y: center.y + half),
      CGPoint(x: center.x - stem, y: center.y + half),
      CGPoint(x: center.x - stem, y: center.y + size * 0.05),
      CGPoint(x: center.x - half, y: center.y + size * 0.05),
    ]
    if shiftState == .off {
      list.append(.polyline(points + [points[0]], lineWidth: 1.5, color))
    } else {
      list.append(.fillPolygon(points, color))
    }
    if shiftState == .locked {
      list.fill(
        CGRect(x: center.x - stem, y: center.y + half + 2.5, width: 2 * stem, height: 1.5),
        color: color)
    }
  }

  /// Backspace's key-shaped outline, pointing to the leading side (left; right on a
  /// right-to-left keyboard, as iOS's Arabic and Hebrew delete keys), with a cross in it.
  private func drawBackspace(
    in rect: CGRect, color: Color, pointingRight: Bool, in list: inout DrawList
  ) {
    // Drawn pointing left, then mirrored about the key's middle.
    func placed(_ points: [CGPoint]) -> [CGPoint] {
      pointingRight ? points.map { CGPoint(x: 2 * rect.midX - $0.x, y: $0.y) } : points
    }
    let height = min(rect.height * 0.4, rect.width * 0.4)
    let width = height * 1.4
    let left = rect.midX - width / 2
    let top = rect.midY - height / 2
    let tip = height * 0.45
    let outline = [
      CGPoint(x: left, y: rect.midY), CGPoint(x: left + tip, y: top),
      CGPoint(x: left + width, y: top), CGPoint(x: left + width, y: top + height),
      CGPoint(x: left + tip, y: top + height), CGPoint(x: left, y: rect.midY),
    ]
    list.append(.polyline(placed(outline), lineWidth: 1.5, color))
    let crossCenter = CGPoint(x: left + tip + (width - tip) / 2, y: rect.midY)
    let arm = height * 0.18
    list.append(
      .polyline(
        placed([
          CGPoint(x: crossCenter.x - arm, y: crossCenter.y - arm),
          CGPoint(x: crossCenter.x + arm, y: crossCenter.y + arm),
        ]), lineWidth: 1.5, color))
    list.append(
      .polyline(
        placed([
          CGPoint(x: crossCenter.x + arm, y: crossCenter.y - arm),
          CGPoint(x: crossCenter.x - arm, y: crossCenter.y + arm),
        ]), lineWidth: 1.5, color))
  }
}
