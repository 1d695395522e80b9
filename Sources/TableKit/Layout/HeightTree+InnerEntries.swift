import Foundation

extension HeightTree {
  /// The children of an inner node in slots, in blocks of `blockSize` with the measures of
  /// each block.
  ///
  /// The blocks make a wide node a two-level index without a second object: a descent by
  /// offset sums blocks until the one holding the offset, then that block's children; a
  /// descent by index guesses the block from prefix counts over blocks (`blockEnds`), then the
  /// child from prefix counts inside the block (a slot's `end` counts from its block's first
  /// child). Inserting or removing items below a child then moves the counts of one block and
  /// of the blocks after it, not of every child after it.
  struct InnerEntries: Sendable {
    /// The children in a block.
    static var blockSize: Int { Element.fill.blockSize }

    /// The children; `end` counts the items from the first child of the slot's block.
    private(set) var slots: [Slot<Node>]
    /// `blocks[b]`: the measures of `slots[b * blockSize ..< (b + 1) * blockSize]`.
    private(set) var blocks: [HeightSummary]
    /// `blockEnds[b]`: the items in blocks `0...b`.
    private(set) var blockEnds: [Int]

    /// `children` in slots and blocks.
    init(_ children: some Collection<Node>) {
      slots = []
      blocks = []
      blockEnds = []
      replaceChildren(0..<0, with: children)
    }

    /// The children in `slots` (whose counts are set here), adopting the array.
    init(slots: [Slot<Node>]) {
      self.slots = slots
      blocks = []
      blockEnds = []
      recount(from: 0)
    }

    /// The measures of every child.
    var total: HeightSummary {
      var total = HeightSummary.zero
      for block in blocks { total.add(block) }
      return total
    }

    /// The slot that holds item `index` of a node of `count` items (the last slot when
    /// `index` is at or past the end): the block, then the child inside it, each guessed and
    /// checked (see `HeightTree.position(holding:among:count:end:)`).
    @inline(__always)
    func slot(holding index: Int, count: Int) -> Int {
      let block = HeightTree.position(holding: index, among: blockEnds.count, count: count) {
        blockEnds[$0]
      }
      let before = block > 0 ? blockEnds[block - 1] : 0
      let lower = block * Self.blockSize
      let inBlock = HeightTree.position(
        holding: index - before, among: min(Self.blockSize, slots.count - lower),
        count: blockEnds[block] - before
      ) { slots[lower + $0].end }
      return lower + inBlock
    }

    /// The number of items in the children before `slot`.
    @inline(__always)
    func count(before slot: Int) -> Int {
      let block = slot / Self.blockSize
      return (block > 0 ? blockEnds[block - 1] : 0)
        + (slot > block * Self.blockSize ? slots[slot - 1].end : 0)
    }

    /// Replaces `range` of the children, and sums the counts and blocks again from its block
    /// on.
    /// - Complexity: O(fill).
    mutating func replaceChildren(_ range: Range<Int>, with children: some Collection<Node>) {
      slots.replaceSubrange(range, with: children.map { Slot(end: 0, payload: $0) })
      recount(from: range.lowerBound)
    }

    /// Sums the counts and blocks again from the block of slot `position` on.
    private mutating func recount(from position: Int) {
      let firstBlock = position / Self.blockSize
      blocks.removeSubrange(firstBlock...)
      blockEnds.removeSubrange(firstBlock...)
      var blockEnd = blockEnds.last ?? 0
      var lower = firstBlock * Self.blockSize
      while lower < slots.count {
        var block = HeightSummary.zero
        for position in lower..<min(lower + Self.blockSize, slots.count) {
          block.add(slots[position].payload.summary)
          slots[position].end = block.count
        }
        blockEnd += block.count
        blocks.append(block)
        blockEnds.append(blockEnd)
        lower += Self.blockSize
      }
    }

    /// Moves child `position` out, leaving an empty leaf in its slot until the caller replaces
    /// the slot (its counts and block are left as they were). The child's storage is then
    /// referenced once, so splitting or merging it moves what it owns rather than copying.
    mutating func takeChild(at position: Int) -> Node {
      var child = Node()
      swap(&child, &slots[position].payload)
      return child
    }

    /// Moves the children out, leaving the node empty.
    mutating func takeChildren() -> [Node] {
      let children = slots.map(\.payload)
      slots = []
      blocks = []
      blockEnds = []
      return children
    }

    /// Gives `body` child `position` to change in place, then records its change in the counts
    /// and its block.
    @inline(__always)
    mutating func updateChild<Result>(
      at position: Int, _ body: (inout Node) -> Result
    ) -> (result: Result, before: HeightSummary, after: HeightSummary) {
      let before = slots[position].payload.summary
      let result = body(&slots[position].payload)
      let after = slots[position].payload.summary
      let block = position / Self.blockSize
      let countChange = after.count - before.count
      if countChange != 0 {
        for slot in position..<min((block + 1) * Self.blockSize, slots.count) {
          slots[slot].end += countChange
        }
        for later in block..<blockEnds.count { blockEnds[later] += countChange }
      }
      blocks[block].replace(before, with: after)
      return (result, before, after)
    }
  }
}
