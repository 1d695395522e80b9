import Foundation

/// The operations and animations gathered between `beginUpdates()` and `endUpdates()`.
struct PendingBatch {
  var update = BatchUpdate()
  var deletions: [IndexPath: RowAnimation] = [:]
  var insertions: [IndexPath: RowAnimation] = [:]
  var reloads: [IndexPath: RowAnimation] = [:]
  var sectionDeletions: [Int: RowAnimation] = [:]
  var sectionInsertions: [Int: RowAnimation] = [:]
  var sectionReloads: [Int: RowAnimation] = [:]
  var completions: [(Bool) -> Void] = []
  /// Whether rows glide, fade and slide to their places; without animation the table shows the
  /// result at once (deleted rows leave at once, moved rows are simply at their new places).
  var isAnimated = true
  /// Whether an empty batch reads only the heights of the rows on screen (cells asked to be
  /// sized again) rather than every height (the `beginUpdates()`/`endUpdates()` idiom).
  var readsOnlyRowsOnScreen = false
  /// Where the batch began (`file:line`), for the warning about a batch never ended.
  var origin = ""
  /// Whether the table has warned that the batch is still open.
  var wasReportedOpen = false
  /// The methods that recorded operations, in the order first called, for messages.
  private(set) var operationMethods: [String] = []

  /// Notes that `method` recorded operations into the batch.
  mutating func noteOperation(_ method: String) {
    if !operationMethods.contains(method) { operationMethods.append(method) }
  }

  /// The methods that recorded operations, or the batch call itself when there were none.
  var operationNames: String {
    operationMethods.isEmpty
      ? "performBatchUpdates(_:completion:)" : operationMethods.joined(separator: ", ")
  }
}
