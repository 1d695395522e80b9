// The code of the article "Porting a UIKit table"
// (Sources/TableKit/TableKit.docc/PortingAUIKitTable.md): a UIKit table controller compiled as
// it is against the UIKit product; ArticleSnippetTests checks that the article shows it as it is.
import Testing
import UIKit

final class FruitBasketViewController: UITableViewController {
    private var fruits = ["Apple", "Banana", "Cherry"]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Basket"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        tableView.rowHeight = UITableViewAutomaticDimension
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .add, primaryAction: UIAction { [weak self] _ in self?.addFruit() })
    }

    func addFruit() {
        fruits.insert("Mango", at: 0)
        tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        fruits.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
        -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = fruits[indexPath.row]
        return cell
    }
}

/// The article's UIKit controller runs on TableKit: its rows show, and Add inserts one.
@MainActor
@Suite struct PortingSnippetTests {
    @Test func theUIKitControllerShowsAndAddsFruit() {
        let controller = FruitBasketViewController()
        let navigation = UINavigationController(rootViewController: controller)
        navigation.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        navigation.view.layoutIfNeeded()
        #expect(controller.tableView.numberOfRows(inSection: 0) == 3)
        controller.addFruit()
        #expect(controller.tableView.numberOfRows(inSection: 0) == 4)
        #expect(controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text == "Mango")
    }
}
