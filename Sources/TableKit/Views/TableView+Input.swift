import Foundation

extension TableView {
  /// Handles one input event, stamped with `clock.now`: touches and the mouse pan, fling, tap
  /// and select; the wheel and trackpad scroll; keys move focus and selection.
  /// - Returns: Whether the table used the event.
  @discardableResult
  public func handle(_ event: InputEvent) -> Bool {
    false
  }
}
