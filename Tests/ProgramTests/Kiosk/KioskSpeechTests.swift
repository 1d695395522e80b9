import Foundation
import TableKitSDL
import Testing

/// The kiosk's spoken mode (issue 30, item 4), run as a visitor meets it: `--speech` with
/// `--speech-log`, real SDL touch and key events from `--touch-script` under SDL's dummy video
/// and audio drivers, and the log read back line by line.
@Suite struct KioskSpeechTests {
  /// Runs the kiosk on the embedded catalog in spoken mode playing `script`.
  /// - Returns: The run and the log's lines.
  private func speak(_ script: String, extra: [String] = []) throws -> (ProgramRun, [String]) {
    let folder = try CatalogFolder()
    let scriptPath = folder.path("touch.txt")
    let logPath = folder.path("speech.log")
    try Data(script.utf8).write(to: URL(fileURLWithPath: scriptPath))
    let run = try runProgram(
      "table-kiosk",
      // With editing allowed, as these runs were recorded: the Edit button is the first stop.
      [
        "--windowed", "--no-state", "--allow-editing", "--speech", "--speech-log", logPath,
        "--touch-script", scriptPath,
      ] + extra,
      environment: ["SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"])
    #expect(run.status == 0, "\(run.errors)")
    let log = (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? ""
    return (
      run, log.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    )
  }

  /// The rows of the embedded catalog's first section as spoken mode says them: visitors may
  /// delete them (`--allow-editing`), so each has VoiceOver's "Actions available".
  private static let whale =
    "Blue Whale Skeleton, Hall of the Sea · 25 metres, button, 2 of 12, Actions available"
  private static let bottles =
    "Ships in Bottles, Gallery 3 · 40 models, button, 3 of 12, Actions available"
  private static let chart =
    "Navigator's Star Chart, Gallery 2 · 1750, Rare, button, 4 of 12, Actions available"

  @Test func keysWalkTheListRepeatPageAndOpenAnItem() throws {
    // A push ends after its animation and the detail picture's first drawing, which a debug
    // build on a busy machine takes seconds over: the waits leave it time.
    let (run, lines) = try speak(
      """
      wait 0.3
      key down
      key down
      key r
      key pagedown
      key pageup
      key down
      key return
      wait 6
      report opened
      key down
      wait 0.2
      """)
    #expect(run.errors.contains("info speech: spoken mode, eSpeak NG voice 'en'"), "\(run.errors)")
    #expect(run.output.contains("report opened: screen=detail:blue-whale"), "\(run.output)")
    #expect(
      lines == [
        "Harbour Museum, heading",  // the first screen's heading, at start
        "Edit, button",  // down
        "HIGHLIGHTS, heading",  // down
        "HIGHLIGHTS, heading",  // R repeats
        "Rows 6 to 11 of 12",  // Page Down
        "Rows 1 to 6 of 12",  // Page Up: the focus is on the page's first row
        Self.whale,  // down
        "Selected, " + Self.whale,  // Return selects, which opens the item
        "Blue Whale Skeleton, heading",  // the new screen's heading
        "Picture of Blue Whale Skeleton, image, 1 of 3",  // down: picture, text, one related item
      ])
  }

  @Test func touchesExploreSwipeAndDoubleTap() throws {
    let (run, lines) = try speak(
      """
      wait 0.3
      tap 400 250
      wait 0.5
      fling 200 400 to 400 400
      wait 0.1
      fling 400 400 to 200 400
      wait 0.1
      drag 400 240 to 400 420 in 1
      wait 0.1
      tap 700 500
      tap 700 500
      wait 6
      report opened
      """)
    #expect(run.output.contains("report opened: screen=detail:star-chart"), "\(run.output)")
    #expect(
      lines == [
        "Harbour Museum, heading",
        Self.whale,  // a tap on the whale's row (once no second tap came)
        Self.bottles,  // swipe right
        Self.whale,  // swipe left
        Self.bottles,  // a finger dragging down from the whale: each new row it reaches, once
        Self.chart,
        "Selected, " + Self.chart,  // a double tap elsewhere activates the focused row
        "Navigator's Star Chart, heading",
      ])
  }

  @Test func threeFingerSwipesPageRepeatsAndATwoFingerTapPausesSpeech() throws {
    let (run, lines) = try speak(
      """
      wait 0.3
      swipe3 400 450 to 400 150
      wait 0.3
      key r
      key 5
      tap2 400 300
      wait 0.3
      tap2 400 300
      wait 0.3
      swipe3 400 150 to 400 450
      wait 0.3
      report paged
      """)
    #expect(run.output.contains("first=lighthouse-lens stack=1"), "back at the top: \(run.output)")
    #expect(
      lines == [
        "Harbour Museum, heading",
        "Rows 6 to 11 of 12",  // three fingers up: the next page
        "Rows 6 to 11 of 12",  // R repeats
        "Rows 6 to 11 of 12",  // so does a keypad's 5; the two-finger taps pause and resume
        "Rows 1 to 6 of 12",  // three fingers down: back to the top
      ])
  }

  @Test func controlArrowsTurnTheRotorToActionsAndReturnDeletesTheRow() throws {
    let (run, lines) = try speak(
      """
      wait 0.3
      key down
      key down
      key down
      key down
      key ctrl+right
      key ctrl+down
      key return
      wait 1
      report deleted
      """)
    #expect(run.output.contains("report deleted: screen=list"), "\(run.output)")
    #expect(
      lines.suffix(4) == [
        Self.whale,  // the fourth down
        "Actions",  // Control-Right turns the rotor
        "Delete",  // Control-Down: the row's first action
        // Return performs it: the row that took the whale's place, in a list of 11.
        "Ships in Bottles, Gallery 3 · 40 models, button, 2 of 11, Actions available",
      ])
  }

  @MainActor @Test func theFocusFrameIsDrawnAroundTheFocusedRow() throws {
    let folder = try CatalogFolder()
    let shot = folder.path("focus.png")
    let (_, lines) = try speak(
      """
      wait 0.3
      key down
      key down
      key down
      key down
      wait 10
      """, extra: ["--frames", "90", "--screenshot", shot])
    #expect(lines.last == Self.whale)
    let image = try PixelImage(contentsOfFile: shot)
    // The frame's black band runs 2 to 6 points outside the whale's row (x 20 to 780, the
    // window's width less the card's margins, y 211 to 291 in the 800 × 600 window): black
    // beside the row's left edge, where the grouped list's light gray shows without it; the row
    // above has none.
    let channels = { (argb: UInt32) in [(argb >> 16) & 0xFF, (argb >> 8) & 0xFF, argb & 0xFF] }
    let beside = channels(image[16, 251])
    let besideAbove = channels(image[16, 171])
    #expect(beside.allSatisfy { $0 < 40 }, "\(beside)")
    #expect(besideAbove.allSatisfy { $0 > 200 }, "\(besideAbove)")
  }

  @Test func aLogThatCannotBeWrittenStopsTheKioskWithAClearError() throws {
    // /proc takes no new files, not even from root.
    let run = try runProgram(
      "table-kiosk",
      [
        "--windowed", "--no-state", "--speech", "--speech-log", "/proc/tablekit-speech.log",
        "--frames", "2",
      ],
      environment: ["SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"])
    #expect(run.status == 1)
    #expect(
      run.errors.contains("error kiosk: cannot write the speech log /proc/tablekit-speech.log"),
      "\(run.errors)")
  }
}
