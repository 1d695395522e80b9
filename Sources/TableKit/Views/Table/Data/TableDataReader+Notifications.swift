import Foundation

/// What the reader tells the delegate: rows, headers and footers coming on and leaving the
/// screen, highlights, selections, a tapped detail button, a row's swipe-editing beginning and
/// ending, and a context menu showing and closing. They go through the reader, as every other
/// call to the delegate does, so that one place knows what the delegate hears and in whose
/// index paths.
extension TableDataReader {
  // MARK: - Display

  /// Tells the delegate that a cell is about to show the row at `indexPath`.
  func willDisplay(_ cell: TableViewCell, forRowAt indexPath: IndexPath) {
    host.delegate?.tableView(tableArgument, willDisplay: cell, forRowAt: indexPath)
  }

  /// Tells the delegate that a cell no longer shows the row it showed at `indexPath`.
  func didEndDisplaying(_ cell: TableViewCell, forRowAt indexPath: IndexPath) {
    host.delegate?.tableView(tableArgument, didEndDisplaying: cell, forRowAt: indexPath)
  }

  /// Tells the delegate that a section's header (or footer) view is about to show.
  func willDisplay(headerFooter view: View, inSection section: Int, isHeader: Bool) {
    if isHeader {
      host.delegate?.tableView(tableArgument, willDisplayHeaderView: view, forSection: section)
    } else {
      host.delegate?.tableView(tableArgument, willDisplayFooterView: view, forSection: section)
    }
  }

  /// Tells the delegate that a section's header (or footer) view left the screen.
  func didEndDisplaying(headerFooter view: View, inSection section: Int, isHeader: Bool) {
    if isHeader {
      host.delegate?.tableView(
        tableArgument, didEndDisplayingHeaderView: view, forSection: section)
    } else {
      host.delegate?.tableView(
        tableArgument, didEndDisplayingFooterView: view, forSection: section)
    }
  }

  // MARK: - Highlight and selection

  /// Tells the delegate that a pressed row shows its highlight.
  func didHighlightRow(at indexPath: IndexPath) {
    host.delegate?.tableView(tableArgument, didHighlightRowAt: indexPath)
  }

  /// Tells the delegate that a row's highlight went.
  func didUnhighlightRow(at indexPath: IndexPath) {
    host.delegate?.tableView(tableArgument, didUnhighlightRowAt: indexPath)
  }

  /// Tells the delegate that the user selected a row.
  func didSelectRow(at indexPath: IndexPath) {
    host.delegate?.tableView(tableArgument, didSelectRowAt: indexPath)
  }

  /// Tells the delegate that the user deselected a row.
  func didDeselectRow(at indexPath: IndexPath) {
    host.delegate?.tableView(tableArgument, didDeselectRowAt: indexPath)
  }

  /// Tells the delegate that the user tapped a row's detail disclosure button.
  func accessoryButtonTapped(forRowAt indexPath: IndexPath) {
    host.delegate?.tableView(tableArgument, accessoryButtonTappedForRowWith: indexPath)
  }

  // MARK: - Swipe editing

  /// Tells the delegate that a swipe put the row the table shows at `indexPath` into editing,
  /// by the data source's index path.
  func willBeginEditingRow(at indexPath: IndexPath) {
    host.delegate?.tableView(
      tableArgument, willBeginEditingRowAt: dataSourceIndexPath(forTable: indexPath))
  }

  /// Tells the delegate that a row's swipe-editing ended (nil when the row is gone).
  func didEndEditingRow(at indexPath: IndexPath?) {
    host.delegate?.tableView(tableArgument, didEndEditingRowAt: indexPath)
  }

  // MARK: - Context menus

  /// Tells the delegate that a row's context menu is about to show, with an animator that runs
  /// what the delegate gives it at once (menus appear without animation) and its completions
  /// once the delegate returns.
  func willDisplayContextMenu(_ configuration: ContextMenuConfiguration) {
    let animator = ImmediateContextMenuAnimator()
    host.delegate?.tableView(
      tableArgument, willDisplayContextMenu: configuration, animator: animator)
    animator.finish()
  }

  /// Tells the delegate that a row's context menu is closing; the completions it gives the
  /// animator run once it returns.
  func willEndContextMenuInteraction(_ configuration: ContextMenuConfiguration) {
    let animator = ImmediateContextMenuAnimator()
    host.delegate?.tableView(
      tableArgument, willEndContextMenuInteraction: configuration, animator: animator)
    animator.finish()
  }
}
