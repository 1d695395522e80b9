import Foundation

/// Content configurations in a section header or footer view. A view with a
/// `contentConfiguration` shows the configuration's view over its bounds in place of the
/// classic `textLabel`, which stays hidden.
extension TableViewHeaderFooterView {
  /// The closure type of `configurationUpdateHandler`.
  public typealias ConfigurationUpdateHandler =
    @MainActor (
      TableViewHeaderFooterView, ViewConfigurationState
    ) -> Void

  /// A list configuration that takes the look of the place the table shows the view in, as
  /// `ListContentConfiguration.header()` or `footer()` does: a plain bar or a grouped title,
  /// whichever the table gives the view (until then, the look of its current place). Properties
  /// you change stay as you set them.
  public func defaultContentConfiguration() -> ListContentConfiguration {
    var configuration = ListContentConfiguration.standard(listStyle)
    configuration.followsTableStyle = true
    return configuration
  }

  /// The configuration of the view's content, as set. Setting one shows its view over the
  /// bounds and hides `textLabel`; nil brings the classic title back. It stays through
  /// `prepareForReuse()`, as in UIKit, until replaced.
  public var contentConfiguration: (any ContentConfiguration)? {
    get { contentConfigurationStorage.configuration }
    set {
      contentConfigurationStorage.configuration =
        (newValue as? ListContentConfiguration)?.restyled(as: listStyle) ?? newValue
      applyContentConfiguration()
    }
  }

  /// Whether the view shows its configuration `updated(for:)` its state (true by default).
  public var automaticallyUpdatesContentConfiguration: Bool {
    get { contentConfigurationStorage.updatesAutomatically }
    set {
      contentConfigurationStorage.updatesAutomatically = newValue
      applyContentConfiguration()
    }
  }

  /// The view's state, as a configuration sees it.
  public var configurationState: ViewConfigurationState {
    var state = ViewConfigurationState()
    state.isDisabled = !isUserInteractionEnabled
    return state
  }

  /// Updates the configuration for the current state now: the automatic update, then the
  /// `configurationUpdateHandler`.
  public func setNeedsUpdateConfiguration() {
    applyContentConfiguration()
    updateConfiguration()
  }

  /// The view showing the content configuration; nil without one.
  var configuredContentView: (View & ContentView)? { contentConfigurationStorage.contentView }

  /// The list configuration style of the view's place.
  private var listStyle: ListContentConfiguration.Style {
    switch role {
    case .plainHeader: return .plainHeader
    case .plainFooter: return .plainFooter
    case .groupedHeader: return .groupedHeader
    case .groupedFooter: return .groupedFooter
    }
  }

  // MARK: - Applying

  /// Shows the configuration for the current state and hides or restores the title.
  func applyContentConfiguration() {
    contentConfigurationStorage.apply(state: configurationState, in: contentView)
    textLabel?.isHidden = configuredContentView != nil
    setNeedsLayout()
  }

  /// Runs the update handler, unless it is running already.
  func updateConfiguration() {
    guard let handler = configurationUpdateHandler else { return }
    contentConfigurationStorage.runUpdate { handler(self, configurationState) }
  }

  /// Moves a configuration that follows the table's style to the look of the new role.
  func contentConfigurationRoleDidChange() {
    guard let list = contentConfigurationStorage.configuration as? ListContentConfiguration,
      list.followsTableStyle
    else { return }
    contentConfiguration = list
  }

  // MARK: - Layout

  /// Places the configured view over the bounds, with the view's margins on both sides.
  func layoutConfiguredContent() {
    guard let view = configuredContentView else { return }
    textLabel?.isHidden = true
    view.frame = CGRect(origin: .zero, size: frame.size)
    (view as? ListContentView)?.margins = (layoutMargin, layoutMargin)
  }

  /// The height the configured view needs in a view `width` wide; nil without a configuration.
  func configuredFittingHeight(width: CGFloat) -> CGFloat? {
    guard let view = configuredContentView else { return nil }
    if let list = view as? ListContentView {
      list.margins = (layoutMargin, layoutMargin)
      return list.fittingHeight(width: width)
    }
    return view.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
  }
}
