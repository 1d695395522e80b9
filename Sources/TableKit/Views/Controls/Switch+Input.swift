import Foundation

extension Switch: InputHandling {
  /// Handles a press or a key (Space and Return toggle it) on a switch outside a table, or
  /// hands the event to the table whose cell holds it (see `Control+Tracking.swift`).
  /// - Returns: Whether it was used.
  @discardableResult
  public func handle(_ event: InputEvent) -> Bool { handleControlInput(event) }

  /// The table the switch lies in, else the switch itself.
  public var keyTargetAfterPress: View? { enclosingTable ?? self }
}
