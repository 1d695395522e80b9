import Foundation

/// What a table holds in memory, by part: its layout's bytes, and the cells and header and
/// footer views it keeps, with the bytes of their view objects. For an account of where a
/// process's memory goes (the frame benchmark's report, issue 32).
public struct TableMemoryFootprint: Sendable, Equatable {
  /// The bytes the layout's height trees own (`TableLayout.allocatedByteCount`).
  public var layoutBytes = 0
  /// The cells the table holds: on screen, leaving in an update's animation, made for
  /// measuring, and waiting for reuse.
  public var cells = 0
  /// The header and footer views it holds, in the same places.
  public var headerFooterViews = 0
  /// The views in the trees of those cells and header and footer views, themselves included.
  public var views = 0
  /// The bytes of those views' objects, as the caller sized each: the objects alone, not the
  /// strings, arrays and images they refer to.
  public var viewObjectBytes = 0

  /// An empty account.
  public init() {}
}

extension TableView {
  /// What the table holds in memory now, by part.
  ///
  /// - Parameter objectBytes: The heap bytes of one object, which only the platform's allocator
  ///   knows (glibc's `malloc_usable_size` of the object's address). Each view is sized once.
  public func memoryFootprint(objectBytes: (AnyObject) -> Int) -> TableMemoryFootprint {
    var footprint = TableMemoryFootprint()
    footprint.layoutBytes = layout.allocatedByteCount
    var counted = Set<ObjectIdentifier>()
    func count(_ view: View) {
      guard counted.insert(ObjectIdentifier(view)).inserted else { return }
      footprint.views += 1
      footprint.viewObjectBytes += objectBytes(view)
      for subview in view.subviews { count(subview) }
    }
    let store = realizer.store
    let cells = store.heldCells + animator.disappearingRows.map(\.cell)
    for cell in cells where !counted.contains(ObjectIdentifier(cell)) {
      footprint.cells += 1
      count(cell)
    }
    let headerFooterViews =
      store.heldHeaderFooterViews + animator.disappearingHeaderFooters.map(\.view)
    for view in headerFooterViews where !counted.contains(ObjectIdentifier(view)) {
      footprint.headerFooterViews += 1
      count(view)
    }
    return footprint
  }
}
