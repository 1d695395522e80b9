import TableKit

/// The animation playground: pick a row animation, then tap an action to insert, delete, reload
/// or move rows (or a whole section) of a list of fruit, and watch the table animate it. Taps
/// that land during an animation update again from where the rows are drawn.
///
/// The baskets come right after the actions and every change lands in the top basket, on rows
/// that are on screen, so that each animation can be watched without scrolling; the animation
/// picker follows them. A fruit's label (its name and the number it got when it came into the
/// basket) is its own, so it stays right however the rows move.
@MainActor
public final class PlaygroundScene: TableViewDataSource, TableViewDelegate {
  /// The scene as the catalog lists it.
  public static let scene = DemoScene(
    name: "playground", title: "Animations",
    summary: "insert, delete, reload and move rows and sections with every row animation"
  ) { frame, appearance in
    PlaygroundScene(appearance: appearance).makeTable(frame: frame)
  }

  /// What an action row does.
  enum Action: CaseIterable {
    case insertRow, deleteRow, reloadRow, moveRow, insertSection, deleteSection

    var title: String {
      switch self {
      case .insertRow: "Insert a row"
      case .deleteRow: "Delete a row"
      case .reloadRow: "Reload a row"
      case .moveRow: "Move a row"
      case .insertSection: "Insert a section"
      case .deleteSection: "Delete a section"
      }
    }
  }

  /// The animations to choose from, with their names.
  static let animations: [(RowAnimation, String)] = [
    (.automatic, "Automatic"), (.fade, "Fade"), (.right, "Right"), (.left, "Left"),
    (.top, "Top"), (.bottom, "Bottom"), (.middle, "Middle"), (.none, "None"),
  ]

  static let fruit = [
    "Apple", "Apricot", "Banana", "Blueberry", "Cherry", "Date", "Fig", "Grape", "Kiwi", "Lemon",
    "Lime", "Mango", "Melon", "Orange", "Papaya", "Peach", "Pear", "Plum", "Quince", "Raspberry",
  ]

  /// A fruit in a basket: its name and the number it got when it came in, which it keeps.
  struct Item {
    var name: String
    var number: Int
    /// The row's detail text.
    var detail: String { "No. \(number)" }
  }

  private let appearance: SceneAppearance
  private var chosenAnimation = 0
  /// The baskets, between the actions and the animations: each a title and its rows. Actions
  /// change the first.
  private var lists: [(title: String, rows: [Item])]
  /// Where the next pick comes from: a fixed walk, so that runs repeat.
  private var step = 0
  /// How many fruit have come into the baskets, which numbers the next.
  private var fruitCount = 0
  private var basketCount = 1

  /// Creates the scene's controller.
  public init(appearance: SceneAppearance = .standard) {
    self.appearance = appearance
    lists = []
    lists = [("Basket", (0..<6).map { _ in newItem() })]
  }

  private func newItem() -> Item {
    fruitCount += 1
    return Item(name: Self.fruit[(fruitCount - 1) % Self.fruit.count], number: fruitCount)
  }

  /// A plain table with the actions, the animations and the basket.
  public func makeTable(frame: CGRect) -> TableView {
    let table = SceneTableView(frame: frame, style: .plain, controller: self)
    table.rowHeight = appearance.rowHeight
    return table
  }

  /// The section kinds, in order: the actions, the baskets, the animations.
  private enum Section: Equatable {
    case actions, list(Int), animations
  }

  private var firstListSection: Int { 1 }
  private var animationSection: Int { firstListSection + lists.count }

  private func kind(of section: Int) -> Section {
    switch section {
    case 0: .actions
    case animationSection: .animations
    default: .list(section - firstListSection)
    }
  }

  // MARK: - Data source

  /// Actions, the baskets, then the animations.
  public func numberOfSections(in tableView: TableView) -> Int { lists.count + 2 }

  /// The rows of a section.
  public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    switch kind(of: section) {
    case .actions: Action.allCases.count
    case .animations: Self.animations.count
    case .list(let index): lists[index].rows.count
    }
  }

  /// Action rows in the tint color, animation rows with a checkmark on the chosen one, list
  /// rows with their fruit.
  public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
  {
    let cell =
      tableView.dequeueReusableCell(withIdentifier: "playground")
      ?? TableViewCell(style: .value1, reuseIdentifier: "playground")
    cell.textLabel?.font = .systemFont(ofSize: appearance.titleFontSize)
    cell.detailTextLabel?.font = .systemFont(ofSize: appearance.titleFontSize)
    cell.detailTextLabel?.text = nil
    cell.textLabel?.textColor = .label
    cell.accessoryType = .none
    cell.selectionStyle = .blue
    switch kind(of: indexPath.section) {
    case .actions:
      cell.textLabel?.text = Action.allCases[indexPath.row].title
      cell.textLabel?.textColor = .tint
    case .animations:
      cell.textLabel?.text = Self.animations[indexPath.row].1
      cell.accessoryType = indexPath.row == chosenAnimation ? .checkmark : .none
    case .list(let index):
      let item = lists[index].rows[indexPath.row]
      cell.textLabel?.text = item.name
      cell.detailTextLabel?.text = item.detail
      cell.selectionStyle = .gray
    }
    return cell
  }

  /// The section titles.
  public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    switch kind(of: section) {
    case .actions: "Actions"
    case .animations: "Animation"
    case .list(let index): lists[index].title
    }
  }

  // MARK: - Delegate

  /// Runs an action or picks an animation; list rows just flash.
  public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    switch kind(of: indexPath.section) {
    case .actions:
      perform(Action.allCases[indexPath.row], in: tableView)
    case .animations:
      let section = animationSection
      tableView.cellForRow(at: IndexPath(row: chosenAnimation, section: section))?
        .accessoryType = .none
      chosenAnimation = indexPath.row
      tableView.cellForRow(at: indexPath)?.accessoryType = .checkmark
    case .list:
      break
    }
  }

  // MARK: - Actions

  private var animation: RowAnimation { Self.animations[chosenAnimation].0 }

  /// One of `candidates`, walking through them so that successive taps touch different rows.
  private func pick(from candidates: [Int]) -> Int {
    step += 1
    return candidates.isEmpty ? 0 : candidates[(step * 7) % candidates.count]
  }

  /// The rows of the top basket that are wholly on screen (below the bar, above the bottom
  /// edge), so that a change there can be watched; all of them when none is.
  private func rowsOnScreen(in table: TableView) -> [Int] {
    let count = lists[0].rows.count
    let top = table.contentOffset.y + table.adjustedContentInset.top
    let bottom = table.contentOffset.y + table.frame.height - table.adjustedContentInset.bottom
    let visible = (0..<count).filter { row in
      let rect = table.rectForRow(at: IndexPath(row: row, section: firstListSection))
      return rect.minY >= top && rect.maxY <= bottom
    }
    return visible.isEmpty ? Array(0..<count) : visible
  }

  private func perform(_ action: Action, in table: TableView) {
    let section = firstListSection
    switch action {
    case .insertRow:
      // Before a row on screen, or after the last when it is the basket's end.
      var places = rowsOnScreen(in: table)
      if places.last == lists[0].rows.count - 1 { places.append(lists[0].rows.count) }
      let row = lists[0].rows.isEmpty ? 0 : pick(from: places)
      lists[0].rows.insert(newItem(), at: row)
      table.insertRows(at: [IndexPath(row: row, section: section)], with: animation)
    case .deleteRow:
      guard !lists[0].rows.isEmpty else { return }
      let row = pick(from: rowsOnScreen(in: table))
      lists[0].rows.remove(at: row)
      table.deleteRows(at: [IndexPath(row: row, section: section)], with: animation)
    case .reloadRow:
      guard !lists[0].rows.isEmpty else { return }
      let row = pick(from: rowsOnScreen(in: table))
      let name = lists[0].rows[row].name
      lists[0].rows[row].name = name == name.uppercased() ? name.capitalized : name.uppercased()
      table.reloadRows(at: [IndexPath(row: row, section: section)], with: animation)
    case .moveRow:
      let rows = rowsOnScreen(in: table)
      guard rows.count > 1 else { return }
      let from = pick(from: rows)
      let to = pick(from: rows.filter { $0 != from })
      let moved = lists[0].rows.remove(at: from)
      lists[0].rows.insert(moved, at: to)
      table.moveRow(
        at: IndexPath(row: from, section: section), to: IndexPath(row: to, section: section))
    case .insertSection:
      basketCount += 1
      lists.insert(("Basket \(basketCount)", (0..<3).map { _ in newItem() }), at: 0)
      table.insertSections(IndexSet(integer: section), with: animation)
    case .deleteSection:
      guard lists.count > 1 else { return }
      lists.removeFirst()
      table.deleteSections(IndexSet(integer: section), with: animation)
    }
  }
}
