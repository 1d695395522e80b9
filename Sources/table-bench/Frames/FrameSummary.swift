import Foundation

/// The figures of one run, in milliseconds unless said otherwise.
struct FrameSummary: Codable, Sendable {
  var toolkit: String
  var workload: String
  var viewport: String
  var rows: Int
  /// Frames in the percentiles: those after the warm-up.
  var frames: Int
  var p50: Double
  var p95: Double
  var p99: Double
  var max: Double
  var layoutP50: Double?
  var drawListP50: Double?
  var replayP50: Double
  /// The median frame of each part of the script.
  var segmentP50: [String: Double]
  var firstFrame: Double
  var jumps: [String: Double]
  /// The layout part of each jump's frame.
  var jumpLayouts: [String: Double]
  var peakResidentMegabytes: Double?
  var bytesPerRow: Double?
  var fillsPerFrame: Double
  var blitsPerFrame: Double
  /// Before overdraw culling (TableKit).
  var recordedFillsPerFrame: Double?
  var recordedBlitsPerFrame: Double?
  /// The most pixels a frame set with opaque fills and clears, over the output's pixels: at
  /// most 1 when no pixel is filled twice with an opaque color.
  var opaqueCoverage: Double?
  /// The pixels the fills and clears of a frame set or blend, on average, over the output's.
  var filledPerFrame: Double?
  var note: String?
  /// What the renderer's caches held at the end, in MB by kind, and the text cache's hit rate.
  var cacheMegabytes: [String: Double]?
  var textHitRate: Double?
  /// How many cells, header and footer views, and views the table held at the end.
  var heldViews: [String: Double]?

  /// The figures of `run`, the first `warmUp` frames left out of the percentiles; with
  /// `cpuTime`, frames are timed by their thread CPU time where the run has it.
  init(_ run: FrameRun, warmUp: Int, cpuTime: Bool = false) {
    toolkit = run.toolkit
    workload = run.workload
    viewport = run.viewport.label
    rows = run.rows
    let measured = Array(run.frames.dropFirst(Swift.min(warmUp, run.frames.count / 2)))
    frames = measured.count
    func time(_ frame: FrameSample) -> Double { cpuTime ? frame.cpu ?? frame.total : frame.total }
    let totals = measured.map(time).sorted()
    p50 = Self.percentile(totals, 0.50) / 1000
    p95 = Self.percentile(totals, 0.95) / 1000
    p99 = Self.percentile(totals, 0.99) / 1000
    max = (totals.last ?? 0) / 1000
    func medianOf(_ values: [Double?]) -> Double? {
      let known = values.compactMap { $0 }.sorted()
      return known.isEmpty ? nil : Self.percentile(known, 0.5) / 1000
    }
    layoutP50 = medianOf(measured.map(\.layout))
    drawListP50 = medianOf(measured.map(\.drawList))
    replayP50 = medianOf(measured.map(\.replay)) ?? 0
    // Of the measured frames, as every other figure: the warm-up frames (the first of the
    // scrolling segment, caches still filling) counted in the scrolling median until 6 December.
    var segments: [String: Double] = [:]
    for segment in FrameSegment.allCases {
      segments[segment.rawValue] = medianOf(measured.filter { $0.segment == segment }.map(time))
    }
    segmentP50 = segments
    firstFrame = (cpuTime ? run.firstFrameCPU ?? run.firstFrame : run.firstFrame) / 1000
    jumps = Dictionary(uniqueKeysWithValues: run.jumps.map { ($0.label, $0.microseconds / 1000) })
    jumpLayouts = Dictionary(
      uniqueKeysWithValues: run.jumps.compactMap { jump in
        jump.layoutMicroseconds.map { (jump.label, $0 / 1000) }
      })
    peakResidentMegabytes = run.peakResidentBytes.map { Double($0) / 1_048_576 }
    bytesPerRow = run.bytesPerRow
    let count = Double(Swift.max(1, measured.count))
    fillsPerFrame = Double(measured.map(\.fills).reduce(0, +)) / count
    blitsPerFrame = Double(measured.map(\.blits).reduce(0, +)) / count
    let recordedFills = measured.compactMap(\.recordedFills)
    let recordedBlits = measured.compactMap(\.recordedBlits)
    recordedFillsPerFrame =
      recordedFills.isEmpty ? nil : Double(recordedFills.reduce(0, +)) / count
    recordedBlitsPerFrame =
      recordedBlits.isEmpty ? nil : Double(recordedBlits.reduce(0, +)) / count
    let opaque = measured.compactMap(\.opaqueFilledPixels)
    opaqueCoverage =
      opaque.isEmpty ? nil : Double(opaque.max() ?? 0) / Double(run.viewport.pixelCount)
    let filled = measured.compactMap(\.filledPixels)
    filledPerFrame =
      filled.isEmpty
      ? nil : Double(filled.reduce(0, +)) / count / Double(run.viewport.pixelCount)
    note = run.note
    cacheMegabytes = run.cacheMegabytes
    textHitRate = run.textHitRate
    heldViews = run.heldViews
  }

  /// The value below which `fraction` of `sorted` lies (nearest rank).
  static func percentile(_ sorted: [Double], _ fraction: Double) -> Double {
    guard !sorted.isEmpty else { return 0 }
    let rank = Int((fraction * Double(sorted.count)).rounded(.up)) - 1
    return sorted[Swift.max(0, Swift.min(sorted.count - 1, rank))]
  }

  /// The median of each figure over several runs of the same thing.
  static func median(_ runs: [FrameSummary]) -> FrameSummary {
    guard var result = runs.first, runs.count > 1 else { return runs[0] }
    func mid(_ values: [Double]) -> Double {
      Stopwatch.median(values)
    }
    func midOptional(_ values: [Double?]) -> Double? {
      let known = values.compactMap { $0 }
      return known.isEmpty ? nil : mid(known)
    }
    result.p50 = mid(runs.map(\.p50))
    result.p95 = mid(runs.map(\.p95))
    result.p99 = mid(runs.map(\.p99))
    result.max = mid(runs.map(\.max))
    result.layoutP50 = midOptional(runs.map(\.layoutP50))
    result.drawListP50 = midOptional(runs.map(\.drawListP50))
    result.replayP50 = mid(runs.map(\.replayP50))
    result.firstFrame = mid(runs.map(\.firstFrame))
    for key in result.segmentP50.keys {
      result.segmentP50[key] = mid(runs.compactMap { $0.segmentP50[key] })
    }
    for key in result.jumps.keys { result.jumps[key] = mid(runs.compactMap { $0.jumps[key] }) }
    for key in result.jumpLayouts.keys {
      result.jumpLayouts[key] = mid(runs.compactMap { $0.jumpLayouts[key] })
    }
    result.peakResidentMegabytes = midOptional(runs.map(\.peakResidentMegabytes))
    result.bytesPerRow = midOptional(runs.map(\.bytesPerRow))
    result.fillsPerFrame = mid(runs.map(\.fillsPerFrame))
    result.blitsPerFrame = mid(runs.map(\.blitsPerFrame))
    result.recordedFillsPerFrame = midOptional(runs.map(\.recordedFillsPerFrame))
    result.recordedBlitsPerFrame = midOptional(runs.map(\.recordedBlitsPerFrame))
    result.opaqueCoverage = runs.compactMap(\.opaqueCoverage).max()
    result.filledPerFrame = midOptional(runs.map(\.filledPerFrame))
    result.textHitRate = midOptional(runs.map(\.textHitRate))
    if let keys = result.cacheMegabytes?.keys {
      for key in keys {
        result.cacheMegabytes?[key] = midOptional(runs.map { $0.cacheMegabytes?[key] })
      }
    }
    if let keys = result.heldViews?.keys {
      for key in keys { result.heldViews?[key] = midOptional(runs.map { $0.heldViews?[key] }) }
    }
    return result
  }
}
