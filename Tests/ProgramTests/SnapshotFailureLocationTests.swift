import Foundation
import TableKit
import TableKitTesting
import Testing

/// Issue 15: an XCTest test's snapshot failure is reported at the file and line of the
/// `assertSnapshot` call, as `XCTAssert…` failures are, and the test goes on to its next check.
/// XCTest prints where it records a failure, so a child process runs the failing fixture
/// (`SnapshotFailureFixture`) and the test reads its report. Outside any test the failure is
/// thrown.
@Suite(.serialized) struct SnapshotFailureLocationTests {
  /// The fixture's source and the lines of its calls, by the golden each call names.
  private func fixtureCalls() throws -> (path: String, lines: [String: Int]) {
    let path = ((#filePath as NSString).deletingLastPathComponent as NSString)
      .appendingPathComponent("SnapshotFailureFixture.swift")
    let source = try String(contentsOfFile: path, encoding: .utf8)
    var lines: [String: Int] = [:]
    for (index, text) in source.components(separatedBy: "\n").enumerated() {
      if let marker = text.range(of: "// call: ") {
        lines[String(text[marker.upperBound...])] = index + 1
      }
    }
    return (path, lines)
  }

  @Test func xcTestReportsASnapshotFailureAtTheLineOfTheCall() throws {
    let (fixture, lines) = try fixtureCalls()
    let still = try #require(lines["fixture-still"])
    let sheet = try #require(lines["fixture-sheet"])
    let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent(
      "xctest-fixture-\(UUID().uuidString)")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let testBinary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    let run = try runProgram(
      testBinary.lastPathComponent,
      ["ProgramTests.SnapshotFailureFixture/testSnapshotsWithoutGoldensFailAtTheirCalls"],
      environment: ["TABLEKIT_XCTEST_FIXTURE_FOLDER": folder])
    let report = run.output + run.errors
    #expect(run.status != 0, "the fixture fails: \(report)")
    let test = "SnapshotFailureFixture.testSnapshotsWithoutGoldensFailAtTheirCalls"
    func failure(at line: Int, _ name: String) -> String {
      "\(fixture):\(line): error: \(test) : failed - No golden for snapshot '\(name)'"
    }
    #expect(report.contains(failure(at: still, "fixture-still")), "\(report)")
    // Both failures are reported, so the first did not end the test as a thrown error would
    // (which XCTest reports at `<EXPR>:0`).
    #expect(report.contains(failure(at: sheet, "fixture-sheet")), "\(report)")
    #expect(!report.contains("threw error"), "\(report)")
    #expect(report.contains("Executed 1 test, with 2 failures"), "\(report)")
    // The renderings went to the scratch folder, none beside the fixture.
    #expect(FileManager.default.fileExists(atPath: "\(folder)/fixture-still.actual.png"))
  }

  /// Outside Swift Testing and XCTest tests (a program linking `TableKitTesting`) the failure
  /// is thrown, its message starting with the call's file and line. A block on the main queue
  /// runs outside the test's task, so `Test.current` is nil there, and no XCTest test runs in
  /// this process.
  @MainActor @Test func outsideATestTheFailureIsThrownWithTheLineOfTheCall() async throws {
    let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent(
      "outside-\(UUID().uuidString)")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let file = (folder as NSString).appendingPathComponent("FakeTests.swift")
    let (thrown, line) = await withCheckedContinuation { continuation in
      DispatchQueue.main.async {
        MainActor.assumeIsolated {
          let line = #line + 3
          do {
            let snapshotter = try Snapshotter(environment: [:])
            try snapshotter.assertSnapshot(
              of: View(frame: .zero), named: "outside", size: CGSize(width: 4, height: 4),
              filePath: file)
            continuation.resume(returning: (String?.none, line))
          } catch {
            continuation.resume(returning: ("\(error)", line))
          }
        }
      }
    }
    #expect(thrown?.hasPrefix("FakeTests.swift:\(line): No golden for snapshot 'outside'") == true)
  }
}
