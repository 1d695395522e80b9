import Foundation

extension ViewController {
  /// The traits of the controller's view (the defaults before it is loaded), as UIKit's
  /// `traitCollection`.
  public var traitCollection: TraitCollection {
    viewIfLoaded?.traitCollection ?? TraitCollection.hostDefault.overridden(by: traitOverrides)
  }

  /// Light or dark for this controller's view and the controllers within it, as UIKit's
  /// `overrideUserInterfaceStyle`; `.unspecified` inherits.
  public var overrideUserInterfaceStyle: UserInterfaceStyle {
    get { traitOverrides.userInterfaceStyle }
    set { traitOverrides.userInterfaceStyle = newValue }
  }
}
