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
    case .leaf(let slots):
      for slot in slots {
        let measure = slot.payload.summary
        let end = start + measure.count
        if end > range.lowerBound, measure.estimatedCount > 0 {
          let local = max(range.lowerBound, start) - start..<min(range.upperBound, end) - start
          if let found = slot.payload.firstEstimatedItem(in: local) { return start + found }
        }
        start = end
        if start >= range.upperBound { return nil }
      }
    case .inner(let entries):
      for slot in entries.slots {
        let measure = slot.payload.summary
        let end = start + measure.count
        if end > range.lowerBound, measure.estimatedCount > 0,
          let found = firstEstimatedItem(in: slot.payload, range: range, first: start)
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
    case .leaf(let slots):
      // Through the buffer, so that each element is lent rather than copied (see `lend`).
      try slots.withUnsafeBufferPointer { buffer in
        for slot in buffer.indices { try body(buffer[slot].payload) }
      }
    case .inner(let entries):
      for slot in entries.slots { try forEachElement(in: slot.payload, body) }
    }
  }

  /// Calls `body` with a pointer to every element, in order, valid for the call only: for a
  /// walk that reads a part of each element. Lending the element itself (`forEachElement`)
  /// still copies it, since the call could change the buffer under it, and a copy of an
  /// element that owns storage (a section's row tree) costs a retain and a release: for the
  /// row counts of a thousand sections, about half of a batch update's count check (issue 32).
  /// - Complexity: O(n).
  func forEachElementInPlace(_ body: (UnsafePointer<Element>) throws -> Void) rethrows {
    // A slot's memory is bound to its stored properties' types too, so its payload's address
    // is a pointer to the element.
    guard let payloadOffset = MemoryLayout<Slot<Element>>.offset(of: \.payload) else {
      preconditionFailure("a slot's payload is a stored property")
    }
    try Self.forEachElementInPlace(in: root, payloadOffset: payloadOffset, body)
  }

  private static func forEachElementInPlace(
    in node: Node, payloadOffset: Int, _ body: (UnsafePointer<Element>) throws -> Void
  ) rethrows {
    switch node.storage {
    case .leaf(let slots):
      try slots.withUnsafeBufferPointer { buffer in
        guard let first = buffer.baseAddress else { return }
        for slot in buffer.indices {
          let payload = UnsafeRawPointer(first + slot) + payloadOffset
          try body(payload.assumingMemoryBound(to: Element.self))
        }
      }
    case .inner(let entries):
      for slot in entries.slots {
        try forEachElementInPlace(in: slot.payload, payloadOffset: payloadOffset, body)
      }
    }
  }

  /// The heap memory the tree owns, in bytes: every array's allocated capacity plus its header,
  /// and what the elements own.
  /// - Complexity: O(n).
  var allocatedByteCount: Int { Self.allocatedByteCount(of: root) }

  private static func allocatedByteCount(of node: Node) -> Int {
    let arrayHeader = 32
    switch node.storage {
    case .leaf(let slots):
      var bytes = 0
      if slots.capacity > 0 {
        bytes += arrayHeader + slots.capacity * MemoryLayout<Slot<Element>>.stride
      }
      for slot in slots { bytes += slot.payload.allocatedByteCount }
      return bytes
    case .inner(let entries):
      var bytes = 3 * arrayHeader + entries.slots.capacity * MemoryLayout<Slot<Node>>.stride
      bytes += entries.blocks.capacity * MemoryLayout<HeightSummary>.stride
      bytes += entries.blockEnds.capacity * MemoryLayout<Int>.stride
      for slot in entries.slots { bytes += allocatedByteCount(of: slot.payload) }
      return bytes
    }
  }
}
