import Foundation
import Testing

@testable import TableKit

/// Where accessories go, what they draw, and the detail button's own hit area (issue 4, item 2).
@MainActor
@Suite
struct TableViewCellAccessoryTests {
  private func cell(_ type: TableViewCell.AccessoryType) -> TableViewCell {
    ViewTesting.cell(.default) {
      $0.textLabel?.text = "Title"
      $0.accessoryType = type
    }
  }

  private func commands(of cell: TableViewCell) -> [DrawCommand] {
    var list = DrawList()
    cell.accessoryMarks.draw(in: &list)
    return list.commands
  }

  // MARK: - Placement

  @Test(arguments: [
    (TableViewCell.AccessoryType.disclosureIndicator, CGRect(x: 297, y: 16, width: 8, height: 13)),
    (.checkmark, CGRect(x: 291, y: 17, width: 14, height: 11)),
    (.detailButton, CGRect(x: 283, y: 11, width: 22, height: 22)),
    (.detailDisclosureButton, CGRect(x: 263, y: 11, width: 42, height: 22)),
  ])
  func eachAccessoryEndsFifteenPointsFromTheEdgeCentredVertically(
    type: TableViewCell.AccessoryType, frame: CGRect
  ) {
    let cell = cell(type)
    #expect(cell.accessoryMarks.frame == frame)
    #expect(!cell.accessoryMarks.isHidden)
    #expect(cell.contentView.frame.width == frame.minX)
    #expect(cell.textLabel?.frame.maxX == frame.minX - 10)
  }

  @Test func noAccessoryLeavesTheWholeRowToTheContent() {
    let cell = cell(.none)
    #expect(cell.accessoryMarks.isHidden)
    #expect(cell.contentView.frame.width == 320)
    #expect(cell.textLabel?.frame.maxX == 305)
  }

  @Test func aCustomAccessoryViewReplacesTheAccessoryType() {
    let toggle = Switch()
    let cell = ViewTesting.cell(.default) {
      $0.accessoryType = .checkmark
      $0.accessoryView = toggle
    }
    #expect(toggle.superview === cell)
    #expect(toggle.frame == CGRect(x: 254, y: 7, width: 51, height: 31))
    #expect(cell.accessoryMarks.isHidden)
    cell.accessoryView = nil
    cell.layoutIfNeeded()
    #expect(toggle.superview == nil)
    #expect(!cell.accessoryMarks.isHidden)
    #expect(cell.accessoryMarks.type == .checkmark)
  }

  @Test func theEditingAccessoryTakesOverWhileEditing() {
    let cell = cell(.disclosureIndicator)
    cell.editingAccessoryType = .checkmark
    cell.setEditing(true, animated: false)
    cell.layoutIfNeeded()
    #expect(cell.accessoryMarks.type == .checkmark)
    cell.setEditing(false, animated: false)
    cell.layoutIfNeeded()
    #expect(cell.accessoryMarks.type == .disclosureIndicator)
  }

  @Test func theSectionIndexPushesTheAccessoryInByItsWidth() {
    let cell = cell(.disclosureIndicator)
    cell.trailingContentInset = Metrics.sectionIndexWidth
    cell.layoutIfNeeded()
    #expect(cell.accessoryMarks.frame.minX == 282)
  }

  // MARK: - Drawing

  @Test func theChevronIsALightGrayStrokeInsideItsBox() throws {
    let commands = commands(of: cell(.disclosureIndicator))
    guard case .polyline(let points, let width, let color) = try #require(commands.first) else {
      Issue.record("expected a polyline, got \(commands)")
      return
    }
    #expect(color == .chevron)
    #expect(width == Metrics.chevronLineWidth)
    #expect(points.count == 3)
    #expect(points.allSatisfy { $0.x >= 0 && $0.x <= 8 && $0.y >= 0 && $0.y <= 13 })
    #expect(points[1].x > points[0].x, "the tip is on the right")
  }

  @Test func theCheckmarkIsDrawnInTheTint() throws {
    let commands = commands(of: cell(.checkmark))
    guard case .polyline(_, _, let color) = try #require(commands.first) else {
      Issue.record("expected a polyline, got \(commands)")
      return
    }
    #expect(color == .tint)
  }

  @Test func theCheckmarkFollowsTheCellsTintColor() throws {
    let cell = cell(.checkmark)
    cell.tintColor = .destructiveRed
    guard case .polyline(_, _, let color) = try #require(commands(of: cell).first) else {
      Issue.record("expected a polyline")
      return
    }
    #expect(color == .destructiveRed)
  }

  @Test func theDetailButtonIsATintCircleWithAnI() {
    let commands = commands(of: cell(.detailButton))
    guard case .strokeRoundedRect(let rect, let radius, _, let color) = commands.first else {
      Issue.record("expected a ring first, got \(commands)")
      return
    }
    #expect(rect == CGRect(x: 0.5, y: 0.5, width: 21, height: 21))
    #expect(radius == 10.5)
    #expect(color == .tint)
    #expect(commands.count == 3, "ring, dot and stem")
  }

  @Test func aDetailDisclosureDrawsTheButtonThenTheChevron() {
    let commands = commands(of: cell(.detailDisclosureButton))
    #expect(commands.count == 4)
    guard case .polyline(let points, _, let color) = commands.last else {
      Issue.record("the chevron comes last")
      return
    }
    #expect(color == .chevron)
    #expect(points.allSatisfy { $0.x >= 34 && $0.x <= 42 })
  }

  // MARK: - The detail button's hit area

  @Test func onlyButtonAccessoriesHaveADetailButton() {
    #expect(cell(.none).detailButtonFrame == nil)
    #expect(cell(.disclosureIndicator).detailButtonFrame == nil)
    #expect(cell(.checkmark).detailButtonFrame == nil)
    #expect(cell(.detailButton).detailButtonFrame == CGRect(x: 283, y: 11, width: 22, height: 22))
    #expect(
      cell(.detailDisclosureButton).detailButtonFrame
        == CGRect(x: 263, y: 11, width: 22, height: 22))
  }

  @Test func theDetailButtonTakesTouchesElevenPointsAroundItsCircle() {
    let cell = cell(.detailButton)
    #expect(cell.detailButtonHitFrame == CGRect(x: 272, y: 0, width: 44, height: 44))
    #expect(cell.detailButtonContains(CGPoint(x: 273, y: 2)))
    #expect(cell.detailButtonContains(CGPoint(x: 315, y: 42)))
    #expect(!cell.detailButtonContains(CGPoint(x: 271, y: 22)), "the row, left of the area")
    #expect(!cell.detailButtonContains(CGPoint(x: 317, y: 22)), "the row, right of the area")
  }

  @Test func theChevronOfADetailDisclosureBelongsToTheRow() {
    let cell = cell(.detailDisclosureButton)
    // The circle is 263...285; the area stops halfway to the chevron at 297.
    #expect(cell.detailButtonHitFrame == CGRect(x: 252, y: 0, width: 39, height: 44))
    #expect(cell.detailButtonContains(CGPoint(x: 290, y: 22)))
    #expect(!cell.detailButtonContains(CGPoint(x: 300, y: 22)), "on the chevron")
  }

  @Test func theHitAreaMirrorsRightToLeft() {
    let cell = ViewTesting.cell(.default, layoutDirection: .rightToLeft) {
      $0.accessoryType = .detailDisclosureButton
    }
    // The circle is 35...57, the chevron 15...23: the area runs from 29 to 68.
    #expect(cell.detailButtonHitFrame == CGRect(x: 29, y: 0, width: 39, height: 44))
  }

  @Test func aCustomAccessoryViewHasNoDetailButton() {
    let cell = cell(.detailButton)
    cell.accessoryView = Switch()
    #expect(cell.detailButtonFrame == nil)
    #expect(!cell.detailButtonContains(CGPoint(x: 290, y: 22)))
  }
}
