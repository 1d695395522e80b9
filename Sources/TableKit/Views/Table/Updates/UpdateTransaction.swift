import Foundation

/// The batch updates of a table as a transaction: how deep `beginUpdates()` calls are nested
/// and the batch they gather (each operation with its animation), the completion handlers of
/// committed batches until their animations end, and the changes a data source asked for while
/// the table was reading it (see `ReentrantChanges`).
///
/// It decides what to commit and when; the table validates and animates what it is handed.
struct UpdateTransaction {
  /// How deep `beginUpdates()` calls are nested now.
  private(set) var nesting = 0
  /// The batch the open `beginUpdates()` calls gather, if one is open.
  private(set) var openBatch: PendingBatch?
  /// Completion handlers of committed batches, with the time their animations end.
  private var completions: [(end: TimeInterval, completion: (Bool) -> Void)] = []
  /// Changes asked for while the table read its data source.
  private var reentrant = ReentrantChanges()

  // MARK: - Nesting

  /// Opens a batch (or nests inside the open one); `origin` names where, for the warning about
  /// a batch never ended.
  mutating func begin(origin: String) {
    if nesting == 0 {
      openBatch = PendingBatch()
      openBatch?.origin = origin
    }
    nesting += 1
  }

  /// Closes one level; returns the batch to commit when the outermost level closed.
  mutating func end() -> PendingBatch? {
    guard nesting > 0 else { return nil }
    nesting -= 1
    guard nesting == 0 else { return nil }
    defer { openBatch = nil }
    return openBatch
  }

  /// Whether a batch is open.
  var isOpen: Bool { nesting > 0 }

  /// Adds operations to the open batch, or returns a batch of their own to commit at once.
  mutating func record(_ method: String, _ change: (inout PendingBatch) -> Void) -> PendingBatch? {
    if nesting > 0, var batch = openBatch {
      change(&batch)
      batch.noteOperation(method)
      openBatch = batch
      return nil
    }
    var batch = PendingBatch()
    change(&batch)
    batch.noteOperation(method)
    return batch
  }

  /// Adds a completion handler to the open batch.
  mutating func addCompletionToOpenBatch(_ completion: @escaping (Bool) -> Void) {
    openBatch?.completions.append(completion)
  }

  /// Makes the open batch take effect without animation, when it is the outermost level.
  mutating func makeOutermostBatchUnanimated() {
    if nesting == 1 { openBatch?.isAnimated = false }
  }

  /// The warning for a batch still open when the table lays out, once per batch.
  mutating func unclosedBatchWarning() -> String? {
    guard nesting > 0, var batch = openBatch, !batch.wasReportedOpen else { return nil }
    batch.wasReportedOpen = true
    openBatch = batch
    return "beginUpdates() at \(batch.origin) has no matching endUpdates() after a layout pass "
      + "(nesting depth \(nesting)); its updates, and every later one, wait until it ends"
  }

  // MARK: - Completions

  /// Keeps a committed batch's completion handlers until `end`, when its animations finish.
  mutating func schedule(_ handlers: [(Bool) -> Void], endingAt end: TimeInterval) {
    completions += handlers.map { (end, $0) }
  }

  /// Takes the completion handlers whose animations have ended by `time`, in order.
  mutating func takeCompletions(dueBy time: TimeInterval) -> [(Bool) -> Void] {
    guard !completions.isEmpty else { return [] }
    let due = completions.filter { $0.end <= time }.map(\.completion)
    completions.removeAll { $0.end <= time }
    return due
  }

  /// Whether completion handlers wait for animations.
  var hasScheduledCompletions: Bool { !completions.isEmpty }

  // MARK: - Changes asked for while reading

  /// Whether the table is reading its data source now.
  var isReadingDataSource: Bool { reentrant.isReading }
  /// Whether no change waits for a reading to end.
  var hasNoDeferredChanges: Bool { reentrant.isEmpty }
  /// Whether the data source is ahead of the table by a batch (see `ReentrantChanges`).
  var blocksDataSourceReads: Bool { reentrant.blocksReads }

  /// Starts a reading of the data source.
  mutating func beginReading(_ reading: ReentrantChanges.Reading) { reentrant.begin(reading) }

  /// Ends the innermost reading.
  mutating func endReading() { reentrant.end() }

  /// Keeps a batch asked for during a reading; returns the warning to give, if any.
  mutating func deferBatch(_ batch: PendingBatch) -> String? {
    reentrant.deferBatch(batch, operations: batch.operationNames)
  }

  /// Keeps a reload asked for during a reading; returns the warning to give, if any.
  mutating func deferReload() -> String? { reentrant.deferReload() }

  /// Takes what waited for a reading to end.
  mutating func takeDeferredChanges() -> (batches: [PendingBatch], needsReload: Bool) {
    reentrant.take()
  }

  /// The warning for a frame whose every pass brought more changes, once per table.
  mutating func passLimitWarning() -> String? { reentrant.passLimitWarning() }
}
