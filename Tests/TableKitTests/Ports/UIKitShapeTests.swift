import Foundation
import Testing

@testable import TableKit

/// UIKit spellings and shapes that ported code uses as written: nested type names, the header
/// and footer lookups' types, inset adjustment, indicator insets, the refresh control's tint and
/// the cell's state transitions.
@MainActor
@Suite struct UIKitShapeTests {
  @Test func separatorStylesAreNestedInTheCellAsInUIKit() {
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .grouped)
    let etched: TableViewCell.SeparatorStyle = .singleLineEtched
    table.separatorStyle = etched
    #expect(table.separatorStyle == TableViewCell.SeparatorStyle.singleLineEtched)
    table.separatorStyle = TableViewCell.SeparatorStyle.none
    #expect(table.separatorStyle == .none)
  }

  @Test func etchedSeparatorsDrawAsSingleLines() {
    let single = TableHarness(rows: [5])
    let etched = TableHarness(rows: [5])
    etched.table.separatorStyle = .singleLineEtched
    var singleList = DrawList()
    var etchedList = DrawList()
    single.table.render(into: &singleList)
    etched.table.render(into: &etchedList)
    #expect(etchedList == singleList)
  }

  @Test func headerViewForSectionGivesTheHeaderFooterViewAndNilForOtherViews() {
    final class Source: NSObject, TableViewDataSource, TableViewDelegate {
      func numberOfSections(in tableView: TableView) -> Int { 2 }
      func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 2 }
      func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        TableViewCell(style: .default, reuseIdentifier: nil)
      }
      func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        "Titled"
      }
      func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
        section == 1 ? Label(frame: .zero) : nil
      }
      func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
        30
      }
    }
    let source = Source()
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    table.dataSource = source
    table.delegate = source
    table.layoutIfNeeded()
    let titled: TableViewHeaderFooterView? = table.headerView(forSection: 0)
    #expect(titled?.textLabel?.text == "Titled")
    #expect(table.headerView(forSection: 1) == nil, "a custom Label is no header-footer view")
    #expect(table.displayedHeaderView(forSection: 1) is Label)
    #expect(table.footerView(forSection: 0) == nil)
  }

  @Test func neverAdjustingLetsTheContentStartUnderTheBar() {
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    table.barTopInset = 44
    #expect(table.adjustedContentInset.top == 44)
    table.contentInsetAdjustmentBehavior = .never
    #expect(table.adjustedContentInset.top == 0)
    #expect(table.minimumContentOffsetY == 0)
    table.contentInsetAdjustmentBehavior = ScrollView.ContentInsetAdjustmentBehavior.automatic
    #expect(table.adjustedContentInset.top == 44)
  }

  @Test func theIndicatorKeepsClearOfTheBarsAndItsOwnInsetsButNotOfTheContentInset() {
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    table.contentInset = EdgeInsets(top: 100, bottom: 20)
    table.barTopInset = 44
    #expect(table.effectiveIndicatorInsets == EdgeInsets(top: 44))
    table.verticalScrollIndicatorInsets = EdgeInsets(top: 10, bottom: 30, right: 2)
    #expect(table.effectiveIndicatorInsets == EdgeInsets(top: 54, bottom: 30, right: 2))
    table.automaticallyAdjustsScrollIndicatorInsets = false
    #expect(table.effectiveIndicatorInsets == EdgeInsets(top: 10, bottom: 30, right: 2))
    table.scrollIndicatorInsets = EdgeInsets(bottom: 5)
    #expect(table.verticalScrollIndicatorInsets == EdgeInsets(bottom: 5))
    #expect(table.horizontalScrollIndicatorInsets == EdgeInsets(bottom: 5))
  }

  @Test func theIndicatorTrackStartsBelowTheBarAndHonoursItsBottomInset() throws {
    let harness = TableHarness(rows: [200])
    harness.table.barTopInset = 44
    harness.table.verticalScrollIndicatorInsets = EdgeInsets(bottom: 50)
    harness.table.contentOffset = CGPoint(x: 0, y: -44)
    harness.table.flashScrollIndicators()
    let bar = try #require(indicatorFrame(of: harness.table))
    #expect(bar.minY == 44 + ScrollIndicatorGeometry.margin)
    harness.table.contentOffset = CGPoint(x: 0, y: harness.table.maximumContentOffsetY)
    let low = try #require(indicatorFrame(of: harness.table))
    #expect(abs(low.maxY - (480 - 50 - ScrollIndicatorGeometry.margin)) < 0.01)
  }

  /// The scroll indicator's rounded bar as the table draws it now.
  private func indicatorFrame(of table: TableView) -> CGRect? {
    var list = DrawList()
    table.drawScrollIndicator(in: &list)
    return list.commands.compactMap { command -> CGRect? in
      if case .fillRoundedRect(let rect, _, _) = command { return rect }
      return nil
    }.first
  }

  @Test func aRefreshControlsTintColorsItsSpinnerAsInUIKit() {
    let control = RefreshControl()
    var plain = DrawList()
    control.drawSpinner(at: CGPoint(x: 50, y: 50), progress: 1, time: 0, in: &plain)
    #expect(plain.commands.allSatisfy { command in
      if case .polyline(_, _, let color) = command {
        return color.withAlphaComponent(1).description
          == Color.secondaryLabel.withAlphaComponent(1).description
      }
      return true
    })
    control.tintColor = .systemRed
    var tinted = DrawList()
    control.drawSpinner(at: CGPoint(x: 50, y: 50), progress: 1, time: 0, in: &tinted)
    #expect(!tinted.commands.isEmpty)
    #expect(tinted.commands.allSatisfy { command in
      if case .polyline(_, _, let color) = command {
        return color.withAlphaComponent(1).description == Color.systemRed.description
      }
      return true
    })
  }
}
