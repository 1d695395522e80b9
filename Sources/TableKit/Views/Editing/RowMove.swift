import Foundation

/// One row moved from an index path to another (in the index paths after the move), and how
/// every other row's index path changes with it: the rows after the old place move up by one in
/// its section, the rows at and after the new place move down by one in theirs.
///
/// While the user drags a row, the table's layout already shows it at its new place but the
/// data source has not been told; a `RowMove` from the lifted row's place to where it is now
/// turns the table's index paths into the data source's.
public struct RowMove: Equatable, Sendable {
  /// Where the row was.
  public var source: IndexPath
  /// Where the row is after the move.
  public var destination: IndexPath

  /// Creates a move.
  public init(from source: IndexPath, to destination: IndexPath) {
    self.source = source
    self.destination = destination
  }

  /// The index path after the move of the row at `old` before it.
  public func newIndexPath(forOld old: IndexPath) -> IndexPath {
    if old == source { return destination }
    return Self.inserting(destination, into: Self.removing(source, from: old))
  }

  /// The index path before the move of the row at `new` after it.
  public func oldIndexPath(forNew new: IndexPath) -> IndexPath {
    if new == destination { return source }
    return Self.inserting(source, into: Self.removing(destination, from: new))
  }

  /// `indexPath` once the row at `removed` is taken out of its section.
  private static func removing(_ removed: IndexPath, from indexPath: IndexPath) -> IndexPath {
    guard indexPath.count == 2, removed.count == 2, indexPath.section == removed.section,
      indexPath.row > removed.row
    else { return indexPath }
    return IndexPath(row: indexPath.row - 1, section: indexPath.section)
  }

  /// `indexPath` once a row is put in at `inserted`.
  private static func inserting(_ inserted: IndexPath, into indexPath: IndexPath) -> IndexPath {
    guard indexPath.count == 2, inserted.count == 2, indexPath.section == inserted.section,
      indexPath.row >= inserted.row
    else { return indexPath }
    return IndexPath(row: indexPath.row + 1, section: indexPath.section)
  }
}
