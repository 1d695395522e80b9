import Foundation
import Testing

@testable import TableKit

/// A data source and delegate over one section of titled rows, offering a context menu made by
/// `makeMenu` and recording what happens, in order.
@MainActor
final class ContextMenuSource: TableViewDataSource, TableViewDelegate {
  var rows: [String]
  var calls: [String] = []
  /// The menu of a row; nil for no configuration.
  var makeMenu: ((IndexPath) -> Menu?)? = nil
  /// The points the delegate was asked about, in content coordinates.
  var askedPoints: [CGPoint] = []

  init(rows: Int) { self.rows = (0..<rows).map { "Row \($0)" } }

  func numberOfSections(in tableView: TableView) -> Int { 1 }
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows.count }
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell =
      tableView.dequeueReusableCell(withIdentifier: "row")
      ?? TableViewCell(style: .default, reuseIdentifier: "row")
    cell.textLabel?.text = rows[indexPath.row]
    return cell
  }
  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    calls.append("didSelect \(indexPath.row)")
  }
  func scrollViewWillBeginDragging(_ scrollView: ScrollView) { calls.append("willBeginDragging") }
  func tableView(
    _ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
  ) -> ContextMenuConfiguration? {
    calls.append("configuration \(indexPath.row)")
    askedPoints.append(point)
    guard let makeMenu else { return nil }
    return ContextMenuConfiguration(identifier: indexPath.row as AnyHashable) { _ in
      makeMenu(indexPath)
    }
  }
  func tableView(
    _ tableView: TableView, willDisplayContextMenu configuration: ContextMenuConfiguration,
    animator: (any ContextMenuInteractionAnimating)?
  ) {
    calls.append("willDisplay \(configuration.identifier?.base as? Int ?? -1)")
  }
  func tableView(
    _ tableView: TableView, willEndContextMenuInteraction configuration: ContextMenuConfiguration,
    animator: (any ContextMenuInteractionAnimating)?
  ) {
    calls.append("willEnd \(configuration.identifier?.base as? Int ?? -1)")
    animator?.addCompletion { [weak self] in self?.calls.append("ended") }
  }
}

/// A 320 × 480 table of 44-point rows on a manual clock, with a context menu source.
@MainActor
struct ContextMenuHarness {
  let table: TableView
  let source: ContextMenuSource
  let clock = ManualClock()

  init(rows: Int = 30, size: CGSize = CGSize(width: 320, height: 480), rightToLeft: Bool = false) {
    source = ContextMenuSource(rows: rows)
    table = TableView(frame: CGRect(origin: .zero, size: size), style: .plain)
    if rightToLeft { table.semanticContentAttribute = .forceRightToLeft }
    table.clock = clock
    table.rowHeight = 44
    table.dataSource = source
    table.delegate = source
    table.layoutIfNeeded()
  }

  /// The driver that plays input into the table.
  var driver: TableTestDriver { TableTestDriver(table: table, clock: clock) }

  /// Advances the clock by `seconds` in 60 Hz frames, laying out each.
  func run(for seconds: TimeInterval) { driver.run(for: seconds) }

  /// Hands an event to the table and lays out at once (without advancing the clock).
  func send(_ event: InputEvent) {
    driver.send(event)
    table.layoutIfNeeded()
  }

  /// A point in the middle of a row, in view coordinates (unscrolled).
  func point(row: Int) -> CGPoint { CGPoint(x: 160, y: CGFloat(row) * 44 + 22) }

  /// A finger held still on `row` for `seconds`, not lifted.
  func press(row: Int, for seconds: TimeInterval, id: Int = 1) {
    send(.pointerDown(id: id, location: point(row: row), kind: .touch))
    run(for: seconds)
  }

  /// A quick tap.
  func tap(_ location: CGPoint, kind: PointerKind = .touch, id: Int = 2) {
    send(.pointerDown(id: id, location: location, kind: kind))
    run(for: 1 / 60)
    send(.pointerUp(id: id, location: location, kind: kind))
  }

  /// The centre of the open menu's item with `title`, where it is drawn now (a menu still
  /// growing in takes a touch there).
  func itemCenter(_ title: String) -> CGPoint? {
    guard let presentation = table.interaction.contextMenu,
      let item = table.drawnContextMenuLayouts(for: presentation).last?.items.first(where: {
        $0.entry.title == title
      })
    else { return nil }
    return CGPoint(x: item.frame.midX, y: item.frame.midY)
  }

  /// The table's draw list.
  func drawList() -> DrawList {
    var list = DrawList()
    table.render(into: &list)
    return list
  }
}

/// Records the actions chosen.
@MainActor
final class ActionLog {
  var chosen: [String] = []

  func action(
    _ title: String, image: String? = nil, attributes: Action.Attributes = [],
    state: Action.State = .off, then: (() -> Void)? = nil
  ) -> Action {
    Action(
      title: title, image: image.flatMap { Image(named: $0) }, attributes: attributes, state: state
    ) { [weak self] action in
      self?.chosen.append(action.title)
      then?()
    }
  }
}

extension ButtonMenuView {
  /// The centre of the top panel's item `index` where it is drawn now: a menu still growing in
  /// takes a touch there, not where the item will rest.
  func drawnCenter(ofItem index: Int) -> CGPoint {
    let frame = drawnLayouts[drawnLayouts.count - 1].items[index].frame
    return CGPoint(x: frame.midX, y: frame.midY)
  }
}
