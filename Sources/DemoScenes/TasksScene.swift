import TableKit

/// A to-do list written as today's UIKit code writes one, so that it doubles as a porting
/// example: an inset grouped table driven by a `TableViewDiffableDataSource` of task
/// identifiers, cells filled through `defaultContentConfiguration()`, and swipe actions.
///
/// Tap a task to mark it done: it moves to Done, at the top, or back to where it belongs, with
/// its circle and note refilled by `reconfigureItems`. Swipe toward leading for Delete and
/// Tomorrow (or Today, for an upcoming task), toward trailing for Done. Sections without tasks
/// are left out of the snapshot, so they disappear, and come back with their first task. In a
/// navigation controller, a trash button deletes the done tasks after asking with an action
/// sheet, as iOS apps confirm a destructive act, and a plus presents a "new task" card sheet
/// (issue 29) with a title field and a note, inserting the task, due today, with an animation.
/// A Sort bar button item's pull-down menu in the navigation bar sorts the open tasks by due
/// day or title, and a task's (i) button shows its detail with a note that grows as it is typed.
@MainActor
public final class TasksScene: TableViewDelegate, SceneNavigating {
  /// The scene as the catalog lists it.
  public static let scene = DemoScene(
    name: "tasks", title: "Tasks",
    summary:
      "a to-do list on a diffable data source: tap to complete, swipe to delete or postpone"
  ) { frame, appearance in
    TasksScene(appearance: appearance).makeTable(frame: frame)
  }

  /// The table's sections.
  public typealias Section = TaskList.Section
  /// One task of the list.
  public typealias Task = TaskList.Task

  /// iOS's system green, for the Done action.
  static let systemGreen = Color(rgb: 0x34C759)
  /// iOS's system orange, for the Tomorrow action.
  static let systemOrange = Color(rgb: 0xFF9500)

  private static let cellIdentifier = "task"

  /// The tasks: the source of truth, which snapshots name by identifier.
  public private(set) var list = TaskList()
  private let appearance: SceneAppearance
  /// Kept here: the table holds its data source weakly.
  private var dataSource: TasksDataSource?
  private weak var table: TableView?

  /// Creates the scene's controller with the demo's list.
  public init(appearance: SceneAppearance = .standard) {
    self.appearance = appearance
  }

  /// An inset grouped table showing the list, owning this controller.
  public func makeTable(frame: CGRect) -> TableView {
    let table = SceneTableView(frame: frame, style: .insetGrouped, controller: self)
    table.register(TableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
    dataSource = TasksDataSource(tableView: table) { [weak self] tableView, indexPath, id in
      let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
      self?.configure(cell, with: id)
      return cell
    }
    self.table = table
    dataSource?.apply(makeSnapshot(), animatingDifferences: false)
    // S sorts the open tasks by title, or back by due day, as a keyboard shortcut would.
    table.addKeyCommand(
      KeyCommand(title: "Sort by Title", input: .character("s")) { [weak self] _ in
        self?.toggleSortOrder()
      })
    return table
  }

  // MARK: - Cells and snapshots

  /// Fills a cell with a task: its circle, title and note; a done task's title is gray.
  private func configure(_ cell: TableViewCell, with id: Task.ID) {
    guard let task = list[id] else { return }
    var content = cell.defaultContentConfiguration()
    content.image = Image(named: task.isDone ? "task-done" : "task-open")
    content.text = task.title
    content.secondaryText = task.note
    content.textProperties.font = appearance.titleFont
    content.textProperties.color = task.isDone ? .secondaryLabel : .label
    content.textProperties.numberOfLines = 1
    content.secondaryTextProperties.font = appearance.detailFont
    content.secondaryTextProperties.numberOfLines = 1
    content.textToSecondaryTextVerticalPadding = 2
    cell.contentConfiguration = content
    cell.selectionStyle = .gray
    cell.accessoryType = .detailButton
  }

  /// The list as a snapshot: Today, Upcoming and Done in that order, each only when it has
  /// tasks (as iOS apps hide an empty section rather than show a lone header).
  public func makeSnapshot() -> DiffableDataSourceSnapshot<Section, Task.ID> {
    var snapshot = DiffableDataSourceSnapshot<Section, Task.ID>()
    for section in Section.allCases {
      let ids = list.ids(in: section)
      guard !ids.isEmpty else { continue }
      snapshot.appendSections([section])
      snapshot.appendItems(ids, toSection: section)
    }
    return snapshot
  }

  /// Shows the list as it is now, animating the difference; the tasks in `changed` keep their
  /// cells (wherever they move) and get fresh content in them.
  private func applyList(reconfiguring changed: [Task.ID] = []) {
    var snapshot = makeSnapshot()
    let shown = changed.filter { snapshot.indexOfItem($0) != nil }
    if !shown.isEmpty { snapshot.reconfigureItems(shown) }
    dataSource?.apply(snapshot, animatingDifferences: true)
  }

  // MARK: - Changes

  /// Sorts the open tasks by title, or back by due day, and shows the rows move.
  public func toggleSortOrder() {
    sort(byTitle: !list.sortsOpenTasksByTitle)
  }

  /// Sorts the open tasks by title or by due day, shows the rows move, and checks the order
  /// in the Sort menu.
  public func sort(byTitle: Bool) {
    guard list.sortsOpenTasksByTitle != byTitle else { return }
    list.sortsOpenTasksByTitle = byTitle
    sortItem?.menu = makeSortMenu()
    applyList()
  }

  /// Keeps a task's notes, as its detail's text view changes them.
  public func setNotes(_ notes: String, for id: Task.ID) {
    list.setNotes(notes, for: id)
  }

  /// Marks a task done, or open again, and shows it move.
  public func toggleDone(_ id: Task.ID) {
    guard list.toggleDone(id) else { return }
    applyList(reconfiguring: [id])
    updateTrashButton()
  }

  /// Makes a task due on another day and shows it move.
  public func reschedule(_ id: Task.ID, to due: TaskList.Due) {
    guard list.reschedule(id, to: due) else { return }
    applyList(reconfiguring: [id])
  }

  /// Adds an open task due today and shows its row come in.
  /// - Returns: The new task's identifier.
  @discardableResult
  public func addTask(titled title: String, notes: String = "") -> Task.ID {
    let id = list.add(title: title, notes: notes)
    applyList()
    return id
  }

  /// Removes a task and shows its row go.
  public func delete(_ id: Task.ID) {
    guard list.delete(id) else { return }
    applyList()
    updateTrashButton()
  }

  /// Removes every done task and shows their rows go.
  public func deleteDoneTasks() {
    let done = list.ids(in: .done)
    guard !done.isEmpty else { return }
    for id in done { _ = list.delete(id) }
    applyList()
    updateTrashButton()
  }

  // MARK: - Bar buttons

  private weak var trashButton: BarButtonItem?

  /// The scene's controller, which pushes a task's detail.
  private weak var hostController: ViewController?

  /// A plus on the bar that presents the new-task sheet, beside it a trash button that asks
  /// before deleting the done tasks, and a Sort item with the sort menu.
  public func sceneDidLoad(in controller: ViewController) {
    hostController = controller
    let add = BarButtonItem(
      systemItem: .add,
      primaryAction: Action(title: "New Task") { [weak self, weak controller] _ in
        guard let self, let controller else { return }
        presentNewTaskSheet(from: controller)
      })
    let trash = BarButtonItem(
      systemItem: .trash,
      primaryAction: Action(title: "Delete Done Tasks") { [weak self, weak controller] _ in
        guard let self, let controller else { return }
        confirmDeletingDoneTasks(from: controller)
      })
    controller.navigationItem.rightBarButtonItems = [add, trash, makeSortItem()]
    trashButton = trash
    updateTrashButton()
  }

  /// Presents the new-task card sheet; Add inserts the task.
  /// - Returns: The sheet's navigation controller.
  @discardableResult
  public func presentNewTaskSheet(from controller: ViewController) -> NavigationController {
    let sheet = NewTaskController.makeSheet { [weak self] title, notes in
      self?.addTask(titled: title, notes: notes)
    }
    controller.present(sheet, animated: true)
    return sheet
  }

  // MARK: - Sorting

  /// The Sort item in the navigation bar, whose menu shows the current order checked.
  private var sortItem: BarButtonItem?

  /// A Sort item whose menu opens on a tap (it has no primary action), as iOS 14+ apps put
  /// a sort menu in the navigation bar.
  private func makeSortItem() -> BarButtonItem {
    let item = BarButtonItem(title: "Sort", menu: makeSortMenu())
    item.accessibilityHint = "Chooses the order of the open tasks."
    sortItem = item
    return item
  }

  /// The Sort menu: Due Date and Title, the current order checked.
  private func makeSortMenu() -> Menu {
    let byTitle = list.sortsOpenTasksByTitle
    return Menu(
      title: "Sort By",
      children: [
        Action(title: "Due Date", state: byTitle ? .off : .on) { [weak self] _ in
          self?.sort(byTitle: false)
        },
        Action(title: "Title", state: byTitle ? .on : .off) { [weak self] _ in
          self?.sort(byTitle: true)
        },
      ])
  }

  /// Asks, with an action sheet, whether to delete the done tasks.
  func confirmDeletingDoneTasks(from controller: ViewController) {
    let count = list.ids(in: .done).count
    guard count > 0 else { return }
    let sheet = AlertController(
      title: nil,
      message: count == 1
        ? "The done task will be deleted." : "The \(count) done tasks will be deleted.",
      preferredStyle: .actionSheet)
    let title = count == 1 ? "Delete Done Task" : "Delete \(count) Done Tasks"
    sheet.addAction(
      AlertAction(title: title, style: .destructive) { [weak self] _ in self?.deleteDoneTasks() })
    sheet.addAction(AlertAction(title: "Cancel", style: .cancel))
    // On a wide window the sheet is a popover pointing at the trash button, as on iPad.
    sheet.popoverPresentationController?.barButtonItem = trashButton
    controller.present(sheet, animated: true)
  }

  /// The trash button works only while there are done tasks.
  private func updateTrashButton() {
    trashButton?.isEnabled = !list.ids(in: .done).isEmpty
  }

  // MARK: - Delegate

  /// The (i) button shows the task's detail, with its notes.
  public func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath)
  {
    guard let id = dataSource?.itemIdentifier(for: indexPath), let task = list[id],
      let navigation = hostController?.navigationController
    else { return }
    let detail = TaskDetailController(task: task) { [weak self] notes in
      self?.setNotes(notes, for: id)
    }
    navigation.pushViewController(detail, animated: true)
  }

  /// Tapping a task toggles it done.
  public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    guard let id = dataSource?.itemIdentifier(for: indexPath) else { return }
    toggleDone(id)
  }

  /// Delete (red, outermost, so a full swipe deletes) and Tomorrow for today's tasks, Today for
  /// upcoming ones. The handlers hold the task's identifier, not the index path, which may
  /// have changed by the time the user taps.
  public func tableView(
    _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> SwipeActionsConfiguration? {
    guard let id = dataSource?.itemIdentifier(for: indexPath), let task = list[id] else {
      return nil
    }
    let delete = ContextualAction(style: .destructive, title: "Delete") {
      [weak self] _, _, completion in
      self?.delete(id)
      completion(true)
    }
    var actions = [delete]
    switch task.section {
    case .today:
      let tomorrow = ContextualAction(style: .normal, title: "Tomorrow") {
        [weak self] _, _, completion in
        self?.reschedule(id, to: .tomorrow)
        completion(true)
      }
      tomorrow.backgroundColor = Self.systemOrange
      actions.append(tomorrow)
    case .upcoming:
      let today = ContextualAction(style: .normal, title: "Today") {
        [weak self] _, _, completion in
        self?.reschedule(id, to: .today)
        completion(true)
      }
      today.backgroundColor = .tint
      actions.append(today)
    case .done:
      break
    }
    return SwipeActionsConfiguration(actions: actions)
  }

  /// Done (green) for open tasks, Not Done (gray) for done ones; a full swipe performs it.
  public func tableView(
    _ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> SwipeActionsConfiguration? {
    guard let id = dataSource?.itemIdentifier(for: indexPath), let task = list[id] else {
      return nil
    }
    let toggle = ContextualAction(style: .normal, title: task.isDone ? "Not Done" : "Done") {
      [weak self] _, _, completion in
      self?.toggleDone(id)
      completion(true)
    }
    if !task.isDone { toggle.backgroundColor = Self.systemGreen }
    return SwipeActionsConfiguration(actions: [toggle])
  }
}
