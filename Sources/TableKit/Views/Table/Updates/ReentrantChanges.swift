import Foundation

/// Changes a data source asked for while the table was reading it (a batch or `reloadData()`
/// from inside `cellForRowAt`, a height or a count). UIKit forbids them; TableKit keeps the
/// table consistent instead: they wait until the reading is over and are then applied, or
/// folded into one reload when the reading they interrupted is no longer trustworthy.
///
/// While a batch waits, the data source already holds the data after it and the table the
/// data before it, so nothing more is asked of the data source by index path (`blocksReads`)
/// until the batch is applied.
struct ReentrantChanges {
  /// What the table was doing when it asked the data source.
  enum Reading {
    /// Asking for one row's cell (showing or measuring it).
    case cell
    /// Reading counts and heights into a new layout (`reloadData()` and its kin).
    case layout
    /// Applying a batch.
    case batch
  }

  /// The readings under way, innermost last.
  private(set) var readings: [Reading] = []
  /// Batches that ended while the table was reading, in order.
  private(set) var batches: [PendingBatch] = []
  /// Whether a reload was asked for while the table was reading.
  private(set) var needsReload = false
  /// What was asked and from where, for one warning per kind.
  private var reported: Set<String> = []
  /// Whether the table has said that changes kept coming in every pass of a frame.
  private var reportedPassLimit = false

  /// Whether the table is reading its data source now.
  var isReading: Bool { !readings.isEmpty }
  /// Whether anything waits.
  var isEmpty: Bool { batches.isEmpty && !needsReload }
  /// Whether the data source is ahead of the table by a batch: no index path may be asked until
  /// the batch is applied (a reload reads everything again, so it blocks nothing).
  var blocksReads: Bool { !batches.isEmpty && !needsReload }

  /// Starts a reading.
  mutating func begin(_ reading: Reading) { readings.append(reading) }

  /// Ends the innermost reading.
  mutating func end() { readings.removeLast() }

  /// Keeps a batch for later; returns the warning to give, once per operation and reading.
  mutating func deferBatch(_ batch: PendingBatch, operations: String) -> String? {
    // A batch arriving while a layout or another batch was being read leaves that reading half
    // old and half new: only a reload brings the table back in step.
    if readings.contains(where: { $0 != .cell }) { needsReload = true }
    batches.append(batch)
    return warning(for: operations)
  }

  /// Keeps a reload for later; returns the warning to give, once per reading.
  mutating func deferReload() -> String? {
    needsReload = true
    return warning(for: "reloadData()")
  }

  /// Takes what waits, leaving nothing.
  mutating func take() -> (batches: [PendingBatch], needsReload: Bool) {
    defer {
      batches = []
      needsReload = false
    }
    return (batches, needsReload)
  }

  /// The warning for a frame whose every layout pass brought more changes, once per table.
  mutating func passLimitWarning() -> String? {
    guard !reportedPassLimit else { return nil }
    reportedPassLimit = true
    return "the data source changed the table from inside its callbacks in each of "
      + "\(Metrics.maximumReentrantLayoutPasses) layout passes of one frame; the latest "
      + "changes wait for the next frame"
  }

  private mutating func warning(for operations: String) -> String? {
    let method: String
    switch readings.last {
    case .cell, nil: method = "tableView(_:cellForRowAt:)"
    case .layout: method = "a data source or delegate method read by reloadData()"
    case .batch: method = "a data source or delegate method read while applying a batch"
    }
    let key = "\(operations) \(method)"
    guard reported.insert(key).inserted else { return nil }
    return "\(operations) was called from inside \(method), which UIKit does not allow; "
      + "the table applies it after it has finished reading the data source"
  }
}
