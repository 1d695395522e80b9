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
  /// for them are kept for showing; nil when no row is on screen.
  func rowsLikelyShown() -> ClosedRange<IndexPath>?
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
