import Foundation

/// One of the editing commands of UIKit's `UIResponderStandardEditActions` that the edit menu
/// offers: what `canPerformAction(_:withSender:)` is asked about. UIKit names them by selector
/// (`#selector(copy(_:))`); Swift on Linux has no selectors, so they are cases here.
public enum StandardEditAction: Int, CaseIterable, Hashable, Sendable {
  /// Copies the selection to the clipboard and removes it.
  case cut
  /// Copies the selection to the clipboard.
  case copy
  /// Puts the clipboard's text in place of the selection.
  case paste
  /// Removes the selection without copying it.
  case delete
  /// Selects the word at the caret.
  case select
  /// Selects the whole text.
  case selectAll

  /// The menu title, as iOS 17 words it in the language of `words`.
  public func title(in words: SystemStrings) -> String {
    switch self {
    case .cut: words[.cut]
    case .copy: words[.copy]
    case .paste: words[.paste]
    case .delete: words[.delete]
    case .select: words[.select]
    case .selectAll: words[.selectAll]
    }
  }

  /// The order UIKit's standard edit menu lists them in.
  static let menuOrder: [StandardEditAction] = [.cut, .copy, .paste, .delete, .select, .selectAll]
}

/// A responder whose standard edit commands TableKit implements (text fields and text views):
/// `Responder`'s `canPerformAction(_:withSender:)`, `cut(_:)` … `selectAll(_:)` call these, so
/// that subclasses can still override those methods as UIKit's.
@MainActor
protocol StandardEditing: AnyObject {
  /// Whether `action` applies now.
  func canPerformStandardAction(_ action: StandardEditAction) -> Bool
  /// Performs `action`; `fromMenu` when the edit menu chose it.
  func performStandardAction(_ action: StandardEditAction, fromMenu: Bool)
}

extension StandardEditing {
  /// Performs `action`, not from the edit menu.
  func performStandardAction(_ action: StandardEditAction) {
    performStandardAction(action, fromMenu: false)
  }
}
