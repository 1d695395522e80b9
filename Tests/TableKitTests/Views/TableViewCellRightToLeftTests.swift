import Foundation
import Testing

@testable import TableKit

/// Cells in right-to-left layout: every part mirrored, the separator inset flipped by the table
/// (issue 4, item 1).
@MainActor
@Suite
struct TableViewCellRightToLeftTests {
  private func cell(
    _ style: TableViewCell.CellStyle, _ configure: (TableViewCell) -> Void
  ) -> TableViewCell {
    ViewTesting.cell(style, layoutDirection: .rightToLeft, configure)
  }

  @Test func theAccessoryMovesToTheLeftMarginAndTheContentViewToTheRight() {
    let cell = cell(.default) {
      $0.textLabel?.text = "Wi-Fi"
      $0.accessoryType = .disclosureIndicator
    }
    #expect(cell.accessoryMarks.frame == CGRect(x: 15, y: 16, width: 8, height: 13))
    #expect(cell.contentView.frame == CGRect(x: 23, y: 0, width: 297, height: 44))
  }

  @Test func theImageAndTitleMirrorInsideTheContentView() {
    let cell = cell(.default) {
      $0.textLabel?.text = "Wi-Fi"
      $0.imageView?.image = .test("icon")
      $0.accessoryType = .disclosureIndicator
    }
    // Left to right the image is at 15...44 and the title at 59...287 of a 297-point content view.
    #expect(cell.imageView?.frame == CGRect(x: 253, y: 8, width: 29, height: 29))
    #expect(cell.textLabel?.frame == CGRect(x: 10, y: 12, width: 228, height: 20))
  }

  @Test func aTitleWithNaturalAlignmentIsDrawnAgainstTheRightEdge() throws {
    let cell = cell(.default) { $0.textLabel?.text = "Wi-Fi" }
    let label = try #require(cell.textLabel)
    let run = try #require(ViewTesting.textRuns(of: label).first)
    #expect(run.origin.x == label.frame.width - 46.75)
  }

  @Test func value1AndValue2AlignmentsFlip() {
    let value1 = cell(.value1) {
      $0.textLabel?.text = "Wi-Fi"
      $0.detailTextLabel?.text = "Home"
    }
    #expect(value1.detailTextLabel?.textAlignment == .left)
    #expect(value1.detailTextLabel?.frame == CGRect(x: 15, y: 12, width: 38, height: 20))
    #expect(value1.textLabel?.frame == CGRect(x: 258, y: 12, width: 47, height: 20))
    let value2 = cell(.value2) {
      $0.textLabel?.text = "version"
      $0.detailTextLabel?.text = "1.0"
    }
    #expect(value2.textLabel?.textAlignment == .left)
    #expect(value2.textLabel?.frame == CGRect(x: 240, y: 13, width: 65, height: 18))
    #expect(value2.detailTextLabel?.frame == CGRect(x: 15, y: 13, width: 219, height: 18))
  }

  @Test func aCellForcedLeftToRightKeepsItsLayoutOnARightToLeftScreen() {
    let cell = cell(.default) {
      $0.semanticContentAttribute = .forceLeftToRight
      $0.textLabel?.text = "Wi-Fi"
      $0.accessoryType = .checkmark
    }
    #expect(cell.accessoryMarks.frame.minX == 291)
    #expect(cell.textLabel?.frame.minX == 15)
  }

  @Test func theChevronPointsLeft() throws {
    let cell = cell(.default) { $0.accessoryType = .disclosureIndicator }
    var list = DrawList()
    cell.accessoryMarks.draw(in: &list)
    guard case .polyline(let points, _, _) = try #require(list.commands.first) else {
      Issue.record("the chevron is a polyline")
      return
    }
    #expect(points[1].x < points[0].x, "the tip is on the left")
  }

  @Test func aDetailDisclosureShowsTheChevronOnTheOutsideAndTheButtonInside() throws {
    let cell = cell(.default) { $0.accessoryType = .detailDisclosureButton }
    // 42 points wide at the left margin: chevron at 15...23, button at 35...57.
    #expect(cell.accessoryMarks.frame == CGRect(x: 15, y: 11, width: 42, height: 22))
    #expect(cell.detailButtonFrame == CGRect(x: 35, y: 11, width: 22, height: 22))
  }

  @Test func theTableFlipsTheSeparatorInsetOfARowWithAnImage() throws {
    for direction in [LayoutDirection.leftToRight, .rightToLeft] {
      let source = OneRowSource { $0.imageView?.image = .test("icon") }
      let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 44), style: .plain)
      table.screen = ViewTesting.screen(layoutDirection: direction)
      table.dataSource = source
      table.layoutIfNeeded()
      var list = DrawList()
      table.render(into: &list)
      let lines: [(CGFloat, CGFloat)] = list.commands.compactMap {
        if case .line(let from, let to, _, _) = $0 { return (from.x, to.x) }
        return nil
      }
      let expected: (CGFloat, CGFloat) = direction == .leftToRight ? (59, 320) : (0, 261)
      #expect(lines.first?.0 == expected.0 && lines.first?.1 == expected.1, "\(direction)")
      withExtendedLifetime(source) {}
    }
  }
}

/// One default row with a title, configured further by a function.
@MainActor
final class OneRowSource: TableViewDataSource {
  let configure: (TableViewCell) -> Void

  init(_ configure: @escaping (TableViewCell) -> Void) { self.configure = configure }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1 }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = TableViewCell(style: .default, reuseIdentifier: nil)
    cell.textLabel?.text = "Row"
    configure(cell)
    return cell
  }
}
