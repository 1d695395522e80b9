import Foundation

extension TableView {
  /// When a self-sizing cell's content asks for another size, as UIKit's
  /// `UITableView.SelfSizingInvalidation` (iOS 16).
  public enum SelfSizingInvalidation: Sendable {
    /// Rows keep their heights until reloaded or until an empty
    /// `beginUpdates()`/`endUpdates()` pair.
    case disabled
    /// A cell that calls `invalidateIntrinsicContentSize()` on itself or its content view is
    /// sized again, its row gliding to its new height. The default, as in UIKit.
    case enabled
    /// As `.enabled`, and any view inside the cell whose size changes (a label given new text
    /// or a new font) sizes the row again too.
    case enabledIncludingConstraints
  }

  /// Records that a cell on screen needs to be sized again (see
  /// `RowRealizer.noteContentSizeChange(of:fromDeepContent:policy:)`); the next layout pass
  /// does it, once for any number of changes in between.
  func cellContentSizeDidChange(_ cell: TableViewCell, fromDeepContent: Bool) {
    guard !needsReload,
      realizer.noteContentSizeChange(
        of: cell, fromDeepContent: fromDeepContent, policy: selfSizingInvalidation)
    else { return }
    setNeedsLayout()
  }

  /// Sizes the rows on screen again, as a batch with no changes that reads only their heights,
  /// so that rows whose cells changed glide to their new heights.
  func sizeInvalidatedCells() {
    // A batch would put a dragged row back: the sizing waits for the drop (the request is
    // taken last, so that it waits too).
    guard interaction.reorder == nil, !transaction.isOpen, realizer.takeSizingRequest() else {
      return
    }
    guard !needsReload else { return }
    var batch = PendingBatch()
    batch.readsOnlyRowsOnScreen = true
    commit(batch)
  }
}
