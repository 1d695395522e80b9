import Foundation

/// The report's lines on TableKit's caches: what each held at the end of a run, and how often
/// text was found drawn already (W3's text changes every frame, so its cache cannot hit).
extension FrameReport {
  /// The kinds of cache reported, in order.
  static let cacheKinds = ["text", "images", "masks", "layout", "files", "anonymous"]

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

  /// One line per TableKit run: its caches at the end in MB, and the text hit rate.
  func printCaches() {
    let runs = summaries.filter { $0.toolkit == Self.tableKit && $0.cacheMegabytes != nil }
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
      "TableKit's caches at the end of each run (MB held: text, images and masks of one "
        + "color keep a byte a texel; layout: what the first layout kept; "
        + "files and anonymous: the resident set then, by kind):")
    for run in runs {
      let shares = Self.cacheKinds.compactMap { kind in
        run.cacheMegabytes?[kind].map { "\(kind) \(format($0))" }
      }
      let rate = run.textHitRate.map { "; text hit rate \(format($0 * 100)) %" } ?? ""
      print(
        "  \(run.workload) \(run.viewport): \(shares.joined(separator: " · "))\(rate); "
          + "peak RSS \(run.peakResidentMegabytes.map { format($0) } ?? "–")")
    }
  }
}
