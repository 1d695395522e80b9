// A grocery list written for UIKit, as an iOS app has it: the original that scripts/port-uikit
// turns into UIKitNamesTests' GroceryListViewController.swift (keeping UIKit's names) and, with
// --rename, into PortedGroceryList.swift (tests check that it still does both).
import UIKit

struct GroceryItem: Hashable {
    let id = UUID()
    var name: String
    var quantity: Int
}

final class GroceryCell: UITableViewCell {
    static let reuseIdentifier = "GroceryCell"
    let nameLabel = UILabel()
    let quantityLabel = UILabel()

    required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        nameLabel.font = UIFont.preferredFont(forTextStyle: .body)
        quantityLabel.font = UIFont.systemFont(ofSize: 15, weight: .regular)
        quantityLabel.textColor = .secondaryLabel
        quantityLabel.textAlignment = .right
        contentView.addSubview(nameLabel)
        contentView.addSubview(quantityLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let bounds = contentView.bounds
        quantityLabel.frame = CGRect(x: bounds.width - 95, y: 0, width: 80, height: bounds.height)
        nameLabel.frame = CGRect(x: 15, y: 0, width: bounds.width - 120, height: bounds.height)
    }

    func configure(with item: GroceryItem) {
        nameLabel.text = item.name
        quantityLabel.text = "× \(item.quantity)"
    }
}

enum GrocerySection: Int, CaseIterable {
    case produce, pantry

    var title: String { self == .produce ? "Produce" : "Pantry" }
}

final class GroceryDataSource: UITableViewDiffableDataSource<GrocerySection, UUID> {
    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        true
    }

    override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        true
    }

    // As Apple's sample does: the move applies a snapshot of its own, without calling super.
    override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        guard sourceIndexPath != destinationIndexPath,
              let moved = itemIdentifier(for: sourceIndexPath) else { return }
        var snapshot = self.snapshot()
        if let target = itemIdentifier(for: destinationIndexPath) {
            if destinationIndexPath.section == sourceIndexPath.section && destinationIndexPath.row > sourceIndexPath.row {
                snapshot.moveItem(moved, afterItem: target)
            } else {
                snapshot.moveItem(moved, beforeItem: target)
            }
        } else {
            snapshot.deleteItems([moved])
            snapshot.appendItems([moved], toSection: snapshot.sectionIdentifiers[destinationIndexPath.section])
        }
        apply(snapshot, animatingDifferences: false)
    }
}

final class GroceryListViewController: UITableViewController {
    var items: [UUID: GroceryItem] = [:]
    var collapsed: Set<GrocerySection> = []
    var refreshCount = 0
    private(set) var dataSource: GroceryDataSource!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Groceries"
        navigationItem.rightBarButtonItem = editButtonItem
        tableView.register(GroceryCell.self, forCellReuseIdentifier: GroceryCell.reuseIdentifier)
        tableView.rowHeight = 44
        dataSource = GroceryDataSource(tableView: tableView) { [weak self] tableView, indexPath, id in
            let cell = tableView.dequeueReusableCell(withIdentifier: GroceryCell.reuseIdentifier, for: indexPath) as! GroceryCell
            if let item = self?.items[id] {
                cell.configure(with: item)
            }
            return cell
        }
        refreshControl = UIRefreshControl()
        refreshControl?.addAction(UIAction { [weak self] _ in self?.refresh() }, for: .valueChanged)
        load([
            (.produce, GroceryItem(name: "Apples", quantity: 6)),
            (.produce, GroceryItem(name: "Carrots", quantity: 4)),
            (.produce, GroceryItem(name: "Lemons", quantity: 2)),
            (.pantry, GroceryItem(name: "Rice", quantity: 1)),
            (.pantry, GroceryItem(name: "Olive oil", quantity: 1)),
        ])
    }

    func load(_ entries: [(GrocerySection, GroceryItem)]) {
        var snapshot = NSDiffableDataSourceSnapshot<GrocerySection, UUID>()
        snapshot.appendSections(GrocerySection.allCases)
        for (section, item) in entries {
            items[item.id] = item
            snapshot.appendItems([item.id], toSection: section)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    func names(in section: GrocerySection) -> [String] {
        dataSource.snapshot().itemIdentifiers(inSection: section).compactMap { items[$0]?.name }
    }

    func refresh() {
        refreshCount += 1
        refreshControl?.endRefreshing()
    }

    override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        36
    }

    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let header = UIView()
        header.backgroundColor = .systemGroupedBackground
        header.tag = section
        let label = UILabel(frame: CGRect(x: 15, y: 8, width: 250, height: 20))
        label.font = UIFont.boldSystemFont(ofSize: 15)
        let kind = GrocerySection(rawValue: section)!
        label.text = kind.title + (collapsed.contains(kind) ? " (hidden)" : "")
        header.addSubview(label)
        header.addGestureRecognizer(UITapGestureRecognizer { [weak self] recognizer in self?.headerTapped(recognizer as! UITapGestureRecognizer) })
        return header
    }

    func headerTapped(_ recognizer: UITapGestureRecognizer) {
        guard let section = recognizer.view.flatMap({ GrocerySection(rawValue: $0.tag) }) else { return }
        var snapshot = dataSource.snapshot()
        if collapsed.contains(section) {
            collapsed.remove(section)
            snapshot.appendItems(hiddenItems[section] ?? [], toSection: section)
            hiddenItems[section] = nil
        } else {
            collapsed.insert(section)
            hiddenItems[section] = snapshot.itemIdentifiers(inSection: section)
            snapshot.deleteItems(hiddenItems[section] ?? [])
        }
        snapshot.reloadSections([section])
        dataSource.apply(snapshot, animatingDifferences: true)
    }

    var hiddenItems: [GrocerySection: [UUID]] = [:]

    override func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        guard let id = dataSource.itemIdentifier(for: indexPath) else { return nil }
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, completion in
            guard let self = self else { return completion(false) }
            var snapshot = self.dataSource.snapshot()
            snapshot.deleteItems([id])
            self.items[id] = nil
            self.dataSource.apply(snapshot, animatingDifferences: true)
            completion(true)
        }
        let more = UIContextualAction(style: .normal, title: "More") { _, _, completion in
            completion(false)
        }
        more.backgroundColor = .systemBlue
        return UISwipeActionsConfiguration(actions: [delete, more])
    }
}
