import Foundation

/// The bars around a controller: the navigation controller whose bar shows its
/// `navigationItem` (the tab bar's and the toolbar's parts are in `ViewController+TabBar.swift`
/// and `ViewController+Toolbar.swift`).
extension ViewController {
  /// The nearest navigation controller among this controller and its ancestors, or, for a
  /// presented controller, its presenter's.
  public var navigationController: NavigationController? {
    var current: ViewController? = parent
    while let candidate = current {
      if let navigation = candidate as? NavigationController { return navigation }
      current = candidate.parent
    }
    return presentingViewController?.navigationController
  }
}
