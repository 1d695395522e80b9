import Foundation
import Testing

/// The frame benchmark's machinery (`table-bench frames`), not its figures: its child process
/// runs the short script on a small viewport and reports every frame, TableKit's and the raw
/// SDL floor's, in order and at the same offsets. Times are never checked.
@Suite(.serialized)
struct FrameBenchmarkSmokeTests {
  @Test func theQuickScriptReportsEveryFrameOfTableKitAndTheFloor() throws {
    let path = (builtProductsDirectory() as NSString).appendingPathComponent("table-bench")
    try #require(
      FileManager.default.isExecutableFile(atPath: path),
      "table-bench must be built next to the tests (swift build --build-tests builds it)")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = ["--frames-child", "W0", "320x200@1", "--quick"]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    let runs = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
    #expect(runs.map { $0["toolkit"] as? String } == ["TableKit", "SDL floor"])
    let frames = runs.map { ($0["frames"] as? [[String: Any]]) ?? [] }
    let segments = frames[0].map { $0["segment"] as? String ?? "" }
    // The quick script: 90 frames of scrolling, a fling (a touch, 4 frames of drag, then frames
    // until rest, at most 60), 3 jumps, 60 animated updates; in that order.
    #expect(segments.filter { $0 == "scroll" }.count == 90)
    #expect((5...65).contains(segments.filter { $0 == "fling" }.count))
    #expect(segments.filter { $0 == "jump" }.count == 3)
    #expect(segments.filter { $0 == "updates" }.count == 60)
    #expect(segments == segments.sorted { order($0) < order($1) })
    #expect(frames[1].count == frames[0].count)
    #expect(
      zip(frames[0], frames[1]).allSatisfy {
        ($0["offset"] as? Double) == ($1["offset"] as? Double)
      })
    // Overdraw culling: no frame sets a pixel twice with an opaque color.
    let opaque = frames[0].compactMap { $0["opaqueFilledPixels"] as? Int }
    #expect(opaque.count == frames[0].count && opaque.allSatisfy { $0 <= 320 * 200 })
    #expect((runs[0]["jumps"] as? [Any])?.count == 3)
  }

  private func order(_ segment: String) -> Int {
    ["scroll", "fling", "jump", "updates"].firstIndex(of: segment) ?? 9
  }
}
