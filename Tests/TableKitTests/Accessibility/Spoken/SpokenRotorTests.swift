import Foundation
import Testing

@testable import TableKit

/// Issue 26: spoken mode's rotor reaches an element's custom actions (a row's swipe actions)
/// as VoiceOver's Actions rotor does: two fingers turn it to Actions, swipes down and up step
/// through the actions, saying each, and a double tap performs the one chosen.
@MainActor
@Suite struct SpokenRotorTests {
  /// Five rows, "A" to "E"; rows outside `plain` have the trailing swipe actions Delete (which
  /// deletes the row) and Archive, the others none.
  private func rows(plain: Set<Int> = []) -> (EditingHarness, SpokenSession, RecordedSpeech) {
    let harness = EditingHarness(rows: 5)
    let source = harness.source
    let table = harness.table
    source.uneditable = Set(plain.map { IndexPath(row: $0, section: 0) })
    source.trailingActions = { [weak source, weak table] _ in
      let delete = ContextualAction(style: .destructive, title: "Delete") { _, view, done in
        guard let source, let table, let cell = view as? TableViewCell,
          let indexPath = table.indexPath(for: cell)
        else { return done(false) }
        source.calls.append("swipe delete \(indexPath.row)")
        source.sections[0].remove(at: indexPath.row)
        table.deleteRows(at: [indexPath], with: .automatic)
        done(true)
      }
      let archive = ContextualAction(style: .normal, title: "Archive") { _, _, done in
        source?.calls.append("archive")
        done(true)
      }
      return SwipeActionsConfiguration(actions: [delete, archive])
    }
    let speech = RecordedSpeech()
    let session = SpokenSession(root: table, output: speech)
    return (harness, session, speech)
  }

  private func touch(_ row: Int, in harness: EditingHarness, _ session: SpokenSession) throws {
    let frame = try #require(harness.cell(row)).accessibilityFrame
    session.handle(.explore(CGPoint(x: frame.midX, y: frame.midY)))
  }

  @Test func aRowWithActionsSaysSoAndTheRotorPerformsItsSwipeAction() throws {
    let (harness, session, speech) = rows()
    try touch(1, in: harness, session)
    #expect(speech.utterances.last == "B, button, 2 of 5, Actions available")
    session.handle(.nextRotorSetting)
    #expect(speech.utterances.last == "Actions")
    session.handle(.nextRotorItem)
    #expect(speech.utterances.last == "Delete")
    session.handle(.activate)
    #expect(harness.source.calls == ["swipe delete 1"], "the action, not the row's selection")
    #expect(harness.source.sections == [["A", "C", "D", "E"]])
    harness.run(for: 0.5)
    #expect(harness.table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "C")
    #expect(session.focus.focusedNode?.label == "C", "the row that took its place")
    #expect(speech.utterances.last == "C, button, 2 of 4, Actions available")
    session.handle(.activate)
    #expect(harness.source.calls.last == "didSelect 0.1", "the choice was used up")
  }

  @Test func swipesStepThroughTheActionsBothWaysAndWrapRound() throws {
    let (harness, session, speech) = rows()
    try touch(2, in: harness, session)
    session.handle(.nextRotorSetting)
    for input in [SpokenInput.nextRotorItem, .nextRotorItem, .nextRotorItem, .previousRotorItem] {
      session.handle(input)
    }
    #expect(speech.utterances.suffix(4) == ["Delete", "Archive", "Delete", "Archive"])
    session.handle(.activate)
    #expect(harness.source.calls == ["archive"])
    #expect(speech.utterances.last == "Archive", "the row read the same: nothing more is said")
  }

  @Test func anElementWithoutActionsSaysSoAndVerticalSwipesWaitForTheRotor() throws {
    let (harness, session, speech) = rows(plain: [0])
    try touch(0, in: harness, session)
    #expect(speech.utterances.last == "A, button, 1 of 5")
    session.handle(.nextRotorItem)
    #expect(speech.utterances.count == 1, "no setting chosen yet: the swipe does nothing")
    session.handle(.nextRotorSetting)
    #expect(speech.utterances.last == "No actions")
    session.handle(.activate)
    #expect(harness.source.calls == ["didSelect 0.0"])
  }

  @Test func movingTheFocusDropsTheChosenActionButKeepsTheSetting() throws {
    let (harness, session, speech) = rows(plain: [0])
    try touch(1, in: harness, session)
    session.handle(.nextRotorSetting)
    session.handle(.nextRotorItem)
    #expect(speech.utterances.last == "Delete")
    session.handle(.previous)
    #expect(speech.utterances.last == "A, button, 1 of 5")
    session.handle(.nextRotorItem)
    #expect(speech.utterances.last == "No actions", "the rotor stays on Actions")
    session.handle(.next)
    session.handle(.activate)
    #expect(harness.source.calls == ["didSelect 0.1"], "B is activated, not deleted")
    session.handle(.nextRotorItem)
    #expect(speech.utterances.last == "Delete", "stepping starts again at the first action")
    session.handle(.nextRotorSetting)
    #expect(speech.utterances.last == "Actions")
    session.handle(.activate)
    #expect(harness.source.calls == ["didSelect 0.1", "didSelect 0.1"], "turning drops it too")
    #expect(harness.source.sections[0].count == 5)
  }

  @Test func commandArrowsAndTheKeypadWorkTheRotor() {
    #expect(SpokenInput(key: .right, modifiers: .command) == .nextRotorSetting)
    #expect(SpokenInput(key: .left, modifiers: .command) == .previousRotorSetting)
    #expect(SpokenInput(key: .down, modifiers: .command) == .nextRotorItem)
    #expect(SpokenInput(key: .up, modifiers: .command) == .previousRotorItem)
    #expect(SpokenInput(key: .down, modifiers: [.control, .option]) == .nextRotorItem)
    #expect(SpokenInput(key: .down, modifiers: []) == .next, "plain arrows still move")
    #expect(SpokenInput(key: .tab, modifiers: .command) == .next)
    #expect(SpokenInput(key: .character("7"), modifiers: []) == .nextRotorSetting)
    #expect(SpokenInput(key: .character("1"), modifiers: []) == .nextRotorItem)
  }
}

/// The rotor's gestures: two fingers turning, one finger swiping down or up.
@Suite struct SpokenRotorGestureTests {
  private func turn(by degrees: CGFloat, steps: Int = 8) -> [SpokenInput] {
    var recognizer = SpokenGestureRecognizer()
    let center = CGPoint(x: 200, y: 300)
    func fingers(at angle: CGFloat) -> (CGPoint, CGPoint) {
      let offset = CGPoint(x: 60 * cos(angle), y: 60 * sin(angle))
      return (
        CGPoint(x: center.x - offset.x, y: center.y - offset.y),
        CGPoint(x: center.x + offset.x, y: center.y + offset.y)
      )
    }
    var decided: [SpokenInput] = []
    var time: TimeInterval = 10
    let (first, second) = fingers(at: 0)
    decided += recognizer.handle(.pointerDown(id: 1, location: first, kind: .touch), at: time)
    decided += recognizer.handle(.pointerDown(id: 2, location: second, kind: .touch), at: time)
    var last = (first, second)
    for step in 1...steps {
      time += 0.02
      last = fingers(at: degrees * .pi / 180 * CGFloat(step) / CGFloat(steps))
      decided += recognizer.handle(.pointerMoved(id: 1, location: last.0, kind: .touch), at: time)
      decided += recognizer.handle(.pointerMoved(id: 2, location: last.1, kind: .touch), at: time)
    }
    decided += recognizer.handle(.pointerUp(id: 1, location: last.0, kind: .touch), at: time)
    decided += recognizer.handle(.pointerUp(id: 2, location: last.1, kind: .touch), at: time)
    return decided + recognizer.advance(to: time + 1)
  }

  @Test func twoFingersTurningStepTheRotorEveryThirtyDegrees() {
    #expect(turn(by: 40) == [.nextRotorSetting], "clockwise on screen: the next setting")
    #expect(turn(by: -40) == [.previousRotorSetting])
    #expect(turn(by: 75, steps: 15) == [.nextRotorSetting, .nextRotorSetting])
    #expect(turn(by: 20).isEmpty, "too little to step, and no tap either")
  }

  @Test func oneFingerSwipingDownOrUpStepsThroughTheSetting() {
    func swipe(by dy: CGFloat) -> [SpokenInput] {
      var recognizer = SpokenGestureRecognizer()
      let start = CGPoint(x: 100, y: 300)
      _ = recognizer.handle(.pointerDown(id: 1, location: start, kind: .touch), at: 10)
      let end = CGPoint(x: 108, y: 300 + dy)
      return recognizer.handle(.pointerUp(id: 1, location: end, kind: .touch), at: 10.1)
        + recognizer.advance(to: 11)
    }
    #expect(swipe(by: 90) == [.nextRotorItem])
    #expect(swipe(by: -90) == [.previousRotorItem])
    #expect(swipe(by: 20).isEmpty, "too short for a swipe, too long for a tap")
  }
}

/// A field being edited offers its edit menu's commands on the rotor, as VoiceOver's rotor
/// offers Cut, Copy and Paste (and the delegate's own commands).
@MainActor
@Suite struct SpokenRotorEditingTests {
  @Test func theRotorSelectsAndCutsTheTextOfAFieldBeingEdited() throws {
    let h = EditMenuHarness()
    let counter = EditMenuCountingDelegate()
    h.field.delegate = counter
    let speech = RecordedSpeech()
    let session = SpokenSession(root: h.window, output: speech)
    h.field.becomeFirstResponder()
    session.handle(.explore(CGPoint(x: h.field.frame.midX, y: h.field.frame.midY)))
    #expect(speech.utterances.last?.hasSuffix(", Actions available") == true)
    session.handle(.nextRotorSetting)
    session.handle(.previousRotorItem)
    #expect(speech.utterances.last == "Select All", "up first: the last action")
    session.handle(.activate)
    #expect(h.field.editing.selectedText == "hello world")
    let asked = counter.asked
    session.handle(.nextRotorItem)
    #expect(speech.utterances.last == "Cut", "the actions of the text as it is now")
    // The rotor reads the actions from the one snapshot a swipe takes (about 15 µs a menu in a
    // debug build): nothing to cache.
    #expect(counter.asked - asked == 1, "a swipe asks for the edit menu once")
    session.handle(.activate)
    #expect(h.field.text == "")
    #expect(h.window.screen.clipboard.string == "hello world")
  }
}

/// Counts the times the field asks for its edit menu.
@MainActor
private final class EditMenuCountingDelegate: TextFieldDelegate {
  var asked = 0

  func textField(
    _ textField: TextField, editMenuForCharactersIn range: NSRange,
    suggestedActions: [MenuElement]
  ) -> Menu? {
    asked += 1
    return nil
  }
}
