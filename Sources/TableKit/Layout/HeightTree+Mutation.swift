import Foundation

// MARK: - Mutation

extension HeightTree {
  /// Gives `body` the elements of the leaf that holds item `index`, to change in place, then
  /// rebalances the path back to the root.
  ///
  /// `body` receives the leaf's element array, the position of the element holding the item
  /// and the item's index inside that element. When `index == summary.count` (appending), it
  /// receives the last leaf, the position `elements.count` and 0. It may replace, insert or
  /// remove elements freely: a leaf that grows beyond `HeightTreeFill.maximum` is split, one
  /// that shrinks below `HeightTreeFill.minimum` is merged with a sibling, and every summary on
  /// the path is summed again.
  /// - Complexity: O(log n) plus the work of `body` and the number of elements it adds.
  @discardableResult
  mutating func updateLeaf<Result>(
    containing index: Int,
    _ body: (inout [Element], _ position: Int, _ indexInElement: Int) -> Result
  ) -> Result {
    let result = Self.update(&root, index: index, body)
    // The root may have grown past the maximum (a new level on top), or be an inner node left
    // with a single child (one level less).
    while root.fill > HeightTreeFill.maximum {
      root = Node(children: Self.split(root))
    }
    while !root.isLeaf, root.children.count <= 1 {
      root = root.children.first ?? Node(leaf: [])
    }
    return result
  }

  private static func update<Result>(
    _ node: inout Node, index: Int,
    _ body: (inout [Element], _ position: Int, _ indexInElement: Int) -> Result
  ) -> Result {
    var (entry, remaining, _) = node.entry(holding: index)
    if node.isLeaf {
      // At the end of the leaf, the body gets the position after the last element.
      if entry < node.summaries.count, remaining >= node.summaries[entry].count {
        entry += 1
        remaining = 0
      }
      let result = body(&node.elements, entry, remaining)
      node.recomputeSummary()
      return result
    }
    let child = entry
    let before = node.summaries[child]
    let result = update(&node.children[child], index: remaining, body)
    let fill = node.children[child].fill
    if fill > HeightTreeFill.maximum || fill < HeightTreeFill.minimum {
      rebalanceChild(at: child, of: &node)
      node.recomputeSummary()
    } else {
      node.entryChanged(at: child, from: before)
    }
    return result
  }

  /// Gives `body` the element that holds item `index` (`0 <= index < summary.count`) to change
  /// in place, then updates the summaries on the path by the element's change alone. `body`
  /// must leave the element non-empty; it may change its count.
  /// - Complexity: O(log n) plus the work of `body`, touching one node per level.
  @discardableResult
  mutating func updateElement<Result>(
    containing index: Int, _ body: (inout Element, _ indexInElement: Int) -> Result
  ) -> Result {
    Self.updateElement(&root, index: index, body)
  }

  private static func updateElement<Result>(
    _ node: inout Node, index: Int, _ body: (inout Element, _ indexInElement: Int) -> Result
  ) -> Result {
    let (entry, remaining, _) = node.entry(holding: index)
    let before = node.summaries[entry]
    let result =
      node.isLeaf
      ? body(&node.elements[entry], remaining)
      : updateElement(&node.children[entry], index: remaining, body)
    node.entryChanged(at: entry, from: before)
    return result
  }

  /// Restores the fill bounds of `node.children[index]` after it changed: split when over the
  /// maximum, merged with a neighbor (and split again evenly if that overflows) when under the
  /// minimum, removed when empty.
  private static func rebalanceChild(at index: Int, of node: inout Node) {
    let fill = node.children[index].fill
    if fill > HeightTreeFill.maximum {
      let pieces = split(node.children[index])
      node.children.replaceSubrange(index...index, with: pieces)
    } else if fill == 0 {
      node.children.remove(at: index)
    } else if fill < HeightTreeFill.minimum, node.children.count > 1 {
      let left = index + 1 < node.children.count ? index : index - 1
      let merged = merge(node.children[left], node.children[left + 1])
      let pieces = merged.fill > HeightTreeFill.maximum ? split(merged) : [merged]
      node.children.replaceSubrange(left...left + 1, with: pieces)
    }
  }

  /// `node`'s contents cut into nodes of the same level, as evenly as possible, each within the
  /// maximum.
  static func split(_ node: Node) -> [Node] {
    let pieces = evenPieces(of: node.fill)
    if node.isLeaf {
      return pieces.map { Node(leaf: Array(node.elements[$0])) }
    }
    return pieces.map { Node(children: Array(node.children[$0])) }
  }

  /// Two neighboring nodes of the same level as one.
  private static func merge(_ left: Node, _ right: Node) -> Node {
    if left.isLeaf {
      return Node(leaf: left.elements + right.elements)
    }
    return Node(children: left.children + right.children)
  }
}
