import Foundation
import Testing

@testable import TableKit

/// Issue 27: a malformed visual format is refused with UIKit's message and UIKit's caret (the
/// offset its parser had reached), never a trap.
@Suite struct VisualFormatErrorTests {
  typealias Reason = VisualFormatError.Reason

  /// Checks that `format` fails with `reason` at `position`, and that the description puts the
  /// caret there.
  func expectFailure(
    _ format: String, views: Set<String> = ["a", "b"], metrics: [String: Double] = [:],
    _ reason: Reason, at position: Int?, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    do {
      let parsed = try VisualFormat.parse(format, metrics: metrics, viewNames: views)
      Issue.record("\(format) parsed as \(parsed)", sourceLocation: sourceLocation)
    } catch {
      #expect(error.reason == reason, "\(format)", sourceLocation: sourceLocation)
      #expect(error.position == position, "\(format)", sourceLocation: sourceLocation)
      #expect(error.format == format, sourceLocation: sourceLocation)
      if let position {
        let caret = String(repeating: " ", count: position) + "^"
        #expect(
          error.description
            == "Unable to parse constraint format: \n\(reason) \n\(format) \n\(caret)",
          sourceLocation: sourceLocation)
      }
    }
  }

  @Test func theMessageIsUIKitsWithTheCaretUnderThePosition() {
    let error = VisualFormatError(.expectedView, format: "H:|-10-|", position: 7)
    // As in a real crash report: "Unable to parse constraint format: \nExpected a view ...".
    #expect(
      error.description == "Unable to parse constraint format: \nExpected a view \nH:|-10-| \n"
        + "       ^")
    expectFailure("H:|-10-|", .expectedView, at: 7)
  }

  @Test func anEmptyStringHasNoCaret() {
    expectFailure("", .emptyString, at: nil)
    let error = VisualFormatError(.emptyString, format: "", position: nil)
    #expect(error.description == "Unable to parse constraint format: It's an empty string.")
  }

  @Test func nonASCIICharactersAreRefusedWhole() {
    for format in ["[a]-[é]", "[a]\u{00A0}", "[😀]", "[a]\u{301}", "\u{FEFF}[a]", "|-€-[a]"] {
      expectFailure(format, .nonASCII, at: nil)
    }
    #expect(
      VisualFormatError(.nonASCII, format: "é", position: nil).description
        == "Unable to parse constraint format: It contains non-ASCII characters.")
  }

  @Test func unknownViewName() {
    expectFailure("[a]-[foo]", .unknownView("foo"), at: 8)
    // A key path is read up to the dot, as UIKit reports it: "self is not a key ...".
    expectFailure("V:|-1-[self.arrows]", views: ["self.arrows"], .unknownView("self"), at: 11)
    #expect(Reason.unknownView("foo").description == "foo is not a key in the views dictionary.")
  }

  @Test func unknownMetric() {
    expectFailure("|-margiin-[a]", metrics: ["margin": 8], .unknownMetric("margiin"), at: 9)
    expectFailure("[a(==w)]", .unknownMetric("w"), at: 6)
    expectFailure("[a(nan)]", .unknownMetric("nan"), at: 6)
    #expect(
      Reason.unknownMetric("margiin").description
        == "Encountered metric with name \"margiin\", but value was not specified in metrics "
        + "or views dictionaries")
  }

  @Test func unfinishedViews() {
    expectFailure("[", .expectedView, at: 1)
    expectFailure("[]", .expectedViewName, at: 1)
    expectFailure("[1a]", .expectedViewName, at: 1)
    expectFailure("[a", .expectedViewEnd, at: 2)
    expectFailure("[a-[b]", .expectedViewEnd, at: 2)
    expectFailure("[a(", .ranOutInView, at: 3)
    expectFailure("[a(10", .expectedParenthesisInView, at: 5)
    expectFailure("[a(>=5]", .expectedParenthesisInView, at: 6)
    expectFailure("[a(1e)]", .expectedParenthesisInView, at: 4)
    expectFailure("[a(0x10)]", .expectedParenthesisInView, at: 4)
    expectFailure("[a(5)", .expectedBracketAfterPredicates, at: 5)
    expectFailure("[a(5))]", .expectedBracketAfterPredicates, at: 5)
    expectFailure("-[a]", .expectedView, at: 0)
  }

  @Test func danglingAndDoubledDashes() {
    expectFailure("[a]-", .expectedMoreInput, at: 4)
    expectFailure("|-", .expectedMoreInput, at: 2)
    expectFailure("[a]-(", .expectedMoreInput, at: 5)
    expectFailure("[a]-10", .expectedDash, at: 6)
    expectFailure("[a]-10-", .expectedViewOrBar, at: 7)
    expectFailure("[a]--[b]", .ambiguousMinus, at: 4)
    expectFailure("[a]-10,20-[b]", .expectedDashNotComma, at: 6)
    expectFailure("[a]-(10-[b]", .expectedParenthesisInConnection, at: 7)
    expectFailure("[a]-(10)[b]", .expectedDash, at: 8)
  }

  @Test func barsOutOfPlace() {
    expectFailure("|", .expectedConnectionAfterBar, at: 1)
    expectFailure("V:|", .expectedConnectionAfterBar, at: 3)
    expectFailure("||", .expectedView, at: 1)
    expectFailure("|-|", .expectedView, at: 2)
    expectFailure("[a]|[b]", .expectedEnd, at: 4)
    expectFailure("[a]-|-[b]", .expectedEnd, at: 5)
    expectFailure("[a]||", .expectedEnd, at: 4)
    expectFailure("[a]x", .expectedViewOrBar, at: 3)
    expectFailure("[a](", .expectedViewOrBar, at: 3)
  }

  @Test func orientations() {
    expectFailure("H", .expectedColon(after: .horizontal), at: 1)
    expectFailure("V[a]", .expectedColon(after: .vertical), at: 1)
    expectFailure("H:", .expectedView, at: 2)
    expectFailure("v:[a]", .expectedView, at: 0)
    #expect(
      Reason.expectedColon(after: .vertical).description
        == "Expected ':' after 'V' to specify vertical arrangement")
  }

  @Test func whitespaceIsNotAllowed() {
    expectFailure("H: |[a]|", .expectedView, at: 2)
    expectFailure("[a] -[b]", .expectedViewOrBar, at: 3)
    expectFailure("[ a]", .expectedViewName, at: 1)
    expectFailure("[a( 10)]", .expectedNumberOrMetric, at: 3)
    expectFailure("[a]-\t-[b]", .expectedNumberOrMetric, at: 4)
    expectFailure("[a]\n", .expectedViewOrBar, at: 3)
  }

  @Test func relationsAndOperands() {
    expectFailure("[a(=5)]", .unknownRelation, at: 4)
    expectFailure("[a(>5)]", .unknownRelation, at: 4)
    expectFailure("[a(=<5)]", .unknownRelation, at: 4)
    expectFailure("[a(10,)]", .expectedNumberOrMetric, at: 6)
    expectFailure("[a(+5)]", .expectedNumberOrMetric, at: 3)
    expectFailure("[a(((((10)]", .expectedNumberOrMetric, at: 3)
    expectFailure("[a(-)]", .malformedNumber, at: 3)
    expectFailure("[a(-inf)]", .malformedNumber, at: 3)
    expectFailure("[a(-.)]", .malformedNumber, at: 3)
    expectFailure("[a]\0", .expectedViewOrBar, at: 3)
  }

  @Test func aConnectionCannotNameAView() {
    expectFailure("[a]-b-[b]", .viewAsSpacing("b"), at: 5)
    expectFailure("[a]-(>=8,b)-[b]", .viewAsSpacing("b"), at: 10)
    #expect(
      Reason.viewAsSpacing("b").description
        == "It's not possible to set a space equal to the width or height of a view.  Perhaps "
        + "you want to use a view as a spacer? [view1][spacer(==view1)][view2]")
  }

  @Test func prioritiesOutOfRange() {
    expectFailure("[a(10@1001)]", .priorityTooHigh(1001), at: 10)
    expectFailure("[a(10@0)]", .priorityNotPositive(0), at: 7)
    expectFailure("[a(10@-5)]", .priorityNotPositive(-5), at: 8)
    expectFailure("[a]-10@1e999-[b]", .priorityTooHigh(.infinity), at: 12)
    expectFailure("[a(10@p)]", metrics: ["p": -.infinity], .priorityNotPositive(-.infinity), at: 7)
    #expect(
      Reason.priorityTooHigh(1001).description
        == "Invalid priority specified: 1001. Priority cannot be higher than "
        + "NSLayoutPriorityRequired, which is 1000.")
    #expect(
      Reason.priorityNotPositive(0).description
        == "Invalid priority specified: 0. Priority must be greater than 0")
    #expect(
      Reason.priorityTooHigh(.infinity).description.hasPrefix("Invalid priority specified: inf."))
    #expect(
      Reason.priorityTooHigh(1000.5).description.hasPrefix("Invalid priority specified: 1000.5."))
  }

  @Test func prioritiesThatAreNotNumbers() {
    expectFailure("[a(10@)]", .expectedNumberOrMetric, at: 6)
    expectFailure("[a(10@high)]", .unknownMetric("high"), at: 10)
    expectFailure("[a(10@b)]", .viewAsPriority("b"), at: 7)
    expectFailure("[a(10@p)]", metrics: ["p": .nan], .priorityNotANumber("p"), at: 7)
    expectFailure("[a(10@@5)]", .expectedNumberOrMetric, at: 6)
  }

  @Test func nonFiniteNumbersAreRefused() {
    expectFailure("[a(1e999)]", .nonFiniteNumber("1e999"), at: 8)
    expectFailure("[a]-(-1e400)-[b]", .nonFiniteNumber("-1e400"), at: 11)
    expectFailure("[a(w)]", metrics: ["w": .nan], .nonFiniteMetric("w"), at: 4)
    expectFailure("|-w-[a]", metrics: ["w": -.infinity], .nonFiniteMetric("w"), at: 3)
    #expect(
      Reason.nonFiniteMetric("w").description
        == "The metric \"w\" is not a finite number, but a constant must be finite")
  }

  @Test func aLongMalformedFormatReportsItsLastPosition() {
    let body = String(repeating: "[a]-", count: 250_000)
    expectFailure(body, .expectedMoreInput, at: body.utf8.count)
    let digits = "[a(" + String(repeating: "9", count: 100_000) + ")]"
    expectFailure(digits, .nonFiniteNumber(String(repeating: "9", count: 100_000)), at: 100_003)
    let parentheses = "[a]-" + String(repeating: "(", count: 500_000)
    expectFailure(parentheses, .expectedNumberOrMetric, at: 5)
  }
}
