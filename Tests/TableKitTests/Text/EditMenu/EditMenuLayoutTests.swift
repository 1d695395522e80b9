import Foundation
import Testing

@testable import TableKit

/// Where the edit menu's parts go: above its target with the arrow down, below it when the
/// top has no room, kept inside the window, in pages when too wide, mirrored right to left.
@MainActor
@Suite struct EditMenuLayoutTests {
  private let bounds = CGRect(x: 0, y: 0, width: 390, height: 800)
  private func width(_ title: String) -> CGFloat { CGFloat(title.count) * 8 }

  private func layout(
    _ titles: [String], target: CGRect, page: Int = 0, rightToLeft: Bool = false,
    in area: CGRect? = nil
  ) -> EditMenuLayout {
    EditMenuLayout(
      titles: titles, target: target, bounds: area ?? bounds, page: page,
      isRightToLeft: rightToLeft, measure: width)
  }

  @Test func itSitsAboveItsTargetCentredWithTheArrowOnTheTarget() {
    let target = CGRect(x: 150, y: 300, width: 60, height: 20)
    let menu = layout(["Cut", "Copy", "Paste"], target: target)
    #expect(menu.pointsDown)
    #expect(menu.pageCount == 1)
    #expect(menu.panelFrame.maxY + Metrics.editMenuArrowSize.height + Metrics.editMenuTargetGap == target.minY)
    #expect(abs(menu.panelFrame.midX - target.midX) < 0.01)
    #expect(menu.arrowTip == CGPoint(x: target.midX, y: target.minY - Metrics.editMenuTargetGap))
    #expect(menu.items.map(\.index) == [0, 1, 2])
    // The commands lie side by side and fill the panel.
    #expect(menu.items.first?.frame.minX == menu.panelFrame.minX)
    #expect(abs((menu.items.last?.frame.maxX ?? 0) - menu.panelFrame.maxX) < 0.01)
    #expect(menu.item(at: CGPoint(x: menu.items[1].frame.midX, y: menu.panelFrame.midY)) == 1)
  }

  @Test func withNoRoomAboveItGoesBelowWithTheArrowUp() {
    let target = CGRect(x: 150, y: 20, width: 60, height: 20)
    let menu = layout(["Paste"], target: target)
    #expect(!menu.pointsDown)
    #expect(menu.panelFrame.minY == target.maxY + Metrics.editMenuTargetGap + Metrics.editMenuArrowSize.height)
  }

  @Test func nearAnEdgeItStaysInsideAndTheArrowStillPointsAtTheTarget() {
    let target = CGRect(x: 370, y: 300, width: 10, height: 20)
    let menu = layout(["Cut", "Copy", "Paste"], target: target)
    #expect(menu.panelFrame.maxX == bounds.maxX - Metrics.editMenuMargin)
    #expect(menu.arrowTip.x <= menu.panelFrame.maxX - Metrics.editMenuCornerRadius)
    #expect(menu.arrowTip.x > menu.panelFrame.midX)
  }

  @Test func tooManyCommandsTurnIntoPagesWithChevrons() {
    let titles = (1...12).map { "Command \($0)" }
    let target = CGRect(x: 150, y: 300, width: 60, height: 20)
    let first = layout(titles, target: target)
    #expect(first.pageCount > 1)
    #expect(first.previousPageButton == nil)
    #expect(first.nextPageButton != nil)
    #expect(first.panelFrame.width <= bounds.width - 2 * Metrics.editMenuMargin)
    var seen = first.items.map(\.index)
    for page in 1..<first.pageCount {
      let next = layout(titles, target: target, page: page)
      #expect(next.previousPageButton != nil)
      #expect((next.nextPageButton != nil) == (page < first.pageCount - 1))
      #expect(next.panelFrame.width <= bounds.width - 2 * Metrics.editMenuMargin)
      seen += next.items.map(\.index)
    }
    #expect(seen == Array(0..<12), "every command on exactly one page, in order")
  }

  @Test func rightToLeftPutsTheFirstCommandOnTheRightAndTheNextPageOnTheLeft() {
    let target = CGRect(x: 150, y: 300, width: 60, height: 20)
    let menu = layout(["Cut", "Copy", "Paste"], target: target, rightToLeft: true)
    #expect(menu.items.map(\.index) == [2, 1, 0])
    let paged = layout((1...12).map { "Command \($0)" }, target: target, rightToLeft: true)
    let next = paged.nextPageButton
    #expect(next?.minX == paged.panelFrame.minX)
  }

  @Test func unusableTargetsAndTinyWindowsGiveAFiniteMenu() {
    for target in [
      CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1),
      CGRect(x: 0, y: CGFloat.infinity, width: 1, height: 1),
    ] {
      let menu = layout(["Cut", "Copy"], target: target)
      #expect(menu.panelFrame.isUsableForLayout)
      #expect(menu.arrowTip.isUsableForLayout)
    }
    let tiny = layout(["A very long command title indeed"], target: .zero, in: CGRect(x: 0, y: 0, width: 40, height: 40))
    #expect(tiny.panelFrame.isUsableForLayout)
    #expect(tiny.items.count == 1)
    #expect(tiny.pageCount == 1)
  }
}
