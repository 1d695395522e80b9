import Foundation

/// A view that responds to taps, as a small UIKit `UIControl`. The table routes a tap that lands
/// on a control to it instead of selecting the row.
@preconcurrency @MainActor
open class Control: View {
  /// Whether the control responds and draws normally.
  public var isEnabled = true { didSet { if isEnabled != oldValue { controlStateDidChange() } } }
  /// Whether a finger or the mouse is down on the control.
  public var isHighlighted = false {
    didSet { if isHighlighted != oldValue { controlStateDidChange() } }
  }
  /// Whether the control is chosen, as UIKit's `isSelected`: a button shows its `.selected`
  /// title and image.
  public var isSelected = false {
    didSet { if isSelected != oldValue { controlStateDidChange() } }
  }
  /// Where messages about misuse the control worked around go (a text field's cut input, a
  /// menu with nothing to show, a slider's bounds the wrong way round); nil uses the window's
  /// `warningHandler` (standard error without a window).
  public var warningHandler: ((String) -> Void)?
  /// The actions `addAction(_:for:)` added, with the events each runs for.
  var registeredActions: [(action: Action, events: Event)] = []
  /// The pointer a control outside a table follows from its press to its lift
  /// (`Control+Tracking.swift`).
  var trackingPointer: Int?

  /// Creates a control.
  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
  }

  /// Handles a completed tap at `point` (bounds coordinates); the default does nothing.
  /// - Returns: Whether the control used the tap.
  @discardableResult
  open func handleTap(at point: CGPoint) -> Bool { false }

  /// A press began at `point` (bounds coordinates) on a control that follows its own presses
  /// (see `Control+Tracking.swift`), as UIKit's `beginTracking(_:with:)`; the default does
  /// nothing.
  open func beginTracking(at point: CGPoint) {}

  /// The press moved to `point`, as UIKit's `continueTracking(_:with:)`; a slider's thumb
  /// follows it. The default does nothing.
  open func continueTracking(at point: CGPoint) {}

  /// The press lifted at `point`, before the tap is handled, as UIKit's `endTracking(_:with:)`;
  /// the default does nothing.
  open func endTracking(at point: CGPoint) {}

  /// The press was taken away, as UIKit's `cancelTracking(with:)`; the default does nothing.
  open func cancelTracking() {}

  /// Whether the control follows presses itself inside a table's cell (a slider's thumb
  /// follows the finger) rather than leaving them to the table, which scrolls on a drag and
  /// hands the control only a completed tap. False by default.
  open var tracksPressesInsideTable: Bool { false }

  /// Handles a key while the control has the keys; the default activates it on Space and
  /// Return as a tap in its middle does.
  /// - Returns: Whether the control used the key.
  open func respondToKey(_ key: Key, modifiers: KeyModifiers) -> Bool {
    guard modifiers.isEmpty, key == .space || key == .return else { return false }
    return handleTap(at: CGPoint(x: bounds.midX, y: bounds.midY))
  }

  /// Called after `isEnabled`, `isHighlighted` or `isSelected` changed; a control whose look
  /// follows its state updates it here. The default does nothing.
  open func controlStateDidChange() {}
}
