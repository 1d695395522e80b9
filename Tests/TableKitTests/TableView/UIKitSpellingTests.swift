import Foundation
import Testing

@testable import TableKit

/// UIKit's spellings that ported code uses as is: `rect(forSection:)`, `TableView.RowAnimation`,
/// `SelectionStyle.default`, a settable `isEditing`, `scrollRectToVisible(_:animated:)`.
@MainActor
@Suite struct UIKitSpellingTests {
  final class Rows: TableViewDataSource {
    func numberOfSections(in tableView: TableView) -> Int { 3 }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 20 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      TableViewCell(style: .default, reuseIdentifier: nil)
    }
  }

  private func makeTable(_ rows: Rows) -> TableView {
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    table.dataSource = rows
    table.layoutIfNeeded()
    return table
  }

  @Test func theNestedAndRenamedSpellingsAreTheSameThings() {
    let rows = Rows()
    let table = makeTable(rows)
    #expect(table.rect(forSection: 1) == table.rectForSection(1))
    let animation: TableView.RowAnimation = .fade
    table.insertRows(at: [IndexPath(row: 0, section: 0)], with: animation)
    #expect(TableView.RowAnimation.automatic == RowAnimation.automatic)
  }

  @Test func theDefaultSelectionStyleIsTheGrayOfIOS7() {
    let cell = TableViewCell(style: .default, reuseIdentifier: nil)
    cell.selectionStyle = .default
    cell.setSelected(true, animated: false)
    #expect(cell.showsSelection)
    #expect(cell.textLabel?.effectiveTextColor == .label, "gray: the titles stay dark")
  }

  @Test func settingIsEditingEntersEditingWithoutAnimation() {
    let rows = Rows()
    let table = makeTable(rows)
    table.isEditing = true
    #expect(table.isEditing)
    let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))
    #expect(cell?.isEditing == true, "the visible cells follow")
    table.isEditing = false
    #expect(!table.isEditing && cell?.isEditing == false)
  }

  @Test func scrollRectToVisibleMovesTheLeastDistance() {
    let rows = Rows()
    let table = makeTable(rows)
    let below = table.rectForRow(at: IndexPath(row: 15, section: 0))
    table.scrollRectToVisible(below, animated: false)
    #expect(table.contentOffset.y == below.maxY - 480, "its bottom at the view's bottom")
    table.scrollRectToVisible(below, animated: false)
    #expect(table.contentOffset.y == below.maxY - 480, "already visible: no move")
    let above = table.rectForRow(at: IndexPath(row: 1, section: 0))
    table.scrollRectToVisible(above, animated: false)
    #expect(table.contentOffset.y == above.minY, "its top at the view's top")
  }
}

/// `intrinsicContentSize`, as UIKit's: what a view's content needs by itself.
@MainActor
@Suite struct IntrinsicContentSizeTests {
  @Test func labelsImagesAndSwitchesKnowTheirSizeAndPlainViewsDoNot() {
    let plain = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    #expect(plain.intrinsicContentSize == CGSize(width: -1, height: -1))
    let label = Label()
    label.text = "Hello"
    let size = label.intrinsicContentSize
    #expect(size.width > 0 && size.height > 0)
    #expect(size == label.sizeThatFits(CGSize(width: 10_000, height: 10_000)))
    label.text = nil
    #expect(label.intrinsicContentSize == .zero)
    #expect(ImageView().intrinsicContentSize.width == View.noIntrinsicMetric)
    #expect(Switch().intrinsicContentSize == Metrics.switchSize)
  }
}
