import Testing

@testable import TableKit

/// A run of items of one height, stored in trees of narrow nodes and small blocks, so that a few
/// hundred runs make a tree of several inner levels with many blocks per node: the shapes the
/// standard fill reaches only with tens of millions of rows.
private struct NarrowRun: HeightTreeElement {
  var count: Int
  /// The height of each item (a multiple of 1/4 point, so sums are exact).
  var height: Double
  var isEstimated: Bool

  static var fill: HeightTreeFill {
    HeightTreeFill(maximum: 7, minimum: 2, leafMaximum: 4, leafMinimum: 2, blockSize: 3)
  }

  var summary: HeightSummary {
    HeightSummary(
      count: count, height: Double(count) * height, estimatedCount: isEstimated ? count : 0)
  }

  func offset(ofItem index: Int, from start: Double) -> Double {
    start + Double(index) * height
  }

  func item(containing offset: Double, from start: Double) -> Int {
    (0..<count).first { offset < start + Double($0 + 1) * height } ?? count - 1
  }

  func countOfItems(startingBefore offset: Double, from start: Double, inclusive: Bool) -> Int {
    (0..<count).filter {
      let itemStart = start + Double($0) * height
      return inclusive ? itemStart <= offset : itemStart < offset
    }.count
  }

  func firstEstimatedItem(in range: Range<Int>) -> Int? {
    isEstimated && !range.isEmpty ? range.lowerBound : nil
  }

  var allocatedByteCount: Int { 0 }

  /// The items before `index`, and those from it on.
  func split(at index: Int) -> (NarrowRun, NarrowRun) {
    var before = self
    var after = self
    before.count = index
    after.count = count - index
    return (before, after)
  }
}

/// The flat model: every item's height and estimate flag, with naive prefix sums.
private struct NarrowModel {
  var heights: [Double] = []
  var estimated: [Bool] = []

  func offset(ofItem index: Int) -> Double { heights[..<index].reduce(0, +) }

  func index(containing offset: Double) -> Int? {
    var start = 0.0
    for (index, height) in heights.enumerated() {
      if height > 0, start <= offset, offset < start + height { return index }
      start += height
    }
    return nil
  }

  func countOfItems(startingBefore offset: Double, inclusive: Bool) -> Int {
    var start = 0.0
    var counted = 0
    for height in heights {
      if inclusive ? start <= offset : start < offset { counted += 1 }
      start += height
    }
    return counted
  }

  func firstEstimatedItem(in range: Range<Int>) -> Int? {
    range.clamped(to: 0..<estimated.count).first { estimated[$0] }
  }
}

@Suite("HeightTree")
struct HeightTreeTests {
  @Test(arguments: 1...6)
  func aTreeOfManyLevelsAgreesWithAFlatModelThroughInsertsRemovalsAndChanges(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    var tree = HeightTree<NarrowRun>()
    var model = NarrowModel()
    var log: [String] = []
    var deepest = 0

    func fail(_ what: String) {
      let operations = log.suffix(30).joined(separator: "\n")
      Issue.record(
        "seed \(seed): \(what)\nafter \(log.count) operations, the last ones:\n\(operations)")
    }

    // Grow to a few hundred runs, then shrink, so that inner nodes split, merge and the root
    // gains and loses levels.
    for step in 0..<1500 {
      let count = model.heights.count
      let index = Int.random(in: 0...count, using: &random)
      let run = NarrowRun(
        count: Int.random(in: 1...4, using: &random),
        height: Double(Int.random(in: 0..<40, using: &random)) / 4,
        isEstimated: Bool.random(using: &random))
      switch (step < 900, Int.random(in: 0..<10, using: &random)) {
      case (true, 0..<6), (false, 0..<2),
        (_, _) where count == 0:
        log.append("insert \(run) at \(index)")
        tree.updateLeaf(containing: index) { elements, position, indexInElement in
          var position = position
          if indexInElement > 0 {
            let (before, after) = elements[position].split(at: indexInElement)
            elements.replaceSubrange(position...position, with: [before, after])
            position += 1
          }
          elements.insert(run, at: position)
        }
        model.heights.insert(contentsOf: repeatElement(run.height, count: run.count), at: index)
        model.estimated.insert(
          contentsOf: repeatElement(run.isEstimated, count: run.count), at: index)
      case (_, 0..<8) where index < count:
        // A new height (and sometimes one more item) for the run holding `index`, in place.
        let grows = Bool.random(using: &random)
        log.append("change the run holding \(index) to \(run.height)\(grows ? ", one more" : "")")
        let (first, runCount) = tree.updateElement(containing: index) { element, indexInElement in
          let first = index - indexInElement
          let runCount = element.count
          element.height = run.height
          if grows { element.count += 1 }
          return (first, runCount)
        }
        for item in first..<first + runCount { model.heights[item] = run.height }
        if grows {
          model.heights.insert(run.height, at: first)
          model.estimated.insert(model.estimated[first], at: first)
        }
      default:
        let upper = min(count, index + Int.random(in: 1...12, using: &random))
        guard index < upper else { continue }
        log.append("remove \(index)..<\(upper)")
        var remaining = upper - index
        while remaining > 0 {
          remaining -= tree.updateLeaf(containing: index) { elements, position, indexInElement in
            var removed = 0
            var position = position
            var indexInElement = indexInElement
            while removed < remaining, position < elements.count {
              let taken = min(remaining - removed, elements[position].count - indexInElement)
              elements[position].count -= taken
              removed += taken
              position += 1
              indexInElement = 0
            }
            elements.removeAll { $0.count == 0 }
            return removed
          }
        }
        model.heights.removeSubrange(index..<upper)
        model.estimated.removeSubrange(index..<upper)
      }

      if let broken = tree.brokenInvariant() { return fail(broken) }
      guard tree.summary.count == model.heights.count else {
        return fail("count \(tree.summary.count), expected \(model.heights.count)")
      }
      var depth = 0
      var node = tree.root
      while let first = node.children.first {
        depth += 1
        node = first
      }
      deepest = max(deepest, depth)

      // Probe the queries at a few places.
      let total = model.heights.reduce(0, +)
      for _ in 0..<3 {
        let item = Int.random(in: 0...model.heights.count, using: &random)
        let expected = model.offset(ofItem: item)
        guard tree.offset(ofItem: item, base: 0) == expected else {
          return fail(
            "offset(ofItem: \(item)) = \(tree.offset(ofItem: item, base: 0)), \(expected)")
        }
        let offset =
          [expected, expected.nextDown, Double.random(in: 0...total + 1, using: &random)]
          .randomElement(using: &random) ?? 0
        let found = tree.index(containing: offset, base: 0)
        guard found == model.index(containing: offset) else {
          return fail("index(containing: \(offset)) = \(String(describing: found))")
        }
        for inclusive in [false, true] {
          let counted = tree.countOfItems(startingBefore: offset, base: 0, inclusive: inclusive)
          guard counted == model.countOfItems(startingBefore: offset, inclusive: inclusive) else {
            return fail(
              "countOfItems(startingBefore: \(offset), inclusive: \(inclusive)) = \(counted)")
          }
        }
        let range = item..<min(model.heights.count, item + Int.random(in: 0...20, using: &random))
        guard tree.firstEstimatedItem(in: range) == model.firstEstimatedItem(in: range) else {
          return fail("firstEstimatedItem(in: \(range))")
        }
        if item < model.heights.count {
          var visited: [Int] = []
          tree.forEachElement(from: item, base: 0) { element, position in
            guard position.elementStart == model.offset(ofItem: position.elementFirstIndex) else {
              visited.append(-1)
              return false
            }
            visited.append(position.index)
            return visited.count < 3
          }
          guard visited.first == item, !visited.contains(-1) else {
            return fail("forEachElement(from: \(item)) visited \(visited)")
          }
        }
      }
    }
    #expect(deepest >= 3, "the tree should have grown several inner levels (deepest \(deepest))")
  }
}
