import Foundation

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
      for position in node.elements.indices {
        let measure = node.summaries[position]
        let end = start + measure.count
        if end > range.lowerBound, measure.estimatedCount > 0 {
          let local = max(range.lowerBound, start) - start..<min(range.upperBound, end) - start
          if let found = node.elements[position].firstEstimatedItem(in: local) {
            return start + found
          }
        }
        start = end
        if start >= range.upperBound { return nil }
      }
      return nil
    }
    for position in node.children.indices {
      let measure = node.summaries[position]
      let end = start + measure.count
      if end > range.lowerBound, measure.estimatedCount > 0,
        let found = firstEstimatedItem(in: node.children[position], range: range, first: start)
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
    if node.summaries.capacity > 0 {
      bytes += arrayHeader + node.summaries.capacity * MemoryLayout<HeightSummary>.stride
    }
    for element in node.elements { bytes += element.allocatedByteCount }
    for child in node.children { bytes += allocatedByteCount(of: child) }
    return bytes
  }
}
