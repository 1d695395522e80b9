import Foundation
import Testing

@testable import TableKit

/// Issue 26, item 6: bars blur what scrolls under them (iOS's `systemChromeMaterial`); over
/// content at its top edge, large title or small, the navigation bar is clear (iOS 15's
/// scroll-edge appearance);
/// a bar tint, an opaque bar or Reduce Transparency draws flat.
@MainActor
@Suite struct BarMaterialTests {
  private func styles(in view: View) -> [BlurEffect.Style] {
    var list = DrawList()
    view.render(into: &list)
    return list.commands.compactMap {
      if case .backdropBlur(_, let blur) = $0 { blur.style } else { nil }
    }
  }

  @Test func aLargeTitleBarIsClearAtTheTopAndBlursOnceContentScrollsUnder() throws {
    let controller = RowsController(title: "Rows", rows: 60)
    let harness = NavigationHarness(
      root: controller, size: CGSize(width: 390, height: 700), prefersLargeTitles: true)
    harness.settle()
    let bar = harness.navigation.navigationBar
    #expect(styles(in: bar).isEmpty, "clear over content resting at the top")
    let table = try #require(controller.tableView)
    table.setContentOffset(CGPoint(x: 0, y: table.contentOffset.y + 400), animated: false)
    harness.settle()
    #expect(styles(in: bar) == [.systemChromeMaterial])
    // The window's list: the rows first, then the blur over them.
    var list = DrawList()
    harness.window.render(into: &list)
    let blurIndex = try #require(list.commands.firstIndex {
      if case .backdropBlur = $0 { true } else { false }
    })
    let rowText = list.commands.firstIndex {
      if case .text(let run) = $0 { run.string.hasPrefix("Row ") } else { false }
    }
    #expect(rowText.map { $0 < blurIndex } == true, "the rows lie under the bar's blur")
  }

  @Test func aSmallTitleBarIsClearAtTheTopAndBlursOnceContentScrollsUnder() throws {
    let controller = RowsController(title: "Rows", rows: 60)
    let harness = NavigationHarness(root: controller, size: CGSize(width: 390, height: 700))
    harness.settle()
    let bar = harness.navigation.navigationBar
    #expect(styles(in: bar).isEmpty, "clear over content resting at its top edge, as iOS 15's")
    let table = try #require(controller.tableView)
    let top = table.contentOffset.y
    table.setContentOffset(CGPoint(x: 0, y: top + Metrics.largeTitleFadeDistance / 2), animated: false)
    harness.settle()
    #expect(abs((bar.pages?.upper?.backgroundAlpha ?? 0) - 0.5) < 0.01, "half faded in")
    table.setContentOffset(CGPoint(x: 0, y: top + 200), animated: false)
    harness.settle()
    #expect(styles(in: bar) == [.systemChromeMaterial])
  }

  @Test func aScreenThatDoesNotScrollKeepsItsBarsMaterial() {
    let controller = ViewController()
    controller.title = "Plain"
    let harness = NavigationHarness(root: controller, size: CGSize(width: 390, height: 700))
    harness.settle()
    #expect(styles(in: harness.navigation.navigationBar) == [.systemChromeMaterial])
  }

  @Test func reduceTransparencyMakesTheBarFlat() throws {
    let controller = RowsController(title: "Rows", rows: 60)
    let harness = NavigationHarness(root: controller, size: CGSize(width: 390, height: 700))
    harness.settle()
    // Content under the bar, so that it shows its background.
    let table = try #require(controller.tableView)
    table.setContentOffset(CGPoint(x: 0, y: table.contentOffset.y + 200), animated: false)
    harness.settle()
    harness.window.screen.accessibility.isReduceTransparencyEnabled = true
    #expect(styles(in: harness.navigation.navigationBar).isEmpty)
    harness.window.screen.accessibility.isReduceTransparencyEnabled = false
    #expect(styles(in: harness.navigation.navigationBar) == [.systemChromeMaterial])
  }

  @Test func aToolbarBlursUnlessTintedOrOpaque() {
    let toolbar = Toolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 49))
    toolbar.screen = ViewTesting.screen()
    #expect(styles(in: toolbar) == [.systemChromeMaterial])
    toolbar.isTranslucent = false
    #expect(styles(in: toolbar).isEmpty)
    toolbar.isTranslucent = true
    toolbar.barTintColor = .systemRed
    #expect(styles(in: toolbar).isEmpty)
  }

  @Test func aPlainHeaderBlursTheRowsUnderItAndACustomColorIsFlat() {
    let header = TableViewHeaderFooterView(reuseIdentifier: nil)
    header.screen = ViewTesting.screen()
    header.frame = CGRect(x: 0, y: 0, width: 320, height: 28)
    header.layoutIfNeeded()
    #expect(styles(in: header).count == 1)
    header.backgroundColor = .systemYellow
    #expect(styles(in: header).isEmpty)
  }
}
