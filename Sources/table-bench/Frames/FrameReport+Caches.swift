import Foundation

/// The report's lines on TableKit's caches: what each held at the end of a run, and how often
/// text was found drawn already (W3's text changes every frame, so its cache cannot hit).
extension FrameReport {
  /// The parts of the heap reported, in order; what the heap holds besides them is reported as
  /// "other heap".
  static let heapShares = ["text", "images", "masks", "layout", "cells", "canvas"]
  /// The resident set's kinds, reported after the heap.
  static let residentKinds = ["files", "anonymous"]

  /// W3's ratio of its frame to W0's, and its text cache's hit rate.
  mutating func appendTextCacheRatios(_ tableKit: FrameSummary, viewport: String) {
    if let w0 = find(Self.tableKit, "W0", viewport) {
      ratios.append(
        .init(name: "W3 \(viewport): TableKit p50 / W0's", value: tableKit.p50 / w0.p50))
    }
    if let rate = tableKit.textHitRate {
      ratios.append(.init(name: "W3 \(viewport): text cache hit rate", value: rate))
    }
  }

  /// Issue 32's bound on W0's peak resident memory at 1920 × 1080.
  static let residentLimitMegabytes = 40.0

  /// W0's peak resident memory at 1080p against the bound: of the run without the floor in its
  /// process (the full-clear run; TableKit's own run keeps the floor's surface and textures
  /// beside it), else of TableKit's own run.
  mutating func appendMemoryTargets() {
    let viewport = Viewport.desktop.label
    guard
      let run = find(Self.fullClear, "W0", viewport) ?? find(Self.tableKit, "W0", viewport),
      let resident = run.peakResidentMegabytes
    else { return }
    targets.append(
      .init(
        target:
          "W0 \(viewport): peak resident ≤ \(format(Self.residentLimitMegabytes)) MB "
          + "(\(run.toolkit), "
          + (run.toolkit == Self.fullClear ? "no floor beside it)" : "the floor beside it)"),
        value: "\(format(resident)) MB" + floorNote(resident),
        passed: resident <= Self.residentLimitMegabytes))
  }

  /// What the floor is and what is left above it for TableKit, beside a peak resident figure.
  private func floorNote(_ resident: Double) -> String {
    guard let floor = memoryFloor else { return "" }
    return
      "; the floor (no table) \(format(floor.peakMegabytes)) MB: files "
      + "\(format(floor.filesMegabytes)), anonymous \(format(floor.anonymousMegabytes)); "
      + "above it \(format(resident - floor.peakMegabytes)) MB"
  }

  /// The runs whose memory is reported: per workload and viewport, the one with every pixel
  /// cleared, which has no floor in its process (as the memory target's), else TableKit's.
  private var memoryAccountRuns: [FrameSummary] {
    summaries.filter { run in
      guard run.cacheMegabytes != nil else { return false }
      if run.toolkit == Self.fullClear { return true }
      return run.toolkit == Self.tableKit
        && find(Self.fullClear, run.workload, run.viewport)?.cacheMegabytes == nil
    }
  }

  /// One run's shares of the heap and kinds of resident memory, in MB, as the report prints
  /// them.
  static func memoryAccount(of run: FrameSummary) -> String {
    guard let held = run.cacheMegabytes else { return "" }
    var parts: [String] = []
    for share in heapShares {
      guard let megabytes = held[share] else { continue }
      var part = "\(share) \(format(megabytes))"
      if share == "cells", let cells = run.heldViews?["cells"],
        let views = run.heldViews?["views"]
      {
        let headerFooters = run.heldViews?["header and footer views"] ?? 0
        part +=
          " (\(format(cells)) cells, \(format(headerFooters)) header and footer views, "
          + "\(format(views)) views)"
      }
      parts.append(part)
    }
    if let heap = held["heap"] {
      let known = heapShares.compactMap { held[$0] }.reduce(0, +)
      parts.append("other heap \(format(heap - known))")
      parts.append("heap \(format(heap))")
    }
    for kind in residentKinds {
      if let megabytes = held[kind] { parts.append("\(kind) \(format(megabytes))") }
    }
    return parts.joined(separator: " · ")
  }

  /// One line per workload and viewport: where TableKit's memory was at the end of its run,
  /// and the text cache's hit rate.
  func printCaches() {
    let runs = memoryAccountRuns
    guard !runs.isEmpty else { return }
    if let floor = memoryFloor {
      print("")
      print(
        "memory floor at \(Viewport.desktop.label) (this executable with SDL started, a canvas "
          + "of the viewport and the system font, one row's text drawn, no table): peak RSS "
          + "\(format(floor.peakMegabytes)) MB; files \(format(floor.filesMegabytes)) MB (Swift's "
          + "runtime, Foundation and ICU, SDL and the libraries it loads), anonymous "
          + "\(format(floor.anonymousMegabytes)) MB (the canvas's pixels among them)")
    }
    print("")
    print(
      "TableKit's memory at the end of each workload's run with every pixel cleared (no "
        + "floor in its process; without such a run, TableKit's run, marked), in MB. The heap, "
        + "by part: text, images and masks, what the renderer's "
        + "caches hold (pixels of one color keep a byte a texel); layout, what the height "
        + "trees own; cells, the view objects of the cells and header and footer views the "
        + "table holds (on screen, leaving, measuring, queued for reuse; the objects alone, "
        + "sized by the allocator); canvas, the pixels drawn on; other heap, what the "
        + "allocator has handed out besides (SDL_ttf's glyphs, FreeType, HarfBuzz, SDL, "
        + "Swift's runtime and the strings and arrays the views refer to); heap, all of it "
        + "(glibc's mallinfo2). Then the resident set by kind: files (the executable and the "
        + "libraries) and anonymous:")
    for run in runs {
      let rate = run.textHitRate.map { "; text hit rate \(format($0 * 100)) %" } ?? ""
      let floorBeside =
        run.toolkit == Self.tableKit
        ? " (TableKit's run, the floor's canvas and textures beside it)" : ""
      print(
        "  \(run.workload) \(run.viewport)\(floorBeside): \(Self.memoryAccount(of: run))\(rate); "
          + "peak RSS \(run.peakResidentMegabytes.map { format($0) } ?? "–")")
    }
  }
}
