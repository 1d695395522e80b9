// A searchable list written for UIKit, as iOS 11+ apps search a table, compiled as it is against
// the UIKit product; scripts/port-uikit turns it into TableKitTests' PortedFruitSearch.swift (a
// test checks that it still does, and FruitSearchTests that both behave alike).
import TableKit

final class FruitSearchViewController: TableViewController, SearchResultsUpdating,
    SearchBarDelegate {
    private let fruits = [
        "Apple", "Apricot", "Banana", "Blueberry", "Cherry", "Grape", "Lemon", "Mango",
    ]
    private(set) var shown: [String] = []
    private(set) var cancelTaps = 0
    let searchController = SearchController(searchResultsController: nil)

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

    func updateSearchResults(for searchController: SearchController) {
        let text = searchController.searchBar.text ?? ""
        shown = text.isEmpty
            ? fruits : fruits.filter { $0.range(of: text, options: .caseInsensitive) != nil }
        tableView.reloadData()
    }

    func searchBarCancelButtonClicked(_ searchBar: SearchBar) {
        cancelTaps += 1
    }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        shown.count
    }

    override func tableView(
        _ tableView: TableView, cellForRowAt indexPath: IndexPath
    ) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "fruit")
            ?? TableViewCell(style: .default, reuseIdentifier: "fruit")
        cell.textLabel?.text = shown[indexPath.row]
        return cell
    }
}
