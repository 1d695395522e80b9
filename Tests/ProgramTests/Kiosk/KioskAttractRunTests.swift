import DemoScenes
import Foundation
import Testing

/// Issue 31, item 6, in the kiosk's own loop: the attract loop comes after the catalog's quiet
/// spell (the shortest the catalog may set, 10 s: this run waits that long, the only one; the
/// rules themselves are tested on stepped clocks in `KioskScreenTimeTests`), and the touch that
/// ends it reaches no row.
@Suite struct KioskAttractRunTests {
  @MainActor @Test func theLoopComesAfterItsSpellAndTheWakingTouchOpensNothing() throws {
    let folder = try KioskLockTests.embeddedCatalog(with: [
      "attract": ["afterSeconds": 10, "pictureSeconds": 3]
    ])
    let kiosk = try KioskScriptRun(
      """
      wait 9
      report before
      wait 1.6
      report loop
      tap 400 320
      wait 0.8
      report woken
      tap 400 320
      wait 0.8
      report opened
      """, arguments: ["--windowed", "--no-state", "--catalog", folder.url.path], folder: folder)
    #expect(kiosk.run.status == 0, "\(kiosk.run.errors)")
    #expect(kiosk.reports["before"]?.fields["cover"] == nil, "\(kiosk.run.output)")
    #expect(kiosk.reports["loop"]?.fields["cover"] == "attract", "\(kiosk.run.output)")
    #expect(kiosk.reports["woken"]?.fields["cover"] == nil)
    #expect(kiosk.reports["woken"]?.fields["screen"] == "list", "the waking tap opened nothing")
    // The loop's start took the list back to its top, its search bar showing: a row lower down.
    #expect(
      kiosk.reports["opened"]?.fields["screen"]?.hasPrefix("detail:") == true, "\(kiosk.run.output)"
    )
    #expect(
      kiosk.logLines("info", "screen").contains { $0.hasSuffix("attract loop started") },
      "\(kiosk.run.errors)")
    #expect(
      kiosk.logLines("info", "screen").contains {
        $0.hasSuffix("attract loop ended by a touch (the input itself is not acted on)")
      })
  }

  /// In spoken mode the loop says its invitation once; the touch that ends it is not explored
  /// (spoken mode would say the row under it), and the first screen's heading is said again.
  @MainActor @Test func inSpokenModeTheLoopSaysItsInvitationOnceAndATouchEndsIt() throws {
    let folder = try KioskLockTests.embeddedCatalog(with: [
      "attract": ["afterSeconds": 10, "pictureSeconds": 3]
    ])
    let speechLog = folder.path("speech.log")
    let kiosk = try KioskScriptRun(
      """
      wait 10.6
      report loop
      wait 4
      tap 400 320
      wait 1.5
      report woken
      """,
      arguments: [
        "--windowed", "--no-state", "--catalog", folder.url.path, "--speech", "--speech-log",
        speechLog,
      ], folder: folder)
    #expect(kiosk.run.status == 0, "\(kiosk.run.errors)")
    #expect(kiosk.reports["loop"]?.fields["cover"] == "attract", "\(kiosk.run.output)")
    #expect(kiosk.reports["woken"]?.fields["cover"] == nil, "\(kiosk.run.output)")
    let said = try String(contentsOfFile: speechLog, encoding: .utf8)
      .split(separator: "\n").map(String.init)
    #expect(
      said == [
        "Harbour Museum, heading",  // at start
        "Harbour Museum. Touch to explore",  // the loop, once through its crossfades
        "Harbour Museum, heading",  // woken: where the visitor is
      ], "\(said)")
  }
}
