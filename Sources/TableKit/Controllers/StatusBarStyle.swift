/// The status bar's look, as UIKit's `UIStatusBarStyle`, with UIKit's raw values. A desktop
/// window has no status bar, so controllers' preferences are accepted and ignored.
public enum StatusBarStyle: Int, Sendable {
  /// Dark or light content by the appearance.
  case `default` = 0
  /// Light content, for dark backgrounds.
  case lightContent = 1
  /// Dark content, for light backgrounds.
  case darkContent = 3
}

extension ViewController {
  /// Asks the system to read `prefersStatusBarHidden` and `preferredStatusBarStyle` again, as
  /// UIKit's; nothing to update without a status bar.
  public func setNeedsStatusBarAppearanceUpdate() {}
}
