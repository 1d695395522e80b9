import Foundation

/// A balanced tree (a B+ tree by counts and heights) over a sequence of elements, each holding
/// one or more items laid out one after another along the vertical axis.
///
/// Every node caches the `HeightSummary` of everything below it, so the offset of an item, the
/// item at an offset, and rank queries descend one path: O(log n). Nodes are values held in
/// arrays, so copies share storage and a mutation copies only the path it walks (copy on write).
///
/// `RowHeights` stores chunks of rows in it; `TableLayout` stores its sections in it.
struct HeightTree<Element: HeightTreeElement>: Sendable {
  /// A node: a leaf holding elements, or an inner node holding child nodes of one level below.
  ///
  /// The summaries of its entries (children or elements) are kept in an array of their own, so
  /// a descent scans small contiguous values and never touches, let alone copies, an entry it
  /// passes over.
  struct Node: Sendable {
    /// The measures of everything below the node.
    var summary: HeightSummary
    /// Whether the node holds elements rather than children.
    var isLeaf: Bool
    /// The summary of each entry: `summaries[i]` is that of `children[i]` or `elements[i]`.
    var summaries: [HeightSummary]
    /// The child nodes of an inner node, empty in a leaf.
    var children: [Node]
    /// The elements of a leaf, empty in an inner node.
    var elements: [Element]

    /// A leaf holding `elements`.
    init(leaf elements: [Element]) {
      self.summary = .zero
      self.isLeaf = true
      self.summaries = []
      self.children = []
      self.elements = elements
      recomputeSummary()
    }

    /// An inner node holding `children`.
    init(children: [Node]) {
      self.summary = .zero
      self.isLeaf = false
      self.summaries = []
      self.children = children
      self.elements = []
      recomputeSummary()
    }

    /// The number of elements (in a leaf) or children (in an inner node).
    var fill: Int { isLeaf ? elements.count : children.count }

    /// Takes the summaries of the node's entries again and sums them, left to right.
    mutating func recomputeSummary() {
      summaries = isLeaf ? elements.map(\.summary) : children.map(\.summary)
      var total = HeightSummary.zero
      for measure in summaries { total.add(measure) }
      summary = total
    }

    /// The entry that holds item `index` of the node (the last entry when `index` is at or past
    /// the end), the item's index inside it, and the measures of the entries before it.
    func entry(holding index: Int) -> (entry: Int, indexInEntry: Int, before: HeightSummary) {
      var remaining = index
      var before = HeightSummary.zero
      var entry = 0
      let last = summaries.count - 1
      while entry < last {
        let measure = summaries[entry]
        if remaining < measure.count { break }
        remaining -= measure.count
        before.add(measure)
        entry += 1
      }
      return (entry, remaining, before)
    }

    /// Records that entry `index` changed from `old` to its current summary.
    mutating func entryChanged(at index: Int, from old: HeightSummary) {
      let new = isLeaf ? elements[index].summary : children[index].summary
      summaries[index] = new
      summary.replace(old, with: new)
    }
  }

  /// The root; a leaf while the tree is small.
  var root: Node

  /// An empty tree.
  init() { root = Node(leaf: []) }

  /// A tree holding `elements` in order, built bottom-up with nodes filled evenly.
  /// - Complexity: O(n) in the number of elements.
  init(_ elements: [Element]) {
    guard elements.count > HeightTreeFill.maximum else {
      root = Node(leaf: elements)
      return
    }
    var level = Self.evenPieces(of: elements.count).map { Node(leaf: Array(elements[$0])) }
    while level.count > HeightTreeFill.maximum {
      level = Self.evenPieces(of: level.count).map { Node(children: Array(level[$0])) }
    }
    root = Node(children: level)
  }

  /// The measures of the whole tree.
  var summary: HeightSummary { root.summary }

  /// Cuts `0..<count` into as few ranges of at most `HeightTreeFill.maximum` as possible, of
  /// sizes that differ by at most one (so each holds at least half the maximum when count > max).
  static func evenPieces(of count: Int) -> [Range<Int>] {
    let pieceCount = max(1, (count + HeightTreeFill.maximum - 1) / HeightTreeFill.maximum)
    let base = count / pieceCount
    let extra = count % pieceCount
    var pieces: [Range<Int>] = []
    pieces.reserveCapacity(pieceCount)
    var start = 0
    for piece in 0..<pieceCount {
      let size = base + (piece < extra ? 1 : 0)
      pieces.append(start..<start + size)
      start += size
    }
    return pieces
  }
}

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
    let (entry, remaining, before) = node.entry(holding: index)
    let offset = start + before.height
    let first = first + before.count
    if node.isLeaf {
      let position = Position(
        indexInElement: remaining, elementFirstIndex: first, elementStart: offset)
      return body(node.elements[entry], position)
    }
    return withElement(
      ofItem: remaining, in: node.children[entry], start: offset, first: first, body)
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
    // Take the first entry whose span ends after `offset`. Sums are exact, so one always does
    // (the caller checked the node's span); the fallback to the last non-empty entry only
    // guards against sums beyond 2^43 points, where they round.
    var start = start
    var first = first
    var chosen = -1
    var fallback: (entry: Int, start: Double, first: Int)?
    for entry in node.summaries.indices {
      let measure = node.summaries[entry]
      if measure.height > 0 { fallback = (entry, start, first) }
      if offset < start + measure.height {
        chosen = entry
        break
      }
      start += measure.height
      first += measure.count
    }
    if chosen < 0 {
      guard let fallback else { return nil }
      (chosen, start, first) = fallback
    }
    if node.isLeaf {
      let clamped = min(offset, (start + node.summaries[chosen].height).nextDown)
      let position = Position(
        indexInElement: node.elements[chosen].item(containing: clamped, from: start),
        elementFirstIndex: first, elementStart: start)
      return body(node.elements[chosen], position)
    }
    return withElement(
      containing: offset, in: node.children[chosen], start: start, first: first, body)
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
    var (entry, remaining, before) = node.entry(holding: index)
    var offset = start + before.height
    var first = first + before.count
    while entry < node.summaries.count {
      let measure = node.summaries[entry]
      if node.isLeaf {
        let position = Position(
          indexInElement: remaining, elementFirstIndex: first, elementStart: offset)
        if !body(node.elements[entry], position) { return false }
      } else if !forEachElement(
        from: remaining, in: node.children[entry], start: offset, first: first, body)
      {
        return false
      }
      remaining = 0
      offset += measure.height
      first += measure.count
      entry += 1
    }
    return true
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
    var start = start
    var counted = 0
    for position in 0..<node.fill {
      let measure = node.summaries[position]
      let end = start + measure.height
      if end < offset || (inclusive && end == offset) {
        counted += measure.count
        start = end
        continue
      }
      if node.isLeaf {
        return counted
          + node.elements[position].countOfItems(
            startingBefore: offset, from: start, inclusive: inclusive)
      }
      return counted
        + countOfItems(
          startingBefore: offset, in: node.children[position], start: start, inclusive: inclusive)
    }
    return counted
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
