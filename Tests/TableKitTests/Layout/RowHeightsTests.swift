import Testing

@testable import TableKit

/// A row in the reference model: a height (already sanitized) and whether it is an estimate.
private struct ModelRow: Equatable {
  var height: Double
  var isEstimated: Bool
}

/// The plain-array model `RowHeights` is checked against: offsets are naive prefix sums.
private struct RowHeightsModel {
  var rows: [ModelRow] = [] {
    didSet { offsets = rows.reduce(into: [0]) { $0.append($0[$0.count - 1] + $1.height) } }
  }
  /// `offsets[r]` is where row r starts; the last one is the total.
  private(set) var offsets: [Double] = [0]

  var totalHeight: Double { offsets[rows.count] }

  func offset(ofRow row: Int) -> Double { offsets[row] }

  /// The last row starting at or before `offset`, if `offset` is before its end (binary search
  /// over the naive prefix sums; rows of zero height are passed over since the next row starts
  /// at the same place).
  func row(containingOffset offset: Double) -> Int? {
    var low = 0
    var high = rows.count
    while low < high {
      let middle = (low + high) / 2
      if offsets[middle] <= offset { low = middle + 1 } else { high = middle }
    }
    let row = low - 1
    guard row >= 0, offset < offsets[row + 1] else { return nil }
    return row
  }

  func firstEstimatedRow(in range: Range<Int>) -> Int? {
    range.clamped(to: 0..<rows.count).first { rows[$0].isEstimated }
  }
}

@Suite("RowHeights")
struct RowHeightsTests {
  // MARK: - Construction

  @Test func anEmptyStoreHasNoRowsAndNoHeight() {
    let heights = RowHeights()
    #expect(heights.count == 0)
    #expect(heights.totalHeight == 0)
    #expect(heights.offset(ofRow: 0) == 0)
    #expect(heights.row(containingOffset: 0) == nil)
    #expect(heights.firstEstimatedRow(in: 0..<10) == nil)
  }

  @Test func tenMillionEstimatedRowsCostAlmostNothing() {
    let heights = RowHeights(repeating: 44, count: 10_000_000, isEstimated: true)
    #expect(heights.count == 10_000_000)
    #expect(heights.totalHeight == 440_000_000)
    #expect(heights.estimatedCount == 10_000_000)
    #expect(heights.allocatedByteCount < 200)
  }

  @Test func theLastOfTenMillionRowsStartsExactlyWhereItShould() {
    var heights = RowHeights(repeating: 44, count: 10_000_000, isEstimated: false)
    #expect(heights.offset(ofRow: 9_999_999) == 439_999_956)
    #expect(heights.row(containingOffset: 439_999_956) == 9_999_999)
    #expect(heights.row(containingOffset: 439_999_955.999_999_94) == 9_999_998)
    #expect(heights.row(containingOffset: 439_999_999.999_999_94) == 9_999_999)
    #expect(heights.row(containingOffset: 440_000_000) == nil)
    // Measuring rows in the middle keeps the bottom exact.
    heights.setHeight(50, at: 5_000_000)
    heights.setHeight(38, at: 5_000_001)
    #expect(heights.offset(ofRow: 9_999_999) == 439_999_956)
    #expect(heights.row(containingOffset: 220_000_049.999) == 5_000_000)
    #expect(heights.row(containingOffset: 220_000_050) == 5_000_001)
  }

  @Test func heightsFromASequenceAreExactAndInOrder() {
    let values = (0..<1000).map { Double($0 % 7) * 11 }
    let heights = RowHeights(values)
    #expect(Array(heights) == values)
    #expect(heights.estimatedCount == 0)
    #expect(heights.totalHeight == values.reduce(0, +))
    #expect(heights.tree.brokenInvariant() == nil)
  }

  @Test func aSequenceOfOneRepeatedHeightIsStoredAsARun() {
    let heights = RowHeights(repeatElement(44.0, count: 100_000))
    #expect(heights.allocatedByteCount < 200)
    #expect(heights.offset(ofRow: 99_999) == 4_399_956)
  }

  @Test func badHeightsBecomeZeroAndFractionsAreRoundedToAQuantum() {
    let heights = RowHeights([.nan, -3, .infinity, -.infinity, 10.3, 0])
    #expect(Array(heights) == [0, 0, 0, 0, (10.3 * 1024).rounded() / 1024, 0])
    #expect(heights.row(containingOffset: 0) == 4)
  }

  // MARK: - Float edges

  @Test func offsetsAtRowBoundariesAndOneUlpAwayFindTheRightRow() {
    let heights = RowHeights(repeating: 100, count: 20, isEstimated: false)
    #expect(heights.row(containingOffset: 1200) == 12)
    #expect(heights.row(containingOffset: 1199.999999999998) == 11)
    #expect(heights.row(containingOffset: 1200.0000000000002) == 12)
    #expect(heights.row(containingOffset: (1200.0).nextDown) == 11)
    #expect(heights.row(containingOffset: 0) == 0)
    #expect(heights.row(containingOffset: -0.0) == 0)
    #expect(heights.row(containingOffset: (0.0).nextDown) == nil)
    #expect(heights.row(containingOffset: (2000.0).nextDown) == 19)
    #expect(heights.row(containingOffset: .nan) == nil)
    #expect(heights.row(containingOffset: .infinity) == nil)
  }

  @Test func zeroHeightRowsNeverContainAnOffset() {
    let heights = RowHeights([0, 0, 10, 0, 0, 10, 0])
    #expect(heights.row(containingOffset: 0) == 2)
    #expect(heights.row(containingOffset: 9.5) == 2)
    #expect(heights.row(containingOffset: 10) == 5)
    #expect(heights.row(containingOffset: 20) == nil)
    #expect(heights.rows(inInterval: 10, 15, base: 0) == 3..<6)
    #expect(heights.rows(inInterval: 0, 10, base: 0) == 0..<3)
    #expect(heights.rows(inInterval: 20, 30, base: 0) == 6..<7)
  }

  // MARK: - Mutation

  @Test func measuringRowsOfARunGathersThemInExplicitChunks() {
    var heights = RowHeights(repeating: 44, count: 1_000_000, isEstimated: true)
    for row in 500_000..<500_300 { heights.setHeight(Double(row % 50), at: row) }
    #expect(heights.estimatedCount == 1_000_000 - 300)
    #expect(heights.tree.summary.count == 1_000_000)
    var chunks = 0
    heights.tree.forEachElement { _ in chunks += 1 }
    #expect(chunks <= 5)
    #expect(heights.firstEstimatedRow(in: 500_000..<600_000) == 500_300)
    #expect(heights.firstEstimatedRow(in: 500_000..<500_300) == nil)
    #expect(heights.tree.brokenInvariant() == nil)
  }

  @Test func removingEverythingLeavesAnEmptyStore() {
    var heights = RowHeights((0..<5000).map { Double($0 % 13) })
    heights.insert(repeating: 7, count: 1_000_000, isEstimated: true, at: 2500)
    heights.removeSubrange(0..<heights.count)
    #expect(heights.count == 0)
    #expect(heights.totalHeight == 0)
    #expect(heights.tree.root.isLeaf)
    #expect(heights.tree.brokenInvariant() == nil)
  }

  @Test func copiesAreIndependent() {
    let original = RowHeights((0..<10_000).map { Double($0 % 5) })
    var copy = original
    copy.setHeight(100, at: 5000)
    copy.insert(3, at: 0)
    #expect(original[5000] == 0)
    #expect(original.count == 10_000)
    #expect(copy[5001] == 100)
    #expect(copy != original)
  }

  // MARK: - Against the reference model

  @Test(arguments: 1...12)
  func randomOperationsAgreeWithAPlainArray(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    var heights = RowHeights()
    var model = RowHeightsModel()
    var log: [String] = []

    func fail(_ what: String) {
      let operations = log.suffix(40).joined(separator: "\n")
      Issue.record(
        "seed \(seed): \(what)\nafter \(log.count) operations, the last ones:\n\(operations)")
    }

    for step in 0..<1000 {
      let count = model.rows.count
      let height = random.height()
      let isEstimated = Bool.random(using: &random)
      let stored = ModelRow(height: HeightQuantum.sanitized(height), isEstimated: isEstimated)
      // Past 1,500 rows, removals of ranges are likelier, to keep the model small.
      let roll = Int.random(in: 0..<(count > 1500 ? 120 : 100), using: &random)
      switch roll >= 100 ? 80 : roll {
      case 0..<25:
        let row = Int.random(in: 0...count, using: &random)
        log.append("insert(\(height), isEstimated: \(isEstimated), at: \(row))")
        heights.insert(height, isEstimated: isEstimated, at: row)
        model.rows.insert(stored, at: row)
      case 25..<35:
        let row = Int.random(in: 0...count, using: &random)
        let runLength =
          Bool.random(using: &random)
          ? Int.random(in: 1...20, using: &random)
          : Int.random(in: 1...200, using: &random)
        log.append(
          "insert(repeating: \(height), count: \(runLength), isEstimated: \(isEstimated), "
            + "at: \(row))"
        )
        heights.insert(repeating: height, count: runLength, isEstimated: isEstimated, at: row)
        model.rows.insert(contentsOf: repeatElement(stored, count: runLength), at: row)
      case 35..<65 where count > 0:
        let row = Int.random(in: 0..<count, using: &random)
        log.append("setHeight(\(height), at: \(row), isEstimated: \(isEstimated))")
        heights.setHeight(height, at: row, isEstimated: isEstimated)
        model.rows[row] = stored
      case 65..<80 where count > 0:
        let row = Int.random(in: 0..<count, using: &random)
        log.append("remove(at: \(row))")
        let removed = heights.remove(at: row)
        if removed != model.rows.remove(at: row).height { fail("remove(at:) returned \(removed)") }
      case 80..<85 where count > 0:
        let lower = Int.random(in: 0..<count, using: &random)
        let upper = Int.random(in: lower...min(count, lower + 300), using: &random)
        log.append("removeSubrange(\(lower)..<\(upper))")
        heights.removeSubrange(lower..<upper)
        model.rows.removeSubrange(lower..<upper)
      default:
        break
      }

      // Queries after every operation.
      guard heights.count == model.rows.count else { return fail("count \(heights.count)") }
      guard heights.totalHeight == model.totalHeight else {
        return fail("totalHeight \(heights.totalHeight), expected \(model.totalHeight)")
      }
      let expectedEstimates = model.rows.filter(\.isEstimated).count
      guard heights.estimatedCount == expectedEstimates else {
        return fail("estimatedCount \(heights.estimatedCount), expected \(expectedEstimates)")
      }
      for _ in 0..<3 {
        let row = Int.random(in: 0...heights.count, using: &random)
        guard heights.offset(ofRow: row) == model.offset(ofRow: row) else {
          return fail("offset(ofRow: \(row)) = \(heights.offset(ofRow: row))")
        }
        if row < heights.count {
          guard heights[row] == model.rows[row].height,
            heights.isEstimated(at: row) == model.rows[row].isEstimated
          else { return fail("height or flag of row \(row)") }
        }
        let boundary = model.offset(ofRow: row)
        for offset in [
          boundary, boundary.nextDown, boundary.nextUp,
          Double.random(in: -10...model.totalHeight + 10, using: &random),
        ] {
          guard heights.row(containingOffset: offset) == model.row(containingOffset: offset) else {
            return fail(
              "row(containingOffset: \(offset)) = "
                + String(describing: heights.row(containingOffset: offset))
            )
          }
        }
        let lower = Int.random(in: 0...heights.count, using: &random)
        let upper = Int.random(in: lower...heights.count + 2, using: &random)
        guard
          heights.firstEstimatedRow(in: lower..<upper) == model.firstEstimatedRow(in: lower..<upper)
        else { return fail("firstEstimatedRow(in: \(lower)..<\(upper))") }
      }
      if step % 50 == 0 {
        if let broken = heights.tree.brokenInvariant() { return fail(broken) }
        let all = Array(heights)
        guard all == model.rows.map(\.height) else { return fail("iterated heights differ") }
      }
    }
  }
}

/// A run-length model of rows for tables of millions of rows: a plain array of runs, searched
/// linearly.
private struct RunLengthModel {
  var runs: [(row: ModelRow, count: Int)] = []

  var count: Int { runs.reduce(0) { $0 + $1.count } }

  /// Cuts the runs so that one starts at `row`, and returns the index of that run.
  mutating func cut(at row: Int) -> Int {
    var start = 0
    for index in runs.indices {
      if start == row { return index }
      if row < start + runs[index].count {
        let before = row - start
        runs.insert((runs[index].row, before), at: index)
        runs[index + 1].count -= before
        return index + 1
      }
      start += runs[index].count
    }
    return runs.count
  }

  mutating func insert(_ row: ModelRow, count: Int, at position: Int) {
    runs.insert((row, count), at: cut(at: position))
  }

  mutating func set(_ row: ModelRow, at position: Int) {
    let index = cut(at: position)
    _ = cut(at: position + 1)
    runs[index].row = row
  }

  mutating func remove(_ range: Range<Int>) {
    let lower = cut(at: range.lowerBound)
    let upper = cut(at: range.upperBound)
    runs.removeSubrange(lower..<upper)
  }

  func offset(ofRow row: Int) -> Double {
    var start = 0
    var offset = 0.0
    for run in runs {
      if row < start + run.count { return offset + Double(row - start) * run.row.height }
      start += run.count
      offset += Double(run.count) * run.row.height
    }
    return offset
  }

  func row(containingOffset offset: Double) -> Int? {
    var start = 0
    var runStart = 0.0
    for run in runs {
      let runEnd = runStart + Double(run.count) * run.row.height
      if offset >= runStart, offset < runEnd {
        return start + Int(((offset - runStart) / run.row.height).rounded(.down))
      }
      start += run.count
      runStart = runEnd
    }
    return nil
  }
}

extension RowHeightsTests {
  @Test(arguments: 1...4)
  func randomOperationsOnMillionsOfRowsAgreeWithARunLengthModel(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    var heights = RowHeights(repeating: 44, count: 2_000_000, isEstimated: true)
    var model = RunLengthModel(runs: [(ModelRow(height: 44, isEstimated: true), 2_000_000)])
    var log: [String] = []

    func fail(_ what: String) {
      let operations = log.suffix(40).joined(separator: "\n")
      Issue.record(
        "seed \(seed): \(what)\nafter \(log.count) operations, the last ones:\n\(operations)")
    }

    // Scattered measurements and inserts make thousands of chunks, hence a tree with an inner
    // level; then range removals make it shrink again.
    for step in 0..<3000 {
      let count = heights.count
      let height = Double(Int.random(in: 0..<200, using: &random)) / 2
      let isEstimated = Int.random(in: 0..<4, using: &random) == 0
      let stored = ModelRow(height: height, isEstimated: isEstimated)
      let row = Int.random(in: 0..<max(1, count), using: &random)
      switch (step < 2000, Int.random(in: 0..<10, using: &random)) {
      case (true, 0..<6) where count > 0, (false, 0..<2) where count > 0:
        log.append("setHeight(\(height), at: \(row), isEstimated: \(isEstimated))")
        heights.setHeight(height, at: row, isEstimated: isEstimated)
        model.set(stored, at: row)
      case (true, _), (false, 2..<4):
        let runLength = Int.random(in: 1...3, using: &random)
        log.append("insert(repeating: \(height), count: \(runLength), at: \(row))")
        heights.insert(repeating: height, count: runLength, isEstimated: isEstimated, at: row)
        model.insert(stored, count: runLength, at: row)
      default:
        let upper = min(count, row + Int.random(in: 0...5000, using: &random))
        log.append("removeSubrange(\(row)..<\(upper))")
        heights.removeSubrange(row..<upper)
        model.remove(row..<upper)
      }
      if step % 20 == 0 {
        guard heights.count == model.count else { return fail("count \(heights.count)") }
        let probe = Int.random(in: 0...heights.count, using: &random)
        let expected = model.offset(ofRow: probe)
        guard heights.offset(ofRow: probe) == expected else {
          return fail(
            "offset(ofRow: \(probe)) = \(heights.offset(ofRow: probe)), expected \(expected)")
        }
        for offset in [
          expected, expected.nextDown,
          Double.random(in: 0..<heights.totalHeight + 1, using: &random),
        ] {
          guard heights.row(containingOffset: offset) == model.row(containingOffset: offset) else {
            return fail("row(containingOffset: \(offset))")
          }
        }
      }
      if step % 500 == 0, let broken = heights.tree.brokenInvariant() { return fail(broken) }
      if step == 2000 {
        var depth = 0
        var node = heights.tree.root
        while let first = node.children.first {
          depth += 1
          node = first
        }
        // Inner nodes hold thousands of children, so the thousands of chunks made here sit
        // one inner level below the root; trees of several inner levels are checked with
        // narrow nodes in HeightTreeTests.
        #expect(depth >= 1, "the scattered changes should have grown a tree with an inner level")
      }
    }
    if let broken = heights.tree.brokenInvariant() { return fail(broken) }
  }
}
