import Foundation
import TableKit
import TableKitTesting
import XCTest

/// A deliberately failing XCTest test of `TableKitTesting`, run only in a child process by
/// `SnapshotFailureLocationTests`, which sets `TABLEKIT_XCTEST_FIXTURE_FOLDER` and reads where
/// XCTest reports the failures. In the normal run it is skipped.
final class SnapshotFailureFixture: XCTestCase {
  func testSnapshotsWithoutGoldensFailAtTheirCalls() throws {
    let folder = ProcessInfo.processInfo.environment["TABLEKIT_XCTEST_FIXTURE_FOLDER"]
    try XCTSkipIf(folder == nil, "runs only in SnapshotFailureLocationTests' child process")
    // The goldens are looked up, and the renderings written, in the scratch folder, never
    // beside this file.
    let goldens = ((folder ?? "") as NSString).appendingPathComponent("FixtureTests.swift")
    try MainActor.assumeIsolated {
      let snapshotter = try Snapshotter(environment: ["TABLEKIT_SNAPSHOT_ARTIFACTS": folder ?? ""])
      let view = View(frame: .zero)
      view.backgroundColor = .systemGreen
      let size = CGSize(width: 8, height: 8)
      // The lines marked `call:` are the ones the failures must name.
      try snapshotter.assertSnapshot(  // call: fixture-still
        of: view, named: "fixture-still", size: size, filePath: goldens)
      try snapshotter.assertSnapshots(  // call: fixture-sheet
        of: view, named: "fixture-sheet", size: size, clock: ManualClock(), at: [0, 0.1],
        filePath: goldens
      ) {}
    }
  }
}
