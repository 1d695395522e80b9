import Foundation

extension Control {
  /// The states a control's looks are set for, as UIKit's `UIControl.State`: a button keeps a
  /// title, a title color and an image for each, and shows the one for its current state.
  public struct State: OptionSet, Hashable, Sendable {
    /// The bits of the state.
    public let rawValue: UInt
    /// Creates a state from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Enabled, not highlighted, not selected: the state every other one falls back to.
    public static let normal = State([])
    /// A finger or the mouse is down on the control.
    public static let highlighted = State(rawValue: 1 << 0)
    /// `isEnabled` is false.
    public static let disabled = State(rawValue: 1 << 1)
    /// `isSelected` is true.
    public static let selected = State(rawValue: 1 << 2)
    /// The control has the keyboard's focus.
    public static let focused = State(rawValue: 1 << 3)
  }

  /// The control's state now, from `isEnabled`, `isHighlighted` and `isSelected`.
  public var state: State {
    var state: State = []
    if isHighlighted { state.insert(.highlighted) }
    if !isEnabled { state.insert(.disabled) }
    if isSelected { state.insert(.selected) }
    return state
  }
}
