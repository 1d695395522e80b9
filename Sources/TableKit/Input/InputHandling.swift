import Foundation

/// A view that takes input events itself, as a table, a navigation bar or an alert does. A host
/// sends a pointer to the innermost such view under it (and keeps sending that pointer's events
/// there until it lifts), and offers a key to the key view first and then to each input-handling
/// view above it, as UIKit's responder chain does.
@preconcurrency @MainActor
public protocol InputHandling: AnyObject {
  /// Handles one event; pointer locations are in points from the view's top-left corner on
  /// screen.
  /// - Returns: Whether the view used the event.
  @discardableResult
  func handle(_ event: InputEvent) -> Bool

  /// The view that takes the keys after a pointer goes down on this one: the view itself (the
  /// default), another view (a navigation controller's view gives them to its top screen's
  /// content, since a navigation bar is never a key responder in UIKit), or nil to leave them
  /// where they were.
  var keyTargetAfterPress: View? { get }
}

extension InputHandling {
  /// The view itself, when it is one.
  public var keyTargetAfterPress: View? { self as? View }
}

extension TableView: InputHandling {}
