import Foundation

/// An action a screen reader offers on an element besides activating it, as UIKit's
/// `UIAccessibilityCustomAction`: a row's swipe actions, "Delete", "Move up". VoiceOver lists
/// them under the rotor's Actions; an AT-SPI client sees them as the element's actions.
@preconcurrency @MainActor
public final class AccessibilityCustomAction {
  /// What the action is called, as the person hears it.
  public var name: String
  /// Performs the action; returns whether it succeeded.
  public var handler: (AccessibilityCustomAction) -> Bool

  /// Creates an action.
  /// - Parameters:
  ///   - name: What the action is called.
  ///   - handler: Performs it and returns whether it succeeded.
  public init(name: String, handler: @escaping (AccessibilityCustomAction) -> Bool) {
    self.name = name
    self.handler = handler
  }

  /// Runs the handler.
  /// - Returns: Whether the action succeeded.
  @discardableResult
  public func perform() -> Bool { handler(self) }
}
