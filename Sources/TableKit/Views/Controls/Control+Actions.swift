import Foundation

extension Control {
  /// What a control reports, as UIKit's `UIControl.Event`.
  public struct Event: OptionSet, Hashable, Sendable {
    /// The bits of the events.
    public let rawValue: UInt
    /// Creates events from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// A finger or the mouse went down on the control.
    public static let touchDown = Event(rawValue: 1 << 0)
    /// A pointer went down again soon after the last press (a double tap).
    public static let touchDownRepeat = Event(rawValue: 1 << 1)
    /// A pointer pressed on the control moved while inside it.
    public static let touchDragInside = Event(rawValue: 1 << 2)
    /// A pointer pressed on the control moved while outside it.
    public static let touchDragOutside = Event(rawValue: 1 << 3)
    /// A pointer pressed on the control came back inside it.
    public static let touchDragEnter = Event(rawValue: 1 << 4)
    /// A pointer pressed on the control left it.
    public static let touchDragExit = Event(rawValue: 1 << 5)
    /// A finger lifted outside the control after pressing it.
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    /// The system took the press away (the pointer was cancelled).
    public static let touchCancel = Event(rawValue: 1 << 8)
    /// The value changed: a switch toggled, a refresh control started refreshing.
    public static let valueChanged = Event(rawValue: 1 << 12)
    /// The control's main action ran (a tap on a button-like control).
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    /// A finger lifted inside the control.
    public static let touchUpInside = Event(rawValue: 1 << 6)
    /// A text field became first responder.
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    /// A text field's text changed by editing (typing, deleting, pasting, composing).
    public static let editingChanged = Event(rawValue: 1 << 17)
    /// A text field resigned first responder.
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    /// Return was pressed in a text field.
    public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
    /// A button's menu is about to open (iOS 14's `menuActionTriggered`).
    public static let menuActionTriggered = Event(rawValue: 1 << 14)
    /// Every touch event.
    public static let allTouchEvents = Event(rawValue: 0x0FFF)
    /// Every editing event of a text field.
    public static let allEditingEvents = Event(rawValue: 0x000F_0000)
    /// Every event.
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
  }

  /// Adds `action` to run when any of `events` happens, as UIKit's `addAction(_:for:)` (iOS 14):
  /// the closure form that stands in for target-action here.
  public func addAction(_ action: Action, for events: Event) {
    registeredActions.append((action, events))
  }

  /// Removes `action` for `events`; it stays for the others it was added for.
  public func removeAction(_ action: Action, for events: Event) {
    registeredActions = registeredActions.compactMap { entry in
      guard entry.action === action else { return entry }
      let remaining = entry.events.subtracting(events)
      return remaining.isEmpty ? nil : (entry.action, remaining)
    }
  }

  /// Runs the actions added for any of `events`, as UIKit's `sendActions(for:)`; a disabled
  /// control runs none.
  public func sendActions(for events: Event) {
    guard isEnabled else { return }
    for entry in registeredActions where !entry.events.isDisjoint(with: events) {
      entry.action.perform(sender: self)
    }
  }
}
