import Foundation
import TableKit
import TableKitSDL
import TableKitTesting
import Testing

/// Recording, verifying and explaining snapshot failures, in a scratch folder.
@MainActor
@Suite(.serialized)
struct SnapshotterTests {
  private func image(_ color: UInt32) -> PixelImage {
    PixelImage(width: 8, height: 8, filledWith: color)
  }

  /// A fake test file path whose `__Snapshots__` folder is fresh.
  private func scratchTestFile() throws -> String {
    (try makeTemporaryDirectory("snapshots") as NSString).appendingPathComponent("FakeTests.swift")
  }

  private func message(_ body: () throws -> Void) -> String? {
    do {
      try body()
      return nil
    } catch {
      return "\(error)"
    }
  }

  @Test func recordingWritesTheGoldenAndItsEnvironmentAndFails() throws {
    let file = try scratchTestFile()
    let recorder = try Snapshotter(environment: ["TABLEKIT_RECORD_SNAPSHOTS": "1"])
    let failure = message {
      try recorder.verify(image(0xFF00_FF00), named: "green", filePath: file)
    }
    #expect(failure?.contains("Recorded snapshot 'green'") == true)
    let folder = Snapshotter.snapshotDirectory(for: file)
    #expect(FileManager.default.fileExists(atPath: "\(folder)/green.png"))
    let environment = try SnapshotEnvironment(contentsOfFile: "\(folder)/green.environment.json")
    #expect(environment.libraries["SDL_ttf"] != nil)
    #expect(environment.libraries["FreeType"] != nil)
    #expect(environment.libraries["HarfBuzz"] != nil)
    #expect(environment.fonts["DejaVuSans.ttf"] != nil)
    // Verifying without the variable then passes.
    let verifier = try Snapshotter(environment: [:])
    try verifier.verify(image(0xFF00_FF00), named: "green", filePath: file)
  }

  @Test func aMissingGoldenFailsAndSaysHowToRecordIt() throws {
    let file = try scratchTestFile()
    let failure = message {
      try Snapshotter(environment: [:]).verify(image(0xFF00_0000), named: "absent", filePath: file)
    }
    #expect(failure?.contains("No golden for snapshot 'absent'") == true)
    #expect(failure?.contains("TABLEKIT_RECORD_SNAPSHOTS=1") == true)
  }

  @Test func aMismatchWritesTheActualAndDiffAndCountsPixels() throws {
    let file = try scratchTestFile()
    let artifacts = try makeTemporaryDirectory("artifacts")
    _ = message {
      try Snapshotter(environment: ["TABLEKIT_RECORD_SNAPSHOTS": "1"]).verify(
        image(0xFFFF_FFFF), named: "dot", filePath: file)
    }
    var changed = image(0xFFFF_FFFF)
    changed[3, 3] = 0xFF00_0000
    changed[5, 5] = 0xFF00_0000
    let verifier = try Snapshotter(environment: ["TABLEKIT_SNAPSHOT_ARTIFACTS": artifacts])
    let failure = try #require(
      message { try verifier.verify(changed, named: "dot", filePath: file) })
    #expect(failure.contains("differs from its golden in 2 pixels"))
    #expect(failure.contains("\(artifacts)/dot.actual.png"))
    #expect(failure.contains("\(artifacts)/dot.diff.png"))
    #expect(FileManager.default.fileExists(atPath: "\(artifacts)/dot.diff.png"))
    // An allowance of two pixels accepts it.
    try verifier.verify(changed, named: "dot", maxDifferingPixels: 2, filePath: file)
  }

  @Test func aMismatchUnderAnotherEnvironmentSaysTheEnvironmentDiffers() throws {
    let file = try scratchTestFile()
    _ = message {
      try Snapshotter(environment: ["TABLEKIT_RECORD_SNAPSHOTS": "1"]).verify(
        image(0xFFFF_FFFF), named: "env", filePath: file)
    }
    let folder = Snapshotter.snapshotDirectory(for: file)
    var recorded = try SnapshotEnvironment(contentsOfFile: "\(folder)/env.environment.json")
    recorded.libraries["FreeType"] = "1.0.0"
    try recorded.write(to: "\(folder)/env.environment.json")
    let failure = try #require(
      message {
        try Snapshotter(environment: [:]).verify(image(0xFF00_0000), named: "env", filePath: file)
      })
    #expect(failure.hasPrefix("Environment differs"))
    #expect(failure.contains("FreeType 1.0.0 → "))
  }
}
