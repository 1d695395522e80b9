import TableKit

extension DemoWindowController {
  /// Below this width the sidebar gives way to a tab bar, as an iPad app's sidebar becomes an
  /// iPhone app's tab bar: the scenes sit in a `TabBarController` (the first four with tabs of
  /// their own, the rest under More), each keeping its navigation stack.
  public static let compactWidth: CGFloat = 700

  /// The tab bar controller of compact width, while the window is compact.
  public var compactTabBarController: TabBarController? { tabs }

  /// Switches in or out of compact width for a window `width` points wide.
  func windowWidthDidChange(_ width: CGFloat) {
    let compact = width < Self.compactWidth
    guard compact != isCompact else { return }
    let visible = isAppearingOrAppeared
    // The shown scene leaves one container for the other: it disappears from the old and
    // appears in the new, as a size-class change swaps containers on iOS.
    if visible {
      for child in childrenForwardedAppearance { child.beginAppearanceTransition(false, animated: false) }
      for child in childrenForwardedAppearance { child.endAppearanceTransition() }
    }
    isCompact = compact
    if compact { moveScenesIntoTabs() } else { moveScenesOutOfTabs() }
    if let content = viewIfLoaded as? DemoWindowView {
      // The new container starts where the old one was, so the switch's slide starts there.
      let frame = content.sceneView?.frame ?? .zero
      let scene: View? = isCompact ? tabs?.view : sceneNavigationController.view
      content.sceneView = scene
      scene?.frame = frame
    }
    if visible {
      for child in childrenForwardedAppearance { child.beginAppearanceTransition(true, animated: false) }
      for child in childrenForwardedAppearance { child.endAppearanceTransition() }
    }
    layoutDidChange?()
  }

  /// Puts every scene's navigation controller in a new tab bar controller, the current scene
  /// selected.
  private func moveScenesIntoTabs() {
    let navigations = scenes.indices.map { index in
      let navigation = navigation(for: index)
      if navigation.tabBarItem.image == nil {
        navigation.tabBarItem = TabBarItem(
          title: scenes[index].title, image: Image(symbol: Self.tabSymbol(for: scenes[index])),
          tag: index)
      }
      return navigation
    }
    let tabBarController = TabBarController()
    tabBarController.delegate = self
    tabBarController.moreNavigationController.delegate = self
    tabBarController.moreNavigationController.navigationBar.prefersLargeTitles = true
    addChild(tabBarController)
    tabBarController.didMove(toParent: self)
    tabBarController.setViewControllers(navigations, animated: false)
    tabBarController.selectedIndex = sceneIndex
    tabs = tabBarController
  }

  /// Gives the scenes' navigation controllers back to the window's sidebar layout.
  private func moveScenesOutOfTabs() {
    guard let tabBarController = tabs else { return }
    tabs = nil
    tabBarController.setViewControllers(nil, animated: false)
    tabBarController.viewIfLoaded?.removeFromSuperview()
    tabBarController.removeFromParent()
    for index in loadedSceneIndices {
      guard let navigation = navigationController(ofSceneAt: index) else { continue }
      addChild(navigation)
      navigation.didMove(toParent: self)
    }
  }

  /// The navigation controller showing the current scene's screens: in compact width the More
  /// tab's for a scene shown there, else the scene's own.
  public var shownNavigationController: NavigationController {
    if let tabs, tabs.selectedViewController === tabs.moreNavigationController
      || tabs.moreNavigationController.viewControllers.count > 1
        && tabs.selectedIndex == sceneIndex
    {
      return tabs.moreNavigationController
    }
    return sceneNavigationController
  }

  /// The table keys go to: the shown screen's table (the More list's while it shows).
  public var keyTable: TableView? { topTable }

  /// Follows the tab bar: the person chose a tab (or a scene under More), and the scene shown
  /// is now the one the tab bar controller shows.
  func followTabSelection() {
    guard let tabs else { return }
    let index = tabs.selectedIndex
    if scenes.indices.contains(index), index != sceneIndex {
      sceneIndex = index
      markShownScene()
      sceneDidChange?(scenes[index])
    }
    layoutDidChange?()
  }

  /// The symbol a scene's tab shows.
  static func tabSymbol(for scene: DemoScene) -> SystemSymbol {
    switch scene.name {
    case "contacts": .personCropCircle
    case "settings": .gear
    case "styles": .star
    case "stress": .listBullet
    case "images": .folder
    case "right-to-left": .arrowDownCircle
    case "playground": .heart
    case "editing": .trash
    case "tasks": .checkmark
    case "auto-layout": .squareAndArrowUp
    default: .doc
    }
  }
}

extension DemoWindowController: TabBarControllerDelegate {
  /// The person chose a tab: the scene shown follows.
  public func tabBarController(
    _ tabBarController: TabBarController, didSelect viewController: ViewController
  ) {
    followTabSelection()
  }
}
