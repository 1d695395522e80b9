import Foundation
import TableKit

/// W3, text that changes every frame: W0's table as a ticker, where every visible row's label
/// holds a counter and a price that change each frame. A log viewer, a chat or a table of live
/// prices changes its rows' text so; a text texture made for one frame is never shown again,
/// so the text cache cannot help and each frame's strings are drawn anew.
///
/// Every toolkit shows the same strings: the GTK4 peer (`gtk4-peer --ticker`) and the floor
/// build them by the same arithmetic, for the same tick (the frame's number in the script,
/// the first frame being tick 0).
enum FrameTicker {
  /// The label of the row with global index `index` at frame `tick`, e.g.
  /// `Row 12 — tick 345 · $1,234.56`: the row, the counter, and a price that moves every frame.
  static func label(_ index: Int, tick: Int) -> String {
    let cents = price(index, tick: tick)
    let dollars = cents / 100
    let fraction = cents % 100
    let grouped =
      dollars >= 1000
      ? "\(dollars / 1000),\(String(dollars % 1000).leftPadded(to: 3))" : "\(dollars)"
    return "Row \(index + 1) — tick \(tick) · $\(grouped).\(String(fraction).leftPadded(to: 2))"
  }

  /// The price in cents of row `index` at `tick`: 100.00 to 9,999.99, different each frame.
  /// Benchmarks/peers/gtk4/main.c computes the same (keep the two alike).
  static func price(_ index: Int, tick: Int) -> Int {
    10_000 + (index &* 7_919 &+ tick &* 104_729) % 989_999
  }

  /// Sets the label of every visible row of `table` to the current tick's, as an app showing
  /// live data does each frame (the rows that come on screen get theirs from the data source).
  @MainActor
  static func update(_ table: TableView, source: FrameWorkloadSource) {
    guard let indexPaths = table.indexPathsForVisibleRows else { return }
    for indexPath in indexPaths {
      table.cellForRow(at: indexPath)?.textLabel?.text = source.label(source.item(at: indexPath))
    }
  }
}

extension String {
  /// The string with zeros in front up to `length` characters.
  fileprivate func leftPadded(to length: Int) -> String {
    count >= length ? self : String(repeating: "0", count: length - count) + self
  }
}
