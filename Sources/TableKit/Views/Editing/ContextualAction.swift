import Foundation

/// An action a row shows when it is swiped, as UIKit's `UIContextualAction`: a button with a
/// title (or an image), a background color, and a handler called when the user taps it or
/// performs it with a full swipe. Give actions to the table in a `SwipeActionsConfiguration`
/// from the delegate's `leadingSwipeActionsConfigurationForRowAt` or
/// `trailingSwipeActionsConfigurationForRowAt`.
@preconcurrency @MainActor
public final class ContextualAction {
  /// How an action looks by default.
  public enum Style: Int, Equatable, Sendable {
    /// A gray button (iOS's system gray, `Color.systemGray`).
    case normal = 0
    /// A red button (`Color.destructiveRed`), for actions that delete or discard.
    case destructive = 1
  }

  /// What the table calls when the user chooses the action: the action, the view of its button,
  /// and a completion handler to call (at once or later) with whether the action was performed.
  /// Either way the row then closes; a row the handler deleted (through the data source and
  /// `deleteRows(at:with:)`) animates away instead.
  public typealias Handler =
    @MainActor (
      _ action: ContextualAction, _ sourceView: View, _ completion: @escaping (Bool) -> Void
    ) -> Void

  /// The action's style, which picks its default background color.
  public let style: Style
  /// The title on the button.
  public var title: String?
  /// The button's color; by default red for `.destructive` and gray for `.normal` (setting nil
  /// brings the default back).
  public var backgroundColor: Color! {
    get { customBackgroundColor ?? (style == .destructive ? .destructiveRed : .systemGray) }
    set { customBackgroundColor = newValue }
  }
  /// An image drawn on the button, above the title when there is one.
  public var image: Image?
  /// The handler the table calls when the user chooses the action.
  public let handler: Handler
  private var customBackgroundColor: Color?

  /// Creates an action, as UIKit's `init(style:title:handler:)`.
  /// - Parameters:
  ///   - style: The style, which picks the default background color.
  ///   - title: The title on the button.
  ///   - handler: What to do when the user chooses the action.
  public init(style: Style, title: String?, handler: @escaping Handler) {
    self.style = style
    self.title = title
    self.handler = handler
  }
}
