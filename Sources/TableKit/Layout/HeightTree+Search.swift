import Foundation

// The searches inside one node, by index and by offset, for leaves (their slots) and inner
// nodes (their blocks, then their slots). The descents in `HeightTree+Queries.swift` and the
// mutations call them once per level.

// MARK: - By index

extension HeightTree {
  /// The slot of `slots` that holds item `index` of a node of `count` items (the last slot
  /// when `index` is at or past the end).
  @inline(__always)
  static func slot<Payload>(holding index: Int, in slots: [Slot<Payload>], count: Int) -> Int {
    position(holding: index, among: slots.count, count: count) { slots[$0].end }
  }

  /// The first of `n` positions whose prefix count `end(p)` (the items up to and including it,
  /// `count` in all) is past `index`; the last when `index` is at or past the end.
  ///
  /// Entries of a node hold similar numbers of items (full chunks of rows, subtrees of one
  /// depth), so the guess by the average is right or a step off, and entries of one item each
  /// (sections) are found directly; the steps after the guess make any distribution correct,
  /// in O(n) at worst.
  @inline(__always)
  static func position(
    holding index: Int, among n: Int, count: Int, end: (Int) -> Int
  ) -> Int {
    let last = n - 1
    guard last > 0, index > 0 else { return 0 }
    guard index < count else { return last }
    var position =
      count == n ? index : min(last, Int(Double(index) * Double(n) / Double(count)))
    if end(position) <= index {
      repeat { position += 1 } while position < last && end(position) <= index
    } else {
      while position > 0, end(position - 1) > index { position -= 1 }
    }
    return position
  }

  /// The number of items before slot `slot`.
  @inline(__always)
  static func count<Payload>(before slot: Int, in slots: [Slot<Payload>]) -> Int {
    slot > 0 ? slots[slot - 1].end : 0
  }
}

// MARK: - By offset

extension HeightTree {
  /// The first entry (slot or block) of `range` whose end is not `isBefore` the place sought,
  /// with its start, for entries laid out from `start` with heights `height(i)`; nil when
  /// every end is.
  ///
  /// Whole runs of four entries are skipped at a time: a run's height is summed apart from the
  /// running offset, so the running sum waits on one addition per four entries, not four, and
  /// the loop branches once per run. Sums of multiples of the quantum are exact in any order,
  /// so every start is the one a scan entry by entry computes.
  @inline(__always)
  static func firstEntry(
    in range: Range<Int>, start: Double, height: (Int) -> Double,
    notEndingBefore isBefore: (_ end: Double) -> Bool
  ) -> (slot: Int, start: Double)? {
    var entry = range.lowerBound
    var start = start
    while entry + 4 <= range.upperBound {
      let end =
        start + ((height(entry) + height(entry + 1)) + (height(entry + 2) + height(entry + 3)))
      guard isBefore(end) else { break }
      start = end
      entry += 4
    }
    while entry < range.upperBound {
      let end = start + height(entry)
      if !isBefore(end) { return (entry, start) }
      start = end
      entry += 1
    }
    return nil
  }

  /// The sum of `height(i)` over `range`, four at a time (see `firstEntry`).
  @inline(__always)
  static func sum(of range: Range<Int>, height: (Int) -> Double) -> Double {
    var entry = range.lowerBound
    var sum = 0.0
    while entry + 4 <= range.upperBound {
      sum += (height(entry) + height(entry + 1)) + (height(entry + 2) + height(entry + 3))
      entry += 4
    }
    while entry < range.upperBound {
      sum += height(entry)
      entry += 1
    }
    return sum
  }

  /// The first slot of a leaf whose entry does not end `isBefore` the place sought, with its
  /// start, for a leaf starting at `start`.
  @inline(__always)
  static func slot(
    in slots: [Slot<Element>], start: Double, notEndingBefore isBefore: (Double) -> Bool
  ) -> (slot: Int, start: Double)? {
    firstEntry(
      in: slots.indices, start: start, height: { slots[$0].payload.summary.height },
      notEndingBefore: isBefore)
  }

  /// The last entry of nonzero height, with its start, summed entry by entry from `start`.
  ///
  /// When sums are exact, an offset inside a node's span always lies in one of its entries;
  /// this fallback only guards against sums beyond 2^43 points, where they round.
  static func lastNonEmpty<Payload>(
    in slots: [Slot<Payload>], start: Double, _ measure: (Payload) -> HeightSummary
  ) -> (slot: Int, start: Double)? {
    var start = start
    var found: (slot: Int, start: Double)?
    for slot in slots.indices {
      let height = measure(slots[slot].payload).height
      if height > 0 { found = (slot, start) }
      start += height
    }
    return found
  }
}

extension HeightTree.InnerEntries {
  /// The first child whose span does not end `isBefore` the place sought, with its start, for
  /// a node starting at `start`: the block holding it, then the child inside the block.
  @inline(__always)
  func slot(start: Double, notEndingBefore isBefore: (Double) -> Bool) -> (
    slot: Int, start: Double
  )? {
    guard
      let (block, blockStart) = HeightTree.firstEntry(
        in: blocks.indices, start: start, height: { blocks[$0].height },
        notEndingBefore: isBefore)
    else { return nil }
    let lower = block * Self.blockSize
    return HeightTree.firstEntry(
      in: lower..<min(lower + Self.blockSize, slots.count), start: blockStart,
      height: { slots[$0].payload.summary.height }, notEndingBefore: isBefore)
  }

  /// The height of the children before `slot`: whole blocks, then the children of its block.
  @inline(__always)
  func height(before slot: Int) -> Double {
    let block = slot / Self.blockSize
    return HeightTree.sum(of: 0..<block) { blocks[$0].height }
      + HeightTree.sum(of: block * Self.blockSize..<slot) { slots[$0].payload.summary.height }
  }
}
