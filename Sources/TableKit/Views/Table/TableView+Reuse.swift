import Foundation

/// Registration and reuse, as UIKit's: cell and header/footer classes by identifier, dequeuing
/// (made or reused), and cells and views going back to their queues.
extension TableView {
  /// Registers a cell class to create when `identifier` has no reusable cell; nil unregisters.
  /// Takes any class, as UIKit's `AnyClass?` does: one that is not a `TableViewCell` is refused
  /// with a message to `warningHandler`, and the identifier keeps what it had.
  public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    guard let cellClass else {
      return realizer.register(nil as TableViewCell.Type?, forCellReuseIdentifier: identifier)
    }
    guard let cellType = cellClass as? TableViewCell.Type else {
      return warningHandler(
        "register(_:forCellReuseIdentifier:) was given \(cellClass), which is not a "
          + "TableViewCell subclass; nothing was registered for \"\(identifier)\"")
    }
    realizer.register(cellType, forCellReuseIdentifier: identifier)
  }

  /// Registers a header or footer class for `identifier`; nil unregisters. Takes any class, as
  /// UIKit's `AnyClass?` does: one that is not a `TableViewHeaderFooterView` is refused with a
  /// message to `warningHandler`, and the identifier keeps what it had.
  public func register(
    _ viewClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String
  ) {
    guard let viewClass else {
      return realizer.register(
        nil as TableViewHeaderFooterView.Type?, forHeaderFooterViewReuseIdentifier: identifier)
    }
    guard let viewType = viewClass as? TableViewHeaderFooterView.Type else {
      return warningHandler(
        "register(_:forHeaderFooterViewReuseIdentifier:) was given \(viewClass), which is not a "
          + "TableViewHeaderFooterView subclass; nothing was registered for \"\(identifier)\"")
    }
    realizer.register(viewType, forHeaderFooterViewReuseIdentifier: identifier)
  }

  /// A cell waiting for reuse under `identifier` (after `prepareForReuse()`), a new one of the
  /// registered class, or nil when neither exists. While `reconfigureRows(at:)` asks the data
  /// source for a row, it is that row's own cell when its identifier matches.
  /// - Complexity: O(1).
  public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
    realizer.dequeueCell(withIdentifier: identifier)
  }

  /// A reusable or new cell for `identifier`, sized for the row at `indexPath`. The identifier
  /// must be registered: asking for an unregistered one is a programming error and stops the
  /// program, as UIKit does.
  /// - Complexity: O(1).
  public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> TableViewCell
  {
    guard let cell = dequeueReusableCell(withIdentifier: identifier) else {
      preconditionFailure(
        "unable to dequeue a cell with identifier \(identifier) - must register a class for "
          + "the identifier with register(_:forCellReuseIdentifier:)")
    }
    // Sized to its row's width so that the data source can lay it out; the table places it.
    cell.frame.size.width = rowWidth
    return cell
  }

  /// A header or footer view waiting for reuse under `identifier`, a new one of the registered
  /// class, or nil.
  /// - Complexity: O(1).
  public func dequeueReusableHeaderFooterView(withIdentifier identifier: String)
    -> TableViewHeaderFooterView?
  {
    realizer.dequeueHeaderFooterView(withIdentifier: identifier)
  }

  /// Puts a cell that left the screen into its identifier's queue.
  func enqueueForReuse(_ cell: TableViewCell) { realizer.enqueue(cell) }

  /// Puts a header or footer view into its identifier's queue.
  func enqueueForReuse(_ view: View) { realizer.enqueue(view) }
}
