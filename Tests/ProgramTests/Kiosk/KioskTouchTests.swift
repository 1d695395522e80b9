import Foundation
import Testing

/// The kiosk's own event loop, driven by real SDL touch events (issue 15): `--touch-script`
/// pushes `SDL_FINGERDOWN`, `SDL_FINGERMOTION` and `SDL_FINGERUP` with `SDL_PushEvent` under
/// SDL's dummy video driver (no display needed), and the kiosk reports where it is.
@Suite struct KioskTouchTests {
  typealias Report = KioskScriptRun.Report

  /// Runs the kiosk on the embedded catalog in an 800 × 600 window playing `script`.
  private func play(_ script: String) throws -> [String: Report] {
    let kiosk = try KioskScriptRun(script, arguments: ["--windowed", "--no-state"])
    #expect(kiosk.run.status == 0, "\(kiosk.run.errors)")
    #expect(kiosk.run.errors.contains(" info kiosk: the catalog in "), "\(kiosk.run.errors)")
    #expect(kiosk.run.errors.contains("on the dummy video driver"), "\(kiosk.run.errors)")
    return kiosk.reports
  }

  @Test func aFlingScrollsATapOpensTheDetailAndAnEdgeSwipeComesBack() throws {
    let reports = try play(
      """
      wait 0.4
      report start
      drag 400 520 to 400 170 in 0.25
      report released
      wait 4.5
      report flung
      tap 400 300
      wait 0.8
      report opened
      drag 2 300 to 600 300 in 0.3
      wait 0.8
      report back
      """)
    let start = try #require(reports["start"])
    #expect(start.fields["screen"] == "list")
    #expect(start.fields["first"] == "lighthouse-lens")
    let released = try #require(reports["released"]?.number("offset"))
    // The drag's 1,400-odd pt/s coasts to rest in under 4 s (`Deceleration.duration`: ln v / 2
    // at the normal rate), so the report sees the list at rest. After 1.5 s it still moved
    // about 70 pt/s, and on a loaded machine the tap that opened the detail stopped it a
    // point past the report.
    let flung = try #require(reports["flung"])
    let flungOffset = try #require(flung.number("offset"))
    let startOffset = try #require(start.number("offset"))
    // The list follows the finger's 350 points (less the 10-point slop and a frame's lag on
    // a busy machine), and a quick drag flings: it is still moving when the finger lifts.
    #expect(
      flungOffset - startOffset > 300,
      "the list followed the finger's 350 points: \(startOffset) → \(flungOffset)")
    #expect(
      flungOffset > released, "it kept moving after the finger lifted: \(released) → \(flungOffset)"
    )
    let opened = try #require(reports["opened"])
    #expect(opened.fields["screen"]?.hasPrefix("detail:") == true, "\(opened.fields)")
    #expect(opened.fields["stack"] == "2")
    let back = try #require(reports["back"])
    #expect(back.fields["screen"] == "list")
    #expect(back.fields["stack"] == "1")
    #expect(back.number("offset") == flungOffset, "the list is where it was left")
  }

  /// Issue 24: no key quits the kiosk; Escape goes back, and on the first screen does nothing.
  @Test func escapeGoesBackAndNeverQuits() throws {
    let reports = try play(
      """
      wait 0.4
      key escape
      wait 0.3
      report first-escape
      tap 400 170
      wait 0.8
      report opened
      key escape
      wait 0.8
      report back
      key escape
      key escape
      wait 0.3
      report still-running
      """)
    #expect(reports["first-escape"]?.fields["screen"] == "list", "still running on the list")
    #expect(reports["opened"]?.fields["stack"] == "2")
    #expect(reports["back"]?.fields["stack"] == "1", "Escape went back")
    #expect(reports["still-running"]?.fields["screen"] == "list", "Escape on the list quit")
  }

  @Test func aTapOpensAnItemAndTheBackButtonComesBack() throws {
    let reports = try play(
      """
      wait 0.4
      tap 400 170
      wait 0.8
      report opened
      tap 60 22
      wait 0.8
      report back
      """)
    #expect(reports["opened"]?.fields["screen"] == "detail:lighthouse-lens")
    #expect(reports["back"]?.fields["screen"] == "list")
    #expect(reports["back"]?.fields["stack"] == "1")
  }

  @Test func aBadScriptIsAUsageMistake() throws {
    let folder = try CatalogFolder()
    let path = folder.path("bad.txt")
    try Data("wait 1\nswipe left\n".utf8).write(to: URL(fileURLWithPath: path))
    let run = try runProgram("table-kiosk", ["--touch-script", path])
    #expect(run.status == 2)
    #expect(
      run.errors.hasPrefix(
        "table-kiosk: --touch-script \(path): line 2: 'swipe' is not a step; steps: wait, tap, drag, fling, tap2, tap3, swipe2, swipe3, key, type, close, report"
      ), "\(run.errors)")
  }
}
