import TableKit

extension DemoWindowController {
  /// Below this width the sidebar collapses into the navigation: the scene list becomes the
  /// root screen and each scene's first screen gets a Scenes button back to it, as iPad apps
  /// do in compact width.
  public static let compactWidth: CGFloat = 700

  /// Switches in or out of compact width for a window `width` points wide.
  func windowWidthDidChange(_ width: CGFloat) {
    let compact = width < Self.compactWidth
    guard compact != isCompact else { return }
    isCompact = compact
    isShowingSceneList = false
    if compact {
      addScenesButton(toSceneAt: sceneIndex)
    } else {
      for (index, items) in ownLeadingItems {
        rootController(ofSceneAt: index)?.navigationItem.leftBarButtonItems = items
      }
      ownLeadingItems.removeAll()
    }
    layoutDidChange?()
  }

  /// In compact width, shows the scene list in place of the scene.
  public func showSceneList() {
    guard isCompact, !isShowingSceneList else { return }
    isShowingSceneList = true
    view.setNeedsLayout()
    layoutDidChange?()
  }

  /// In compact width, shows the current scene in place of the list.
  func showSceneInCompactWidth() {
    guard isShowingSceneList else { return }
    isShowingSceneList = false
    addScenesButton(toSceneAt: sceneIndex)
    view.setNeedsLayout()
    layoutDidChange?()
  }

  /// The table keys go to: the scene list while it shows, else the scene's top table.
  public var keyTable: TableView? { isShowingSceneList ? sidebar : topTable }

  /// Puts a Scenes button before the scene's own leading items on its first screen.
  func addScenesButton(toSceneAt index: Int) {
    guard ownLeadingItems[index] == nil, let root = rootController(ofSceneAt: index) else {
      return
    }
    let own = root.navigationItem.leftBarButtonItems
    ownLeadingItems[index] = .some(own)
    let scenes = BarButtonItem(
      title: "Scenes",
      primaryAction: Action(title: "Scenes") { [weak self] _ in self?.showSceneList() })
    root.navigationItem.leftBarButtonItems = [scenes] + (own ?? [])
  }

  private func rootController(ofSceneAt index: Int) -> ViewController? {
    guard loadedSceneIndices.contains(index) || index == sceneIndex else { return nil }
    return index == sceneIndex
      ? sceneNavigationController.viewControllers.first
      : rootTable(ofSceneAt: index)?.closestViewController
  }
}
