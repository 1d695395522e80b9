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
  /// A node is its summary and one reference, 32 bytes, and a parent keeps its children inline
  /// in one array. A descent scans that array, reading each child's summary next to the
  /// reference it follows, so each level costs one heap object and the lines scanned: a tree
  /// far larger than the cache misses it about once per level rather than two or three times.
  struct Node: Sendable {
    /// What a node holds: elements in a leaf, child nodes otherwise. One reference either way.
    enum Storage: Sendable {
      case leaf([Element])
      case inner([Node])
    }

    /// The measures of everything below the node.
    var summary: HeightSummary
    /// The node's entries.
    var storage: Storage

    /// A leaf holding `elements`.
    init(leaf elements: [Element]) {
      summary = Self.sum(elements) { $0.summary }
      storage = .leaf(elements)
    }

    /// An inner node holding `children`.
    init(children: [Node]) {
      summary = Self.sum(children) { $0.summary }
      storage = .inner(children)
    }

    /// The measures of `entries`, summed left to right.
    private static func sum<Entry>(
      _ entries: [Entry], _ measure: (Entry) -> HeightSummary
    ) -> HeightSummary {
      var total = HeightSummary.zero
      for entry in entries { total.add(measure(entry)) }
      return total
    }

    /// Whether the node holds elements rather than children.
    var isLeaf: Bool {
      if case .leaf = storage { return true }
      return false
    }

    /// The child nodes of an inner node; empty in a leaf. For tests, which walk the levels.
    var children: [Node] {
      if case .inner(let children) = storage { return children }
      return []
    }

    /// The number of elements (in a leaf) or children (in an inner node).
    var fill: Int {
      switch storage {
      case .leaf(let elements): elements.count
      case .inner(let children): children.count
      }
    }

    /// Moves the storage out, leaving an empty leaf behind, so that the caller holds the only
    /// reference to the entries and can change them in place (a copy left in the node would
    /// make the first write copy the whole array).
    mutating func takeStorage() -> Storage {
      var taken = Storage.leaf([])
      swap(&taken, &storage)
      return taken
    }

    /// The entry that holds item `index` of the node (the last entry when `index` is at or past
    /// the end), the item's index inside it, and the measures of the entries before it.
    func entry(holding index: Int) -> (entry: Int, indexInEntry: Int, before: HeightSummary) {
      switch storage {
      case .leaf(let elements): Self.entry(holding: index, in: elements) { $0.summary }
      case .inner(let children): Self.entry(holding: index, in: children) { $0.summary }
      }
    }

    static func entry<Entry>(
      holding index: Int, in entries: [Entry], _ measure: (Entry) -> HeightSummary
    ) -> (entry: Int, indexInEntry: Int, before: HeightSummary) {
      entries.withUnsafeBufferPointer { entries in
        var remaining = index
        var before = HeightSummary.zero
        var entry = 0
        let last = entries.count - 1
        while entry < last {
          let entrySummary = measure(entries[entry])
          if remaining < entrySummary.count { break }
          remaining -= entrySummary.count
          before.add(entrySummary)
          entry += 1
        }
        return (entry, remaining, before)
      }
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
    switch node.storage {
    case .leaf(let elements):
      let (entry, remaining, before) = Node.entry(holding: index, in: elements) { $0.summary }
      let position = Position(
        indexInElement: remaining, elementFirstIndex: first + before.count,
        elementStart: start + before.height)
      return body(elements[entry], position)
    case .inner(let children):
      let (entry, remaining, before) = Node.entry(holding: index, in: children) { $0.summary }
      return withElement(
        ofItem: remaining, in: children[entry], start: start + before.height,
        first: first + before.count, body)
    }
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
    switch node.storage {
    case .leaf(let elements):
      guard
        let (entry, start, first) = entry(
          containing: offset, in: elements, start: start, first: first, { $0.summary })
      else { return nil }
      let element = elements[entry]
      let clamped = min(offset, (start + element.summary.height).nextDown)
      let position = Position(
        indexInElement: element.item(containing: clamped, from: start),
        elementFirstIndex: first, elementStart: start)
      return body(element, position)
    case .inner(let children):
      guard
        let (entry, start, first) = entry(
          containing: offset, in: children, start: start, first: first, { $0.summary })
      else { return nil }
      return withElement(containing: offset, in: children[entry], start: start, first: first, body)
    }
  }

  /// The first entry whose span ends after `offset`, with its start and the index of its first
  /// item, among entries whose first starts at `start` with item `first`.
  private static func entry<Entry>(
    containing offset: Double, in entries: [Entry], start: Double, first: Int,
    _ measure: (Entry) -> HeightSummary
  ) -> (entry: Int, start: Double, first: Int)? {
    // Sums are exact, so an entry always ends after `offset` (the caller checked the node's
    // span); the fallback to the last non-empty entry only guards against sums beyond 2^43
    // points, where they round.
    entries.withUnsafeBufferPointer { entries in
      var start = start
      var first = first
      var fallback: (entry: Int, start: Double, first: Int)?
      for entry in entries.indices {
        let entrySummary = measure(entries[entry])
        if offset < start + entrySummary.height { return (entry, start, first) }
        if entrySummary.height > 0 { fallback = (entry, start, first) }
        start += entrySummary.height
        first += entrySummary.count
      }
      return fallback
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
    var (entry, remaining, before) = node.entry(holding: index)
    var offset = start + before.height
    var first = first + before.count
    switch node.storage {
    case .leaf(let elements):
      while entry < elements.count {
        let element = elements[entry]
        let position = Position(
          indexInElement: remaining, elementFirstIndex: first, elementStart: offset)
        if !body(element, position) { return false }
        remaining = 0
        offset += element.summary.height
        first += element.summary.count
        entry += 1
      }
    case .inner(let children):
      while entry < children.count {
        let child = children[entry]
        if !forEachElement(from: remaining, in: child, start: offset, first: first, body) {
          return false
        }
        remaining = 0
        offset += child.summary.height
        first += child.summary.count
        entry += 1
      }
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
    switch node.storage {
    case .leaf(let elements):
      guard
        let (entry, start, counted) = entry(
          startingTheLastBefore: offset, in: elements, start: start, inclusive: inclusive,
          { $0.summary })
      else { return node.summary.count }
      return counted
        + elements[entry].countOfItems(startingBefore: offset, from: start, inclusive: inclusive)
    case .inner(let children):
      guard
        let (entry, start, counted) = entry(
          startingTheLastBefore: offset, in: children, start: start, inclusive: inclusive,
          { $0.summary })
      else { return node.summary.count }
      return counted
        + countOfItems(
          startingBefore: offset, in: children[entry], start: start, inclusive: inclusive)
    }
  }

  /// The first entry that does not end before `offset` (`inclusive`: at or before it), with
  /// its start and the number of items before it; nil when every entry does.
  private static func entry<Entry>(
    startingTheLastBefore offset: Double, in entries: [Entry], start: Double, inclusive: Bool,
    _ measure: (Entry) -> HeightSummary
  ) -> (entry: Int, start: Double, counted: Int)? {
    // An entry whose end (the next entry's start) is before `offset` starts all its items
    // before it: count it whole. Otherwise every later entry starts at or after `offset`
    // (after it, when inclusive), and the answer lies inside this entry.
    entries.withUnsafeBufferPointer { entries in
      var start = start
      var counted = 0
      for entry in entries.indices {
        let entrySummary = measure(entries[entry])
        let end = start + entrySummary.height
        if end < offset || (inclusive && end == offset) {
          counted += entrySummary.count
          start = end
          continue
        }
        return (entry, start, counted)
      }
      return nil
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
