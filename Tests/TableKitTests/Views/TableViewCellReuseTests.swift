import Foundation
import Testing

@testable import TableKit

/// What `prepareForReuse()` resets, and what it leaves to the data source (issue 4, item 8).
@MainActor
@Suite
struct TableViewCellReuseTests {
  @Test func prepareForReuseEndsSelectionHighlightAndFades() {
    let cell = ViewTesting.cell(.subtitle) { $0.textLabel?.text = "Title" }
    cell.isHighlighted = true
    cell.setSelected(true, animated: true)
    cell.prepareForReuse()
    #expect(!cell.isSelected)
    #expect(!cell.isHighlighted)
    #expect(cell.selectionOpacity == 0)
    #expect(!cell.isAnimating)
    #expect(cell.textLabel?.isHighlighted == false)
    #expect(cell.textLabel?.effectiveTextColor == .label)
  }

  @Test func prepareForReuseMakesTheCellVisibleAndOpaqueAgain() {
    let cell = ViewTesting.cell(.default)
    cell.alpha = 0.2
    cell.isHidden = true
    cell.prepareForReuse()
    #expect(cell.alpha == 1)
    #expect(!cell.isHidden)
    #expect(!cell.showingDeleteConfirmation)
  }

  @Test func prepareForReuseLeavesTheContentToTheDataSource() {
    let cell = ViewTesting.cell(.value1) {
      $0.textLabel?.text = "Title"
      $0.detailTextLabel?.text = "Detail"
      $0.imageView?.image = .test("icon")
      $0.accessoryType = .checkmark
    }
    cell.prepareForReuse()
    #expect(cell.textLabel?.text == "Title")
    #expect(cell.detailTextLabel?.text == "Detail")
    #expect(cell.imageView?.image == .test("icon"))
    #expect(cell.accessoryType == .checkmark)
  }

  @Test func aTableCallsPrepareForReuseWhenItHandsACellOutAgain() {
    final class CountingCell: TableViewCell {
      var preparations = 0
      override func prepareForReuse() {
        super.prepareForReuse()
        preparations += 1
      }
    }
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 100), style: .plain)
    table.register(CountingCell.self, forCellReuseIdentifier: "counting")
    let fresh = table.dequeueReusableCell(withIdentifier: "counting") as? CountingCell
    #expect(fresh?.preparations == 0)
    if let fresh {
      fresh.isSelected = true
      table.enqueueForReuse(fresh)
    }
    let reused = table.dequeueReusableCell(withIdentifier: "counting") as? CountingCell
    #expect(reused === fresh)
    #expect(reused?.preparations == 1)
    #expect(reused?.isSelected == false)
    #expect(table.dequeueReusableCell(withIdentifier: "unknown") == nil)
  }
}
