import Foundation

extension TableView {
  // MARK: - Reconfiguring

  /// Updates the content of rows in place, as UIKit's `reconfigureRows(at:)`: for each row on
  /// screen the data source is asked for its cell again, and `dequeueReusableCell` hands it the
  /// row's existing cell (without `prepareForReuse()`), so the new content shows at once with
  /// no reload animation and the selection stays. Rows off screen need nothing: their cells
  /// are made when they come on screen.
  ///
  /// A data source that returns another cell gets it shown in the row's place instead. The
  /// row keeps its height: a self-sizing row whose content needs another height is reloaded
  /// with `reloadRows(at:with:)` instead.
  /// - Parameter indexPaths: Rows of the table as it is now (after any update already made);
  ///   rows outside its counts are ignored, with a message to `warningHandler`.
  public func reconfigureRows(at indexPaths: [IndexPath]) {
    guard dataSource != nil, !needsReload else { return }
    for indexPath in indexPaths {
      guard indexPath.count == 2, indexPath.section >= 0,
        indexPath.section < layout.numberOfSections, indexPath.row >= 0,
        indexPath.row < layout.numberOfRows(inSection: indexPath.section)
      else {
        warningHandler("reconfigureRows(at:): there is no row at \(indexPath); it is ignored")
        continue
      }
      realizer.reconfigureRow(at: indexPath)
    }
    setNeedsLayout()
  }
}
