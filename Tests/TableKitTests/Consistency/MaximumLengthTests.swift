import Foundation
import Testing

@testable import TableKit

/// A text field's `maximumLength` of 0 or less means no limit (issue 24: a negative one set
/// while the field held text trapped).
@MainActor
@Suite struct MaximumLengthTests {
  @Test(arguments: [-1, -1_000, 0, Int.min])
  func aLimitOfZeroOrLessKeepsTheTextAndLimitsNothing(limit: Int) {
    let field = TextField(frame: CGRect(x: 0, y: 0, width: 200, height: 36))
    field.warningHandler = { _ in }
    field.text = "hello"
    field.maximumLength = limit
    #expect(field.text == "hello")
    field.text = String(repeating: "x", count: 500)
    #expect(field.text?.count == 500)
    #expect(field.maximumLength == limit)
  }

  @Test func aPositiveLimitStillCutsTheTextItIsSetOver() {
    let field = TextField(frame: CGRect(x: 0, y: 0, width: 200, height: 36))
    field.warningHandler = { _ in }
    field.text = "hello"
    field.maximumLength = 3
    #expect(field.text == "hel")
  }

  @Test func anEditingStateWithANegativeLimitKeepsItsText() {
    var state = TextEditingState(text: "abc", maximumLength: -2)
    #expect(state.text == "abc")
    #expect(state.insert("def") == nil)
    #expect(state.text == "abcdef")
  }
}
