import Foundation

/// A scrolling list of rows in sections, as UIKit's `UITableView`: cells come from a data
/// source, heights and header views from a delegate, and only the rows on screen (plus a small
/// overscan) have cells, which are reused through identifiers.
///
/// All geometry comes from a `TableLayout` in content coordinates; cells, headers and footers
/// have frames in the same space, so a header pinned to the top of a plain table scrolled to
/// `contentOffset.y == 500` has `frame.minY == 500`.
@preconcurrency @MainActor
open class TableView: ScrollView {
  /// The looks of a table.
  public enum Style: Int, Sendable {
    /// Rows edge to edge; headers and footers float while their section is on screen.
    case plain = 0
    /// Sections as groups on a gray background, rows edge to edge (the iOS 7 look); headers and
    /// footers scroll with the rows.
    case grouped = 1
    /// Sections as cards with rounded corners, inset from the table's sides, on a gray
    /// background (iOS 13's `insetGrouped`); headers, footers and spacing as `grouped`.
    ///
    /// The cards stand 16 points in from either side (20 on tables at least 414 points wide),
    /// or keep to the readable column when `cellLayoutMarginsFollowReadableWidth` is on. As in
    /// UIKit, the geometry is the card's: `rectForRow(at:)`, cell frames, `rectForHeader(inSection:)`,
    /// `rectForFooter(inSection:)` and `rectForSection(_:)` are as wide as the card and start at
    /// its edge, and a point in the margin beside a card hits no row. The table header and
    /// footer views still span the full width.
    case insetGrouped = 2
  }

  /// Whether separators are drawn between rows.
  public enum SeparatorStyle: Int, Sendable {
    /// No separators.
    case none = 0
    /// One-pixel lines under rows.
    case singleLine = 1
    /// The etched lines of grouped tables before iOS 7; drawn as `singleLine`, as iOS 7 and
    /// later draw them.
    case singleLineEtched = 2
  }

  // MARK: - Configuration

  /// The style, fixed at creation.
  public let style: Style
  /// The name a saved state carries; a state saved under another name is not restored here.
  public var restorationIdentifier: String?
  /// The object that supplies sections, rows and cells.
  public weak var dataSource: (any TableViewDataSource)? {
    didSet {
      dataReader.dataSourceDidChange()
      needsReload = true
      setNeedsLayout()
    }
  }
  /// The object told which rows will be shown soon, to load their data ahead of their cells.
  /// Held weakly, as the data source is.
  public weak var prefetchDataSource: (any TableViewDataSourcePrefetching)? {
    didSet {
      rowState.updatePrefetching { $0.reset() }
      setNeedsLayout()
    }
  }
  /// Whether the table tells its `prefetchDataSource` about rows ahead of the screen; true by
  /// default. Switching it off cancels the rows announced so far.
  public var isPrefetchingEnabled = true {
    didSet {
      if isPrefetchingEnabled { setNeedsLayout() } else { cancelAllPrefetching() }
    }
  }
  /// The object that supplies heights and views and hears about selection and scrolling.
  public weak var delegate: (any TableViewDelegate)? {
    didSet {
      if dataSource != nil {
        needsReload = true
        setNeedsLayout()
      }
    }
  }

  /// The height of every row when the delegate gives none; `automaticDimension` (the default,
  /// as documented) sizes each row from its cell.
  public var rowHeight: CGFloat = TableView.automaticDimension { didSet { heightsDidChange() } }
  /// The height of every section header when the delegate gives none; `automaticDimension`
  /// (the default) uses the standard height for the style and title.
  public var sectionHeaderHeight: CGFloat = TableView.automaticDimension {
    didSet { heightsDidChange() }
  }
  /// The height of every section footer when the delegate gives none.
  public var sectionFooterHeight: CGFloat = TableView.automaticDimension {
    didSet { heightsDidChange() }
  }
  /// Space above each section header, as iOS 15's `sectionHeaderTopPadding`; the default,
  /// `automaticDimension`, adds none (TableKit draws iOS 14's plain headers).
  public var sectionHeaderTopPadding: CGFloat = TableView.automaticDimension {
    didSet { if sectionHeaderTopPadding != oldValue { heightsDidChange() } }
  }
  /// A guess of row heights that makes `reloadData()` lazy: rows are measured only as they come
  /// on screen. 0 means no estimate; the default, `automaticDimension` (UIKit's since iOS 11),
  /// measures rows as 0 does (TableKit does not estimate rows by itself yet).
  public var estimatedRowHeight: CGFloat = TableView.automaticDimension {
    didSet { heightsDidChange() }
  }
  /// A guess of header heights; 0 means none (every header is measured at a reload). The
  /// default, `automaticDimension` (UIKit's since iOS 11), estimates headers that size from the
  /// delegate's views at the first one's height and measures each as it comes on screen.
  public var estimatedSectionHeaderHeight: CGFloat = TableView.automaticDimension {
    didSet { heightsDidChange() }
  }
  /// A guess of footer heights, as `estimatedSectionHeaderHeight` is for headers.
  public var estimatedSectionFooterHeight: CGFloat = TableView.automaticDimension {
    didSet { heightsDidChange() }
  }

  /// Whether separators are drawn.
  public var separatorStyle: SeparatorStyle = .singleLine
  /// The separator color; gray by default.
  public var separatorColor: Color? = .separator
  /// The effect separators are drawn with, as UIKit's `separatorEffect`: with a
  /// `VibrancyEffect` (a table over a blurred `backgroundView`, as in a popover) they take
  /// their color from what lies behind them, in its style, `.separator` for
  /// `init(blurEffect:)`; nil, the default, or a blur draws them in `separatorColor`.
  public var separatorEffect: VisualEffect?
  /// The default inset of separators (left and right only; flipped right to left).
  public var separatorInset = EdgeInsets(left: Metrics.margin) {
    didSet { setNeedsLayout() }
  }
  /// Whether the cells' content, header and footer titles and default separators keep to a
  /// column of readable width, centred, when the table is wider than that, as UIKit's
  /// `cellLayoutMarginsFollowReadableWidth`. Off by default, as in UIKit since iOS 12.
  public var cellLayoutMarginsFollowReadableWidth = false {
    didSet {
      guard cellLayoutMarginsFollowReadableWidth != oldValue else { return }
      // Content of automatic height may wrap differently: heights are read again, the data
      // and the selection stay.
      needsLayoutRebuild = true
      setNeedsLayout()
    }
  }

  /// A view filling the table behind everything; it does not scroll.
  public var backgroundView: View? {
    didSet { oldValue?.removeFromSuperview() }
  }
  /// A view above the first section, as wide as the table, as tall as its frame.
  public var tableHeaderView: View? {
    didSet { tableAccessoryViewsDidChange(old: oldValue) }
  }
  /// A view below the last section.
  public var tableFooterView: View? {
    didSet { tableAccessoryViewsDidChange(old: oldValue) }
  }

  /// The fewest rows a table needs before its section index shows.
  public var sectionIndexMinimumDisplayRowCount = 0 { didSet { setNeedsLayout() } }
  /// The color of the index titles; the tint when nil.
  public var sectionIndexColor: Color?
  /// The background of the index column when not touched.
  public var sectionIndexBackgroundColor: Color?
  /// The background of the index column while a finger tracks it.
  public var sectionIndexTrackingBackgroundColor: Color?

  // MARK: - Selection and interaction settings

  /// Whether the user can select rows (outside editing).
  public var allowsSelection = true
  /// Whether the user can select several rows at once (outside editing).
  public var allowsMultipleSelection = false {
    didSet { if !allowsMultipleSelection { keepOnlyLowestSelection() } }
  }
  /// Whether the user can select rows while the table edits.
  public var allowsSelectionDuringEditing = false
  /// Whether the user can select several rows while the table edits.
  public var allowsMultipleSelectionDuringEditing = false
  /// Whether the table is in editing mode; setting it calls `setEditing(_:animated:)` without
  /// animation, as in UIKit.
  public var isEditing: Bool {
    get { editingMode }
    set { setEditing(newValue, animated: false) }
  }
  /// The editing mode itself, which `setEditing(_:animated:)` changes.
  var editingMode = false
  /// Whether keyboard focus returns to the row that last had it when the table regains focus.
  public var remembersLastFocusedIndexPath = false
  /// Whether the keyboard moves a focus through the rows (arrows, page keys, home and end, and
  /// return or space to select), as UIKit's `allowsFocus`; true by default. When false the
  /// table leaves keys to its host and shows no focus.
  public var allowsFocus = true {
    didSet { if !allowsFocus { resignFocus() } }
  }
  /// Whether moving the focus with the keyboard selects the focused row (in single selection),
  /// as UIKit's `selectionFollowsFocus`. False by default, as in UIKit for a table: arrows move
  /// the focus and never act, and Return or Space selects (so a row that pushes a screen opens
  /// only then). Turn it on where the selected row's detail shows beside the list, as a split
  /// view's sidebar (the demo's scene list) does on iPadOS.
  public var selectionFollowsFocus = false
  /// Whether a self-sizing cell whose content asks for another size is sized again, its row
  /// gliding to the new height; `.enabled` by default, as in UIKit.
  public var selfSizingInvalidation = SelfSizingInvalidation.enabled
  /// The key commands added with `addKeyCommand(_:)`, as UIKit's `keyCommands`.
  public internal(set) var keyCommands: [KeyCommand] = []
  /// Whether a mouse drag pans the content (a host enables it; by default the mouse clicks,
  /// the wheel scrolls and touches pan).
  public var allowsMousePanning = false {
    didSet { interaction.setAllowsMousePanning(allowsMousePanning) }
  }

  /// Receives an invalid batch update's error (in UIKit's words) after the table has reloaded
  /// from its data source instead; nil sends the message to `warningHandler`.
  public var invalidUpdateHandler: ((TableViewError) -> Void)?

  /// Receives messages about bad input the table recovered from (a negative height, an
  /// invalid batch update...). Prints to standard error by default.
  public var warningHandler: (String) -> Void = { message in
    FileHandle.standardError.write(Data("TableKit warning: \(message)\n".utf8))
  }

  // MARK: - State

  /// The geometry of every section and row.
  public internal(set) var layout: TableLayout
  var needsReload = true
  /// Whether heights must be read again (the screen changed) without a reload.
  var needsLayoutRebuild = false
  /// An animated `scrollToRow` on its way through estimated heights, which it follows.
  var rowScroll: RowScroll?
  /// Which rows, headers and footers have cells and views, and every cell and view the table
  /// holds, on screen, measuring or queued.
  private(set) lazy var realizer = RowRealizer(host: self)
  /// The one part of the table that asks the data source and delegate about its shape.
  private(set) lazy var dataReader = TableDataReader(host: self)
  /// The index column's width for the titles and screen in force; nil until measured.
  var measuredSectionIndexWidth: CGFloat?
  /// How many distinct cells this table has ever displayed or measured: with reuse it stays near
  /// the number of visible rows plus overscan however far the table scrolls.
  public var createdCellCount: Int { realizer.createdCellCount }
  /// What the user is doing (pressing, scrolling, swiping, tracking the index, dragging a row,
  /// choosing from a menu), one thing at a time, and what outlives it: a row a swipe left open,
  /// a dropped row settling.
  var interaction = TableInteraction()
  /// Turns touches and clicks into presses, highlights, pans and taps (held by `interaction`).
  var gestureRecognizer: PointerGestureRecognizer { interaction.recognizer }
  /// The row with keyboard focus, drawn with a focus ring.
  public var indexPathForFocusedRow: IndexPath? { rowState.focusedIndexPath }
  /// Selection, focus, highlight and prefetch announcements, by row.
  var rowState = RowKeyedState()
  /// Batches: their nesting, the open one, completions, and changes asked for while reading.
  var transaction = UpdateTransaction()
  /// Where rows, headers and footers that move, appear or leave are drawn while they animate.
  var animator = RowAnimator()
  /// The section index column, shown on plain tables with titles.
  let sectionIndexView = SectionIndexView()
  /// The unusable frame last reported to the warning handler.
  var reportedFrame: CGRect?
  /// Whether a layout pass is running: a batch committed from inside it (a delegate's
  /// `willDisplay`) leaves its cells to that pass instead of realizing them in the middle of it.
  var isInLayoutPass = false

  // MARK: - Creating

  /// Creates a table of a style.
  public init(frame: CGRect, style: Style) {
    self.style = style
    layout = TableLayout(style: style == .plain ? .plain : .grouped, width: frame.width)
    super.init(frame: frame)
    layout.sectionInset = sectionInset
    backgroundColor = style == .plain ? .systemBackground : .groupedBackground
    alwaysBounceVertical = true
    sectionIndexView.table = self
  }

  /// Creates a plain table, as documented for `init(frame:)`.
  public convenience override init(frame: CGRect) {
    self.init(frame: frame, style: .plain)
  }

  /// The scroll callbacks go to the table's delegate, as UIKit's table delegate is its scroll
  /// view delegate.
  open override var scrollCallbackDelegate: (any ScrollViewDelegate)? {
    delegate ?? scrollViewDelegate
  }

  // MARK: - View overrides

  /// Lays out the table: see `layoutTable()`.
  open override func layoutSubviews() {
    layoutTable()
  }

  /// Brings input timers, cell animations and scrolling to `clock.now`, then lays out: a host
  /// calls it once per frame. Rows move only by the table's own animations: inside a block
  /// animation (`View.animate`) the table's frame animates, its rows take their places at
  /// once, as UIKit places the cells it shows without animation.
  open override func layoutIfNeeded() {
    View.performWithoutAnimation {
      let now = clock.now
      advanceInteraction(to: now)
      advanceRowAnimations(to: now)
      super.layoutIfNeeded()
      layOutBackgroundView()
    }
  }

  /// Whether anything still moves: scrolling, the indicator, a cell's fade or editing
  /// transition, a pending highlight or long-press timer, a dragged row autoscrolling, or a
  /// context menu opening or fading away.
  open override var needsAnimationFrame: Bool {
    super.needsAnimationFrame || gestureRecognizer.nextDeadline != nil
      || interaction.viewGestures.needsTime
      || hasRunningRowAnimations || realizer.visibleCells.values.contains { $0.isAnimating }
      || editingNeedsAnimationFrame || contextMenuNeedsAnimationFrame
  }

  /// Draws the background color and the background view.
  open override func drawBackground(in list: inout DrawList) {
    super.drawBackground(in: &list)
    drawTableBackground(in: &list)
  }

  /// Draws rows, separators and headers in their order.
  open override func renderSubviews(into list: inout DrawList) {
    renderTableSubviews(into: &list)
  }

  /// Draws the section index and the scroll indicator over the content, and an open context
  /// menu over everything.
  open override func drawOverlay(in list: inout DrawList) {
    drawTableOverlay(in: &list)
    super.drawOverlay(in: &list)
    drawContextMenu(in: &list)
  }

  /// Heights measured at another text size are measured again, keeping the row at the top of
  /// the screen where it is (`rebuildLayoutKeepingPlace`), as UIKit relayouts a table whose
  /// cells' fonts grew.
  override func contentSizeCategoryDidChange() {
    measuredSectionIndexWidth = nil
    needsLayoutRebuild = true
    setNeedsLayout()
  }

  /// Heights measured with another screen's fonts are measured again.
  open override func screenDidChange() {
    super.screenDidChange()
    measuredSectionIndexWidth = nil
    needsLayoutRebuild = true
    setNeedsLayout()
  }

  /// A table taken out of its superview (its screen went away) closes the row a swipe left
  /// open and lets go of its swipe actions, whose handlers may hold the table.
  open override func didMoveToSuperview() {
    super.didMoveToSuperview()
    guard superview == nil else { return }
    endSwipeEditing(animated: false)
    releaseSwipeActionsOfClosedRows(at: clock.now)
  }

  private func heightsDidChange() {
    needsReload = true
    setNeedsLayout()
  }

  /// A table header or footer view came or went: the next layout places it and moves the
  /// sections by its height; the data, the selection and the cells stay, as in UIKit.
  private func tableAccessoryViewsDidChange(old: View?) {
    old?.removeFromSuperview()
    setNeedsLayout()
  }
}
