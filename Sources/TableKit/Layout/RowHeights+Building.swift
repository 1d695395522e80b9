import Foundation

extension RowHeights {
  /// Builds `RowHeights` from heights given in order, chunk by chunk, in linear time.
  ///
  /// Each full chunk whose heights are all the same becomes a uniform run (merged with the run
  /// before it when that has the same height), so a table of one exact height costs no
  /// per-row memory.
  struct Builder {
    private var chunks: [HeightChunk] = []
    private var pending: [Double] = []

    init() { pending.reserveCapacity(HeightChunk.capacity) }

    /// Appends one row (its height sanitized).
    mutating func append(_ height: Double, isEstimated: Bool) {
      pending.append(HeightChunk.encode(HeightQuantum.sanitized(height), isEstimated: isEstimated))
      if pending.count == HeightChunk.capacity { flush() }
    }

    /// Moves the pending heights into a chunk.
    private mutating func flush() {
      guard let first = pending.first else { return }
      let chunk: HeightChunk
      if pending.allSatisfy({ HeightChunk.isSame($0, first) }) {
        chunk = .uniform(first, count: pending.count)
        pending.removeAll(keepingCapacity: true)
      } else {
        if pending.count == HeightChunk.capacity {
          chunk = .explicit(pending)
          pending = []
          pending.reserveCapacity(HeightChunk.capacity)
        } else {
          // The last, partial chunk: a copy of exactly its size.
          chunk = .explicit(Array(pending[...]))
          pending.removeAll(keepingCapacity: true)
        }
      }
      if let last = chunks.last, last.isUniform, chunk.isUniform,
        HeightChunk.isSame(last.uniformValue, chunk.uniformValue)
      {
        chunks[chunks.count - 1] = .uniform(last.uniformValue, count: last.count + chunk.count)
      } else {
        chunks.append(chunk)
      }
    }

    /// The heights appended so far.
    mutating func finish() -> RowHeights {
      flush()
      var heights = RowHeights()
      heights.tree = HeightTree(chunks)
      return heights
    }
  }
}
