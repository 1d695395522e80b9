import Foundation
import TableKit

/// The contacts list: about two hundred people in A–Z sections of subtitle cells, some with an
/// avatar, under floating section headers, with a search bar (as the table header, or under the
/// navigation bar's title in a navigation controller) that filters the people as you type, an
/// index down the right edge (the magnifying glass first), and a count as the table footer.
/// Pulling down refreshes: a moment later, as if a server had answered, the next of
/// `ContactDirectory.arrivals` joins the book. A long press (or a right click) on someone opens
/// a context menu to star them or delete them.
@MainActor
public final class ContactsScene: TableViewDataSource, TableViewDelegate {
  /// The scene as the catalog lists it.
  public static let scene = DemoScene(
    name: "contacts", title: "Contacts",
    summary:
      "plain list of 200 people in A–Z sections, floating headers, index bar, avatars, "
      + "pull to refresh, context menus"
  ) { frame, appearance in
    ContactsScene(appearance: appearance).makeTable(frame: frame)
  }

  /// The people in the book; a refresh adds to them.
  public private(set) var directory: ContactDirectory {
    didSet { shown = directory.filtered(by: query) }
  }
  /// The people the table shows: the book, filtered by the search.
  public internal(set) var shown: ContactDirectory
  /// What the search bar asks for; empty while nobody searches.
  var query = SearchQuery("") {
    didSet { if query != oldValue { shown = directory.filtered(by: query) } }
  }
  /// The search of the book; its bar is the table's header until a navigation controller
  /// shows it under the title.
  public let searchController = SearchController(searchResultsController: nil)
  /// The table showing the book.
  weak var table: TableView?
  /// What the table shows behind its rows when the search finds nobody.
  let noResultsView = NoResultsView()
  /// The sizes drawn at.
  public let appearance: SceneAppearance

  private static let cellIdentifier = "contact"
  /// How long the pretend fetch of a refresh takes, in seconds.
  public static let fetchDuration: TimeInterval = 1.5
  /// The people starred from the context menu, by full name.
  public private(set) var favorites: Set<String> = []
  /// How many of `ContactDirectory.arrivals` refreshes have added.
  private var arrivalsAdded = 0
  /// The "200 Contacts" footer, recounted after a refresh and as the search filters.
  weak var countLabel: Label?

  /// Creates the scene's controller.
  public init(
    directory: ContactDirectory = ContactDirectory(), appearance: SceneAppearance = .standard
  ) {
    self.directory = directory
    self.shown = directory
    self.appearance = appearance
    searchController.searchResultsUpdater = self
    // The results show in the list itself, which stays readable while the search begins.
    searchController.obscuresBackgroundDuringPresentation = false
  }

  /// A plain table showing the contacts, owning this controller.
  public func makeTable(frame: CGRect) -> TableView {
    let table = SceneTableView(frame: frame, style: .plain, controller: self)
    table.rowHeight = appearance.rowHeight
    table.sectionHeaderHeight = appearance.isEnlarged ? 32 : Metrics.plainHeaderHeight
    let searchBar = searchController.searchBar
    searchBar.frame = CGRect(x: 0, y: 0, width: frame.width, height: Metrics.searchBarHeight)
    searchBar.searchTextField.font = appearance.titleFont
    table.tableHeaderView = searchBar
    self.table = table
    let countLabel = FooterLabel.make(
      countText, width: frame.width, height: appearance.rowHeight,
      fontSize: appearance.titleFontSize)
    table.tableFooterView = countLabel
    self.countLabel = countLabel
    let refreshControl = RefreshControl()
    refreshControl.title = "Checking for new contacts"
    refreshControl.valueChanged = { [weak self, weak table] control in
      guard let self, let table else { return }
      refresh(table, endingWith: control)
    }
    table.refreshControl = refreshControl
    return table
  }

  var countText: String { "\(shown.count) Contacts" }

  // MARK: - Refreshing

  /// Pretends to ask a server for new contacts, the way a UIKit controller ends a refresh when
  /// its fetch completes: the answer comes on the main queue after `fetchDuration`, then the
  /// table reloads and the band closes.
  private func refresh(_ table: TableView, endingWith control: RefreshControl) {
    DispatchQueue.main.asyncAfter(deadline: .now() + Self.fetchDuration) {
      [weak self, weak table] in
      guard let self, let table else { return }
      if arrivalsAdded < ContactDirectory.arrivals.count {
        directory = directory.adding(ContactDirectory.arrivals[arrivalsAdded])
        arrivalsAdded += 1
        countLabel?.text = countText
      }
      table.reloadData()
      control.endRefreshing()
    }
  }

  // MARK: - Data source

  /// One section per letter.
  public func numberOfSections(in tableView: TableView) -> Int { shown.sections.count }

  /// The people of the letter.
  public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    shown.sections[section].contacts.count
  }

  /// A subtitle cell: the name over the phone number, with the avatar when there is one.
  public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
  {
    let cell =
      tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier)
      ?? TableViewCell(style: .subtitle, reuseIdentifier: Self.cellIdentifier)
    let contact = shown.sections[indexPath.section].contacts[indexPath.row]
    cell.textLabel?.text = contact.fullName
    cell.textLabel?.font = appearance.titleFont
    cell.detailTextLabel?.text = (favorites.contains(contact.fullName) ? "★ " : "") + contact.phone
    cell.detailTextLabel?.font = appearance.detailFont
    cell.imageView?.image = contact.avatar.flatMap(Image.init(named:))
    return cell
  }

  /// The letter.
  public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    shown.sections[section].letter
  }

  /// The magnifying glass, then the letters shown (A–Z, fewer while searching); none when the
  /// search finds nobody.
  public func sectionIndexTitles(for tableView: TableView) -> [String]? {
    shown.sections.isEmpty ? nil : [TableView.indexSearch] + shown.sections.map(\.letter)
  }

  /// The glass goes to the first section (and so to the search bar's neighbourhood); a letter
  /// goes to its section.
  public func tableView(
    _ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int {
    shown.sections.firstIndex { $0.letter == title } ?? 0
  }

  // MARK: - Delegate

  /// A contact opens their card when the list is in a navigation controller (the row stays
  /// selected under it and fades when the user comes back); otherwise it flashes its selection
  /// and lets go.
  public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    guard let navigation = tableView.closestViewController?.navigationController else {
      tableView.deselectRow(at: indexPath, animated: true)
      return
    }
    let contact = shown.sections[indexPath.section].contacts[indexPath.row]
    let card = ContactCardController(
      contact: contact, isFavorite: favorites.contains(contact.fullName), appearance: appearance
    ) { [weak self, weak tableView] isFavorite in
      guard let self, let tableView else { return }
      if isFavorite {
        favorites.insert(contact.fullName)
      } else {
        favorites.remove(contact.fullName)
      }
      if let row = place(of: contact) { tableView.reconfigureRows(at: [row]) }
    }
    navigation.pushViewController(card, animated: true)
  }

  // MARK: - Context menu

  /// The person's menu, titled with their name: star or unstar them (the star shows before the
  /// number), or delete them (the letter goes when they were its last).
  public func tableView(
    _ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
  ) -> ContextMenuConfiguration? {
    let contact = shown.sections[indexPath.section].contacts[indexPath.row]
    return ContextMenuConfiguration { [weak self, weak tableView] _ in
      guard let self else { return nil }
      let isFavorite = favorites.contains(contact.fullName)
      // Menu images are tinted glyphs, as on iOS: system symbols.
      let star = Action(
        title: "Favorite", image: Image(systemName: "star"), state: isFavorite ? .on : .off
      ) { [weak self] _ in
        guard let self, let tableView else { return }
        favorites.formSymmetricDifference([contact.fullName])
        if let row = place(of: contact) { tableView.reconfigureRows(at: [row]) }
      }
      let delete = Action(
        title: "Delete", image: Image(systemName: "trash"), attributes: .destructive
      ) { [weak self] _ in
        guard let self, let tableView else { return }
        remove(contact, from: tableView)
      }
      return Menu(title: contact.fullName, children: [star, delete])
    }
  }

  /// Where `contact` is now in the table.
  private func place(of contact: Contact) -> IndexPath? {
    for (section, letter) in shown.sections.enumerated() {
      if let row = letter.contacts.firstIndex(of: contact) {
        return IndexPath(row: row, section: section)
      }
    }
    return nil
  }

  /// Takes `contact` out of the book and the table, with their letter if it empties.
  private func remove(_ contact: Contact, from tableView: TableView) {
    guard let row = place(of: contact) else { return }
    let letterEmpties = shown.sections[row.section].contacts.count == 1
    directory = directory.removing(contact)
    favorites.remove(contact.fullName)
    countLabel?.text = countText
    if letterEmpties {
      tableView.deleteSections(IndexSet(integer: row.section), with: .fade)
    } else {
      tableView.deleteRows(at: [row], with: .fade)
    }
  }
}
