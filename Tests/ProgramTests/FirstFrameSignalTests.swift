import Foundation
import TableKitSDL
import Testing

/// `TABLEKIT_FIRST_FRAME` (issue 32, item 6): the start-up benchmark's signal. The real demo and
/// kiosk under SDL's dummy driver print one line with the first frame's clock readings after
/// their first present, once, and with `exit` end there; unset, nothing is printed.
@Suite(.serialized)
struct FirstFrameSignalTests {
  private let dummy = ["SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"]

  /// With `exit`, the demo prints the line and exits at its first frame: its readings are
  /// later than the moment before the spawn, earlier than its end, and the 30 frames asked
  /// for never run (their screenshot is not written).
  @Test func exitPrintsTheLineAtTheFirstPresentAndEnds() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let screenshot = folder.appendingPathComponent("last.png").path
    let before = FirstFrameSignal.seconds(of: CLOCK_MONOTONIC)
    let run = try runProgram(
      "table-demo", ["--no-state", "--frames", "30", "--screenshot", screenshot],
      environment: dummy.merging([FirstFrameSignal.variable: "exit"]) { $1 })
    let after = FirstFrameSignal.seconds(of: CLOCK_MONOTONIC)
    #expect(run.status == 0, "\(run.errors)")
    let reading = try #require(FirstFrameReading(in: run.errors), "\(run.errors)")
    #expect(reading.monotonic > before && reading.monotonic < after)
    #expect(reading.processCPU > 0 && reading.threadCPU > 0)
    #expect(reading.threadCPU <= reading.processCPU)
    #expect(!FileManager.default.fileExists(atPath: screenshot), "it ran past its first frame")
    #expect(lines(in: run.errors) == 1)
  }

  /// With `print`, the kiosk goes on to the end of its run (the screenshot of its last frame
  /// is written) and prints the line once, not once a frame.
  @Test func printPrintsOnceAndChangesNothingElse() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let screenshot = folder.appendingPathComponent("last.png").path
    let run = try runProgram(
      "table-kiosk", ["--no-state", "--frames", "5", "--screenshot", screenshot],
      environment: dummy.merging([FirstFrameSignal.variable: "print"]) { $1 })
    #expect(run.status == 0, "\(run.errors)")
    #expect(lines(in: run.errors) == 1, "\(run.errors)")
    #expect(FileManager.default.fileExists(atPath: screenshot))
  }

  /// Unset, no line; a value that is neither `print` nor `exit` is named on standard error and
  /// the run goes on as without it.
  @Test func unsetOrUnknownPrintsNoLine() throws {
    let plain = try runProgram("table-demo", ["--no-state", "--frames", "2"], environment: dummy)
    #expect(plain.status == 0)
    #expect(lines(in: plain.errors) == 0)
    let unknown = try runProgram(
      "table-demo", ["--no-state", "--frames", "2"],
      environment: dummy.merging([FirstFrameSignal.variable: "yes"]) { $1 })
    #expect(unknown.status == 0)
    #expect(lines(in: unknown.errors) == 0)
    #expect(unknown.errors.contains("TABLEKIT_FIRST_FRAME=yes is neither print nor exit"))
  }

  /// The line as printed reads back to the same figures; other lines are not taken for it.
  @Test func theLineReadsBack() {
    let line = FirstFrameSignal.line(monotonic: 12345.678901234, processCPU: 0.25, threadCPU: 0.125)
    #expect(line == "TABLEKIT_FIRST_FRAME monotonic=12345.678901234 cpu=0.250000 thread=0.125000")
    let reading = FirstFrameReading(in: "warning: something\n\(line)\nmore\n")
    #expect(reading == FirstFrameReading(in: line))
    #expect(reading?.monotonic == 12345.678901234)
    #expect(reading?.processCPU == 0.25)
    #expect(reading?.threadCPU == 0.125)
    #expect(FirstFrameReading(in: "TABLEKIT_FIRST_FRAME=yes is neither print nor exit") == nil)
    #expect(FirstFrameReading(in: "TABLEKIT_FIRST_FRAME monotonic=1") == nil)
  }

  /// A new empty folder for a run's screenshot; the caller removes it.
  private func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("first-frame-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  private func lines(in text: String) -> Int {
    text.split(separator: "\n").filter { $0.hasPrefix(FirstFrameSignal.linePrefix + " ") }.count
  }
}
