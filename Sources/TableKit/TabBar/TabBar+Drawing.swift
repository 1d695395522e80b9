import Foundation

/// How a tab bar draws: its appearance's background and top hairline (by default the bar
/// material, clear while the content ends above the bar, as iOS 15's scroll-edge look), then
/// each tab's image and title (the selected tab in the tint, the others gray, a pressed one
/// dimmed, or as the appearance's item states say) and its badge.
extension TabBar {
  func drawTabBar(in list: inout DrawList) {
    drawBottomBarBackground(backdrop, isTranslucent: isTranslucent, into: &list)
    let items = self.items ?? []
    let inline = laysOutInline
    let appearance = itemAppearance
    for (index, frame) in itemFrames.enumerated() {
      let item = items[index]
      let selected = item === selectedItem
      let look = TabLook(
        item: item, selected: selected,
        state: appearance.state(isEnabled: item.isEnabled, isSelected: selected),
        tint: tintColor, unselectedTint: unselectedItemTintColor)
      let alpha: CGFloat = pressedIndex == index ? 0.5 : 1
      list.withAlpha(alpha) { list in
        let imageRect =
          inline
          ? drawInline(item, selected: selected, look: look, in: frame, into: &list)
          : drawStacked(item, selected: selected, look: look, in: frame, into: &list)
        if let badge = item.badgeValue {
          drawBadge(badge, look: look, at: imageRect, into: &list)
        }
      }
    }
  }

  /// The colors and fonts one tab is drawn with: its state's appearance where it sets them,
  /// else the bar's (the tint when selected, `unselectedItemTintColor` or gray otherwise, a
  /// disabled tab at half strength), the item's own badge color first.
  struct TabLook {
    var iconColor: Color
    var titleColor: Color
    var titleFont: Font?
    var badgeColor: Color
    var badgeTextColor: Color

    init(
      item: TabBarItem, selected: Bool, state: TabBarItemStateAppearance, tint: Color,
      unselectedTint: Color?
    ) {
      var barColor: Color = selected ? tint : unselectedTint ?? Metrics.tabBarUnselectedColor
      if !item.isEnabled { barColor = barColor.multiplyingAlpha(by: 0.5) }
      iconColor = state.iconColor ?? barColor
      titleColor = state.titleTextAttributes.foregroundColor ?? iconColor
      titleFont = state.titleTextAttributes.font
      badgeColor = item.badgeColor ?? state.badgeBackgroundColor ?? .systemRed
      badgeTextColor = state.badgeTextAttributes.foregroundColor ?? .white
    }
  }

  /// Image over title, centred in the tab (a phone's bar).
  /// - Returns: The image's box, where the badge goes.
  private func drawStacked(
    _ item: TabBarItem, selected: Bool, look: TabLook, in frame: CGRect,
    into list: inout DrawList
  ) -> CGRect {
    let box = Metrics.tabBarImageSize
    let imageRect = CGRect(
      x: screen.roundToPixel(frame.midX - box.width / 2), y: Metrics.tabBarImageTop,
      width: box.width, height: box.height)
    if let image = item.image(selected: selected) {
      list.image(image, in: fitted(image, in: imageRect), tint: look.iconColor)
    }
    if let title = item.title, !title.isEmpty {
      let font = look.titleFont ?? Metrics.tabBarTitleFont
      let maxWidth = max(0, frame.width - 4)
      let width = min(maxWidth, screen.textMeasurer.size(of: title, font: font).width)
      list.text(
        TextRun(
          title, font: font, color: look.titleColor,
          origin: CGPoint(
            x: screen.roundToPixel(frame.midX - width / 2), y: Metrics.tabBarTitleTop),
          maxWidth: maxWidth))
    }
    return imageRect
  }

  /// Image beside title, centred in the tab (a wide bar, as iPad's); mirrored right to left.
  /// - Returns: The image's box, where the badge goes.
  private func drawInline(
    _ item: TabBarItem, selected: Bool, look: TabLook, in frame: CGRect,
    into list: inout DrawList
  ) -> CGRect {
    let content = inlineContentWidth(of: item)
    let box = Metrics.tabBarInlineImageSize
    let font = look.titleFont ?? Metrics.tabBarInlineTitleFont
    let start = screen.roundToPixel(frame.midX - content / 2)
    let image = item.image(selected: selected)
    let imageX = isRightToLeft ? start + content - box.width : start
    let imageRect = CGRect(
      x: imageX, y: ((frame.height - box.height) / 2).rounded(), width: box.width,
      height: box.height)
    if let image { list.image(image, in: fitted(image, in: imageRect), tint: look.iconColor) }
    if let title = item.title, !title.isEmpty {
      let titleWidth = screen.textMeasurer.size(of: title, font: font).width
      let shift = image == nil ? 0 : box.width + Metrics.tabBarInlineSpacing
      let x = isRightToLeft ? start + content - shift - titleWidth : start + shift
      let y = screen.roundToPixel((frame.height - screen.textMeasurer.lineHeight(of: font)) / 2)
      list.text(
        TextRun(
          title, font: font, color: look.titleColor, origin: CGPoint(x: x, y: y),
          maxWidth: max(0, frame.width - shift)))
    }
    return imageRect
  }

  /// `image` at its natural size within `box` (shrunk to fit, never grown past 1.3 times),
  /// centred.
  private func fitted(_ image: Image, in box: CGRect) -> CGRect {
    let natural = screen.imageProvider.size(of: image) ?? box.size
    guard natural.width > 0, natural.height > 0 else { return box }
    let scale = min(box.width / natural.width, box.height / natural.height, 1.3)
    let size = CGSize(width: natural.width * scale, height: natural.height * scale)
    return CGRect(
      x: box.midX - size.width / 2, y: box.midY - size.height / 2, width: size.width,
      height: size.height)
  }

  /// The badge at the image's top trailing corner: a capsule at least as wide as tall with the
  /// value in white, or a small dot for an empty value, as iOS draws them.
  private func drawBadge(_ value: String, look: TabLook, at image: CGRect, into list: inout DrawList)
  {
    let color = look.badgeColor
    let trailing: CGFloat = isRightToLeft ? -1 : 1
    if value.isEmpty {
      let side = Metrics.tabBarBadgeDotSize
      let centre = CGPoint(x: image.midX + trailing * (image.width / 2 - 1), y: image.minY + 3)
      list.append(
        .fillEllipse(
          CGRect(x: centre.x - side / 2, y: centre.y - side / 2, width: side, height: side),
          color))
      return
    }
    let font = Metrics.tabBarBadgeFont
    let height = Metrics.tabBarBadgeHeight
    let textWidth = screen.textMeasurer.size(of: value, font: font).width
    let width = max(height, textWidth + 2 * Metrics.tabBarBadgePadding)
    // The badge starts a little past the image's centre, towards its trailing side.
    let leadingX = image.midX + trailing * 5
    let x = isRightToLeft ? leadingX - width : leadingX
    let badge = CGRect(x: screen.roundToPixel(x), y: image.minY - 3, width: width, height: height)
    list.fillRoundedRect(badge, cornerRadius: height / 2, color: color)
    list.text(
      TextRun(
        value, font: font, color: look.badgeTextColor,
        origin: CGPoint(
          x: screen.roundToPixel(badge.midX - textWidth / 2),
          y: screen.roundToPixel(badge.midY - screen.textMeasurer.lineHeight(of: font) / 2)),
        maxWidth: width))
  }
}
