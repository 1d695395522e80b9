import Foundation
import Testing

@testable import TableKit

/// Text of any length and composition is set, compared and laid out in time proportional to
/// its length (issue 24: assigning a label 100,000 combining marks took 3.7 s, because comparing
/// the old and new text with `==` normalizes them, quadratically for such a run).
@MainActor
@Suite struct LongTextCostTests {
  /// `count` combining acute accents after one letter: a single grapheme cluster.
  static func combiningMarks(_ count: Int) -> String {
    var text = "e"
    text.unicodeScalars.append(contentsOf: repeatElement(Unicode.Scalar(0x301)!, count: count))
    return text
  }

  @Test func settingALabelsTextCostsInProportionToItsLength() {
    func assignments(of count: Int) -> () -> Void {
      let label = Label(frame: CGRect(x: 0, y: 0, width: 200, height: 20))
      let first = Self.combiningMarks(count)
      let again = Self.combiningMarks(count)
      let other = Self.combiningMarks(count - 1)
      return {
        // An equal text built apart, then another: each compared with the one before.
        label.text = first
        label.text = again
        label.text = other
      }
    }
    let short = assignments(of: 20_000)
    let long = assignments(of: 200_000)
    // Ten times the text: about ten times the time; `==` normalizing took about a hundred.
    let ratio = CostMeasuring.ratio(small: short, large: long)
    #expect(ratio < 35, "ten times the text cost \(ratio) times as much")
  }

  @Test func aLabelTakesAMillionCombiningMarksAndTheSameTextAgain() {
    let label = Label(frame: CGRect(x: 0, y: 0, width: 200, height: 20))
    label.text = Self.combiningMarks(1_000_000)
    label.text = Self.combiningMarks(1_000_000)
    #expect(label.text?.unicodeScalars.count == 1_000_001)
  }

  @Test func sameTextComparesScalarsNotCanonicalEquivalence() {
    let composed = "\u{E9}"
    let decomposed = "e\u{301}"
    #expect(composed == decomposed, "Swift's == says canonically equal")
    #expect(!composed.isSameText(as: decomposed))
    #expect(decomposed.isSameText(as: "e" + "\u{301}"))
    #expect(Optional<String>.none.isSameText(as: nil))
    #expect(!Optional("").isSameText(as: nil))
  }

  @Test func aLabelRedrawsWhenOnlyTheCompositionOfItsTextChanges() {
    let label = Label(frame: CGRect(x: 0, y: 0, width: 200, height: 20))
    label.screen = ViewTesting.screen()
    label.text = "caf\u{E9}"
    let before = ViewTesting.textRuns(of: label).map(\.string)
    label.text = "cafe\u{301}"
    let after = ViewTesting.textRuns(of: label).map(\.string)
    #expect(before == ["caf\u{E9}"])
    #expect(after.first?.unicodeScalars.count == 5, "the new scalars are drawn")
  }

  @Test
  func aTableOfSixRowsOfCombiningMarksReachesItsFirstFrame() {
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    table.screen = ViewTesting.screen()
    let source = MarksSource(text: Self.combiningMarks(100_000))
    table.dataSource = source
    table.layoutIfNeeded()
    var list = DrawList()
    table.render(into: &list)
    #expect(table.visibleCells.count == 6)
  }

  final class MarksSource: TableViewDataSource {
    let text: String
    init(text: String) { self.text = text }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 6 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      let cell = TableViewCell(style: .subtitle, reuseIdentifier: nil)
      cell.textLabel?.text = text
      cell.detailTextLabel?.text = text
      return cell
    }
  }
}
