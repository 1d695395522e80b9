// A roster screen as table code from the Swift 4 years has it, after scripts/port-uikit (the
// selectors became closures, the cell and header initializers `required`): Swift 4.1's flat
// names (`UITableViewCellStyle`, `NSLayoutFormatOptions`, `UIViewContentMode`), constraints in
// the visual format pinned to the cell itself rather than its content view (written before
// tables sized rows themselves), a button in each row, `indexPath.item`, `UIColor(hue:...)`,
// `UIEdgeInsetsMake`. It compiles with `import UIKit` as it is.
import UIKit

final class LegacyRosterViewController: UITableViewController {
    var members = ["Ada", "Grace", "Edsger"]
    private(set) var insertTaps = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Roster"
        tableView.register(LegacyRosterCell.self, forCellReuseIdentifier: "member")
        tableView.register(LegacyRosterHeader.self, forHeaderFooterViewReuseIdentifier: "header")
        tableView.sectionHeaderHeight = 50
        tableView.separatorInset = UIEdgeInsetsMake(0, 16, 0, 0)
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Insert", style: .plain,
            primaryAction: UIAction { [weak self] _ in self?.insertMember() })
    }

    func insertMember() {
        insertTaps += 1
        members.append("Member \(members.count + 1)")
        tableView.beginUpdates()
        tableView.insertRows(at: [IndexPath(item: members.count - 1, section: 0)], with: .left)
        tableView.endUpdates()
    }

    func remove(_ cell: LegacyRosterCell) {
        guard let path = tableView.indexPath(for: cell) else { return }
        members.remove(at: path.item)
        tableView.deleteRows(at: [path], with: .fade)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return members.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "member", for: indexPath) as! LegacyRosterCell
        cell.nameLabel.text = members[indexPath.item]
        cell.roster = self
        cell.badge.backgroundColor = UIColor(
            hue: CGFloat(indexPath.item) / 6, saturation: 0.56, brightness: 0.55, alpha: 1.0)
        return cell
    }

    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        return tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
    }
}

final class LegacyRosterHeader: UITableViewHeaderFooterView {
    let titleLabel = UILabel()

    required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        titleLabel.text = "Members"
        titleLabel.font = UIFont.boldSystemFont(ofSize: 14)
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        addSubview(titleLabel)
        addConstraints(NSLayoutConstraint.constraints(
            withVisualFormat: "H:|-16-[title]|", options: NSLayoutFormatOptions(), metrics: nil,
            views: ["title": titleLabel]))
        addConstraints(NSLayoutConstraint.constraints(
            withVisualFormat: "V:|[title]|", options: NSLayoutFormatOptions(), metrics: nil,
            views: ["title": titleLabel]))
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class LegacyRosterCell: UITableViewCell {
    weak var roster: LegacyRosterViewController?
    let nameLabel = UILabel()
    let badge = UIView()
    let removeButton = UIButton(type: .system)

    required init(style: UITableViewCellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        nameLabel.font = UIFont.boldSystemFont(ofSize: 14)
        badge.contentMode = UIViewContentMode.scaleAspectFit
        badge.layer.cornerRadius = 6
        removeButton.setTitle("Remove", for: .normal)
        removeButton.addAction(UIAction { [weak self] _ in self?.removeTapped() }, for: .touchUpInside)
        for view in [badge, nameLabel, removeButton] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        let views: [String: Any] = ["badge": badge, "name": nameLabel, "remove": removeButton]
        addConstraints(NSLayoutConstraint.constraints(
            withVisualFormat: "H:|-16-[badge(12)]-8-[name]-8-[remove(80)]-8-|",
            options: NSLayoutFormatOptions(), metrics: nil, views: views))
        for name in ["name", "remove"] {
            addConstraints(NSLayoutConstraint.constraints(
                withVisualFormat: "V:|[\(name)]|", options: NSLayoutFormatOptions(), metrics: nil,
                views: views))
        }
        addConstraints(NSLayoutConstraint.constraints(
            withVisualFormat: "V:[badge(12)]", options: NSLayoutFormatOptions(), metrics: nil,
            views: views))
        addConstraint(NSLayoutConstraint(
            item: badge, attribute: .centerY, relatedBy: .equal, toItem: self,
            attribute: .centerY, multiplier: 1, constant: 0))
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func removeTapped() {
        roster?.remove(self)
    }
}
