import Foundation

/// A view that responds to taps, as a small UIKit `UIControl`. The table routes a tap that lands
/// on a control to it instead of selecting the row.
@preconcurrency @MainActor
open class Control: View {
  /// Whether the control responds and draws normally.
  public var isEnabled = true
  /// Whether a finger or the mouse is down on the control.
  public var isHighlighted = false
  /// The actions `addAction(_:for:)` added, with the events each runs for.
  var registeredActions: [(action: Action, events: Event)] = []

  /// Creates a control.
  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
  }

  /// Handles a completed tap at `point` (bounds coordinates); the default does nothing.
  /// - Returns: Whether the control used the tap.
  @discardableResult
  open func handleTap(at point: CGPoint) -> Bool { false }
}
