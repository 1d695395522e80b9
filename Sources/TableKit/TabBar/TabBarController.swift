import Foundation

/// Controllers side by side behind a tab bar, as UIKit's `UITabBarController`: the bar at the
/// bottom shows each controller's `tabBarItem`; choosing a tab shows that controller's view
/// (each tab keeps its own state, a navigation controller its stack), and choosing the
/// selected tab again pops its navigation controller to its root, as iOS does.
///
/// With more than five controllers the bar shows the first four and a More tab, whose
/// `moreNavigationController` lists the rest in a table; choosing one shows it there, as
/// UIKit's does (a navigation controller's screens move into the More stack while shown).
/// Zero controllers show an empty bar. The bar hides while a pushed controller says
/// `hidesBottomBarWhenPushed`, sliding away with the screen under it.
@preconcurrency @MainActor
open class TabBarController: ViewController {
  /// Hears the person choose tabs, and may refuse one.
  public weak var delegate: (any TabBarControllerDelegate)?

  /// The bar at the bottom.
  public let tabBar = TabBar()

  /// What is selected: a controller in the bar, the More tab, or nothing (no controllers).
  enum Selection: Equatable {
    case none
    case controller(Int)
    case more
  }

  private var controllers: [ViewController] = []
  var selection = Selection.none
  /// The index of the controller the More tab shows beyond its list, or nil.
  var moreShownIndex: Int?
  /// What the More tab took from the controller it shows: that controller, and, for a
  /// navigation controller, the root it will get back.
  var moreBorrowed: (index: Int, root: ViewController?)?

  /// The More tab's navigation controller, as UIKit's `moreNavigationController`: its root
  /// lists the controllers that do not fit the bar.
  public private(set) lazy var moreNavigationController: NavigationController = {
    let list = MoreListController(tabBarController: self)
    let more = NavigationController(rootViewController: list)
    more.tabBarItem = TabBarItem(tabBarSystemItem: .more, tag: 0)
    // A child, so that the screens it shows find this controller as their `tabBarController`.
    addChild(more)
    more.didMove(toParent: self)
    return more
  }()

  /// Creates a controller with no tabs.
  public override init(nibName: String?, bundle: Bundle?) {
    super.init(nibName: nibName, bundle: bundle)
    tabBar.selectionHandler = { [weak self] index in self?.personChoseTab(at: index) }
  }

  /// Creates a controller with no tabs; nothing is read from `coder`.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    tabBar.selectionHandler = { [weak self] index in self?.personChoseTab(at: index) }
  }

  // MARK: - Controllers

  /// The controllers, one per tab (those past the fourth in the More tab when there are more
  /// than five); nil or empty for none. Setting it replaces them without animation.
  public var viewControllers: [ViewController]? {
    get { controllers.isEmpty ? nil : controllers }
    set { setViewControllers(newValue, animated: false) }
  }

  /// Replaces the controllers, as UIKit's `setViewControllers(_:animated:)`. The selected
  /// controller stays selected when it is among them; else the same index is, or the first.
  /// A controller listed twice counts once.
  open func setViewControllers(_ newControllers: [ViewController]?, animated: Bool) {
    returnBorrowedToMore()
    var seen = Set<ObjectIdentifier>()
    let unique = (newControllers ?? []).filter { seen.insert(ObjectIdentifier($0)).inserted }
    if unique.count != (newControllers ?? []).count {
      report(
        "TabBarController.setViewControllers: a view controller was listed more than once; it gets one tab")
    }
    let oldShown = shownController
    let oldSelected = selectedViewController
    let oldIndex = selectedIndex
    let isVisible = isAppearingOrAppeared
    let leaving = controllers.filter { old in !unique.contains { $0 === old } }
    for controller in leaving { controller.willMove(toParent: nil) }
    controllers = unique
    for controller in unique where controller.parent !== self {
      addChild(controller)
      controller.didMove(toParent: self)
    }
    // Which is selected now.
    if let kept = oldSelected, let index = unique.firstIndex(where: { $0 === kept }) {
      selection = .controller(index)
    } else if unique.indices.contains(oldIndex) {
      selection = .controller(oldIndex)
    } else {
      selection = unique.isEmpty ? .none : .controller(0)
    }
    if case .controller(let index) = selection, overflows, index >= Self.barSlotsBeforeMore {
      selection = .more
      showInMore(index, animated: false)
    }
    let newShown = shownController
    if oldShown !== newShown, isVisible {
      oldShown?.beginAppearanceTransition(false, animated: false)
      newShown?.beginAppearanceTransition(true, animated: false)
    }
    (viewIfLoaded as? TabBarContainerView)?.showSelectedView()
    if oldShown !== newShown, isVisible {
      oldShown?.endAppearanceTransition()
      newShown?.endAppearanceTransition()
    }
    for controller in leaving where controller.parent === self {
      controller.viewIfLoaded?.removeFromSuperview()
      controller.removeFromParent()
    }
    tabItemsDidChange()
  }

  /// Whether there are more controllers than the bar has room for.
  var overflows: Bool { controllers.count > Metrics.tabBarMaximumVisibleItems }

  /// The controllers with a tab of their own when the More tab shows: the first four.
  static let barSlotsBeforeMore = Metrics.tabBarMaximumVisibleItems - 1

  /// The controllers the bar shows tabs for, then the More navigation controller when the
  /// others do not fit.
  var tabControllers: [ViewController] {
    guard overflows else { return controllers }
    return Array(controllers.prefix(Self.barSlotsBeforeMore)) + [moreNavigationController]
  }

  /// The controllers listed in the More tab.
  var moreControllers: ArraySlice<ViewController> {
    overflows ? controllers[Self.barSlotsBeforeMore...] : []
  }

  /// The controller whose view shows now: the selected one, or the More navigation controller.
  var shownController: ViewController? {
    switch selection {
    case .none: return nil
    case .controller(let index): return controllers.indices.contains(index) ? controllers[index] : nil
    case .more: return moreNavigationController
    }
  }

  /// Only the shown controller's appearance follows the tab bar controller's.
  open override var childrenForwardedAppearance: [ViewController] {
    shownController.map { [$0] } ?? []
  }

  /// The bar's items changed (a controller's `tabBarItem` was replaced, or the controllers).
  func tabItemsDidChange() {
    let tabs = tabControllers
    let items = tabs.map { $0.tabBarItem! }
    if !Self.same(items, tabBar.items) { tabBar.items = items }
    switch selection {
    case .none: tabBar.selectedItem = nil
    case .controller(let index): tabBar.selectedItem = tabs.indices.contains(index) ? items[index] : nil
    case .more: tabBar.selectedItem = items.last
    }
    if overflows {
      (moreNavigationController.viewControllers.first as? MoreListController)?.tableView
        .reloadData()
    }
    viewIfLoaded?.setNeedsLayout()
  }

  private static func same(_ a: [TabBarItem], _ b: [TabBarItem]?) -> Bool {
    let b = b ?? []
    return a.count == b.count && zip(a, b).allSatisfy { $0 === $1 }
  }

  // MARK: - Selection

  /// The index in `viewControllers` of the selected controller, as UIKit's `selectedIndex`;
  /// `NSNotFound` while the More tab shows its list, or with no controllers. An index out of
  /// range is ignored (and reported), as UIKit ignores it.
  public var selectedIndex: Int {
    get {
      switch selection {
      case .none: return NSNotFound
      case .controller(let index): return index
      case .more: return moreShownIndex ?? NSNotFound
      }
    }
    set {
      guard controllers.indices.contains(newValue) else {
        report(
          "TabBarController.selectedIndex \(newValue) is out of range for \(controllers.count) view controllers; ignored, as UIKit ignores it")
        return
      }
      if overflows, newValue >= Self.barSlotsBeforeMore {
        select(.more)
        if moreShownIndex != newValue { showInMore(newValue, animated: false) }
      } else {
        select(.controller(newValue))
      }
    }
  }

  /// The selected controller, as UIKit's `selectedViewController`: one of `viewControllers`,
  /// or the More navigation controller while it shows its list. Setting one that is neither
  /// is ignored with UIKit's message.
  public var selectedViewController: ViewController? {
    get {
      if case .more = selection {
        return moreShownIndex.map { controllers[$0] } ?? moreNavigationController
      }
      return shownController
    }
    set {
      guard let newValue else { return }
      if newValue === moreNavigationController, overflows { return select(.more) }
      guard let index = controllers.firstIndex(where: { $0 === newValue }) else {
        report(
          "-[UITabBarController setSelectedViewController:] only a view controller in the tab bar controller's list of view controllers can be selected.")
        return
      }
      selectedIndex = index
    }
  }

  /// Shows `new`'s controller in place of the shown one, with the appearance calls.
  func select(_ new: Selection) {
    guard new != selection else { return }
    let old = shownController
    selection = new
    let shown = shownController
    let isVisible = isAppearingOrAppeared
    if isVisible, old !== shown {
      old?.beginAppearanceTransition(false, animated: false)
      shown?.beginAppearanceTransition(true, animated: false)
    }
    (viewIfLoaded as? TabBarContainerView)?.showSelectedView()
    if isVisible, old !== shown {
      old?.endAppearanceTransition()
      shown?.endAppearanceTransition()
    }
    tabItemsDidChange()
    viewIfLoaded?.postAccessibilityScreenChanged()
  }

  /// The person chose the tab at `index` of the bar (a tap, a key, assistive technology): the
  /// delegate may refuse; the selected tab chosen again pops its navigation controller to the
  /// root, or, already at the root, scrolls its table to the top, as iOS does.
  func personChoseTab(at index: Int) {
    let tabs = tabControllers
    guard tabs.indices.contains(index) else { return }
    let target = tabs[index]
    if delegate?.tabBarController(self, shouldSelect: target) == false { return }
    if target === shownController {
      if let navigation = target as? NavigationController, navigation.viewControllers.count > 1 {
        navigation.popToRootViewController(animated: true)
      } else {
        let root = (target as? NavigationController)?.topViewController ?? target
        (root.viewIfLoaded as? ScrollView)?.requestScrollToTop()
      }
    } else if target === moreNavigationController {
      select(.more)
    } else {
      select(.controller(index))
    }
    delegate?.tabBarController(self, didSelect: target)
  }

  // MARK: - The view

  /// Makes the container: the shown controller's view with the bar over its bottom.
  open override func loadView() {
    view = TabBarContainerView(controller: self)
  }

  /// Reports misuse to the window's warning handler, else standard error.
  func report(_ message: String) {
    if let window { window.warningHandler(message) } else { Window.reportWithoutWindow(message) }
  }
}
