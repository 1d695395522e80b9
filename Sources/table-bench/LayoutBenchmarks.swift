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

  static let viewport = 800.0
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
      exactReload: (
        Shape(label: "1,000 rows", sections: 1, rowsPerSection: 1_000),
        Shape(label: "1M rows", sections: 1, rowsPerSection: 1_000_000)
      ))
    runScenario(
      &results, title: "sections",
      small: Shape(label: "10 × 100", sections: 10, rowsPerSection: 100),
      large: Shape(label: "100,000 × 100", sections: 100_000, rowsPerSection: 100),
      exactReload: nil)
    return results.results
  }

  // MARK: - Scenario

  static func runScenario(
    _ results: inout ResultBuilder, title: String, small: Shape, large: Shape,
    exactReload: (Shape, Shape)?
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
      maximumLarge: Double(estimatedLarge.rowsInRect),
      note: "visible + overscan rows: \(estimatedSmall.rowsInRect) / \(estimatedLarge.rowsInRect)")
    results.add(
      prefix + "memory, estimated heights", unit: "B/row",
      small: (small.label, estimatedSmall.bytesPerRow),
      large: (large.label, estimatedLarge.bytesPerRow), maximumLarge: 24)

    // 2. Reload with exact heights, asking for every row.
    if let (exactSmall, exactLarge) = exactReload {
      progress("layout/\(title): reload with exact heights")
      let smallTime = reloadExactMilliseconds(exactSmall, samples: 15)
      let largeTime = reloadExactMilliseconds(exactLarge, samples: 7)
      results.add(
        prefix + "reload with exact heights", unit: "ms", small: (exactSmall.label, smallTime),
        large: (exactLarge.label, largeTime), maximumLarge: 50,
        note: "linear in rows: heightForRowAt is called once per row")
    }

    // 3. The per-operation costs, on tables of varied exact heights.
    progress("layout/\(title): building exact tables")
    // One value each, never copied, so that mutations happen in place.
    var smallLayout = buildExact(small)
    var largeLayout = buildExact(large)
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
        note: "resident memory a fresh process gains building the table; page-granular, so only the large figure is telling")
    }

    progress("layout/\(title): frame query")
    results.add(
      prefix + "frame query (visible rows + floating headers)", unit: "µs",
      small: (small.label, frameQuery(smallLayout)), large: (large.label, frameQuery(largeLayout)),
      maximumRatio: 3, maximumLarge: 20)
    progress("layout/\(title): offset → row")
    results.add(
      prefix + "offset → row (indexPathForRow(at:))", unit: "µs",
      small: (small.label, offsetToRow(smallLayout)), large: (large.label, offsetToRow(largeLayout)),
      maximumRatio: 3)
    progress("layout/\(title): insert and delete")
    let smallInsertDelete = insertAndDelete(&smallLayout)
    let largeInsertDelete = insertAndDelete(&largeLayout)
    results.add(
      prefix + "insert one row in the middle", unit: "µs",
      small: (small.label, smallInsertDelete.insert), large: (large.label, largeInsertDelete.insert),
      maximumRatio: 3, maximumLarge: 20)
    results.add(
      prefix + "delete one row in the middle", unit: "µs",
      small: (small.label, smallInsertDelete.delete), large: (large.label, largeInsertDelete.delete),
      maximumRatio: 3, maximumLarge: 20)
    progress("layout/\(title): height update")
    results.add(
      prefix + "one height update", unit: "µs",
      small: (small.label, heightUpdate(&smallLayout)),
      large: (large.label, heightUpdate(&largeLayout)), maximumRatio: 3)
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

  /// Random offsets into a layout's content, the same on every run.
  static func randomOffsets(_ layout: TableLayout, count: Int, margin: Double) -> [Double] {
    var generator = SplitMix(seed: 42)
    let limit = max(1, Double(layout.contentHeight) - margin)
    return (0..<count).map { _ in Double.random(in: 0..<limit, using: &generator) }
  }

  /// The median time of one frame's query: the rows in an 800-point viewport with their rects,
  /// and the floating frames of the headers that show.
  static func frameQuery(_ layout: TableLayout) -> Double {
    let offsets = randomOffsets(layout, count: 4096, margin: viewport)
    return Stopwatch.medianMicroseconds(samples: 41, iterations: 50) { index in
      let visible = CGRect(x: 0, y: offsets[index % offsets.count], width: width, height: viewport)
      var sum = 0.0
      for indexPath in layout.rows(intersecting: visible) {
        sum += Double(layout.rectForRow(at: indexPath).minY)
      }
      for section in layout.sectionsWithVisibleHeaders(in: visible) {
        sum += Double(layout.floatingHeaderFrame(inSection: section, visibleRect: visible).minY)
      }
      blackHole(sum)
    }
  }

  /// The median time of `indexPathForRow(at:)` at a random offset.
  static func offsetToRow(_ layout: TableLayout) -> Double {
    let offsets = randomOffsets(layout, count: 4096, margin: 0)
    return Stopwatch.medianMicroseconds(samples: 41, iterations: 500) { index in
      blackHole(layout.indexPathForRow(at: CGPoint(x: 10, y: offsets[index % offsets.count])))
    }
  }

  /// The median times of inserting one row near the middle of the table, then deleting it.
  static func insertAndDelete(_ layout: inout TableLayout) -> (insert: Double, delete: Double) {
    let middle = layout.numberOfSections / 2
    let rows = layout.numberOfRows(inSection: middle)
    var generator = SplitMix(seed: 7)
    let spread = max(1, min(rows / 4, 10_000))
    let clock = ContinuousClock()
    var inserts: [Double] = []
    var deletes: [Double] = []
    let batch = 100
    for _ in 0..<31 {
      let positions = (0..<batch).map { _ in
        IndexPath(row: rows / 2 + Int.random(in: -spread / 2...spread / 2, using: &generator), section: middle)
      }
      var start = clock.now
      for indexPath in positions {
        layout.insertRows(at: [indexPath], height: .exact(50))
      }
      inserts.append(Stopwatch.microseconds(start.duration(to: clock.now)) / Double(batch))
      start = clock.now
      for indexPath in positions.reversed() {
        layout.deleteRows(at: [indexPath])
      }
      deletes.append(Stopwatch.microseconds(start.duration(to: clock.now)) / Double(batch))
    }
    return (Stopwatch.median(inserts), Stopwatch.median(deletes))
  }

  /// The median time of replacing one row's height, anywhere in the table.
  static func heightUpdate(_ layout: inout TableLayout) -> Double {
    var generator = SplitMix(seed: 3)
    let sections = layout.numberOfSections
    let rowsPerSection = layout.numberOfRows(inSection: 0)
    let targets = (0..<4096).map { _ in
      IndexPath(
        row: Int.random(in: 0..<rowsPerSection, using: &generator),
        section: Int.random(in: 0..<sections, using: &generator))
    }
    return Stopwatch.medianMicroseconds(samples: 41, iterations: 500) { index in
      layout.setHeight(CGFloat(30 + index % 40), forRowAt: targets[index % targets.count])
    }
  }
}

/// A small deterministic random number generator (SplitMix64), so that every run of the
/// benchmark probes the same offsets.
struct SplitMix: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}
