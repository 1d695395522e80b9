import Foundation

/// The More tab's list, as the root of UIKit's `moreNavigationController`: a row per controller
/// that does not fit the bar, with its tab's image and title and a disclosure chevron; choosing
/// one shows it in the More tab.
@MainActor
final class MoreListController: TableViewController {
  private weak var tabs: TabBarController?
  private static let cellIdentifier = "more"

  init(tabBarController: TabBarController) {
    tabs = tabBarController
    super.init(style: .plain)
    title = "More"
  }

  required init?(coder: NSCoder) { nil }

  /// Back on the list, the controller last shown goes back to its tab.
  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    tabs?.returnBorrowedToMore()
  }

  override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    tabs?.moreControllers.count ?? 0
  }

  override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
    -> TableViewCell
  {
    let cell =
      tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier)
      ?? TableViewCell(style: .default, reuseIdentifier: Self.cellIdentifier)
    guard let tabs else { return cell }
    let controller = tabs.moreControllers[tabs.moreControllers.startIndex + indexPath.row]
    let item = controller.tabBarItem!
    cell.textLabel?.text = item.title ?? controller.title
    cell.imageView?.image = item.image
    cell.accessoryType = .disclosureIndicator
    return cell
  }

  override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    guard let tabs else { return }
    tabs.showInMore(TabBarController.barSlotsBeforeMore + indexPath.row, animated: true)
  }
}

extension TabBarController {
  /// Shows the controller at `index` (one the bar has no room for) in the More tab, pushed
  /// over the list as UIKit does. A navigation controller lends its screens to the More
  /// stack (a navigation controller cannot be pushed), and gets them back when the list shows
  /// again or the controllers change.
  func showInMore(_ index: Int, animated: Bool) {
    guard controllers(at: index) != nil else { return }
    returnBorrowedToMore()
    let child = controllers(at: index)!
    let more = moreNavigationController
    let list = more.viewControllers.first!
    moreShownIndex = index
    if let navigation = child as? NavigationController {
      let screens = navigation.viewControllers
      moreBorrowed = (index, screens.first)
      navigation.setViewControllers([], animated: false)
      more.setViewControllers([list] + screens, animated: animated)
    } else {
      moreBorrowed = (index, nil)
      more.setViewControllers([list, child], animated: animated)
    }
  }

  /// Gives the controller the More tab shows back its screens (or itself back to this
  /// controller), leaving the More stack at its list.
  func returnBorrowedToMore() {
    guard let borrowed = moreBorrowed, let child = controllers(at: borrowed.index) else {
      moreBorrowed = nil
      moreShownIndex = nil
      return
    }
    moreBorrowed = nil
    moreShownIndex = nil
    let more = moreNavigationController
    let screens = Array(more.viewControllers.dropFirst())
    if let list = more.viewControllers.first, !screens.isEmpty {
      more.setViewControllers([list], animated: false)
    }
    if let navigation = child as? NavigationController {
      let back = screens.isEmpty ? borrowed.root.map { [$0] } ?? [] : screens
      navigation.setViewControllers(back, animated: false)
    } else if child.parent !== self {
      addChild(child)
      child.didMove(toParent: self)
    }
  }

  /// The controller at `index` of `viewControllers`, or nil.
  func controllers(at index: Int) -> ViewController? {
    let all = viewControllers ?? []
    return all.indices.contains(index) ? all[index] : nil
  }
}
