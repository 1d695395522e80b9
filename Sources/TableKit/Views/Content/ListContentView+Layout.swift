import Foundation

extension ListContentView {
  /// Where the parts of a list content view go, in its coordinates, already mirrored for
  /// right-to-left layout; nil for a part with nothing to show.
  struct PartFrames: Equatable {
    var image: CGRect?
    var text: CGRect?
    var secondaryText: CGRect?
  }

  /// Computes where the image and the texts go in a view `width` × `height`. Cells place them as
  /// the classic styles do (`TableViewCell+Layout.swift`): the image fitted to the row and
  /// centred at the leading margin, then the texts stacked and centred as a block, or side by
  /// side sharing a baseline. Headers and footers place the texts as `TableViewHeaderFooterView`
  /// places its title for the same role.
  /// - Complexity: O(length of the texts), for measuring them.
  func partFrames(width: CGFloat, height: CGFloat) -> PartFrames {
    let configuration = listConfiguration
    let round = screen.roundToPixel
    // 1. The image, fitted within the row's limit and its own maximum size, centred in the room
    // reserved for it at the leading margin.
    var leading = margins.leading
    let trailing = width - margins.trailing
    var frames = PartFrames()
    let properties = configuration.imageProperties
    var imageRoom = properties.reservedLayoutSize.width
    if configuration.image != nil {
      let scaled = SymbolImageScaling.layoutSize(
        of: configuration.image, naturalSize: imageView.imageSize, traits: traitCollection)
      let natural = scaled.size
      // A symbol follows the text size whatever the row's height; other images fit the row.
      let rowSide = height <= Metrics.rowHeight ? Metrics.imageMaximumSide : height - Metrics.margin
      let side = max(0, scaled.isSymbol ? max(rowSide, natural.width, natural.height) : rowSide)
      let limit = CGSize(
        width: properties.maximumSize.width > 0 ? min(side, properties.maximumSize.width) : side,
        height: properties.maximumSize.height > 0 ? min(side, properties.maximumSize.height) : side)
      if natural.width > 0, natural.height > 0 {
        let factor = min(1, limit.width / natural.width, limit.height / natural.height)
        let size = CGSize(
          width: round(natural.width * factor), height: round(natural.height * factor))
        imageRoom = max(imageRoom, size.width)
        // Symbols share one room, so that texts beside narrow and wide symbols line up.
        imageRoom = max(imageRoom, scaled.sharedWidth)
        frames.image = CGRect(
          x: leading + round((imageRoom - size.width) / 2), y: round((height - size.height) / 2),
          width: size.width, height: size.height)
      }
    }
    if imageRoom > 0 { leading += imageRoom + configuration.imageToTextPadding }
    // 2. The texts, by style.
    let available = max(0, trailing - leading)
    let title = hasText(textLabel) ? textLabel : nil
    let detail = hasText(secondaryTextLabel) ? secondaryTextLabel : nil
    func measured(_ label: Label?, width: CGFloat) -> CGSize {
      label?.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)) ?? .zero
    }
    if configuration.style == .cell, showsTextsSideBySide, configuration.keepsTextInValue2Column
    {
      // The classic value2 column: as wide in every row of a table, whatever the accessory.
      let column = TableViewCell.value2TitleColumnWidth(cellWidth: hostCellWidth ?? width)
      let titleWidth = min(column, available)
      let detailX = leading + titleWidth + Metrics.value2Spacing
      let detailWidth = max(0, trailing - detailX)
      let titleSize = measured(title, width: titleWidth)
      let detailSize = measured(detail, width: detailWidth)
      let y = SideBySideTextLayout.tops(
        titleHeight: titleSize.height, detailHeight: detailSize.height, titleFont: title?.font,
        detailFont: detail?.font, height: height, screen: screen)
      if title != nil {
        frames.text = CGRect(x: leading, y: y.title, width: titleWidth, height: titleSize.height)
      }
      if detail != nil {
        frames.secondaryText = CGRect(
          x: detailX, y: y.detail, width: detailWidth, height: detailSize.height)
      }
    } else if configuration.style == .cell, showsTextsSideBySide {
      let (titleFrame, detailFrame) = SideBySideTextLayout.frames(
        title: title, detail: detail, leading: leading, trailing: trailing,
        spacing: configuration.textToSecondaryTextHorizontalPadding, height: height,
        screen: screen)
      frames.text = title == nil ? nil : titleFrame
      frames.secondaryText = detail == nil ? nil : detailFrame
    } else {
      let titleHeight = measured(title, width: available).height
      let detailHeight = measured(detail, width: available).height
      let gap = title != nil && detail != nil ? configuration.textToSecondaryTextVerticalPadding : 0
      let block = titleHeight + gap + detailHeight
      let top: CGFloat
      switch configuration.style {
      case .cell, .plainHeader, .plainFooter: top = (height - block) / 2
      case .groupedHeader: top = height - Metrics.groupedHeaderTitleGap - block
      case .groupedFooter: top = Metrics.groupedFooterTitleGap
      }
      if title != nil {
        frames.text = CGRect(x: leading, y: round(top), width: available, height: titleHeight)
      }
      if detail != nil {
        frames.secondaryText = CGRect(
          x: leading, y: round(top) + titleHeight + gap, width: available, height: detailHeight)
      }
    }
    // 3. Right to left: mirror the parts in the view.
    if isRightToLeft {
      func mirror(_ rect: CGRect?) -> CGRect? {
        rect.map { CGRect(x: width - $0.maxX, y: $0.minY, width: $0.width, height: $0.height) }
      }
      frames = PartFrames(
        image: mirror(frames.image), text: mirror(frames.text),
        secondaryText: mirror(frames.secondaryText))
    }
    return frames
  }

  /// The height the content needs at `width` (see `sizeThatFits(_:)`).
  func fittingHeight(width: CGFloat) -> CGFloat {
    let frames = partFrames(width: width, height: Metrics.rowHeight)
    let title = frames.text?.height ?? 0
    let detail = frames.secondaryText?.height ?? 0
    let configuration = listConfiguration
    let sideBySide = configuration.style == .cell && showsTextsSideBySide
    let gap =
      frames.text != nil && frames.secondaryText != nil && !sideBySide
      ? configuration.textToSecondaryTextVerticalPadding : 0
    let block = sideBySide ? max(title, detail) : title + gap + detail
    switch configuration.style {
    case .cell:
      let image = frames.image.map { $0.height + Metrics.margin } ?? 0
      return max((block + 2 * Metrics.verticalPadding).rounded(.up), image)
    case .plainHeader, .plainFooter:
      let padded = block + 2 * Metrics.plainHeaderTitlePadding
      return block > 0 ? max(Metrics.plainHeaderHeight, padded.rounded(.up)) : 0
    case .groupedHeader:
      let padded = block > 0 ? block + 2 * Metrics.groupedHeaderTitleGap : 0
      return max(Metrics.groupedTitledHeaderHeight, padded.rounded(.up))
    case .groupedFooter:
      guard block > 0 else { return Metrics.groupedUntitledFooterHeight }
      return Metrics.groupedFooterTitleGap + block + Metrics.groupedFooterBottomPadding
    }
  }

  /// Whether the texts share a line: the configuration prefers it, and the text size is not
  /// an accessibility one, where UIKit stacks them.
  var showsTextsSideBySide: Bool {
    listConfiguration.prefersSideBySideTextAndSecondaryText
      && !traitCollection.preferredContentSizeCategory.isAccessibilityCategory
  }

  private func hasText(_ label: Label) -> Bool { !(label.text ?? "").isEmpty }

  /// The width of the cell this view shows the content of, if it is in one.
  private var hostCellWidth: CGFloat? {
    var view = superview
    while let current = view {
      if let cell = current as? TableViewCell { return cell.frame.width }
      view = current.superview
    }
    return nil
  }
}
