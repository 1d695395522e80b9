// A notes list written as a Swift 5 UIKit app writes it, compiled in Swift 5 mode as such an app
// is: nothing here says `@MainActor`, and UIKit accepts all of it (issue 28, item 3). Only what
// scripts/port-uikit changes for Swift on Linux differs from the iOS file (the cell's `required`
// initializer).
import UIKit

struct Note: Equatable {
    var title: String
    var body: String
}

// A non-isolated model class that touches views, as apps' presenters and formatters do.
final class NoteFormatter {
    var prefix = "• "

    func configure(_ cell: UITableViewCell, with note: Note) {
        cell.textLabel?.text = prefix + note.title
        cell.detailTextLabel?.text = note.body
        cell.accessoryType = note.body.isEmpty ? .none : .disclosureIndicator
    }
}

// A free function touching a view's properties.
func styleAsHeadline(_ label: UILabel) {
    label.font = UIFont.preferredFont(forTextStyle: .headline)
    label.textColor = .label
    label.numberOfLines = 0
}

// A main-actor default argument in a non-isolated function.
func makeConfirmation(title: String, message: String? = nil,
                      action: UIAlertAction = UIAlertAction(title: "OK", style: .default, handler: nil)) -> UIAlertController {
    let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
    alert.addAction(action)
    alert.preferredAction = action
    return alert
}

// A data source on a plain NSObject subclass.
final class NotesDataSource: NSObject, UITableViewDataSource {
    var notes: [Note] = []
    let formatter = NoteFormatter()

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return notes.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: NoteCell.reuseIdentifier, for: indexPath)
        formatter.configure(cell, with: notes[indexPath.row])
        return cell
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        return notes.isEmpty ? nil : "\(notes.count) notes"
    }
}

final class NoteCell: UITableViewCell {
    static let reuseIdentifier = "NoteCell"

    required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

// A loader calling back on the main queue, as network code does.
final class NotesLoader {
    let notes: [Note]

    init(notes: [Note]) {
        self.notes = notes
    }

    func load(completion: @escaping ([Note]) -> Void) {
        let notes = self.notes
        DispatchQueue.global().async {
            DispatchQueue.main.async {
                completion(notes)
            }
        }
    }
}

class NotesViewController: UITableViewController {
    let dataSource = NotesDataSource()
    let loader: NotesLoader
    var onSelect: ((Note) -> Void)?
    var confirmedTitles: [String] = []
    private(set) var headline = UILabel()

    init(loader: NotesLoader) {
        self.loader = loader
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Notes"
        tableView.register(NoteCell.self, forCellReuseIdentifier: NoteCell.reuseIdentifier)
        tableView.dataSource = dataSource
        styleAsHeadline(headline)
        headline.text = "Loading…"
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { [weak self] _ in
            self?.confirmAdding()
        })
        loader.load { [weak self] notes in
            self?.show(notes)
        }
    }

    func show(_ notes: [Note]) {
        dataSource.notes = notes
        tableView.reloadData()
        headline.text = "\(notes.count) notes"
    }

    func confirmAdding() {
        let add = UIAlertAction(title: "Add", style: .default) { action in
            self.confirmedTitles.append(action.title ?? "")
            DispatchQueue.main.async {
                self.show(self.dataSource.notes + [Note(title: "New note", body: "")])
            }
        }
        present(makeConfirmation(title: "Add a note?", action: add), animated: false, completion: nil)
    }

    func confirmClearing() {
        present(makeConfirmation(title: "Nothing to clear"), animated: false, completion: nil)
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: false)
        onSelect?(dataSource.notes[indexPath.row])
    }
}

extension Notification.Name {
    static let notesDidChange = Notification.Name("NotesDidChange")
}

// A form controller with a delegate conformance in an extension and a notification observer
// whose closure touches a view, as Swift 5 apps write them. (The observer runs on the posting
// thread: Foundation on Linux waits for an observer's `.main` queue when the post comes from the
// main thread, which deadlocks under the test runner.)
final class NoteEditorViewController: UIViewController {
    let titleField = UITextField()
    var savedTitles: [String] = []
    var reloads = 0
    private var observer: NSObjectProtocol?

    override func viewDidLoad() {
        super.viewDidLoad()
        titleField.delegate = self
        titleField.returnKeyType = .done
        view.addSubview(titleField)
        observer = NotificationCenter.default.addObserver(forName: .notesDidChange, object: nil, queue: nil) { [weak self] _ in
            self?.reloads += 1
            self?.titleField.placeholder = "Changed"
        }
    }

    deinit {
        if let observer = observer {
            NotificationCenter.default.removeObserver(observer)
        }
    }
}

extension NoteEditorViewController: UITextFieldDelegate {
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        savedTitles.append(textField.text ?? "")
        return false
    }
}
