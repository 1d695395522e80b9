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
  struct Node: Sendable {
    /// The measures of everything below the node.
    var summary: HeightSummary
    /// Whether the node holds elements rather than children.
    var isLeaf: Bool
    /// The child nodes of an inner node, empty in a leaf.
    var children: [Node]
    /// The elements of a leaf, empty in an inner node.
    var elements: [Element]

    /// A leaf holding `elements`.
    init(leaf elements: [Element]) {
      self.summary = .zero
      self.isLeaf = true
      self.children = []
      self.elements = elements
      recomputeSummary()
    }

    /// An inner node holding `children`.
    init(children: [Node]) {
      self.summary = .zero
      self.isLeaf = false
      self.children = children
      self.elements = []
      recomputeSummary()
    }

    /// The number of elements (in a leaf) or children (in an inner node).
    var fill: Int { isLeaf ? elements.count : children.count }

    /// Sums the summaries of the node's elements or children again, left to right.
    mutating func recomputeSummary() {
      var total = HeightSummary.zero
      if isLeaf {
        for index in elements.indices { total.add(elements[index].summary) }
      } else {
        for index in children.indices { total.add(children[index].summary) }
      }
      summary = total
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
  /// Where an item lives: its element, its index inside the element, and where the element
  /// starts.
  struct Location {
    /// The element holding the item.
    var element: Element
    /// The item's index inside the element.
    var indexInElement: Int
    /// The index of the element's first item in the whole tree.
    var elementFirstIndex: Int
    /// The offset of the element's first item.
    var elementStart: Double

    /// The item's index in the whole tree.
    var index: Int { elementFirstIndex + indexInElement }
    /// The item's offset.
    var offset: Double { element.offset(ofItem: indexInElement, from: elementStart) }
  }

  /// The location of item `index`, for a tree whose first item starts at `base`.
  /// - Precondition: `0 <= index < summary.count`.
  /// - Complexity: O(log n).
  func location(ofItem index: Int, base: Double) -> Location {
    var node = root
    var remaining = index
    var offset = base
    var first = 0
    while !node.isLeaf {
      var child = 0
      let last = node.children.count - 1
      while child < last {
        let measure = node.children[child].summary
        if remaining < measure.count { break }
        remaining -= measure.count
        offset += measure.height
        first += measure.count
        child += 1
      }
      node = node.children[child]
    }
    var position = 0
    let last = node.elements.count - 1
    while position < last {
      let measure = node.elements[position].summary
      if remaining < measure.count { break }
      remaining -= measure.count
      offset += measure.height
      first += measure.count
      position += 1
    }
    return Location(
      element: node.elements[position], indexInElement: remaining, elementFirstIndex: first,
      elementStart: offset)
  }

  /// The offset of item `index`; `index == summary.count` gives the end of the last item.
  /// - Complexity: O(log n).
  func offset(ofItem index: Int, base: Double) -> Double {
    if index >= summary.count { return base + summary.height }
    return location(ofItem: index, base: base).offset
  }

  /// The location of the item whose half-open span `[start, start + height)` contains `offset`;
  /// nil outside `[base, base + summary.height)`. Items of zero height contain nothing.
  /// - Complexity: O(log n).
  func location(containing offset: Double, base: Double) -> Location? {
    guard offset >= base, offset < base + summary.height else { return nil }
    var node = root
    var start = base
    var first = 0
    // 1. Descend into the first child whose span ends after `offset`. Sums are exact, so one
    //    always does; the fallback to the last non-empty child only guards against sums beyond
    //    2^43 points, where they round.
    while !node.isLeaf {
      var chosen = -1
      var fallback: (child: Int, start: Double, first: Int)?
      for child in node.children.indices {
        let measure = node.children[child].summary
        if measure.height > 0 { fallback = (child, start, first) }
        if offset < start + measure.height {
          chosen = child
          break
        }
        start += measure.height
        first += measure.count
      }
      if chosen < 0 {
        guard let fallback else { return nil }
        (chosen, start, first) = fallback
      }
      node = node.children[chosen]
    }
    // 2. The same among the leaf's elements, then ask the element for its item.
    var chosen = -1
    var fallback: (position: Int, start: Double, first: Int)?
    for position in node.elements.indices {
      let measure = node.elements[position].summary
      if measure.height > 0 { fallback = (position, start, first) }
      if offset < start + measure.height {
        chosen = position
        break
      }
      start += measure.height
      first += measure.count
    }
    if chosen < 0 {
      guard let fallback else { return nil }
      (chosen, start, first) = fallback
    }
    let element = node.elements[chosen]
    let clamped = min(offset, (start + element.summary.height).nextDown)
    return Location(
      element: element, indexInElement: element.item(containing: clamped, from: start),
      elementFirstIndex: first, elementStart: start)
  }

  /// The number of items that start before `offset` (`inclusive`: at or before it). Starts are
  /// nondecreasing, so this is the index of the first item starting at or after `offset`
  /// (`inclusive`: after it).
  /// - Complexity: O(log n).
  func countOfItems(startingBefore offset: Double, base: Double, inclusive: Bool) -> Int {
    var node = root
    var start = base
    var counted = 0
    // A child whose end (the next child's start) is before `offset` starts all its items before
    // it: skip it whole. Otherwise every later child starts at or after `offset` (after it,
    // when inclusive), and the answer lies inside this child.
    while true {
      if node.isLeaf {
        for position in node.elements.indices {
          let measure = node.elements[position].summary
          let end = start + measure.height
          if end < offset || (inclusive && end == offset) {
            counted += measure.count
            start = end
          } else {
            return counted
              + node.elements[position].countOfItems(
                startingBefore: offset, from: start, inclusive: inclusive)
          }
        }
        return counted
      }
      var descended = false
      for child in node.children.indices {
        let measure = node.children[child].summary
        let end = start + measure.height
        if end < offset || (inclusive && end == offset) {
          counted += measure.count
          start = end
        } else {
          node = node.children[child]
          descended = true
          break
        }
      }
      if !descended { return counted }
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

// MARK: - Estimates and traversal

extension HeightTree {
  /// The index of the first item in `range` whose height is estimated.
  /// - Complexity: O(log n): subtrees without estimates, or outside the range, are skipped.
  func firstEstimatedItem(in range: Range<Int>) -> Int? {
    let clamped = range.clamped(to: 0..<summary.count)
    guard !clamped.isEmpty, summary.estimatedCount > 0 else { return nil }
    return Self.firstEstimatedItem(in: root, range: clamped, first: 0)
  }

  private static func firstEstimatedItem(in node: Node, range: Range<Int>, first: Int) -> Int? {
    var start = first
    if node.isLeaf {
      for element in node.elements {
        let measure = element.summary
        let end = start + measure.count
        if end > range.lowerBound, measure.estimatedCount > 0 {
          let local = max(range.lowerBound, start) - start..<min(range.upperBound, end) - start
          if let found = element.firstEstimatedItem(in: local) { return start + found }
        }
        start = end
        if start >= range.upperBound { return nil }
      }
      return nil
    }
    for child in node.children {
      let measure = child.summary
      let end = start + measure.count
      if end > range.lowerBound, measure.estimatedCount > 0,
        let found = firstEstimatedItem(in: child, range: range, first: start)
      {
        return found
      }
      start = end
      if start >= range.upperBound { return nil }
    }
    return nil
  }

  /// Calls `body` with every element, in order.
  /// - Complexity: O(n).
  func forEachElement(_ body: (Element) throws -> Void) rethrows {
    try Self.forEachElement(in: root, body)
  }

  private static func forEachElement(in node: Node, _ body: (Element) throws -> Void) rethrows {
    if node.isLeaf {
      for element in node.elements { try body(element) }
    } else {
      for child in node.children { try forEachElement(in: child, body) }
    }
  }

  /// The heap memory the tree owns, in bytes: every array's allocated capacity plus its header,
  /// and what the elements own.
  /// - Complexity: O(n).
  var allocatedByteCount: Int { Self.allocatedByteCount(of: root) }

  private static func allocatedByteCount(of node: Node) -> Int {
    let arrayHeader = 32
    var bytes = 0
    if node.children.capacity > 0 {
      bytes += arrayHeader + node.children.capacity * MemoryLayout<Node>.stride
    }
    if node.elements.capacity > 0 {
      bytes += arrayHeader + node.elements.capacity * MemoryLayout<Element>.stride
    }
    for element in node.elements { bytes += element.allocatedByteCount }
    for child in node.children { bytes += allocatedByteCount(of: child) }
    return bytes
  }
}
