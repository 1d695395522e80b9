import DemoScenes
import Foundation

@testable import TableKit

/// The steps that change the model and tell the table, one kind of update at a time, and the
/// steps that change the table's settings.
extension FuzzSession {
  // MARK: - Updates

  /// Changes the model as `kind` says and tells the table; nil when there was nothing to change.
  func applyUpdate(
    _ kind: FuzzStep.Kind, section: Int, animation: RowAnimation,
    using generator: inout SplitMix64
  ) -> String? {
    switch kind {
    case .insertRows:
      let count = Int.random(in: 1...3, using: &generator)
      let row = Int.random(in: 0...model.sections[section].count, using: &generator)
      let items = (0..<count).map { _ in model.makeItem(using: &generator) }
      model.sections[section].insert(contentsOf: items, at: row)
      table.insertRows(
        at: (row..<row + count).map { IndexPath(row: $0, section: section) }, with: animation)
      return "insert \(count) at \(section).\(row)"
    case .deleteRows:
      guard !model.sections[section].isEmpty else { return nil }
      let row = Int.random(in: 0..<model.sections[section].count, using: &generator)
      let count = min(Int.random(in: 1...3, using: &generator), model.sections[section].count - row)
      for index in row..<row + count { selectedIDs.remove(model.sections[section][index].id) }
      model.sections[section].removeSubrange(row..<row + count)
      table.deleteRows(
        at: (row..<row + count).map { IndexPath(row: $0, section: section) }, with: animation)
      return "delete \(count) at \(section).\(row)"
    case .moveRow:
      guard let from = randomRow(using: &generator) else { return nil }
      let item = model.sections[from.section].remove(at: from.row)
      let target = Int.random(in: 0..<model.sections.count, using: &generator)
      let row = Int.random(in: 0...model.sections[target].count, using: &generator)
      model.sections[target].insert(item, at: row)
      table.moveRow(at: from, to: IndexPath(row: row, section: target))
      return "move \(from) to \(target).\(row)"
    case .reloadRow:
      guard let row = randomRow(using: &generator) else { return nil }
      renew(row, using: &generator)
      selectedIDs.remove(id(row))
      table.reloadRows(at: [row], with: animation)
      return "reload \(row)"
    case .insertSection:
      let at = Int.random(in: 0...model.sections.count, using: &generator)
      model.sections.insert(
        (0..<Int.random(in: 0...8, using: &generator)).map { _ in
          model.makeItem(using: &generator)
        }, at: at)
      model.sectionIDs.insert((model.sectionIDs.max() ?? 0) + 1, at: at)
      table.insertSections(IndexSet(integer: at), with: animation)
      return "insert section \(at)"
    case .deleteSection:
      guard model.sections.count > 1 else { return nil }
      for item in model.sections[section] { selectedIDs.remove(item.id) }
      model.sections.remove(at: section)
      model.sectionIDs.remove(at: section)
      table.deleteSections(IndexSet(integer: section), with: animation)
      return "delete section \(section)"
    case .deleteInsertBatch:
      // One batch: a delete (old indexes) and an insert (new indexes) in the same section.
      guard !model.sections[section].isEmpty else { return nil }
      let deleted = Int.random(in: 0..<model.sections[section].count, using: &generator)
      selectedIDs.remove(model.sections[section][deleted].id)
      model.sections[section].remove(at: deleted)
      let inserted = Int.random(in: 0...model.sections[section].count, using: &generator)
      model.sections[section].insert(model.makeItem(using: &generator), at: inserted)
      table.performBatchUpdates { [table] in
        table.deleteRows(at: [IndexPath(row: deleted, section: section)], with: animation)
        table.insertRows(at: [IndexPath(row: inserted, section: section)], with: animation)
      }
      return "batch delete \(section).\(deleted) insert \(section).\(inserted)"
    case .moveSection:
      let to = Int.random(in: 0..<model.sections.count, using: &generator)
      model.sections.insert(model.sections.remove(at: section), at: to)
      model.sectionIDs.insert(model.sectionIDs.remove(at: section), at: to)
      table.moveSection(section, toSection: to)
      return "move section \(section) to \(to)"
    case .reloadSection:
      for item in model.sections[section] { selectedIDs.remove(item.id) }
      for row in model.sections[section].indices {
        model.sections[section][row].height = CGFloat(Int.random(in: 20...90, using: &generator))
      }
      table.reloadSections(IndexSet(integer: section), with: animation)
      return "reload section \(section)"
    case .emptyBatch:
      switch Int.random(in: 0..<3, using: &generator) {
      case 0:
        table.performBatchUpdates({})
        return "empty batch: performBatchUpdates({})"
      case 1:
        table.beginUpdates()
        table.endUpdates()
        return "empty batch: beginUpdates(); endUpdates()"
      default:
        table.beginUpdates()
        table.beginUpdates()
        table.endUpdates()
        table.endUpdates()
        return "empty batch: nested beginUpdates(); beginUpdates(); endUpdates(); endUpdates()"
      }
    case .updateFromCellRequest:
      return updateFromCellRequest(section: section, animation: animation, using: &generator)
    default:
      table.reloadData()
      selectedIDs.removeAll()
      return "reloadData"
    }
  }

  /// `reloadData()`, then, from inside the first `cellForRowAt` of the layout that follows, an
  /// insert of rows in `performBatchUpdates` or another `reloadData()`.
  private func updateFromCellRequest(
    section: Int, animation: RowAnimation, using generator: inout SplitMix64
  ) -> String {
    let reloads = Bool.random(using: &generator)
    let row = Int.random(in: 0...model.sections[section].count, using: &generator)
    let items = (0..<Int.random(in: 1...3, using: &generator)).map { _ in
      model.makeItem(using: &generator)
    }
    let paths = (row..<row + items.count).map { IndexPath(row: $0, section: section) }
    model.duringNextCellRequest = { [unowned self] table in
      if reloads {
        table.reloadData()
      } else {
        model.sections[section].insert(contentsOf: items, at: row)
        table.performBatchUpdates { table.insertRows(at: paths, with: animation) }
      }
    }
    table.reloadData()
    selectedIDs.removeAll()
    table.layoutIfNeeded()
    // A table with no row on screen asks for no cell.
    let asked = model.duringNextCellRequest == nil
    model.duringNextCellRequest = nil
    let update = reloads ? "reloadData()" : "insert \(items.count) at \(section).\(row) in a batch"
    return "reloadData, and from inside cellForRowAt: \(update)"
      + (asked ? "" : " (no cell was asked for)")
  }

  /// Gives the item at `row` a new height and a new title of its own.
  func renew(_ row: IndexPath, using generator: inout SplitMix64) {
    model.sections[row.section][row.row] = renewed(
      model.sections[row.section][row.row], using: &generator)
  }

  /// `item` with a new height and a new title of its own, as a reload brings.
  func renewed(_ item: FuzzItem, using generator: inout SplitMix64) -> FuzzItem {
    var item = item
    item.height = CGFloat(Int.random(in: 20...90, using: &generator))
    item.text = FuzzModel.text(id: item.id, words: Int.random(in: 0...30, using: &generator))
    return item
  }

  // MARK: - Settings

  /// Scrolls, selects by code, changes the width, editing mode, the table header or the
  /// refresh band; nil when there was nothing to act on.
  func applySetting(_ kind: FuzzStep.Kind, using generator: inout SplitMix64) -> String? {
    switch kind {
    case .scrollToRow:
      guard let row = randomRow(using: &generator) else { return nil }
      let positions: [TableView.ScrollPosition] = [.none, .top, .middle, .bottom]
      let position = positions.randomElement(using: &generator) ?? .none
      let animated = Bool.random(using: &generator)
      table.scrollToRow(at: row, at: position, animated: animated)
      return "scrollToRow \(row) \(position) animated \(animated)"
    case .setOffset:
      let y = CGFloat.random(in: 0...max(0, table.contentSize.height - 480), using: &generator)
      table.contentOffset = CGPoint(x: 0, y: y.rounded())
      return "offset \(y.rounded())"
    case .select:
      guard let row = randomRow(using: &generator) else { return nil }
      table.selectRow(at: row, animated: false, scrollPosition: .none)
      let multiple =
        table.isEditing
        ? table.allowsMultipleSelectionDuringEditing : table.allowsMultipleSelection
      if !multiple { selectedIDs.removeAll() }
      selectedIDs.insert(id(row))
      return "select \(row)"
    case .width:
      table.frame.size.width = [280, 320, 400].randomElement(using: &generator) ?? 320
      return "width \(table.frame.width)"
    case .editing:
      // As in UIKit, self-sizing rows keep their heights when the content narrows for editing,
      // which the height check would take for a mistake.
      guard !model.selfSizing else { return nil }
      let editing = !table.isEditing
      table.setEditing(editing, animated: Bool.random(using: &generator))
      // Whatever editing does to the selection, it is followed from here.
      selectedIDs = Set((table.indexPathsForSelectedRows ?? []).compactMap(idIfPresent))
      return "editing \(editing)"
    case .tableHeader:
      if Bool.random(using: &generator) {
        let height = CGFloat(Int.random(in: 0...160, using: &generator))
        table.tableHeaderView = View(frame: CGRect(x: 0, y: 0, width: 320, height: height))
        return "table header \(height)"
      }
      table.tableHeaderView = nil
      return "no table header"
    default:
      // A refresh control's band opens or closes (by code, as when a fetch starts or ends).
      if table.refreshControl == nil { table.refreshControl = RefreshControl() }
      if table.refreshControl?.isRefreshing == true {
        table.refreshControl?.endRefreshing()
        return "end refreshing"
      }
      table.refreshControl?.beginRefreshing()
      return "begin refreshing"
    }
  }
}
