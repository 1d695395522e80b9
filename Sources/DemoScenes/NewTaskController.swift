import TableKit

/// The "new task" card the tasks scene's "+" presents, as iOS apps show a short form: a
/// navigation controller in a page sheet with medium and large detents and a grabber, Cancel
/// and Add (bold, enabled once the title is not blank) in its bar, a title field and a note
/// that grows with its text. Once something is typed the sheet is modal in presentation: a
/// swipe down asks whether to discard the task, as iOS's Reminders does.
@MainActor
public final class NewTaskController: TableViewController, TextViewDelegate,
  SheetPresentationControllerDelegate
{
  /// The title field.
  public let titleField = TextField()
  /// The note.
  public let noteView = TextView()
  /// Runs with the title and the note when Add is chosen.
  private let onAdd: (String, String) -> Void
  private var addButton: BarButtonItem?

  private static let titleIdentifier = "title"
  private static let noteIdentifier = "note"

  /// Creates the form; `onAdd` gets the trimmed title and the note.
  public init(onAdd: @escaping (String, String) -> Void) {
    self.onAdd = onAdd
    super.init(style: .insetGrouped)
    title = "New Task"
  }

  /// Not made from archives.
  public required init?(coder: NSCoder) { nil }

  /// The form in a navigation controller, presented as a page sheet at the medium detent
  /// with the large one a drag away and a grabber, as iOS apps show a quick form.
  public static func makeSheet(onAdd: @escaping (String, String) -> Void) -> NavigationController {
    let form = NewTaskController(onAdd: onAdd)
    let navigation = NavigationController(rootViewController: form)
    navigation.modalPresentationStyle = .pageSheet
    if let sheet = navigation.sheetPresentationController {
      sheet.detents = [.medium(), .large()]
      sheet.prefersGrabberVisible = true
      sheet.delegate = form
    }
    return navigation
  }

  public override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.leftBarButtonItem = BarButtonItem(
      systemItem: .cancel,
      primaryAction: Action(title: "Cancel") { [weak self] _ in self?.cancel() })
    let add = BarButtonItem(
      title: "Add", style: .done,
      primaryAction: Action(title: "Add") { [weak self] _ in self?.add() })
    add.isEnabled = false
    navigationItem.rightBarButtonItem = add
    addButton = add
    titleField.placeholder = "Title"
    titleField.font = .preferredFont(forTextStyle: .body)
    titleField.returnKeyType = .next
    titleField.addAction(
      Action { [weak self] _ in self?.contentDidChange() }, for: .editingChanged)
    titleField.addAction(
      Action { [weak self] _ in self?.noteView.becomeFirstResponder() }, for: .editingDidEndOnExit)
    noteView.font = .preferredFont(forTextStyle: .body)
    noteView.delegate = self
    tableView.register(TaskTitleCell.self, forCellReuseIdentifier: Self.titleIdentifier)
    tableView.register(TaskNoteCell.self, forCellReuseIdentifier: Self.noteIdentifier)
  }

  /// The title field takes the keyboard as the card comes up.
  public override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    titleField.becomeFirstResponder()
  }

  // MARK: - Rows

  public override func numberOfSections(in tableView: TableView) -> Int { 2 }

  public override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int)
    -> Int
  { 1 }

  public override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
    -> TableViewCell
  {
    if indexPath.section == 0 {
      let cell = tableView.dequeueReusableCell(withIdentifier: Self.titleIdentifier, for: indexPath)
      (cell as? TaskTitleCell)?.hold(titleField)
      return cell
    }
    let cell = tableView.dequeueReusableCell(withIdentifier: Self.noteIdentifier, for: indexPath)
    (cell as? TaskNoteCell)?.hold(noteView, placeholder: "Notes")
    return cell
  }

  // MARK: - The note grows

  /// The note grew or shrank: the row follows, as UIKit apps do with `beginUpdates()` and
  /// `endUpdates()`.
  public func textViewDidChange(_ textView: TextView) {
    noteCell?.updatePlaceholder()
    let before = textView.bounds.height
    textView.invalidateIntrinsicContentSize()
    if textView.fittingHeight(forWidth: textView.bounds.width) != before {
      tableView.beginUpdates()
      tableView.endUpdates()
    }
    contentDidChange()
  }

  private var noteCell: TaskNoteCell? {
    tableView.cellForRow(at: IndexPath(row: 0, section: 1)) as? TaskNoteCell
  }

  // MARK: - Choosing

  /// The trimmed title.
  private var trimmedTitle: String {
    (titleField.text ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Add works once the title is not blank; a swipe down asks first once anything is typed.
  private func contentDidChange() {
    addButton?.isEnabled = !trimmedTitle.isEmpty
    let hasContent = !(titleField.text ?? "").isEmpty || !(noteView.text ?? "").isEmpty
    navigationController?.isModalInPresentation = hasContent
  }

  private func cancel() {
    view.endEditing(true)
    dismiss(animated: true)
  }

  private func add() {
    let title = trimmedTitle
    guard !title.isEmpty else { return }
    let note = noteView.text ?? ""
    view.endEditing(true)
    dismiss(animated: true) { [onAdd] in onAdd(title, note) }
  }

  /// A swipe down with something typed: asks whether to discard it, as iOS apps do.
  public func presentationControllerDidAttemptToDismiss(
    _ presentationController: PresentationController
  ) {
    let confirm = AlertController(title: nil, message: nil, preferredStyle: .actionSheet)
    confirm.addAction(
      AlertAction(title: "Discard Changes", style: .destructive) { [weak self] _ in
        self?.cancel()
      })
    confirm.addAction(AlertAction(title: "Keep Editing", style: .cancel))
    present(confirm, animated: true)
  }
}
