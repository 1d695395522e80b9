import DemoScenes
import Foundation
import TableKit
import TableKitSDL
import TableKitTesting
import Testing

/// Issue 30, item 6: text goldens of the accessibility tree beside the picture goldens, and
/// the assertion that records and compares them as `assertSnapshot` does.
@MainActor
@Suite(.serialized)
struct AccessibilitySnapshotTests {
  let snapshotter: Snapshotter
  init() throws { snapshotter = try Snapshotter() }

  /// A demo scene laid out at the size of the picture goldens, with the canvas's fonts.
  private func scene(_ name: String, offset: CGFloat = 0) throws -> View {
    try snapshotter.preparedScene(name, offset: offset)
  }

  @Test(arguments: ["contacts", "settings", "editing", "tasks"])
  func aScenesTreeMatchesItsGolden(_ name: String) throws {
    try snapshotter.assertAccessibilitySnapshot(of: try scene(name), named: "\(name).tree")
  }

  @Test func theStressScenesLastRowsKnowTheirPlaceInTenMillion() throws {
    try snapshotter.assertAccessibilitySnapshot(
      of: try scene("stress", offset: .greatestFiniteMagnitude), named: "stress-end.tree")
  }

  // MARK: - The assertion itself

  /// A scratch test file in a fresh folder, so that goldens land in its `__Snapshots__/`.
  private func scratchFile() throws -> String {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("a11y-snapshots-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder.appendingPathComponent("SomeTests.swift").path
  }

  private func label(_ text: String) -> View {
    let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let label = Label(frame: CGRect(x: 10, y: 10, width: 100, height: 20))
    label.text = text
    root.addSubview(label)
    return root
  }

  @Test func aMissingGoldenIsRecordedOnlyWhenAskedAndTheRecordingFails() throws {
    // Its own snapshotters, whatever this run records.
    let snapshotter = try Snapshotter(environment: [:])
    let file = try scratchFile()
    let text = AccessibilityTree(of: label("Hello")).root.textDescription
    #expect(throws: SnapshotFailure.self) {
      try snapshotter.verifyAccessibilityText(text, named: "hello", filePath: file)
    }
    let recorder = try Snapshotter(environment: ["TABLEKIT_RECORD_SNAPSHOTS": "missing"])
    #expect(throws: SnapshotFailure.self) {
      try recorder.verifyAccessibilityText(text, named: "hello", filePath: file)
    }
    let golden = (Snapshotter.snapshotDirectory(for: file) as NSString)
      .appendingPathComponent("hello.accessibility.txt")
    #expect(try String(contentsOfFile: golden, encoding: .utf8) == text)
    try snapshotter.verifyAccessibilityText(text, named: "hello", filePath: file)
  }

  @Test func aDifferenceNamesTheFirstLineAndLeavesTheActualTreeUntilItMatches() throws {
    let snapshotter = try Snapshotter(environment: [:])
    let file = try scratchFile()
    let recorder = try Snapshotter(environment: ["TABLEKIT_RECORD_SNAPSHOTS": "all"])
    let hello = AccessibilityTree(of: label("Hello")).root.textDescription
    _ = try? recorder.verifyAccessibilityText(hello, named: "greeting", filePath: file)
    let goodbye = AccessibilityTree(of: label("Goodbye")).root.textDescription
    let failure = try #require(
      throws: SnapshotFailure.self,
      performing: {
        try snapshotter.verifyAccessibilityText(goodbye, named: "greeting", filePath: file)
      })
    #expect(failure.message.contains("at line 2: expected   staticText \"Hello\""))
    let actual = (Snapshotter.snapshotDirectory(for: file) as NSString)
      .appendingPathComponent("greeting.accessibility.actual.txt")
    #expect(FileManager.default.fileExists(atPath: actual))
    try snapshotter.verifyAccessibilityText(hello, named: "greeting", filePath: file)
    #expect(!FileManager.default.fileExists(atPath: actual))
  }
}
