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
    #expect(environment.fonts["Inter-Regular.otf"] != nil)
    // Verifying without the variable then passes.
    let verifier = try Snapshotter(environment: [:])
    try verifier.verify(image(0xFF00_FF00), named: "green", filePath: file)
  }

  /// Issue 15: `=missing` records what has no golden and compares the rest.
  @Test func recordingMissingGoldensRecordsThoseAndComparesTheRest() throws {
    let file = try scratchTestFile()
    try Snapshotter(environment: ["TABLEKIT_RECORD_SNAPSHOTS": "all"]).verifyRecording(
      image(0xFF00_FF00), named: "kept", filePath: file)
    let missing = try Snapshotter(environment: ["TABLEKIT_RECORD_SNAPSHOTS": "missing"])
    #expect(missing.recordMode == .missing)
    #expect(!missing.isRecording)
    let recorded = message { try missing.verify(image(0xFF00_00FF), named: "new", filePath: file) }
    #expect(recorded?.contains("Recorded the missing snapshot 'new'") == true)
    #expect(
      FileManager.default.fileExists(atPath: Snapshotter.snapshotDirectory(for: file) + "/new.png"))
    // The existing golden is compared, not overwritten.
    try missing.verify(image(0xFF00_FF00), named: "kept", filePath: file)
    let differs = message { try missing.verify(image(0xFFFF_0000), named: "kept", filePath: file) }
    #expect(differs?.contains("differs from its golden in 64 pixels") == true)
    try Snapshotter(environment: [:]).verify(image(0xFF00_FF00), named: "kept", filePath: file)
  }

  @Test func recordModesAreReadFromTheVariable() {
    #expect(SnapshotRecordMode(environmentValue: nil) == .none)
    #expect(SnapshotRecordMode(environmentValue: "1") == .all)
    #expect(SnapshotRecordMode(environmentValue: "all") == .all)
    #expect(SnapshotRecordMode(environmentValue: "missing") == .missing)
    #expect(SnapshotRecordMode(environmentValue: "0") == .none)
  }

  @Test func aMismatchAlsoWritesGoldenActualAndDiffSideBySide() throws {
    let file = try scratchTestFile()
    let artifacts = try makeTemporaryDirectory("artifacts")
    try Snapshotter(environment: ["TABLEKIT_RECORD_SNAPSHOTS": "1"]).verifyRecording(
      image(0xFF00_FF00), named: "pair", filePath: file)
    let failure = message {
      try Snapshotter(environment: ["TABLEKIT_SNAPSHOT_ARTIFACTS": artifacts]).verify(
        image(0xFF00_00FF), named: "pair", filePath: file)
    }
    #expect(failure?.contains("Golden | actual | diff: \(artifacts)/pair.compare.png") == true)
    let sheet = try PixelImage(contentsOfFile: "\(artifacts)/pair.compare.png")
    #expect(sheet.width == 8 * 3 + 8 * 2 && sheet.height == 8)
    #expect(sheet[0, 0] == 0xFF00_FF00, "the golden on the left")
    #expect(sheet[16, 0] == 0xFF00_00FF, "the actual picture in the middle")
    #expect(sheet[10, 0] == 0xFF80_8080, "a gray gap between them")
  }

  /// Issue 15: in Swift Testing the failure is recorded at the line of the call, not at the
  /// test function (which a thrown error would be).
  @Test func aViewSnapshotFailsAtTheFileAndLineOfTheCall() throws {
    let file = try scratchTestFile()
    let view = View(frame: .zero)
    view.backgroundColor = .systemBlue
    let snapshotter = try Snapshotter(environment: [:])
    let line = #line + 2
    try withKnownIssue {
      try snapshotter.assertSnapshot(
        of: view, named: "blue", size: CGSize(width: 20, height: 10), scale: 2, filePath: file)
    } matching: { issue in
      issue.sourceLocation?.line == line && issue.sourceLocation?.filePath == file
        && issue.sourceLocation?.fileID == #fileID
        && issue.comments.first?.rawValue.hasPrefix(
          "FakeTests.swift:\(line): No golden for snapshot 'blue'") == true
    }
    let sheetLine = #line + 2
    try withKnownIssue {
      try snapshotter.assertSnapshots(
        of: view, named: "blues", size: CGSize(width: 20, height: 10), clock: ManualClock(),
        at: [0, 0.1], filePath: file
      ) {}
    } matching: { issue in
      issue.sourceLocation?.line == sheetLine && issue.sourceLocation?.filePath == file
    }
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

extension Snapshotter {
  /// Records `image` as a golden, swallowing the failure that recording throws.
  fileprivate func verifyRecording(_ image: PixelImage, named name: String, filePath: String)
    throws
  {
    do {
      try verify(image, named: name, filePath: filePath)
    } catch let failure as SnapshotFailure where failure.message.contains("Recorded") {}
  }
}
