import Foundation
import TableKit

/// The `layout` suite: the costs of `TableLayout` on a small and a large table, and their
/// ratio, which stays near 1 when every operation is logarithmic.
enum LayoutBenchmarks {
  static let suite = BenchmarkSuite(
    name: "layout",
    summary: "TableLayout at 1,000 vs 10,000,000 rows and 10 vs 100,000 sections",
    run: run)

  /// A table shape: sections of equal row counts.
  struct Shape {
    var label: String
    var sections: Int
    var rowsPerSection: Int
    var rows: Int { sections * rowsPerSection }
  }

  /// How many random places the "anywhere" probes cycle through: `--places N`, 4,096 by default.
  static let probePlaces: Int = {
    let arguments = CommandLine.arguments
    if let flag = arguments.firstIndex(of: placesFlag), flag + 1 < arguments.count,
      let places = Int(arguments[flag + 1]), places > 0
    {
      return places
    }
    return 4096
  }()
  /// The option that sets `probePlaces`.
  static let placesFlag = "--places"

  static let viewport = 800.0
  /// The span of content around the viewport that per-frame work touches, in points.
  static let localWindow = 4_000.0
  static let coldNote =
    "random places in the whole table: the large one is ~90 MB, so most steps miss the cache"
  /// Why the ratio of a random operation anywhere against the small table has no target.
  static let cacheBoundNote =
    "no target: the small table sits in L1 and the large one beyond L2, so the ratio measures "
    + "the cache and follows how many places the probe cycles through (--places N; README)"
  /// What the growth lines compare, which the ratio target holds.
  static let growthNote =
    "the same random places, on two tables both far beyond the L2 cache, so the ratio is the "
    + "table's growth alone"
  static let localNote = "random places within 4,000 pt of the middle, as scrolling touches them"
  static let overscan = 100.0
  static let width = 375.0

  /// Varied exact heights, so rows are stored one `Double` each (the worst case for memory
  /// and depth of the tree).
  static func exactHeight(_ section: Int, _ row: Int) -> Double {
    40 + Double((row &* 31 &+ section &* 17) % 23)
  }

  static func run() -> [BenchmarkResult] {
    var results = ResultBuilder(suite: "layout")
    runScenario(
      &results, title: "rows",
      small: Shape(label: "1,000 rows", sections: 1, rowsPerSection: 1_000),
      large: Shape(label: "10M rows", sections: 1, rowsPerSection: 10_000_000),
      beyondCache: Shape(label: "1M rows", sections: 1, rowsPerSection: 1_000_000),
      exactReload: (
        Shape(label: "1,000 rows", sections: 1, rowsPerSection: 1_000),
        Shape(label: "1M rows", sections: 1, rowsPerSection: 1_000_000)
      ))
    runScenario(
      &results, title: "sections",
      small: Shape(label: "10 × 100", sections: 10, rowsPerSection: 100),
      large: Shape(label: "100,000 × 100", sections: 100_000, rowsPerSection: 100),
      beyondCache: Shape(label: "10,000 × 100", sections: 10_000, rowsPerSection: 100),
      exactReload: (
        Shape(label: "10 × 100", sections: 10, rowsPerSection: 100),
        Shape(label: "100,000 × 100", sections: 100_000, rowsPerSection: 100)
      ))
    return results.results
  }

  // MARK: - Scenario

  /// Measures one table shape against another: `small` (in the cache) against `large`, and
  /// for operations at random places anywhere, `beyondCache` (a tenth of `large`, already far
  /// larger than the L2 cache) against `large`.
  static func runScenario(
    _ results: inout ResultBuilder, title: String, small: Shape, large: Shape,
    beyondCache: Shape, exactReload: (Shape, Shape)?
  ) {
    let sectioned = small.sections > 1
    let prefix = sectioned ? "[sections] " : "[rows] "

    // 1. Reload with estimates, then resolve the first screen.
    progress("layout/\(title): reload with estimates")
    let estimatedSmall = reloadWithEstimates(small)
    let estimatedLarge = reloadWithEstimates(large)
    results.add(
      prefix + "reload with estimates + first screen", unit: "µs",
      small: (small.label, estimatedSmall.microseconds),
      large: (large.label, estimatedLarge.microseconds),
      maximumRatio: sectioned ? nil : 3,
      note: sectioned ? "linear in sections: one numberOfRows call and one node per section" : nil)
    results.add(
      prefix + "heightForRowAt calls (estimates)", unit: "calls",
      small: (small.label, Double(estimatedSmall.calls)),
      large: (large.label, Double(estimatedLarge.calls)),
      extraChecks: [
        .init(
          target: "small ≤ \(estimatedSmall.rowsInRect) rows on screen + overscan",
          passed: estimatedSmall.calls <= estimatedSmall.rowsInRect),
        .init(
          target: "large ≤ \(estimatedLarge.rowsInRect) rows on screen + overscan",
          passed: estimatedLarge.calls <= estimatedLarge.rowsInRect),
      ],
      note: "reload, then the first screen (800 pt + 100 pt overscan) measured")
    results.add(
      prefix + "memory, estimated heights", unit: "B/row",
      small: (small.label, estimatedSmall.bytesPerRow),
      large: (large.label, estimatedLarge.bytesPerRow), maximumLarge: 24)

    // 2. Reload with exact heights, asking for every row.
    if let (exactSmall, exactLarge) = exactReload {
      progress("layout/\(title): reload with exact heights")
      let smallTime = reloadExactMilliseconds(exactSmall, samples: 15)
      let largeTime = reloadExactMilliseconds(exactLarge, samples: 7)
      // The 50 ms target is for 1,000,000 rows.
      results.add(
        prefix + "reload with exact heights", unit: "ms", small: (exactSmall.label, smallTime),
        large: (exactLarge.label, largeTime),
        maximumLarge: exactLarge.rows == 1_000_000 ? 50 : nil,
        note: "linear in rows: heightForRowAt is called once per row")
    }

    // 3. The per-operation costs, on tables of varied exact heights.
    progress("layout/\(title): building exact tables")
    // One value each, never copied, so that mutations happen in place.
    var smallLayout = buildExact(small)
    var largeLayout = buildExact(large)
    var beyondCacheLayout = buildExact(beyondCache)
    results.add(
      prefix + "memory, exact heights (accounted)", unit: "B/row",
      small: (small.label, Double(smallLayout.allocatedByteCount) / Double(small.rows)),
      large: (large.label, Double(largeLayout.allocatedByteCount) / Double(large.rows)),
      maximumLarge: 24, note: "allocated capacities of every array, with headers")
    progress("layout/\(title): memory in a fresh process")
    if let smallBytes = MemoryProbe.run(["layout", "\(small.sections)", "\(small.rowsPerSection)"]),
      let largeBytes = MemoryProbe.run(["layout", "\(large.sections)", "\(large.rowsPerSection)"])
    {
      results.add(
        prefix + "memory, exact heights (RSS)", unit: "B/row",
        small: (small.label, Double(smallBytes) / Double(small.rows)),
        large: (large.label, Double(largeBytes) / Double(large.rows)),
        maximumLarge: 24,
        note:
          "resident memory a fresh process gains building the table; page-granular, "
          + "so only the large figure is telling"
      )
    }

    progress("layout/\(title): frame query")
    let frame = frameQuery(smallLayout, largeLayout, scrolling: false)
    results.add(
      prefix + "frame query, anywhere", unit: "µs",
      small: (small.label, frame.small), large: (large.label, frame.large),
      maximumRatio: 3, maximumLarge: 20,
      note: "visible rows with their rects + floating header frames, 800-pt viewport; " + coldNote)
    let scrolling = frameQuery(smallLayout, largeLayout, scrolling: true)
    results.add(
      prefix + "frame query, scrolling", unit: "µs",
      small: (small.label, scrolling.small), large: (large.label, scrolling.large),
      maximumRatio: 3, maximumLarge: 20, note: "the viewport moving 7 pt a frame")
    progress("layout/\(title): offset → row")
    let hits = offsetToRow(smallLayout, largeLayout, window: nil)
    results.add(
      prefix + "offset → row, anywhere", unit: "µs",
      small: (small.label, hits.small), large: (large.label, hits.large),
      note: coldNote + "; " + cacheBoundNote)
    let hitsGrowth = offsetToRow(beyondCacheLayout, largeLayout, window: nil)
    results.add(
      prefix + "offset → row, anywhere: growth beyond the cache", unit: "µs",
      small: (beyondCache.label, hitsGrowth.small), large: (large.label, hitsGrowth.large),
      maximumRatio: 3, note: growthNote)
    let hitsNear = offsetToRow(smallLayout, largeLayout, window: localWindow)
    results.add(
      prefix + "offset → row, near the viewport", unit: "µs",
      small: (small.label, hitsNear.small), large: (large.label, hitsNear.large),
      maximumRatio: 3, note: localNote)
    progress("layout/\(title): insert and delete")
    let insertDelete = insertAndDelete(&smallLayout, &largeLayout)
    results.add(
      prefix + "insert one row in the middle", unit: "µs",
      small: (small.label, insertDelete.small.insert),
      large: (large.label, insertDelete.large.insert), maximumRatio: 3, maximumLarge: 20)
    results.add(
      prefix + "delete one row in the middle", unit: "µs",
      small: (small.label, insertDelete.small.delete),
      large: (large.label, insertDelete.large.delete), maximumRatio: 3, maximumLarge: 20)
    progress("layout/\(title): height update")
    let update = heightUpdate(&smallLayout, &largeLayout, window: nil)
    results.add(
      prefix + "one height update, anywhere", unit: "µs", small: (small.label, update.small),
      large: (large.label, update.large), note: coldNote + "; " + cacheBoundNote)
    let updateGrowth = heightUpdate(&beyondCacheLayout, &largeLayout, window: nil)
    results.add(
      prefix + "one height update, anywhere: growth beyond the cache", unit: "µs",
      small: (beyondCache.label, updateGrowth.small), large: (large.label, updateGrowth.large),
      maximumRatio: 3, note: growthNote)
    let updateNear = heightUpdate(&smallLayout, &largeLayout, window: localWindow)
    results.add(
      prefix + "one height update, near the viewport", unit: "µs",
      small: (small.label, updateNear.small), large: (large.label, updateNear.large),
      maximumRatio: 3, note: localNote)
  }

  // MARK: - Operations

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
