import Foundation
import Testing

@testable import TableKit

/// A cell subclass with its own views in the content view, as UIKit apps write them (issue 4,
/// API).
@MainActor
@Suite
struct TableViewCellSubclassTests {
  /// A badge on the trailing side of the content view and a self-sizing height.
  final class BadgeCell: TableViewCell {
    let badge = Label()

    required init(style: CellStyle, reuseIdentifier: String?) {
      super.init(style: style, reuseIdentifier: reuseIdentifier)
      contentView.addSubview(badge)
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      let size = badge.sizeThatFits(CGSize(width: 100, height: 44))
      badge.frame = CGRect(
        x: contentView.frame.width - 8 - size.width, y: 4, width: size.width, height: size.height)
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
      CGSize(width: size.width, height: 80)
    }
  }

  private func cell() -> BadgeCell {
    let cell = BadgeCell(style: .default, reuseIdentifier: "badge")
    cell.screen = ViewTesting.screen()
    cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
    cell.textLabel?.text = "Inbox"
    cell.badge.text = "12"
    return cell
  }

  @Test func customViewsSitInTheContentViewBesideTheStandardLabels() {
    let cell = cell()
    cell.layoutIfNeeded()
    #expect(cell.badge.superview === cell.contentView)
    // "12": 2 × 9.35 = 18.7 → 19 wide.
    #expect(cell.badge.frame == CGRect(x: 293, y: 4, width: 19, height: 20))
    #expect(cell.textLabel?.frame.minX == 15)
  }

  @Test func theContentViewShrinksForTheAccessorySoCustomViewsMoveWithIt() {
    let cell = cell()
    cell.accessoryType = .disclosureIndicator
    cell.layoutIfNeeded()
    #expect(cell.badge.frame.maxX == CGFloat(297 - 8))
  }

  @Test func customViewsAreDrawnWithTheCell() {
    let cell = cell()
    cell.layoutIfNeeded()
    #expect(ViewTesting.textRuns(of: cell).map(\.string) == ["Inbox", "12"])
  }

  @Test func aTableSizesASubclassByItsSizeThatFits() {
    final class Source: TableViewDataSource {
      func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 2 }
      func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "badge", for: indexPath)
      }
    }
    let source = Source()
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
    table.screen = ViewTesting.screen()
    table.register(BadgeCell.self, forCellReuseIdentifier: "badge")
    table.dataSource = source
    table.layoutIfNeeded()
    #expect(
      table.rectForRow(at: IndexPath(row: 1, section: 0))
        == CGRect(x: 0, y: 80, width: 320, height: 80))
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) is BadgeCell)
    withExtendedLifetime(source) {}
  }
}
