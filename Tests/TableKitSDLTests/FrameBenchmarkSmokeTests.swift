import Foundation
import PipeReading
import Testing

/// The frame benchmark's machinery (`table-bench frames`), not its figures: its child process
/// runs the short script on a small viewport and reports every frame, TableKit's and the raw
/// SDL floor's, in order and at the same offsets. Times are never checked.
@Suite(.serialized)
struct FrameBenchmarkSmokeTests {
  /// Issue 26: W0 with a blurred bar over it runs the same script under a name of its own.
  @Test func theBlurredBarRunIsW0UnderItsOwnName() throws {
    let data = try runChild([
      "--frames-child", "W0", "320x200@1", "--quick", "--no-floor", "--blurred-bar",
    ])
    let runs = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
    #expect(runs.map { $0["toolkit"] as? String } == ["TableKit + blurred bar"])
    #expect(runs.first?["workload"] as? String == "W0")
    #expect(((runs.first?["frames"] as? [[String: Any]]) ?? []).count > 90)
  }

  @Test func theQuickScriptReportsEveryFrameOfTableKitAndTheFloor() throws {
    let data = try runChild(["--frames-child", "W0", "320x200@1", "--quick"])
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

  /// Issue 32, item 3: a run accounts for its heap by part, and the parts lie within it.
  @Test func aRunAccountsForItsMemoryByPart() throws {
    let data = try runChild(["--frames-child", "W1", "320x200@1", "--quick", "--no-floor"])
    let runs = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
    let memory = try #require(runs.first?["cacheMegabytes"] as? [String: Double])
    let held = try #require(runs.first?["heldViews"] as? [String: Double])
    // W1's 1,000,000 exact heights take a Double each in the height trees.
    let layout = try #require(memory["layout"])
    #expect(layout > 7 && layout < 20)
    #expect(memory["canvas"] == Double(320 * 200 * 4) / 1_048_576)
    #expect((held["cells"] ?? 0) > 0 && (held["views"] ?? 0) > (held["cells"] ?? 0))
    #expect((memory["cells"] ?? 0) > 0)
    let parts = ["text", "images", "masks", "layout", "cells", "canvas"].compactMap { memory[$0] }
    #expect(parts.count == 6)
    let heap = try #require(memory["heap"])
    #expect(parts.reduce(0, +) < heap)
  }

  /// Item 5's section: the child scrolls 10,000,000 rows at 120 Hz (a tenth of the minute with
  /// --quick) and reports every frame against the 8.33 ms budget, with the resident memory.
  @Test func theSustainedScrollReportsItsFramesAndMemory() throws {
    let data = try runChild(["--frames-child", "W0", "320x200@1", "--sustained", "--quick"])
    let result = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(result["rows"] as? Int == 10_000_000)
    #expect(result["frames"] as? Int == 720)
    let budget = try #require(result["budgetMilliseconds"] as? Double)
    #expect(abs(budget - 1000.0 / 120) < 1e-9)
    let worst = try #require(result["max"] as? Double)
    let median = try #require(result["p50"] as? Double)
    #expect(worst >= median && median > 0)
    let resident = try #require(result["residentAfterWarmUp"] as? Double)
    let largest = try #require(result["residentLargest"] as? Double)
    #expect(resident > 0 && largest >= resident)
  }

  /// Issue 32, item 6: the start-up figures of the demo and the kiosk built beside table-bench,
  /// from the spawn to their first presented frame, under SDL's dummy driver (and Xvfb where
  /// there is one); without --peers no GTK4 figure and so no target.
  @Test func theStartupFiguresComeFromTheProgramsFirstFrames() throws {
    let data = try runChild(["frames", "--startup-only", "--startup-runs", "1", "--json"])
    let report = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let figures = try #require(report["startup"] as? [[String: Any]])
    let dummy = figures.filter { $0["driver"] as? String == "SDL dummy" }
    #expect(Set(dummy.compactMap { $0["program"] as? String }) == ["table-demo", "table-kiosk"])
    for figure in dummy {
      #expect(figure["failure"] == nil, "\(figure)")
      #expect(figure["runs"] as? Int == 1)
      let wall = try #require(figure["wallMilliseconds"] as? Double)
      let cpu = try #require(figure["cpuMilliseconds"] as? Double)
      #expect(wall > 0 && cpu > 0)
    }
    #expect((report["targets"] as? [Any])?.isEmpty == true)
  }

  /// Runs the built table-bench with `arguments`, expects it to succeed, and returns what it
  /// prints.
  private func runChild(_ arguments: [String]) throws -> Data {
    let path = try builtTableBench()
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = pipe.fileHandleForReading.readUntilEnd()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    return data
  }

  private func order(_ segment: String) -> Int {
    ["scroll", "fling", "jump", "updates"].firstIndex(of: segment) ?? 9
  }
}
