import Foundation

extension HeightTree {
  /// Checks the rules the tree keeps, for tests.
  ///
  /// - Returns: nil when all hold, otherwise a sentence naming the first broken rule.
  /// - Complexity: O(n).
  func brokenInvariant() -> String? {
    var leafDepth: Int?
    return Self.brokenInvariant(in: root, depth: 0, isRoot: true, leafDepth: &leafDepth)
  }

  private static func brokenInvariant(
    in node: Node, depth: Int, isRoot: Bool, leafDepth: inout Int?
  ) -> String? {
    var expected = HeightSummary.zero
    switch node.storage {
    case .leaf(let slots):
      if let broken = brokenCount(in: slots, depth: depth, { $0.summary }) { return broken }
      let elements = slots.map(\.payload)
      if let leafDepth, leafDepth != depth {
        return "leaves lie at depths \(leafDepth) and \(depth); all must lie at one depth"
      }
      leafDepth = depth
      for element in elements { expected.add(element.summary) }
    case .inner(let entries):
      let children = entries.slots.map(\.payload)
      let blockSize = Element.fill.blockSize
      if entries.blockEnds.count != entries.blocks.count {
        return "an inner node at depth \(depth) counts \(entries.blockEnds.count) blocks' items "
          + "for \(entries.blocks.count) blocks"
      }
      var blockEnd = 0
      for (block, start) in stride(from: 0, to: children.count, by: blockSize).enumerated() {
        let slots = Array(entries.slots[start..<min(start + blockSize, children.count)])
        if let broken = brokenCount(in: slots, depth: depth, { $0.summary }) {
          return broken + " (block \(block))"
        }
        blockEnd += slots.last?.end ?? 0
        if entries.blockEnds[block] != blockEnd {
          return "an inner node at depth \(depth) counts \(entries.blockEnds[block]) items up to "
            + "its block \(block), but they hold \(blockEnd)"
        }
      }
      let expectedBlocks = stride(from: 0, to: children.count, by: blockSize).map { start in
        var block = HeightSummary.zero
        for child in children[start..<min(start + blockSize, children.count)] {
          block.add(child.summary)
        }
        return block
      }
      if entries.blocks != expectedBlocks {
        return "an inner node at depth \(depth) keeps block measures that differ from its "
          + "children's"
      }
      if isRoot, children.count < 2 { return "an inner root has fewer than 2 children" }
      for child in children {
        if let broken = brokenInvariant(
          in: child, depth: depth + 1, isRoot: false, leafDepth: &leafDepth)
        {
          return broken
        }
        expected.add(child.summary)
      }
    }
    if node.fill > Element.fill.maximum(isLeaf: node.isLeaf) {
      return "a node at depth \(depth) holds \(node.fill) entries, over the maximum"
    }
    if !isRoot, node.fill == 0 { return "a node at depth \(depth) is empty" }
    if node.summary != expected {
      return "a node at depth \(depth) caches \(node.summary) but its entries sum to \(expected)"
    }
    return nil
  }

  /// Whether every slot's prefix count is the sum of the counts up to it.
  private static func brokenCount<Payload>(
    in slots: [Slot<Payload>], depth: Int, _ measure: (Payload) -> HeightSummary
  ) -> String? {
    var end = 0
    for (position, slot) in slots.enumerated() {
      end += measure(slot.payload).count
      if slot.end != end {
        return "a node at depth \(depth) counts \(slot.end) items up to its entry \(position), "
          + "but they hold \(end)"
      }
    }
    return nil
  }
}
