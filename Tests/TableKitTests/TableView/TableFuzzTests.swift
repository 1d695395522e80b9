import Foundation
import Testing

@testable import TableKit

/// Random sequences of what apps and people do to a table (row and section updates, batches,
/// reloads, jumps and animated scrolls, selection, taps, flings, swipes to delete and swipe
/// actions on either side (with taps on their buttons), drags to
/// reorder, keys, editing, table header views, refresh bands, a new width, frames in between)
/// on plain and grouped tables, left to right and right to left, with exact and with estimated
/// heights, checking after each that the table agrees with its model: counts, measured heights
/// of the rows on screen, rows that tile, cells where their rows are, headers and footers
/// measured and where their sections put them, a selection that follows its items, a focused
/// row in view, and prefetch calls that name rows of the model (a cancel naming the item that
/// was announced). The seed is printed with any failure.
@MainActor
@Suite struct TableFuzzTests {
  /// A row of the model: its identity (for messages) and its height.
  struct Item {
    var id: Int
    var height: CGFloat
    /// The title; long ones wrap in self-sizing rows.
    var text: String
  }

  /// The model, as data source, delegate and prefetch data source.
  @MainActor
  final class Model: TableViewDataSource, TableViewDelegate,
    TableViewDataSourcePrefetching
  {
    var sections: [[Item]] = []
    var nextID = 0

    /// Whether rows size from their cells (`automaticDimension`) rather than from `height`.
    var selfSizing = false
    /// Whether sections have footers (titled; some long enough to wrap in grouped tables).
    var hasFooters = false
    /// The identity of each section, which its footer's title follows when sections move.
    var sectionIDs: [Int] = []

    func makeItem(using generator: inout SeededGenerator) -> Item {
      nextID += 1
      return Item(
        id: nextID, height: CGFloat(Int.random(in: 20...90, using: &generator)),
        text: Self.text(id: nextID, words: Int.random(in: 0...30, using: &generator)))
    }

    /// An item's title: its number, then `words` words.
    static func text(id: Int, words: Int) -> String {
      (["Item \(id)"] + Array(repeating: "word", count: words)).joined(separator: " ")
    }

    func numberOfSections(in tableView: TableView) -> Int { sections.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
      sections[section].count
    }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      let cell =
        tableView.dequeueReusableCell(withIdentifier: "item")
        ?? TableViewCell(style: .default, reuseIdentifier: "item")
      cell.textLabel?.numberOfLines = 0
      cell.showsReorderControl = true
      cell.textLabel?.text = sections[indexPath.section][indexPath.row].text
      return cell
    }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
      "Section \(section)"
    }
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
      guard hasFooters else { return nil }
      return Self.footerText(sectionIDs[section])
    }

    /// The footer title of a section: every third one long.
    static func footerText(_ sectionID: Int) -> String {
      "Footer \(sectionID)"
        + (sectionID % 3 == 0 ? String(repeating: " more text", count: 12) : "")
    }
    func tableView(_ tableView: TableView, prefetchRowsAt indexPaths: [IndexPath]) {
      for indexPath in indexPaths {
        if let item = announcedItem(indexPath, "prefetch") { announcedIDs.insert(item.id) }
      }
    }
    func tableView(_ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
      for indexPath in indexPaths {
        guard let item = announcedItem(indexPath, "cancel") else { continue }
        if !announcedIDs.contains(item.id) {
          prefetchProblems.append("cancel of \(indexPath) (item \(item.id)), never announced")
        }
      }
    }

    /// The items a leading "Flag" action flagged.
    var flaggedIDs: Set<Int> = []

    /// Where the item `id` is now (a handler runs after other changes may have moved it).
    func indexPath(ofItem id: Int) -> IndexPath? {
      for (section, items) in sections.enumerated() {
        if let row = items.firstIndex(where: { $0.id == id }) {
          return IndexPath(row: row, section: section)
        }
      }
      return nil
    }

    /// An action that finds item `id` where it is when tapped (other changes may have moved
    /// it), changes the model and the table there, and completes; it fails when the item is gone.
    func action(
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
    weak var table: TableView?

    /// Every third item swipes to "Delete" (outermost) and "Later" (to the end of its section);
    /// the others keep the classic Delete button.
    func tableView(
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
    func tableView(
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
    var deletedBySwipe: [Int] = []

    func tableView(
      _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle,
      forRowAt indexPath: IndexPath
    ) {
      guard editingStyle == .delete else { return }
      deletedBySwipe.append(sections[indexPath.section][indexPath.row].id)
      sections[indexPath.section].remove(at: indexPath.row)
      tableView.deleteRows(at: [indexPath], with: .automatic)
    }

    func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }

    func tableView(
      _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath,
      to destinationIndexPath: IndexPath
    ) {
      let item = sections[sourceIndexPath.section].remove(at: sourceIndexPath.row)
      sections[destinationIndexPath.section].insert(item, at: destinationIndexPath.row)
    }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
      selfSizing ? TableView.automaticDimension : sections[indexPath.section][indexPath.row].height
    }

    /// The items announced to the prefetch data source, by identity.
    var announcedIDs: Set<Int> = []
    /// What the prefetch calls got wrong: index paths out of the model, cancels of items never
    /// announced (an announcement that did not follow its row through an update).
    var prefetchProblems: [String] = []

    /// The item at `indexPath`, or nil (noting the problem) when the model has no such row.
    private func announcedItem(_ indexPath: IndexPath, _ call: String) -> Item? {
      guard indexPath.section < sections.count, indexPath.row < sections[indexPath.section].count
      else {
        prefetchProblems.append("\(call) of \(indexPath), which is not in the model")
        return nil
      }
      return sections[indexPath.section][indexPath.row]
    }
  }

  // Sixty seeds keep the suite quick; widen the ranges to hunt (400 of each pass as of writing).
  @Test(arguments: 0..<60)
  func randomUseKeepsTheTableTrueToItsModel(seed: Int) throws {
    try exercise(seed: seed, selfSizing: false)
  }

  /// The same with rows that size from their cells' wrapping titles, so that widths and
  /// reloads must measure them again. (Editing is left out: as in UIKit, rows keep their
  /// heights when the content narrows for editing.)
  @Test(arguments: 0..<40)
  func randomUseOfSelfSizingRowsKeepsTheirHeightsTrue(seed: Int) throws {
    try exercise(seed: seed, selfSizing: true)
  }

  private func exercise(seed: Int, selfSizing: Bool) throws {
    var generator = SeededGenerator(seed: UInt64(seed))
    let model = Model()
    model.selfSizing = selfSizing
    model.hasFooters = seed % 3 == 1
    model.sections = (0..<Int.random(in: 1...5, using: &generator)).map { _ in
      (0..<Int.random(in: 0...60, using: &generator)).map { _ in
        model.makeItem(using: &generator)
      }
    }
    model.sectionIDs = Array(model.sections.indices)
    let styles: [TableView.Style] = [.plain, .plain, .plain, .insetGrouped, .grouped]
    let table = TableView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: styles[seed % 5])
    let clock = ManualClock()
    table.clock = clock
    table.estimatedRowHeight = seed % 2 == 0 ? 44 : 0
    table.estimatedSectionHeaderHeight = seed % 4 == 0 ? 30 : 0
    table.estimatedSectionFooterHeight = seed % 8 == 1 ? 30 : 0
    // Right to left: swipes to delete go the other way and grabbers sit on the left.
    let rightToLeft = seed % 6 == 5
    if rightToLeft { table.semanticContentAttribute = .forceRightToLeft }
    table.allowsMultipleSelection = seed % 3 == 0
    table.allowsMultipleSelectionDuringEditing = seed % 7 < 3
    table.dataSource = model
    table.delegate = model
    table.prefetchDataSource = model
    model.table = table
    table.layoutIfNeeded()

    func frames(_ count: Int) {
      for _ in 0..<count {
        clock.advance(by: 1.0 / 60)
        table.layoutIfNeeded()
      }
    }
    func settle() {
      var elapsed = 0
      repeat {
        frames(1)
        elapsed += 1
      } while table.needsAnimationFrame && elapsed < 600
    }
    func randomRow() -> IndexPath? {
      let filled = model.sections.indices.filter { !model.sections[$0].isEmpty }
      guard let section = filled.randomElement(using: &generator) else { return nil }
      return IndexPath(
        row: Int.random(in: 0..<model.sections[section].count, using: &generator),
        section: section)
    }
    /// A row on screen to put a finger on, clear of a floating header and at least
    /// `minimumHeight` tall, with the view y of its middle.
    func rowToTouch(minimumHeight: CGFloat) -> (indexPath: IndexPath, y: CGFloat)? {
      let top = table.contentOffset.y + table.adjustedContentInset.top + 70
      let candidates = (table.indexPathsForVisibleRows ?? []).filter {
        let rect = table.rectForRow(at: $0)
        return rect.height > minimumHeight && rect.midY > top
          && rect.midY < table.contentOffset.y + 440
      }
      guard let row = candidates.randomElement(using: &generator) else { return nil }
      return (row, table.rectForRow(at: row).midY - table.contentOffset.y)
    }
    let animations: [RowAnimation] = [
      .fade, .right, .left, .top, .bottom, .none, .middle, .automatic,
    ]

    // The items the selection should hold: selected rows keep their selection through updates
    // that move them; deleting or reloading a row, or reloading the table, drops it.
    var selectedIDs: Set<Int> = []
    func id(_ indexPath: IndexPath) -> Int { model.sections[indexPath.section][indexPath.row].id }

    var log: [String] = []
    for step in 0..<60 {
      let section = Int.random(in: 0..<model.sections.count, using: &generator)
      let animation = animations.randomElement(using: &generator)!
      switch Int.random(in: 0..<24, using: &generator) {
      case 0:
        let count = Int.random(in: 1...3, using: &generator)
        let row = Int.random(in: 0...model.sections[section].count, using: &generator)
        let items = (0..<count).map { _ in model.makeItem(using: &generator) }
        model.sections[section].insert(contentsOf: items, at: row)
        table.insertRows(
          at: (row..<row + count).map { IndexPath(row: $0, section: section) }, with: animation)
        log.append("insert \(count) at \(section).\(row)")
      case 1:
        guard !model.sections[section].isEmpty else { continue }
        let row = Int.random(in: 0..<model.sections[section].count, using: &generator)
        let count = min(
          Int.random(in: 1...3, using: &generator), model.sections[section].count - row)
        for index in row..<row + count { selectedIDs.remove(model.sections[section][index].id) }
        model.sections[section].removeSubrange(row..<row + count)
        table.deleteRows(
          at: (row..<row + count).map { IndexPath(row: $0, section: section) }, with: animation)
        log.append("delete \(count) at \(section).\(row)")
      case 2:
        guard let from = randomRow() else { continue }
        let item = model.sections[from.section].remove(at: from.row)
        let target = Int.random(in: 0..<model.sections.count, using: &generator)
        let row = Int.random(in: 0...model.sections[target].count, using: &generator)
        model.sections[target].insert(item, at: row)
        table.moveRow(at: from, to: IndexPath(row: row, section: target))
        log.append("move \(from) to \(target).\(row)")
      case 3:
        guard let row = randomRow() else { continue }
        model.sections[row.section][row.row].height = CGFloat(
          Int.random(in: 20...90, using: &generator))
        let item = model.sections[row.section][row.row]
        model.sections[row.section][row.row].text = Model.text(
          id: item.id, words: Int.random(in: 0...30, using: &generator))
        selectedIDs.remove(id(row))
        table.reloadRows(at: [row], with: animation)
        log.append("reload \(row)")
      case 4:
        guard let row = randomRow() else { continue }
        let positions: [TableView.ScrollPosition] = [.none, .top, .middle, .bottom]
        let position = positions.randomElement(using: &generator)!
        let animated = Bool.random(using: &generator)
        table.scrollToRow(at: row, at: position, animated: animated)
        log.append("scrollToRow \(row) \(position) animated \(animated)")
      case 5:
        let y = CGFloat.random(in: 0...max(0, table.contentSize.height - 480), using: &generator)
        table.contentOffset = CGPoint(x: 0, y: y.rounded())
        log.append("offset \(y.rounded())")
      case 6:
        guard let row = randomRow() else { continue }
        table.selectRow(at: row, animated: false, scrollPosition: .none)
        let multiple =
          table.isEditing
          ? table.allowsMultipleSelectionDuringEditing : table.allowsMultipleSelection
        if !multiple { selectedIDs.removeAll() }
        selectedIDs.insert(id(row))
        log.append("select \(row)")
      case 7:
        table.frame.size.width = [280, 320, 400].randomElement(using: &generator)!
        log.append("width \(table.frame.width)")
      case 8:
        let at = Int.random(in: 0...model.sections.count, using: &generator)
        model.sections.insert(
          (0..<Int.random(in: 0...8, using: &generator)).map { _ in
            model.makeItem(using: &generator)
          }, at: at)
        model.sectionIDs.insert((model.sectionIDs.max() ?? 0) + 1, at: at)
        table.insertSections(IndexSet(integer: at), with: animation)
        log.append("insert section \(at)")
      case 9:
        guard model.sections.count > 1 else { continue }
        for item in model.sections[section] { selectedIDs.remove(item.id) }
        model.sections.remove(at: section)
        model.sectionIDs.remove(at: section)
        table.deleteSections(IndexSet(integer: section), with: animation)
        log.append("delete section \(section)")
      case 10:
        // One batch: a delete (old indexes) and an insert (new indexes) in the same section.
        guard !model.sections[section].isEmpty else { continue }
        let deleted = Int.random(in: 0..<model.sections[section].count, using: &generator)
        selectedIDs.remove(model.sections[section][deleted].id)
        model.sections[section].remove(at: deleted)
        let inserted = Int.random(in: 0...model.sections[section].count, using: &generator)
        model.sections[section].insert(model.makeItem(using: &generator), at: inserted)
        table.performBatchUpdates {
          table.deleteRows(at: [IndexPath(row: deleted, section: section)], with: animation)
          table.insertRows(at: [IndexPath(row: inserted, section: section)], with: animation)
        }
        log.append("batch delete \(section).\(deleted) insert \(section).\(inserted)")
      case 11:
        guard !selfSizing else { continue }
        let editing = !table.isEditing
        table.setEditing(editing, animated: Bool.random(using: &generator))
        // Whatever editing does to the selection, it is followed from here.
        selectedIDs = Set((table.indexPathsForSelectedRows ?? []).map(id))
        log.append("editing \(editing)")
      case 12:
        let to = Int.random(in: 0..<model.sections.count, using: &generator)
        model.sections.insert(model.sections.remove(at: section), at: to)
        model.sectionIDs.insert(model.sectionIDs.remove(at: section), at: to)
        table.moveSection(section, toSection: to)
        log.append("move section \(section) to \(to)")
      case 13:
        for item in model.sections[section] { selectedIDs.remove(item.id) }
        for row in model.sections[section].indices {
          model.sections[section][row].height = CGFloat(Int.random(in: 20...90, using: &generator))
        }
        table.reloadSections(IndexSet(integer: section), with: animation)
        log.append("reload section \(section)")
      case 14:
        // A finger's tap on a row on screen, clear of a floating header, once rows no longer
        // move under it (a touch on moving content only stops it).
        settle()
        guard let (row, y) = rowToTouch(minimumHeight: 0) else { continue }
        let point = CGPoint(x: 160, y: y)
        // As in UIKit, a tap while a Delete button is open (on screen or just off it) only
        // closes it.
        let closesDelete = table.isShowingDeleteConfirmation
        table.handle(.pointerDown(id: 1, location: point, kind: .touch))
        frames(2)
        table.handle(.pointerUp(id: 1, location: point, kind: .touch))
        let selects = !closesDelete && (!table.isEditing || table.allowsSelectionDuringEditing)
        let multiple =
          table.isEditing
          ? table.allowsMultipleSelectionDuringEditing : table.allowsMultipleSelection
        if selects {
          if multiple {
            if selectedIDs.contains(id(row)) {
              selectedIDs.remove(id(row))
            } else {
              selectedIDs.insert(id(row))
            }
          } else {
            selectedIDs = [id(row)]
          }
        }
        log.append("tap \(row)")
      case 15:
        // A finger's fling, up or down (far enough not to be a tap).
        let distance =
          CGFloat.random(in: 30...300, using: &generator)
          * (Bool.random(using: &generator) ? 1 : -1)
        table.handle(.pointerDown(id: 2, location: CGPoint(x: 100, y: 240), kind: .touch))
        for step in 1...5 {
          frames(1)
          let y = 240 + distance * CGFloat(step) / 5
          table.handle(.pointerMoved(id: 2, location: CGPoint(x: 100, y: y), kind: .touch))
        }
        table.handle(.pointerUp(id: 2, location: CGPoint(x: 100, y: 240 + distance), kind: .touch))
        log.append("fling \(Int(distance))")
      case 16, 17:
        // A finger's swipe along a row: all the way deletes it (through the data source's
        // commit); part of the way opens its Delete button, left open for what comes next.
        guard !table.isEditing else { continue }
        settle()
        guard let (row, y) = rowToTouch(minimumHeight: 20) else { continue }
        let full = Bool.random(using: &generator)
        // Inside the row: an inset grouped table's card stands in from the sides.
        let inset = table.layout.sectionInset
        let width = table.rowWidth
        // Mostly towards the leading side (leftwards, or rightwards in right-to-left layout),
        // which reveals trailing actions; sometimes the other way, for leading ones.
        let towardLeading = Int.random(in: 0..<3, using: &generator) > 0
        let leftwards = towardLeading != rightToLeft
        let travel = (full ? width - 20 : 120) * (leftwards ? 1 : -1)
        let start = CGPoint(x: leftwards ? inset + width - 5 : inset + 5, y: y)
        table.handle(.pointerDown(id: 3, location: start, kind: .touch))
        for step in 1...18 {
          frames(1)
          let point = CGPoint(x: start.x - travel * CGFloat(step) / 18, y: y)
          table.handle(.pointerMoved(id: 3, location: point, kind: .touch))
        }
        frames(6)
        table.handle(
          .pointerUp(id: 3, location: CGPoint(x: start.x - travel, y: y), kind: .touch))
        for id in model.deletedBySwipe { selectedIDs.remove(id) }
        model.deletedBySwipe.removeAll()
        log.append(
          "swipe \(row) \(full ? "fully" : "part way") \(towardLeading ? "leading" : "trailing")")
      case 18:
        // In editing mode, a finger drags a row by its grabber up or down (the table scrolls
        // when it nears an edge) and drops it; the data source moves it.
        guard table.isEditing else { continue }
        settle()
        guard let (row, y) = rowToTouch(minimumHeight: 20) else { continue }
        let distance =
          CGFloat.random(in: 20...260, using: &generator)
          * (Bool.random(using: &generator) ? 1 : -1)
        let inset = table.layout.sectionInset
        let grabber = CGPoint(x: rightToLeft ? inset + 24 : table.frame.width - inset - 24, y: y)
        table.handle(.pointerDown(id: 4, location: grabber, kind: .touch))
        for step in 1...12 {
          frames(1)
          let point = CGPoint(x: grabber.x, y: min(470, max(10, y + distance * CGFloat(step) / 12)))
          table.handle(.pointerMoved(id: 4, location: point, kind: .touch))
        }
        frames(Int.random(in: 0...30, using: &generator))
        let end = CGPoint(x: grabber.x, y: min(470, max(10, y + distance)))
        table.handle(.pointerUp(id: 4, location: end, kind: .touch))
        log.append("drag \(row) by \(Int(distance))")
      case 23:
        // A finger's tap on a button of the row a swipe opened: Delete, or a swipe action.
        settle()
        guard
          let (row, cell) = table.cellStore.visibleCellsByIndexPath.first(where: {
            $0.value.showingDeleteConfirmation
          })
        else { continue }
        let buttons =
          cell.editingState.swipeActions.map { $0.buttons.map { $0 as View } }
          ?? [cell.deleteConfirmationButton]
        guard let button = buttons.randomElement(using: &generator) else { continue }
        let point = CGPoint(
          x: cell.frame.minX + button.frame.midX,
          y: cell.frame.minY + button.frame.midY - table.contentOffset.y)
        guard point.y > table.adjustedContentInset.top + 40, point.y < 440 else { continue }
        table.handle(.pointerDown(id: 5, location: point, kind: .touch))
        frames(2)
        table.handle(.pointerUp(id: 5, location: point, kind: .touch))
        for id in model.deletedBySwipe { selectedIDs.remove(id) }
        model.deletedBySwipe.removeAll()
        log.append("tap button of \(row)")
      case 19:
        // A key: arrows and home/end bring the focused row fully into view.
        let keys: [Key] = [.up, .down, .pageUp, .pageDown, .home, .end, .return]
        let key = keys.randomElement(using: &generator)!
        // (Pressed once the content rests: a row in view during a fling may coast away.)
        settle()
        table.handle(.key(key, modifiers: []))
        settle()
        // Keys select as the user would; what they select is followed from here.
        selectedIDs = Set((table.indexPathsForSelectedRows ?? []).map(id))
        log.append("key \(key)")
        if let focused = table.indexPathForFocusedRow, [.up, .down, .home, .end].contains(key) {
          try #require(
            focused.section < model.sections.count
              && focused.row < model.sections[focused.section].count, "\(log.suffix(4))")
          let rect = table.rectForRow(at: focused)
          let area = table.unobscuredArea(forSection: focused.section)
          if rect.height <= area.height {
            #expect(
              rect.minY >= area.minY - 0.5 && rect.maxY <= area.maxY + 0.5,
              "seed \(seed), step \(step): \(log.suffix(4)): the focused row is in view")
          }
        }
      case 20:
        // A table header view comes, changes height or goes.
        if Bool.random(using: &generator) {
          let height = CGFloat(Int.random(in: 0...160, using: &generator))
          table.tableHeaderView = View(frame: CGRect(x: 0, y: 0, width: 320, height: height))
          log.append("table header \(height)")
        } else {
          table.tableHeaderView = nil
          log.append("no table header")
        }
      case 21:
        // A refresh control's band opens or closes (by code, as when a fetch starts or ends).
        if table.refreshControl == nil { table.refreshControl = RefreshControl() }
        if table.refreshControl?.isRefreshing == true {
          table.refreshControl?.endRefreshing()
          log.append("end refreshing")
        } else {
          table.refreshControl?.beginRefreshing()
          log.append("begin refreshing")
        }
      default:
        table.reloadData()
        selectedIDs.removeAll()
        log.append("reloadData")
      }
      // Sometimes the next change comes while this one still animates.
      if Bool.random(using: &generator) {
        frames(Int.random(in: 0...8, using: &generator))
        continue
      }
      settle()
      let context = "seed \(seed), step \(step): \(log.suffix(4).joined(separator: "; "))"
      try check(table, model, context)
      let selected = Set((table.indexPathsForSelectedRows ?? []).map(id))
      #expect(selected == selectedIDs, "\(context): the selection follows its items")
      selectedIDs = selected
    }
  }

  /// Raw input in any order (fingers and a mouse pressing, moving, lifting and being cancelled,
  /// out of order and over every part of the table, wheels and keys, in and out of editing)
  /// never leaves the table stuck: once every pointer is up, it comes to rest with no gesture,
  /// drag, swipe or reorder left over, and agrees with its model.
  @Test(arguments: 0..<40)
  func anyInputLeavesTheTableAtRestOnceThePointersAreUp(seed: Int) throws {
    var generator = SeededGenerator(seed: UInt64(seed) &+ 10_000)
    let model = Model()
    model.sections = (0..<3).map { _ in
      (0..<Int.random(in: 0...30, using: &generator)).map { _ in model.makeItem(using: &generator) }
    }
    model.sectionIDs = Array(model.sections.indices)
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    let clock = ManualClock()
    table.clock = clock
    table.estimatedRowHeight = seed % 2 == 0 ? 44 : 0
    table.allowsMousePanning = seed % 3 == 0
    table.refreshControl = seed % 4 == 0 ? RefreshControl() : nil
    table.dataSource = model
    table.delegate = model
    table.layoutIfNeeded()
    var down: Set<Int> = []
    var log: [String] = []
    for _ in 0..<300 {
      let id = Int.random(in: 1...3, using: &generator)
      let kind: PointerKind = id == 3 ? .mouse : .touch
      let point = CGPoint(
        x: CGFloat.random(in: -10...330, using: &generator),
        y: CGFloat.random(in: -10...490, using: &generator))
      switch Int.random(in: 0..<10, using: &generator) {
      case 0, 1:
        table.handle(.pointerDown(id: id, location: point, kind: kind))
        down.insert(id)
        log.append("down \(id)")
      case 2, 3, 4:
        table.handle(.pointerMoved(id: id, location: point, kind: kind))
      case 5:
        table.handle(.pointerUp(id: id, location: point, kind: kind))
        down.remove(id)
        log.append("up \(id)")
      case 6:
        table.handle(.pointerCancelled(id: id))
        down.remove(id)
        log.append("cancel \(id)")
      case 7:
        table.handle(
          .wheel(
            dx: 0, dy: CGFloat.random(in: -20...20, using: &generator),
            isPrecise: Bool.random(using: &generator)))
      case 8:
        let keys: [Key] = [.up, .down, .pageUp, .pageDown, .home, .end, .return, .escape]
        table.handle(.key(keys.randomElement(using: &generator)!, modifiers: []))
      default:
        if Int.random(in: 0..<10, using: &generator) == 0 {
          table.setEditing(!table.isEditing, animated: true)
          log.append("editing \(table.isEditing)")
        }
      }
      for _ in 0..<Int.random(in: 0...3, using: &generator) {
        clock.advance(by: 1.0 / 60)
        table.layoutIfNeeded()
      }
    }
    for id in down {
      table.handle(
        .pointerUp(id: id, location: CGPoint(x: 160, y: 240), kind: id == 3 ? .mouse : .touch))
    }
    table.refreshControl?.endRefreshing()
    var frames = 0
    repeat {
      clock.advance(by: 1.0 / 60)
      table.layoutIfNeeded()
      frames += 1
    } while table.needsAnimationFrame && frames < 1200
    let context = "seed \(seed): \(log.suffix(6).joined(separator: "; "))"
    #expect(!table.needsAnimationFrame, "\(context): at rest")
    #expect(!table.gestureRecognizer.isTracking, "\(context): no gesture left")
    #expect(table.interaction.reorder == nil, "\(context): no row lifted")
    #expect(table.interaction.swipe == nil, "\(context): no swipe going on")
    #expect(table.interaction.sectionIndexPointer == nil, "\(context)")
    try check(table, model, context)
  }

  /// The height a self-sizing row of `item` has at its row's width, from a cell of its own.
  private func fittingHeight(of item: Item, in table: TableView) -> CGFloat {
    let cell = TableViewCell(style: .default, reuseIdentifier: nil)
    cell.textLabel?.numberOfLines = 0
    cell.textLabel?.text = item.text
    return cell.sizeThatFits(CGSize(width: table.rowWidth, height: .greatestFiniteMagnitude))
      .height
  }

  /// The table at rest agrees with the model.
  private func check(_ table: TableView, _ model: Model, _ context: String) throws {
    #expect(model.prefetchProblems.isEmpty, "\(context): \(model.prefetchProblems)")
    model.prefetchProblems.removeAll()
    try #require(table.numberOfSections == model.sections.count, "\(context)")
    for (section, items) in model.sections.enumerated() {
      try #require(table.numberOfRows(inSection: section) == items.count, "\(context)")
    }
    var previous: CGRect?
    for indexPath in table.indexPathsForVisibleRows ?? [] {
      let rect = table.rectForRow(at: indexPath)
      let item = model.sections[indexPath.section][indexPath.row]
      let expected = model.selfSizing ? fittingHeight(of: item, in: table) : item.height
      #expect(rect.height == expected, "\(context): \(indexPath) is measured")
      if let previous, indexPath.row > 0, rect.minY != previous.maxY,
        table.rectForRow(at: IndexPath(row: indexPath.row - 1, section: indexPath.section))
          == previous
      {
        Issue.record("\(context): rows before \(indexPath) do not tile")
      }
      previous = rect
      let cell = table.cellForRow(at: indexPath)
      #expect(cell?.frame == rect, "\(context): the cell of \(indexPath) is at its row")
      #expect(cell?.textLabel?.text == item.text, "\(context): \(indexPath) shows its item")
    }
    // Headers and footers show their sections' titles where the layout puts them (floating in
    // plain tables), measured, and only sections with one on screen have it.
    for isHeader in [true, false] where isHeader || model.hasFooters {
      let kind = isHeader ? "header" : "footer"
      let onScreen = Set(
        isHeader
          ? table.layout.sectionsWithVisibleHeaders(in: table.bounds)
          : table.layout.sectionsWithVisibleFooters(in: table.bounds))
      for section in 0..<model.sections.count {
        let view =
          (isHeader ? table.headerView(forSection: section) : table.footerView(forSection: section))
          as? TableViewHeaderFooterView
        guard onScreen.contains(section) else {
          #expect(view == nil, "\(context): no \(kind) for section \(section) off screen")
          continue
        }
        let place =
          isHeader
          ? table.rectForHeader(inSection: section) : table.rectForFooter(inSection: section)
        let visible = table.floatingRect
        let expected =
          table.style != .plain
          ? place
          : isHeader
            ? table.layout.floatingHeaderFrame(inSection: section, visibleRect: visible)
            : table.layout.floatingFooterFrame(inSection: section, visibleRect: visible)
        let title =
          isHeader ? "Section \(section)" : Model.footerText(model.sectionIDs[section])
        #expect(view?.frame == expected, "\(context): the \(kind) of section \(section)")
        #expect(view?.textLabel?.text == title, "\(context): its title")
        let measured = view?.sizeThatFits(CGSize(width: table.rowWidth, height: 0)).height
        #expect(place.height == measured, "\(context): the \(kind) of \(section) is measured")
      }
    }
    for selected in table.indexPathsForSelectedRows ?? [] {
      #expect(
        selected.section < model.sections.count
          && selected.row < model.sections[selected.section].count,
        "\(context): selection \(selected) is a row")
    }
    #expect(table.contentSize.height == table.layout.contentHeight, "\(context)")
    let headerHeight = table.tableHeaderView?.frame.height ?? 0
    #expect(table.rectForSection(0).minY == headerHeight, "\(context): below the table header")
    if let header = table.tableHeaderView {
      #expect(header.frame.minY == 0 && header.frame.width == table.frame.width, "\(context)")
    }
  }
}
