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
    while case .inner(let children) = root.storage, children.count <= 1 {
      root = children.first ?? Node(leaf: [])
    }
    return result
  }

  private static func update<Result>(
    _ node: inout Node, index: Int,
    _ body: (inout [Element], _ position: Int, _ indexInElement: Int) -> Result
  ) -> Result {
    switch node.takeStorage() {
    case .leaf(var elements):
      var (entry, remaining, _) = Node.entry(holding: index, in: elements) { $0.summary }
      // At the end of the leaf, the body gets the position after the last element.
      if entry < elements.count, remaining >= elements[entry].summary.count {
        entry += 1
        remaining = 0
      }
      let result = body(&elements, entry, remaining)
      node = Node(leaf: elements)
      return result
    case .inner(var children):
      let (child, remaining, _) = Node.entry(holding: index, in: children) { $0.summary }
      let before = children[child].summary
      let result = update(&children[child], index: remaining, body)
      let fill = children[child].fill
      if fill > HeightTreeFill.maximum || fill < HeightTreeFill.minimum {
        rebalanceChild(at: child, of: &children)
        node = Node(children: children)
      } else {
        node.summary.replace(before, with: children[child].summary)
        node.storage = .inner(children)
      }
      return result
    }
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
    switch node.takeStorage() {
    case .leaf(var elements):
      let (entry, remaining, _) = Node.entry(holding: index, in: elements) { $0.summary }
      let before = elements[entry].summary
      let result = body(&elements[entry], remaining)
      node.summary.replace(before, with: elements[entry].summary)
      node.storage = .leaf(elements)
      return result
    case .inner(var children):
      let (entry, remaining, _) = Node.entry(holding: index, in: children) { $0.summary }
      let before = children[entry].summary
      let result = updateElement(&children[entry], index: remaining, body)
      node.summary.replace(before, with: children[entry].summary)
      node.storage = .inner(children)
      return result
    }
  }

  /// Restores the fill bounds of `children[index]` after it changed: split when over the
  /// maximum, merged with a neighbor (and split again evenly if that overflows) when under the
  /// minimum, removed when empty.
  private static func rebalanceChild(at index: Int, of children: inout [Node]) {
    let fill = children[index].fill
    if fill > HeightTreeFill.maximum {
      let pieces = split(children[index])
      children.replaceSubrange(index...index, with: pieces)
    } else if fill == 0 {
      children.remove(at: index)
    } else if fill < HeightTreeFill.minimum, children.count > 1 {
      let left = index + 1 < children.count ? index : index - 1
      let merged = merge(children[left], children[left + 1])
      let pieces = merged.fill > HeightTreeFill.maximum ? split(merged) : [merged]
      children.replaceSubrange(left...left + 1, with: pieces)
    }
  }

  /// `node`'s contents cut into nodes of the same level, as evenly as possible, each within the
  /// maximum.
  static func split(_ node: Node) -> [Node] {
    switch node.storage {
    case .leaf(let elements):
      return evenPieces(of: elements.count).map { Node(leaf: Array(elements[$0])) }
    case .inner(let children):
      return evenPieces(of: children.count).map { Node(children: Array(children[$0])) }
    }
  }

  /// Two neighboring nodes of the same level as one.
  private static func merge(_ left: Node, _ right: Node) -> Node {
    switch (left.storage, right.storage) {
    case (.leaf(let left), .leaf(let right)): Node(leaf: left + right)
    case (.inner(let left), .inner(let right)): Node(children: left + right)
    default: preconditionFailure("HeightTree: neighbors at different levels")
    }
  }
}
