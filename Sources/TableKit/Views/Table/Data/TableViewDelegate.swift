import Foundation

/// Configures a table's heights, header and footer views, selection and editing, and hears about
/// cells coming and going, as UIKit's `UITableViewDelegate`. Every method has a default.
///
/// The height methods' defaults return a private marker that tells the table "not implemented",
/// so that it can use `rowHeight` (or the estimate) for every row at once instead of asking ten
/// million times. Return `TableView.automaticDimension` to size a row or header from its content.
@preconcurrency @MainActor
public protocol TableViewDelegate: ScrollViewDelegate {
  // MARK: Heights
  /// The height of the row at `indexPath`.
  func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat
  /// The height of a section's header.
  func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat
  /// The height of a section's footer.
  func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat
  /// A cheap guess of a row's height, replaced by the real one when the row comes on screen.
  func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
  /// A cheap guess of a header's height.
  func tableView(_ tableView: TableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat
  /// A cheap guess of a footer's height.
  func tableView(_ tableView: TableView, estimatedHeightForFooterInSection section: Int) -> CGFloat

  // MARK: Header and footer views
  /// A custom view for a section's header, or nil for the standard titled one.
  func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View?
  /// A custom view for a section's footer, or nil for the standard titled one.
  func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View?

  // MARK: Display
  /// A cell is about to be drawn for a row.
  func tableView(
    _ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath)
  /// A cell left the screen (or its row was deleted).
  func tableView(
    _ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath)
  /// A header view is about to be drawn.
  func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int)
  /// A footer view is about to be drawn.
  func tableView(_ tableView: TableView, willDisplayFooterView view: View, forSection section: Int)
  /// A header view left the screen.
  func tableView(
    _ tableView: TableView, didEndDisplayingHeaderView view: View, forSection section: Int)
  /// A footer view left the screen.
  func tableView(
    _ tableView: TableView, didEndDisplayingFooterView view: View, forSection section: Int)
  /// How many levels a row's content is indented; 0 by default.
  func tableView(_ tableView: TableView, indentationLevelForRowAt indexPath: IndexPath) -> Int

  // MARK: Selection
  /// Whether the keyboard may focus the row (arrow keys pass over it otherwise); true by
  /// default.
  func tableView(_ tableView: TableView, canFocusRowAt indexPath: IndexPath) -> Bool
  /// Whether the row highlights when touched; true by default.
  func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
  /// The row highlighted under a finger or the mouse.
  func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath)
  /// The row's highlight ended.
  func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath)
  /// The row the user is selecting: return it, another index path to select instead, or nil to
  /// select nothing.
  func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
  /// The user selected the row.
  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
  /// The row the user is deselecting: return it, another, or nil to keep it selected.
  func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
  /// The user deselected the row.
  func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath)
  /// The user tapped the row's detail (info) button.
  func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath)

  // MARK: Editing
  /// The editing control of the row; `.delete` by default for editable rows.
  func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath)
    -> TableViewCell.EditingStyle
  /// The title of the Delete confirmation button; "Delete" by default.
  func tableView(
    _ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
  ) -> String?
  /// Whether the row's content indents while editing; true by default.
  func tableView(_ tableView: TableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool
  /// A swipe put the row into editing (showing its Delete button).
  func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath)
  /// The swipe-editing of a row ended.
  func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath?)
  /// The actions a swipe from the row's leading edge reveals; nil (the default) or an empty
  /// configuration for no leading swipe.
  func tableView(
    _ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> SwipeActionsConfiguration?
  /// The actions a swipe from the row's trailing edge reveals; nil (the default) for the
  /// classic Delete button where the row's editing style is `.delete`, an empty configuration
  /// for no trailing swipe.
  func tableView(
    _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> SwipeActionsConfiguration?
  /// The buttons a swipe from the row's trailing edge reveals, the iOS 8–12 way, used when
  /// `trailingSwipeActionsConfigurationForRowAt` gives nil; nil (the default) for none.
  func tableView(_ tableView: TableView, editActionsForRowAt indexPath: IndexPath)
    -> [TableViewRowAction]?
  /// Where a row being dragged may go; the proposal by default.
  func tableView(
    _ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath

  // MARK: Context menus
  /// The context menu of a row that is long-pressed, right-clicked, or asked for with the Menu
  /// key: nil (the default) for none. `point` is where the interaction happened, in the table's
  /// content coordinates (its bounds), as in UIKit; for the keyboard it is the row's centre.
  func tableView(
    _ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
  ) -> ContextMenuConfiguration?
  /// A row's context menu is about to show. `animator` runs what it is given at once: menus
  /// appear without animation here.
  func tableView(
    _ tableView: TableView, willDisplayContextMenu configuration: ContextMenuConfiguration,
    animator: (any ContextMenuInteractionAnimating)?)
  /// A row's context menu is closing (chosen, dismissed, or closed by a reload); the completions
  /// given to `animator` run as soon as it has closed, before a chosen action's handler.
  func tableView(
    _ tableView: TableView, willEndContextMenuInteraction configuration: ContextMenuConfiguration,
    animator: (any ContextMenuInteractionAnimating)?)
}

extension TableView {
  /// The marker the delegate's default height methods return: "not implemented".
  static let unimplementedDimension: CGFloat = -.greatestFiniteMagnitude
}

extension TableViewDelegate {
  /// Not implemented: the table uses `rowHeight`.
  public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    TableView.unimplementedDimension
  }
  /// Not implemented: the table uses `sectionHeaderHeight`.
  public func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
    TableView.unimplementedDimension
  }
  /// Not implemented: the table uses `sectionFooterHeight`.
  public func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
    TableView.unimplementedDimension
  }
  /// Not implemented: the table uses `estimatedRowHeight`.
  public func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath)
    -> CGFloat
  { TableView.unimplementedDimension }
  /// Not implemented: the table uses `estimatedSectionHeaderHeight`.
  public func tableView(_ tableView: TableView, estimatedHeightForHeaderInSection section: Int)
    -> CGFloat
  { TableView.unimplementedDimension }
  /// Not implemented: the table uses `estimatedSectionFooterHeight`.
  public func tableView(_ tableView: TableView, estimatedHeightForFooterInSection section: Int)
    -> CGFloat
  { TableView.unimplementedDimension }
  /// The standard titled header.
  public func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
    nil
  }
  /// The standard titled footer.
  public func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? {
    nil
  }
  /// Does nothing.
  public func tableView(
    _ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  public func tableView(
    _ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  public func tableView(
    _ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int
  ) {}
  /// Does nothing.
  public func tableView(
    _ tableView: TableView, willDisplayFooterView view: View, forSection section: Int
  ) {}
  /// Does nothing.
  public func tableView(
    _ tableView: TableView, didEndDisplayingHeaderView view: View, forSection section: Int
  ) {}
  /// Does nothing.
  public func tableView(
    _ tableView: TableView, didEndDisplayingFooterView view: View, forSection section: Int
  ) {}
  /// No indentation.
  public func tableView(_ tableView: TableView, indentationLevelForRowAt indexPath: IndexPath)
    -> Int
  { 0 }
  /// Every row can have focus.
  public func tableView(_ tableView: TableView, canFocusRowAt indexPath: IndexPath) -> Bool {
    true
  }
  /// Every row highlights.
  public func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
    true
  }
  /// Does nothing.
  public func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {}
  /// Does nothing.
  public func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {}
  /// Selects the row asked for.
  public func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
  {
    indexPath
  }
  /// Does nothing.
  public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
  /// Deselects the row asked for.
  public func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath)
    -> IndexPath?
  { indexPath }
  /// Does nothing.
  public func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
  /// Does nothing.
  public func tableView(
    _ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath
  ) {}
  /// `.delete`.
  public func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath)
    -> TableViewCell.EditingStyle
  { .delete }
  /// "Delete" in the table's language.
  public func tableView(
    _ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
  ) -> String? { SystemStrings(for: tableView)[.delete] }
  /// Indents.
  public func tableView(
    _ tableView: TableView, shouldIndentWhileEditingRowAt indexPath: IndexPath
  ) -> Bool { true }
  /// Does nothing.
  public func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath) {}
  /// Does nothing.
  public func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath?) {}
  /// None: no leading swipe.
  public func tableView(
    _ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> SwipeActionsConfiguration? { nil }
  /// None: the classic Delete button where the row's editing style is `.delete`.
  public func tableView(
    _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> SwipeActionsConfiguration? { nil }
  /// None: the row actions give way to the classic Delete button.
  public func tableView(_ tableView: TableView, editActionsForRowAt indexPath: IndexPath)
    -> [TableViewRowAction]?
  { nil }
  /// The proposal.
  public func tableView(
    _ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath { proposedDestinationIndexPath }
  /// None: rows have no context menu.
  public func tableView(
    _ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
  ) -> ContextMenuConfiguration? { nil }
  /// Does nothing.
  public func tableView(
    _ tableView: TableView, willDisplayContextMenu configuration: ContextMenuConfiguration,
    animator: (any ContextMenuInteractionAnimating)?
  ) {}
  /// Does nothing.
  public func tableView(
    _ tableView: TableView, willEndContextMenuInteraction configuration: ContextMenuConfiguration,
    animator: (any ContextMenuInteractionAnimating)?
  ) {}
}
