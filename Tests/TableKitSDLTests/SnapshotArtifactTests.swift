import Foundation
import TableKitSDL
import TableKitTesting
import Testing

/// A failure's pictures describe the last comparison only (issue 24): a comparison that passes
/// removes the `.actual.png`, `.diff.png` and `.compare.png` an earlier failure left, which
/// `tablesnap report` would otherwise list as a difference.
@MainActor
@Suite struct SnapshotArtifactTests {
  private func image(_ color: UInt32) -> PixelImage {
    PixelImage(width: 8, height: 8, filledWith: color)
  }

  private func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

  /// Records `image` as the golden `name` (recording reports itself as a failure).
  private func record(_ image: PixelImage, named name: String, filePath: String) throws {
    let recorder = try Snapshotter(environment: ["TABLEKIT_RECORD_SNAPSHOTS": "1"])
    #expect(throws: SnapshotFailure.self) {
      try recorder.verify(image, named: name, filePath: filePath)
    }
  }

  @Test func aPassingComparisonRemovesAnEarlierFailuresPictures() throws {
    let file = (try makeTemporaryDirectory("artifacts-beside") as NSString)
      .appendingPathComponent("FakeTests.swift")
    let folder = Snapshotter.snapshotDirectory(for: file)
    try record(image(0xFF00_FF00), named: "green", filePath: file)
    #expect(throws: SnapshotFailure.self) {
      try Snapshotter(environment: [:]).verify(image(0xFF00_00FF), named: "green", filePath: file)
    }
    let artifacts = ["actual", "diff", "compare"].map { "\(folder)/green.\($0).png" }
    #expect(artifacts.allSatisfy(exists), "the failure wrote its pictures")
    try Snapshotter(environment: [:]).verify(image(0xFF00_FF00), named: "green", filePath: file)
    #expect(!artifacts.contains(where: exists), "the pass removed them")
  }

  @Test func aPassWithinTheAllowanceRemovesThemUnderTheArtifactsFolderToo() throws {
    let file = (try makeTemporaryDirectory("artifacts-elsewhere") as NSString)
      .appendingPathComponent("FakeTests.swift")
    let artifacts = try makeTemporaryDirectory("artifacts")
    let environment = ["TABLEKIT_SNAPSHOT_ARTIFACTS": artifacts]
    try record(image(0xFF00_FF00), named: "pair", filePath: file)
    var changed = image(0xFF00_FF00)
    changed[0, 0] = 0xFFFF_0000
    #expect(throws: SnapshotFailure.self) {
      try Snapshotter(environment: environment).verify(changed, named: "pair", filePath: file)
    }
    #expect(exists("\(artifacts)/pair.actual.png"))
    try Snapshotter(environment: environment).verify(
      changed, named: "pair", maxDifferingPixels: 1, filePath: file)
    #expect(!exists("\(artifacts)/pair.actual.png"))
    #expect(!exists("\(artifacts)/pair.diff.png"))
    #expect(!exists("\(artifacts)/pair.compare.png"))
  }
}
