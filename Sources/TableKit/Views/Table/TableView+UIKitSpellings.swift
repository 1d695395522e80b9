import Foundation

extension TableView {
  /// The animations of row and section updates, under the name UIKit nests it by
  /// (`UITableView.RowAnimation`).
  public typealias RowAnimation = TableKit.RowAnimation

  /// The rect of a whole section (header, rows and footer) in content coordinates, as UIKit's
  /// `rect(forSection:)`; the same as `rectForSection(_:)`.
  public func rect(forSection section: Int) -> CGRect { rectForSection(section) }
}
