import TableKit

/// A shopping list to edit: tap "Edit" for delete controls, grabbers and an insert row; tap a
/// delete control and then Delete, drag a grabber to reorder, or, outside editing, swipe an
/// item toward leading for its swipe actions, Delete and Later (a full swipe deletes at once).
///
/// In a navigation controller, Edit/Done and Add are bar buttons (Edit on the leading side, a
/// plus on the trailing side, as Apple's list templates place them; Add asks for the name in
/// an alert with a text field) and the toggle and add rows
/// are left out; shown alone, the table has those rows instead.
@MainActor
public final class EditingScene: TableViewDataSource, TableViewDelegate, SceneNavigating {
  /// The scene as the catalog lists it.
  public static let scene = DemoScene(
    name: "editing", title: "Editing",
    summary:
      "edit a shopping list: delete and insert controls, reorder by dragging, swipe actions"
  ) { frame, appearance in
    EditingScene(appearance: appearance).makeTable(frame: frame)
  }

  /// The items and quantities to add, in order, when the list runs out.
  static let pantry: [(String, String)] = [
    ("Apples", "6"), ("Bananas", "5"), ("Bread", "1 loaf"), ("Butter", "250 g"),
    ("Carrots", "1 kg"), ("Cheese", "200 g"), ("Coffee", "1 bag"), ("Eggs", "12"),
    ("Flour", "1 kg"), ("Garlic", "2 heads"), ("Honey", "1 jar"), ("Lemons", "3"),
    ("Milk", "2 l"), ("Oats", "500 g"), ("Olive oil", "1 bottle"), ("Onions", "4"),
    ("Pasta", "2 packs"), ("Potatoes", "2 kg"), ("Rice", "1 kg"), ("Salt", "1 pack"),
    ("Tea", "1 box"), ("Tomatoes", "8"), ("Yoghurt", "4"), ("Walnuts", "200 g"),
  ]

  /// The sections: the Edit/Done toggle, the list, and the row that adds an item.
  enum Section: Int, CaseIterable {
    case toggle, list, add
  }

  private let appearance: SceneAppearance
  /// The list: item and quantity.
  var items: [(String, String)]
  /// The next pantry item to add.
  private var nextItem: Int
  weak var table: TableView?
  /// The root controller the scene's bar buttons and toolbar belong to, in a navigation
  /// controller.
  weak var controller: ViewController?
  /// Whether editing selects several rows for the toolbar's Delete and Move (Select), rather
  /// than showing delete controls and grabbers (Edit).
  var selectsMultipleRows = false
  /// The bar's Select button and the toolbar's Move and Delete (`EditingScene+Toolbar.swift`).
  lazy var selectButton = makeSelectButton()
  lazy var moveButton = makeMoveButton()
  lazy var deleteButton = makeDeleteButton()
  /// Move at the leading edge, Delete at the trailing one, as Mail's and Files' toolbars.
  lazy var toolbarItems: [BarButtonItem] = [moveButton, .flexibleSpace(), deleteButton]
  /// Whether Edit/Done and Add are bar buttons, so the table leaves its own rows for them out.
  private(set) var usesBarButtons = false

  /// Creates the scene's controller with the first sixteen pantry items.
  public init(appearance: SceneAppearance = .standard) {
    self.appearance = appearance
    items = Array(Self.pantry.prefix(16))
    nextItem = 16
  }

  /// A plain table of the list; selection works while editing so that "Done" can be tapped.
  public func makeTable(frame: CGRect) -> TableView {
    let table = SceneTableView(frame: frame, style: .plain, controller: self)
    table.rowHeight = appearance.rowHeight
    table.allowsSelectionDuringEditing = true
    self.table = table
    return table
  }

  // MARK: - Data source

  /// Three sections.
  public func numberOfSections(in tableView: TableView) -> Int { Section.allCases.count }

  /// One toggle row, the items, one add row.
  public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    Section(rawValue: section) == .list ? items.count : (usesBarButtons ? 0 : 1)
  }

  /// The toggle and the add row in the tint color; items with their quantity.
  public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
  {
    let cell =
      tableView.dequeueReusableCell(withIdentifier: "editing")
      ?? TableViewCell(style: .value1, reuseIdentifier: "editing")
    cell.textLabel?.font = appearance.titleFont
    cell.detailTextLabel?.font = appearance.valueFont
    cell.textLabel?.textColor = .tint
    cell.detailTextLabel?.text = nil
    cell.showsReorderControl = false
    cell.selectionStyle = .blue
    switch Section(rawValue: indexPath.section) {
    case .toggle:
      cell.textLabel?.text = tableView.isEditing ? "Done" : "Edit"
    case .list:
      let (item, quantity) = items[indexPath.row]
      cell.textLabel?.text = item
      cell.textLabel?.textColor = .label
      cell.detailTextLabel?.text = quantity
      cell.showsReorderControl = true
      cell.selectionStyle = .gray
    case .add, nil:
      cell.textLabel?.text = "Add an item"
    }
    return cell
  }

  /// A header over the list.
  public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    Section(rawValue: section) == .list ? "Shopping list" : nil
  }

  /// The toggle row has no editing control.
  public func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
    Section(rawValue: indexPath.section) != .toggle
  }

  /// Items move.
  public func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    Section(rawValue: indexPath.section) == .list
  }

  /// Deletes an item or adds the next one from the pantry.
  public func tableView(
    _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    switch editingStyle {
    case .delete:
      guard Section(rawValue: indexPath.section) == .list, items.indices.contains(indexPath.row)
      else { return }
      items.remove(at: indexPath.row)
      tableView.deleteRows(at: [indexPath], with: .automatic)
    case .insert:
      addItem(to: tableView)
    case .none:
      break
    }
  }

  /// Moves an item in the list.
  public func tableView(
    _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    guard items.indices.contains(sourceIndexPath.row) else { return }
    let item = items.remove(at: sourceIndexPath.row)
    items.insert(item, at: min(destinationIndexPath.row, items.count))
  }

  // MARK: - Delegate

  /// Items delete, the add row inserts.
  public func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath)
    -> TableViewCell.EditingStyle
  {
    switch Section(rawValue: indexPath.section) {
    case .list: .delete
    case .add: .insert
    case .toggle, nil: .none
    }
  }

  /// Items swipe to Delete (red, outermost, so a full swipe deletes) and Later (gray, which
  /// moves the item to the end of the list), as UIKit code builds them.
  public func tableView(
    _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> SwipeActionsConfiguration? {
    guard Section(rawValue: indexPath.section) == .list else { return nil }
    let delete = ContextualAction(style: .destructive, title: "Delete") {
      [weak self] _, _, completion in
      self?.tableView(tableView, commit: .delete, forRowAt: indexPath)
      completion(true)
    }
    let later = ContextualAction(style: .normal, title: "Later") {
      [weak self] _, _, completion in
      completion(self?.moveToEnd(indexPath, in: tableView) ?? false)
    }
    return SwipeActionsConfiguration(actions: [delete, later])
  }

  /// The toggle row stays where it is.
  public func tableView(_ tableView: TableView, shouldIndentWhileEditingRowAt indexPath: IndexPath)
    -> Bool
  { Section(rawValue: indexPath.section) != .toggle }

  /// Items stay in the list: a drag above it stops at its top, below it at its end.
  public func tableView(
    _ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath {
    let list = Section.list.rawValue
    if proposedDestinationIndexPath.section < list { return IndexPath(row: 0, section: list) }
    if proposedDestinationIndexPath.section > list {
      return IndexPath(row: max(0, items.count - 1), section: list)
    }
    return proposedDestinationIndexPath
  }

  /// The toggle switches editing; the add row adds an item; items just flash, except while
  /// selecting several, when they stay selected for the toolbar.
  public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    if selectsMultipleRows, tableView.isEditing { return selectionDidChange() }
    tableView.deselectRow(at: indexPath, animated: true)
    switch Section(rawValue: indexPath.section) {
    case .toggle:
      tableView.setEditing(!tableView.isEditing, animated: true)
      tableView.cellForRow(at: indexPath)?.textLabel?.text = tableView.isEditing ? "Done" : "Edit"
    case .add:
      addItem(to: tableView)
    case .list, nil:
      break
    }
  }

  // MARK: - Adding and moving

  /// Moves the item at `indexPath` to the end of the list.
  /// - Returns: Whether there was an item to move.
  private func moveToEnd(_ indexPath: IndexPath, in tableView: TableView) -> Bool {
    guard Section(rawValue: indexPath.section) == .list, items.indices.contains(indexPath.row)
    else { return false }
    items.append(items.remove(at: indexPath.row))
    tableView.moveRow(
      at: indexPath, to: IndexPath(row: items.count - 1, section: indexPath.section))
    return true
  }

  // MARK: - Bar buttons

  /// Puts Edit/Done, Add and Select on the bar and leaves the toggle and add rows out.
  public func sceneDidLoad(in controller: ViewController) {
    usesBarButtons = true
    self.controller = controller
    controller.navigationItem.leftBarButtonItem = controller.editButtonItem
    let add = BarButtonItem(
      systemItem: .add,
      primaryAction: Action(title: "Add") { [weak self, weak controller] _ in
        guard let self, let controller else { return }
        askForNewItem(from: controller)
      })
    controller.navigationItem.rightBarButtonItems = [add, selectButton]
    controller.toolbarItems = toolbarItems
    table?.reloadData()
  }

  /// Asks for the new item's name in an alert whose OK stays disabled while the name is empty
  /// (issue 14), and adds the item, quantity 1, when OK is chosen.
  private func askForNewItem(from controller: ViewController) {
    let alert = NamePrompt.makeAlert(
      title: "New Item", message: "Enter a name for this item.", placeholder: "Name",
      confirmTitle: "Add"
    ) { [weak self] name in
      guard let self, let table = self.table else { return }
      self.items.append((name, "1"))
      let indexPath = IndexPath(row: self.items.count - 1, section: Section.list.rawValue)
      table.insertRows(at: [indexPath], with: .automatic)
    }
    controller.present(alert, animated: true)
  }

  private func addItem(to tableView: TableView) {
    items.append(Self.pantry[nextItem % Self.pantry.count])
    nextItem += 1
    let indexPath = IndexPath(row: items.count - 1, section: Section.list.rawValue)
    tableView.insertRows(at: [indexPath], with: .automatic)
  }
}
