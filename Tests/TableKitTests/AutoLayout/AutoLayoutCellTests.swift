import Foundation
import Testing

@testable import TableKit

/// Issue 27, item 2: cells and headers whose content view's subviews are pinned top to bottom
/// get their heights from their constraints with `automaticDimension`, as on iOS, with the
/// content view's margins as iOS's cells have them.
@MainActor
@Suite struct AutoLayoutCellTests {
  /// A message cell as apps write it: a wrapping title over a detail, pinned to the margins.
  final class MessageCell: TableViewCell {
    let title = Label()
    let detail = Label()

    required init(style: TableViewCell.CellStyle, reuseIdentifier: String?) {
      super.init(style: style, reuseIdentifier: reuseIdentifier)
      title.numberOfLines = 0
      detail.font = .systemFont(ofSize: 13)
      for label in [title, detail] {
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
      }
      let margins = contentView.layoutMarginsGuide
      LayoutConstraint.activate([
        title.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
        title.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        title.topAnchor.constraint(equalTo: margins.topAnchor),
        detail.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
        detail.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
        detail.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
        detail.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
      ])
    }
  }

  /// Rows of messages.
  final class Source: TableViewDataSource {
    var titles: [String]
    init(_ titles: [String]) { self.titles = titles }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
      titles.count
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
      if let cell = cell as? MessageCell {
        cell.title.text = titles[indexPath.row]
        cell.detail.text = "Yesterday"
      }
      return cell
    }
  }

  func table(_ source: Source, rows estimate: CGFloat = 44) -> TableView {
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .plain)
    table.clock = ManualClock()
    table.screen = ViewTesting.screen()
    table.register(MessageCell.self, forCellReuseIdentifier: "message")
    table.rowHeight = TableView.automaticDimension
    table.estimatedRowHeight = estimate
    table.dataSource = source
    table.layoutIfNeeded()
    return table
  }

  @Test func rowsTakeTheHeightOfTheirConstraints() throws {
    let long = String(repeating: "A long subject that wraps ", count: 4)
    let source = Source(["Short", long])
    let table = table(source)
    let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? MessageCell)
    let measurer = table.screen.textMeasurer
    let oneLine = measurer.lineHeight(of: cell.title.font)
    let detailHeight = cell.detail.intrinsicContentSize.height
    let short = table.rectForRow(at: IndexPath(row: 0, section: 0)).height
    #expect(short == 11 + oneLine + 4 + detailHeight + 11)
    let wrapped = table.rectForRow(at: IndexPath(row: 1, section: 0)).height
    #expect(wrapped > short + oneLine)
    // The title wraps at the margins' width and the row holds all its lines.
    #expect(cell.title.frame.width == 320 - 2 * Metrics.margin)
    #expect(cell.detail.frame.maxY == cell.contentView.bounds.height - 11)
  }

  @Test func aCellMayBeShorterThanAStandardRow() {
    final class Thin: TableViewCell {
      required init(style: TableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        let bar = View()
        bar.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(bar)
        LayoutConstraint.activate([
          bar.topAnchor.constraint(equalTo: contentView.topAnchor),
          bar.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
          bar.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
          bar.heightAnchor.constraint(equalToConstant: 20),
        ])
      }
    }
    let cell = Thin(style: .default, reuseIdentifier: nil)
    cell.screen = ViewTesting.screen()
    let size = cell.systemLayoutSizeFitting(
      CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(size.height == 20)
  }

  @Test func changingTheTextResizesTheRow() throws {
    let source = Source(["One line"])
    let table = table(source)
    let before = table.rectForRow(at: IndexPath(row: 0, section: 0)).height
    source.titles[0] = String(repeating: "Many more words ", count: 6)
    table.reloadRows(at: [IndexPath(row: 0, section: 0)], with: .none)
    table.layoutIfNeeded()
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height > before)
  }

  @Test func tenMillionEstimatedRowsStayLazy() {
    let source = Source(Array(repeating: "Row", count: 10_000_000))
    let table = table(source, rows: 60)
    #expect(table.visibleCells.count < 30)
    #expect(table.contentSize.height > 500_000_000)
  }

  @Test func aPlainViewFitsItsConstraints() {
    let card = View()
    card.screen = ViewTesting.screen()
    let label = Label()
    label.text = "Card"
    label.translatesAutoresizingMaskIntoConstraints = false
    card.addSubview(label)
    LayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 12),
      label.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -12),
      label.topAnchor.constraint(equalTo: card.topAnchor, constant: 6),
      label.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -6),
    ])
    let size = card.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
    let text = label.intrinsicContentSize
    #expect(size == CGSize(width: text.width + 24, height: text.height + 12))
  }

  @Test func measuringAViewInsideARegionLeavesItsConstraintsLive() {
    let parent = AutoLayoutTesting.root()
    let card = AutoLayoutTesting.constrained(in: parent)
    let inner = AutoLayoutTesting.constrained(in: card)
    let height = inner.heightAnchor.constraint(equalToConstant: 20)
    LayoutConstraint.activate([
      card.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
      card.topAnchor.constraint(equalTo: parent.topAnchor),
      inner.leadingAnchor.constraint(equalTo: card.leadingAnchor),
      inner.trailingAnchor.constraint(equalTo: card.trailingAnchor),
      inner.topAnchor.constraint(equalTo: card.topAnchor),
      inner.bottomAnchor.constraint(equalTo: card.bottomAnchor),
      inner.widthAnchor.constraint(equalToConstant: 50), height,
    ])
    parent.layoutIfNeeded()
    // Measured on its own, the card is solved by a system made for the measurement…
    #expect(card.systemLayoutSizeFitting(View.layoutFittingCompressedSize).height == 20)
    // …which must not take over its constraints from the region's system.
    height.constant = 30
    parent.layoutIfNeeded()
    #expect(card.frame.height == 30)
  }

  @Test func aControllersViewPinsItsTableToTheSafeArea() throws {
    final class Screen: ViewController {
      let table = TableView(frame: .zero, style: .plain)
      var laidOut = 0
      override func viewDidLoad() {
        table.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(table)
        LayoutConstraint.activate([
          table.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
          table.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor),
          table.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
          table.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
        ])
      }
      override func viewDidLayoutSubviews() { laidOut += 1 }
    }
    let controller = Screen()
    controller.additionalSafeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 34, right: 0)
    controller.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
    controller.view.screen = ViewTesting.screen()
    controller.view.layoutIfNeeded()
    #expect(controller.table.frame == CGRect(x: 0, y: 20, width: 390, height: 790))
    #expect(controller.laidOut == 1)
  }
}

/// A table reads the heights of the rows on screen again after every batch (UIKit's way to
/// animate heights that changed); a cell in which nothing changed keeps the height it fitted,
/// without solving again (issue 27, item 5: Auto Layout rows scrolled with updates).
@MainActor
@Suite struct AutoLayoutCellRemeasuringTests {
  typealias MessageCell = AutoLayoutCellTests.MessageCell

  func table(rows: Int) -> (TableView, AutoLayoutCellTests.Source) {
    let source = AutoLayoutCellTests.Source((0..<rows).map { "Message \($0)" })
    let table = AutoLayoutCellTests().table(source)
    return (table, source)
  }

  /// How many fittings each visible cell's layout system has solved so far.
  func solvedFittings(_ table: TableView) -> [ObjectIdentifier: Int] {
    var counts: [ObjectIdentifier: Int] = [:]
    for cell in table.visibleCells {
      counts[ObjectIdentifier(cell)] = cell.autoLayout.system?.solvedFittings ?? -1
    }
    return counts
  }

  @Test func anInsertOffScreenSolvesNoCellOnScreenAgain() {
    let (table, source) = table(rows: 200)
    let before = solvedFittings(table)
    #expect(before.values.allSatisfy { $0 >= 1 })
    source.titles.append("New")
    table.insertRows(at: [IndexPath(row: 200, section: 0)], with: .automatic)
    table.layoutIfNeeded()
    #expect(solvedFittings(table) == before)
  }

  @Test func anInsertAboveMovesCellsWithoutSolvingThemAgain() {
    let (table, source) = table(rows: 200)
    let before = solvedFittings(table)
    source.titles.insert("New", at: 0)
    table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
    for _ in 0..<5 {
      (table.clock as? ManualClock)?.advance(by: 0.05)
      table.layoutIfNeeded()
    }
    for (cell, count) in solvedFittings(table) where before[cell] != nil {
      #expect(count == before[cell], "a cell that only moved was solved again")
    }
  }

  /// A jump far away measures its rows with the cells it leaves, as UIKit's does, rather than
  /// making a screenful of new cells (and a layout system for each).
  @Test func aJumpFarAwayReusesTheCellsItLeaves() throws {
    let (table, source) = table(rows: 5_000)
    let before = Set(table.visibleCells.map(ObjectIdentifier.init))
    table.scrollToRow(at: IndexPath(row: 2_500, section: 0), at: .top, animated: false)
    table.layoutIfNeeded()
    let after = Set(table.visibleCells.map(ObjectIdentifier.init))
    #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 2_500, section: 0))
    #expect(after.subtracting(before).count <= 1, "cells made for the jump")
    let cell = try #require(table.visibleCells.first as? MessageCell)
    #expect(cell.title.text == "Message 2500")
    withExtendedLifetime(source) {}
  }

  @Test func aCellWhoseTextChangedIsSolvedAgain() throws {
    let (table, source) = table(rows: 20)
    let cell = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)) as? MessageCell)
    let before = table.rectForRow(at: IndexPath(row: 2, section: 0)).height
    let long = String(repeating: "A long subject that wraps ", count: 4)
    source.titles[2] = long
    cell.title.text = long
    table.performBatchUpdates(nil)
    table.layoutIfNeeded()
    #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)).height > before)
  }
}
