import Foundation

extension TableViewCell {
  /// The frames a cell's parts take, in the cell's coordinates (image and labels in the content
  /// view's), already mirrored for right-to-left layout.
  struct PartFrames: Equatable {
    var contentView: CGRect
    var imageView: CGRect?
    var textLabel: CGRect?
    var detailTextLabel: CGRect?
    var accessory: CGRect?
    /// The leading x of the title in the cell's coordinates (before mirroring), which the
    /// separator follows when the cell shows an image.
    var titleLeading: CGFloat
  }

  /// The custom accessory in force: the editing one while editing.
  var activeAccessoryView: View? { isEditing ? editingAccessoryView : accessoryView }
  /// The standard accessory in force.
  var activeAccessoryType: AccessoryType { isEditing ? editingAccessoryType : accessoryType }

  /// The separator inset a cell uses until one is set: the table's, moved to the title when an
  /// image is showing.
  var defaultSeparatorInset: EdgeInsets {
    var inset = tableSeparatorInset
    if imageView?.image != nil {
      let frames = partFrames(width: frame.width, height: frame.height)
      if frames.imageView != nil { inset.left = max(inset.left, frames.titleLeading) }
    }
    return inset
  }

  // MARK: - Layout

  /// Places the content view, the standard image and labels, and the accessory.
  func layoutStandardParts() {
    let frames = partFrames(width: frame.width, height: frame.height)
    contentView.frame = frames.contentView
    if let imageView {
      imageView.isHidden = frames.imageView == nil
      if let rect = frames.imageView { imageView.frame = rect }
    }
    if let textLabel, let rect = frames.textLabel { textLabel.frame = rect }
    if let detailTextLabel, let rect = frames.detailTextLabel { detailTextLabel.frame = rect }
    let custom = activeAccessoryView
    for view in [accessoryView, editingAccessoryView].compactMap({ $0 }) where view !== custom {
      view.removeFromSuperview()
    }
    accessoryMarks.type = custom == nil ? activeAccessoryType : .none
    if let custom {
      if custom.superview !== self { addSubview(custom) }
      custom.frame = frames.accessory ?? .zero
      accessoryMarks.isHidden = true
    } else {
      accessoryMarks.isHidden = frames.accessory == nil
      accessoryMarks.frame = frames.accessory ?? .zero
    }
    let rightToLeft = isRightToLeft
    switch style {
    case .value1: detailTextLabel?.textAlignment = rightToLeft ? .left : .right
    case .value2: textLabel?.textAlignment = rightToLeft ? .left : .right
    case .default, .subtitle: break
    }
  }

  /// The size of the accessory in force, zero when there is none.
  private var accessorySize: CGSize {
    if let view = activeAccessoryView {
      let size = view.frame.size == .zero ? view.sizeThatFits(.zero) : view.frame.size
      return size
    }
    return AccessoryMarkView.size(of: activeAccessoryType)
  }

  /// Computes where every standard part goes in a cell of `width` × `height`.
  func partFrames(width: CGFloat, height: CGFloat) -> PartFrames {
    let margin = Metrics.margin
    let round = screen.roundToPixel
    // 1. The editing indent and the accessory split the row into the content view.
    let editingIndent: CGFloat = isEditing && shouldIndentWhileEditing ? Metrics.editingIndent : 0
    let accessory = accessorySize
    var accessoryFrame: CGRect?
    let trailingEdge = width - trailingContentInset
    var contentMaxX = trailingEdge
    if accessory.width > 0 {
      let frame = CGRect(
        x: trailingEdge - margin - accessory.width, y: round((height - accessory.height) / 2),
        width: accessory.width, height: accessory.height)
      accessoryFrame = frame
      contentMaxX = frame.minX
    }
    let content = CGRect(
      x: editingIndent, y: 0, width: max(0, contentMaxX - editingIndent), height: height)
    // 2. Inside the content view: margins, indentation, then the image.
    var leading = margin + CGFloat(max(0, indentationLevel)) * indentationWidth
    let trailing = content.width - (accessoryFrame == nil ? margin : Metrics.accessorySpacing)
    var imageFrame: CGRect?
    if style != .value2, let imageView, imageView.image != nil {
      let natural = imageView.imageSize
      let side = max(0, height <= Metrics.rowHeight ? Metrics.imageMaximumSide : height - margin)
      if natural.width > 0, natural.height > 0 {
        let factor = min(1, side / max(natural.width, natural.height))
        let size = CGSize(
          width: round(natural.width * factor), height: round(natural.height * factor))
        imageFrame = CGRect(
          x: leading, y: round((height - size.height) / 2), width: size.width, height: size.height)
        leading += size.width + Metrics.imageTitleSpacing
      }
    }
    // 3. The labels, by style.
    let available = max(0, trailing - leading)
    var titleFrame: CGRect?
    var detailFrame: CGRect?
    func labelSize(_ label: Label?, width: CGFloat) -> CGSize {
      guard let label, let text = label.text, !text.isEmpty else { return .zero }
      return label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
    }
    func centered(_ x: CGFloat, _ width: CGFloat, _ size: CGSize) -> CGRect {
      CGRect(x: x, y: round((height - size.height) / 2), width: width, height: size.height)
    }
    switch style {
    case .default:
      titleFrame = centered(leading, available, labelSize(textLabel, width: available))
    case .subtitle:
      let title = labelSize(textLabel, width: available)
      let detail = labelSize(detailTextLabel, width: available)
      let top = round((height - title.height - detail.height) / 2)
      titleFrame = CGRect(x: leading, y: top, width: available, height: title.height)
      detailFrame = CGRect(
        x: leading, y: top + title.height, width: available, height: detail.height)
    case .value1:
      // Both labels keep their natural widths when they fit. Otherwise the title keeps at least
      // `value1TitleMinimumShare` of the room (less only when the detail is shorter than what
      // is left) and the detail truncates in the rest.
      let gap = Metrics.value1Spacing
      let titleNatural = labelSize(textLabel, width: .greatestFiniteMagnitude).width
      let detailNatural = labelSize(detailTextLabel, width: .greatestFiniteMagnitude).width
      var titleWidth = min(titleNatural, available)
      var detailWidth = min(detailNatural, max(0, available - titleWidth - gap))
      if titleNatural + gap + detailNatural > available, detailNatural > 0 {
        let titleShare = available * Metrics.value1TitleMinimumShare
        titleWidth = min(titleNatural, max(titleShare, available - detailNatural - gap))
        detailWidth = max(0, available - titleWidth - gap)
      }
      let title = labelSize(textLabel, width: titleWidth)
      let detail = labelSize(detailTextLabel, width: detailWidth)
      let (titleY, detailY) = baselineAlignedTops(title.height, detail.height, height: height)
      titleFrame = CGRect(x: leading, y: titleY, width: titleWidth, height: title.height)
      detailFrame = CGRect(
        x: trailing - detailWidth, y: detailY, width: detailWidth, height: detail.height)
    case .value2:
      // The title column has the same width in every row of a table, whatever the accessory.
      let column = Self.value2TitleColumnWidth(cellWidth: width)
      let titleWidth = min(column, available)
      let detailX = leading + titleWidth + Metrics.value2Spacing
      let detailWidth = max(0, trailing - detailX)
      let title = labelSize(textLabel, width: titleWidth)
      let detail = labelSize(detailTextLabel, width: detailWidth)
      let (titleY, detailY) = baselineAlignedTops(title.height, detail.height, height: height)
      titleFrame = CGRect(x: leading, y: titleY, width: titleWidth, height: title.height)
      detailFrame = CGRect(x: detailX, y: detailY, width: detailWidth, height: detail.height)
    }
    var frames = PartFrames(
      contentView: content, imageView: imageFrame, textLabel: titleFrame,
      detailTextLabel: detailFrame, accessory: accessoryFrame,
      titleLeading: content.minX + leading)
    // 4. Right to left: mirror the content view and accessory in the cell, and the parts in the
    // content view.
    if isRightToLeft {
      func mirror(_ rect: CGRect?, in width: CGFloat) -> CGRect? {
        rect.map { CGRect(x: width - $0.maxX, y: $0.minY, width: $0.width, height: $0.height) }
      }
      frames.contentView = mirror(frames.contentView, in: width) ?? frames.contentView
      frames.accessory = mirror(frames.accessory, in: width)
      frames.imageView = mirror(frames.imageView, in: content.width)
      frames.textLabel = mirror(frames.textLabel, in: content.width)
      frames.detailTextLabel = mirror(frames.detailTextLabel, in: content.width)
    }
    return frames
  }

  /// The width of a value2 cell's title column in a cell `cellWidth` wide: about a quarter of
  /// the width, within `Metrics.value2TitleColumnWidthRange`.
  static func value2TitleColumnWidth(cellWidth: CGFloat) -> CGFloat {
    let range = Metrics.value2TitleColumnWidthRange
    let quarter = (cellWidth * Metrics.value2TitleColumnFraction - Metrics.margin).rounded()
    return min(range.upperBound, max(range.lowerBound, quarter))
  }

  /// The tops of a title and a detail side by side in a row `height` tall. On single lines the
  /// taller label is centred and the other moves so that both share a baseline, as UIKit's
  /// value1 and value2 cells do; labels of several lines are each centred.
  private func baselineAlignedTops(
    _ titleHeight: CGFloat, _ detailHeight: CGFloat, height: CGFloat
  ) -> (CGFloat, CGFloat) {
    let round = screen.roundToPixel
    let measurer = screen.textMeasurer
    let titleBaseline = textLabel.map { measurer.baseline(of: $0.font) } ?? 0
    let detailBaseline = detailTextLabel.map { measurer.baseline(of: $0.font) } ?? 0
    let oneLine = [(textLabel, titleHeight), (detailTextLabel, detailHeight)].allSatisfy {
      label, blockHeight in
      label.map { blockHeight <= measurer.lineHeight(of: $0.font) } ?? true
    }
    if titleHeight == 0 || detailHeight == 0 || !oneLine {
      // A label of several lines centres on its own, as does a label beside an empty one.
      return (round((height - titleHeight) / 2), round((height - detailHeight) / 2))
    }
    if detailHeight > titleHeight {
      let detailY = round((height - detailHeight) / 2)
      return (round(detailY + detailBaseline - titleBaseline), detailY)
    }
    let titleY = round((height - titleHeight) / 2)
    return (titleY, round(titleY + titleBaseline - detailBaseline))
  }

  /// The height the standard content needs at `width`: the labels' block plus padding above and
  /// below, never less than a standard row. Used for `TableView.automaticDimension`.
  func standardFittingHeight(width: CGFloat) -> CGFloat {
    let frames = partFrames(width: width, height: Metrics.rowHeight)
    let title = frames.textLabel?.height ?? 0
    let detail = frames.detailTextLabel?.height ?? 0
    let block: CGFloat
    switch style {
    case .subtitle: block = title + detail
    case .default: block = title
    case .value1, .value2: block = max(title, detail)
    }
    let image = frames.imageView.map { $0.height + Metrics.margin } ?? 0
    return max(Metrics.rowHeight, (block + 2 * Metrics.verticalPadding).rounded(.up), image)
  }
}
