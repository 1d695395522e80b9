import DemoScenes
import Foundation
import TableKit
import TableKitSDL
import TableKitTesting
import Testing

/// Search bars and the searched contacts as pictures, at 2x (issue 14): a bar at rest with its
/// placeholder, one active with typed text and Cancel, the contacts under a large title with
/// the search bar pulled into view (and half into view), the contacts filtered as typed, none
/// found, and right to left; a table-header bar's search dimming the rows, and showing a
/// results controller's list. Each was
/// judged by eye against iOS's Contacts before it was recorded.
@MainActor
@Suite(.serialized)
struct SearchSnapshotTests {
  let snapshotter: Snapshotter

  init() throws { snapshotter = try Snapshotter() }

  /// A bar 375 wide on its own, as a table's header shows it, on a clock stopped where the
  /// caret shows.
  private func renderBar(
    layoutDirection: LayoutDirection = .leftToRight, _ configure: (SearchBar) -> Void = { _ in }
  ) throws -> PixelImage {
    let size = CGSize(width: 375, height: Metrics.searchBarHeight)
    let canvas = try snapshotter.canvas(size: size, scale: 2)
    let root = View(frame: CGRect(origin: .zero, size: size))
    root.screen = canvas.makeScreen(layoutDirection: layoutDirection)
    let bar = SearchBar(frame: root.frame)
    bar.searchTextField.clock = ManualClock(now: 100)
    root.addSubview(bar)
    configure(bar)
    root.layoutIfNeeded()
    return canvas.render(root)
  }

  @Test func aBarAtRestShowsTheGlassAndItsPlaceholder() throws {
    try snapshotter.verify(renderBar(), named: "search-bar-placeholder@2x")
  }

  @Test func anActiveBarShowsTheTextTheCaretAndCancel() throws {
    try snapshotter.verify(
      renderBar { bar in
        bar.showsCancelButton = true
        bar.searchTextField.becomeFirstResponder()
        bar.searchTextField.handle(.text("Jo"))
      }, named: "search-bar-active-cancel@2x")
  }

  /// The contacts scene in its navigation controller, 375 × 667, on a manual clock.
  @MainActor private struct Contacts {
    let canvas: OffscreenCanvas
    let screen: Screen
    let clock = ManualClock(now: 10)
    let window: Window
    let navigation: NavigationController

    init(_ snapshotter: Snapshotter, layoutDirection: LayoutDirection = .leftToRight) throws {
      let size = CGSize(width: 375, height: 667)
      canvas = try snapshotter.canvas(size: size, scale: 2)
      screen = canvas.makeScreen(layoutDirection: layoutDirection)
      window = Window(frame: CGRect(origin: .zero, size: size), clock: clock)
      window.screen = screen
      navigation = ContactsScene.scene.makeNavigationController()
      window.rootViewController = navigation
      window.forEachScrollView { [clock] in $0.clock = clock }
      window.makeKeyAndVisible()
      searchBar?.searchTextField.clock = clock
      run(for: 2)
    }

    var table: TableView? { navigation.topViewController?.view.mainScrollView as? TableView }
    var searchBar: SearchBar? {
      navigation.topViewController?.navigationItem.searchController?.searchBar
    }

    func run(for seconds: TimeInterval) {
      for _ in 0..<Int(seconds * 60) {
        clock.advance(by: 1.0 / 60)
        window.layoutIfNeeded()
      }
    }

    /// Shows the search bar, as a pull past half of it does.
    func revealSearchBar() throws {
      let table = try #require(table)
      table.contentOffset.y = table.minimumContentOffsetY
      run(for: 1)
    }

    /// Taps the search field and types `text`, then waits out the Cancel button's slide and
    /// stops the clock where the caret shows.
    func search(_ text: String) throws {
      let field = try #require(searchBar?.searchTextField)
      #expect(field.becomeFirstResponder())
      for character in text { field.handle(.text(String(character))) }
      run(for: 1)
      clock.advance(by: 0.25)
      window.layoutIfNeeded()
    }

    func render() -> PixelImage { canvas.render(window, screen: screen) }
  }

  @Test func theContactsShowTheSearchBarUnderTheLargeTitleWhenPulledDown() throws {
    let contacts = try Contacts(snapshotter)
    try contacts.revealSearchBar()
    try snapshotter.verify(contacts.render(), named: "contacts-search-revealed@2x")
  }

  @Test func aSearchBarPulledHalfIntoViewShowsItsFieldClosing() throws {
    let contacts = try Contacts(snapshotter)
    let table = try #require(contacts.table)
    // A finger holding the list 30 points into the search bar's 52 (past half: let go, it
    // would open).
    table.contentOffset.y = table.minimumContentOffsetY + 22
    contacts.run(for: 0.5)
    try snapshotter.verify(contacts.render(), named: "contacts-search-half-revealed@2x")
  }

  @Test func typingFiltersTheContacts() throws {
    let contacts = try Contacts(snapshotter)
    try contacts.revealSearchBar()
    try contacts.search("ma")
    try snapshotter.verify(contacts.render(), named: "contacts-search-filtered@2x")
  }

  @Test func aSearchThatFindsNobodySaysNoResults() throws {
    let contacts = try Contacts(snapshotter)
    try contacts.revealSearchBar()
    try contacts.search("zq")
    try snapshotter.verify(contacts.render(), named: "contacts-search-no-results@2x")
  }

  /// A list of fruit, filtered by a search's text; with a search, whose bar is its table
  /// header, as apps put it before iOS 11.
  @MainActor private final class FruitList: TableViewController, SearchResultsUpdating {
    static let fruit = [
      "Apple", "Apricot", "Banana", "Blackberry", "Blueberry", "Cherry", "Coconut", "Damson",
      "Fig", "Grape", "Guava", "Kiwi", "Lemon", "Lime", "Mango", "Melon", "Orange", "Papaya",
    ]
    var shown = FruitList.fruit
    /// The search whose bar is the table's header, or nil for a list of results.
    let search: SearchController?

    init(search: SearchController?) {
      self.search = search
      super.init(style: .plain)
    }

  /// Not made from archives: TableKit has none.
  required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
      super.viewDidLoad()
      guard let search else { return }
      search.searchBar.frame.size.height = Metrics.searchBarHeight
      tableView.tableHeaderView = search.searchBar
    }
    func updateSearchResults(for searchController: SearchController) {
      let text = (searchController.searchBar.text ?? "").lowercased()
      shown = Self.fruit.filter { text.isEmpty || $0.lowercased().contains(text) }
      if isViewLoaded { tableView.reloadData() }
    }
    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
      shown.count
    }
    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
      -> TableViewCell
    {
      let cell =
        tableView.dequeueReusableCell(withIdentifier: "fruit")
        ?? TableViewCell(style: .default, reuseIdentifier: "fruit")
      cell.textLabel?.text = shown[indexPath.row]
      return cell
    }
  }

  /// The fruit with the search bar as their table header, 375 × 667, after a tap on the field
  /// and `typed` typed, the search's results in `results` if given; the clock stopped where the
  /// caret shows.
  private func renderFruitSearch(typing typed: String = "", results: FruitList? = nil) throws
    -> PixelImage
  {
    let size = CGSize(width: 375, height: 667)
    let canvas = try snapshotter.canvas(size: size, scale: 2)
    let screen = canvas.makeScreen()
    let clock = ManualClock(now: 10)
    let window = Window(frame: CGRect(origin: .zero, size: size), clock: clock)
    window.screen = screen
    let search = SearchController(searchResultsController: results)
    search.searchResultsUpdater = results
    let list = FruitList(search: search)
    window.rootViewController = list
    list.tableView.clock = clock
    results?.tableView.clock = clock
    search.searchBar.searchTextField.clock = clock
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    #expect(search.searchBar.searchTextField.becomeFirstResponder())
    for character in typed { search.searchBar.searchTextField.handle(.text(String(character))) }
    for _ in 0..<60 {
      clock.advance(by: 1.0 / 60)
      window.layoutIfNeeded()
    }
    clock.advance(by: 0.25)
    window.layoutIfNeeded()
    return canvas.render(window, screen: screen)
  }

  @Test func anActiveSearchInATableHeaderDimsTheRowsBelowTheBar() throws {
    try snapshotter.verify(renderFruitSearch(), named: "search-table-header-dimmed@2x")
  }

  /// A results controller's list covers the rows below a table-header bar as text is typed.
  @Test func typedTextInATableHeaderShowsTheResultsControllersListBelowTheBar() throws {
    let results = FruitList(search: nil)
    let picture = try renderFruitSearch(typing: "an", results: results)
    #expect(results.shown == ["Banana", "Mango", "Orange"])
    try snapshotter.verify(picture, named: "search-table-header-results@2x")
  }

  @Test func theFilteredContactsMirrorRightToLeft() throws {
    let contacts = try Contacts(snapshotter, layoutDirection: .rightToLeft)
    try contacts.revealSearchBar()
    try contacts.search("ma")
    try snapshotter.verify(contacts.render(), named: "contacts-search-filtered-right-to-left@2x")
  }
}
