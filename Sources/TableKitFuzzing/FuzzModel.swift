import Foundation

@testable import TableKit

/// A row of the model: its identity (for messages) and its height.
public struct FuzzItem: Equatable, Sendable {
  /// The identity, unique in a model, which the title starts with.
  public var id: Int
  /// The height the delegate gives the row when the rows do not size from their cells.
  public var height: CGFloat
  /// The title; long ones wrap in self-sizing rows.
  public var text: String
}

/// The model a fuzzed table is checked against, as its data source, delegate and prefetch data
/// source: sections of items, each showing its title in a wrapping `.default` cell, headers
/// titled "Section n", optional footers, swipe actions, reordering and deleting.
@MainActor
public final class FuzzModel: TableViewDataSource, TableViewDelegate,
  TableViewDataSourcePrefetching
{
  /// Creates an empty model.
  public init() {}

  public var sections: [[FuzzItem]] = []
  public var nextID = 0

  /// Whether rows size from their cells (`automaticDimension`) rather than from `height`.
  public var selfSizing = false
  /// Whether sections have footers (titled; some long enough to wrap in grouped tables).
  public var hasFooters = false
  /// The identity of each section, which its footer's title follows when sections move.
  public var sectionIDs: [Int] = []
  /// Whether headers and footers are views the delegate dequeues and titles (the checks then
  /// see a reused view show its own section's title), rather than the standard titled ones.
  public var customHeaderViews = false
  /// The reuse identifier of the header and footer class registered for `customHeaderViews`.
  public static let headerViewIdentifier = "fuzz.header"

  public func makeItem<G: RandomNumberGenerator>(using generator: inout G) -> FuzzItem {
    nextID += 1
    return FuzzItem(
      id: nextID, height: CGFloat(Int.random(in: 20...90, using: &generator)),
      text: Self.text(id: nextID, words: Int.random(in: 0...30, using: &generator)))
  }

  /// An item's title: its number, then `words` words.
  public static func text(id: Int, words: Int) -> String {
    (["Item \(id)"] + Array(repeating: "word", count: words)).joined(separator: " ")
  }

  public func numberOfSections(in tableView: TableView) -> Int { sections.count }
  public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].count
  }
  public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell =
      tableView.dequeueReusableCell(withIdentifier: "item")
      ?? TableViewCell(style: .default, reuseIdentifier: "item")
    cell.textLabel?.numberOfLines = 0
    cell.showsReorderControl = true
    cell.textLabel?.text = sections[indexPath.section][indexPath.row].text
    if let update = duringNextCellRequest {
      duringNextCellRequest = nil
      update(tableView)
    }
    return cell
  }

  /// Called once, with the table, when the next cell has been filled in `cellForRowAt`: an
  /// update from inside the data source's reading, which UIKit forbids and TableKit defers.
  public var duringNextCellRequest: ((TableView) -> Void)?
  public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    "Section \(section)"
  }
  public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
    guard hasFooters else { return nil }
    return Self.footerText(sectionIDs[section])
  }

  public func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
    guard customHeaderViews else { return nil }
    return headerFooterView(tableView, title: headerText(section))
  }
  public func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? {
    guard customHeaderViews, hasFooters else { return nil }
    return headerFooterView(tableView, title: Self.footerText(sectionIDs[section]))
  }

  private func headerFooterView(_ tableView: TableView, title: String) -> View? {
    let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: Self.headerViewIdentifier)
    view?.textLabel?.text = title
    return view
  }

  /// The title a section's header shows: "Section n" for the standard header, whose title the
  /// table reads again when the section moves; a custom view's keeps what it was given, as in
  /// UIKit, so it names the section's identity.
  public func headerText(_ section: Int) -> String {
    customHeaderViews ? "Header \(sectionIDs[section])" : "Section \(section)"
  }

  /// The footer title of a section: every third one long.
  public static func footerText(_ sectionID: Int) -> String {
    "Footer \(sectionID)"
      + (sectionID % 3 == 0 ? String(repeating: " more text", count: 12) : "")
  }
  public func tableView(_ tableView: TableView, prefetchRowsAt indexPaths: [IndexPath]) {
    for indexPath in indexPaths {
      if let item = announcedItem(indexPath, "prefetch") { announcedIDs.insert(item.id) }
    }
  }
  public func tableView(_ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
    for indexPath in indexPaths {
      guard let item = announcedItem(indexPath, "cancel") else { continue }
      if !announcedIDs.contains(item.id) {
        prefetchProblems.append("cancel of \(indexPath) (item \(item.id)), never announced")
      }
    }
  }

  /// The items a leading "Flag" action flagged.
  public var flaggedIDs: Set<Int> = []

  /// Where the item `id` is now (a handler runs after other changes may have moved it).
  public func indexPath(ofItem id: Int) -> IndexPath? {
    for (section, items) in sections.enumerated() {
      if let row = items.firstIndex(where: { $0.id == id }) {
        return IndexPath(row: row, section: section)
      }
    }
    return nil
  }

  /// An action that finds item `id` where it is when tapped (other changes may have moved
  /// it), changes the model and the table there, and completes; it fails when the item is gone.
  public func action(
    _ style: ContextualAction.Style, _ title: String, item id: Int,
    change: @escaping (TableView, IndexPath) -> Void
  ) -> ContextualAction {
    ContextualAction(style: style, title: title) {
      [weak self, weak tableView = table] _, _, done in
      guard let self, let tableView, let place = self.indexPath(ofItem: id) else {
        return done(false)
      }
      change(tableView, place)
      done(true)
    }
  }

  /// The table the model serves, for its actions.
  public weak var table: TableView?

  /// Every third item swipes to "Delete" (outermost) and "Later" (to the end of its section);
  /// the others keep the classic Delete button.
  public func tableView(
    _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> SwipeActionsConfiguration? {
    let id = sections[indexPath.section][indexPath.row].id
    guard id % 3 == 0 else { return nil }
    let delete = action(.destructive, "Delete", item: id) { [unowned self] table, place in
      deletedBySwipe.append(id)
      sections[place.section].remove(at: place.row)
      table.deleteRows(at: [place], with: .automatic)
    }
    let later = action(.normal, "Later", item: id) { [unowned self] table, place in
      let item = sections[place.section].remove(at: place.row)
      sections[place.section].append(item)
      let end = IndexPath(row: sections[place.section].count - 1, section: place.section)
      table.moveRow(at: place, to: end)
    }
    return SwipeActionsConfiguration(actions: [delete, later])
  }

  /// Even items swipe from the leading edge to "Flag", which changes nothing in the rows.
  public func tableView(
    _ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> SwipeActionsConfiguration? {
    let id = sections[indexPath.section][indexPath.row].id
    guard id % 2 == 0 else { return nil }
    let flag = ContextualAction(style: .normal, title: "Flag") {
      [weak self] _, _, completion in
      self?.flaggedIDs.formSymmetricDifference([id])
      completion(true)
    }
    return SwipeActionsConfiguration(actions: [flag])
  }

  /// The items a swipe deleted, for the test's bookkeeping.
  public var deletedBySwipe: [Int] = []

  public func tableView(
    _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    guard editingStyle == .delete else { return }
    deletedBySwipe.append(sections[indexPath.section][indexPath.row].id)
    sections[indexPath.section].remove(at: indexPath.row)
    tableView.deleteRows(at: [indexPath], with: .automatic)
  }

  public func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }

  public func tableView(
    _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    let item = sections[sourceIndexPath.section].remove(at: sourceIndexPath.row)
    sections[destinationIndexPath.section].insert(item, at: destinationIndexPath.row)
  }

  public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    selfSizing ? TableView.automaticDimension : sections[indexPath.section][indexPath.row].height
  }

  /// The items announced to the prefetch data source, by identity.
  public var announcedIDs: Set<Int> = []
  /// What the prefetch calls got wrong: index paths out of the model, cancels of items never
  /// announced (an announcement that did not follow its row through an update).
  public var prefetchProblems: [String] = []

  /// The item at `indexPath`, or nil (noting the problem) when the model has no such row.
  private func announcedItem(_ indexPath: IndexPath, _ call: String) -> FuzzItem? {
    guard indexPath.section < sections.count, indexPath.row < sections[indexPath.section].count
    else {
      prefetchProblems.append("\(call) of \(indexPath), which is not in the model")
      return nil
    }
    return sections[indexPath.section][indexPath.row]
  }
}
