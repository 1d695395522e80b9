import Foundation

/// A balanced tree (a B+ tree by counts and heights) over a sequence of elements, each holding
/// one or more items laid out one after another along the vertical axis.
///
/// Every node caches the `HeightSummary` of everything below it, so the offset of an item, the
/// item at an offset, and rank queries descend one path: O(log n). Nodes are values held in
/// arrays, so copies share storage and a mutation copies only the path it walks (copy on write).
///
/// The shape (`Element.fill`, normally `HeightTreeFill.standard`) is chosen for tables far
/// larger than the cache, where a descent pays for every level it reaches and every line it
/// reads rather than for the comparisons it makes:
///
/// - Leaves are narrow (32 elements), since they are the level a descent finds cold.
/// - Inner nodes are wide (up to 4,096 children), so that the leaves of ten million rows or of
///   a hundred thousand sections hang from the root itself, and they are cheap to cross: each
///   entry keeps a prefix count (`Slot`), so a descent by index lands on its child in a step
///   or two, and each block of 32 children keeps its measures (`InnerEntries`), so a descent
///   by offset sums blocks, then the children of one block.
///
/// `RowHeights` stores chunks of rows in it; `TableLayout` stores its sections in it.
struct HeightTree<Element: HeightTreeElement>: Sendable {
  /// An entry of a node (a child node or an element), with the number of items in the entries
  /// up to and including it: from the first entry of a leaf, or from the first child of the
  /// entry's block in an inner node.
  ///
  /// The prefix count lets a descent by index guess the entry it wants from the average and
  /// check the guess against two neighboring counts, instead of scanning and summing the
  /// entries before it. Counts change only when items are inserted or removed, so a new
  /// height, the most frequent change, leaves them be.
  struct Slot<Payload>: Sendable where Payload: Sendable {
    /// The items in the entries before this one (in its leaf, or its block) and in this one.
    var end: Int
    /// The child node or element.
    var payload: Payload
  }

  /// A node: a leaf holding elements, or an inner node holding child nodes of one level below.
  ///
  /// A node is its summary and its entries' storage, and a parent keeps its children inline in
  /// one array, so a descent reads a child's summary next to the references it follows.
  struct Node: Sendable {
    /// What a node holds: elements in a leaf, child nodes otherwise.
    enum Storage: Sendable {
      case leaf([Slot<Element>])
      case inner(InnerEntries)
    }

    /// The measures of everything below the node.
    var summary: HeightSummary
    /// The node's entries.
    var storage: Storage

    /// An empty leaf, which allocates nothing: a placeholder while a node's storage is out.
    init() {
      summary = .zero
      storage = .leaf([])
    }

    /// A node of the given measures and entries.
    init(summary: HeightSummary, storage: Storage) {
      self.summary = summary
      self.storage = storage
    }

    /// A leaf holding `elements`.
    init(leaf elements: some Collection<Element>) {
      var slots: [Slot<Element>] = []
      if !elements.isEmpty { slots.reserveCapacity(elements.count) }
      var total = HeightSummary.zero
      for element in elements {
        total.add(element.summary)
        slots.append(Slot(end: total.count, payload: element))
      }
      summary = total
      storage = .leaf(slots)
    }

    /// An inner node holding `children`.
    init(children: some Collection<Node>) {
      let entries = InnerEntries(children)
      summary = entries.total
      storage = .inner(entries)
    }

    /// Whether the node holds elements rather than children.
    var isLeaf: Bool {
      if case .leaf = storage { return true }
      return false
    }

    /// The elements of a leaf; empty in an inner node.
    var elements: [Element] {
      if case .leaf(let slots) = storage { return slots.map(\.payload) }
      return []
    }

    /// The child nodes of an inner node; empty in a leaf. For tests, which walk the levels.
    var children: [Node] {
      if case .inner(let entries) = storage { return entries.slots.map(\.payload) }
      return []
    }

    /// The number of elements (in a leaf) or children (in an inner node).
    var fill: Int {
      switch storage {
      case .leaf(let slots): slots.count
      case .inner(let entries): entries.slots.count
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
  }

  /// The root; a leaf while the tree is small.
  var root: Node

  /// An empty tree.
  init() { root = Node() }

  /// A tree holding one element: a leaf of one slot, one allocation.
  init(_ element: Element) {
    root = Node(
      summary: element.summary, storage: .leaf([Slot(end: element.summary.count, payload: element)])
    )
  }

  /// A tree holding `elements` in order, built bottom-up with nodes filled evenly.
  /// - Complexity: O(n) in the number of elements.
  init(_ elements: [Element]) {
    if elements.count == 1, let element = elements.first {
      self.init(element)
    } else {
      self.init(count: elements.count) { elements[$0] }
    }
  }

  /// A tree holding `count` elements, `element(i)` for each index in order, built bottom-up
  /// with nodes filled evenly. Each element goes straight into its leaf, never into an array
  /// of all of them: copying it there and out again would retain and release what it owns.
  /// - Complexity: O(n) calls of `element`.
  init(count: Int, element: (Int) throws -> Element) rethrows {
    // The leaves go straight into the slots of the node above them, and up to a root's worth
    // of them (millions of items) need no level above that: no temporary array of nodes is
    // made and freed, which for thousands of leaves would be large enough to make the
    // allocator give memory back to the system, and the next build fault it in again.
    func leaf(_ piece: Range<Int>) throws -> Node {
      var slots: [Slot<Element>] = []
      slots.reserveCapacity(piece.count)
      var total = HeightSummary.zero
      for index in piece {
        let next = try element(index)
        total.add(next.summary)
        slots.append(Slot(end: total.count, payload: next))
      }
      return Node(summary: total, storage: .leaf(slots))
    }
    let pieces = Self.evenPieces(of: max(0, count), maximum: Element.fill.leafMaximum)
    guard pieces.count > 1 else {
      root = try leaf(0..<max(0, count))
      return
    }
    var leaves: [Slot<Node>] = []
    leaves.reserveCapacity(pieces.count)
    for piece in pieces { leaves.append(Slot(end: 0, payload: try leaf(piece))) }
    if leaves.count <= Element.fill.maximum {
      let entries = InnerEntries(slots: leaves)
      root = Node(summary: entries.total, storage: .inner(entries))
    } else {
      var level = leaves.map(\.payload)
      leaves = []
      while level.count > Element.fill.maximum {
        level = Self.evenPieces(of: level.count, maximum: Element.fill.maximum).map {
          Node(children: level[$0])
        }
      }
      root = Node(children: level)
    }
  }

  /// The measures of the whole tree.
  var summary: HeightSummary { root.summary }

  /// Cuts `0..<count` into as few ranges of at most `maximum` as possible, of sizes that differ
  /// by at most one (so each holds at least half the maximum when count > maximum).
  static func evenPieces(of count: Int, maximum: Int) -> [Range<Int>] {
    let pieceCount = max(1, (count + maximum - 1) / maximum)
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
