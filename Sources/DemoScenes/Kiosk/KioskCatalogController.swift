import TableKit

/// The kiosk's content when it shows a catalog: a navigation controller with the list at its
/// root and detail screens pushed on it, and the operator's notice over everything.
///
/// It takes catalogs as `KioskCatalogReading`s, at start and at every reload:
/// - a reading with items replaces what is shown, keeping the visitor's place: the list's first
///   visible item (by id), and every pushed detail screen whose item is still there;
/// - a reading without items keeps what was shown before (at start: an empty list saying so);
/// - problems show as a short notice for the operator, and go away with the next good reading.
@MainActor
public final class KioskCatalogController: ViewController {
  /// The stack: the list, then detail screens.
  public let navigation: NavigationController
  /// The list at the root.
  public let list: KioskListController
  /// The operator's notice.
  public let notice = KioskNoticeView()
  /// The catalog as last loaded (without the visitors' changes).
  public private(set) var loadedCatalog: KioskCatalog
  private let appearance: SceneAppearance

  /// Creates the kiosk's content from the first reading of its catalog.
  /// - Parameters:
  ///   - reading: What the reader found.
  ///   - isReadOnly: Whether visitors can neither delete nor reorder.
  ///   - appearance: The sizes to draw at.
  public init(
    reading: KioskCatalogReading, isReadOnly: Bool, appearance: SceneAppearance = .kiosk
  ) {
    self.appearance = appearance
    loadedCatalog = reading.catalog ?? KioskCatalog(title: "Catalog", sections: [])
    list = KioskListController(
      catalog: loadedCatalog, isReadOnly: isReadOnly, appearance: appearance)
    navigation = NavigationController(rootViewController: list)
    navigation.navigationBar.prefersLargeTitles = true
    super.init(nibName: nil, bundle: nil)
    list.open = { [unowned self] item in open(item) }
    addChild(navigation)
    navigation.didMove(toParent: self)
    notice.text = Self.noticeText(for: reading, keptPrevious: false)
  }

  /// Not made from archives: TableKit has none.
  required init?(coder: NSCoder) { nil }

  /// The navigation controller's view under the notice.
  public override func loadView() {
    let container = KioskCatalogView(content: navigation.view, notice: notice)
    view = container
  }

  /// The item ids of the pushed detail screens, bottom to top.
  public var openItemIDs: [String] {
    navigation.viewControllers.compactMap { ($0 as? KioskDetailController)?.item.id }
  }

  // MARK: - Navigation

  /// Pushes the detail screen of `item`.
  public func open(_ item: KioskCatalog.Item) {
    let detail = KioskDetailController(
      item: item, in: list.catalog, appearance: appearance
    ) { [unowned self] related in open(related) }
    navigation.pushViewController(detail, animated: true)
  }

  /// Goes back to the start, as after an idle spell: closes what is presented, pops to the list,
  /// shows the catalog as loaded (the visitors' deletions and moves undone; menus, swipes,
  /// editing and a search closed) and scrolls it to its top.
  /// - Parameter animated: Whether the pop and the scroll animate.
  public func returnToStart(animated: Bool) {
    view.window?.topPresentedViewController?.dismiss(animated: animated)
    list.searchController.isActive = false
    // Under a detail screen the list is out of sight: it scrolls up at once, and the pop shows
    // it at its top.
    let isCovered = navigation.viewControllers.count > 1
    navigation.popToRootViewController(animated: animated)
    list.showCatalog(loadedCatalog)
    if let table = list.viewIfLoaded?.mainScrollView {
      let top = CGPoint(x: 0, y: table.minimumContentOffsetY)
      if table.contentOffset != top {
        table.setContentOffset(top, animated: animated && !isCovered)
      }
    }
  }

  // MARK: - Reloading

  /// Shows a new reading of the catalog, keeping the visitor's place (see the type's summary).
  /// - Returns: Whether the reading replaced what was shown.
  @discardableResult
  public func reload(with reading: KioskCatalogReading) -> Bool {
    guard reading.hasItems, let catalog = reading.catalog else {
      notice.text = Self.noticeText(for: reading, keptPrevious: loadedCatalog.allItems.count > 0)
      return false
    }
    notice.text = Self.noticeText(for: reading, keptPrevious: false)
    loadedCatalog = catalog
    let place = list.isViewLoaded ? list.tableView.encodeRestorableState() : nil
    list.showCatalog(catalog)
    if let place {
      list.tableView.layoutIfNeeded()
      _ = list.tableView.restoreState(place)
    }
    // Detail screens follow their items; the first whose item is gone, and those above it, go.
    var kept: ViewController = list
    for controller in navigation.viewControllers.dropFirst() {
      guard let detail = controller as? KioskDetailController, detail.update(to: catalog) else {
        break
      }
      kept = detail
    }
    if navigation.topViewController !== kept {
      navigation.popToViewController(kept, animated: true)
    }
    return true
  }

  /// The operator's note for `reading`, or nil when it has no problems.
  static func noticeText(for reading: KioskCatalogReading, keptPrevious: Bool) -> String? {
    guard let first = reading.problems.first else { return nil }
    let count = reading.problems.count
    let summary = count == 1 ? "1 problem" : "\(count) problems"
    let start =
      keptPrevious
      ? "Catalog not reloaded (\(summary)); still showing the previous one."
      : "Catalog: \(summary), see table-kiosk --check."
    return "\(start) \(first)"
  }
}

/// The kiosk's content view: the navigation controller's view filling it, the notice over it.
@MainActor
final class KioskCatalogView: View {
  let content: View
  let notice: KioskNoticeView

  init(content: View, notice: KioskNoticeView) {
    self.content = content
    self.notice = notice
    super.init(frame: .zero)
    addSubview(content)
    addSubview(notice)
  }

  override func layoutSubviews() {
    content.frame = bounds
    notice.frame = notice.frame(in: bounds.size)
  }
}
