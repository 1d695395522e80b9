import Foundation

/// What one cycle of a settling layout found.
enum LayoutCycle {
  /// Nothing moved: the layout has settled.
  case settled
  /// Something still moved; the words say what, for the warning if it never settles.
  case unsettled(String)
}

extension TableView {
  /// Runs `cycle` until it reports that the layout settled, at most `maxCycles` times, as
  /// Flutter's viewport does with `maxLayoutCycles`: measuring rows with estimated heights can
  /// move a target, which brings further rows in, and a data source can change the table while
  /// it is read. When the limit is reached, the warning handler hears what `purpose` was and
  /// what still moved in the last cycle; the layout stays as the last cycle left it.
  /// - Parameters:
  ///   - maxCycles: The most cycles; `Metrics.maximumLayoutCycles` by default.
  ///   - purpose: What the cycles settle, for the warning ("scrolling to row 3 of section 0").
  ///   - reportsFailure: Whether to warn when the layout does not settle (false when the
  ///     caller says it otherwise).
  ///   - cycle: One cycle, given its index from 0.
  /// - Returns: Whether the layout settled.
  @discardableResult
  func settleLayout(
    maxCycles: Int = Metrics.maximumLayoutCycles, _ purpose: @autoclosure () -> String,
    reportsFailure: Bool = true, cycle: (_ index: Int) -> LayoutCycle
  ) -> Bool {
    var lastChange = ""
    for index in 0..<maxCycles {
      switch cycle(index) {
      case .settled: return true
      case .unsettled(let change): lastChange = change
      }
    }
    guard reportsFailure else { return false }
    warningHandler(
      "the layout did not settle in \(maxCycles) cycles while \(purpose()): \(lastChange)")
    return false
  }
}
