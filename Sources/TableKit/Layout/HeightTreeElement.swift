import Foundation

/// What a `HeightTree` keeps for every node: how many items lie below it, their total height and
/// how many of them hold an estimated height.
///
/// All heights are multiples of `HeightQuantum.value`, so these sums are exact: a total is the
/// same whatever the shape of the tree, and equals the naive left-to-right sum.
struct HeightSummary: Equatable, Sendable {
  /// The number of items (rows, or sections).
  var count: Int
  /// The total height of the items, in points.
  var height: Double
  /// The number of items whose height (or part of whose height) is an estimate.
  var estimatedCount: Int

  /// No items.
  static let zero = HeightSummary(count: 0, height: 0, estimatedCount: 0)

  /// Adds the measures of `other`, which comes after these items.
  mutating func add(_ other: HeightSummary) {
    count += other.count
    height += other.height
    estimatedCount += other.estimatedCount
  }

  /// Accounts for a part of these items whose measures changed from `old` to `new`. Exact,
  /// since heights are multiples of the quantum: the result is the sum `add` would give.
  mutating func replace(_ old: HeightSummary, with new: HeightSummary) {
    count += new.count - old.count
    height = height - old.height + new.height
    estimatedCount += new.estimatedCount - old.estimatedCount
  }
}

/// An element stored in the leaves of a `HeightTree`: a run of items laid out one after another
/// (a chunk of rows), or a single item (a section).
///
/// Offsets passed to and returned by these requirements are absolute: `start` is the offset of
/// the element's first item, computed by the tree.
protocol HeightTreeElement: Sendable {
  /// The measures of the element's items.
  var summary: HeightSummary { get }

  /// The offset of local item `index`, `0 <= index < summary.count`, for an element starting
  /// at `start`.
  func offset(ofItem index: Int, from start: Double) -> Double

  /// The local item whose span contains `offset`. The caller guarantees
  /// `start <= offset < start + summary.height`.
  func item(containing offset: Double, from start: Double) -> Int

  /// The number of items whose start is before `offset` (`inclusive`: at or before it).
  func countOfItems(startingBefore offset: Double, from start: Double, inclusive: Bool) -> Int

  /// The first local item in `range` (already clamped to the element) with an estimated height.
  func firstEstimatedItem(in range: Range<Int>) -> Int?

  /// The heap memory the element owns, in bytes (its inline size is counted by its container).
  var allocatedByteCount: Int { get }

  /// The shape of the trees of such elements; `HeightTreeFill.standard` unless an element type
  /// says otherwise (tests use narrow nodes, to reach many levels with few elements).
  static var fill: HeightTreeFill { get }
}

extension HeightTreeElement {
  static var fill: HeightTreeFill { .standard }
}

/// The resolution of every height the layout stores.
///
/// Heights are rounded to a multiple of 1/1024 point on the way in: far below a pixel at any
/// screen scale, and it makes every offset an exact `Double` sum (up to 2^43 points, about
/// 8.8e12). Offsets therefore never drift, rects tile without gaps or overlaps, and the sums kept
/// in the tree equal the naive sums bit for bit.
enum HeightQuantum {
  /// Points per quantum.
  static let value: Double = 1.0 / 1024

  /// `height` made safe to store: negative, NaN and infinite values become 0, values beyond
  /// `TableLayout.maximumItemHeight` become it, others are rounded to the nearest multiple of
  /// the quantum.
  static func sanitized(_ height: Double) -> Double {
    guard height.isFinite, height > 0 else { return 0 }
    return (min(height, Double(TableLayout.maximumItemHeight)) * 1024).rounded() / 1024
  }
}

/// The shape of a `HeightTree`: how full its nodes are kept, and how an inner node groups its
/// children into blocks.
///
/// The standard shape suits trees far larger than the cache, where a descent pays for the
/// levels it reaches and the lines it reads. Leaves are narrow: they are the level a descent
/// finds cold, and a search by offset scans a leaf's elements (40 to 64 bytes each) up to the
/// one it wants. Inner nodes are wide, so that the leaves of ten million rows or of a hundred
/// thousand sections hang from the root itself: an inner node finds a child by index in a step
/// or two (prefix counts) and by offset through its blocks' measures, so its width costs
/// little, where each extra level costs a node's worth of work and a cache miss.
struct HeightTreeFill: Sendable {
  /// The most children an inner node holds.
  var maximum: Int
  /// The fewest children an inner node other than the root holds after a mutation.
  var minimum: Int
  /// The most elements a leaf holds.
  var leafMaximum: Int
  /// The fewest elements a leaf other than the root holds after a mutation.
  var leafMinimum: Int
  /// The children in each block of an inner node.
  var blockSize: Int

  /// The shape of the trees of rows and of sections.
  static let standard = HeightTreeFill(
    maximum: 4096, minimum: 1024, leafMaximum: 32, leafMinimum: 8, blockSize: 32)

  /// The most entries a node holds.
  func maximum(isLeaf: Bool) -> Int { isLeaf ? leafMaximum : maximum }

  /// The fewest entries a node other than the root holds after a mutation.
  func minimum(isLeaf: Bool) -> Int { isLeaf ? leafMinimum : minimum }
}
