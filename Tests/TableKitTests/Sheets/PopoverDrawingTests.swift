import Foundation
import Testing

@testable import TableKit

/// Three rows of 44 points, titled by number.
@MainActor
private final class ThreeRows: TableViewDataSource {
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = TableViewCell(style: .default, reuseIdentifier: nil)
    cell.textLabel?.text = "\(indexPath.row)"
    return cell
  }
}

/// How a popover is drawn (issues 26, 29): one rounded shape, its corners rounded over what the
/// views below show, its shadow around the rounded edge and its arrow, the arrow growing out of
/// the edge, and
/// no separator under a table's last row on its edge.
@MainActor
@Suite
struct PopoverDrawingTests {
  let harness = PresentationHarness(size: CGSize(width: 1024, height: 768))

  @Test(arguments: [
    (PopoverArrowDirection.up, CGPoint(x: 0, y: 1)), (.down, CGPoint(x: 0, y: -1)),
    (.left, CGPoint(x: 1, y: 0)), (.right, CGPoint(x: -1, y: 0)),
  ])
  func theArrowLeavesTheEdgeAtATangentAndNarrowsToItsTip(
    direction: PopoverArrowDirection, towardsBox: CGPoint
  ) {
    let tip = CGPoint(x: 100, y: 50)
    let outline = SheetLayout.popoverArrowOutline(
      tip: tip, direction: direction, size: CGSize(width: 28, height: 13))
    // Distance from the box's edge (positive towards the tip) and position along the edge.
    func out(_ p: CGPoint) -> CGFloat {
      13 - ((p.x - tip.x) * towardsBox.x + (p.y - tip.y) * towardsBox.y)
    }
    func along(_ p: CGPoint) -> CGFloat {
      (p.x - tip.x) * towardsBox.y - (p.y - tip.y) * towardsBox.x
    }
    let middle = outline[outline.count / 2]
    #expect(abs(middle.x - tip.x) < 1e-9 && abs(middle.y - tip.y) < 1e-9)
    #expect(abs(out(outline[0])) < 1e-9 && abs(out(outline[outline.count - 1])) < 1e-9)
    #expect(abs(abs(along(outline[0])) - 14) < 1e-9)
    #expect(outline.allSatisfy { out($0) >= -1e-9 && out($0) <= 13 + 1e-9 })
    // Next to the edge it rises far slower than its flank: no corner where it meets the box.
    let nearEdge = out(outline[1]) / abs(along(outline[1]) - along(outline[0]))
    let flank = 13 / 14.0
    #expect(nearEdge < flank / 4, "\(Double(nearEdge))")
  }

  /// Presents a popover of `content` at a source in a root view filled with `backdrop`.
  private func presentPopover(_ content: ViewController, over backdrop: Color) throws
    -> SheetContainerView
  {
    harness.root.view.backgroundColor = backdrop
    let anchor = View(frame: CGRect(x: 400, y: 50, width: 40, height: 30))
    harness.root.view.addSubview(anchor)
    content.modalPresentationStyle = .popover
    content.preferredContentSize = CGSize(width: 320, height: 132)
    content.popoverPresentationController?.sourceView = anchor
    harness.root.present(content, animated: true)
    harness.run(for: 0.6)
    return try #require(content.popoverPresentationController?.container)
  }

  @Test func itsCornersAreRoundedOverWhatLiesBelowThenItsShadowAndArrowFollow() throws {
    let content = ViewController()
    content.view.backgroundColor = .white
    let container = try presentPopover(content, over: .systemYellow)
    let box = container.cardView.frame
    var list = DrawList()
    harness.window.render(into: &list)
    let commands = list.commands
    // The backdrop is the root view's yellow as the root resolves it.
    let yellow = Color.systemYellow.resolvedColor(with: harness.root.view.traitCollection)
    let corners = commands.firstIndex {
      $0 == .roundCorners(
        box, cornerRadius: Metrics.popoverCornerRadius, corners: .allCorners, backdrop: yellow)
    }
    let shadow = commands.firstIndex {
      if case .shadowOutside(box, Metrics.popoverCornerRadius, _, _) = $0 { return true }
      return false
    }
    let arrow = commands.firstIndex { $0 == .fillPolygon(container.popover?.arrow ?? [], .white) }
    let contentFill = commands.firstIndex { $0 == .fillRect(CGRect(origin: .zero, size: box.size), .white) }
    // The arrow's own shadow: translucent black copies of its grown outline, after the box's
    // shadow and before the arrow.
    let arrowShadow = commands.indices.filter {
      if case .fillPolygon(_, let color) = commands[$0] { return color.red == 0 && color.alpha < 0.3 }
      return false
    }
    #expect(arrowShadow.count == 8)
    let order = try [
      #require(contentFill), #require(corners), #require(shadow), #require(arrowShadow.first),
      #require(arrowShadow.last), #require(arrow),
    ]
    #expect(order == order.sorted())
    #expect(!commands.contains { if case .shadow = $0 { true } else { false } })
  }

  @Test func aTableEndingOnThePopoversEdgeDrawsNoSeparatorThere() throws {
    let source = ThreeRows()
    let content = TableViewController(style: .plain)
    content.tableView.dataSource = source
    _ = try presentPopover(content, over: .white)
    func separators(of table: TableView) -> [CGFloat] {
      var list = DrawList()
      table.render(into: &list)
      return list.commands.compactMap { if case .line(let from, _, _, _) = $0 { from.y } else { nil } }
    }
    let inPopover = withExtendedLifetime(source) { separators(of: content.tableView) }
    #expect(inPopover.count == 2, "\(inPopover)")
    #expect(!inPopover.contains { $0 > 131 })

    // The same table elsewhere keeps the separator under its last row.
    let alone = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 132), style: .plain)
    alone.dataSource = source
    alone.layoutIfNeeded()
    #expect(withExtendedLifetime(source) { separators(of: alone) }.count == 3)
  }

  /// An arrow pinned against the box's corner (its foot cut to nothing on that side) falls
  /// straight down the box's side from its tip; the other side keeps its curve.
  @Test func anArrowPinnedAtACornerFallsDownTheBoxsSide() {
    let tip = CGPoint(x: 100, y: 50)
    let outline = SheetLayout.popoverArrowOutline(
      tip: tip, direction: .up, size: CGSize(width: 28, height: 13), footCut: (min: 14, max: 0))
    #expect(outline.first == CGPoint(x: 86, y: 63))
    #expect(outline.last == CGPoint(x: 100, y: 63), "the outer flank ends below the tip")
    #expect(outline.allSatisfy { $0.x <= 100 && $0.y >= 50 && $0.y <= 63 })
  }

  /// The shadow is drawn around everything but the square corner beside a pinned arrow.
  @Test func theAreaOutsideTheCornerSquareIsFourRects() {
    let area = CGRect(x: 0, y: 0, width: 100, height: 100)
    let hole = CGRect(x: 80, y: 10, width: 13, height: 13)
    let parts = SheetContainerView.parts(of: area, outside: hole)
    #expect(parts.count == 4)
    #expect(parts.allSatisfy { $0.intersection(hole).isEmpty })
    let covered: CGFloat = parts.reduce(0) { $0 + $1.width * $1.height }
    #expect(abs(covered - (100 * 100 - 13 * 13)) < 1e-6)
    #expect(SheetContainerView.parts(of: area, outside: .zero) == [area])
  }
}
