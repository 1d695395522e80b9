import Foundation

// MARK: - Presented over the searched controller

extension SearchController {
  /// The controller whose content the search runs over: the one owning the searched scroll
  /// view (a navigation item's controller, or the table view controller whose header the bar
  /// is).
  private var searchedController: ViewController? {
    scrollViewSearched?.closestViewController
  }

  /// The search became active: the search controller becomes the searched controller's child
  /// (as UIKit presents it over that one), so its results controller, its own child, appears
  /// now when that controller is on screen, and later follows its appearance (a push over it,
  /// the pop back).
  func beginPresentationOverSearchedController() {
    guard parent == nil, let presenter = searchedController, presenter !== self else { return }
    presenter.addChild(self)
    didMove(toParent: presenter)
    guard presenter.isAppearingOrAppeared else { return }
    beginAppearanceTransition(true, animated: true)
    // An appearing presenter ends the transition for its children when it has appeared.
    if presenter.appearanceState == .appeared { endAppearanceTransition() }
  }

  /// The search ended: the results controller disappears and the search controller leaves the
  /// searched controller.
  func endPresentationOverSearchedController() {
    guard parent != nil else { return }
    if isAppearingOrAppeared {
      beginAppearanceTransition(false, animated: true)
      endAppearanceTransition()
    }
    willMove(toParent: nil)
    removeFromParent()
  }
}
