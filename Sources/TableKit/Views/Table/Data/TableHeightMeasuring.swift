import Foundation

/// The heights the reader cannot read from answers alone: those that come from sizing a cell or
/// a header or footer view, and the height a row keeps while the data source may not be asked.
/// The table measures; the reader decides when measuring is needed.
@MainActor
protocol TableHeightMeasuring: AnyObject {
  /// The height a row keeps, without asking, while the data source is ahead of the table by a
  /// batch; nil when the data source may be asked.
  func keptHeight(forRowAt indexPath: IndexPath) -> CGFloat?
  /// The usable height the row's cell needs at the table's width.
  func fittingHeight(forRowAt indexPath: IndexPath) -> CGFloat
  /// The rows on screen before heights are read, which likely show after: the cells measured
  /// for them are kept for showing.
  func rowsLikelyShown() -> RowRun
  /// Sends the cell measured for a row that will not show soon back to the reuse queue.
  func recycleMeasuredCell(at indexPath: IndexPath)
  /// The standard height of a header or footer, from its view or title.
  func automaticHeaderFooterHeight(_ section: Int, isHeader: Bool) -> CGFloat
  /// Whether the header or footer last measured for a section was the delegate's own view.
  func measuredCustomView(_ section: Int, isHeader: Bool) -> Bool
}

extension TableHeightMeasuring {
  /// No custom views unless the measurer keeps them.
  func measuredCustomView(_ section: Int, isHeader: Bool) -> Bool { false }
}

/// A run of rows in index-path order, from `first` through `last` (the rows meeting a rect
/// form one), or none: a membership test in two comparisons, where a set of the rows on screen
/// was built for every batch (a hundredth of W1's update frames).
struct RowRun: Equatable, Sendable {
  private let bounds: (first: (section: Int, row: Int), last: (section: Int, row: Int))?

  /// No rows.
  static let none = RowRun(bounds: nil)

  private init(bounds: (first: (section: Int, row: Int), last: (section: Int, row: Int))?) {
    self.bounds = bounds
  }

  /// The rows from `first` through `last`; none when `last` comes before `first`.
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
