// A settings screen written for UIKit with UIKit's names, as an iOS 14+ app has it. It compiles
// unchanged against the `UIKit` product; `RenamedSettingsViewController.swift` is the same
// screen in TableKit's names, and the tests check that both behave and draw alike.
import UIKit

final class SettingsBadgeCell: UITableViewCell {
    static let reuseIdentifier = "SettingsBadgeCell"
    let titleLabel = UILabel()
    let badgeLabel = UILabel()

    // TableKit makes registered cells by their class, which Swift allows only through a
    // required initializer: the one edit Swift on Linux forces here.
    required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        titleLabel.font = UIFontMetrics(forTextStyle: .body)
            .scaledFont(for: UIFont.systemFont(ofSize: 17, weight: .regular))
        badgeLabel.font = UIFont.preferredFont(forTextStyle: .footnote)
        badgeLabel.textColor = UIColor.white
        badgeLabel.textAlignment = NSTextAlignment.center
        badgeLabel.backgroundColor = UIColor.systemRed
        let stack = UIStackView(arrangedSubviews: [titleLabel, badgeLabel])
        stack.axis = .horizontal
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(stack)
        NSLayoutConstraint.activate([
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

final class SettingsViewController: UITableViewController {
    private(set) var sections: [[String]] = [
        ["Wi-Fi", "Bluetooth", "Airplane Mode"],
        ["Notifications", "Sounds", "Focus", "Screen Time"],
    ]
    private(set) var airplaneMode = false
    let airplaneSwitch = UISwitch()
    private(set) var addTaps = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .add, primaryAction: UIAction { [weak self] _ in self?.addTapped() })
        tableView.register(SettingsBadgeCell.self,
                           forCellReuseIdentifier: SettingsBadgeCell.reuseIdentifier)
        tableView.rowHeight = UITableViewAutomaticDimension
        tableView.estimatedRowHeight = 44
        tableView.separatorInset = UIEdgeInsets(top: 0, left: 58, bottom: 0, right: 0)
        airplaneSwitch.addAction(UIAction { [weak self] _ in
            self?.airplaneMode = self?.airplaneSwitch.isOn ?? false
        }, for: .valueChanged)
    }

    func addTapped() {
        addTaps += 1
        let alert = UIAlertController(
            title: "Add a Setting", message: "Not yet", preferredStyle: UIAlertController.Style.alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default, handler: nil))
        present(alert, animated: false, completion: nil)
    }

    func removeSetting(at indexPath: IndexPath) {
        sections[indexPath.section].remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: UITableView.RowAnimation.fade)
    }

    override func numberOfSections(in tableView: UITableView) -> Int {
        sections.count
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].count
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
        -> String?
    {
        section == 0 ? "Connections" : "Attention"
    }

    override func tableView(
        _ tableView: UITableView, cellForRowAt indexPath: IndexPath
    ) -> UITableViewCell {
        let title = sections[indexPath.section][indexPath.row]
        if indexPath.section == 1 && indexPath.row == 0 {
            let cell = tableView.dequeueReusableCell(
                withIdentifier: SettingsBadgeCell.reuseIdentifier, for: indexPath)
                as! SettingsBadgeCell
            cell.titleLabel.text = title
            cell.badgeLabel.text = "3"
            return cell
        }
        let cell = tableView.dequeueReusableCell(withIdentifier: "value")
            ?? UITableViewCell(style: UITableViewCell.CellStyle.value1, reuseIdentifier: "value")
        cell.textLabel?.text = title
        cell.imageView?.image = UIImage(systemName: "gear")
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
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        let delete = UIContextualAction(style: .destructive, title: "Delete") {
            [weak self] _, _, completion in
            self?.removeSetting(at: indexPath)
            completion(true)
        }
        return UISwipeActionsConfiguration(actions: [delete])
    }
}
