import DemoScenes
import Foundation
import TableKit
import TableKitSDL

/// Frame costs of a real table at 1920 × 1080 points, offscreen (presenting to a display is a
/// cost of its own, measured apart): laying out and building the draw list, and replaying it
/// with SDL's software renderer; and whether the text cache stays flat while 100,000 distinct
/// rows scroll past.
enum RenderBenchmarks {
  static let suite = BenchmarkSuite(
    name: "render",
    summary: "a scrolling 1080p frame: layout + draw list and SDL replay; cache memory stays flat",
    run: { MainActor.assumeIsolated { run() } })

  /// A plain table of `rows` rows with one line of distinct text each, like the stress scene.
  @MainActor
  final class NumberedRows: TableViewDataSource {
    let rows: Int
    init(rows: Int) { self.rows = rows }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      let cell =
        tableView.dequeueReusableCell(withIdentifier: "row")
        ?? TableViewCell(style: .value1, reuseIdentifier: "row")
      cell.textLabel?.text = "Row \(indexPath.row + 1)"
      cell.detailTextLabel?.text = "#\(indexPath.row % 97)"
      cell.accessoryType = .disclosureIndicator
      return cell
    }
  }

  static let size = CGSize(width: 1920, height: 1080)

  @MainActor
  static func run() -> [BenchmarkResult] {
    var results = ResultBuilder(suite: "render")
    do {
      let small = try ScrollingTable(rows: 1_000)
      let large = try ScrollingTable(rows: 10_000_000)
      progress("render: layout + draw list")
      let (smallBuild, largeBuild) = Stopwatch.compareMicroseconds(
        samples: 15, iterations: 20, { _ in small.buildFrame() }, { _ in large.buildFrame() })
      results.add(
        "frame: layout + draw list", unit: "µs", small: ("1,000 rows", smallBuild),
        large: ("10M rows", largeBuild), maximumRatio: 3, maximumLarge: 2_000,
        note: "scrolling 7 pt a frame; 1920×1080 points, ~25 rows on screen")
      progress("render: SDL software replay")
      let (smallDraw, largeDraw) = Stopwatch.compareMicroseconds(
        samples: 9, iterations: 5, { _ in small.drawFrame() }, { _ in large.drawFrame() })
      results.add(
        "frame: SDL software replay", unit: "µs", small: ("1,000 rows", smallDraw),
        large: ("10M rows", largeDraw), maximumRatio: 3, maximumLarge: 16_667,
        note: "offscreen ARGB surface at scale 1; the 60 fps budget is 16,667 µs")
      progress("render: caches while 100,000 distinct rows scroll past")
      let stream = try ScrollingTable(rows: 10_000_000)
      // The cache fills to its bound within the first few thousand rows; from then on it must
      // not grow, however many new strings come.
      let early = stream.cacheBytes(afterScrollingRows: 10_000)
      let late = stream.cacheBytes(afterScrollingRows: 100_000)
      results.add(
        "texture cache bytes", unit: "B", small: ("after 10,000 rows", Double(early)),
        large: ("after 110,000 rows", Double(late)), maximumRatio: 1.1,
        maximumLarge: Double(96 << 20),
        note: "text textures are an LRU bounded by count and bytes: memory stays flat")
    } catch {
      progress("render: cannot render offscreen: \(error)")
    }
    return results.results
  }

  /// A table on an offscreen canvas that scrolls a little every frame.
  @MainActor
  final class ScrollingTable {
    let canvas: OffscreenCanvas
    let table: TableView
    let source: NumberedRows
    private var list = DrawList()

    init(rows: Int) throws {
      canvas = try OffscreenCanvas(size: RenderBenchmarks.size, scale: 1)
      source = NumberedRows(rows: rows)
      table = TableView(frame: CGRect(origin: .zero, size: RenderBenchmarks.size), style: .plain)
      table.rowHeight = 44
      table.clock = ManualClock()
      table.screen = canvas.makeScreen()
      table.dataSource = source
      table.layoutIfNeeded()
      // Start in the middle, where a large table's tree is deepest.
      table.contentOffset = CGPoint(x: 0, y: table.contentSize.height / 2)
      buildFrame()
      _ = canvas.render(list)
    }

    /// Scrolls 7 points, lays out and builds the frame's draw list.
    func buildFrame() {
      var offset = table.contentOffset.y + 7
      if offset > table.maximumContentOffsetY { offset = 0 }
      table.contentOffset = CGPoint(x: 0, y: offset)
      table.layoutIfNeeded()
      list.removeAll()
      table.render(into: &list)
      blackHole(list.commands.count)
    }

    /// Builds a frame and replays it on the canvas.
    func drawFrame() {
      buildFrame()
      blackHole(canvas.render(list).width)
    }

    /// Scrolls row by row through `rows` rows and reports the texture cache's bytes.
    func cacheBytes(afterScrollingRows rows: Int) -> Int {
      let pages = rows / 24
      for _ in 0..<pages {
        table.contentOffset = CGPoint(x: 0, y: table.contentOffset.y + 24 * 44)
        table.layoutIfNeeded()
        list.removeAll()
        table.render(into: &list)
        canvas.renderer.draw(list)
      }
      return canvas.renderer.textureCacheFootprint.bytes
    }
  }
}
