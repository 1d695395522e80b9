import TableKit

/// The kiosk's first screen: the catalog's sections and items in an inset grouped table under
/// the catalog's large title, with a search bar under it that filters the items by title and
/// subtitle as the visitor types (see `KioskListController+Search.swift`). A tap on an item
/// pushes its detail screen.
///
/// Where the operator allows it (`KioskEditingPermission`), visitors may swipe an item away or
/// reorder items (Edit in the bar); those changes last until the kiosk returns to its start
/// (`showCatalog(_:)` again), and never reach the catalog's file.
@MainActor
public final class KioskListController: TableViewController, DataSourceModelAssociation {
  /// The catalog as shown, with the visitors' deletions and moves.
  public private(set) var catalog: KioskCatalog {
    didSet { shownSections = Self.sections(of: catalog, matching: query) }
  }
  /// The sections the table shows: the catalog's, filtered by the search (sections left
  /// without items go).
  public internal(set) var shownSections: [KioskCatalog.Section]
  /// What the search bar asks for; empty while nobody searches.
  var query = SearchQuery("") {
    didSet { if query != oldValue { shownSections = Self.sections(of: catalog, matching: query) } }
  }
  /// The catalog's search, whose bar the navigation bar shows under the title.
  public let searchController = SearchController(searchResultsController: nil)
  /// What the table shows when the search finds nothing.
  let noResultsView = NoResultsView()
  /// Whether visitors may delete and reorder, with the catalog's say.
  public let editingPermission: KioskEditingPermission
  /// Whether visitors can neither delete nor reorder the catalog shown (an empty one never).
  public var isReadOnly: Bool { !editingPermission.allowsEditing(catalog) }
  private let appearance: SceneAppearance
  /// Shows an item's detail (pushes it); the root controller sets it.
  var open: (@MainActor (KioskCatalog.Item) -> Void)?
  /// Hears each search a visitor starts: the first letter typed into an empty search field.
  /// Only that one was made, never what was typed (the kiosk counts searches, anonymously).
  public var onSearchStarted: (@MainActor () -> Void)?
  /// The kiosk's own words, in the language shown (`KioskListController+Strings.swift`).
  public var strings = KioskStrings(language: "en") { didSet { showStrings() } }
  let emptyLabel = Label()
  /// The item the detail column shows, whose row stays selected (`KioskSplitColumns`).
  var highlightedItemID: String?

  /// Creates the list of `catalog`.
  /// - Parameters:
  ///   - catalog: What to show.
  ///   - editing: Whether visitors may delete and reorder.
  ///   - appearance: The sizes to draw at.
  public init(
    catalog: KioskCatalog, editing: KioskEditingPermission, appearance: SceneAppearance = .kiosk
  ) {
    self.catalog = catalog
    shownSections = catalog.sections
    editingPermission = editing
    self.appearance = appearance
    super.init(style: .insetGrouped)
    title = catalog.title
    showEditButtonIfAllowed()
    searchController.searchResultsUpdater = self
    searchController.obscuresBackgroundDuringPresentation = false
    searchController.searchBar.searchTextField.font = .systemFont(ofSize: appearance.titleFontSize)
    navigationItem.searchController = searchController
  }

  /// Not made from archives: TableKit has none.
  required init?(coder: NSCoder) { nil }

  /// Rows of the kiosk's height, the text for an empty catalog. The cards span the column (a
  /// portrait screen's whole width, or the list's column beside the detail), as the large title
  /// and the search bar over them do.
  public override func viewDidLoad() {
    super.viewDidLoad()
    tableView.rowHeight = KioskItemCell.rowHeight(for: appearance)
    tableView.cellLayoutMarginsFollowReadableWidth = false
    tableView.register(KioskItemCell.self, forCellReuseIdentifier: KioskItemCell.reuseIdentifier)
    showStrings()
    emptyLabel.font = .systemFont(ofSize: appearance.titleFontSize)
    emptyLabel.textColor = .secondaryLabel
    emptyLabel.textAlignment = .center
    showEmptyLabelIfNeeded()
  }

  /// Shows `catalog` from scratch: the visitors' changes are gone and editing ends (a search
  /// goes on, filtering the new catalog).
  public func showCatalog(_ catalog: KioskCatalog) {
    self.catalog = catalog
    title = catalog.title
    showEditButtonIfAllowed()
    if isViewLoaded {
      setEditing(false, animated: false)
      tableView.reloadData()
      showEmptyLabelIfNeeded()
      showHighlight()
    }
  }

  /// Shows Edit in the bar only where visitors may edit: a reload may change the catalog's say,
  /// and an empty catalog has nothing to edit.
  private func showEditButtonIfAllowed() {
    if isReadOnly, isEditing { setEditing(false, animated: false) }
    navigationItem.rightBarButtonItem = isReadOnly ? nil : editButtonItem
  }

  /// Says so when the catalog has nothing, or when the search finds nothing in it.
  func showEmptyLabelIfNeeded() {
    if catalog.allItems.isEmpty {
      tableView.backgroundView = emptyLabel
    } else {
      tableView.backgroundView = shownSections.isEmpty ? noResultsView : nil
    }
  }

  // MARK: - Data source

  /// The catalog's sections.
  public override func numberOfSections(in tableView: TableView) -> Int { shownSections.count }

  /// A section's items.
  public override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int)
    -> Int
  {
    shownSections.indices.contains(section) ? shownSections[section].items.count : 0
  }

  /// An item's row.
  public override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
    -> TableViewCell
  {
    let cell = tableView.dequeueReusableCell(
      withIdentifier: KioskItemCell.reuseIdentifier, for: indexPath)
    (cell as? KioskItemCell)?.show(
      shownSections[indexPath.section].items[indexPath.row], appearance: appearance)
    cell.accessoryType = showsDetailBeside ? .none : .disclosureIndicator
    return cell
  }

  /// The section's title.
  public override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int)
    -> String?
  {
    shownSections.indices.contains(section) ? shownSections[section].title : nil
  }

  /// Visitors may delete unless the kiosk is read-only or a search filters the list.
  public override func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath)
    -> Bool
  { !isReadOnly && query.isEmpty }

  /// Visitors may reorder unless the kiosk is read-only or a search filters the list.
  public override func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath)
    -> Bool
  { !isReadOnly && query.isEmpty }

  /// A deleted item leaves the list (and its section, when it was the last).
  public override func tableView(
    _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    // Rows are the catalog's own only while no search filters them.
    guard editingStyle == .delete, !isReadOnly, query.isEmpty else { return }
    catalog.sections[indexPath.section].items.remove(at: indexPath.row)
    if catalog.sections[indexPath.section].items.isEmpty {
      catalog.sections.remove(at: indexPath.section)
      tableView.deleteSections(IndexSet(integer: indexPath.section), with: .fade)
    } else {
      tableView.deleteRows(at: [indexPath], with: .automatic)
    }
    showEmptyLabelIfNeeded()
    showEditButtonIfAllowed()
  }

  /// A moved item takes its new place.
  public override func tableView(
    _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    guard !isReadOnly, query.isEmpty, sourceIndexPath != destinationIndexPath else { return }
    let item = catalog.sections[sourceIndexPath.section].items.remove(at: sourceIndexPath.row)
    catalog.sections[destinationIndexPath.section].items.insert(
      item, at: destinationIndexPath.row)
  }

  // MARK: - Delegate

  /// A tap opens the item's detail.
  public override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    open?(shownSections[indexPath.section].items[indexPath.row])
  }

  // MARK: - Model association

  /// The item's id: a saved place follows the item when the catalog changes.
  public func modelIdentifierForElement(at indexPath: IndexPath, in view: View) -> String? {
    guard shownSections.indices.contains(indexPath.section),
      shownSections[indexPath.section].items.indices.contains(indexPath.row)
    else { return nil }
    return shownSections[indexPath.section].items[indexPath.row].id
  }

  /// Where the item with that id is now, or nil when the catalog no longer has it.
  public func indexPathForElement(withModelIdentifier identifier: String, in view: View)
    -> IndexPath?
  {
    for (section, group) in shownSections.enumerated() {
      if let row = group.items.firstIndex(where: { $0.id == identifier }) {
        return IndexPath(row: row, section: section)
      }
    }
    return nil
  }
}
