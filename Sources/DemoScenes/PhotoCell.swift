import TableKit

/// A custom cell: a photo in an `ImageView` added to `contentView`, with a title and a caption
/// beside or under it. It sizes itself for `TableView.automaticDimension` from its layout.
@MainActor
public final class PhotoCell: TableViewCell {
  /// How the photo sits in the row.
  public enum Layout: Hashable, Sendable {
    /// A small 3:2 picture on the leading side, the title and caption beside it.
    case thumbnail
    /// A strip as wide as the content and `height` tall, cropped to fill, the text under it.
    case banner(height: CGFloat)
    /// The whole picture at the content width (at most `maximumWidth`), the text under it.
    case fitted(maximumWidth: CGFloat)
  }

  /// The reuse identifier the Images scene registers the class under.
  public static let reuseIdentifier = "photo"

  /// The photo.
  public let photoView = ImageView()
  /// The bold title.
  public let titleLabel = Label()
  /// The gray caption.
  public let captionLabel = Label()
  /// How the photo sits; changing it lays the cell out again.
  public var photoLayout: Layout = .thumbnail { didSet { setNeedsLayout() } }

  private let padding: CGFloat = 10
  private let thumbnailSize = CGSize(width: 66, height: 44)

  /// Creates a photo cell (the style is ignored: the cell lays out its own views).
  public required init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: .default, reuseIdentifier: reuseIdentifier)
    photoView.contentMode = .scaleAspectFill
    photoView.clipsToBounds = true
    photoView.backgroundColor = .lightFill
    titleLabel.font = .boldSystemFont(ofSize: 15)
    captionLabel.font = .systemFont(ofSize: 13)
    captionLabel.textColor = .secondaryLabel
    captionLabel.numberOfLines = 0
    for view in [photoView, titleLabel, captionLabel] { contentView.addSubview(view) }
  }

  /// Clears the photo and the texts.
  public override func prepareForReuse() {
    super.prepareForReuse()
    photoView.image = nil
    titleLabel.text = nil
    captionLabel.text = nil
  }

  // MARK: - Layout

  /// The frames of the photo, the title and the caption in the content view, for a content view
  /// `width` points wide.
  private func frames(width: CGFloat) -> (photo: CGRect, title: CGRect, caption: CGRect) {
    let margin = Metrics.margin
    let titleHeight = titleLabel.sizeThatFits(
      CGSize(width: width, height: .greatestFiniteMagnitude)
    ).height
    switch photoLayout {
    case .thumbnail:
      let photo = CGRect(origin: CGPoint(x: margin, y: padding), size: thumbnailSize)
      let textX = photo.maxX + margin
      let textWidth = max(0, width - textX - margin)
      let caption = captionLabel.sizeThatFits(
        CGSize(width: textWidth, height: .greatestFiniteMagnitude))
      let block = titleHeight + caption.height
      let top = max(padding, padding + (thumbnailSize.height - block) / 2)
      return (
        photo, CGRect(x: textX, y: top, width: textWidth, height: titleHeight),
        CGRect(x: textX, y: top + titleHeight, width: textWidth, height: caption.height)
      )
    case .banner, .fitted:
      let available = max(0, width - 2 * margin)
      let photoSize: CGSize
      if case .banner(let height) = photoLayout {
        photoSize = CGSize(width: available, height: height)
      } else if case .fitted(let maximumWidth) = photoLayout {
        let photoWidth = min(available, maximumWidth)
        let natural = photoView.imageSize
        let ratio = natural.width > 0 ? natural.height / natural.width : 2.0 / 3.0
        photoSize = CGSize(width: photoWidth, height: (photoWidth * ratio).rounded())
      } else {
        photoSize = .zero
      }
      let photo = CGRect(origin: CGPoint(x: margin, y: padding), size: photoSize)
      let caption = captionLabel.sizeThatFits(
        CGSize(width: available, height: .greatestFiniteMagnitude))
      let title = CGRect(x: margin, y: photo.maxY + 6, width: available, height: titleHeight)
      return (
        photo, title, CGRect(x: margin, y: title.maxY, width: available, height: caption.height)
      )
    }
  }

  /// Lays out the standard parts, then the photo and its texts in the content view.
  public override func layoutSubviews() {
    super.layoutSubviews()
    let parts = frames(width: contentView.frame.width)
    photoView.frame = parts.photo
    titleLabel.frame = parts.title
    captionLabel.frame = parts.caption
  }

  /// The height the photo and the texts need, plus padding.
  public override func sizeThatFits(_ size: CGSize) -> CGSize {
    let parts = frames(width: size.width)
    let bottom = max(parts.photo.maxY, parts.caption.maxY) + padding
    return CGSize(width: size.width, height: bottom.rounded(.up))
  }
}
