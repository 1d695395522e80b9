import Foundation

/// Names a data source's rows by their model objects rather than by their places, as UIKit's
/// `UIDataSourceModelAssociation`: a table's data source adopts it so that a saved state (the
/// selected rows, the first visible row) follows the rows after they moved, and forgets rows
/// that were deleted, instead of landing on whatever row now has the old index path.
///
/// The identifier is the data source's to choose — a database key, a file name, a UUID — and
/// must stay the same for the same model object from one run of the program to the next. It is
/// written into state files as it is, so it should not hold secrets.
@preconcurrency @MainActor
public protocol DataSourceModelAssociation: AnyObject {
  /// The identifier of the model object shown at `indexPath`.
  ///
  /// The table asks only for rows that exist (within the data source's counts).
  /// - Parameters:
  ///   - indexPath: A row of `view`.
  ///   - view: The table asking.
  /// - Returns: The identifier, or nil when the row's model has none; the row is then saved by
  ///   its index path.
  func modelIdentifierForElement(at indexPath: IndexPath, in view: View) -> String?

  /// The row that now shows the model object named `identifier`.
  ///
  /// The table checks the answer against the data source's counts, so an index path that names
  /// no row is reported and skipped, never used.
  /// - Parameters:
  ///   - identifier: An identifier this data source returned from
  ///     `modelIdentifierForElement(at:in:)`, possibly in an earlier run of the program.
  ///   - view: The table asking.
  /// - Returns: The row's index path, or nil when no row shows that object any more.
  func indexPathForElement(withModelIdentifier identifier: String, in view: View) -> IndexPath?
}
