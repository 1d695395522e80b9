import DemoScenes
import Foundation
import TableKit
import TableKitSDL
import TableKitTesting
import Testing

/// The playground in the demo window at its default size (issue 15): every action changes rows
/// that are on screen, and every row's label is its fruit's after any edit.
@MainActor
@Suite(.serialized)
struct PlaygroundWindowTests {
  let snapshotter: Snapshotter
  init() throws { snapshotter = try Snapshotter() }

  /// A fruit row as drawn: its name and number.
  struct Label: Hashable {
    var name: String
    var detail: String
  }

  /// The demo's 1000 × 700 window on the playground, its table and clock.
  private func makePlayground() throws -> (Window, TableView, ManualClock, Screen) {
    let size = CGSize(width: 1000, height: 700)
    let screen = try snapshotter.canvas(size: size).makeScreen()
    let clock = ManualClock(now: 1)
    let window = Window(frame: CGRect(origin: .zero, size: size), clock: clock)
    let index = try #require(DemoSceneCatalog.all.firstIndex { $0.name == "playground" })
    window.rootViewController = DemoWindowController(showing: index)
    window.screen = screen
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    let controller = try #require(window.rootViewController as? DemoWindowController)
    let table = try #require(controller.topTable)
    table.clock = clock
    return (window, table, clock, screen)
  }

  /// The top basket's labels from the data source, row by row (what a fresh cell would show).
  private func modelLabels(_ table: TableView) throws -> [Label] {
    let source = try #require(table.dataSource)
    return (0..<source.tableView(table, numberOfRowsInSection: 1)).map { row in
      let cell = source.tableView(table, cellForRowAt: IndexPath(row: row, section: 1))
      return Label(name: cell.textLabel?.text ?? "", detail: cell.detailTextLabel?.text ?? "")
    }
  }

  /// The labels of the top basket's rows wholly on screen, below the navigation bar.
  private func labelsOnScreen(_ table: TableView) throws -> Set<Label> {
    let labels = try modelLabels(table)
    let top = table.contentOffset.y + table.adjustedContentInset.top
    let bottom = table.contentOffset.y + table.frame.height
    return Set(
      labels.indices.filter { row in
        let rect = table.rectForRow(at: IndexPath(row: row, section: 1))
        return rect.minY >= top && rect.maxY <= bottom
      }.map { labels[$0] })
  }

  /// Taps the action row `title` and lets its animation finish.
  private func perform(_ title: String, on table: TableView, in window: Window, clock: ManualClock)
    throws
  {
    let row = try #require(
      (0..<table.numberOfRows(inSection: 0)).first {
        table.cellForRow(at: IndexPath(row: $0, section: 0))?.textLabel?.text == title
      }, "no action \(title)")
    table.delegate?.tableView(table, didSelectRowAt: IndexPath(row: row, section: 0))
    // Frame by frame, as a window draws, so that the animation runs to its end.
    TableDriver(table: table, in: window, clock: clock).advance(by: 1)
  }

  @Test func everyActionChangesRowsThatAreOnScreen() throws {
    let (window, table, clock, _) = try makePlayground()
    for round in 0..<4 {
      for action in ["Insert a row", "Delete a row", "Reload a row", "Move a row"] {
        let before = try modelLabels(table)
        let shownBefore = try labelsOnScreen(table)
        try perform(action, on: table, in: window, clock: clock)
        let after = try modelLabels(table)
        let shownAfter = try labelsOnScreen(table)
        #expect(table.contentOffset.y == -table.adjustedContentInset.top, "nothing scrolled")
        let context = "round \(round), \(action)"
        switch action {
        case "Insert a row":
          let added = Set(after).subtracting(before)
          #expect(added.count == 1 && added.isSubset(of: shownAfter), "\(context)")
        case "Delete a row":
          let removed = Set(before).subtracting(after)
          #expect(removed.count == 1 && removed.isSubset(of: shownBefore), "\(context)")
        case "Reload a row":
          let changed = Set(after).subtracting(before)
          #expect(changed.count == 1 && changed.isSubset(of: shownAfter), "\(context)")
        default:
          let moved = before.filter { label in
            var rest = after
            rest.removeAll { $0 == label }
            return rest == before.filter { $0 != label } && before != after
          }
          #expect(!moved.isEmpty, "\(context): one row moved")
          #expect(moved.contains { shownBefore.contains($0) && shownAfter.contains($0) }, "\(context)")
        }
      }
    }
    for action in ["Insert a section", "Delete a section"] {
      let before = try modelLabels(table)
      try perform(action, on: table, in: window, clock: clock)
      let after = try modelLabels(table)
      #expect(before != after, "\(action) changes the top basket")
      let header = table.rectForHeader(inSection: 1)
      #expect(header.maxY <= table.frame.height, "\(action): the top basket's header shows")
    }
  }

  @Test func everyRowsLabelIsItsFruitsAfterEdits() throws {
    let (window, table, clock, _) = try makePlayground()
    let actions = [
      "Insert a row", "Move a row", "Insert a row", "Delete a row", "Move a row", "Reload a row",
      "Insert a section", "Insert a row", "Move a row", "Delete a section", "Move a row",
    ]
    for action in actions {
      try perform(action, on: table, in: window, clock: clock)
      let labels = try modelLabels(table)
      for (row, label) in labels.enumerated() {
        guard let cell = table.cellForRow(at: IndexPath(row: row, section: 1)) else { continue }
        let drawn = Label(name: cell.textLabel?.text ?? "", detail: cell.detailTextLabel?.text ?? "")
        #expect(drawn == label, "after \(action), row \(row)")
      }
      #expect(Set(labels.map(\.detail)).count == labels.count, "every fruit has its own number")
    }
  }

  @Test func thePlaygroundAfterEditsMatchesItsGolden() throws {
    let (window, table, clock, _) = try makePlayground()
    for action in ["Insert a row", "Move a row", "Insert a section", "Delete a row"] {
      try perform(action, on: table, in: window, clock: clock)
    }
    let canvas = try snapshotter.canvas(size: window.frame.size)
    try snapshotter.verify(canvas.render(window), named: "playground-edited@1x")
  }
}
