import Foundation
import TableKit
import Testing

/// Issue 15: an edited field asks its host to wake at the caret's next blink rather than for
/// every frame, so that an idle window with a field being edited sleeps between blinks.
@MainActor
@Suite struct TextFieldBlinkWakeTests {
  private func caretIsDrawn(_ field: TextField) -> Bool {
    var list = DrawList()
    field.draw(in: &list)
    return list.commands.contains {
      if case .fillRect(_, let color) = $0 { return color == .tint }
      return false
    }
  }

  @Test func theNextRedrawTimeIsWhenTheCaretNextChanges() throws {
    let field = TextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
    let clock = ManualClock(now: 10)
    field.clock = clock
    #expect(field.nextRedrawTime == nil, "a field not edited never wakes its host")
    field.becomeFirstResponder()
    #expect(!field.needsAnimationFrame)
    // Walk the blink from wake to wake: the caret changes at each, and not between.
    for _ in 0..<6 {
      let wake = try #require(field.nextRedrawTime)
      #expect(wake > clock.now)
      let drawn = caretIsDrawn(field)
      clock.advance(by: (wake - clock.now) * 0.9)
      #expect(caretIsDrawn(field) == drawn, "no change before the wake at \(wake)")
      clock.advance(by: wake - clock.now)
      #expect(caretIsDrawn(field) != drawn, "the caret changes at \(wake)")
    }
    field.resignFirstResponder()
    #expect(field.nextRedrawTime == nil)
  }
}
