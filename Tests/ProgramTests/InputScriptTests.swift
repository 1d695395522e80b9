import Foundation
import TableKit
import TableKitSDL
import Testing

/// The input scripts the kiosk plays (`--touch-script`): what each line means and what is wrong
/// with a line that is not a step.
@Suite struct InputScriptTests {
  @Test func everyStepIsRead() throws {
    let script = try InputScript(
      text: """
        # a comment line
        wait 0.5
        tap 400 300   # a comment after a step

        drag 400 500 to 400 150 in 0.3
        fling 10 20 to 30 40
        key escape
        key q
        key ctrl+alt+o
        type 12 34
        close
        report after the fling
        """)
    #expect(
      script.steps == [
        .wait(0.5), .tap(CGPoint(x: 400, y: 300)),
        .drag(from: CGPoint(x: 400, y: 500), to: CGPoint(x: 400, y: 150), duration: 0.3),
        .drag(
          from: CGPoint(x: 10, y: 20), to: CGPoint(x: 30, y: 40),
          duration: InputScript.flingDuration),
        .key("escape"), .key("q"), .key("ctrl+alt+o"), .text("12 34"), .closeWindow,
        .report("after the fling"),
      ])
    #expect(abs(script.duration - (0.5 + InputScriptPlayer.tapHold + 0.3 + 0.1)) < 1e-9)
  }

  static let mistakes: [(line: String, message: String)] = [
    (
      "swipe left",
      "line 1: 'swipe' is not a step; steps: wait, tap, drag, fling, tap2, tap3, swipe2, swipe3, key, type, close, report"
    ),
    ("tap2 1", "line 1: tap2 takes a point: tap2 400 300"),
    ("swipe3 1 2 3 4", "line 1: swipe3 takes two points: swipe3 400 450 to 400 150"),
    ("wait", "line 1: wait takes seconds: wait 0.5"),
    ("wait -1", "line 1: wait: the time must not be negative"),
    ("tap 1", "line 1: tap takes a point: tap 400 300"),
    ("tap one 2", "line 1: tap: x must be a number, not 'one'"),
    ("drag 1 2 3 4", "line 1: drag takes two points: drag 400 500 to 400 150 in 0.3"),
    ("drag 1 2 to 3 4 in 0", "line 1: drag: the time must be positive"),
    ("fling 1 2 to 3", "line 1: fling takes two points: fling 400 500 to 400 150"),
    (
      "key banana",
      "line 1: key takes a key: a character or one of escape, return, up, down, left, right, pageup, pagedown, home, end, space, tab, after modifiers (ctrl, alt, shift) joined with +"
    ),
    (
      "key super+q",
      "line 1: key takes a key: a character or one of escape, return, up, down, left, right, pageup, pagedown, home, end, space, tab, after modifiers (ctrl, alt, shift) joined with +"
    ),
    ("type", "line 1: type takes text: type 1234"),
    ("close now", "line 1: close takes nothing"),
  ]

  @Test(arguments: 0..<mistakes.count)
  func aLineThatIsNotAStepIsNamed(index: Int) {
    let (line, message) = Self.mistakes[index]
    #expect(throws: InputScriptError.self) { try InputScript(text: line) }
    do {
      _ = try InputScript(text: line)
    } catch {
      #expect(error.description == message)
    }
  }

  /// Issue 30, item 4: spoken mode's two-finger tap and three-finger swipe.
  @Test func multiFingerStepsAreRead() throws {
    let script = try InputScript(text: "tap2 400 300\nswipe3 400 450 to 400 150\n")
    #expect(
      script.steps == [
        .touches(
          fingers: 2, from: CGPoint(x: 400, y: 300), to: CGPoint(x: 400, y: 300),
          duration: InputScriptPlayer.tapHold),
        .touches(
          fingers: 3, from: CGPoint(x: 400, y: 450), to: CGPoint(x: 400, y: 150),
          duration: InputScript.flingDuration),
      ])
    #expect(abs(script.duration - (InputScriptPlayer.tapHold + InputScript.flingDuration)) < 1e-9)
  }

  @Test func theLineNumberCountsBlankAndCommentLines() {
    do {
      _ = try InputScript(text: "wait 1\n\n# note\ntap x 1\n")
      Issue.record("a bad line throws")
    } catch {
      #expect(error.line == 4)
    }
  }
}
