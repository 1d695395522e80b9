import TableKit

/// A catalog item's row: its picture as a 3:2 thumbnail on the leading side (a gray placeholder
/// without one), the title over the gray subtitle beside it, and at the trailing side its badge (a short word in a capsule) or
/// its price, before the disclosure chevron.
@MainActor
public final class KioskItemCell: TableViewCell {
  /// The reuse identifier the kiosk's tables register the class under.
  public static let reuseIdentifier = "kiosk-item"

  /// The thumbnail.
  public let thumbnailView = ImageView()
  /// The title.
  public let titleLabel = Label()
  /// The subtitle.
  public let subtitleLabel = Label()
  /// The badge, or the price, or nothing.
  public let tagLabel = Label()

  /// The thumbnail's size at the kiosk's sizes; smaller on the desktop.
  private var thumbnailSize = CGSize(width: 84, height: 56)
  private var isBadge = false

  /// Creates a cell (the style is ignored: the cell lays out its own views).
  public required init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: .default, reuseIdentifier: reuseIdentifier)
    thumbnailView.contentMode = .scaleAspectFill
    thumbnailView.clipsToBounds = true
    thumbnailView.backgroundColor = .lightFill
    subtitleLabel.textColor = .secondaryLabel
    tagLabel.textAlignment = .center
    accessoryType = .disclosureIndicator
    for view in [thumbnailView, titleLabel, subtitleLabel, tagLabel] {
      contentView.addSubview(view)
    }
  }

  /// The row height that fits the thumbnail and two lines at `appearance`'s sizes.
  public static func rowHeight(for appearance: SceneAppearance) -> CGFloat {
    appearance.isEnlarged ? 80 : 60
  }

  /// Fills the cell with `item` at `appearance`'s sizes.
  public func show(_ item: KioskCatalog.Item, appearance: SceneAppearance) {
    thumbnailSize =
      appearance.isEnlarged ? CGSize(width: 84, height: 56) : CGSize(width: 60, height: 40)
    // A missing or broken picture leaves its gray frame as a placeholder, as iOS lists keep a
    // thumbnail's place: the row's text stays in line with its neighbours'.
    thumbnailView.image = item.imagePath.flatMap(Image.init(named:))
    titleLabel.text = item.title
    titleLabel.font = appearance.titleFont
    subtitleLabel.text = item.subtitle.isEmpty ? nil : item.subtitle
    subtitleLabel.font = appearance.detailFont
    switch item.tag {
    case .badge(let text):
      isBadge = true
      tagLabel.text = text
      tagLabel.font = .boldSystemFont(ofSize: appearance.isEnlarged ? 14 : 12)
      tagLabel.textColor = .white
      tagLabel.backgroundColor = .systemOrange
    case .price(let text):
      isBadge = false
      tagLabel.text = text
      tagLabel.font = appearance.valueFont
      tagLabel.textColor = .secondaryLabel
      tagLabel.backgroundColor = nil
    case nil:
      isBadge = false
      tagLabel.text = nil
      tagLabel.backgroundColor = nil
    }
    tagLabel.isHidden = item.tag == nil
    setNeedsLayout()
  }

  /// Clears the picture and the texts.
  public override func prepareForReuse() {
    super.prepareForReuse()
    thumbnailView.image = nil
    titleLabel.text = nil
    subtitleLabel.text = nil
    tagLabel.text = nil
  }

  /// The thumbnail, the texts and the tag in the content view, from the leading edge (the
  /// other way round in right-to-left layouts).
  public override func layoutSubviews() {
    super.layoutSubviews()
    let bounds = contentView.bounds
    let margin = Metrics.margin
    var leading = margin
    if !thumbnailView.isHidden {
      thumbnailView.frame = CGRect(
        x: leading, y: ((bounds.height - thumbnailSize.height) / 2).rounded(),
        width: thumbnailSize.width, height: thumbnailSize.height)
      thumbnailView.cornerRadius = 6
      leading = thumbnailView.frame.maxX + margin
    }
    var trailing = bounds.width - 10
    if !tagLabel.isHidden {
      let natural = tagLabel.sizeThatFits(CGSize(width: bounds.width / 3, height: bounds.height))
      let size =
        isBadge
        ? CGSize(width: natural.width + 16, height: natural.height + 6)
        : CGSize(width: natural.width, height: natural.height)
      let width = min(size.width, bounds.width / 3)
      tagLabel.frame = CGRect(
        x: trailing - width, y: ((bounds.height - size.height) / 2).rounded(), width: width,
        height: size.height)
      tagLabel.cornerRadius = isBadge ? size.height / 2 : 0
      trailing = tagLabel.frame.minX - margin
    }
    let textWidth = max(0, trailing - leading)
    let titleHeight = titleLabel.sizeThatFits(CGSize(width: textWidth, height: bounds.height))
      .height
    let subtitleHeight =
      subtitleLabel.text == nil
      ? 0 : subtitleLabel.sizeThatFits(CGSize(width: textWidth, height: bounds.height)).height
    let gap: CGFloat = subtitleHeight > 0 ? 3 : 0
    let top = ((bounds.height - titleHeight - gap - subtitleHeight) / 2).rounded()
    titleLabel.frame = CGRect(x: leading, y: top, width: textWidth, height: titleHeight)
    subtitleLabel.frame = CGRect(
      x: leading, y: titleLabel.frame.maxY + gap, width: textWidth, height: subtitleHeight)
    if isRightToLeft {
      for view in [thumbnailView, titleLabel, subtitleLabel, tagLabel] {
        view.frame.origin.x = bounds.width - view.frame.maxX
      }
    }
  }
}
