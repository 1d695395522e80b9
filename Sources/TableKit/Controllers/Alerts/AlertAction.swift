import Foundation

/// A button of an alert or action sheet and what it does, as UIKit's `UIAlertAction`: a title,
/// a style (a `.cancel` action goes last or on the leading side and in bold, a `.destructive`
/// one is red) and a handler that runs once the alert has been dismissed.
@preconcurrency @MainActor
public final class AlertAction {
  /// What the alert calls after it was dismissed because the user chose the action.
  public typealias Handler = @MainActor (_ action: AlertAction) -> Void

  /// How an action looks and where it goes, as `UIAlertAction.Style`.
  public enum Style: Int, Hashable, Sendable {
    /// An ordinary choice, in the tint.
    case `default` = 0
    /// Leaves things as they were: placed last (on the leading side of two, in an action
    /// sheet's separate button), in bold; Escape and a tap outside an action sheet choose it.
    /// An alert has at most one.
    case cancel = 1
    /// Deletes or discards something: drawn in red.
    case destructive = 2
  }

  /// The button's title.
  public let title: String?
  /// How the button looks and where it goes.
  public let style: Style
  /// Whether the button can be chosen; a disabled one is gray and ignores taps and keys.
  /// Changing it while the alert is shown redraws the button.
  public var isEnabled = true {
    didSet { if isEnabled != oldValue { owner?.actionDidChange() } }
  }

  let handler: Handler?
  /// The alert the action was added to, told when `isEnabled` changes.
  weak var owner: AlertController?

  /// Creates an action, as `UIAlertAction(title:style:handler:)`.
  /// - Parameters:
  ///   - title: The button's title.
  ///   - style: How it looks and where it goes.
  ///   - handler: What to do once the alert is gone after the user chose it; nil does nothing.
  public init(title: String?, style: Style, handler: Handler? = nil) {
    self.title = title
    self.style = style
    self.handler = handler
  }
}
