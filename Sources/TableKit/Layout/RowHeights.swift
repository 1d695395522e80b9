import Foundation

/// The heights of the rows of one section, in order, each exact or estimated, with prefix sums
/// and offset search in O(log n), and insertion and removal anywhere.
///
/// Storage is a balanced tree of chunks (`HeightTree<HeightChunk>`): runs of one repeated height
/// take constant space whatever their length (10,000,000 estimated rows cost a few bytes), and
/// rows whose heights differ take one `Double` each in explicit chunks. A run is cut into
/// explicit storage only where rows are given their own height.
///
/// Heights are sanitized on the way in (negative, NaN and infinite become 0) and rounded to a
/// multiple of 1/1024 point, so every offset is an exact sum: the last of 10,000,000 rows of 44
/// points starts at exactly 439,999,956.
///
/// Offsets are measured from the top of the first row. Indexes out of range trap, as `Array`'s
/// do; `TableLayout` checks index paths before it gets here.
public struct RowHeights: Sendable {
  /// The chunks of rows.
  var tree: HeightTree<HeightChunk>

  /// No rows.
  public init() { tree = HeightTree() }

  /// `count` rows of the same height, in constant time and space.
  /// - Parameters:
  ///   - height: The height of every row, in points (sanitized).
  ///   - count: The number of rows; negative counts as 0.
  ///   - isEstimated: Whether the height is an estimate to be replaced when a row is measured.
  /// - Complexity: O(1).
  public init(repeating height: Double, count: Int, isEstimated: Bool) {
    let value = HeightChunk.encode(HeightQuantum.sanitized(height), isEstimated: isEstimated)
    tree = count > 0 ? HeightTree(.uniform(value, count: count)) : HeightTree()
  }

  /// Rows of the given exact heights, in order (each sanitized).
  /// - Complexity: O(n); about 1 ns a row in release builds.
  public init<S: Sequence>(_ heights: S) where S.Element == Double {
    var builder = Builder()
    for height in heights { builder.append(height, isEstimated: false) }
    self = builder.finish()
  }

  /// `count` rows whose heights come from `height(row)`, called once per row, in order.
  /// - Parameters:
  ///   - count: The number of rows.
  ///   - isEstimated: Whether the heights are estimates.
  ///   - height: The height of a row, in points (sanitized).
  /// - Complexity: O(n) calls of `height`.
  public init(count: Int, isEstimated: Bool, height: (Int) throws -> Double) rethrows {
    var builder = Builder()
    for row in 0..<Swift.max(0, count) { builder.append(try height(row), isEstimated: isEstimated) }
    self = builder.finish()
  }

  // MARK: - Measures

  /// The number of rows.
  /// - Complexity: O(1).
  public var count: Int { tree.summary.count }

  /// Whether there are no rows.
  /// - Complexity: O(1).
  public var isEmpty: Bool { count == 0 }

  /// The sum of all heights, in points.
  /// - Complexity: O(1).
  public var totalHeight: Double { tree.summary.height }

  /// The number of rows whose height is an estimate.
  /// - Complexity: O(1).
  public var estimatedCount: Int { tree.summary.estimatedCount }

  /// The height of a row, in points.
  /// - Precondition: `0 <= row < count`.
  /// - Complexity: O(log n).
  public subscript(row: Int) -> Double {
    encodedValue(at: row).magnitude
  }

  /// Whether the height of a row is an estimate.
  /// - Precondition: `0 <= row < count`.
  /// - Complexity: O(log n).
  public func isEstimated(at row: Int) -> Bool {
    encodedValue(at: row).sign == .minus
  }

  /// The encoded height (sign bit: estimated) of a row.
  func encodedValue(at row: Int) -> Double {
    precondition(row >= 0 && row < count, "RowHeights: row \(row) out of range 0..<\(count)")
    return tree.withElement(ofItem: row, base: 0) { chunk, position in
      chunk.value(at: position.indexInElement)
    }
  }

  // MARK: - Offsets

  /// The sum of the heights of the rows before `row`: where the row starts.
  /// - Parameter row: A row, or `count` for the end of the last row (`totalHeight`).
  /// - Precondition: `0 <= row <= count`.
  /// - Complexity: O(log n).
  public func offset(ofRow row: Int) -> Double {
    offset(ofRow: row, base: 0)
  }

  /// The offset of `row` when the first row starts at `base`; the same arithmetic as
  /// `row(containingOffset:base:)`, so the two always agree.
  func offset(ofRow row: Int, base: Double) -> Double {
    precondition(row >= 0 && row <= count, "RowHeights: row \(row) out of range 0...\(count)")
    return tree.offset(ofItem: row, base: base)
  }

  /// Where `row` starts (the first row starting at `base`) and its height: what
  /// `offset(ofRow:base:)` and the subscript give, in one search of the tree instead of two
  /// (a row's rect is asked for every cell placed, every frame).
  /// - Precondition: `0 <= row < count`.
  /// - Complexity: O(log n).
  func span(ofRow row: Int, base: Double) -> (offset: Double, height: Double) {
    precondition(row >= 0 && row < count, "RowHeights: row \(row) out of range 0..<\(count)")
    return tree.withElement(ofItem: row, base: base) { chunk, position in
      let index = position.indexInElement
      return (
        chunk.offset(ofItem: index, from: position.elementStart),
        chunk.value(at: index).magnitude
      )
    }
  }

  /// The row whose half-open span `[offset(ofRow: row), offset(ofRow: row) + self[row])`
  /// contains `offset`. Rows of zero height contain nothing.
  /// - Returns: The row, or nil when `offset` is outside `[0, totalHeight)` (or NaN).
  /// - Complexity: O(log n).
  public func row(containingOffset offset: Double) -> Int? {
    row(containingOffset: offset, base: 0)
  }

  /// The row containing `offset` when the first row starts at `base`.
  func row(containingOffset offset: Double, base: Double) -> Int? {
    tree.index(containing: offset, base: base)
  }

  /// The rows "in" the vertical interval `[minY, maxY)` when the first row starts at `base`:
  /// those that overlap it, and those of zero height whose position lies in it.
  func rows(inInterval minY: Double, _ maxY: Double, base: Double) -> Range<Int> {
    tree.items(inInterval: minY, maxY, base: base)
  }

  /// Calls `body` with each row of `rows`, in order, with its offset (the first row starting at
  /// `base`) and height. The offsets are the same values `offset(ofRow:base:)` gives, since
  /// sums are exact.
  /// - Complexity: O(log n + k) for k rows.
  func forEachRow(
    in rows: Range<Int>, base: Double,
    _ body: (_ row: Int, _ offset: Double, _ height: Double) -> Void
  ) {
    let rows = rows.clamped(to: 0..<count)
    guard !rows.isEmpty else { return }
    tree.forEachElement(from: rows.lowerBound, base: base) { chunk, position in
      var row = position.index
      var offset = chunk.offset(ofItem: position.indexInElement, from: position.elementStart)
      for local in position.indexInElement..<chunk.count {
        guard row < rows.upperBound else { return false }
        let height = chunk.value(at: local).magnitude
        body(row, offset, height)
        offset += height
        row += 1
      }
      return row < rows.upperBound
    }
  }

  // MARK: - Estimates

  /// The first row in `rowRange` whose height is an estimate.
  /// - Parameter rowRange: The rows to look at; clamped to `0..<count`.
  /// - Returns: The row, or nil when every height in the range is exact.
  /// - Complexity: O(log n): parts of the tree without estimates are skipped whole.
  public func firstEstimatedRow(in rowRange: Range<Int>) -> Int? {
    tree.firstEstimatedItem(in: rowRange)
  }

  // MARK: - Memory

  /// The heap memory the heights occupy, in bytes: the allocated capacity of every array of
  /// the tree with its header. Shared storage (after a copy) is counted in full.
  /// - Complexity: O(n / 128).
  public var allocatedByteCount: Int { tree.allocatedByteCount }
}

// MARK: - Sequence

extension RowHeights: Sequence {
  /// Iterates the heights in order, in O(1) per row (amortized).
  public struct Iterator: IteratorProtocol {
    private var encoded: EncodedIterator

    init(_ heights: RowHeights) { encoded = EncodedIterator(heights) }

    /// The next height, in points.
    public mutating func next() -> Double? { encoded.next()?.magnitude }
  }

  /// An iterator over the heights in order.
  public func makeIterator() -> Iterator { Iterator(self) }

  /// The number of rows.
  public var underestimatedCount: Int { count }

  /// Iterates the encoded heights (sign bit: estimated) chunk by chunk.
  struct EncodedIterator: IteratorProtocol {
    private var stack: [(node: HeightTree<HeightChunk>.Node, next: Int)]
    private var chunk: HeightChunk?
    private var rowInChunk = 0

    init(_ heights: RowHeights) { stack = [(heights.tree.root, 0)] }

    mutating func next() -> Double? {
      while true {
        if let current = chunk, rowInChunk < current.count {
          defer { rowInChunk += 1 }
          return current.value(at: rowInChunk)
        }
        guard let top = stack.popLast() else { return nil }
        switch top.node.storage {
        case .leaf(let slots):
          guard top.next < slots.count else { continue }
          stack.append((top.node, top.next + 1))
          chunk = slots[top.next].payload
          rowInChunk = 0
        case .inner(let entries):
          guard top.next < entries.slots.count else { continue }
          stack.append((top.node, top.next + 1))
          stack.append((entries.slots[top.next].payload, 0))
        }
      }
    }
  }
}

// MARK: - Equatable

extension RowHeights: Equatable {
  /// Whether both hold the same heights with the same estimate flags, however they are stored.
  /// - Complexity: O(n).
  public static func == (lhs: RowHeights, rhs: RowHeights) -> Bool {
    guard lhs.tree.summary == rhs.tree.summary else { return false }
    var left = EncodedIterator(lhs)
    var right = EncodedIterator(rhs)
    while let value = left.next() {
      guard let other = right.next(), HeightChunk.isSame(value, other) else { return false }
    }
    return true
  }
}

extension RowHeights: CustomStringConvertible {
  /// A short description: the row count, total height and estimate count.
  public var description: String {
    "RowHeights(count: \(count), totalHeight: \(totalHeight), estimated: \(estimatedCount))"
  }
}
