import Foundation

extension ViewController {
  /// The items its navigation controller's toolbar shows while this controller is on top, as
  /// UIKit's `toolbarItems`. Setting it changes the toolbar at once.
  public var toolbarItems: [BarButtonItem]? {
    get { bars.toolbarItems }
    set { setToolbarItems(newValue, animated: false) }
  }

  /// Sets `toolbarItems`; animated, a toolbar showing them fades the new items in.
  public func setToolbarItems(_ items: [BarButtonItem]?, animated: Bool) {
    bars.toolbarItems = items
    guard let navigation = parent as? NavigationController,
      navigation.topViewController === self
    else { return }
    navigation.toolbar.setItems(items, animated: animated)
    navigation.viewIfLoaded?.setNeedsLayout()
  }
}
