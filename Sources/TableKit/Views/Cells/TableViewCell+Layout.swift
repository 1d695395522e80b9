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
    /// The delete or insert control, in the editing layout of a cell with an editing style.
    var editingControl: CGRect? = nil
    /// The reorder control, in the editing layout of a cell that shows it (in the accessory's
    /// place).
    var reorderControl: CGRect? = nil
    /// The leading x of the title in the cell's coordinates (before mirroring), which the
    /// separator follows when the cell shows an image.
    var titleLeading: CGFloat

    /// The frames part of the way from `self` to `other`, as `fraction` goes from 0 to 1. The
    /// controls and the accessory are not blended: they fade rather than move.
    func blended(with other: PartFrames, fraction: CGFloat) -> PartFrames {
      func mix(_ a: CGRect?, _ b: CGRect?) -> CGRect? {
        guard let a, let b else { return fraction < 0.5 ? a : b }
        return a.adding(b.subtracting(a).scaled(by: Double(fraction)))
      }
      var result = self
      result.contentView = mix(contentView, other.contentView) ?? other.contentView
      result.imageView = mix(imageView, other.imageView)
      result.textLabel = mix(textLabel, other.textLabel)
      result.detailTextLabel = mix(detailTextLabel, other.detailTextLabel)
      result.titleLeading = titleLeading + (other.titleLeading - titleLeading) * fraction
      return result
    }
  }

  /// The custom accessory in force: the editing one while editing.
  var activeAccessoryView: View? { accessoryView(editing: isEditing) }
  /// The standard accessory in force.
  var activeAccessoryType: AccessoryType { accessoryType(editing: isEditing) }

  /// The custom accessory of the normal or the editing layout. While editing, the normal one
  /// stays only when `hidesAccessoryWhenEditing` is false and no editing accessory is set, and
  /// the reorder control replaces any accessory.
  func accessoryView(editing: Bool) -> View? {
    guard editing else { return accessoryView }
    if showsReorderControlWhileEditing { return nil }
    if let editingAccessoryView { return editingAccessoryView }
    return keepsAccessoryWhileEditing ? accessoryView : nil
  }

  /// The standard accessory of the normal or the editing layout.
  func accessoryType(editing: Bool) -> AccessoryType {
    guard editing else { return accessoryType }
    if showsReorderControlWhileEditing { return .none }
    if editingAccessoryView != nil || editingAccessoryType != .none { return editingAccessoryType }
    return keepsAccessoryWhileEditing ? accessoryType : .none
  }

  /// Whether the normal accessory shows while editing, for want of an editing one.
  private var keepsAccessoryWhileEditing: Bool {
    !hidesAccessoryWhenEditing && editingAccessoryView == nil && editingAccessoryType == .none
  }

  /// The separator inset a cell uses until one is set: the table's, moved to the title when an
  /// image is showing or the row is indented (the configured text's, with a content
  /// configuration), and indented with the content while editing.
  var defaultSeparatorInset: EdgeInsets {
    var inset = tableSeparatorInset
    let indent = indentsWhileEditing ? Metrics.editingIndent * presentedEditingAmount : 0
    if let textLeading = configuredTextLeading {
      inset.left = max(inset.left, textLeading - indent)
    } else if imageView?.image != nil || indentationLevel > 0 {
      let frames = partFrames(width: frame.width, height: frame.height)
      if frames.imageView != nil || indentationLevel > 0 {
        inset.left = max(inset.left, frames.titleLeading - indent)
      }
    }
    inset.left += indent
    return inset
  }

  // MARK: - Layout

  /// Places the content view, the standard image and labels, the accessory, and the editing
  /// parts. While the cell enters or leaves editing, the content's frames are blended between
  /// the two layouts and the accessory of the mode being left fades out as the other fades in.
  func layoutStandardParts() {
    // 1. The frames of the normal and the editing layout, blended by the presented amount.
    // Only the layouts on show are computed: outside editing just the normal one, and once in
    // editing just the editing one, which then stands for both.
    let amount = presentedEditingAmount
    let showsNormal = amount < 1 || !isEditing
    let showsEditing = amount > 0 || isEditing
    let normalFrames = partFrames(width: frame.width, height: frame.height, editing: !showsNormal)
    let editingFrames =
      showsEditing && showsNormal
      ? partFrames(width: frame.width, height: frame.height, editing: true) : normalFrames
    let frames =
      amount <= 0
      ? normalFrames
      : amount >= 1 ? editingFrames : normalFrames.blended(with: editingFrames, fraction: amount)
    contentView.frame = frames.contentView
    if let imageView {
      imageView.isHidden = frames.imageView == nil
      if let rect = frames.imageView { imageView.frame = rect }
    }
    if let textLabel, let rect = frames.textLabel { textLabel.frame = rect }
    if let detailTextLabel, let rect = frames.detailTextLabel { detailTextLabel.frame = rect }
    // 2. The accessory of the mode the cell is in, and the one of the mode it is leaving while
    // they cross-fade. The same accessory in both modes glides without fading.
    let target = isEditing ? editingFrames : normalFrames
    let outgoing = isEditing ? normalFrames : editingFrames
    let progress = isEditing ? amount : 1 - amount
    let custom = accessoryView(editing: isEditing)
    let oldCustom = progress < 1 ? accessoryView(editing: !isEditing) : nil
    let type = custom == nil ? accessoryType(editing: isEditing) : .none
    let oldType = oldCustom == nil && progress < 1 ? accessoryType(editing: !isEditing) : .none
    let glides = custom === oldCustom && type == oldType
    let accessoryFrame = glides ? frames.accessory : target.accessory
    for view in [accessoryView, editingAccessoryView].compactMap({ $0 })
    where view !== custom && view !== oldCustom {
      view.removeFromSuperview()
      view.alpha = 1
    }
    // The part of the mode being left fades out while the other fades in, over the whole
    // transition, as in one UIKit animation block: halfway both show at half opacity (the
    // grabber still half outside, sliding in), and by the time the grabber reaches the chevron's
    // place the chevron is mostly gone. (Staggered into halves, neither showed at 50 %.)
    let fadeIn = glides ? 1 : progress
    let fadeOut = 1 - progress
    accessoryMarks.type = type
    accessoryMarks.alpha = fadeIn
    if let custom {
      if custom.superview !== self { addSubview(custom) }
      custom.frame = accessoryFrame ?? .zero
      custom.alpha = fadeIn
      accessoryMarks.isHidden = true
    } else {
      accessoryMarks.isHidden = accessoryFrame == nil || type == .none
      accessoryMarks.frame = accessoryFrame ?? .zero
    }
    let outgoingFrame = outgoing.accessory
    outgoingAccessoryMarks.type = glides ? .none : oldType
    outgoingAccessoryMarks.isHidden = glides || oldType == .none || outgoingFrame == nil
    outgoingAccessoryMarks.frame = outgoingFrame ?? .zero
    outgoingAccessoryMarks.alpha = fadeOut
    if let oldCustom, !glides {
      if oldCustom.superview !== self { addSubview(oldCustom) }
      oldCustom.frame = outgoingFrame ?? .zero
      oldCustom.alpha = fadeOut
    }
    // 3. The editing control, the reorder control and the Delete button.
    layoutEditingParts(frames, editing: editingFrames, amount: amount)
    // Side by side, value1's detail and value2's title keep to the trailing side of their
    // room; stacked (at accessibility sizes) they start at the leading edge as a subtitle's.
    let trailingAlignment: TextAlignment =
      stacksValueTexts ? .natural : isRightToLeft ? .left : .right
    switch style {
    case .value1: detailTextLabel?.textAlignment = trailingAlignment
    case .value2: textLabel?.textAlignment = trailingAlignment
    case .default, .subtitle: break
    }
  }

  /// The size of the accessory of the normal or editing layout, zero when there is none; in
  /// the editing layout the reorder control takes the accessory's place.
  private func accessorySize(editing: Bool) -> CGSize {
    if editing && showsReorderControlWhileEditing { return ReorderControlView.size }
    if let view = accessoryView(editing: editing) {
      let size = view.frame.size == .zero ? view.sizeThatFits(.zero) : view.frame.size
      return size
    }
    return AccessoryMarkView.size(
      of: accessoryType(editing: editing),
      scale: AccessoryMarkView.scale(for: traitCollection.preferredContentSizeCategory))
  }

  /// Computes where every standard part goes in a cell of `width` × `height`, in the layout of
  /// the mode the cell is in.
  func partFrames(width: CGFloat, height: CGFloat) -> PartFrames {
    partFrames(width: width, height: height, editing: isEditing)
  }

  /// Computes where every standard part goes in a cell of `width` × `height`, in the normal or
  /// the editing layout.
  func partFrames(width: CGFloat, height: CGFloat, editing: Bool) -> PartFrames {
    let margin = tableLayoutMargin
    let round = screen.roundToPixel
    // 1. The editing indent and the accessory (or the reorder control) split the row into the
    // content view.
    let editingIndent: CGFloat = editing && indentsWhileEditing ? Metrics.editingIndent : 0
    let accessory = accessorySize(editing: editing)
    var accessoryFrame: CGRect?
    // An open Delete button does not narrow the layout: the whole row slides aside for it
    // (`layoutEditingParts`), in editing mode as after a swipe.
    let showsReorder = editing && showsReorderControlWhileEditing
    let trailingEdge = width - trailingContentInset
    var contentMaxX = trailingEdge
    if accessory.width > 0 {
      let frame = CGRect(
        x: trailingEdge - margin - accessory.width, y: round((height - accessory.height) / 2),
        width: accessory.width, height: accessory.height)
      accessoryFrame = frame
      contentMaxX = frame.minX
    }
    let reorderFrame = showsReorder ? accessoryFrame : nil
    var editingControlFrame: CGRect?
    if editing && (editingStyle != .none || editingState.showsSelectionCircle) {
      let side = Metrics.editingControlDiameter
      // The control keeps to the cell's edge; only the content follows a readable width.
      editingControlFrame = CGRect(
        x: Metrics.margin, y: round((height - side) / 2), width: side, height: side)
    }
    let content = CGRect(
      x: editingIndent, y: 0, width: max(0, contentMaxX - editingIndent), height: height)
    // 2. Inside the content view: margins, indentation, then the image.
    var leading = margin + CGFloat(max(0, indentationLevel)) * indentationWidth
    let trailing = content.width - (accessoryFrame == nil ? margin : Metrics.accessorySpacing)
    var imageFrame: CGRect?
    if style != .value2, let imageView, imageView.image != nil {
      let scaled = SymbolImageScaling.layoutSize(
        of: imageView.image, naturalSize: imageView.imageSize, traits: traitCollection)
      let natural = scaled.size
      // A symbol follows the text size whatever the row's height; other images fit the row.
      let rowSide = height <= Metrics.rowHeight ? Metrics.imageMaximumSide : height - Metrics.margin
      let side = max(0, scaled.isSymbol ? max(rowSide, natural.width, natural.height) : rowSide)
      if natural.width > 0, natural.height > 0 {
        let factor = min(1, side / max(natural.width, natural.height))
        let size = CGSize(
          width: round(natural.width * factor), height: round(natural.height * factor))
        // A symbol is centred in the room symbols share, so that titles line up.
        let room = max(size.width, scaled.sharedWidth)
        imageFrame = CGRect(
          x: leading + round((room - size.width) / 2), y: round((height - size.height) / 2),
          width: size.width, height: size.height)
        leading += room + Metrics.imageTitleSpacing
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
    case .subtitle, .value1 where stacksValueTexts, .value2 where stacksValueTexts:
      let title = labelSize(textLabel, width: available)
      let detail = labelSize(detailTextLabel, width: available)
      let top = round((height - title.height - detail.height) / 2)
      titleFrame = CGRect(x: leading, y: top, width: available, height: title.height)
      detailFrame = CGRect(
        x: leading, y: top + title.height, width: available, height: detail.height)
    case .value1:
      // The title keeps most of the room; the detail truncates first (`SideBySideTextLayout`).
      (titleFrame, detailFrame) = SideBySideTextLayout.frames(
        title: textLabel, detail: detailTextLabel, leading: leading, trailing: trailing,
        spacing: Metrics.value1Spacing, height: height, screen: screen)
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
      editingControl: editingControlFrame, reorderControl: reorderFrame,
      titleLeading: content.minX + leading)
    // 4. Right to left: mirror the content view and accessory in the cell, and the parts in the
    // content view.
    if isRightToLeft {
      func mirror(_ rect: CGRect?, in width: CGFloat) -> CGRect? {
        rect.map { CGRect(x: width - $0.maxX, y: $0.minY, width: $0.width, height: $0.height) }
      }
      frames.contentView = mirror(frames.contentView, in: width) ?? frames.contentView
      frames.accessory = mirror(frames.accessory, in: width)
      frames.editingControl = mirror(frames.editingControl, in: width)
      frames.reorderControl = mirror(frames.reorderControl, in: width)
      frames.imageView = mirror(frames.imageView, in: content.width)
      frames.textLabel = mirror(frames.textLabel, in: content.width)
      frames.detailTextLabel = mirror(frames.detailTextLabel, in: content.width)
    }
    return frames
  }

  /// Whether a value1 or value2 cell stacks its title over its detail, as a subtitle cell does,
  /// rather than setting them side by side: at the accessibility text sizes, where iOS stacks
  /// them so that neither is cut to a few letters.
  var stacksValueTexts: Bool {
    (style == .value1 || style == .value2)
      && traitCollection.preferredContentSizeCategory.isAccessibilityCategory
  }

  /// The width of a value2 cell's title column in a cell `cellWidth` wide: about a quarter of
  /// the width, within `Metrics.value2TitleColumnWidthRange`.
  static func value2TitleColumnWidth(cellWidth: CGFloat) -> CGFloat {
    let range = Metrics.value2TitleColumnWidthRange
    let quarter = (cellWidth * Metrics.value2TitleColumnFraction - Metrics.margin).rounded()
    return min(range.upperBound, max(range.lowerBound, quarter))
  }

  /// The tops of the title and the detail side by side in a row `height` tall, sharing a
  /// baseline on single lines (`SideBySideTextLayout.tops`).
  private func baselineAlignedTops(
    _ titleHeight: CGFloat, _ detailHeight: CGFloat, height: CGFloat
  ) -> (CGFloat, CGFloat) {
    SideBySideTextLayout.tops(
      titleHeight: titleHeight, detailHeight: detailHeight, titleFont: textLabel?.font,
      detailFont: detailTextLabel?.font, height: height, screen: screen)
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
    case .value1 where stacksValueTexts, .value2 where stacksValueTexts: block = title + detail
    case .default: block = title
    case .value1, .value2: block = max(title, detail)
    }
    let image = frames.imageView.map { $0.height + Metrics.margin } ?? 0
    return max(Metrics.rowHeight, (block + 2 * Metrics.verticalPadding).rounded(.up), image)
  }

  /// The height the custom views in `contentView` need at `width`, laid out as the cell lays
  /// them out (`layoutSubviews`): nil when the content view holds only the standard parts.
  func customContentFittingHeight(width: CGFloat) -> CGFloat? {
    let standard: [View?] = [textLabel, detailTextLabel, imageView, configuredContentView]
    let custom = contentView.subviews.filter { view in
      !view.isHidden && !standard.contains { $0 === view }
    }
    guard !custom.isEmpty else { return nil }
    return fittingHeight(width: width, custom: custom, in: contentView)
  }
}
