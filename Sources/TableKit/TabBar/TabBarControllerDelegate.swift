import Foundation

/// Hears a tab bar controller's person choose tabs, and may refuse one, as UIKit's
/// `UITabBarControllerDelegate`. Only choices made by the person are asked about and told:
/// setting `selectedIndex` or `selectedViewController` in code is not.
@preconcurrency @MainActor
public protocol TabBarControllerDelegate: AnyObject {
  /// Whether the person may choose `viewController`'s tab (also asked when it is the selected
  /// one, whose reselection pops its navigation controller to its root); true by default.
  func tabBarController(
    _ tabBarController: TabBarController, shouldSelect viewController: ViewController
  ) -> Bool

  /// The person chose `viewController`'s tab (also when it was already selected).
  func tabBarController(
    _ tabBarController: TabBarController, didSelect viewController: ViewController)
}

extension TabBarControllerDelegate {
  /// Every tab may be chosen.
  public func tabBarController(
    _ tabBarController: TabBarController, shouldSelect viewController: ViewController
  ) -> Bool { true }

  /// Nothing to do.
  public func tabBarController(
    _ tabBarController: TabBarController, didSelect viewController: ViewController
  ) {}
}
