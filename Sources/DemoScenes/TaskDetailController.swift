import TableKit

/// A task's detail, pushed from its (i) button: the title and due day, and the task's notes
/// in a text view row that grows as the user types (the growing-cell idiom: the text view
/// does not scroll, and the table's `beginUpdates()`/`endUpdates()` resize its row). A long
/// press on the title or the due row offers Copy (`TaskDetailController+CopyMenu.swift`).
@MainActor
public final class TaskDetailController: TableViewController, TextViewDelegate {
  /// The task shown, as it was when pushed.
  public let task: TaskList.Task
  /// The notes.
  public let notesView = TextView()
  /// Runs with the notes as they are each time they change.
  private let onNotesChange: (String) -> Void
  /// The Copy menu a long press on the title or the due row presents, on the table.
  public private(set) lazy var copyMenu = EditMenuInteraction(delegate: self)

  private static let infoIdentifier = "info"
  private static let notesIdentifier = "notes"

  /// Creates the detail of `task`; `onNotesChange` keeps its notes.
  public init(task: TaskList.Task, onNotesChange: @escaping (String) -> Void) {
    self.task = task
    self.onNotesChange = onNotesChange
    super.init(style: .insetGrouped)
    title = "Details"
  }

  /// Not made from archives.
  public required init?(coder: NSCoder) { nil }

  public override func viewDidLoad() {
    super.viewDidLoad()
    notesView.font = .preferredFont(forTextStyle: .body)
    notesView.text = task.notes
    notesView.delegate = self
    tableView.register(TableViewCell.self, forCellReuseIdentifier: Self.infoIdentifier)
    tableView.register(TaskNoteCell.self, forCellReuseIdentifier: Self.notesIdentifier)
    tableView.addInteraction(copyMenu)
  }

  public override func numberOfSections(in tableView: TableView) -> Int { 2 }

  public override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int)
    -> Int
  { section == 0 ? 2 : 1 }

  public override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int)
    -> String?
  { section == 1 ? "Notes" : nil }

  public override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
    -> TableViewCell
  {
    guard indexPath.section == 0 else {
      let cell = tableView.dequeueReusableCell(withIdentifier: Self.notesIdentifier, for: indexPath)
      (cell as? TaskNoteCell)?.hold(notesView, placeholder: "Add a note")
      return cell
    }
    let cell = tableView.dequeueReusableCell(withIdentifier: Self.infoIdentifier, for: indexPath)
    var content = cell.defaultContentConfiguration()
    if indexPath.row == 0 {
      content.text = task.title
    } else {
      content.text = "Due"
      content.secondaryText = task.isDone ? "Completed" : task.note
      content.prefersSideBySideTextAndSecondaryText = true
    }
    cell.contentConfiguration = content
    cell.selectionStyle = .none
    offerCopyMenu(on: cell)
    return cell
  }

  /// The notes changed: the row follows their height and the task keeps them.
  public func textViewDidChange(_ textView: TextView) {
    (tableView.cellForRow(at: IndexPath(row: 0, section: 1)) as? TaskNoteCell)?
      .updatePlaceholder()
    textView.invalidateIntrinsicContentSize()
    tableView.beginUpdates()
    tableView.endUpdates()
    onNotesChange(textView.text ?? "")
  }
}
