import Foundation
import TableKit
import TableKitSDL

/// Renders pictures headlessly and checks them against goldens under `__Snapshots__/` next to
/// the test file that asks.
///
/// - The comparison is by decoded pixels: an equal hash passes at once; otherwise a
///   pixelmatch-style comparison counts differing pixels, which must not exceed the test's
///   allowance (0 by default).
/// - On failure the actual picture and a diff picture are written next to the golden, or under
///   `$TABLEKIT_SNAPSHOT_ARTIFACTS`, and the failure says where and how many pixels differ. When
///   the recorded library versions or font hashes differ from this machine's, it says
///   "environment differs" and names what changed.
/// - With `TABLEKIT_RECORD_SNAPSHOTS=all` (or `1`) it records the golden and its environment
///   and then fails, so that nobody records by accident; with `=missing` it records only the
///   goldens that do not exist yet (failing those tests) and compares the rest.
/// - A failure also writes `<name>.compare.png`: golden | actual | diff side by side.
@MainActor
public final class Snapshotter {
  /// The fonts every canvas of this snapshotter draws with.
  public let fonts: FontLibrary
  /// The images every canvas of this snapshotter draws.
  public let images: ImageLibrary
  private let environmentVariables: [String: String]

  /// Creates a snapshotter with its own font and image libraries.
  /// - Parameter environment: The process environment to read the two variables from.
  /// - Throws: `RenderingError` when SDL_ttf or SDL_image cannot start.
  public init(environment: [String: String] = ProcessInfo.processInfo.environment) throws {
    fonts = try FontLibrary()
    images = try ImageLibrary()
    environmentVariables = environment
  }

  /// When goldens are recorded (`TABLEKIT_RECORD_SNAPSHOTS`: `all` or `1`, `missing`).
  public var recordMode: SnapshotRecordMode {
    SnapshotRecordMode(environmentValue: environmentVariables["TABLEKIT_RECORD_SNAPSHOTS"])
  }

  /// Whether every golden is being recorded (`TABLEKIT_RECORD_SNAPSHOTS=all` or `1`).
  public var isRecording: Bool { recordMode == .all }

  /// A canvas of `size` points at `scale`, sharing this snapshotter's fonts and images.
  /// - Throws: `RenderingError.sdl` when the canvas cannot be made.
  public func canvas(size: CGSize, scale: CGFloat = 1) throws -> OffscreenCanvas {
    try OffscreenCanvas(size: size, scale: scale, fonts: fonts, images: images)
  }

  /// Renders `list` on a canvas of `size` points at `scale`.
  /// - Throws: `RenderingError.sdl` when the canvas cannot be made.
  public func render(
    _ list: DrawList, size: CGSize, scale: CGFloat = 1, background: Color = .white
  ) throws -> PixelImage {
    try canvas(size: size, scale: scale).render(list, background: background)
  }

  /// The folder of goldens for the test file at `filePath`.
  public static func snapshotDirectory(for filePath: String) -> String {
    ((filePath as NSString).deletingLastPathComponent as NSString)
      .appendingPathComponent("__Snapshots__")
  }

  /// Checks `image` against the golden called `name`.
  /// - Parameters:
  ///   - image: The rendered picture.
  ///   - name: The golden's name, unique within the test file's folder.
  ///   - maxDifferingPixels: How many pixels may differ beyond the threshold.
  ///   - threshold: The pixelmatch colour threshold, 0...1.
  ///   - filePath: The test file; its folder holds `__Snapshots__/`.
  /// - Throws: `SnapshotFailure` when the picture does not match, the golden is missing, or a
  ///   golden was just recorded.
  public func verify(
    _ image: PixelImage, named name: String, maxDifferingPixels: Int = 0, threshold: Double = 0.1,
    filePath: String = #filePath
  ) throws {
    let directory = Self.snapshotDirectory(for: filePath)
    let goldenPath = (directory as NSString).appendingPathComponent("\(name).png")
    let environmentPath = (directory as NSString).appendingPathComponent("\(name).environment.json")
    let environment = SnapshotEnvironment.current(fonts: fonts)

    if isRecording {
      try image.writePNG(to: goldenPath)
      try environment.write(to: environmentPath)
      throw SnapshotFailure(
        "Recorded snapshot '\(name)' at \(goldenPath). Look at it, then run again without "
          + "TABLEKIT_RECORD_SNAPSHOTS to verify.")
    }
    guard FileManager.default.fileExists(atPath: goldenPath) else {
      if recordMode == .missing {
        try FileManager.default.createDirectory(
          atPath: directory, withIntermediateDirectories: true)
        try image.writePNG(to: goldenPath)
        try environment.write(to: environmentPath)
        throw SnapshotFailure(
          "Recorded the missing snapshot '\(name)' at \(goldenPath). Look at it, then run again "
            + "to verify.")
      }
      let actualPath = try writeArtifact(image, name: name, suffix: "actual", directory: directory)
      throw SnapshotFailure(
        "No golden for snapshot '\(name)' at \(goldenPath); the rendering is at \(actualPath). "
          + "Record it with TABLEKIT_RECORD_SNAPSHOTS=1 (every golden) or =missing (this one).")
    }
    let golden = try PixelImage(contentsOfFile: goldenPath)
    if golden.contentHash == image.contentHash, golden == image {
      SnapshotArtifacts.remove(stem: artifactStem(name: name, directory: directory))
      return
    }

    let result = PixelComparison(options: .init(threshold: threshold)).compare(image, golden)
    if result.sizesMatch, result.differingPixels <= maxDifferingPixels {
      SnapshotArtifacts.remove(stem: artifactStem(name: name, directory: directory))
      return
    }

    let actualPath = try writeArtifact(image, name: name, suffix: "actual", directory: directory)
    var message: String
    if result.sizesMatch, let diff = result.diffImage {
      let diffPath = try writeArtifact(diff, name: name, suffix: "diff", directory: directory)
      let comparePath = try writeArtifact(
        .sideBySide([golden, image, diff]), name: name, suffix: "compare", directory: directory)
      message =
        "Snapshot '\(name)' differs from its golden in \(result.differingPixels) pixels "
        + "(allowed \(maxDifferingPixels), threshold \(threshold)). Actual: \(actualPath). "
        + "Diff: \(diffPath). Golden | actual | diff: \(comparePath). Golden: \(goldenPath)."
    } else {
      message =
        "Snapshot '\(name)' is \(image.width)×\(image.height) pixels but its golden is "
        + "\(golden.width)×\(golden.height). Actual: \(actualPath). Golden: \(goldenPath)."
    }
    if let recorded = try? SnapshotEnvironment(contentsOfFile: environmentPath) {
      let changes = recorded.differences(from: environment)
      if !changes.isEmpty {
        message =
          "Environment differs from the one snapshot '\(name)' was recorded in ("
          + changes.joined(separator: "; ") + "), so its pixels are not comparable. "
          + "Re-record on this machine with TABLEKIT_RECORD_SNAPSHOTS=1. " + message
      }
    }
    throw SnapshotFailure(message)
  }

  private func writeArtifact(_ image: PixelImage, name: String, suffix: String, directory: String)
    throws -> String
  {
    let path = "\(artifactStem(name: name, directory: directory)).\(suffix).png"
    try image.writePNG(to: path)
    return path
  }

  /// Where the failure pictures of `name` go, without their suffix: beside the golden, or
  /// under `$TABLEKIT_SNAPSHOT_ARTIFACTS`.
  func artifactStem(name: String, directory: String) -> String {
    let folder =
      environmentVariables["TABLEKIT_SNAPSHOT_ARTIFACTS"].flatMap {
        $0.isEmpty ? nil : $0
      } ?? directory
    return (folder as NSString).appendingPathComponent(name)
  }
}
