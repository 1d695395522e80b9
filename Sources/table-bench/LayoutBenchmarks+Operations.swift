import Foundation
import TableKit

/// The timed operations of the `layout` suite, each on a small and a large table.
extension LayoutBenchmarks {
  /// The times and calls of a reload with uniform estimates followed by the resolution of the
  /// first screen (viewport plus overscan).
  static func reloadWithEstimates(_ shape: Shape) -> (
    microseconds: Double, calls: Int, rowsInRect: Int, bytesPerRow: Double
  ) {
    var calls = 0
    var rowsInRect = 0
    var bytes = 0
    let rect = CGRect(x: 0, y: 0, width: width, height: viewport + overscan)
    let time = Stopwatch.medianMicroseconds(samples: shape.rows > 100_000 ? 7 : 31, iterations: 1) {
      _ in
      var layout = TableLayout(style: .plain, width: width)
      layout.reload(numberOfSections: shape.sections) { _ in
        .uniform(
          numberOfRows: shape.rowsPerSection, rowHeight: .estimated(44),
          headerHeight: .estimated(28))
      }
      calls = 0
      let correction = layout.resolveEstimatedHeights(
        in: rect, anchorY: 0,
        measureRow: { indexPath in
          calls += 1
          return exactHeight(indexPath.section, indexPath.row)
        },
        measureHeader: { _ in 28 }, measureFooter: { _ in 0 })
      rowsInRect = layout.indexPathsForRows(in: rect.offsetBy(dx: 0, dy: correction)).count
      bytes = layout.allocatedByteCount
      blackHole(layout)
    }
    return (time, calls, rowsInRect, Double(bytes) / Double(shape.rows))
  }

  /// A layout with exact per-row heights.
  static func exactLayout(_ shape: Shape, calls: inout Int) -> TableLayout {
    var layout = TableLayout(style: .plain, width: width)
    layout.reload(numberOfSections: shape.sections) { section in
      SectionSpec(
        headerHeight: .exact(28),
        rowHeights: RowHeights(count: shape.rowsPerSection, isEstimated: false) { row in
          calls += 1
          return exactHeight(section, row)
        })
    }
    return layout
  }

  /// The median time of a reload with exact heights, in milliseconds.
  static func reloadExactMilliseconds(_ shape: Shape, samples: Int) -> Double {
    var calls = 0
    let time = Stopwatch.medianMicroseconds(samples: samples, iterations: 1) { _ in
      blackHole(exactLayout(shape, calls: &calls))
    }
    return time / 1000
  }

  /// A layout with exact heights.
  static func buildExact(_ shape: Shape) -> TableLayout {
    var calls = 0
    return exactLayout(shape, calls: &calls)
  }

  /// In a child process: the resident bytes a layout of exact heights keeps, for
  /// `--memory-probe layout <sections> <rows per section>`.
  static func memoryProbe(_ arguments: [String]) -> Int? {
    guard arguments.count == 3, arguments[0] == "layout", let sections = Int(arguments[1]),
      let rows = Int(arguments[2])
    else { return nil }
    return MemoryProbe.measure {
      buildExact(Shape(label: "", sections: sections, rowsPerSection: rows))
    }
  }

  /// Random offsets into a layout's content, the same on every run: anywhere, or within
  /// `window` points around the middle.
  static func randomOffsets(
    _ layout: TableLayout, count: Int, margin: Double, window: Double? = nil
  ) -> [Double] {
    var generator = SplitMix64(seed: 42)
    let limit = max(1, Double(layout.contentHeight) - margin)
    let range: Range<Double> =
      if let window { max(0, limit / 2 - window / 2)..<min(limit, limit / 2 + window / 2) } else {
        0..<limit
      }
    return (0..<count).map { _ in Double.random(in: range, using: &generator) }
  }

  /// The median times of one frame's query, on the small and the large table: the rows in an
  /// 800-point viewport, with their rects, and the floating frames of the headers that show;
  /// the viewport jumps to random places, or scrolls on from the middle.
  static func frameQuery(
    _ small: TableLayout, _ large: TableLayout, scrolling: Bool
  ) -> (small: Double, large: Double) {
    func query(_ layout: TableLayout, offsets: [Double]) -> (Int) -> Void {
      let middle = Double(layout.contentHeight) / 2 - viewport
      let length = max(1, Double(layout.contentHeight) - viewport)
      return { index in
        let y =
          scrolling
          ? (middle + Double(index) * 7).truncatingRemainder(dividingBy: length)
          : offsets[index % offsets.count]
        let visible = CGRect(x: 0, y: y, width: width, height: viewport)
        var sum = 0.0
        layout.forEachRow(intersecting: visible) { _, frame in sum += Double(frame.minY) }
        for section in layout.sectionsWithVisibleHeaders(in: visible) {
          sum += Double(layout.floatingHeaderFrame(inSection: section, visibleRect: visible).minY)
        }
        blackHole(sum)
      }
    }
    let result = Stopwatch.compareMicroseconds(
      samples: 61, iterations: 50,
      query(small, offsets: randomOffsets(small, count: probePlaces, margin: viewport)),
      query(large, offsets: randomOffsets(large, count: probePlaces, margin: viewport)))
    return (result.0, result.1)
  }

  /// The median times of `indexPathForRow(at:)` at a random offset.
  static func offsetToRow(
    _ small: TableLayout, _ large: TableLayout, window: Double?
  ) -> (small: Double, large: Double) {
    func hit(_ layout: TableLayout) -> (Int) -> Void {
      let offsets = randomOffsets(layout, count: probePlaces, margin: 0, window: window)
      return { index in
        blackHole(layout.indexPathForRow(at: CGPoint(x: 10, y: offsets[index % offsets.count])))
      }
    }
    let result = Stopwatch.compareMicroseconds(
      samples: 61, iterations: 500, hit(small), hit(large))
    return (result.0, result.1)
  }

  /// The median times of inserting one row near the middle of each table, then deleting it,
  /// the two tables measured in alternation.
  static func insertAndDelete(
    _ small: inout TableLayout, _ large: inout TableLayout
  ) -> (small: (insert: Double, delete: Double), large: (insert: Double, delete: Double)) {
    var smallTimes: (inserts: [Double], deletes: [Double]) = ([], [])
    var largeTimes: (inserts: [Double], deletes: [Double]) = ([], [])
    var generator = SplitMix64(seed: 7)
    for _ in 0..<61 {
      let smallSample = insertAndDeleteBatch(&small, using: &generator)
      smallTimes.inserts.append(smallSample.insert)
      smallTimes.deletes.append(smallSample.delete)
      let largeSample = insertAndDeleteBatch(&large, using: &generator)
      largeTimes.inserts.append(largeSample.insert)
      largeTimes.deletes.append(largeSample.delete)
    }
    return (
      (Stopwatch.median(smallTimes.inserts), Stopwatch.median(smallTimes.deletes)),
      (Stopwatch.median(largeTimes.inserts), Stopwatch.median(largeTimes.deletes))
    )
  }

  /// The time per row of 100 insertions near the middle of the middle section, and of their
  /// deletions, which restore the table.
  static func insertAndDeleteBatch(
    _ layout: inout TableLayout, using generator: inout SplitMix64
  ) -> (insert: Double, delete: Double) {
    let middle = layout.numberOfSections / 2
    let rows = layout.numberOfRows(inSection: middle)
    let spread = max(1, min(rows / 4, 10_000))
    let batch = 100
    let positions = (0..<batch).map { _ in
      IndexPath(
        row: rows / 2 + Int.random(in: -spread / 2...spread / 2, using: &generator),
        section: middle)
    }
    let clock = ContinuousClock()
    var start = clock.now
    for indexPath in positions { layout.insertRows(at: [indexPath], height: .exact(50)) }
    let insert = Stopwatch.microseconds(start.duration(to: clock.now)) / Double(batch)
    start = clock.now
    for indexPath in positions.reversed() { layout.deleteRows(at: [indexPath]) }
    let delete = Stopwatch.microseconds(start.duration(to: clock.now)) / Double(batch)
    return (insert, delete)
  }

  /// The median times of replacing one row's height: anywhere in the table, or among the rows
  /// within `window` points of the middle.
  static func heightUpdate(
    _ small: inout TableLayout, _ large: inout TableLayout, window: Double?
  ) -> (small: Double, large: Double) {
    func targets(_ layout: TableLayout) -> [IndexPath] {
      if window != nil {
        return randomOffsets(layout, count: probePlaces, margin: 0, window: window).compactMap {
          layout.indexPathForRow(at: CGPoint(x: 1, y: $0))
        }
      }
      var generator = SplitMix64(seed: 3)
      let sections = layout.numberOfSections
      let rowsPerSection = layout.numberOfRows(inSection: 0)
      return (0..<probePlaces).map { _ in
        IndexPath(
          row: Int.random(in: 0..<rowsPerSection, using: &generator),
          section: Int.random(in: 0..<sections, using: &generator))
      }
    }
    let smallTargets = targets(small)
    let largeTargets = targets(large)
    let result = Stopwatch.compareMicroseconds(
      samples: 61, iterations: 500,
      { small.setHeight(CGFloat(30 + $0 % 40), forRowAt: smallTargets[$0 % smallTargets.count]) },
      { large.setHeight(CGFloat(30 + $0 % 40), forRowAt: largeTargets[$0 % largeTargets.count]) })
    return (result.0, result.1)
  }
}
