import Foundation

/// The report's first-frame figures of W1, whose delegate gives every one of its 1,000,000
/// rows' heights: the table asks for each before its first frame, as UIKit does without
/// estimates, so the first frame is the cost of a row's height times a million.
extension FrameReport {
  /// Issue 32's bound on W1's first frame at 1,000,000 exact-height rows.
  static let exactHeightFirstFrameLimit = 100.0

  mutating func appendFirstFrameTargets() {
    for w1 in summaries where w1.toolkit == Self.tableKit && w1.workload == "W1" {
      let nanosecondsPerRow = w1.firstFrame * 1e6 / Double(max(1, w1.rows))
      ratios.append(
        .init(
          name: "W1 \(w1.viewport): first frame per row, ns (every height asked)",
          value: nanosecondsPerRow))
      targets.append(
        .init(
          target:
            "W1 \(w1.viewport): first frame ≤ \(format(Self.exactHeightFirstFrameLimit)) ms at "
            + "\(w1.rows) exact-height rows",
          value: "\(format(w1.firstFrame)) ms, \(format(nanosecondsPerRow)) ns a row",
          passed: w1.firstFrame <= Self.exactHeightFirstFrameLimit))
    }
  }
}
