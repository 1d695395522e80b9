import Foundation

/// A row of a table, as UIKit's `UITableViewCell`: a content view holding a title, an optional
/// detail and an optional image laid out per `CellStyle`, an accessory on the trailing side, and
/// the selected and highlighted looks. Subclass it and add views to `contentView` for custom rows.
@preconcurrency @MainActor
open class TableViewCell: View {
  // MARK: - Content

  /// The style the cell was created with.
  public let style: CellStyle
  /// The identifier the table reuses the cell under.
  public let reuseIdentifier: String?
  /// The view holding the cell's content; add custom views here.
  public let contentView = View()
  /// The main title.
  public let textLabel: Label?
  /// The secondary text; nil in the `.default` style.
  public let detailTextLabel: Label?
  /// The image on the leading side; nil in the `.value2` style, which shows none.
  public let imageView: ImageView?

  // What layout and drawing read of every cell every frame is `@exclusivity(unchecked)`, for
  // the reasons `View.frame` gives: set whole, never changed in place by code that runs others.
  /// A view drawn behind the content (for example a custom fill).
  @exclusivity(unchecked) public var backgroundView: View?
  /// A view drawn behind the content while selected or highlighted, fading in and out; nil uses
  /// the selection gray. Titles keep their colors either way unless their labels name a
  /// `highlightedTextColor`.
  @exclusivity(unchecked) public var selectedBackgroundView: View? {
    didSet { updateSelectionColors() }
  }

  // MARK: - Accessory

  /// The standard accessory; ignored when `accessoryView` is set.
  public var accessoryType: AccessoryType = .none { didSet { setNeedsLayout() } }
  /// A custom accessory (a switch, a label...); replaces `accessoryType`.
  public var accessoryView: View? {
    didSet {
      if oldValue !== accessoryView { oldValue?.removeFromSuperview() }
      setNeedsLayout()
    }
  }
  /// The standard accessory while the table edits.
  public var editingAccessoryType: AccessoryType = .none { didSet { setNeedsLayout() } }
  /// The custom accessory while the table edits.
  public var editingAccessoryView: View? {
    didSet {
      if oldValue !== editingAccessoryView { oldValue?.removeFromSuperview() }
      setNeedsLayout()
    }
  }
  /// Whether the normal accessory hides while editing when no editing accessory is set; true by
  /// default, as documented. (Deprecated in UIKit in favour of `editingAccessoryType` and
  /// `editingAccessoryView`, kept for ported code.)
  public var hidesAccessoryWhenEditing = true { didSet { setNeedsLayout() } }

  // MARK: - Selection and editing

  /// The selected look: `.none` shows no change; `.blue`, `.gray` and `.default` all draw the
  /// light gray of iOS 7 and later (`Color.selectionGray`) behind unchanged text.
  @exclusivity(unchecked) public var selectionStyle: SelectionStyle = .blue {
    didSet { updateSelectionColors() }
  }
  /// Whether the cell draws selected.
  public var isSelected: Bool {
    get { selected }
    set { setSelected(newValue, animated: false) }
  }
  /// Whether the cell draws highlighted (a finger is down on it).
  public var isHighlighted: Bool {
    get { highlighted }
    set { setHighlighted(newValue, animated: false) }
  }
  /// Whether the cell is in the table's editing mode.
  public var isEditing: Bool {
    get { editing }
    set { setEditing(newValue, animated: false) }
  }
  /// Whether the content indents while editing.
  @exclusivity(unchecked) public var shouldIndentWhileEditing = true
  /// Whether the reorder control shows while editing; it shows only where the data source's
  /// `canMoveRowAt` agrees, and replaces the accessory. Rows of a data source that implements
  /// `moveRowAt` show it without this, as on iOS.
  public var showsReorderControl = false { didSet { setNeedsLayout() } }
  /// The editing control the table assigned.
  public internal(set) var editingStyle: EditingStyle = .none
  /// Whether the Delete confirmation button is showing.
  public internal(set) var showingDeleteConfirmation = false {
    didSet {
      if showingDeleteConfirmation != oldValue { reportStateTransition(animated: true) }
    }
  }

  /// How many levels the content is indented.
  @exclusivity(unchecked) public var indentationLevel = 0 {
    didSet { setNeedsLayout() }
  }
  /// The width of one indentation level (10 by default, as documented).
  public var indentationWidth: CGFloat = Metrics.indentationWidth { didSet { setNeedsLayout() } }

  /// The insets of the separator under this row; only left and right are used, flipped in
  /// right-to-left layout. Until set, it follows the table's and moves to the title when the
  /// cell shows an image.
  public var separatorInset: EdgeInsets {
    get { customSeparatorInset ?? defaultSeparatorInset }
    set { customSeparatorInset = newValue }
  }
  private var customSeparatorInset: EdgeInsets?
  /// Room the table keeps free on the trailing side (for its section index).
  var trailingContentInset: CGFloat = 0 {
    didSet { if trailingContentInset != oldValue { setNeedsLayout() } }
  }
  /// The table's separator inset, given by the table when it displays the cell.
  var tableSeparatorInset = EdgeInsets(left: Metrics.margin)
  /// The leading and trailing margin of the content, given by the table (wider when it keeps
  /// cells to a readable width).
  var tableLayoutMargin = Metrics.margin {
    didSet { if tableLayoutMargin != oldValue { setNeedsLayout() } }
  }

  // MARK: - State behind the properties

  private var selected = false
  private var highlighted = false
  private var editing = false
  /// How visible the selected background is, 0 ... 1; fades when changed with animation.
  @exclusivity(unchecked) public internal(set) var selectionOpacity: CGFloat = 0
  private var selectionFade: (from: CGFloat, to: CGFloat, start: TimeInterval?)?
  /// The clock-driven time the table last brought the cell to.
  var lastAnimationTime: TimeInterval?

  /// The table that displays the cell; set the first time a table shows or measures it.
  weak var owningTable: TableView?

  /// The view drawing the standard accessory marks.
  let accessoryMarks = AccessoryMarkView()
  /// The marks of the mode being left, fading out while the cell enters or leaves editing.
  let outgoingAccessoryMarks = AccessoryMarkView()
  /// The delete or insert control.
  let editingControl = EditingControlView()
  /// The reorder grabber.
  let reorderControl = ReorderControlView()
  /// The Delete confirmation button.
  let deleteConfirmationButton = DeleteConfirmationButton()
  /// Editing animations and what the table decided for the row.
  var editingState = CellEditingState()

  // MARK: - Content configuration

  /// The content configuration and the view showing it
  /// (`TableViewCell+ContentConfiguration.swift`).
  let contentConfigurationStorage = ContentConfigurationStorage()
  /// Called with the cell and its state whenever the state changes (selection, highlight,
  /// editing), and once when set, to update the cell's configuration, as UIKit's
  /// `configurationUpdateHandler`; set `contentConfiguration` in it.
  public var configurationUpdateHandler: ConfigurationUpdateHandler? {
    didSet { updateConfiguration() }
  }

  // MARK: - Creating

  /// Creates a cell in a style, reusable under `reuseIdentifier`.
  public required init(style: CellStyle, reuseIdentifier: String?) {
    self.style = style
    self.reuseIdentifier = reuseIdentifier
    textLabel = Label()
    switch style {
    case .default:
      detailTextLabel = nil
      imageView = ImageView()
    case .value1:
      detailTextLabel = Label()
      imageView = ImageView()
    case .value2:
      detailTextLabel = Label()
      imageView = nil
    case .subtitle:
      detailTextLabel = Label()
      imageView = ImageView()
    }
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: Metrics.rowHeight))
    backgroundColor = .systemBackground
    addSubview(contentView)
    contentView.followsContainerForConstraints()
    if let imageView { contentView.addSubview(imageView) }
    if let textLabel { contentView.addSubview(textLabel) }
    if let detailTextLabel { contentView.addSubview(detailTextLabel) }
    addSubview(accessoryMarks)
    for view in [outgoingAccessoryMarks, editingControl, reorderControl, deleteConfirmationButton] {
      view.isHidden = true
      addSubview(view)
    }
    applyStyleDefaults()
  }

  /// Creates a `.default` cell with no reuse identifier.
  public convenience init() {
    self.init(style: .default, reuseIdentifier: nil)
  }

  private func applyStyleDefaults() {
    // The standard labels follow the text size, as UIKit's cells' do; a font an app sets that
    // is not a text style's stays as set.
    textLabel?.adjustsFontForContentSizeCategory = true
    detailTextLabel?.adjustsFontForContentSizeCategory = true
    textLabel?.font = Metrics.titleFont
    textLabel?.textColor = .label
    switch style {
    case .default:
      break
    case .value1:
      detailTextLabel?.font = Metrics.value1DetailFont
      detailTextLabel?.textColor = .secondaryLabel
      detailTextLabel?.textAlignment = .right
    case .value2:
      textLabel?.font = Metrics.value2TitleFont
      textLabel?.textColor = .tint
      textLabel?.textAlignment = .right
      detailTextLabel?.font = Metrics.value2DetailFont
      detailTextLabel?.textColor = .label
    case .subtitle:
      detailTextLabel?.font = Metrics.subtitleDetailFont
      detailTextLabel?.textColor = .secondaryLabel
    }
  }

  /// Resets the cell's state before the table hands it out again: selection, highlight and
  /// the Delete confirmation (or swipe actions) end, and the alpha returns to 1. Subclasses call
  /// `super` and reset their content.
  open func prepareForReuse() {
    setSelected(false, animated: false)
    setHighlighted(false, animated: false)
    showingDeleteConfirmation = false
    editingState.reveal = PropertyAnimation(value: 0)
    removeSwipeActions()
    editingState.isLifted = false
    setNeedsLayout()
    alpha = 1
    isHidden = false
  }

  // MARK: - Selection

  /// Selects or deselects the cell; with animation, the selected background fades.
  open func setSelected(_ selected: Bool, animated: Bool) {
    self.selected = selected
    updateSelectionAppearance(animated: animated)
  }

  /// Highlights or unhighlights the cell; with animation, the background fades.
  open func setHighlighted(_ highlighted: Bool, animated: Bool) {
    self.highlighted = highlighted
    updateSelectionAppearance(animated: animated)
  }

  /// Enters or leaves editing. With animation (in a table, whose clock drives it), the editing
  /// control slides in from the leading edge, the reorder control from the trailing edge, the
  /// content indents and the accessories cross-fade, over `Metrics.editingAnimationDuration`.
  /// Leaving editing closes a Delete confirmation.
  open func setEditing(_ editing: Bool, animated: Bool) {
    let changed = editing != self.editing
    self.editing = editing
    if changed || !animated { setEditingAmount(editing ? 1 : 0, animated: animated) }
    if !editing, showingDeleteConfirmation { setDeleteConfirmationReveal(0, animated: animated) }
    if !editing { showingDeleteConfirmation = false }
    setNeedsLayout()
    if changed {
      configurationStateDidChange()
      reportStateTransition(animated: animated)
    }
  }

  /// Called as the cell starts into `state` (entering or leaving editing, showing or hiding the
  /// Delete confirmation), before it animates, as UIKit's `willTransition(to:)`. Subclasses call
  /// `super`.
  open func willTransition(to state: StateMask) {}

  /// Called once the cell has finished animating into `state`, as UIKit's
  /// `didTransition(to:)`. Subclasses call `super`.
  open func didTransition(to state: StateMask) {}

  /// Puts labels and image in their selected or normal look. Labels draw their
  /// `highlightedTextColor` (when set) whenever the cell shows its selection, and images their
  /// `highlightedImage`; otherwise text and marks keep their colors on the gray, as in UIKit 7+.
  private func updateSelectionColors() {
    let selectionShows = showsSelection
    for label in [textLabel, detailTextLabel].compactMap({ $0 }) {
      label.isHighlighted = selectionShows
    }
    imageView?.isHighlighted = selectionShows
    configurationStateDidChange()
  }

  private func updateSelectionAppearance(animated: Bool) {
    updateSelectionColors()
    let target: CGFloat = showsSelection ? 1 : 0
    if animated, target != selectionOpacity {
      selectionFade = (selectionOpacity, target, nil)
    } else {
      selectionFade = nil
      selectionOpacity = target
    }
  }

  /// Brings the selection fade (`Metrics.selectionFadeDuration`) and the editing animations to
  /// `time`; the table calls it every frame.
  public func advanceAnimations(to time: TimeInterval) {
    let previous = lastAnimationTime
    lastAnimationTime = time
    if let fade = selectionFade {
      let start = fade.start ?? time
      selectionFade = (fade.from, fade.to, start)
      // Within a nanosecond of the end counts as the end, so that a fade started at 5.0 ends
      // on the frame at 5.3 although 5.3 - 5.0 is a hair under 0.3 in binary.
      let raw = (time - start) / Metrics.selectionFadeDuration
      let progress = CGFloat(raw >= 1 - 1e-9 ? 1 : max(0, raw))
      selectionOpacity = fade.from + (fade.to - fade.from) * progress
      if progress >= 1 { selectionFade = nil }
    }
    (accessoryView as? Switch)?.advanceAnimation(to: time)
    (editingAccessoryView as? Switch)?.advanceAnimation(to: time)
    // Editing moves the parts: lay out on every frame of it, the last one included.
    if editingState.isAnimating(after: previous) { setNeedsLayout() }
    finishStateTransition(at: time)
  }

  /// Whether a fade, an editing transition, the Delete button or a control in the cell is still
  /// animating.
  public var isAnimating: Bool {
    selectionFade != nil || editingState.isAnimating(after: lastAnimationTime)
      || editingState.pendingDidTransition != nil
      || (accessoryView as? Switch)?.isAnimating == true
      || (editingAccessoryView as? Switch)?.isAnimating == true
  }

  // MARK: - Layout

  /// Lays out the content view, the standard image and labels and the accessory for the style.
  /// Subclasses that add views to `contentView` call `super` and place them in its bounds.
  open override func layoutSubviews() {
    layoutStandardParts()
    layoutConfiguredContent()
  }

  /// Lays out the cell and its subviews, then its background and selected background views,
  /// which are not subviews.
  open override func layoutIfNeeded() {
    super.layoutIfNeeded()
    layOutBackdrop(backgroundView)
    layOutBackdrop(selectedBackgroundView)
  }

  /// The cell's content needs another size: its table sizes the row again, unless the table's
  /// `selfSizingInvalidation` is `.disabled`.
  open override func invalidateIntrinsicContentSize() {
    owningTable?.cellContentSizeDidChange(self, fromDeepContent: false)
  }

  /// A view inside the cell said its size changed. The content view itself counts as the cell
  /// (`.enabled`); views deeper inside, such as a label whose text changed, count only under
  /// `.enabledIncludingConstraints`, as UIKit's Auto Layout changes do.
  override func contentSizeDidChange(in source: View) {
    owningTable?.cellContentSizeDidChange(self, fromDeepContent: source !== contentView)
  }

  /// The height the cell needs at `size.width`: for the standard styles, the labels (all their
  /// lines when `numberOfLines` is 0) plus padding, at least 44 points; with a content
  /// configuration, its view's height, at least 44 points. A cell that shows no standard part
  /// but views of its own is as tall as they need (by constraints or by frames), which may be
  /// less than 44, as in UIKit. Custom cells override it to self-size with
  /// `TableView.automaticDimension`.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let ownContent = customContentFittingHeight(width: size.width)
    let custom = ownContent ?? 0
    if ownContent != nil || hasConstraintsInRegion, !showsStandardContent {
      return CGSize(width: size.width, height: custom)
    }
    let standard =
      configuredFittingHeight(width: size.width) ?? standardFittingHeight(width: size.width)
    return CGSize(width: size.width, height: max(standard, custom))
  }

  /// The size a self-sizing row needs, as UIKit's: `sizeThatFits` at the target's width, which
  /// measures the standard parts, a content configuration and custom views in `contentView`.
  open override func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
    verticalFittingPriority: LayoutPriority
  ) -> CGSize {
    sizeThatFits(CGSize(width: targetSize.width, height: .greatestFiniteMagnitude))
  }

  // MARK: - Drawing

  /// Draws the background color, the background view, then the selected background faded by
  /// `selectionOpacity`.
  open override func drawBackground(in list: inout DrawList) {
    super.drawBackground(in: &list)
    drawCellBackground(in: &list)
  }
}
