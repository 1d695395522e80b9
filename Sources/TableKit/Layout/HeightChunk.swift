import Foundation

/// A run of consecutive rows in `RowHeights`: either a *uniform* run (one height repeated,
/// however many rows, in constant space) or an *explicit* chunk of up to `capacity` heights.
///
/// Heights are stored *encoded*: the magnitude is the height, the sign bit says the height is an
/// estimate (`-0.0` is an estimated zero). Sanitized heights are never negative, so the sign bit
/// is free, and an explicit row costs exactly one `Double`.
struct HeightChunk: Sendable {
  /// The most rows an explicit chunk holds.
  static let capacity = 128
  /// Uniform runs this short merge into a neighboring explicit chunk (measured rows gather in
  /// explicit chunks rather than in many one-row runs).
  static let absorbLimit = 16

  /// The encoded heights of an explicit chunk; empty for a uniform run.
  private(set) var values: [Double]
  /// The number of rows.
  private(set) var count: Int
  /// The encoded height of every row of a uniform run; unused (0) for an explicit chunk.
  private(set) var uniformValue: Double
  /// The total height of the rows.
  private(set) var total: Double
  /// The number of rows with an estimated height.
  private(set) var estimatedCount: Int

  /// A uniform run of `count` rows, each of encoded height `value`.
  static func uniform(_ value: Double, count: Int) -> HeightChunk {
    HeightChunk(
      values: [], count: count, uniformValue: value, total: Double(count) * value.magnitude,
      estimatedCount: value.sign == .minus ? count : 0)
  }

  /// An explicit chunk of encoded heights.
  static func explicit(_ values: [Double]) -> HeightChunk {
    var chunk = HeightChunk(values: values, count: 0, uniformValue: 0, total: 0, estimatedCount: 0)
    chunk.recomputeSummary()
    return chunk
  }

  /// Whether the chunk is a uniform run (no per-row storage).
  var isUniform: Bool { values.isEmpty }

  /// The encoded height of local row `index`.
  func value(at index: Int) -> Double { isUniform ? uniformValue : values[index] }

  /// Sums an explicit chunk's heights again, left to right.
  private mutating func recomputeSummary() {
    var sum = 0.0
    var estimated = 0
    for value in values {
      sum += value.magnitude
      if value.sign == .minus { estimated += 1 }
    }
    count = values.count
    total = sum
    estimatedCount = estimated
  }

  // MARK: - Encoding

  /// The encoded form of a sanitized height.
  static func encode(_ height: Double, isEstimated: Bool) -> Double {
    isEstimated ? -height : height
  }

  /// Whether two encoded heights are the same height with the same estimate flag (`==` would
  /// not tell `0.0` from `-0.0`).
  static func isSame(_ lhs: Double, _ rhs: Double) -> Bool { lhs.bitPattern == rhs.bitPattern }

  // MARK: - Changing rows

  /// Sets local row `index` of an explicit chunk. The sums change by the difference alone,
  /// which is exact since heights are multiples of the quantum.
  mutating func setExplicitValue(_ value: Double, at index: Int) {
    let old = values[index]
    values[index] = value
    total = total - old.magnitude + value.magnitude
    estimatedCount += (value.sign == .minus ? 1 : 0) - (old.sign == .minus ? 1 : 0)
  }

  /// Inserts `count` rows of encoded height `value` at local `index`: grows a uniform run of
  /// the same value, or an explicit chunk with room.
  /// - Returns: false (and changes nothing) when the rows don't fit in this chunk.
  mutating func absorb(_ value: Double, count added: Int, at index: Int) -> Bool {
    if isUniform {
      guard Self.isSame(value, uniformValue) else { return false }
      self = .uniform(value, count: count + added)
      return true
    }
    guard added <= Self.absorbLimit, values.count + added <= Self.capacity else { return false }
    values.insert(contentsOf: repeatElement(value, count: added), at: index)
    count = values.count
    total += Double(added) * value.magnitude
    estimatedCount += value.sign == .minus ? added : 0
    return true
  }

  /// Removes local rows `range`.
  mutating func removeRows(_ range: Range<Int>) {
    if isUniform {
      self = .uniform(uniformValue, count: count - range.count)
      return
    }
    for value in values[range] {
      total -= value.magnitude
      if value.sign == .minus { estimatedCount -= 1 }
    }
    values.removeSubrange(range)
    count = values.count
  }

  /// The chunk cut at local row `index` into the rows before and the rows from it on.
  func split(at index: Int) -> (HeightChunk, HeightChunk) {
    if isUniform {
      return (.uniform(uniformValue, count: index), .uniform(uniformValue, count: count - index))
    }
    return (.explicit(Array(values[..<index])), .explicit(Array(values[index...])))
  }

  /// `self` followed by `next` as one chunk, when that is compact: two uniform runs of the same
  /// value, or explicit chunks (and short uniform runs) that fit in one explicit chunk.
  func merged(with next: HeightChunk) -> HeightChunk? {
    if isUniform, next.isUniform, Self.isSame(uniformValue, next.uniformValue) {
      return .uniform(uniformValue, count: count + next.count)
    }
    let isSmall = !isUniform || count <= Self.absorbLimit
    let nextIsSmall = !next.isUniform || next.count <= Self.absorbLimit
    guard isSmall, nextIsSmall, count + next.count <= Self.capacity else { return nil }
    var combined: [Double] = []
    combined.reserveCapacity(count + next.count)
    combined += isUniform ? Array(repeating: uniformValue, count: count) : values
    combined +=
      next.isUniform ? Array(repeating: next.uniformValue, count: next.count) : next.values
    return .explicit(combined)
  }
}

// MARK: - HeightTreeElement

extension HeightChunk: HeightTreeElement {
  var summary: HeightSummary {
    HeightSummary(count: count, height: total, estimatedCount: estimatedCount)
  }

  func offset(ofItem index: Int, from start: Double) -> Double {
    if isUniform { return start + Double(index) * uniformValue.magnitude }
    var local = 0.0
    for position in 0..<index { local += values[position].magnitude }
    return start + local
  }

  func item(containing offset: Double, from start: Double) -> Int {
    if isUniform {
      // Divide, then correct by at most a row for the rounding of the division.
      let height = uniformValue.magnitude
      let estimate = ((offset - start) / height).rounded(.down)
      var row = Int(checked: min(Double(count - 1), max(0, estimate)), naming: "a row estimate")
      while row > 0, start + Double(row) * height > offset { row -= 1 }
      while row < count - 1, start + Double(row + 1) * height <= offset { row += 1 }
      return row
    }
    var local = 0.0
    var lastNonEmpty = 0
    for position in values.indices {
      let height = values[position].magnitude
      if height > 0 { lastNonEmpty = position }
      local += height
      if offset < start + local { return position }
    }
    return lastNonEmpty
  }

  func countOfItems(startingBefore offset: Double, from start: Double, inclusive: Bool) -> Int {
    func isBefore(_ rowStart: Double) -> Bool {
      inclusive ? rowStart <= offset : rowStart < offset
    }
    guard isBefore(start) else { return 0 }
    if isUniform {
      let height = uniformValue.magnitude
      guard height > 0 else { return count }
      // Rows 0..<k start before `offset`: k is about (offset - start) / height, corrected.
      let estimate = ((offset - start) / height).rounded(.up)
      var rows = Int(checked: min(Double(count), max(1, estimate)), naming: "a rows estimate")
      while rows > 1, !isBefore(start + Double(rows - 1) * height) { rows -= 1 }
      while rows < count, isBefore(start + Double(rows) * height) { rows += 1 }
      return rows
    }
    // Each row's start is `start + local`, as everywhere in the chunk, so that the rows found
    // are those the offsets give. One loop for each comparison, without bounds checks: this
    // scan is how a frame finds its first and last rows (issue 32).
    return values.withUnsafeBufferPointer { heights in
      var local = 0.0
      if inclusive {
        for position in heights.indices {
          if !(start + local <= offset) { return position }
          local += heights[position].magnitude
        }
      } else {
        for position in heights.indices {
          if !(start + local < offset) { return position }
          local += heights[position].magnitude
        }
      }
      return heights.count
    }
  }

  func firstEstimatedItem(in range: Range<Int>) -> Int? {
    guard estimatedCount > 0 else { return nil }
    if isUniform { return range.isEmpty ? nil : range.lowerBound }
    return range.first { values[$0].sign == .minus }
  }

  var allocatedByteCount: Int {
    values.capacity > 0 ? 32 + values.capacity * MemoryLayout<Double>.stride : 0
  }
}
