import Foundation

/// A button a swiped row shows, as UIKit's `UITableViewRowAction` (iOS 8–12), which a
/// delegate's `tableView(_:editActionsForRowAt:)` returns. The table shows such actions as a
/// trailing `SwipeActionsConfiguration` when the delegate gives no configuration of its own.
///
/// As UIKit's, the handler gets the action and the row's index path; the row closes after the
/// handler returns (a handler that deletes the row animates it away instead), and a full swipe
/// performs nothing, as iOS 8 did not know it.
@preconcurrency @MainActor
public final class TableViewRowAction {
  /// How an action looks by default, as UIKit's `UITableViewRowAction.Style`.
  public enum Style: Int, Sendable {
    /// A red button; the same as `.destructive`.
    case `default` = 0
    /// A gray button.
    case normal = 1

    /// A red button, for actions that delete: UIKit's other name for `.default`, the same
    /// value (0), so it is a name and not a case of its own.
    public static var destructive: Style { .default }
  }

  /// What the table calls when the user taps the action: the action and the row.
  public typealias Handler = @MainActor (_ action: TableViewRowAction, _ indexPath: IndexPath) -> Void

  /// The action's style, which picks its default background color.
  public let style: Style
  /// The title on the button.
  public var title: String?
  /// The button's color; by default red for `.default` and `.destructive`, gray for `.normal`
  /// (setting nil brings the default back).
  public var backgroundColor: Color! {
    get { customBackgroundColor ?? (style == .normal ? .systemGray : .destructiveRed) }
    set { customBackgroundColor = newValue }
  }
  /// The handler the table calls when the user taps the action.
  public let handler: Handler
  private var customBackgroundColor: Color?

  /// Creates an action, as UIKit's `init(style:title:handler:)`.
  /// - Parameters:
  ///   - style: The style, which picks the default background color.
  ///   - title: The title on the button.
  ///   - handler: What to do when the user taps the action.
  public init(style: Style, title: String?, handler: @escaping Handler) {
    self.style = style
    self.title = title
    self.handler = handler
  }

  /// The action as the swipe machinery shows it: the same title and color, calling `handler`
  /// with the row's index path (in the data source's terms) when chosen.
  func contextualAction(forRowAt indexPath: IndexPath) -> ContextualAction {
    let action = ContextualAction(
      style: style == .normal ? .normal : .destructive, title: title
    ) { [self] _, _, completion in
      handler(self, indexPath)
      completion(true)
    }
    action.backgroundColor = backgroundColor
    return action
  }
}

extension SwipeActionsConfiguration {
  /// The trailing configuration UIKit builds from a delegate's row actions (first action at the
  /// row's edge), with no full swipe; nil for no actions.
  static func legacy(_ actions: [TableViewRowAction]?, forRowAt indexPath: IndexPath)
    -> SwipeActionsConfiguration?
  {
    guard let actions, !actions.isEmpty else { return nil }
    let configuration = SwipeActionsConfiguration(
      actions: actions.map { $0.contextualAction(forRowAt: indexPath) })
    configuration.performsFirstActionWithFullSwipe = false
    return configuration
  }
}
