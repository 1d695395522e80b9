import Foundation
import TableKit

/// Issue 16, item 5: a table of 10,000,000 rows (W0's rows and cells) scrolled steadily at 120
/// frames a second for a minute of virtual time, 7,200 frames, in a process of its own. Every
/// frame must fit the 8.33 ms budget and the resident memory must stay flat: what scrolling
/// retains (cells, text textures, measured widths) is bounded, whatever the distance. The
/// texture cache fills to its budget (a few screens of pixels) during the first half of the
/// minute, as every row scrolled past leaves its label's texture; flat means that once the
/// caches are full, the second half grows by no more than `flatMemoryMegabytes`.
struct SustainedScrollResult: Codable, Sendable {
  static let rows = 10_000_000
  static let framesPerSecond = 120.0
  static let seconds = 60.0
  /// The scrolling speed, in points per second (25 pt a frame).
  static let speed = 3_000.0
  /// The frames left out of the memory baseline: caches fill, the first textures are made.
  static let warmUpFrames = 120
  /// The most the resident memory may grow over the second half of the minute and still count
  /// as flat.
  static let flatMemoryMegabytes = 2.0

  var rows: Int
  var frames: Int
  var budgetMilliseconds: Double
  /// By the thread's CPU time, in ms.
  var p50: Double
  var p99: Double
  var max: Double
  /// By the wall clock, in ms (a busy machine's preemptions included).
  var wallP50: Double
  var wallMax: Double
  /// Frames over the budget by CPU time, and by the wall clock.
  var framesOverBudget: Int
  var wallFramesOverBudget: Int
  /// Resident memory after the warm-up, halfway, at the end, and its largest sample, in MB.
  var residentAfterWarmUp: Double
  var residentHalfway: Double
  var residentAtEnd: Double
  var residentLargest: Double
  /// The resident memory sampled every second of virtual time, in MB.
  var residentSamples: [Double]

  /// Whether the memory stayed flat once the caches were full: over the second half.
  var memoryIsFlat: Bool {
    residentLargest - residentHalfway <= Self.flatMemoryMegabytes
  }

  /// The figures of the frames a runner drew and the resident memory sampled meanwhile (the
  /// first sample taken after the warm-up).
  init(frames: [FrameSample], budget: Double, residentSamples: [Int]) {
    rows = Self.rows
    self.frames = frames.count
    budgetMilliseconds = budget * 1000
    let cpu = frames.map { ($0.cpu ?? $0.total) / 1000 }.sorted()
    let wall = frames.map { $0.total / 1000 }.sorted()
    p50 = FrameSummary.percentile(cpu, 0.5)
    p99 = FrameSummary.percentile(cpu, 0.99)
    max = cpu.last ?? 0
    wallP50 = FrameSummary.percentile(wall, 0.5)
    wallMax = wall.last ?? 0
    framesOverBudget = cpu.filter { $0 > budget * 1000 }.count
    wallFramesOverBudget = wall.filter { $0 > budget * 1000 }.count
    let megabytes = residentSamples.map { Double($0) / 1_048_576 }
    self.residentSamples = megabytes
    residentAfterWarmUp = megabytes.first ?? 0
    residentHalfway = megabytes.isEmpty ? 0 : megabytes[megabytes.count / 2]
    residentAtEnd = megabytes.last ?? 0
    residentLargest = megabytes.max() ?? 0
  }
}

/// Runs the sustained scroll in the child process.
enum SustainedScroll {
  /// The child's flag.
  static let flag = "--sustained"

  /// Scrolls W0 with 10,000,000 rows at 120 frames a second for a minute (a tenth of it with
  /// `quick`), sampling the resident memory every second of virtual time.
  @MainActor
  static func run(viewport: Viewport, quick: Bool) throws -> SustainedScrollResult {
    let runner = try TableKitFrameRunner(
      workload: .w0, viewport: viewport, culling: true, sections: 1,
      rowsPerSection: SustainedScrollResult.rows, withFloor: false)
    let frameDuration = 1 / SustainedScrollResult.framesPerSecond
    runner.frameDuration = frameDuration
    let seconds = quick ? 6 : SustainedScrollResult.seconds
    let frames = Int(seconds * SustainedScrollResult.framesPerSecond)
    let step = CGFloat(SustainedScrollResult.speed * frameDuration)
    let warmUp = SustainedScrollResult.warmUpFrames
    progress(
      "  sustained: \(frames) frames of \(SustainedScrollResult.rows) rows at "
        + "\(Int(SustainedScrollResult.framesPerSecond)) Hz")
    var residentSamples: [Int] = []
    residentSamples.reserveCapacity(frames / Int(SustainedScrollResult.framesPerSecond) + 2)
    // The records of the frames are the benchmark's, not the table's: made room for before the
    // first sample, they stay out of the memory the samples follow.
    runner.reserveFrameRecords(warmUp + frames)
    for frame in 0..<(warmUp + frames) {
      if frame >= warmUp, (frame - warmUp) % Int(SustainedScrollResult.framesPerSecond) == 0,
        let resident = MemoryProbe.residentBytes()
      {
        residentSamples.append(resident)
      }
      runner.frame(.scroll) {
        let table = runner.table
        let y = min(table.contentOffset.y + step, table.maximumContentOffsetY)
        table.contentOffset = CGPoint(x: 0, y: y)
      }
    }
    if let resident = MemoryProbe.residentBytes() { residentSamples.append(resident) }
    return SustainedScrollResult(
      frames: Array(runner.tableKitFrames.dropFirst(warmUp)), budget: frameDuration,
      residentSamples: residentSamples)
  }
}
