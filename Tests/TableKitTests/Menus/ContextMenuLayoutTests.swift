import Foundation
import Testing

@testable import TableKit

/// The pure geometry of a context menu: stacking, placement near the edges, right to left.
struct ContextMenuLayoutTests {
  private let bounds = CGRect(x: 0, y: 0, width: 320, height: 480)
  private let spacing = Metrics.contextMenuSpacing

  private func entries(_ titles: String...) -> [ContextMenuLayout.Entry] {
    titles.map { ContextMenuLayout.Entry(title: $0) }
  }

  @Test func itemsStackUnderTheTitleWithAGapBetweenGroups() {
    let layout = ContextMenuLayout(
      title: "Options", groups: [entries("A", "B"), [], entries("C")],
      anchor: .point(CGPoint(x: 20, y: 20)), bounds: bounds, isRightToLeft: false)
    let title = Metrics.contextMenuTitleHeight
    let item = Metrics.contextMenuItemHeight
    let gap = Metrics.contextMenuGroupGap
    #expect(layout.panelFrame == CGRect(x: 20, y: 20, width: 250, height: title + 3 * item + gap))
    #expect(layout.titleFrame == CGRect(x: 20, y: 20, width: 250, height: title))
    #expect(
      layout.items.map(\.frame.minY) == [
        20 + title, 20 + title + item, 20 + title + 2 * item + gap,
      ])
    #expect(layout.items.map(\.group) == [0, 0, 1], "the empty group is skipped")
    #expect(layout.items.map(\.isFirstInGroup) == [true, false, true])
    #expect(layout.groupGaps == [CGRect(x: 20, y: 20 + title + 2 * item, width: 250, height: gap)])
    #expect(!layout.showsStateColumn)
  }

  @Test func aMenuWithNoEntriesIsEmpty() {
    let layout = ContextMenuLayout(
      title: "T", groups: [[], []], anchor: .point(.zero), bounds: bounds, isRightToLeft: false)
    #expect(layout.isEmpty)
  }

  @Test func aCheckedOrMixedItemOpensTheStateColumnForAll() {
    let layout = ContextMenuLayout(
      title: "", groups: [[.init(title: "A"), .init(title: "B", state: .mixed)]],
      anchor: .point(.zero), bounds: bounds, isRightToLeft: false)
    #expect(layout.showsStateColumn)
  }

  @Test func nextToARowTheMenuGoesBelowThenAboveThenOverIt() {
    let size = CGSize(width: 250, height: 100)
    func origin(rowY: CGFloat, height: CGFloat = 44) -> CGPoint {
      ContextMenuLayout.panelOrigin(
        size: size, anchor: .row(CGRect(x: 0, y: rowY, width: 320, height: height)),
        bounds: bounds, isRightToLeft: false)
    }
    #expect(origin(rowY: 0) == CGPoint(x: 16, y: 44 + spacing))
    // Exactly fits below: 44 + 8 + 100 = 152 ≤ 472.
    let lowest = origin(rowY: 472 - 100 - spacing - 44)
    #expect(lowest.y == CGFloat(372))
    #expect(origin(rowY: 400) == CGPoint(x: 16, y: 400 - spacing - 100))
    // A row as tall as the table leaves no room either side: the menu is pushed inside, over it
    // (at the top when both sides are as short).
    #expect(origin(rowY: 0, height: 480).y == spacing)
    // A row partly scrolled off the top.
    #expect(origin(rowY: -30).y == 14 + spacing)
  }

  @Test func aPopUpButtonsMenuOpensOverTheButtonAndUpwardNearTheBottom() {
    let size = CGSize(width: 250, height: 100)
    func origin(_ button: CGRect, rtl: Bool = false) -> CGPoint {
      ContextMenuLayout.panelOrigin(
        size: size, anchor: .popUp(button), bounds: bounds, isRightToLeft: rtl)
    }
    // Room below: its top on the button's top, the leading edges together.
    #expect(origin(CGRect(x: 20, y: 100, width: 80, height: 34)) == CGPoint(x: 20, y: 100))
    // Near the bottom: its bottom on the button's bottom, still over the button.
    #expect(origin(CGRect(x: 20, y: 420, width: 80, height: 34)) == CGPoint(x: 20, y: 454 - 100))
    // Near the trailing edge, or right to left: the trailing (right) edges together.
    let trailing = CGRect(x: 200, y: 100, width: 100, height: 34)
    #expect(origin(trailing) == CGPoint(x: 50, y: 100))
    #expect(origin(trailing, rtl: true) == CGPoint(x: 50, y: 100))
  }

  @Test func atAPointTheMenuFlipsAwayFromTheEdgesItWouldCross() {
    let size = CGSize(width: 250, height: 100)
    func origin(_ x: CGFloat, _ y: CGFloat, rtl: Bool = false) -> CGPoint {
      ContextMenuLayout.panelOrigin(
        size: size, anchor: .point(CGPoint(x: x, y: y)), bounds: bounds, isRightToLeft: rtl)
    }
    #expect(origin(30, 40) == CGPoint(x: 30, y: 40))
    #expect(origin(300, 450) == CGPoint(x: 50, y: 350))
    #expect(origin(300, 40, rtl: true) == CGPoint(x: 50, y: 40))
    #expect(origin(30, 40, rtl: true) == CGPoint(x: 30, y: 40))
    // Neither side fits (a point in the middle of a narrow table): kept inside.
    let narrow = ContextMenuLayout.panelOrigin(
      size: size, anchor: .point(CGPoint(x: 140, y: 10)),
      bounds: CGRect(x: 0, y: 0, width: 280, height: 480), isRightToLeft: false)
    #expect(narrow == CGPoint(x: spacing, y: 10))
  }

  @Test func rightToLeftTheMenuStartsFromTheRowsRightEdge() {
    let origin = ContextMenuLayout.panelOrigin(
      size: CGSize(width: 250, height: 100),
      anchor: .row(CGRect(x: 0, y: 0, width: 320, height: 44)),
      bounds: bounds, isRightToLeft: true)
    #expect(origin == CGPoint(x: 320 - 16 - 250, y: 44 + spacing))
  }

  @Test func aNarrowOrShortTableShrinksThePanelToFit() {
    let small = CGRect(x: 0, y: 0, width: 200, height: 100)
    let layout = ContextMenuLayout(
      title: "", groups: [entries("A", "B", "C", "D")],
      anchor: .row(CGRect(x: 0, y: 0, width: 200, height: 44)),
      bounds: small, isRightToLeft: false)
    #expect(
      layout.panelFrame
        == CGRect(x: spacing, y: spacing, width: 200 - 2 * spacing, height: 100 - 2 * spacing))
    #expect(layout.itemIndex(at: CGPoint(x: 50, y: 20)) == 0)
    #expect(layout.itemIndex(at: CGPoint(x: 50, y: 150)) == nil, "cut off below the panel")
  }

  @Test func theArrowKeysStepThroughEnabledItemsAndWrap() {
    let enabled = [false, true, false, true]
    #expect(ContextMenuLayout.steppedItem(from: nil, by: 1, enabled: enabled) == 1)
    #expect(ContextMenuLayout.steppedItem(from: nil, by: -1, enabled: enabled) == 3)
    #expect(ContextMenuLayout.steppedItem(from: 1, by: 1, enabled: enabled) == 3)
    #expect(ContextMenuLayout.steppedItem(from: 3, by: 1, enabled: enabled) == 1)
    #expect(ContextMenuLayout.steppedItem(from: nil, by: 1, enabled: [false, false]) == nil)
    #expect(ContextMenuLayout.steppedItem(from: nil, by: 1, enabled: []) == nil)
  }

  @Test func anImageIsFittedIntoItsBoxKeepingItsShape() {
    let box = CGRect(x: 0, y: 0, width: 22, height: 22)
    #expect(
      ContextMenuLayout.aspectFit(CGSize(width: 44, height: 22), in: box)
        == CGRect(x: 0, y: 5.5, width: 22, height: 11))
    #expect(ContextMenuLayout.aspectFit(nil, in: box) == box)
  }
}
