import Foundation
import Testing

/// Where the demo and the kiosk write is checked at start (issue 24): a missing folder is a
/// usage mistake naming the path, never folders created silently (under `/`, for a path that
/// starts wrong).
@Suite struct OutputLocationTests {
  /// A path under a folder that does not exist, at the root of the file system.
  private func missingRoot() -> String { "/tablekit-missing-\(UUID().uuidString)" }

  @Test(arguments: ["table-demo", "table-kiosk"])
  func aScreenshotUnderAMissingFolderIsAMistake(program: String) throws {
    let root = missingRoot()
    let run = try runProgram(
      program, ["--windowed", "--frames", "1", "--screenshot", "\(root)/shots/a.png"].filter {
        program == "table-kiosk" || $0 != "--windowed"
      })
    #expect(run.status == 2, "\(run.errors)")
    #expect(
      run.errors.contains("--screenshot \(root)/shots/a.png: the folder \(root)/shots does not exist"),
      "\(run.errors)")
    #expect(!FileManager.default.fileExists(atPath: root), "nothing created under /")
  }

  @Test func theKiosksStateUnderAMissingFolderIsAMistake() throws {
    let root = missingRoot()
    let run = try runProgram("table-kiosk", ["--state", "\(root)/kiosk.json"])
    #expect(run.status == 2, "\(run.errors)")
    #expect(run.errors.contains("--state \(root)/kiosk.json: the folder \(root) does not exist"))
    #expect(!FileManager.default.fileExists(atPath: root))
  }

  @Test func theSpeechLogUnderAMissingFolderIsAMistake() throws {
    let root = missingRoot()
    let run = try runProgram("table-kiosk", ["--speech", "--speech-log", "\(root)/speech.log"])
    #expect(run.status == 2, "\(run.errors)")
    #expect(
      run.errors.contains("--speech-log \(root)/speech.log: the folder \(root) does not exist"),
      "\(run.errors)")
    #expect(!FileManager.default.fileExists(atPath: root))
  }

  @Test func theDemosStateFolderNeedsItsParent() throws {
    let root = missingRoot()
    let run = try runProgram("table-demo", ["--state", "\(root)/state", "--frames", "1"])
    #expect(run.status == 2, "\(run.errors)")
    #expect(run.errors.contains("--state \(root)/state: the folder \(root) does not exist"))
    #expect(!FileManager.default.fileExists(atPath: root))
  }

  @Test(.needsDisplay)
  func aMissingStateFolderInAFolderThatExistsIsCreatedAndSaid() throws {
    let parent = (NSTemporaryDirectory() as NSString)
      .appendingPathComponent("demo-state-parent-\(UUID().uuidString)")
    try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: false)
    let state = (parent as NSString).appendingPathComponent("state")
    let run = try runProgram(
      "table-demo", ["--state", state, "--frames", "2"], underDisplay: true)
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.errors.contains("table-demo: created the state folder \(state)"), "\(run.errors)")
    #expect(FileManager.default.fileExists(atPath: (state as NSString).appendingPathComponent("scene")))
  }
}
