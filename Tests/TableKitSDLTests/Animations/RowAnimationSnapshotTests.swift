import Foundation
import TableKit
import TableKitSDL
import TableKitTesting
import Testing

/// A list of named rows, each with an icon, that tests change and then tell the table about.
@MainActor
final class AnimatedListSource: TableViewDataSource {
  var sections: [[String]]
  var titles: [String?]

  init(sections: [[String]], titles: [String?] = []) {
    self.sections = sections
    self.titles = titles
  }

  static let icons = ["icon-wifi", "icon-airplane", "icon-notifications", "icon-general", "icon-display"]

  func numberOfSections(in tableView: TableView) -> Int { sections.count }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].count
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = TableViewCell(style: .default, reuseIdentifier: nil)
    let title = sections[indexPath.section][indexPath.row]
    cell.textLabel?.text = title
    let icon = Self.icons[abs(title.hashValueStable) % Self.icons.count]
    cell.imageView?.image = Image(named: icon)
    cell.accessoryType = .disclosureIndicator
    return cell
  }

  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    section < titles.count ? titles[section] : nil
  }
}

extension String {
  /// A hash that is the same in every run (Swift's `hashValue` is seeded per process).
  fileprivate var hashValueStable: Int {
    unicodeScalars.reduce(0) { ($0 &* 31 &+ Int($1.value)) & 0xFFFF }
  }
}

/// Row animations as sheets of frames (0, 0.1, 0.15, 0.2 and 0.3 s after the update): for
/// every `RowAnimation` an insert, a delete and a reload, stacked in one sheet; then a move,
/// a whole section inserted and deleted, and a batch that mixes all four operations. Each sheet
/// was looked at frame by frame against iOS before it was recorded.
@MainActor
@Suite(.serialized)
struct RowAnimationSnapshotTests {
  let snapshotter: Snapshotter
  init() throws { snapshotter = try Snapshotter() }

  static let size = CGSize(width: 220, height: 200)

  /// A fresh table of Apple, Banana, Cherry, Damson on a manual clock, laid out.
  private func table(
    sections: [[String]] = [["Apple", "Banana", "Cherry", "Damson"]], titles: [String?] = [],
    style: TableView.Style = .plain, size: CGSize = Self.size
  ) throws -> (TableView, AnimatedListSource, OffscreenCanvas, ManualClock) {
    let canvas = try snapshotter.canvas(size: size)
    let table = TableView(frame: CGRect(origin: .zero, size: size), style: style)
    let clock = ManualClock(now: 10)
    table.clock = clock
    table.screen = canvas.makeScreen()
    table.rowHeight = 44
    let source = AnimatedListSource(sections: sections, titles: titles)
    table.dataSource = source
    table.layoutIfNeeded()
    return (table, source, canvas, clock)
  }

  /// The sheet of one update: `change` edits the source and tells the table.
  private func strip(
    _ change: (TableView, AnimatedListSource) -> Void,
    sections: [[String]] = [["Apple", "Banana", "Cherry", "Damson"]], titles: [String?] = [],
    style: TableView.Style = .plain, size: CGSize = Self.size,
    appearance: UserInterfaceStyle = .unspecified
  ) throws -> PixelImage {
    let (table, source, canvas, clock) = try table(
      sections: sections, titles: titles, style: style, size: size)
    table.overrideUserInterfaceStyle = appearance
    change(table, source)
    let dark = appearance == .dark
    let sheet = FrameSheet.frames(
      of: table, on: canvas, clock: clock, at: FrameSheet.rowAnimationTimes,
      background: style == .plain ? (dark ? .black : .white) : .groupedBackground)
    withExtendedLifetime(source) {}
    return sheet
  }

  nonisolated static let animations: [(RowAnimation, String)] = [
    (.fade, "fade"), (.right, "right"), (.left, "left"), (.top, "top"), (.bottom, "bottom"),
    (.none, "none"), (.middle, "middle"), (.automatic, "automatic"),
  ]

  @Test(arguments: animations.indices)
  func rowAnimationSheet(_ index: Int) throws {
    let (animation, name) = Self.animations[index]
    let row = IndexPath(row: 1, section: 0)
    let insert = try strip { table, source in
      source.sections[0].insert("Elderberry", at: 1)
      table.insertRows(at: [row], with: animation)
    }
    let delete = try strip { table, source in
      source.sections[0].remove(at: 1)
      table.deleteRows(at: [row], with: animation)
    }
    let reload = try strip { table, source in
      source.sections[0][1] = "Blueberry"
      table.reloadRows(at: [row], with: animation)
    }
    try snapshotter.verify(
      FrameSheet.stacked([insert, delete, reload]), named: "rows-\(name)-insert-delete-reload")
  }

  /// Issue 26's two row animation defects in dark: `.bottom` rises and sinks (it drew as
  /// `.none`), and a `.right` reload pushes the old row out with the new one following.
  @Test func theBottomAnimationAndARightReloadInDark() throws {
    let row = IndexPath(row: 1, section: 0)
    let insert = try strip(
      { table, source in
        source.sections[0].insert("Elderberry", at: 1)
        table.insertRows(at: [row], with: .bottom)
      }, appearance: .dark)
    let delete = try strip(
      { table, source in
        source.sections[0].remove(at: 1)
        table.deleteRows(at: [row], with: .bottom)
      }, appearance: .dark)
    let reload = try strip(
      { table, source in
        source.sections[0][1] = "Blueberry"
        table.reloadRows(at: [row], with: .right)
      }, appearance: .dark)
    try snapshotter.verify(
      FrameSheet.stacked([insert, delete, reload]), named: "rows-bottom-and-right-reload-dark")
  }

  /// Reduce Motion (issue 30): an insert from the left, a delete to the right and a reload
  /// from the top cross-fade in place instead.
  @Test func rowsCrossFadeUnderReduceMotion() throws {
    let row = IndexPath(row: 1, section: 0)
    func reducingMotion(_ table: TableView) { table.screen.accessibility.isReduceMotionEnabled = true }
    let insert = try strip { table, source in
      reducingMotion(table)
      source.sections[0].insert("Elderberry", at: 1)
      table.insertRows(at: [row], with: .left)
    }
    let delete = try strip { table, source in
      reducingMotion(table)
      source.sections[0].remove(at: 1)
      table.deleteRows(at: [row], with: .right)
    }
    let reload = try strip { table, source in
      reducingMotion(table)
      source.sections[0][1] = "Blueberry"
      table.reloadRows(at: [row], with: .top)
    }
    try snapshotter.verify(
      FrameSheet.stacked([insert, delete, reload]), named: "rows-reduce-motion-insert-delete-reload")
  }

  @Test func aMovedRowGlidesToItsNewPlace() throws {
    let sheet = try strip { table, source in
      source.sections[0].insert(source.sections[0].remove(at: 0), at: 3)
      table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 3, section: 0))
    }
    try snapshotter.verify(sheet, named: "rows-move")
  }

  private static let twoSections = [["Apple", "Banana"], ["Cherry", "Damson"]]

  @Test func aSectionInserted() throws {
    let insert = try strip(
      { table, source in
        source.sections.append(["Elderberry", "Fig"])
        source.titles.append("Inserted")
        table.insertSections(IndexSet(integer: 2), with: .fade)
      }, sections: Self.twoSections, titles: ["Fruit", "More"],
      size: CGSize(width: 220, height: 320))
    try snapshotter.verify(insert, named: "sections-insert-fade")
  }

  @Test func aSectionDeleted() throws {
    let delete = try strip(
      { table, source in
        source.sections.remove(at: 0)
        source.titles.remove(at: 0)
        table.deleteSections(IndexSet(integer: 0), with: .automatic)
      }, sections: Self.twoSections, titles: ["Fruit", "More"])
    try snapshotter.verify(delete, named: "sections-delete-automatic")
  }

  @Test func aBatchThatMixesInsertDeleteReloadAndMove() throws {
    let sheet = try strip { table, source in
      // Old: Apple Banana Cherry Damson. Delete Apple, reload Cherry, move Damson to the top,
      // insert Elderberry at the end: Damson Banana Cranberry Elderberry.
      source.sections[0] = ["Damson", "Banana", "Cranberry", "Elderberry"]
      table.performBatchUpdates {
        table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .left)
        table.reloadRows(at: [IndexPath(row: 2, section: 0)], with: .fade)
        table.moveRow(at: IndexPath(row: 3, section: 0), to: IndexPath(row: 0, section: 0))
        table.insertRows(at: [IndexPath(row: 3, section: 0)], with: .right)
      }
    }
    try snapshotter.verify(sheet, named: "rows-mixed-batch")
  }
}
