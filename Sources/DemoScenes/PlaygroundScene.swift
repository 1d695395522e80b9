import TableKit

/// The animation playground: pick a row animation, then tap an action to insert, delete, reload
/// or move rows (or a whole section) of a list of fruit, and watch the table animate it. Taps
/// that land during an animation update again from where the rows are drawn.
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
      case .deleteSection: "Delete the last section"
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

  private let appearance: SceneAppearance
  private var chosenAnimation = 0
  /// The list sections after the two control sections: each a title and its rows.
  private var lists: [(title: String, rows: [String])]
  /// Where the next pick comes from: a fixed walk, so that runs repeat.
  private var step = 0
  private var nextFruit = 0

  /// Creates the scene's controller.
  public init(appearance: SceneAppearance = .standard) {
    self.appearance = appearance
    lists = [("Basket", Array(Self.fruit.prefix(6)))]
    nextFruit = 6
  }

  /// A plain table with the actions, the animations and the basket.
  public func makeTable(frame: CGRect) -> TableView {
    let table = SceneTableView(frame: frame, style: .plain, controller: self)
    table.rowHeight = appearance.rowHeight
    return table
  }

  private static let controlSections = 2

  // MARK: - Data source

  /// Actions, animations, then the lists.
  public func numberOfSections(in tableView: TableView) -> Int {
    Self.controlSections + lists.count
  }

  /// The rows of a section.
  public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    switch section {
    case 0: Action.allCases.count
    case 1: Self.animations.count
    default: lists[section - Self.controlSections].rows.count
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
    switch indexPath.section {
    case 0:
      cell.textLabel?.text = Action.allCases[indexPath.row].title
      cell.textLabel?.textColor = .tint
    case 1:
      cell.textLabel?.text = Self.animations[indexPath.row].1
      cell.accessoryType = indexPath.row == chosenAnimation ? .checkmark : .none
    default:
      let list = lists[indexPath.section - Self.controlSections]
      cell.textLabel?.text = list.rows[indexPath.row]
      cell.detailTextLabel?.text = "#\(indexPath.row + 1)"
      cell.selectionStyle = .gray
    }
    return cell
  }

  /// The section titles.
  public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    switch section {
    case 0: "Actions"
    case 1: "Animation"
    default: lists[section - Self.controlSections].title
    }
  }

  // MARK: - Delegate

  /// Runs an action or picks an animation; list rows just flash.
  public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    switch indexPath.section {
    case 0:
      perform(Action.allCases[indexPath.row], in: tableView)
    case 1:
      tableView.cellForRow(at: IndexPath(row: chosenAnimation, section: 1))?.accessoryType = .none
      chosenAnimation = indexPath.row
      tableView.cellForRow(at: indexPath)?.accessoryType = .checkmark
    default:
      break
    }
  }

  // MARK: - Actions

  private var animation: RowAnimation { Self.animations[chosenAnimation].0 }

  /// A place in a list of `count` rows, walking through it so that successive taps touch
  /// different rows.
  private func pick(in count: Int) -> Int {
    step += 1
    return count == 0 ? 0 : (step * 7) % count
  }

  private func perform(_ action: Action, in table: TableView) {
    let listSection = Self.controlSections + lists.count - 1
    let last = lists.count - 1
    switch action {
    case .insertRow:
      let row = pick(in: lists[last].rows.count + 1)
      lists[last].rows.insert(Self.fruit[nextFruit % Self.fruit.count], at: row)
      nextFruit += 1
      table.insertRows(at: [IndexPath(row: row, section: listSection)], with: animation)
    case .deleteRow:
      guard !lists[last].rows.isEmpty else { return }
      let row = pick(in: lists[last].rows.count)
      lists[last].rows.remove(at: row)
      table.deleteRows(at: [IndexPath(row: row, section: listSection)], with: animation)
    case .reloadRow:
      guard !lists[last].rows.isEmpty else { return }
      let row = pick(in: lists[last].rows.count)
      lists[last].rows[row] = lists[last].rows[row].uppercased()
      table.reloadRows(at: [IndexPath(row: row, section: listSection)], with: animation)
    case .moveRow:
      let count = lists[last].rows.count
      guard count > 1 else { return }
      let from = pick(in: count)
      let to = (from + 1 + pick(in: count - 1)) % count
      let moved = lists[last].rows.remove(at: from)
      lists[last].rows.insert(moved, at: to)
      table.moveRow(
        at: IndexPath(row: from, section: listSection), to: IndexPath(row: to, section: listSection)
      )
    case .insertSection:
      let rows = (0..<3).map { Self.fruit[(nextFruit + $0) % Self.fruit.count] }
      nextFruit += 3
      lists.append(("Basket \(lists.count + 1)", rows))
      table.insertSections(IndexSet(integer: listSection + 1), with: animation)
    case .deleteSection:
      guard lists.count > 1 else { return }
      lists.removeLast()
      table.deleteSections(IndexSet(integer: listSection), with: animation)
    }
  }
}
