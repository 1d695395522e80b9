import Foundation
import TableKit

/// A small table of one's own: fruit in two sections, each row swipeable to delete.
@MainActor
public final class FruitListController: TableViewController {
  /// The sections' titles and their fruit.
  public private(set) var sections: [(title: String, fruit: [String])] = [
    ("Berries", ["Blackberry", "Blueberry", "Raspberry", "Strawberry"]),
    ("Citrus", ["Grapefruit", "Lemon", "Lime", "Orange", "Tangerine"]),
  ]

  /// Creates the list, plain style.
  public init() {
    super.init(style: .plain)
    title = "Fruit"
  }

  /// Required of every controller, as in UIKit; TableKit reads nothing from the coder.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    title = "Fruit"
  }

  public override func numberOfSections(in tableView: TableView) -> Int { sections.count }

  public override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int)
    -> Int
  { sections[section].fruit.count }

  public override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
    -> TableViewCell
  {
    let cell =
      tableView.dequeueReusableCell(withIdentifier: "fruit")
      ?? TableViewCell(style: .default, reuseIdentifier: "fruit")
    cell.textLabel?.text = sections[indexPath.section].fruit[indexPath.row]
    return cell
  }

  public override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int)
    -> String?
  { sections[section].title }

  /// A swipe's Delete removes the fruit.
  public override func tableView(
    _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    guard editingStyle == .delete else { return }
    sections[indexPath.section].fruit.remove(at: indexPath.row)
    tableView.deleteRows(at: [indexPath], with: .automatic)
  }

  /// Adds a fruit at the top of the first section, animated.
  public func addFirst(_ name: String) {
    sections[0].fruit.insert(name, at: 0)
    tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
  }
}
