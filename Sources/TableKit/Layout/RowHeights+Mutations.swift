import Foundation

// MARK: - Changing heights

extension RowHeights {
  /// Replaces the height of a row.
  ///
  /// A row inside a uniform run is cut out of it: the run becomes up to three pieces, and short
  /// pieces gather with their neighbors into explicit chunks.
  /// - Parameters:
  ///   - height: The new height, in points (sanitized: negative, NaN, infinite → 0).
  ///   - row: The row; `0 <= row < count`.
  ///   - isEstimated: Whether the new height is an estimate.
  /// - Complexity: O(log n).
  public mutating func setHeight(_ height: Double, at row: Int, isEstimated: Bool = false) {
    precondition(row >= 0 && row < count, "RowHeights: row \(row) out of range 0..<\(count)")
    let value = HeightChunk.encode(HeightQuantum.sanitized(height), isEstimated: isEstimated)
    // 1. In place: a row of an explicit chunk, or of a run that already has this height.
    let isDone = tree.updateElement(containing: row) { chunk, rowInChunk -> Bool in
      if chunk.isUniform { return HeightChunk.isSame(chunk.uniformValue, value) }
      chunk.setExplicitValue(value, at: rowInChunk)
      return true
    }
    if isDone { return }
    // 2. Otherwise cut the run around the row.
    tree.updateLeaf(containing: row) { chunks, position, rowInChunk in
      let run = chunks[position]
      let (before, rest) = run.split(at: rowInChunk)
      let (_, after) = rest.split(at: 1)
      let pieces = [before, .uniform(value, count: 1), after].filter { $0.count > 0 }
      chunks.replaceSubrange(position...position, with: pieces)
      Self.normalize(&chunks)
    }
  }

  // MARK: - Inserting

  /// Inserts one row.
  /// - Parameters:
  ///   - height: Its height, in points (sanitized).
  ///   - isEstimated: Whether the height is an estimate.
  ///   - row: Where it goes; `0 <= row <= count`.
  /// - Complexity: O(log n).
  public mutating func insert(_ height: Double, isEstimated: Bool = false, at row: Int) {
    insert(repeating: height, count: 1, isEstimated: isEstimated, at: row)
  }

  /// Inserts `count` rows of the same height, as one run however many.
  /// - Parameters:
  ///   - height: Their height, in points (sanitized).
  ///   - newRows: How many; nothing happens when it is not positive.
  ///   - isEstimated: Whether the height is an estimate.
  ///   - row: Where the first goes; `0 <= row <= self.count`.
  /// - Complexity: O(log n).
  public mutating func insert(
    repeating height: Double, count newRows: Int, isEstimated: Bool = false, at row: Int
  ) {
    precondition(row >= 0 && row <= count, "RowHeights: row \(row) out of range 0...\(count)")
    guard newRows > 0 else { return }
    let value = HeightChunk.encode(HeightQuantum.sanitized(height), isEstimated: isEstimated)
    // 1. In place: into a run of the same height, or an explicit chunk with room.
    if row < count,
      tree.updateElement(containing: row, { $0.absorb(value, count: newRows, at: $1) })
    {
      return
    }
    // 2. Otherwise as a new run, cutting the chunk it falls in.
    tree.updateLeaf(containing: row) { chunks, position, rowInChunk in
      var position = position
      if rowInChunk > 0 {
        if chunks[position].absorb(value, count: newRows, at: rowInChunk) { return }
        let (before, after) = chunks[position].split(at: rowInChunk)
        chunks.replaceSubrange(position...position, with: [before, after])
        position += 1
      }
      chunks.insert(.uniform(value, count: newRows), at: position)
      Self.normalize(&chunks)
    }
  }

  // MARK: - Removing

  /// Removes one row.
  /// - Parameter row: The row; `0 <= row < count`.
  /// - Returns: Its height, in points.
  /// - Complexity: O(log n).
  @discardableResult
  public mutating func remove(at row: Int) -> Double {
    let height = self[row]
    removeSubrange(row..<row + 1)
    return height
  }

  /// Removes a range of rows.
  /// - Parameter rows: The rows; within `0..<count`.
  /// - Complexity: O(log n) per leaf of the tree the range touches: O(log n) for any part of a
  ///   uniform run, O(k / 128 · log n) for k rows of explicit heights.
  public mutating func removeSubrange(_ rows: Range<Int>) {
    precondition(
      rows.lowerBound >= 0 && rows.upperBound <= count,
      "RowHeights: rows \(rows) out of range 0..<\(count)")
    var remaining = rows.count
    guard remaining > 0 else { return }
    // 1. In place: rows inside one chunk that keeps at least one row.
    let isDone = tree.updateElement(containing: rows.lowerBound) { chunk, rowInChunk -> Bool in
      guard rowInChunk + remaining <= chunk.count, chunk.count > remaining else { return false }
      chunk.removeRows(rowInChunk..<rowInChunk + remaining)
      return true
    }
    if isDone { return }
    // 2. Otherwise leaf by leaf, dropping emptied chunks and merging small neighbors.
    while remaining > 0 {
      remaining -= tree.updateLeaf(containing: rows.lowerBound) { chunks, position, rowInChunk in
        // Remove from this leaf as much of the range as it holds.
        var removed = 0
        var position = position
        var rowInChunk = rowInChunk
        while removed < remaining, position < chunks.count {
          let taken = Swift.min(remaining - removed, chunks[position].count - rowInChunk)
          chunks[position].removeRows(rowInChunk..<rowInChunk + taken)
          removed += taken
          position += 1
          rowInChunk = 0
        }
        Self.normalize(&chunks)
        return removed
      }
    }
  }

  // MARK: - Keeping leaves compact

  /// Drops empty chunks and merges neighbors that fit in one chunk (see
  /// `HeightChunk.merged(with:)`), in one pass over a leaf.
  static func normalize(_ chunks: inout [HeightChunk]) {
    chunks.removeAll { $0.count == 0 }
    var position = 0
    while position + 1 < chunks.count {
      if let merged = chunks[position].merged(with: chunks[position + 1]) {
        chunks[position] = merged
        chunks.remove(at: position + 1)
      } else {
        position += 1
      }
    }
  }
}
