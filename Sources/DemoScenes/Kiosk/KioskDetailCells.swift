import TableKit

/// The detail screen's picture: the whole picture at the card's width (at most its natural
/// width times two), as tall as its proportions make it.
@MainActor
final class KioskPictureCell: TableViewCell {
  static let reuseIdentifier = "kiosk-picture"

  let pictureView = ImageView()

  required init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: .default, reuseIdentifier: reuseIdentifier)
    pictureView.contentMode = .scaleAspectFill
    pictureView.clipsToBounds = true
    pictureView.backgroundColor = .lightFill
    selectionStyle = .none
    // The separator under the picture runs the card's width: an inset one would leave a white
    // notch beside the picture's bottom edge.
    separatorInset = EdgeInsets(left: 0)
    contentView.addSubview(pictureView)
  }

  /// The picture's frame in a content view `width` points wide.
  private func pictureFrame(width: CGFloat) -> CGRect {
    let natural = pictureView.imageSize
    let ratio = natural.width > 0 ? natural.height / natural.width : 2.0 / 3.0
    return CGRect(x: 0, y: 0, width: width, height: (width * ratio).rounded())
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    pictureView.frame = pictureFrame(width: contentView.bounds.width)
  }

  override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: pictureFrame(width: size.width).height)
  }
}

/// The detail screen's words: the title large, the subtitle and the badge or price under it,
/// then the text, wrapped.
@MainActor
final class KioskTextCell: TableViewCell {
  static let reuseIdentifier = "kiosk-text"

  let titleLabel = Label()
  let subtitleLabel = Label()
  let bodyLabel = Label()
  private let padding: CGFloat = 14

  required init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: .default, reuseIdentifier: reuseIdentifier)
    selectionStyle = .none
    titleLabel.numberOfLines = 0
    subtitleLabel.textColor = .secondaryLabel
    subtitleLabel.numberOfLines = 0
    bodyLabel.numberOfLines = 0
    for label in [titleLabel, subtitleLabel, bodyLabel] { contentView.addSubview(label) }
  }

  /// Fills the cell with `item` at `appearance`'s sizes.
  func show(_ item: KioskCatalog.Item, appearance: SceneAppearance) {
    titleLabel.text = item.title
    titleLabel.font = .boldSystemFont(ofSize: appearance.isEnlarged ? 30 : 24)
    let line = [item.subtitle, item.tag?.text ?? ""].filter { !$0.isEmpty }
    subtitleLabel.text = line.isEmpty ? nil : line.joined(separator: " · ")
    subtitleLabel.font = .systemFont(ofSize: appearance.titleFontSize)
    bodyLabel.text = item.detail.isEmpty ? nil : item.detail
    bodyLabel.font = .systemFont(ofSize: appearance.isEnlarged ? 20 : 17)
    setNeedsLayout()
  }

  /// The labels' frames in a content view `width` points wide, and the height they need.
  private func frames(width: CGFloat) -> (title: CGRect, subtitle: CGRect, body: CGRect) {
    let margin = Metrics.margin
    let textWidth = max(0, width - 2 * margin)
    func height(_ label: Label) -> CGFloat {
      label.text == nil
        ? 0 : label.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude)).height
    }
    let title = CGRect(x: margin, y: padding, width: textWidth, height: height(titleLabel))
    let subtitleHeight = height(subtitleLabel)
    let subtitle = CGRect(
      x: margin, y: title.maxY + (subtitleHeight > 0 ? 4 : 0), width: textWidth,
      height: subtitleHeight)
    let bodyHeight = height(bodyLabel)
    let body = CGRect(
      x: margin, y: subtitle.maxY + (bodyHeight > 0 ? 12 : 0), width: textWidth,
      height: bodyHeight)
    return (title, subtitle, body)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let parts = frames(width: contentView.bounds.width)
    titleLabel.frame = parts.title
    subtitleLabel.frame = parts.subtitle
    bodyLabel.frame = parts.body
  }

  override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: (frames(width: size.width).body.maxY + padding).rounded(.up))
  }
}
