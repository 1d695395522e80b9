// `SettingsViewController.swift` in TableKit's names (the renames scripts/port-uikit makes,
// and the types renamed to live beside it): the twin the UIKit-named file is compared with.
import TableKit

final class RenamedSettingsBadgeCell: TableViewCell {
    static let reuseIdentifier = "RenamedSettingsBadgeCell"
    let titleLabel = Label()
    let badgeLabel = Label()

    // TableKit makes registered cells by their class, which Swift allows only through a
    // required initializer: the one edit Swift on Linux forces here.
    required init(style: TableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        titleLabel.font = FontMetrics(forTextStyle: .body)
            .scaledFont(for: Font.systemFont(ofSize: 17, weight: .regular))
        badgeLabel.font = Font.preferredFont(forTextStyle: .footnote)
        badgeLabel.textColor = Color.white
        badgeLabel.textAlignment = TextAlignment.center
        badgeLabel.backgroundColor = Color.systemRed
        let stack = StackView(arrangedSubviews: [titleLabel, badgeLabel])
        stack.axis = .horizontal
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(stack)
        LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            stack.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            stack.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
            badgeLabel.widthAnchor.constraint(equalToConstant: 28),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class RenamedSettingsViewController: TableViewController {
    private(set) var sections: [[String]] = [
        ["Wi-Fi", "Bluetooth", "Airplane Mode"],
        ["Notifications", "Sounds", "Focus", "Screen Time"],
    ]
    private(set) var airplaneMode = false
    let airplaneSwitch = Switch()
    private(set) var addTaps = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        navigationItem.rightBarButtonItem = BarButtonItem(
            systemItem: .add, primaryAction: Action { [weak self] _ in self?.addTapped() })
        tableView.register(RenamedSettingsBadgeCell.self,
                           forCellReuseIdentifier: RenamedSettingsBadgeCell.reuseIdentifier)
        tableView.rowHeight = TableView.automaticDimension
        tableView.estimatedRowHeight = 44
        tableView.separatorInset = EdgeInsets(top: 0, left: 58, bottom: 0, right: 0)
        airplaneSwitch.addAction(Action { [weak self] _ in
            self?.airplaneMode = self?.airplaneSwitch.isOn ?? false
        }, for: .valueChanged)
    }

    func addTapped() {
        addTaps += 1
        let alert = AlertController(
            title: "Add a Setting", message: "Not yet", preferredStyle: AlertController.Style.alert)
        alert.addAction(AlertAction(title: "OK", style: .default, handler: nil))
        present(alert, animated: false, completion: nil)
    }

    func removeSetting(at indexPath: IndexPath) {
        sections[indexPath.section].remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: TableView.RowAnimation.fade)
    }

    override func numberOfSections(in tableView: TableView) -> Int {
        sections.count
    }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].count
    }

    override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int)
        -> String?
    {
        section == 0 ? "Connections" : "Attention"
    }

    override func tableView(
        _ tableView: TableView, cellForRowAt indexPath: IndexPath
    ) -> TableViewCell {
        let title = sections[indexPath.section][indexPath.row]
        if indexPath.section == 1 && indexPath.row == 0 {
            let cell = tableView.dequeueReusableCell(
                withIdentifier: RenamedSettingsBadgeCell.reuseIdentifier, for: indexPath)
                as! RenamedSettingsBadgeCell
            cell.titleLabel.text = title
            cell.badgeLabel.text = "3"
            return cell
        }
        let cell = tableView.dequeueReusableCell(withIdentifier: "value")
            ?? TableViewCell(style: TableViewCell.CellStyle.value1, reuseIdentifier: "value")
        cell.textLabel?.text = title
        cell.imageView?.image = Image(systemName: "gear")
        cell.accessoryView = nil
        cell.accessoryType = .disclosureIndicator
        if title == "Airplane Mode" {
            cell.accessoryView = airplaneSwitch
            cell.selectionStyle = .none
        } else if title == "Wi-Fi" {
            cell.detailTextLabel?.text = "Home"
        }
        return cell
    }

    override func tableView(
        _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? {
        let delete = ContextualAction(style: .destructive, title: "Delete") {
            [weak self] _, _, completion in
            self?.removeSetting(at: indexPath)
            completion(true)
        }
        return SwipeActionsConfiguration(actions: [delete])
    }
}
