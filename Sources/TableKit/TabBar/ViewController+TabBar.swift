import Foundation

/// What a controller keeps for the bars at the bottom of the screen.
@MainActor
struct ViewControllerBars {
  /// The tab bar item, made on first use.
  var tabBarItem: TabBarItem?
  /// Whether the bottom bars hide while this controller is on a navigation stack.
  var hidesBottomBarWhenPushed = false
  /// The toolbar's items while this controller is on top of a navigation stack.
  var toolbarItems: [BarButtonItem]?
  /// How much of the bottom of this controller's view its container's bars cover (a tab bar
  /// controller's bar, for its child), which it passes on to its own content.
  var containerBottomInset: CGFloat = 0
}

extension ViewController {
  /// The item that stands for this controller in a tab bar controller's bar, as UIKit's
  /// `tabBarItem`: made on first use, titled by `title` and without an image.
  public var tabBarItem: TabBarItem! {
    get {
      if let item = bars.tabBarItem { return item }
      let item = TabBarItem(title: title, image: nil, tag: 0)
      bars.tabBarItem = item
      return item
    }
    set {
      bars.tabBarItem = newValue
      tabBarController?.tabItemsDidChange()
    }
  }

  /// The nearest tab bar controller among this controller's ancestors, or, for a presented
  /// controller, its presenter's.
  public var tabBarController: TabBarController? {
    var current: ViewController? = parent
    while let candidate = current {
      if let tabs = candidate as? TabBarController { return tabs }
      current = candidate.parent
    }
    return presentingViewController?.tabBarController
  }

  /// Whether the tab bar (and a navigation controller's toolbar) hides while this controller
  /// is on a navigation stack, as UIKit's `hidesBottomBarWhenPushed`: pushing it slides the
  /// bar away with the screen below, popping back brings it in again. Set it before the push.
  public var hidesBottomBarWhenPushed: Bool {
    get { bars.hidesBottomBarWhenPushed }
    set { bars.hidesBottomBarWhenPushed = newValue }
  }

  /// Sets how much of this controller's view its container's bars cover at the bottom, laying
  /// it out again when that changed.
  func setContainerBottomInset(_ inset: CGFloat) {
    guard bars.containerBottomInset != inset else { return }
    bars.containerBottomInset = inset
    viewIfLoaded?.setNeedsLayout()
  }
}
