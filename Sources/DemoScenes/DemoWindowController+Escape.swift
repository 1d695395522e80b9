import TableKit

extension DemoWindowController {
  /// What Escape does in the demo: it closes what is open, innermost first, and never quits
  /// (the demo quits from its own quit command, Ctrl/Cmd+Q, or by closing the window).
  public enum EscapeAction: Equatable, Sendable {
    /// The views take the key: an edit menu closes, an alert or sheet cancels, a context menu
    /// closes, a pushed screen pops, a text field cancels its composition.
    case passToViews
    /// The demo closed something itself: the keys' help, a search, a swiped-open row, or
    /// editing mode.
    case closed
    /// Nothing is open: the key does nothing.
    case nothingOpen
  }

  /// Decides what Escape does now, closing the help, a search, a swiped row or editing on the
  /// way.
  /// - Returns: What the key does; the caller passes it on or drops it as it says.
  public func handleEscape() -> EscapeAction {
    if !keysHelp.isHidden {
      keysHelp.isHidden = true
      return .closed
    }
    // An edit menu closes first, before a search or editing mode ends under it.
    if view.window?.isShowingEditMenu == true { return .passToViews }
    if view.window?.topPresentedViewController != nil { return .passToViews }
    let top = shownNavigationController.topViewController
    do {
      // A search ends as its Cancel button ends it: the text clears and the full list returns.
      if let search = top?.navigationItem.searchController, search.isActive {
        search.isActive = false
        return .closed
      }
      if let table = topTable {
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
    }
    if shownNavigationController.viewControllers.count > 1 { return .passToViews }
    // A field being edited elsewhere (a prompt's) may still use the key for its composition.
    if let view = viewIfLoaded, TextField.firstResponder(in: view) != nil { return .passToViews }
    return .nothingOpen
  }
}
