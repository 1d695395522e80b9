import Foundation

/// A run of rows in index-path order, from `first` through `last` (the rows meeting a rect
/// form one), or none: a membership test in two comparisons, where a set of the rows on screen
/// was built for every batch (a hundredth of W1's update frames).
struct RowRun: Equatable, Sendable {
  private let bounds: (first: (section: Int, row: Int), last: (section: Int, row: Int))?

  /// No rows. (Not `none`, which would read as `Optional.none` where a run is optional.)
  static let empty = RowRun(bounds: nil)

  private init(bounds: (first: (section: Int, row: Int), last: (section: Int, row: Int))?) {
    self.bounds = bounds
  }

  /// The rows from `first` through `last`; empty when `last` comes before `first`.
  init(from first: IndexPath, through last: IndexPath) {
    let start = (section: first.section, row: first.row)
    let end = (section: last.section, row: last.row)
    self.bounds = start <= end ? (first: start, last: end) : nil
  }

  /// Whether `indexPath` is one of the rows.
  func contains(_ indexPath: IndexPath) -> Bool {
    guard let bounds else { return false }
    let place = (section: indexPath.section, row: indexPath.row)
    return bounds.first <= place && place <= bounds.last
  }

  static func == (lhs: RowRun, rhs: RowRun) -> Bool {
    switch (lhs.bounds, rhs.bounds) {
    case (nil, nil): true
    case (let a?, let b?): a.first == b.first && a.last == b.last
    default: false
    }
  }
}
