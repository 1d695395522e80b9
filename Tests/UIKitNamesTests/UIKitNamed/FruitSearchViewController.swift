// A searchable list written for UIKit, as iOS 11+ apps search a table, compiled as it is against
// the UIKit product; scripts/port-uikit turns it into TableKitTests' PortedFruitSearch.swift (a
// test checks that it still does, and FruitSearchTests that both behave alike).
import UIKit

final class FruitSearchViewController: UITableViewController, UISearchResultsUpdating,
    UISearchBarDelegate {
    private let fruits = [
        "Apple", "Apricot", "Banana", "Blueberry", "Cherry", "Grape", "Lemon", "Mango",
    ]
    private(set) var shown: [String] = []
    private(set) var cancelTaps = 0
    let searchController = UISearchController(searchResultsController: nil)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Fruits"
        shown = fruits
        searchController.searchResultsUpdater = self
        searchController.obscuresBackgroundDuringPresentation = false
        searchController.searchBar.placeholder = "Search Fruits"
        searchController.searchBar.delegate = self
        navigationItem.searchController = searchController
        navigationItem.hidesSearchBarWhenScrolling = false
    }

    func updateSearchResults(for searchController: UISearchController) {
        let text = searchController.searchBar.text ?? ""
        shown = text.isEmpty
            ? fruits : fruits.filter { $0.range(of: text, options: .caseInsensitive) != nil }
        tableView.reloadData()
    }

    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {
        cancelTaps += 1
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        shown.count
    }

    override func tableView(
        _ tableView: UITableView, cellForRowAt indexPath: IndexPath
    ) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "fruit")
            ?? UITableViewCell(style: .default, reuseIdentifier: "fruit")
        cell.textLabel?.text = shown[indexPath.row]
        return cell
    }
}
