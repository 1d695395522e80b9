import Foundation

/// A view that shows a `ListContentConfiguration`: the image, the text and the secondary text,
/// placed as the configuration's style says, as UIKit's `UIListContentView`. Cells and header
/// views make one when given a list configuration; it also works on its own in any view.
@preconcurrency @MainActor
open class ListContentView: View, ContentView {
  /// The configuration shown, as a list configuration.
  public private(set) var listConfiguration: ListContentConfiguration

  /// The configuration shown. Setting a `ListContentConfiguration` applies it; other
  /// configurations are not supported and are ignored.
  public var configuration: any ContentConfiguration {
    get { listConfiguration }
    set {
      guard let list = newValue as? ListContentConfiguration else { return }
      apply(list)
    }
  }

  /// Whether `configuration` is a list configuration.
  public func supports(_ configuration: any ContentConfiguration) -> Bool {
    configuration is ListContentConfiguration
  }

  /// The label drawing the text.
  let textLabel = Label()
  /// The label drawing the secondary text.
  let secondaryTextLabel = Label()
  /// The view drawing the image.
  let imageView = ImageView()

  /// The room kept free on the leading and trailing sides, given by the host (the table's
  /// margin and the indentation in a cell, less before an accessory); 15 on its own.
  var margins = (leading: Metrics.margin, trailing: Metrics.margin) {
    didSet { if margins != oldValue { setNeedsLayout() } }
  }

  /// Where the text is, in the view's coordinates; nil without text (UIKit's
  /// `textLayoutGuide`).
  public private(set) var textLayoutFrame: CGRect?
  /// Where the secondary text is; nil without one.
  public private(set) var secondaryTextLayoutFrame: CGRect?
  /// Where the image is; nil without one.
  public private(set) var imageLayoutFrame: CGRect?

  /// Creates a view showing `configuration`.
  public init(configuration: ListContentConfiguration) {
    listConfiguration = configuration
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: Metrics.rowHeight))
    for view in [imageView, textLabel, secondaryTextLabel] { addSubview(view) }
    apply(configuration)
  }

  private func apply(_ configuration: ListContentConfiguration) {
    listConfiguration = configuration
    Self.apply(configuration.textProperties, text: configuration.text, to: textLabel)
    Self.apply(
      configuration.secondaryTextProperties, text: configuration.secondaryText,
      to: secondaryTextLabel)
    imageView.image = configuration.image
    setNeedsLayout()
    superview?.setNeedsLayout()
  }

  private static func apply(
    _ properties: ListContentConfiguration.TextProperties, text: String?, to label: Label
  ) {
    label.text = text
    // The flag first, so that the font takes the view's text size as it is set.
    label.adjustsFontForContentSizeCategory = properties.adjustsFontForContentSizeCategory
    label.font = properties.font
    label.textColor = properties.color
    label.numberOfLines = properties.numberOfLines
    label.lineBreakMode = properties.lineBreakMode
    label.textAlignment = properties.alignment == .center ? .center : .natural
    label.displayTransform =
      properties.transform == .none ? nil : { [properties] in properties.transformed($0) }
  }

  /// Shows the texts and the image in their highlighted look (a label's `highlightedTextColor`,
  /// an image view's `highlightedImage`), or not.
  func setHighlighted(_ highlighted: Bool) {
    for label in [textLabel, secondaryTextLabel] {
      label.isHighlighted = highlighted
    }
    imageView.isHighlighted = highlighted
  }

  // MARK: - Layout

  /// Places the image and the texts in the bounds.
  open override func layoutSubviews() {
    let frames = partFrames(width: frame.width, height: frame.height)
    imageView.isHidden = frames.image == nil
    imageView.frame = frames.image ?? .zero
    textLabel.frame = frames.text ?? .zero
    secondaryTextLabel.frame = frames.secondaryText ?? .zero
    if listConfiguration.keepsTextInValue2Column {
      // The value2 text keeps to the trailing side of its column, as the classic value2 title.
      if listConfiguration.textProperties.alignment != .center {
        textLabel.textAlignment =
          !showsTextsSideBySide ? .natural : isRightToLeft ? .left : .right
      }
    } else if listConfiguration.secondaryTextProperties.alignment != .center {
      // A value cell's secondary text keeps to the trailing edge, as the classic value1 detail;
      // stacked under the text (at accessibility sizes) it starts at the leading edge.
      secondaryTextLabel.textAlignment =
        !showsTextsSideBySide ? .natural : isRightToLeft ? .left : .right
    }
    textLayoutFrame = frames.text
    secondaryTextLayoutFrame = frames.secondaryText
    imageLayoutFrame = frames.image
  }

  /// The size the content needs at `size.width`: for a cell configuration the texts' block
  /// plus the standard padding above and below (or the image plus a margin, if taller); for a
  /// header or footer, the height of the classic view for the same text, grown when the text
  /// needs more.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: fittingHeight(width: size.width))
  }
}
