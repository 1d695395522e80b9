import Foundation

// MARK: - Mutation

extension HeightTree {
  /// Gives `body` the elements of the leaf that holds item `index`, to change in place, then
  /// rebalances the path back to the root.
  ///
  /// `body` receives the leaf's element array, the position of the element holding the item
  /// and the item's index inside that element. When `index == summary.count` (appending), it
  /// receives the last leaf, the position `elements.count` and 0. It may replace, insert or
  /// remove elements freely: a leaf that grows beyond `Element.fill.leafMaximum` is split,
  /// one that shrinks below `Element.fill.leafMinimum` is merged with a sibling, and every
  /// summary on the path is updated.
  /// - Complexity: O(log n) plus the work of `body` and the number of elements it adds; when a
  ///   node splits or merges, O(fill) of its parent (a few thousand additions for the widest).
  @discardableResult
  mutating func updateLeaf<Result>(
    containing index: Int,
    _ body: (inout [Element], _ position: Int, _ indexInElement: Int) -> Result
  ) -> Result {
    let result = Self.update(&root, index: index, body)
    // The root may have grown past the maximum (a new level on top), or be an inner node left
    // with a single child (one level less).
    while root.fill > Element.fill.maximum(isLeaf: root.isLeaf) {
      root = Node(children: Self.split(&root))
    }
    while case .inner(let entries) = root.storage, entries.slots.count <= 1 {
      root = entries.slots.first?.payload ?? Node()
    }
    return result
  }

  private static func update<Result>(
    _ node: inout Node, index: Int,
    _ body: (inout [Element], _ position: Int, _ indexInElement: Int) -> Result
  ) -> Result {
    let count = node.summary.count
    switch node.takeStorage() {
    case .leaf(var slots):
      var entry = slot(holding: index, in: slots, count: count)
      var remaining = index - (entry > 0 ? slots[entry - 1].end : 0)
      // At the end of the leaf, the body gets the position after the last element.
      if entry < slots.count, index >= slots[entry].end {
        entry += 1
        remaining = 0
      }
      var elements = slots.map(\.payload)
      // Drop the slots' references, so that the body changes what the elements own in place.
      slots = []
      let result = body(&elements, entry, remaining)
      node = Node(leaf: elements)
      return result
    case .inner(var entries):
      let child = entries.slot(holding: index, count: count)
      let remaining = index - entries.count(before: child)
      let (result, before, after) = entries.updateChild(at: child) {
        update(&$0, index: remaining, body)
      }
      let fill = entries.slots[child].payload.fill
      let isLeaf = entries.slots[child].payload.isLeaf
      if fill > Element.fill.maximum(isLeaf: isLeaf)
        || fill < Element.fill.minimum(isLeaf: isLeaf)
      {
        rebalanceChild(at: child, of: &entries)
        node.summary = entries.total
      } else {
        node.summary.replace(before, with: after)
      }
      node.storage = .inner(entries)
      return result
    }
  }

  /// Gives `body` the element that holds item `index` (`0 <= index < summary.count`) to change
  /// in place, then updates the summaries on the path by the element's change alone. `body`
  /// must leave the element non-empty; it may change its count.
  /// - Complexity: O(log n) plus the work of `body`, touching a few lines of one node per
  ///   level (and the prefix counts after the element's, when its count changes).
  @discardableResult
  mutating func updateElement<Result>(
    containing index: Int, _ body: (inout Element, _ indexInElement: Int) -> Result
  ) -> Result {
    Self.updateElement(&root, index: index, body)
  }

  private static func updateElement<Result>(
    _ node: inout Node, index: Int, _ body: (inout Element, _ indexInElement: Int) -> Result
  ) -> Result {
    let count = node.summary.count
    switch node.takeStorage() {
    case .leaf(var slots):
      let entry = slot(holding: index, in: slots, count: count)
      let before = slots[entry].payload.summary
      let result = body(&slots[entry].payload, index - (entry > 0 ? slots[entry - 1].end : 0))
      let after = slots[entry].payload.summary
      if after.count != before.count {
        for slot in entry..<slots.count { slots[slot].end += after.count - before.count }
      }
      node.summary.replace(before, with: after)
      node.storage = .leaf(slots)
      return result
    case .inner(var entries):
      let child = entries.slot(holding: index, count: count)
      let remaining = index - entries.count(before: child)
      let (result, before, after) = entries.updateChild(at: child) {
        updateElement(&$0, index: remaining, body)
      }
      node.summary.replace(before, with: after)
      node.storage = .inner(entries)
      return result
    }
  }

  /// Restores the fill bounds of child `index` after it changed: split when over the maximum,
  /// merged with a neighbor (and split again evenly if that overflows) when under the minimum,
  /// removed when empty.
  /// - Complexity: O(fill) for the parent's prefix counts and blocks.
  private static func rebalanceChild(at index: Int, of entries: inout InnerEntries) {
    let fill = entries.slots[index].payload.fill
    let isLeaf = entries.slots[index].payload.isLeaf
    if fill > Element.fill.maximum(isLeaf: isLeaf) {
      var child = entries.takeChild(at: index)
      entries.replaceChildren(index..<index + 1, with: split(&child))
    } else if fill == 0 {
      entries.replaceChildren(index..<index + 1, with: EmptyCollection())
    } else if fill < Element.fill.minimum(isLeaf: isLeaf), entries.slots.count > 1 {
      let left = index + 1 < entries.slots.count ? index : index - 1
      var leftNode = entries.takeChild(at: left)
      var rightNode = entries.takeChild(at: left + 1)
      var merged = merge(&leftNode, &rightNode)
      let pieces =
        merged.fill > Element.fill.maximum(isLeaf: isLeaf) ? split(&merged) : [merged]
      entries.replaceChildren(left..<left + 2, with: pieces)
    }
  }

  /// `node`'s contents cut into nodes of the same level, as evenly as possible, each within the
  /// maximum; `node` is left empty.
  static func split(_ node: inout Node) -> [Node] {
    switch node.takeStorage() {
    case .leaf(var slots):
      let elements = slots.map(\.payload)
      // Drop the slots' references, so that the elements' storage is referenced once.
      slots = []
      return evenPieces(of: elements.count, maximum: Element.fill.leafMaximum).map {
        Node(leaf: elements[$0])
      }
    case .inner(var entries):
      let children = entries.takeChildren()
      return evenPieces(of: children.count, maximum: Element.fill.maximum).map {
        Node(children: children[$0])
      }
    }
  }

  /// Two neighboring nodes of the same level as one; both are left empty.
  private static func merge(_ left: inout Node, _ right: inout Node) -> Node {
    switch (left.takeStorage(), right.takeStorage()) {
    case (.leaf(var leftSlots), .leaf(var rightSlots)):
      let elements = leftSlots.map(\.payload) + rightSlots.map(\.payload)
      // Drop the slots' references, so that the elements' storage is referenced once.
      leftSlots = []
      rightSlots = []
      return Node(leaf: elements)
    case (.inner(var leftEntries), .inner(var rightEntries)):
      return Node(children: leftEntries.takeChildren() + rightEntries.takeChildren())
    default:
      preconditionFailure("HeightTree: neighbors at different levels")
    }
  }
}
