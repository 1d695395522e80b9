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
    case .leaf(let elements):
      if let leafDepth, leafDepth != depth {
        return "leaves lie at depths \(leafDepth) and \(depth); all must lie at one depth"
      }
      leafDepth = depth
      for element in elements { expected.add(element.summary) }
    case .inner(let children):
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
    if node.fill > HeightTreeFill.maximum {
      return "a node at depth \(depth) holds \(node.fill) entries, over the maximum"
    }
    if !isRoot, node.fill == 0 { return "a node at depth \(depth) is empty" }
    if node.summary != expected {
      return "a node at depth \(depth) caches \(node.summary) but its entries sum to \(expected)"
    }
    return nil
  }
}
