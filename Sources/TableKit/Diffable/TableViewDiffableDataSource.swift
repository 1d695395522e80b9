import Foundation

/// A table's data source driven by snapshots, as UIKit's `UITableViewDiffableDataSource`: give
/// it a cell provider, then `apply(_:animatingDifferences:completion:)` snapshots of the data;
/// it works out what changed and updates the table in one batch.
///
/// ```swift
/// dataSource = TableViewDiffableDataSource<Section, Item.ID>(tableView: tableView) {
///   tableView, indexPath, id in
///   let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
///   cell.textLabel?.text = items[id]?.title
///   return cell
/// }
/// dataSource.apply(snapshot, animatingDifferences: false)
/// ```
///
/// The initializer makes the data source the table's `dataSource`. The table holds its data
/// source weakly, as in UIKit, and so does the data source its table: keep the data source in a
/// property (of the view controller, say) for as long as the table shows it.
///
/// Subclass it to give titles or to allow editing and moving, as in UIKit: the other data
/// source methods are declared here as `open`, with UIKit's defaults (no titles, no editing, no
/// moving). A subclass that allows moving gets its snapshot updated when the user drops a row,
/// by `tableView(_:moveRowAt:to:)` and nowhere else, as in UIKit: an override either calls
/// `super` or applies a snapshot of its own with the row moved (as Apple's sample does), and
/// either way the table and the snapshot agree, with the row moved once.
@preconcurrency @MainActor
open class TableViewDiffableDataSource<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: TableViewDataSource {
  /// The snapshot type this data source applies.
  public typealias Snapshot = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

  /// Makes the cell of an item: usually dequeues one and fills it in. Returning nil is a
  /// programming error: the table shows an empty cell and tells its `warningHandler`.
  public typealias CellProvider = (TableView, IndexPath, ItemIdentifierType) -> TableViewCell?

  /// The table, held weakly.
  weak var table: TableView?
  /// Makes cells.
  private let cellProvider: CellProvider
  /// What the table shows, without reload marks or errors.
  var current = Snapshot()
  /// The drop the table is telling of now (see `RowDropObserving`), if any.
  var drop: ReportedDrop?

  /// The animation of the rows and sections that `apply` inserts, deletes and reloads;
  /// `.automatic` by default.
  open var defaultRowAnimation: RowAnimation = .automatic

  /// Creates a data source for a table and makes it the table's `dataSource`.
  /// - Parameters:
  ///   - tableView: The table. It holds the data source weakly: keep the data source alive.
  ///   - cellProvider: Makes the cell of an item at an index path.
  public init(tableView: TableView, cellProvider: @escaping CellProvider) {
    table = tableView
    self.cellProvider = cellProvider
    tableView.dataSource = self
  }

  // MARK: - Snapshots

  /// The sections and items the table shows, without reload or reconfigure marks.
  /// - Returns: A copy to change and apply.
  /// - Complexity: O(1) (the copy shares storage until it is changed).
  open func snapshot() -> Snapshot { current }

  /// Shows a snapshot. With animation, the changes from the current snapshot are one
  /// `performBatchUpdates` of the table; without, the same batch takes effect at once. Either
  /// way cells and the selection follow their items, which `reloadData()` would lose (use
  /// `applySnapshotUsingReloadData(_:completion:)` for that). Items marked by
  /// `reconfigureItems(_:)` are given fresh content in their existing cells afterwards.
  ///
  /// Operations the snapshot refused (see `DiffableDataSourceSnapshot.errors`) go to the table's
  /// `warningHandler` first.
  /// - Parameters:
  ///   - snapshot: The sections and items to show.
  ///   - animatingDifferences: Whether the changes animate; true by default.
  ///   - completion: Runs when the animations end; without animation, before `apply` returns.
  open func apply(
    _ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    show(snapshot, animated: animatingDifferences, completion: completion)
  }

  /// Shows a snapshot by reloading the table: every cell is made again and the selection is
  /// cleared, as `reloadData()` does.
  /// - Parameters:
  ///   - snapshot: The sections and items to show.
  ///   - completion: Runs once the table has reloaded.
  open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
    report(snapshot.errors)
    current = snapshot.withoutMarks
    if let table, table.dataSource === self { table.reloadData() }
    completion?()
  }

  /// Shows a snapshot as `apply(_:animatingDifferences:completion:)` does, and returns when
  /// the animations have ended. The table's host must keep calling `layoutIfNeeded()` on its
  /// frames (as window hosts do) for an animated apply to end.
  /// - Parameters:
  ///   - snapshot: The sections and items to show.
  ///   - animatingDifferences: Whether the changes animate; true by default.
  open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true) async {
    await withCheckedContinuation { continuation in
      show(snapshot, animated: animatingDifferences) { continuation.resume() }
    }
  }

  /// Shows a snapshot by reloading the table, as `applySnapshotUsingReloadData(_:completion:)`
  /// does.
  /// - Parameter snapshot: The sections and items to show.
  open func applySnapshotUsingReloadData(_ snapshot: Snapshot) async {
    applySnapshotUsingReloadData(snapshot, completion: nil)
  }

  // MARK: - Identifiers and index paths

  /// The item at an index path of the table.
  /// - Parameter indexPath: A row of the current snapshot.
  /// - Returns: Its item, or nil outside the snapshot.
  /// - Complexity: O(1).
  open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    current.item(at: indexPath)
  }

  /// The index path of an item.
  /// - Parameter itemIdentifier: An item.
  /// - Returns: Its index path, or nil when it is not in the current snapshot.
  /// - Complexity: O(1).
  open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    current.indexPath(of: itemIdentifier)
  }

  /// The section at an index of the table.
  /// - Parameter index: A section index.
  /// - Returns: Its identifier, or nil outside the snapshot.
  /// - Complexity: O(1).
  open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
    current.sections.indices.contains(index) ? current.sections[index] : nil
  }

  /// The index of a section.
  /// - Parameter sectionIdentifier: A section.
  /// - Returns: Its index, or nil when it is not in the current snapshot.
  /// - Complexity: O(1).
  open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
    current.indexOfSection(sectionIdentifier)
  }

  // MARK: - Data source: counts and cells

  /// The sections of the current snapshot.
  open func numberOfSections(in tableView: TableView) -> Int { current.numberOfSections }

  /// The items of a section of the current snapshot.
  open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    current.itemsBySection.indices.contains(section) ? current.itemsBySection[section].count : 0
  }

  /// The cell the cell provider makes for the row's item; an empty cell, with a message to the
  /// table's `warningHandler`, when it makes none.
  open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    if let item = current.item(at: indexPath) {
      if let cell = cellProvider(tableView, indexPath, item) { return cell }
      tableView.warningHandler(
        "the cell provider of TableViewDiffableDataSource returned nil for item \(item) at "
          + "\(TableViewError.describe(indexPath)); an empty cell is shown instead")
    }
    return TableViewCell(style: .default, reuseIdentifier: nil)
  }

  // MARK: - Data source: titles

  /// No header title; subclasses override.
  open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }

  /// No footer title; subclasses override.
  open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
    nil
  }

  /// No section index; subclasses override.
  open func sectionIndexTitles(for tableView: TableView) -> [String]? { nil }

  /// The section at the title's position.
  open func tableView(
    _ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int { DataSourceDefaults.section(forSectionIndexTitleAt: index) }

  // MARK: - Data source: editing and moving

  /// No row may be edited, as UIKit's diffable data source answers; subclasses override.
  open func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
    DataSourceDefaults.diffableCanEditRow
  }

  /// No row moves; subclasses that allow moving override.
  open func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    DataSourceDefaults.canMoveRow
  }

  /// Nothing to commit; subclasses that delete rows override and apply a snapshot without them.
  open func tableView(
    _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {}

  /// The user dropped a dragged row: the current snapshot moves its item to the new place, so
  /// that it keeps matching the table. The only place the snapshot follows a drop: an override
  /// calls `super`, or applies a snapshot with the row moved instead.
  open func tableView(
    _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    // A row moved onto itself is how the table asks whether this method is implemented.
    guard sourceIndexPath != destinationIndexPath else { return }
    Self.moveItem(in: &current, from: sourceIndexPath, to: destinationIndexPath)
    drop?.isInSnapshot = true
  }
}

// MARK: - Drops

extension TableViewDiffableDataSource: RowDropObserving {
  /// Notes the drop: until the snapshot has it, the table shows one move more than the snapshot.
  func tableWillReportDrop(from source: IndexPath, to destination: IndexPath) {
    drop = ReportedDrop(source: source, destination: destination)
  }

  /// Forgets the drop.
  func tableDidReportDrop() { drop = nil }
}

/// A drop the table is telling its diffable data source of, and whether the current snapshot
/// has it yet (after `super.tableView(_:moveRowAt:to:)` or an applied snapshot).
struct ReportedDrop {
  /// Where the row was, before the move.
  let source: IndexPath
  /// Where the table shows it now.
  let destination: IndexPath
  /// Whether the current snapshot shows the row where the table does.
  var isInSnapshot = false
}
