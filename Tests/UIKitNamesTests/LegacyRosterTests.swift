import Foundation
import Testing
import UIKit

/// A Swift 4 era table file (`UIKitNamed/LegacyRosterViewController.swift`) compiles with
/// `import UIKit` as it is and acts as on iOS 11 and later, where rows size themselves: its
/// cells pin their views to the cell rather than the content view, so the content view fits in
/// no height, and UIKit then shows the standard 44 points and warns once (issue 28, measured
/// on real files).
@MainActor
@Suite struct LegacyRosterTests {
  let clock = ManualClock(now: 10)
  let window: UIWindow
  let roster = LegacyRosterViewController()

  init() {
    window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 600), clock: clock)
    window.rootViewController = UINavigationController(rootViewController: roster)
    roster.tableView.clock = clock
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
  }

  func run(_ seconds: TimeInterval = 0.6) {
    for _ in 0..<Int(seconds * 60) {
      clock.advance(by: 1.0 / 60)
      window.layoutIfNeeded()
    }
  }

  var cells: [LegacyRosterCell] {
    roster.tableView.visibleCells.compactMap { $0 as? LegacyRosterCell }
      .sorted { $0.frame.minY < $1.frame.minY }
  }

  @Test func cellsThatCollapseGetTheStandardHeightAndOneWarning() {
    var warnings: [String] = []
    let roster = LegacyRosterViewController()
    roster.loadViewIfNeeded()
    let table: UITableView = roster.tableView
    table.warningHandler = { warnings.append($0) }
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 400), clock: clock)
    window.rootViewController = roster
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    #expect((0..<3).map { table.rectForRow(at: IndexPath(row: $0, section: 0)).height }
      == [44, 44, 44])
    #expect(warnings.count == 1)
    #expect(warnings.first?.hasPrefix(
      "Warning once only: Detected a case where constraints ambiguously suggest a height of zero"
    ) == true)
  }

  @Test func viewsPinnedToTheCellFillItsRow() throws {
    #expect(cells.map(\.nameLabel.text) == ["Ada", "Grace", "Edsger"])
    #expect(cells.map(\.frame.minY) == [50, 94, 138])
    let first = try #require(cells.first)
    #expect(first.nameLabel.frame == CGRect(x: 36, y: 0, width: 258, height: 44))
    #expect(first.removeButton.frame == CGRect(x: 302, y: 0, width: 80, height: 44))
    #expect(first.badge.frame == CGRect(x: 16, y: 16, width: 12, height: 12))
    let header = try #require(roster.tableView.headerView(forSection: 0) as? LegacyRosterHeader)
    #expect(header.titleLabel.frame == CGRect(x: 16, y: 0, width: 374, height: 50))
  }

  @Test func aTapOnARowsButtonRemovesThatRow() throws {
    let grace = try #require(cells.dropFirst().first)
    let button = grace.removeButton
    let point = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil)
    var target = window.hitTest(point)
    while let view = target, !(view is InputHandling) { target = view.superview }
    let handler = try #require(target as? InputHandling)
    #expect(target === button)
    let local = button.convert(point, from: nil)
    handler.handle(.pointerDown(id: 1, location: local, kind: .touch))
    handler.handle(.pointerUp(id: 1, location: local, kind: .touch))
    run()
    #expect(roster.members == ["Ada", "Edsger"])
    #expect(cells.map(\.nameLabel.text) == ["Ada", "Edsger"])
    #expect(roster.tableView.indexPathForSelectedRow == nil)
  }

  @Test func theInsertButtonAddsARowThatSlidesIn() {
    roster.navigationItem.rightBarButtonItem?.performPrimaryAction()
    run()
    #expect(roster.insertTaps == 1)
    #expect(cells.map(\.nameLabel.text) == ["Ada", "Grace", "Edsger", "Member 4"])
    #expect(cells.last?.frame.minY == 182)
  }

  @Test func badgesTakeTheirHueSaturationBrightnessColors() {
    let colors = cells.map { $0.badge.backgroundColor?.description }
    // Hues 0, 1/6 and 2/6 at saturation 0.56 and brightness 0.55: red, yellow and green
    // shades with the same lightness, as UIColor(hue:saturation:brightness:alpha:) gives.
    #expect(colors == ["#8C3E3E", "#8C8C3E", "#3E8C3E"])
  }
}
