import Foundation

/// A key, with the modifiers held, that runs an action when the table has the keyboard, as
/// UIKit's `UIKeyCommand`. UIKit sends an Objective-C selector up the responder chain; TableKit
/// runs a closure, as `UIAction` does.
@preconcurrency @MainActor
public final class KeyCommand {
  /// What a command does when its key is pressed.
  public typealias Action = @MainActor (KeyCommand) -> Void

  /// A name for the command, for menus and help; empty by default.
  public var title: String
  /// The key.
  public let input: Key
  /// The modifiers that must be held, exactly.
  public let modifierFlags: KeyModifiers
  /// Whether the command takes its key before the table's own use of it (arrows, return);
  /// false by default, as UIKit's `wantsPriorityOverSystemBehavior`.
  public var wantsPriorityOverSystemBehavior = false
  /// What the command does.
  public let action: Action

  /// Creates a command, as `UIKeyCommand(title:input:modifierFlags:action:)`.
  /// - Parameters:
  ///   - title: A name for the command; empty by default.
  ///   - input: The key.
  ///   - modifierFlags: The modifiers that must be held; none by default.
  ///   - action: What to do when the key is pressed.
  public init(
    title: String = "", input: Key, modifierFlags: KeyModifiers = [],
    action: @escaping Action
  ) {
    self.title = title
    self.input = input
    self.modifierFlags = modifierFlags
    self.action = action
  }

  /// Whether a press of `key` with `modifiers` held is this command's.
  public func matches(_ key: Key, modifiers: KeyModifiers) -> Bool {
    key == input && modifiers == modifierFlags
  }
}
