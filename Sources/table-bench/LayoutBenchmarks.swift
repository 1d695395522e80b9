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
    + "the cache and follows how many places the probe cycles through (--places N; the "
    + "article Performance and the frame benchmark)"
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
}
