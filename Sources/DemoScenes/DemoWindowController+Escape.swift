import TableKit

extension DemoWindowController {
  /// What Escape does in the demo: it closes what is open, innermost first, and quits only when
  /// nothing is.
  public enum EscapeAction: Equatable, Sendable {
    /// The views take the key: an alert or sheet cancels, a context menu closes, a pushed
    /// screen pops.
    case passToViews
    /// The demo closed something itself: the keys' help, a swiped-open row, or editing mode.
    case closed
    /// Nothing is open: the demo quits.
    case quit
  }

  /// Decides what Escape does now, closing a swiped row or leaving editing on the way.
  /// - Returns: What the key does; the caller passes it on or quits as it says.
  public func handleEscape() -> EscapeAction {
    if !keysHelp.isHidden {
      keysHelp.isHidden = true
      return .closed
    }
    if view.window?.topPresentedViewController != nil { return .passToViews }
    let top = sceneNavigationController.topViewController
    if !isShowingSceneList, let table = topTable {
      if table.isShowingContextMenu { return .passToViews }
      if table.visibleCells.contains(where: \.showingDeleteConfirmation) {
        table.setEditing(false, animated: true)
        return .closed
      }
      if table.isEditing {
        // Through the controller, so that its Edit/Done button follows.
        top?.setEditing(false, animated: true)
        if table.isEditing { table.setEditing(false, animated: true) }
        return .closed
      }
    }
    if sceneNavigationController.viewControllers.count > 1 { return .passToViews }
    // In compact width the scene list lies under every scene's first screen.
    if isCompact, !isShowingSceneList {
      showSceneList()
      return .closed
    }
    return .quit
  }
}
