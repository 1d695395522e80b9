import Foundation

/// A button's size and the places of its parts.
extension Button {
  /// The padding between the edges and the content: the configuration's insets, else 6 points
  /// above and below a title (a legacy button's 30-point height), else none.
  var contentInsets: EdgeInsets {
    if let configuration {
      return EdgeInsets(
        top: configuration.contentInsets.top, left: configuration.contentInsets.leading,
        bottom: configuration.contentInsets.bottom, right: configuration.contentInsets.trailing)
    }
    let hasTitle = !(titleLabel?.text ?? "").isEmpty
    let vertical = hasTitle ? Metrics.buttonVerticalPadding : 0
    return EdgeInsets(top: vertical, left: 0, bottom: vertical, right: 0)
  }

  /// Whether the up-and-down chevrons of a pop-up button show after the title.
  var showsPopUpIndicator: Bool {
    switch configuration?.indicator ?? .automatic {
    case .none: false
    case .popup: true
    case .automatic: changesSelectionAsPrimaryAction && menu != nil
    }
  }

  /// The content's layout at its natural size.
  private var naturalContentLayout: ButtonContentLayout {
    func measured(_ label: Label?) -> CGSize {
      guard let label, let text = label.text, !text.isEmpty else { return .zero }
      return label.sizeThatFits(
        CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
    }
    let image = imageView?.image == nil ? .zero : (imageView?.imageSize ?? .zero)
    return ButtonContentLayout(
      imageSize: image, titleSize: measured(titleLabel), subtitleSize: measured(subtitleLabel),
      indicatorSize: showsPopUpIndicator ? Metrics.buttonIndicatorSize : .zero,
      placement: configuration?.imagePlacement ?? .leading,
      imagePadding: configuration?.imagePadding ?? 0,
      titlePadding: configuration?.titlePadding ?? 0,
      indicatorSpacing: Metrics.buttonIndicatorSpacing)
  }

  /// The content's size plus the insets; a glyph button's fixed side.
  var buttonIntrinsicSize: CGSize {
    if let side = glyphSide { return CGSize(width: side, height: side) }
    let content = naturalContentLayout.size
    let insets = contentInsets
    return CGSize(
      width: (content.width + insets.left + insets.right).rounded(.up),
      height: (content.height + insets.top + insets.bottom).rounded(.up))
  }

  /// Places the image, the title and the subtitle, centred inside the insets.
  func layOutParts() {
    let layout = placedContentLayout
    imageView?.frame = layout.image
    titleLabel?.frame = layout.title
    subtitleLabel?.frame = layout.subtitle
  }

  /// The content's layout in the bounds.
  var placedContentLayout: ButtonContentLayout {
    let insets = contentInsets
    let leading = isRightToLeft ? insets.right : insets.left
    let trailing = isRightToLeft ? insets.left : insets.right
    let rect = CGRect(
      x: leading, y: insets.top, width: max(0, bounds.width - leading - trailing),
      height: max(0, bounds.height - insets.top - insets.bottom))
    return naturalContentLayout.placed(in: rect, isRightToLeft: isRightToLeft)
  }
}
