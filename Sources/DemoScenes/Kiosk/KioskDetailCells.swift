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
/// then the text, wrapped; a vertical stack view pinned to the margins, so the row's height
/// comes from its constraints.
@MainActor
final class KioskTextCell: TableViewCell {
  static let reuseIdentifier = "kiosk-text"

  let titleLabel = Label()
  let subtitleLabel = Label()
  let bodyLabel = Label()
  private let stack = StackView()

  required init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: .default, reuseIdentifier: reuseIdentifier)
    selectionStyle = .none
    titleLabel.numberOfLines = 0
    subtitleLabel.textColor = .secondaryLabel
    subtitleLabel.numberOfLines = 0
    bodyLabel.numberOfLines = 0
    for label in [titleLabel, subtitleLabel, bodyLabel] { stack.addArrangedSubview(label) }
    stack.axis = .vertical
    stack.setCustomSpacing(12, after: subtitleLabel)
    stack.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(stack)
    let padding: CGFloat = 14
    LayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: contentView.topAnchor, constant: padding),
      stack.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -padding),
      stack.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: Metrics.margin),
      stack.trailingAnchor.constraint(
        equalTo: contentView.trailingAnchor, constant: -Metrics.margin),
    ])
  }

  /// Fills the cell with `item` at `appearance`'s sizes; a missing subtitle or text takes no
  /// room.
  func show(_ item: KioskCatalog.Item, appearance: SceneAppearance) {
    titleLabel.text = item.title
    titleLabel.font = .boldSystemFont(ofSize: appearance.isEnlarged ? 30 : 24)
    let line = [item.subtitle, item.tag?.text ?? ""].filter { !$0.isEmpty }
    subtitleLabel.text = line.isEmpty ? nil : line.joined(separator: " · ")
    subtitleLabel.font = .systemFont(ofSize: appearance.titleFontSize)
    subtitleLabel.isHidden = subtitleLabel.text == nil
    bodyLabel.text = item.detail.isEmpty ? nil : item.detail
    bodyLabel.font = .systemFont(ofSize: appearance.isEnlarged ? 20 : 17)
    bodyLabel.isHidden = bodyLabel.text == nil
    // The text keeps 12 points from what is above it, the subtitle 4 from the title.
    stack.setCustomSpacing(subtitleLabel.isHidden ? 12 : 4, after: titleLabel)
  }
}
