import TableKit

/// A table that keeps its scene's controller alive. `TableView.dataSource` and `delegate` are
/// weak, as in UIKit, where a view controller owns both; a scene has no view controller, so its
/// table holds the object that plays that part. The controller refers back to the table weakly.
@MainActor
public final class SceneTableView: TableView {
  /// The scene's data source and delegate, retained for as long as the table lives.
  public let controller: AnyObject

  /// Creates a table owning `controller`, which becomes its data source and delegate when it
  /// conforms to the protocols.
  /// - Parameters:
  ///   - frame: The table's frame.
  ///   - style: Plain or grouped.
  ///   - controller: The scene's controller.
  public init(frame: CGRect, style: Style, controller: AnyObject) {
    self.controller = controller
    super.init(frame: frame, style: style)
    dataSource = controller as? any TableViewDataSource
    delegate = controller as? any TableViewDelegate
  }
}
