// Every selector shape scripts/port-uikit rewrites, as UIKit code writes them; its output, which
// keeps UIKit's names, is Tests/UIKitNamesTests/UIKitNamed/SelectorShapes.swift, compiled and
// driven by SelectorShapesTests. Text such as #selector(refresh) in a comment stays.
import UIKit

final class SelectorShapesViewController: UITableViewController {
    private(set) var log: [String] = []
    let toggle = UISwitch()
    let note = "addTarget(self, action: #selector(refresh), for: .valueChanged) stays in a string"

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { [weak self] _ in self?.add() })
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Sort", style: .plain, primaryAction: UIAction { [weak self] action in self?.sort(action.sender as! UIBarButtonItem) })
        toggle.addAction(UIAction { [weak self] action in self?.toggled(action.sender as! UISwitch) }, for: .valueChanged)
        refreshControl = UIRefreshControl()
        refreshControl?.addAction(UIAction { [weak self] _ in self?.refresh() }, for: .valueChanged)
        tableView.addGestureRecognizer(UILongPressGestureRecognizer { [weak self] recognizer in self?.pressed(recognizer as! UILongPressGestureRecognizer) })
        _ = NotificationCenter.default.addObserver(forName: .selectorShapesSettings, object: nil, queue: nil) { [weak self] notification in
            nonisolated(unsafe) let notification = notification
            MainActor.assumeIsolated { self?.settingsChanged(notification) }
        }
        _ = NotificationCenter.default.addObserver(forName: .selectorShapesReload, object: nil, queue: nil) { [weak self] _ in
            MainActor.assumeIsolated { self?.reload() }
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.01) { [weak self] in self?.refresh() }
        Timer.scheduledTimer(withTimeInterval: 0.01, repeats: false) { [weak self] _ in
            MainActor.assumeIsolated { self?.tick() }
        }
        Timer.scheduledTimer(withTimeInterval: 0.01, repeats: false) { [weak self] timer in
            nonisolated(unsafe) let timer = timer
            MainActor.assumeIsolated { self?.tock(timer) }
        }
    }

    func add() { log.append("add") }
    func sort(_ sender: UIBarButtonItem) { log.append("sort \(sender.title ?? "")") }
    func toggled(_ sender: UISwitch) { log.append("toggled \(sender.isOn)") }
    func refresh() { log.append("refresh") }
    func pressed(_ recognizer: UILongPressGestureRecognizer) { log.append("pressed") }
    func settingsChanged(_ notification: Notification) { log.append("settings \(notification.name.rawValue)") }
    private func reload() { log.append("reload") }
    func tick() { log.append("tick") }
    func tock(_ timer: Timer) { log.append("tock \(timer.isValid)") }
}

extension Notification.Name {
    static let selectorShapesSettings = Notification.Name("SelectorShapesSettings")
    static let selectorShapesReload = Notification.Name("SelectorShapesReload")
}
