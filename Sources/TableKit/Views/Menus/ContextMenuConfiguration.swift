import Foundation

/// What a row's context menu shows, as UIKit's `UIContextMenuConfiguration`: the table's
/// delegate returns one from `tableView(_:contextMenuConfigurationForRowAt:point:)`.
///
/// The preview is always the row itself, lifted over the dimmed table: `previewProvider` is
/// kept for porting but never called.
@preconcurrency @MainActor
public final class ContextMenuConfiguration {
  /// Makes a custom preview; not used by TableKit.
  public typealias PreviewProvider = @MainActor () -> View?
  /// Makes the menu, given suggested elements (always none here).
  public typealias ActionProvider = @MainActor (_ suggestedActions: [MenuElement]) -> Menu?

  /// A name the app gives the configuration, to know it again in the delegate's callbacks.
  public let identifier: AnyHashable?
  /// Kept for porting; the row is the preview.
  public let previewProvider: PreviewProvider?
  /// Makes the menu when it opens; nil, or a menu with no visible actions, shows nothing.
  public let actionProvider: ActionProvider?

  /// Creates a configuration, as `UIContextMenuConfiguration(identifier:previewProvider:
  /// actionProvider:)`.
  /// - Parameters:
  ///   - identifier: A name for the configuration; none by default.
  ///   - previewProvider: Ignored: the row itself is the preview.
  ///   - actionProvider: Makes the menu when it opens.
  public init(
    identifier: AnyHashable? = nil, previewProvider: PreviewProvider? = nil,
    actionProvider: ActionProvider? = nil
  ) {
    self.identifier = identifier
    self.previewProvider = previewProvider
    self.actionProvider = actionProvider
  }

  /// Creates a configuration with only a menu, so that a trailing closure is the action provider:
  /// `ContextMenuConfiguration { _ in Menu(children: ...) }`.
  /// - Parameters:
  ///   - identifier: A name for the configuration; none by default.
  ///   - actionProvider: Makes the menu when it opens.
  public convenience init(
    identifier: AnyHashable? = nil, actionProvider: @escaping ActionProvider
  ) {
    self.init(identifier: identifier, previewProvider: nil, actionProvider: actionProvider)
  }
}
