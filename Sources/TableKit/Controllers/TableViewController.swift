import Foundation

/// A controller that manages a table, as UIKit's `UITableViewController`: it creates the table
/// in its style, is the table's data source and delegate, reloads it the first time it appears,
/// clears the selection each time it appears (unless told not to), flashes the scroll indicators
/// once it has appeared, and toggles editing.
///
/// Subclass it and override the data source and delegate methods you need, as in UIKit: every
/// one is declared here as `open`, so `override` works as it does there.
@preconcurrency @MainActor
open class TableViewController: ViewController, TableViewDataSource, TableViewDelegate {
  /// The style the table is created in.
  public let style: TableView.Style
  /// Whether `viewWillAppear(_:)` clears the selection; true by default, as documented.
  public var clearsSelectionOnViewWillAppear = true

  private var hasAppeared = false

  /// Creates a controller for a table of `style`.
  public init(style: TableView.Style) {
    self.style = style
    super.init(nibName: nil, bundle: nil)
  }

  /// Creates a controller for a plain table, as UIKit's `init(nibName:bundle:)` (and `init()`)
  /// do; there are no nib files, so both are ignored.
  public override init(nibName: String?, bundle: Bundle?) {
    style = .plain
    super.init(nibName: nibName, bundle: bundle)
  }

  /// Creates a controller for a plain table; nothing is read from `coder` (see
  /// `ViewController.init?(coder:)`).
  public required init?(coder: NSCoder) {
    style = .plain
    super.init(coder: coder)
  }

  /// Makes the table, with this controller as its data source and delegate, as the view.
  open override func loadView() {
    let table = TableView(frame: .zero, style: style)
    table.dataSource = self
    table.delegate = self
    view = table
  }

  /// The table: the controller's view, created on first use (`loadView()`, then
  /// `viewDidLoad()`). Setting another table makes it the view.
  public var tableView: TableView! {
    get { view as? TableView }
    set { view = newValue }
  }

  /// The table's pull-to-refresh control; nil by default, as documented.
  public var refreshControl: RefreshControl? {
    get { tableView.refreshControl }
    set { tableView.refreshControl = newValue }
  }

  // MARK: - Appearing

  /// The table is about to appear: the first time, it reloads its data; every time after, the
  /// selection is cleared (with the fade when animated) when `clearsSelectionOnViewWillAppear`
  /// is true.
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    if !hasAppeared {
      tableView.reloadData()
    } else if clearsSelectionOnViewWillAppear {
      for indexPath in tableView.indexPathsForSelectedRows ?? [] {
        tableView.deselectRow(at: indexPath, animated: animated)
      }
    }
  }

  /// The table appeared: its scroll indicators flash.
  open override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    hasAppeared = true
    tableView.flashScrollIndicators()
  }

  /// Enters or leaves editing, the table with it (the Edit/Done button's action).
  open override func setEditing(_ editing: Bool, animated: Bool) {
    super.setEditing(editing, animated: animated)
    tableView.setEditing(editing, animated: animated)
  }

  // MARK: - Data source

  /// One section.
  open func numberOfSections(in tableView: TableView) -> Int {
    DataSourceDefaults.numberOfSections
  }
  /// No rows; subclasses override.
  open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 0 }
  /// An empty cell; subclasses that have rows override.
  open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    TableViewCell(style: .default, reuseIdentifier: nil)
  }
  /// No header title.
  open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }
  /// No footer title.
  open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
    nil
  }
  /// No section index.
  open func sectionIndexTitles(for tableView: TableView) -> [String]? { nil }
  /// The section at the title's position.
  open func tableView(
    _ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int { DataSourceDefaults.section(forSectionIndexTitleAt: index) }
  /// Every row may be edited.
  open func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
    DataSourceDefaults.canEditRow
  }
  /// Rows move where a subclass overrides `moveRowAt`.
  open func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    DataSourceDefaults.canMoveRow(for: self, in: tableView, at: indexPath)
  }
  /// Nothing to commit. Not overridden, it counts as not implemented (as UIKit's
  /// `UITableViewController` has none): rows do not swipe to delete.
  open func tableView(
    _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) { ImplementedDataSourceMethods.noteDefaultRan(.commitEditing) }
  /// Nothing to move. Not overridden, it counts as not implemented: rows show no reorder
  /// control of their own accord.
  open func tableView(
    _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) { ImplementedDataSourceMethods.noteDefaultRan(.moveRow) }

  // MARK: - Delegate: heights and views

  /// Not implemented: the table uses `rowHeight`.
  open func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    TableView.unimplementedDimension
  }
  /// Not implemented: the table uses `sectionHeaderHeight`.
  open func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
    TableView.unimplementedDimension
  }
  /// Not implemented: the table uses `sectionFooterHeight`.
  open func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
    TableView.unimplementedDimension
  }
  /// Not implemented: the table uses `estimatedRowHeight`.
  open func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath)
    -> CGFloat
  { TableView.unimplementedDimension }
  /// Not implemented: the table uses `estimatedSectionHeaderHeight`.
  open func tableView(_ tableView: TableView, estimatedHeightForHeaderInSection section: Int)
    -> CGFloat
  { TableView.unimplementedDimension }
  /// Not implemented: the table uses `estimatedSectionFooterHeight`.
  open func tableView(_ tableView: TableView, estimatedHeightForFooterInSection section: Int)
    -> CGFloat
  { TableView.unimplementedDimension }
  /// The standard titled header.
  open func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { nil }
  /// The standard titled footer.
  open func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { nil }
  /// No indentation.
  open func tableView(_ tableView: TableView, indentationLevelForRowAt indexPath: IndexPath) -> Int
  {
    0
  }

  // MARK: - Delegate: display

  /// Does nothing.
  open func tableView(
    _ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  open func tableView(
    _ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  open func tableView(
    _ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int
  ) {}
  /// Does nothing.
  open func tableView(
    _ tableView: TableView, willDisplayFooterView view: View, forSection section: Int
  ) {}
  /// Does nothing.
  open func tableView(
    _ tableView: TableView, didEndDisplayingHeaderView view: View, forSection section: Int
  ) {}
  /// Does nothing.
  open func tableView(
    _ tableView: TableView, didEndDisplayingFooterView view: View, forSection section: Int
  ) {}

  // MARK: - Delegate: selection

  /// Every row can have focus.
  open func tableView(_ tableView: TableView, canFocusRowAt indexPath: IndexPath) -> Bool {
    true
  }
  /// Every row highlights.
  open func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
    true
  }
  /// Does nothing.
  open func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {}
  /// Does nothing.
  open func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {}
  /// Selects the row asked for.
  open func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    indexPath
  }
  /// Does nothing.
  open func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
  /// Deselects the row asked for.
  open func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath)
    -> IndexPath?
  { indexPath }
  /// Does nothing.
  open func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
  /// Does nothing.
  open func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath)
  {}

  // MARK: - Delegate: editing

  /// `.delete`.
  open func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath)
    -> TableViewCell.EditingStyle
  { .delete }
  /// "Delete" in the table's language.
  open func tableView(
    _ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
  ) -> String? { SystemStrings(for: tableView)[.delete] }
  /// Indents.
  open func tableView(_ tableView: TableView, shouldIndentWhileEditingRowAt indexPath: IndexPath)
    -> Bool
  { true }
  /// Does nothing.
  open func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath) {}
  /// Does nothing.
  open func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath?) {}
  /// None: no leading swipe.
  open func tableView(
    _ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> SwipeActionsConfiguration? { nil }
  /// None: the classic Delete button where the row's editing style is `.delete`.
  open func tableView(
    _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> SwipeActionsConfiguration? { nil }
  /// None: the row actions give way to the classic Delete button.
  open func tableView(_ tableView: TableView, editActionsForRowAt indexPath: IndexPath)
    -> [TableViewRowAction]?
  { nil }
  /// The proposal.
  open func tableView(
    _ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath { proposedDestinationIndexPath }

  // MARK: - Context menus

  /// None: rows have no context menu.
  open func tableView(
    _ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
  ) -> ContextMenuConfiguration? { nil }
  /// Does nothing.
  open func tableView(
    _ tableView: TableView, willDisplayContextMenu configuration: ContextMenuConfiguration,
    animator: (any ContextMenuInteractionAnimating)?
  ) {}
  /// Does nothing.
  open func tableView(
    _ tableView: TableView, willEndContextMenuInteraction configuration: ContextMenuConfiguration,
    animator: (any ContextMenuInteractionAnimating)?
  ) {}

  // MARK: - Scrolling

  /// Does nothing.
  open func scrollViewDidScroll(_ scrollView: ScrollView) {}
  /// Does nothing.
  open func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
  /// Leaves the target as it is.
  open func scrollViewWillEndDragging(
    _ scrollView: ScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}
  /// Does nothing.
  open func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
  /// Does nothing.
  open func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
  /// Does nothing.
  open func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
  /// Does nothing.
  open func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
  /// Scrolls to the top when the status bar is tapped, as by default.
  open func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool { true }
  /// Does nothing.
  open func scrollViewDidScrollToTop(_ scrollView: ScrollView) {}
}
