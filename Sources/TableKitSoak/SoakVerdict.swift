import Foundation

/// Whether a soak stayed within its bounds: what grew from the end of the warm-up to the end,
/// and what each bound is and why.
///
/// The bounds come from the screen, because everything the kiosk keeps should be sized by what
/// it shows, not by how long it has run:
/// - **Texture cache**: a few screens of text and pictures, 4 screens of pixels (800 × 600 × 4
///   bytes each at scale 1: 7.3 MB) but at least 8 MiB for small screens, so that a kiosk
///   running for days stays flat (issue 10, item 11; the renderer's own budget since 8d0b6e0).
/// - **Resident memory**: after the warm-up, growth of at most that much as well. Every cache
///   is bounded; what remains is the allocator's slack.
/// - **Cells**: a table needs the rows on screen plus overscan, and cells in flight while rows
///   fade in and out; reuse should serve everything else (issue 10, item 10). A table may
///   create at most 4 × the most cells it held at once, plus 16.
/// - **Decoded images**: the scene's few avatars; after the warm-up it may not grow at all by
///   more than one screen of pixels.
public struct SoakVerdict: Sendable {
  /// One bound, and whether it held.
  public struct Bound: Sendable {
    /// What is bounded and why, one line.
    public var name: String
    /// The measured figure, in words.
    public var measured: String
    /// The bound, in words.
    public var limit: String
    /// Whether the figure stayed within the bound.
    public var holds: Bool
  }

  /// The bounds, in the order printed.
  public var bounds: [Bound]
  /// The soak's own problems (cells showing other rows).
  public var problems: [String]
  /// The sample where the warm-up ends (frame 10,000, or a tenth of a shorter soak).
  public var warmUpSample: SoakSample?
  /// The last sample.
  public var lastSample: SoakSample?

  /// Whether every bound held and no problem was found.
  public var passes: Bool { problems.isEmpty && bounds.allSatisfy(\.holds) }

  /// The verdict on `samples` of a soak drawing a `screenSize` canvas.
  /// - Parameters:
  ///   - samples: The samples, in frame order.
  ///   - problems: What the soak's checks found.
  ///   - screenSize: The canvas in pixels.
  ///   - peakLiveCells: The most cells one table held at once.
  ///   - mostCellsCreatedByATable: The most cells one table created.
  public init(
    samples: [SoakSample], problems: [String], screenSize: CGSize, peakLiveCells: Int,
    mostCellsCreatedByATable: Int
  ) {
    self.problems = problems
    let screenBytes = Int(screenSize.width * screenSize.height) * 4
    let fewScreens = max(4 * screenBytes, 8 << 20)
    let lastFrame = samples.last?.frame ?? 0
    let warmUpFrame = min(10_000, max(1, lastFrame / 10))
    let warmUp = samples.first { $0.frame >= warmUpFrame } ?? samples.first
    let last = samples.last
    warmUpSample = warmUp
    lastSample = last
    guard let warmUp, let last else {
      bounds = []
      return
    }
    let mostTextureBytes = samples.map(\.textureBytes).max() ?? 0
    let residentGrowth = last.residentBytes - warmUp.residentBytes
    let imageGrowth = (samples.map(\.imageBytes).max() ?? 0) - warmUp.imageBytes
    let cellLimit = 4 * peakLiveCells + 16
    bounds = [
      Bound(
        name: "texture cache at its fullest (4 screens of pixels, at least 8 MiB)",
        measured: megabytes(mostTextureBytes), limit: megabytes(fewScreens),
        holds: mostTextureBytes <= fewScreens),
      Bound(
        name: "resident memory growth from frame \(warmUp.frame) to \(last.frame) "
          + "(4 screens of pixels, at least 8 MiB)",
        measured: megabytes(residentGrowth), limit: megabytes(fewScreens),
        holds: residentGrowth <= fewScreens),
      Bound(
        name: "cells created by one table (4 × the \(peakLiveCells) it held at most, + 16)",
        measured: "\(mostCellsCreatedByATable) cells", limit: "\(cellLimit) cells",
        holds: mostCellsCreatedByATable <= cellLimit),
      Bound(
        name: "decoded image cache growth after frame \(warmUp.frame) (1 screen of pixels)",
        measured: megabytes(imageGrowth), limit: megabytes(screenBytes),
        holds: imageGrowth <= screenBytes),
    ]
  }

  /// The verdict in lines, for the soak's report.
  public var lines: [String] {
    var lines: [String] = []
    if let warmUpSample, let lastSample {
      lines.append(
        "growth from frame \(warmUpSample.frame) to \(lastSample.frame): resident "
          + "\(megabytes(warmUpSample.residentBytes)) → \(megabytes(lastSample.residentBytes)), "
          + "textures \(warmUpSample.textureCount) → \(lastSample.textureCount) "
          + "(\(megabytes(warmUpSample.textureBytes)) → \(megabytes(lastSample.textureBytes))), "
          + "cells created \(warmUpSample.createdCells) → \(lastSample.createdCells)")
    }
    for bound in bounds {
      lines.append(
        "\(bound.holds ? "ok  " : "OVER") \(bound.name): \(bound.measured), bound \(bound.limit)")
    }
    for problem in problems.prefix(10) { lines.append("WRONG \(problem)") }
    if problems.count > 10 { lines.append("(and \(problems.count - 10) more wrong cells)") }
    return lines
  }
}
