import Foundation

/// The script every toolkit runs, on a virtual clock of 1/60 s a frame: steady scrolling, a
/// fling until rest, jumps to far rows, then random animated inserts and deletes while
/// scrolling.
struct FrameScript: Sendable {
  /// Frames of steady scrolling, and the points each moves (3,000 pt/s at 60 Hz).
  var scrollFrames = 600
  var scrollStep: Double = 50
  /// The fling's release speed in points per second, the frames its drag takes, and the most
  /// frames it may take to come to rest.
  var flingVelocity: Double = 8_000
  var flingDragFrames = 4
  var flingLimit = 600
  /// Animated updates, one a frame, while the table scrolls `updateScrollStep` points a frame.
  var updates = 1_000
  var updateScrollStep: Double = 10
  /// The frames at the start left out of the percentiles (warm-up: caches, first textures).
  var warmUpFrames = 60

  static let frameDuration = 1.0 / 60
  static let full = FrameScript()
  /// A short script for a smoke run (`--quick`).
  static let quick = FrameScript(
    scrollFrames: 90, flingLimit: 60, updates: 60, warmUpFrames: 20)

  /// The rows the jumps go to in a table of `rows` rows, with their labels.
  static func jumpTargets(rows: Int) -> [(label: String, row: Int)] {
    [("N/4", rows / 4), ("N/2", rows / 2), ("N−1", rows - 1)]
  }
}
