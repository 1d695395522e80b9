import TableKit

/// The kiosk's content when it shows a catalog: a navigation controller with the list at its
/// root and detail screens pushed on it.
///
/// It takes catalogs as `KioskCatalogReading`s, at start and at every reload:
/// - a reading with items replaces what is shown, keeping the visitor's place: the list's first
///   visible item (by id), and every pushed detail screen whose item is still there;
/// - a reading without items keeps what was shown before (at start: an empty list saying so);
/// - problems are kept for the operator (`problems`, the operator view, the log); visitors never
///   see them.
@MainActor
public final class KioskCatalogController: ViewController {
  /// The stack: the list, then detail screens.
  public let navigation: NavigationController
  /// The list at the root.
  public let list: KioskListController
  /// The catalog as last loaded (without the visitors' changes).
  public private(set) var loadedCatalog: KioskCatalog
  /// The problems of the latest reading, for the operator: the log and the operator view.
  public private(set) var problems: [KioskCatalogProblem]
  /// Whether the latest reading had nothing to show, so that the previous catalog stayed.
  public private(set) var keptPreviousCatalog = false
  /// Hears each item a visitor opens (from the list or a detail's related items).
  public var onOpen: (@MainActor (KioskCatalog.Item) -> Void)?
  /// The language shown: the catalog's default until a visitor chooses another (see
  /// `KioskCatalogController+Languages.swift`).
  public internal(set) var language: String
  /// Hears each change of the language shown (a visitor's choice, the return to the start).
  public var onLanguageChange: (@MainActor (String) -> Void)?
  /// Whether the catalog shown offers visitors a choice of languages.
  var offersLanguages = false
  private let appearance: SceneAppearance
  /// The list and the detail side by side on wide screens (`KioskCatalogController+Split`).
  let columns = KioskSplitColumns()

  /// Creates the kiosk's content from the first reading of its catalog.
  /// - Parameters:
  ///   - reading: What the reader found.
  ///   - editing: Whether visitors may delete and reorder.
  ///   - appearance: The sizes to draw at.
  public init(
    reading: KioskCatalogReading, editing: KioskEditingPermission,
    appearance: SceneAppearance = .kiosk
  ) {
    self.appearance = appearance
    loadedCatalog = reading.catalog ?? KioskCatalog(title: "Catalog", sections: [])
    problems = reading.problems
    language = loadedCatalog.defaultLanguage
    list = KioskListController(catalog: loadedCatalog, editing: editing, appearance: appearance)
    navigation = NavigationController(rootViewController: list)
    navigation.navigationBar.prefersLargeTitles = true
    super.init(nibName: nil, bundle: nil)
    list.open = { [unowned self] item in openFromList(item) }
    adoptLanguage(of: loadedCatalog)
    addChild(navigation)
    navigation.didMove(toParent: self)
  }

  /// Not made from archives: TableKit has none.
  required init?(coder: NSCoder) { nil }

  /// The navigation controller's view, filling the controller's.
  public override func loadView() {
    view = KioskCatalogView(content: navigation.view) { [unowned self] bounds in
      layoutColumns(in: bounds)
    }
    showDirection()
  }

  /// One column or two, as the width asks.
  public override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    updateColumns()
  }

  /// The item ids of the pushed detail screens, bottom to top.
  public var openItemIDs: [String] {
    navigation.viewControllers.compactMap { ($0 as? KioskDetailController)?.item.id }
  }

  // MARK: - Navigation

  /// Pushes the detail screen of `item` (in the detail column, when there is one).
  public func open(_ item: KioskCatalog.Item) {
    onOpen?(item)
    detailNavigation.pushViewController(makeDetail(item), animated: true)
  }

  /// The detail screen of `item` in the language shown, whose related items open theirs.
  func makeDetail(_ item: KioskCatalog.Item) -> KioskDetailController {
    let detail = KioskDetailController(item: item, in: list.catalog, appearance: appearance) {
      [unowned self] related in open(related)
    }
    detail.strings = list.strings
    return detail
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
    // The next visitor starts in the default language.
    let language = language
    list.showCatalog(adoptLanguage(of: loadedCatalog, choosing: loadedCatalog.defaultLanguage))
    if language != self.language { onLanguageChange?(self.language) }
    resetDetailColumn()
    if let table = list.viewIfLoaded?.mainScrollView {
      let top = CGPoint(x: 0, y: table.minimumContentOffsetY)
      if table.contentOffset != top {
        table.setContentOffset(top, animated: animated && !isCovered)
      }
    }
  }

  /// Ends a search, so that the list's own place is what is saved: a search's filtered rows
  /// are gone at the next start, which would open at a row that the search had scrolled to.
  /// - Returns: Whether a search ended: the list then slides back to its place, which the
  ///   caller lets happen before saving.
  @discardableResult
  public func prepareToSaveState() -> Bool {
    guard list.searchController.isActive else { return false }
    list.searchController.isActive = false
    list.viewIfLoaded?.layoutIfNeeded()
    return true
  }

  // MARK: - Reloading

  /// Shows a new reading of the catalog, keeping the visitor's place (see the type's summary).
  /// - Returns: Whether the reading replaced what was shown.
  @discardableResult
  public func reload(with reading: KioskCatalogReading) -> Bool {
    problems = reading.problems
    guard reading.hasItems, let catalog = reading.catalog else {
      keptPreviousCatalog = !loadedCatalog.allItems.isEmpty
      return false
    }
    keptPreviousCatalog = false
    loadedCatalog = catalog
    let place = list.isViewLoaded ? list.tableView.encodeRestorableState() : nil
    let language = language
    let shown = adoptLanguage(of: catalog)
    list.showCatalog(shown)
    if language != self.language { onLanguageChange?(self.language) }
    if let place {
      list.tableView.layoutIfNeeded()
      _ = list.tableView.restoreState(place)
    }
    // Detail screens follow their items; the first whose item is gone, and those above it, go.
    var kept: ViewController = list
    for controller in navigation.viewControllers.dropFirst() {
      guard let detail = controller as? KioskDetailController, detail.update(to: shown) else {
        break
      }
      kept = detail
    }
    if navigation.topViewController !== kept {
      navigation.popToViewController(kept, animated: true)
    }
    reloadDetailColumn(with: shown)
    return true
  }
}

/// The kiosk's content view: the navigation controller's view filling it.
@MainActor
final class KioskCatalogView: View {
  let content: View
  /// Places the columns (`KioskCatalogController.layoutColumns(in:)`).
  private let layout: @MainActor (CGRect) -> Void

  init(content: View, layout: @escaping @MainActor (CGRect) -> Void) {
    self.content = content
    self.layout = layout
    super.init(frame: .zero)
    addSubview(content)
  }

  override func layoutSubviews() {
    layout(bounds)
  }
}
