import Foundation

extension ContextMenuLayout {
  /// Draws the panel in view coordinates: the rounded panel in the menus' material (blurring
  /// what lies behind it), its soft shadow around it, then inside it the title heading, the
  /// group gaps, and each item with its highlight, the hairline above it (none above the first
  /// of a group), its checkmark or dash, its title (red when
  /// destructive, gray when disabled) on the leading side and its image on the trailing side
  /// (a submenu's chevron there too, beside its image when it has one; an open submenu's header
  /// in bold with a downward chevron).
  /// Right to left, titles and checkmarks go right and images left.
  /// - Parameters:
  ///   - list: The list to draw into, with its origin at the table's top-left corner.
  ///   - highlightedItem: The index of the item under the finger or chosen by the keyboard.
  ///   - textMeasurer: Measures titles, to centre them and to align them right to left.
  ///   - reducesTransparency: Whether the panel's material is drawn flat (Reduce Transparency)
  ///     rather than blurring what lies behind it, and its heading and hairlines in their flat
  ///     colors rather than vibrant.
  @preconcurrency @MainActor
  public func draw(
    in list: inout DrawList, highlightedItem: Int?, textMeasurer: any TextMeasuring,
    reducesTransparency: Bool = false
  ) {
    guard !isEmpty, panelFrame.width > 0, panelFrame.height > 0 else { return }
    let radius = Metrics.contextMenuCornerRadius
    // The material first, so that its blur does not take in the panel's own shadow, then the
    // shadow around it.
    if reducesTransparency {
      list.fillRoundedRect(panelFrame, cornerRadius: radius, color: .menuBackground)
    } else {
      list.material(
        Metrics.alertMaterial, in: panelFrame, cornerRadius: radius, reducesTransparency: false)
    }
    list.shadow(
      around: panelFrame, cornerRadius: radius, blur: Metrics.contextMenuShadowBlur,
      color: Color(white: 0, alpha: Metrics.contextMenuShadowAlpha))
    list.clipped(to: panelFrame) { list in
      if let titleFrame {
        drawTitle(
          in: titleFrame, into: &list, textMeasurer: textMeasurer,
          reducesTransparency: reducesTransparency)
      }
      for gap in groupGaps { list.fill(gap, color: .menuGroupGap) }
      for (index, item) in items.enumerated() {
        drawItem(
          item, isHighlighted: index == highlightedItem, into: &list, textMeasurer: textMeasurer,
          reducesTransparency: reducesTransparency)
      }
    }
  }

  @MainActor
  private func drawTitle(
    in frame: CGRect, into list: inout DrawList, textMeasurer: any TextMeasuring,
    reducesTransparency: Bool
  ) {
    let font = Metrics.contextMenuTitleFont
    let padding = Metrics.contextMenuItemPadding
    let maxWidth = frame.width - 2 * padding
    let width = min(maxWidth, textMeasurer.size(of: title, font: font).width)
    let x = isRightToLeft ? frame.maxX - padding - width : frame.minX + padding
    let y = (frame.midY - textMeasurer.lineHeight(of: font) / 2).rounded()
    // The heading and the hairlines are vibrant, as iOS 17 draws them over the material.
    list.vibrant(
      .secondaryLabel, over: Metrics.alertMaterial, reducesTransparency: reducesTransparency
    ) {
      $0.text(
        TextRun(
          title, font: font, color: .secondaryLabel, origin: CGPoint(x: x, y: y),
          maxWidth: maxWidth))
    }
    // The hairline lies below the heading, over the top of the first item.
    drawHairline(
      from: CGPoint(x: frame.minX, y: frame.maxY), to: CGPoint(x: frame.maxX, y: frame.maxY),
      into: &list, reducesTransparency: reducesTransparency)
  }

  /// A vibrant hairline between `from` and `to`.
  private func drawHairline(
    from: CGPoint, to: CGPoint, into list: inout DrawList, reducesTransparency: Bool
  ) {
    list.vibrant(
      .separator, over: Metrics.alertMaterial, reducesTransparency: reducesTransparency
    ) { $0.append(.line(from: from, to: to, pixelWidth: 1, .separator)) }
  }

  @MainActor
  private func drawItem(
    _ item: Item, isHighlighted: Bool, into list: inout DrawList, textMeasurer: any TextMeasuring,
    reducesTransparency: Bool
  ) {
    let frame = item.frame
    let entry = item.entry
    if isHighlighted && entry.isEnabled {
      // The panel's own rounded shape, cut to the item: the first and last items' highlights
      // keep the panel's corners.
      list.clipped(to: frame) {
        $0.fillRoundedRect(
          panelFrame, cornerRadius: Metrics.contextMenuCornerRadius, color: .menuHighlight)
      }
    }
    if !item.isFirstInGroup {
      drawHairline(
        from: CGPoint(x: frame.minX, y: frame.minY), to: CGPoint(x: frame.maxX, y: frame.minY),
        into: &list, reducesTransparency: reducesTransparency)
    }
    let padding = Metrics.contextMenuItemPadding
    let color: Color =
      !entry.isEnabled
      ? .disabledLabel : entry.attributes.contains(.destructive) ? .destructiveRed : .label

    // 1. The state column on the leading side.
    let stateWidth = showsStateColumn ? Metrics.contextMenuStateColumnWidth : 0
    let mark = Metrics.contextMenuCheckmarkSize
    let markX = isRightToLeft ? frame.maxX - padding - mark.width : frame.minX + padding
    let markRect = CGRect(
      x: markX, y: frame.midY - mark.height / 2, width: mark.width, height: mark.height)
    switch entry.state {
    case .on:
      list.checkmark(in: markRect, lineWidth: 2, color: color)
    case .mixed:
      list.append(
        .polyline(
          [
            CGPoint(x: markRect.minX + 1, y: markRect.midY),
            CGPoint(x: markRect.maxX - 1, y: markRect.midY),
          ],
          lineWidth: 2, color))
    case .off:
      break
    }

    // 2. The image on the trailing side, fitted into its box; a submenu's chevron there, or,
    //    when the submenu has an image, beside the image on its leading side.
    let side = Metrics.contextMenuImageSide
    var imageRoom: CGFloat = 0
    let box = CGRect(
      x: isRightToLeft ? frame.minX + padding : frame.maxX - padding - side,
      y: frame.midY - side / 2, width: side, height: side)
    let image = entry.kind == .submenuHeader ? nil : entry.image
    if let image {
      imageRoom = side + padding / 2
      let rect = Self.aspectFit(entry.imageSize, in: box)
      if image.isSymbolImage {
        // A symbol takes the title's color, gray when disabled, as on iOS.
        list.image(image, in: rect, tint: color)
      } else {
        list.withAlpha(entry.isEnabled ? 1 : 0.35) { $0.image(image, in: rect, tint: color) }
      }
    }
    if entry.kind != .action {
      var chevronBox = box
      if image != nil {
        let width = Metrics.contextMenuSubmenuChevronBoxWidth
        chevronBox = CGRect(
          x: isRightToLeft ? box.maxX + padding / 2 : box.minX - padding / 2 - width,
          y: box.minY, width: width, height: box.height)
        imageRoom += width + padding / 2
      } else {
        imageRoom = side + padding / 2
      }
      Self.drawSubmenuChevron(
        in: chevronBox, pointsDown: entry.kind == .submenuHeader, isRightToLeft: isRightToLeft,
        color: color, into: &list)
    }

    // 3. The title on the leading side, in what room is left; an open submenu's in bold.
    let font =
      entry.kind == .submenuHeader
      ? Metrics.contextMenuSubmenuHeaderFont : Metrics.contextMenuItemFont
    let maxWidth = max(0, frame.width - 2 * padding - stateWidth - imageRoom)
    let width = min(maxWidth, textMeasurer.size(of: entry.title, font: font).width)
    let x =
      isRightToLeft
      ? frame.maxX - padding - stateWidth - width : frame.minX + padding + stateWidth
    let y = (frame.midY - textMeasurer.lineHeight(of: font) / 2).rounded()
    list.text(
      TextRun(
        entry.title, font: font, color: color, origin: CGPoint(x: x, y: y), maxWidth: maxWidth))
  }

  /// A submenu row's chevron, pointing to the trailing side, or down on an open submenu's
  /// header, centred in `box` at the size of a disclosure chevron.
  @MainActor
  static func drawSubmenuChevron(
    in box: CGRect, pointsDown: Bool, isRightToLeft: Bool, color: Color,
    into list: inout DrawList
  ) {
    let size = Metrics.contextMenuSubmenuChevronSize
    if pointsDown {
      let rect = CGRect(
        x: box.midX - size.height / 2, y: box.midY - size.width / 2, width: size.height,
        height: size.width)
      list.append(
        .polyline(
          [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.midX, y: rect.maxY),
            CGPoint(x: rect.maxX, y: rect.minY),
          ], lineWidth: 2, color))
    } else {
      let rect = CGRect(
        x: box.midX - size.width / 2, y: box.midY - size.height / 2, width: size.width,
        height: size.height)
      list.chevron(in: rect, lineWidth: 2, color: color, pointsLeft: isRightToLeft)
    }
  }

  /// `size` scaled to fit `box`, centred in it; the whole box when the size is unknown.
  static func aspectFit(_ size: CGSize?, in box: CGRect) -> CGRect {
    guard let size, size.width > 0, size.height > 0 else { return box }
    let factor = min(box.width / size.width, box.height / size.height)
    let fitted = CGSize(width: size.width * factor, height: size.height * factor)
    return CGRect(
      x: box.midX - fitted.width / 2, y: box.midY - fitted.height / 2, width: fitted.width,
      height: fitted.height)
  }
}

extension Metrics {
  /// The box a submenu row's chevron takes beside the submenu's image.
  public static let contextMenuSubmenuChevronBoxWidth: CGFloat = 12
}
