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
    switch node.storage {
    case .leaf(let elements):
      for element in elements {
        let measure = element.summary
        let end = start + measure.count
        if end > range.lowerBound, measure.estimatedCount > 0 {
          let local = max(range.lowerBound, start) - start..<min(range.upperBound, end) - start
          if let found = element.firstEstimatedItem(in: local) { return start + found }
        }
        start = end
        if start >= range.upperBound { return nil }
      }
    case .inner(let children):
      for child in children {
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
    }
    return nil
  }

  /// Calls `body` with every element, in order.
  /// - Complexity: O(n).
  func forEachElement(_ body: (Element) throws -> Void) rethrows {
    try Self.forEachElement(in: root, body)
  }

  private static func forEachElement(in node: Node, _ body: (Element) throws -> Void) rethrows {
    switch node.storage {
    case .leaf(let elements): for element in elements { try body(element) }
    case .inner(let children): for child in children { try forEachElement(in: child, body) }
    }
  }

  /// The heap memory the tree owns, in bytes: every array's allocated capacity plus its header,
  /// and what the elements own.
  /// - Complexity: O(n).
  var allocatedByteCount: Int { Self.allocatedByteCount(of: root) }

  private static func allocatedByteCount(of node: Node) -> Int {
    let arrayHeader = 32
    switch node.storage {
    case .leaf(let elements):
      var bytes = 0
      if elements.capacity > 0 {
        bytes += arrayHeader + elements.capacity * MemoryLayout<Element>.stride
      }
      for element in elements { bytes += element.allocatedByteCount }
      return bytes
    case .inner(let children):
      var bytes = arrayHeader + children.capacity * MemoryLayout<Node>.stride
      for child in children { bytes += allocatedByteCount(of: child) }
      return bytes
    }
  }
}
