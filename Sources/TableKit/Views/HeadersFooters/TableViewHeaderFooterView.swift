import Foundation

/// A reusable view for a section's header or footer, as UIKit's `UITableViewHeaderFooterView`.
/// The table gives it the look of its style: a light bar with a bold title in plain tables, a
/// small gray uppercase title above (or a gray footnote below) the group in grouped tables.
@preconcurrency @MainActor
open class TableViewHeaderFooterView: View {
  /// Where the view sits, which decides its look.
  enum Role {
    case plainHeader, plainFooter, groupedHeader, groupedFooter
  }

  /// The identifier the table reuses the view under.
  public let reuseIdentifier: String?
  /// The view holding custom content.
  public let contentView = View()
  /// The title label.
  public let textLabel: Label? = Label()
  /// A view drawn behind the content in place of the style's bar.
  public var backgroundView: View?

  /// The leading and trailing margin of the title, given by the table (wider when it keeps
  /// cells to a readable width).
  var layoutMargin = Metrics.margin {
    didSet { if layoutMargin != oldValue { setNeedsLayout() } }
  }
  var role: Role = .plainHeader {
    didSet {
      if role != oldValue {
        applyRoleLook()
        contentConfigurationRoleDidChange()
      }
    }
  }
  /// The content configuration and the view showing it
  /// (`TableViewHeaderFooterView+ContentConfiguration.swift`).
  let contentConfigurationStorage = ContentConfigurationStorage()
  /// Called with the view and its state once when set, and by `setNeedsUpdateConfiguration()`,
  /// to update the view's configuration, as UIKit's `configurationUpdateHandler`.
  public var configurationUpdateHandler: ConfigurationUpdateHandler? {
    didSet { updateConfiguration() }
  }

  /// Creates a header or footer view reusable under `reuseIdentifier`.
  public required init(reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: Metrics.plainHeaderHeight))
    addSubview(contentView)
    contentView.followsContainerForConstraints()
    if let textLabel { contentView.addSubview(textLabel) }
    // The title follows the text size, as UIKit's header views' do.
    textLabel?.adjustsFontForContentSizeCategory = true
    applyRoleLook()
  }

  /// Clears the title before the view is reused (a content configuration stays until
  /// replaced, as in UIKit); subclasses call `super`.
  open func prepareForReuse() {
    textLabel?.text = nil
    alpha = 1
    isHidden = false
  }

  private func applyRoleLook() {
    switch role {
    case .plainHeader:
      backgroundColor = .plainHeaderBackground
      textLabel?.font = Metrics.plainHeaderFont
      textLabel?.textColor = .label
      textLabel?.numberOfLines = 1
    case .plainFooter:
      backgroundColor = .plainHeaderBackground
      textLabel?.font = Metrics.plainFooterFont
      textLabel?.textColor = .secondaryLabel
      textLabel?.numberOfLines = 1
    case .groupedHeader:
      backgroundColor = nil
      textLabel?.font = Metrics.groupedHeaderFont
      textLabel?.textColor = .groupedHeaderText
      textLabel?.numberOfLines = 1
    case .groupedFooter:
      backgroundColor = nil
      textLabel?.font = Metrics.groupedHeaderFont
      textLabel?.textColor = .groupedHeaderText
      textLabel?.numberOfLines = 0
    }
    setNeedsLayout()
  }

  /// Places the content view over the bounds and the title: centred vertically in a plain bar,
  /// on the bottom of a grouped header (6 above the group), at the top of a grouped footer.
  open override func layoutSubviews() {
    contentView.frame = CGRect(origin: .zero, size: frame.size)
    layoutConfiguredContent()
    guard let textLabel else { return }
    let margin = layoutMargin
    let width = max(0, frame.width - 2 * margin)
    let size = textLabel.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
    let y: CGFloat
    switch role {
    case .plainHeader, .plainFooter: y = (frame.height - size.height) / 2
    case .groupedHeader: y = frame.height - Metrics.groupedHeaderTitleGap - size.height
    case .groupedFooter: y = Metrics.groupedFooterTitleGap
    }
    textLabel.frame = CGRect(
      x: margin, y: screen.roundToPixel(y), width: width, height: size.height)
  }

  /// The height the view needs for its title at `size.width` in its role; with a content
  /// configuration, the configured view's height.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    if let height = configuredFittingHeight(width: size.width) {
      return CGSize(width: size.width, height: height)
    }
    let titled = !(textLabel?.text ?? "").isEmpty
    if !titled, let custom = customContentFittingHeight(width: size.width) {
      return CGSize(width: size.width, height: custom)
    }
    // A title taller than the standard bar (a larger text size) grows it, keeping the padding.
    let titleHeight = titled ? titleSize(width: size.width).height : 0
    switch role {
    case .plainHeader, .plainFooter:
      let padded = (titleHeight + 2 * Metrics.plainHeaderTitlePadding).rounded(.up)
      return CGSize(
        width: size.width, height: titled ? max(Metrics.plainHeaderHeight, padded) : 0)
    case .groupedHeader:
      let padded = (titleHeight + 2 * Metrics.groupedHeaderTitleGap).rounded(.up)
      return CGSize(
        width: size.width,
        height: titled
          ? max(Metrics.groupedTitledHeaderHeight, padded) : Metrics.groupedUntitledHeaderHeight)
    case .groupedFooter:
      guard titled else {
        return CGSize(width: size.width, height: Metrics.groupedUntitledFooterHeight)
      }
      return CGSize(
        width: size.width,
        height: Metrics.groupedFooterTitleGap + titleHeight + Metrics.groupedFooterBottomPadding)
    }
  }

  /// The title's size within the margins of a view `width` wide.
  private func titleSize(width: CGFloat) -> CGSize {
    textLabel?.sizeThatFits(
      CGSize(width: max(0, width - 2 * layoutMargin), height: .greatestFiniteMagnitude)) ?? .zero
  }

  /// The height custom views in `contentView` need at `width` when there is no title (an app's
  /// own header, subclassed); nil when the content view holds nothing of its own.
  private func customContentFittingHeight(width: CGFloat) -> CGFloat? {
    let custom = contentView.subviews.filter { !$0.isHidden && $0 !== textLabel }
    guard !custom.isEmpty else { return nil }
    return fittingHeight(width: width, custom: custom, in: contentView)
  }

  /// Draws the background view over the role's background: a plain table's bar is a
  /// material, blurring the rows that scroll under a floating header (flat under Reduce
  /// Transparency); a background color set in its place is drawn flat.
  open override func drawBackground(in list: inout DrawList) {
    if role == .plainHeader || role == .plainFooter,
      shownBackgroundColor == .plainHeaderBackground, cornerRadius == 0
    {
      list.material(
        MaterialLook.plainHeader(isDark: list.traits.isDark), like: .systemChromeMaterial,
        in: CGRect(origin: .zero, size: shownSize), reducesTransparency: reducesTransparency)
    } else {
      super.drawBackground(in: &list)
    }
    // Sized and laid out with the view (`layoutIfNeeded`).
    backgroundView?.render(into: &list)
  }

  /// Lays out the view and its subviews, then its background view, which is not a subview.
  open override func layoutIfNeeded() {
    super.layoutIfNeeded()
    layOutBackdrop(backgroundView)
  }
}
