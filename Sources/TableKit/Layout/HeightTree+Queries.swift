import Foundation

// MARK: - Locating

extension HeightTree {
  /// Where an item lives, besides its element: its index inside the element, and the index and
  /// offset of the element's first item.
  struct Position {
    /// The item's index inside its element.
    var indexInElement: Int
    /// The index of the element's first item in the whole tree.
    var elementFirstIndex: Int
    /// The offset of the element's first item.
    var elementStart: Double

    /// The item's index in the whole tree.
    var index: Int { elementFirstIndex + indexInElement }
  }

  // The descents below lend the element they find to `body` rather than return it, so that
  // callers read what they need (a section's row tree) in place.

  /// Calls `body` with the element holding item `index` and its position, for a tree whose
  /// first item starts at `base`.
  /// - Precondition: `0 <= index < summary.count`.
  /// - Complexity: O(log n).
  func withElement<Result>(
    ofItem index: Int, base: Double, _ body: (Element, Position) -> Result
  ) -> Result {
    Self.withElement(ofItem: index, in: root, start: base, first: 0, body)
  }

  private static func withElement<Result>(
    ofItem index: Int, in node: Node, start: Double, first: Int,
    _ body: (Element, Position) -> Result
  ) -> Result {
    switch node.storage {
    case .leaf(let slots):
      let slot = Self.slot(holding: index, in: slots, count: node.summary.count)
      let before = count(before: slot, in: slots)
      let elementStart = start + sum(of: 0..<slot) { slots[$0].payload.summary.height }
      let position = Position(
        indexInElement: index - before, elementFirstIndex: first + before,
        elementStart: elementStart)
      return lend(slots, slot, position, body)
    case .inner(let entries):
      let slot = entries.slot(holding: index, count: node.summary.count)
      let before = entries.count(before: slot)
      return withElement(
        ofItem: index - before, in: entries.slots[slot].payload,
        start: start + entries.height(before: slot), first: first + before, body)
    }
  }

  /// Calls `body` with the element of `slots[slot]` read in place through the array's buffer:
  /// read through the array's subscript it would be copied first, and a copy of an element
  /// that owns storage (a section's row tree) costs a retain and a release through the generic
  /// value witness, which for a walk over a thousand sections is most of its time.
  @inline(__always)
  private static func lend<Result>(
    _ slots: [Slot<Element>], _ slot: Int, _ position: Position,
    _ body: (Element, Position) -> Result
  ) -> Result {
    slots.withUnsafeBufferPointer { buffer in body(buffer[slot].payload, position) }
  }

  /// The offset of item `index`; `index == summary.count` gives the end of the last item.
  /// - Complexity: O(log n).
  func offset(ofItem index: Int, base: Double) -> Double {
    if index >= summary.count { return base + summary.height }
    return withElement(ofItem: index, base: base) { element, position in
      element.offset(ofItem: position.indexInElement, from: position.elementStart)
    }
  }

  /// Calls `body` with the element holding the item whose half-open span
  /// `[start, start + height)` contains `offset`, and the item's position; nil (without calling
  /// `body`) outside `[base, base + summary.height)`. Items of zero height contain nothing.
  /// - Complexity: O(log n).
  func withElement<Result>(
    containing offset: Double, base: Double, _ body: (Element, Position) -> Result
  ) -> Result? {
    guard offset >= base, offset < base + summary.height else { return nil }
    return Self.withElement(containing: offset, in: root, start: base, first: 0, body)
  }

  private static func withElement<Result>(
    containing offset: Double, in node: Node, start: Double, first: Int,
    _ body: (Element, Position) -> Result
  ) -> Result? {
    // The first entry whose span ends after `offset`. Sums are exact, so one does (the caller
    // checked the node's span), and the fallback only guards against sums beyond 2^43 points.
    func isBefore(_ end: Double) -> Bool { !(offset < end) }
    switch node.storage {
    case .leaf(let slots):
      guard
        let (slot, start) = Self.slot(in: slots, start: start, notEndingBefore: isBefore)
          ?? lastNonEmpty(in: slots, start: start, { $0.summary })
      else { return nil }
      let clamped = min(offset, (start + slots[slot].payload.summary.height).nextDown)
      let position = Position(
        indexInElement: slots[slot].payload.item(containing: clamped, from: start),
        elementFirstIndex: first + count(before: slot, in: slots), elementStart: start)
      return lend(slots, slot, position, body)
    case .inner(let entries):
      guard
        let (slot, start) = entries.slot(start: start, notEndingBefore: isBefore)
          ?? lastNonEmpty(in: entries.slots, start: start, { $0.summary })
      else { return nil }
      let before = entries.count(before: slot)
      return withElement(
        containing: offset, in: entries.slots[slot].payload, start: start, first: first + before,
        body)
    }
  }

  /// Calls `body` with each element in order, from the one holding item `index` on, with its
  /// position (`indexInElement` is `index`'s place in the first element, 0 in the others),
  /// until `body` returns false.
  /// - Precondition: `0 <= index < summary.count`.
  /// - Complexity: O(log n) to reach the first element, then O(1) amortized per element.
  func forEachElement(
    from index: Int, base: Double, _ body: (Element, Position) -> Bool
  ) {
    _ = Self.forEachElement(from: index, in: root, start: base, first: 0, body)
  }

  /// Returns false when `body` asked to stop.
  private static func forEachElement(
    from index: Int, in node: Node, start: Double, first: Int,
    _ body: (Element, Position) -> Bool
  ) -> Bool {
    switch node.storage {
    case .leaf(let slots):
      var slot = Self.slot(holding: index, in: slots, count: node.summary.count)
      var offset = start + sum(of: 0..<slot) { slots[$0].payload.summary.height }
      var remaining = index - count(before: slot, in: slots)
      while slot < slots.count {
        let position = Position(
          indexInElement: remaining, elementFirstIndex: first + count(before: slot, in: slots),
          elementStart: offset)
        if !lend(slots, slot, position, body) { return false }
        remaining = 0
        offset += slots[slot].payload.summary.height
        slot += 1
      }
      return true
    case .inner(let entries):
      var slot = entries.slot(holding: index, count: node.summary.count)
      var offset = start + entries.height(before: slot)
      var before = entries.count(before: slot)
      var remaining = index - before
      while slot < entries.slots.count {
        if !forEachElement(
          from: remaining, in: entries.slots[slot].payload, start: offset, first: first + before,
          body)
        {
          return false
        }
        remaining = 0
        offset += entries.slots[slot].payload.summary.height
        before += entries.slots[slot].payload.summary.count
        slot += 1
      }
      return true
    }
  }

  /// The index of the item whose half-open span contains `offset`; nil outside
  /// `[base, base + summary.height)`.
  /// - Complexity: O(log n).
  func index(containing offset: Double, base: Double) -> Int? {
    withElement(containing: offset, base: base) { _, position in position.index }
  }

  /// The number of items that start before `offset` (`inclusive`: at or before it). Starts are
  /// nondecreasing, so this is the index of the first item starting at or after `offset`
  /// (`inclusive`: after it).
  /// - Complexity: O(log n).
  func countOfItems(startingBefore offset: Double, base: Double, inclusive: Bool) -> Int {
    Self.countOfItems(startingBefore: offset, in: root, start: base, inclusive: inclusive)
  }

  private static func countOfItems(
    startingBefore offset: Double, in node: Node, start: Double, inclusive: Bool
  ) -> Int {
    // An entry whose end (the next entry's start) is before `offset` starts all its items
    // before it: count it whole. Otherwise every later entry starts at or after `offset`
    // (after it, when inclusive), and the answer lies inside this entry.
    func isBefore(_ end: Double) -> Bool { end < offset || (inclusive && end == offset) }
    switch node.storage {
    case .leaf(let slots):
      guard let (slot, start) = Self.slot(in: slots, start: start, notEndingBefore: isBefore)
      else { return node.summary.count }
      return count(before: slot, in: slots)
        + slots[slot].payload.countOfItems(
          startingBefore: offset, from: start, inclusive: inclusive)
    case .inner(let entries):
      guard let (slot, start) = entries.slot(start: start, notEndingBefore: isBefore) else {
        return node.summary.count
      }
      return entries.count(before: slot)
        + countOfItems(
          startingBefore: offset, in: entries.slots[slot].payload, start: start,
          inclusive: inclusive)
    }
  }

  /// The index of the first item whose end is after `offset` (`orAt`: at or after it): the
  /// item containing `offset`, or the first one after it. `summary.count` when there is none.
  /// - Complexity: O(log n).
  func firstItem(endingAfter offset: Double, orAt: Bool = false, base: Double) -> Int {
    let count = summary.count
    guard count > 0 else { return 0 }
    // Item k ends where item k + 1 starts, and the last one at the total: count the ends
    // before (or at) `offset`.
    func isEnded(_ end: Double) -> Bool { orAt ? end < offset : end <= offset }
    var ended = countOfItems(startingBefore: offset, base: base, inclusive: !orAt)
    if isEnded(base) { ended -= 1 }
    if isEnded(base + summary.height) { ended += 1 }
    return max(0, ended)
  }

  /// The items "in" the vertical interval `[minY, maxY)`: those starting before `maxY` that
  /// end after `minY` or start at or after it (so an item of zero height is in the interval
  /// when its position is). The result is contiguous.
  /// - Complexity: O(log n).
  func items(inInterval minY: Double, _ maxY: Double, base: Double) -> Range<Int> {
    guard minY < maxY else { return 0..<0 }
    let lower = min(
      firstItem(endingAfter: minY, base: base),
      countOfItems(startingBefore: minY, base: base, inclusive: false))
    let upper = countOfItems(startingBefore: maxY, base: base, inclusive: false)
    return lower < upper ? lower..<upper : lower..<lower
  }
}
