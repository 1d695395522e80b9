import Foundation
import TableKit
import TableKitSDL
import TableKitTesting

/// A fruit list for the state pictures: rows of the default style with an icon, a chevron, and
/// a checkmark on the rows the test marks.
@MainActor
final class FruitStateSource: TableViewDataSource, TableViewDelegate {
  var sections: [[String]]
  var titles: [String?]
  var checked: Set<IndexPath> = []
  var accessory: TableViewCell.AccessoryType = .disclosureIndicator
  var marksSelection = false
  /// The swipe actions per row, by side; none when nil.
  var trailingActions: ((TableView, IndexPath) -> SwipeActionsConfiguration?)?
  var leadingActions: ((TableView, IndexPath) -> SwipeActionsConfiguration?)?

  init(sections: [[String]] = [["Apple", "Banana", "Cherry", "Damson", "Elderberry"]],
       titles: [String?] = []) {
    self.sections = sections
    self.titles = titles
  }

  func numberOfSections(in tableView: TableView) -> Int { sections.count }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].count
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = TableViewCell(style: .default, reuseIdentifier: nil)
    cell.textLabel?.text = sections[indexPath.section][indexPath.row]
    cell.imageView?.image = Image(named: AnimatedListSource.icons[indexPath.row % 5])
    cell.accessoryType = checked.contains(indexPath) ? .checkmark : accessory
    cell.showsReorderControl = true
    return cell
  }

  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    section < titles.count ? titles[section] : nil
  }

  func tableView(
    _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    let row = sections[sourceIndexPath.section].remove(at: sourceIndexPath.row)
    sections[destinationIndexPath.section].insert(row, at: destinationIndexPath.row)
  }

  func tableView(
    _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    guard editingStyle == .delete else { return }
    sections[indexPath.section].remove(at: indexPath.row)
    tableView.deleteRows(at: [indexPath], with: .automatic)
  }

  func tableView(
    _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> SwipeActionsConfiguration? { trailingActions?(tableView, indexPath) }

  func tableView(
    _ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> SwipeActionsConfiguration? { leadingActions?(tableView, indexPath) }

  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    guard marksSelection else { return }
    checked.insert(indexPath)
    tableView.cellForRow(at: indexPath)?.accessoryType = .checkmark
  }

  func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {
    guard marksSelection else { return }
    checked.remove(indexPath)
    tableView.cellForRow(at: indexPath)?.accessoryType = accessory
  }
}

/// A table of a `FruitStateSource` on a canvas and a manual clock, with helpers to play touches
/// frame by frame at 60 Hz.
@MainActor
struct StateFixture {
  let table: TableView
  let source: FruitStateSource
  let canvas: OffscreenCanvas
  let clock: ManualClock

  /// A 320 × 264 table (or `size`) of 44-point rows, `configure`d before it gets its data.
  init(
    _ snapshotter: Snapshotter, style: TableView.Style = .plain,
    size: CGSize = CGSize(width: 320, height: 264), scale: CGFloat = 1,
    source: FruitStateSource = FruitStateSource(), configure: (TableView) -> Void = { _ in }
  ) throws {
    canvas = try snapshotter.canvas(size: size, scale: scale)
    table = TableView(frame: CGRect(origin: .zero, size: size), style: style)
    clock = ManualClock(now: 10)
    self.source = source
    table.clock = clock
    table.screen = canvas.makeScreen()
    table.rowHeight = 44
    configure(table)
    table.dataSource = source
    table.delegate = source
    table.layoutIfNeeded()
  }

  func render(background: Color = .white) -> PixelImage {
    withExtendedLifetime(source) { canvas.render(table, background: background) }
  }

  /// Advances the clock a frame at a time for `seconds`, laying out after each.
  func run(for seconds: TimeInterval) {
    for _ in 0..<Int((seconds * 60).rounded()) {
      clock.advance(by: 1.0 / 60)
      table.layoutIfNeeded()
    }
  }

  func down(_ point: CGPoint) { table.handle(.pointerDown(id: 1, location: point, kind: .touch)) }
  func up(_ point: CGPoint) { table.handle(.pointerUp(id: 1, location: point, kind: .touch)) }

  /// Puts a finger down at `start` and moves it by `delta` in `steps` frames, without lifting.
  func press(at start: CGPoint, movingBy delta: CGPoint, steps: Int) {
    down(start)
    for step in 1...steps {
      run(for: 1.0 / 60)
      let fraction = CGFloat(step) / CGFloat(steps)
      table.handle(
        .pointerMoved(
          id: 1,
          location: CGPoint(x: start.x + delta.x * fraction, y: start.y + delta.y * fraction),
          kind: .touch))
    }
  }

  /// A quick tap at `point`, then half a second for what it starts.
  func tap(_ point: CGPoint) {
    down(point)
    run(for: 1.0 / 60)
    up(point)
    run(for: 0.5)
  }
}
