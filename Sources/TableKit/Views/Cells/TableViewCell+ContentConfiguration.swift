import Foundation

/// Content configurations in a cell (iOS 14's modern way to fill a row). A cell with a
/// `contentConfiguration` shows the configuration's view in its `contentView` in place of the
/// classic `textLabel`, `detailTextLabel` and `imageView`, which stay hidden: as in UIKit, use
/// one approach or the other in a cell, not both.
extension TableViewCell {
  /// The closure type of `configurationUpdateHandler`.
  public typealias ConfigurationUpdateHandler =
    @MainActor (TableViewCell, CellConfigurationState)
    -> Void

  /// A list configuration with the look of the cell's style, to fill in and assign to
  /// `contentConfiguration`: `.default` → `cell()`, `.subtitle` → `subtitleCell()`, `.value1` →
  /// `valueCell()`, `.value2` → the classic value2 look (a small blue text right-aligned in a
  /// column about a quarter of the row wide, and a detail in the label color beside it).
  public func defaultContentConfiguration() -> ListContentConfiguration {
    switch style {
    case .default: return .cell()
    case .subtitle: return .subtitleCell()
    case .value1: return .valueCell()
    case .value2: return .value2Cell()
    }
  }

  /// The configuration of the cell's content, as set. Setting one shows its view (made by
  /// `makeContentView()`, or the current one when it supports the new configuration) over the
  /// content view's bounds and hides the classic labels and image; nil removes it and brings
  /// the classic content back. The configuration stays through `prepareForReuse()`, as in
  /// UIKit, until replaced.
  public var contentConfiguration: (any ContentConfiguration)? {
    get { contentConfigurationStorage.configuration }
    set {
      contentConfigurationStorage.configuration = newValue
      applyContentConfiguration()
    }
  }

  /// Whether the cell shows its configuration `updated(for:)` its current state (true by
  /// default). The cell keeps the configuration as set either way.
  public var automaticallyUpdatesContentConfiguration: Bool {
    get { contentConfigurationStorage.updatesAutomatically }
    set {
      contentConfigurationStorage.updatesAutomatically = newValue
      applyContentConfiguration()
    }
  }

  /// The cell's state, as a configuration sees it.
  public var configurationState: CellConfigurationState {
    var state = CellConfigurationState()
    state.isSelected = isSelected
    state.isHighlighted = isHighlighted
    state.isDisabled = !isUserInteractionEnabled
    state.isEditing = isEditing
    state.isSwiped = showingDeleteConfirmation || editingState.swipeActions != nil
    return state
  }

  /// Updates the configuration for the current state now: the automatic update, then the
  /// `configurationUpdateHandler`. (UIKit defers this to the next layout; TableKit does it at
  /// once, so a cell measures with its updated content.)
  public func setNeedsUpdateConfiguration() {
    applyContentConfiguration()
    updateConfiguration()
  }

  /// The view showing the content configuration; nil without one.
  var configuredContentView: (View & ContentView)? { contentConfigurationStorage.contentView }

  // MARK: - Applying

  /// Shows the configuration for the current state and hides or restores the classic parts.
  func applyContentConfiguration() {
    contentConfigurationStorage.apply(state: configurationState, in: contentView)
    let configured = configuredContentView != nil
    textLabel?.isHidden = configured
    detailTextLabel?.isHidden = configured
    if configured { imageView?.isHidden = true }
    updateConfiguredSelectionColors()
    setNeedsLayout()
  }

  /// Runs the update handler for the current state, unless it is running already (a
  /// configuration it sets must not run it again).
  func updateConfiguration() {
    guard let handler = configurationUpdateHandler else { return }
    contentConfigurationStorage.runUpdate { handler(self, configurationState) }
  }

  /// Called when selection, highlight or editing change: the configuration is shown for the new
  /// state, and the handler runs.
  func configurationStateDidChange() {
    guard contentConfigurationStorage.configuration != nil || configurationUpdateHandler != nil
    else { return }
    if contentConfigurationStorage.updatesAutomatically, !contentConfigurationStorage.isUpdating {
      applyContentConfiguration()
    }
    updateConfiguration()
  }

  /// Shows a list content view's highlighted look while the cell shows its selection, as the
  /// classic labels do.
  private func updateConfiguredSelectionColors() {
    (configuredContentView as? ListContentView)?.setHighlighted(showsSelection)
  }

  // MARK: - Layout

  /// Places the configured view over the content view's bounds, with the cell's margins: the
  /// table's margin and the indentation on the leading side, the accessory spacing (or the
  /// margin) on the trailing side, as the classic parts have.
  func layoutConfiguredContent() {
    guard let view = configuredContentView else { return }
    textLabel?.isHidden = true
    detailTextLabel?.isHidden = true
    imageView?.isHidden = true
    view.frame = CGRect(origin: .zero, size: contentView.frame.size)
    if let list = view as? ListContentView {
      list.margins = configuredMargins(hasAccessory: activeAccessoryFrameExists)
    }
  }

  /// The height the configured view needs in a cell `width` wide, at least a standard row; nil
  /// without a configuration.
  func configuredFittingHeight(width: CGFloat) -> CGFloat? {
    guard let view = configuredContentView else { return nil }
    let frames = partFrames(width: width, height: Metrics.rowHeight)
    let contentWidth = frames.contentView.width
    let height: CGFloat
    if let list = view as? ListContentView {
      list.margins = configuredMargins(hasAccessory: frames.accessory != nil)
      height = list.fittingHeight(width: contentWidth)
    } else {
      height =
        view.sizeThatFits(CGSize(width: contentWidth, height: .greatestFiniteMagnitude))
        .height
    }
    return max(Metrics.rowHeight, height)
  }

  /// The leading x of the configured text in the cell's coordinates (before mirroring), which
  /// the separator follows when the configuration shows an image; nil otherwise.
  var configuredTextLeading: CGFloat? {
    guard let list = configuredContentView as? ListContentView, list.listConfiguration.image != nil
    else { return nil }
    list.margins = configuredMargins(hasAccessory: activeAccessoryFrameExists)
    let frames = list.partFrames(width: contentView.frame.width, height: frame.height)
    guard frames.image != nil, let text = frames.text else { return nil }
    // Both in leading-edge terms: the frames are mirrored in right-to-left layout.
    let content = contentView.frame
    if isRightToLeft { return (frame.width - content.maxX) + (content.width - text.maxX) }
    return content.minX + text.minX
  }

  private var activeAccessoryFrameExists: Bool {
    partFrames(width: frame.width, height: frame.height).accessory != nil
  }

  private func configuredMargins(hasAccessory: Bool) -> (leading: CGFloat, trailing: CGFloat) {
    let leading = tableLayoutMargin + CGFloat(max(0, indentationLevel)) * indentationWidth
    return (leading, hasAccessory ? Metrics.accessorySpacing : tableLayoutMargin)
  }
}
