/// Hears a navigation controller show controllers, as UIKit's
/// `UINavigationControllerDelegate`. Both methods do nothing by default.
@preconcurrency @MainActor
public protocol NavigationControllerDelegate: AnyObject {
  /// `viewController` is about to be shown on top (a push, a pop, or a new stack).
  func navigationController(
    _ navigationController: NavigationController, willShow viewController: ViewController,
    animated: Bool)
  /// `viewController` is now shown on top.
  func navigationController(
    _ navigationController: NavigationController, didShow viewController: ViewController,
    animated: Bool)
}

extension NavigationControllerDelegate {
  /// Does nothing.
  public func navigationController(
    _ navigationController: NavigationController, willShow viewController: ViewController,
    animated: Bool
  ) {}
  /// Does nothing.
  public func navigationController(
    _ navigationController: NavigationController, didShow viewController: ViewController,
    animated: Bool
  ) {}
}
