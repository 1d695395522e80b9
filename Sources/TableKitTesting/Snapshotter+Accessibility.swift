import Foundation
import TableKit

extension Snapshotter {
  /// Lays `view` out and checks the text form of its accessibility tree (roles, labels,
  /// values, traits, places in lists, frames, actions; `AccessibilityNode.textDescription`)
  /// against the golden `<name>.accessibility.txt` beside the picture goldens, recorded and
  /// compared as they are (`TABLEKIT_RECORD_SNAPSHOTS`).
  ///
  ///     try snapshotter.assertAccessibilitySnapshot(of: window, named: "contacts")
  ///
  /// - Parameters:
  ///   - view: The window, or the view standing for one.
  ///   - name: The golden's name, unique within the test file's folder.
  ///   - filePath: The test file; its folder holds `__Snapshots__/`.
  ///   - fileID: The test file's `#fileID`, for Swift Testing's report.
  ///   - file: The file of the call, for XCTest's report.
  ///   - line: The line of the call, named in the failure.
  ///   - column: The column of the call.
  /// - Throws: `SnapshotFailure` when the text differs, its golden is missing, or a golden was
  ///   recorded — recorded at the call's line instead inside a Swift Testing or XCTest test, as
  ///   `assertSnapshot(of:named:size:)` does. It throws file errors when a golden cannot be
  ///   read or written.
  public func assertAccessibilitySnapshot(
    of view: View, named name: String, filePath: String = #filePath, fileID: String = #fileID,
    file: StaticString = #filePath, line: Int = #line, column: Int = #column
  ) throws {
    let text = AccessibilityTree(of: view).root.textDescription
    let site = CallSite(filePath: filePath, fileID: fileID, file: file, line: line, column: column)
    try site.report { try verifyAccessibilityText(text, named: name, filePath: filePath) }
  }

  /// Checks `text` against the golden `<name>.accessibility.txt`; on a difference the text is
  /// written beside it (or under `$TABLEKIT_SNAPSHOT_ARTIFACTS`) as
  /// `<name>.accessibility.actual.txt`, which a match removes.
  /// - Throws: `SnapshotFailure` naming the first line that differs, a missing golden, or a
  ///   recording.
  public func verifyAccessibilityText(_ text: String, named name: String, filePath: String)
    throws
  {
    let directory = Self.snapshotDirectory(for: filePath)
    let goldenPath = (directory as NSString).appendingPathComponent("\(name).accessibility.txt")
    let actualPath = artifactStem(name: name, directory: directory) + ".accessibility.actual.txt"
    let exists = FileManager.default.fileExists(atPath: goldenPath)
    try FileManager.default.createDirectory(
      atPath: (actualPath as NSString).deletingLastPathComponent,
      withIntermediateDirectories: true)
    if isRecording || (!exists && recordMode == .missing) {
      try text.write(toFile: goldenPath, atomically: true, encoding: .utf8)
      throw SnapshotFailure(
        "Recorded accessibility snapshot '\(name)' at \(goldenPath). Read it, then run again "
          + "without TABLEKIT_RECORD_SNAPSHOTS to verify.")
    }
    guard exists else {
      try text.write(toFile: actualPath, atomically: true, encoding: .utf8)
      throw SnapshotFailure(
        "No golden for accessibility snapshot '\(name)' at \(goldenPath); the tree is at "
          + "\(actualPath). Record it with TABLEKIT_RECORD_SNAPSHOTS=1 (every golden) or "
          + "=missing (this one).")
    }
    let golden = try String(contentsOfFile: goldenPath, encoding: .utf8)
    guard golden != text else {
      try? FileManager.default.removeItem(atPath: actualPath)
      return
    }
    try text.write(toFile: actualPath, atomically: true, encoding: .utf8)
    throw SnapshotFailure(
      "Accessibility snapshot '\(name)' differs from its golden "
        + Self.firstDifference(golden: golden, actual: text)
        + ". Actual: \(actualPath). Golden: \(goldenPath).")
  }

  /// Where two texts first differ, as "at line N: expected …, got …".
  static func firstDifference(golden: String, actual: String) -> String {
    let expected = golden.split(separator: "\n", omittingEmptySubsequences: false)
    let got = actual.split(separator: "\n", omittingEmptySubsequences: false)
    for index in 0..<max(expected.count, got.count) {
      let want = index < expected.count ? String(expected[index]) : "(end)"
      let have = index < got.count ? String(got[index]) : "(end)"
      if want != have { return "at line \(index + 1): expected \(want), got \(have)" }
    }
    return "(they differ only in line endings)"
  }
}
