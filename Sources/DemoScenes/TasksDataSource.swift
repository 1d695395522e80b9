import TableKit

/// The tasks scene's diffable data source, subclassed as UIKit code subclasses
/// `UITableViewDiffableDataSource`: for section titles, and to let rows be edited, without
/// which the table offers no swipe actions (the base class answers no to `canEditRowAt`).
@MainActor
public final class TasksDataSource: TableViewDiffableDataSource<TaskList.Section, TaskList.Task.ID>
{
  /// The title of the section shown at `section`.
  public override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int)
    -> String?
  {
    sectionIdentifier(for: section)?.title
  }

  /// Every task swipes.
  public override func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath)
    -> Bool
  {
    itemIdentifier(for: indexPath) != nil
  }
}
