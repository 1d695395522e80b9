import DemoScenes
import Foundation
import TableKit
import TableKitSDL
import Testing

/// The contacts scene's search, scripted (issue 14): taps and typed characters go through the
/// window's input router as the host sends them; after every character the table must show
/// exactly the people a model computed independently keeps (every typed word begins the first
/// or last name, ignoring case and accents), in their letters, with the index following and
/// "No Results" when nobody matches; Cancel brings back the whole book where it was. Queries
/// are seeded; a failure names the seed and the query.
@MainActor
@Suite struct ContactsSearchTests {
  /// The contacts in their navigation controller in a visible window on a manual clock.
  @MainActor struct Fixture {
    let clock = ManualClock(now: 50)
    let window: Window
    let navigation: NavigationController
    let router = InputRouter()

    init() {
      window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 700), clock: clock)
      navigation = ContactsScene.scene.makeNavigationController()
      window.rootViewController = navigation
      window.forEachScrollView { [clock] in $0.clock = clock }
      window.makeKeyAndVisible()
      search?.searchBar.searchTextField.clock = clock
      run()
    }

    var table: TableView? { navigation.topViewController?.view.mainScrollView as? TableView }
    var search: SearchController? {
      navigation.topViewController?.navigationItem.searchController
    }

    func run(for seconds: TimeInterval = 0.5) {
      for _ in 0..<Int(seconds * 60) {
        clock.advance(by: 1.0 / 60)
        window.layoutIfNeeded()
      }
    }

    /// A tap at `point` (window coordinates), as the host routes it.
    func tap(_ point: CGPoint) {
      router.route(
        WindowInput(.pointerDown(id: 1, location: point, kind: .touch), at: point), in: window)
      router.route(
        WindowInput(.pointerUp(id: 1, location: point, kind: .touch), at: point), in: window)
      run()
    }

    /// Taps the search bar's field (which must show).
    func tapSearchField() throws {
      let bar = try #require(search?.searchBar)
      #expect(!bar.isHidden && bar.frame.height > 0)
      let origin = bar.convert(bar.boundsOrigin, to: nil)
      tap(CGPoint(x: origin.x + bar.bounds.midX, y: origin.y + bar.bounds.midY))
    }

    func type(_ text: String) {
      router.route(WindowInput(.text(text)), in: window)
      window.layoutIfNeeded()
    }

    func backspace() {
      router.route(WindowInput(.key(.delete, modifiers: [])), in: window)
      window.layoutIfNeeded()
    }

    /// What the table shows: each section's header and the names of its rows.
    func shownSections() throws -> [Section] {
      let table = try #require(table)
      let source = try #require(table.dataSource)
      return (0..<source.numberOfSections(in: table)).map { section in
        Section(
          letter: source.tableView(table, titleForHeaderInSection: section) ?? "",
          names: (0..<source.tableView(table, numberOfRowsInSection: section)).map { row in
            source.tableView(table, cellForRowAt: IndexPath(row: row, section: section))
              .textLabel?.text ?? ""
          })
      }
    }
  }

  struct Section: Equatable {
    var letter: String
    var names: [String]
  }

  /// The model: the book's people, grouped by their last name's initial, kept when every word
  /// of the query begins one of their names. Accents are taken off by a table of its own, not
  /// by the scene's folding.
  static func expected(for query: String, in book: ContactDirectory) -> [Section] {
    let plain: [Character: Character] = [
      "á": "a", "à": "a", "ä": "a", "â": "a", "é": "e", "è": "e", "ë": "e", "ê": "e", "í": "i",
      "ï": "i", "ó": "o", "ö": "o", "ô": "o", "ú": "u", "ü": "u", "ñ": "n", "ç": "c",
    ]
    func words(_ text: String) -> [String] {
      let lowered = String(text.lowercased().map { plain[$0] ?? $0 })
      return lowered.split { !$0.isLetter && !$0.isNumber }.map(String.init)
    }
    let queryWords = words(query)
    return book.sections.compactMap { section in
      let names = section.contacts.filter { contact in
        let nameWords = words(contact.firstName) + words(contact.lastName)
        return queryWords.allSatisfy { word in nameWords.contains { $0.hasPrefix(word) } }
      }.map(\.fullName)
      return names.isEmpty ? nil : Section(letter: section.letter, names: names)
    }
  }

  /// A random query: a prefix of someone's first or last name, perhaps with the other name's
  /// prefix after it, perhaps in other case or with an accent, perhaps letters nobody has.
  static func randomQuery(_ generator: inout SplitMix64, in book: ContactDirectory) -> String {
    let people = book.sections.flatMap(\.contacts)
    let person = people[Int(generator.next() % UInt64(people.count))]
    func prefix(_ name: String) -> String {
      String(name.prefix(1 + Int(generator.next() % 4)))
    }
    var query: String
    switch generator.next() % 6 {
    case 0: query = prefix(person.firstName) + " " + prefix(person.lastName)
    case 1: query = prefix(person.lastName).uppercased()
    case 2: query = prefix(person.firstName).replacingOccurrences(of: "e", with: "é")
    case 3: query = "xq" + prefix(person.lastName)
    case 4: query = prefix(person.lastName) + " " + prefix(person.firstName).lowercased()
    default: query = prefix(person.firstName)
    }
    return query
  }

  @Test func aSearchBegunWithTheListAtItsTopLeavesNoGapAboveTheRows() throws {
    let fixture = Fixture()
    let table = try #require(fixture.table)
    table.contentOffset.y = table.minimumContentOffsetY
    fixture.run()
    try fixture.tapSearchField()
    fixture.run(for: 1)
    #expect(table.adjustedContentInset.top == Metrics.navigationSearchBarHeight)
    #expect(table.contentOffset.y == -table.adjustedContentInset.top)
  }

  @Test func typingFiltersTheContactsAsAModelDoesAndCancelRestoresTheBook() throws {
    let seed: UInt64 = 0x5EA2C4
    var generator = SplitMix64(seed: seed)
    let fixture = Fixture()
    let table = try #require(fixture.table)
    let full = try fixture.shownSections()
    let book = ContactDirectory()
    #expect(full == Self.expected(for: "", in: book))
    let search = try #require(fixture.search)
    for round in 0..<12 {
      // Even rounds pull the hidden bar into view at the top and tap it; odd ones start from a
      // list scrolled far down, where the search is begun from code (as a menu command would)
      // and the bar, pinned while active, is tapped.
      table.contentOffset.y = CGFloat(200 + 150 * round)
      fixture.run()
      if round.isMultiple(of: 2) {
        table.contentOffset.y = table.minimumContentOffsetY
        fixture.run()
      } else {
        search.isActive = true
        fixture.run()
      }
      let scrolled = table.contentOffset.y
      try fixture.tapSearchField()
      #expect(search.isActive && search.searchBar.searchTextField.isFirstResponder)
      let query = Self.randomQuery(&generator, in: book)
      var typed = ""
      for character in query {
        fixture.type(String(character))
        typed.append(character)
        let expected = Self.expected(for: typed, in: book)
        let context = Comment(rawValue: "seed \(seed), round \(round), query \"\(typed)\"")
        #expect(try fixture.shownSections() == expected, context)
        let index = table.dataSource?.sectionIndexTitles(for: table)
        let letters = expected.map(\.letter)
        #expect(index == (letters.isEmpty ? nil : [TableView.indexSearch] + letters), context)
        #expect((table.backgroundView is NoResultsView) == expected.isEmpty, context)
      }
      // Backspace once, then Cancel from the bar's button.
      fixture.backspace()
      let context = Comment(rawValue: "seed \(seed), round \(round), query \"\(typed)\"")
      #expect(
        try fixture.shownSections() == Self.expected(for: String(typed.dropLast()), in: book),
        context)
      fixture.run()
      let bar = search.searchBar
      // Cancel takes touches from the field's end to the bar's trailing edge.
      let origin = bar.convert(bar.boundsOrigin, to: nil)
      fixture.tap(CGPoint(x: origin.x + bar.bounds.maxX - 24, y: origin.y + bar.bounds.midY))
      #expect(!search.isActive, context)
      #expect(bar.text == "", context)
      #expect(!bar.searchTextField.isFirstResponder, context)
      #expect(try fixture.shownSections() == full, context)
      #expect(table.backgroundView == nil, context)
      #expect(abs(table.contentOffset.y - scrolled) < 0.5, context)
    }
  }

  @Test func queriesFoldCaseAndAccentsAndMatchWordBeginnings() {
    #expect(SearchQuery("  JO  ").words == ["jo"])
    #expect(SearchQuery("Jö").matches(["Jonas", "Núñez"]))
    #expect(SearchQuery("nun jo").matches(["Jonas", "Núñez"]))
    #expect(!SearchQuery("onas").matches(["Jonas", "Núñez"]))
    #expect(SearchQuery("bri").matches(["Ada", "O'Brien"]))
    #expect(SearchQuery("").isEmpty && SearchQuery("").matches(["anyone"]))
  }

  @Test func aContactOpenedFromTheResultsComesBackToTheSameSearch() throws {
    let fixture = Fixture()
    let table = try #require(fixture.table)
    let search = try #require(fixture.search)
    table.contentOffset.y = table.minimumContentOffsetY
    fixture.run()
    try fixture.tapSearchField()
    fixture.type("ma")
    let results = try fixture.shownSections()
    #expect(results == Self.expected(for: "ma", in: ContactDirectory()))
    // Open the first result, then come back with the back key.
    let row = table.rectForRow(at: IndexPath(row: 0, section: 0))
    let origin = table.convert(table.boundsOrigin, to: nil)
    fixture.tap(CGPoint(x: origin.x + row.midX, y: origin.y + row.midY - table.contentOffset.y))
    fixture.run(for: 1)
    #expect(fixture.navigation.viewControllers.count == 2)
    #expect(search.searchBar.superview == nil, "the card's bar shows no search")
    fixture.navigation.popViewController(animated: true)
    fixture.run(for: 1)
    #expect(search.isActive)
    #expect(search.searchBar.text == "ma")
    #expect(try fixture.shownSections() == results)
    #expect(search.searchBar.superview === fixture.navigation.navigationBar)
    #expect(search.searchBar.frame.height == Metrics.navigationSearchBarHeight)
  }
}
