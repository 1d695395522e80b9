import Foundation
import TableKit

/// An ATK role, by the name ATK gives it (`atk_role_get_name`), which is also what AT-SPI
/// clients read (`getRoleName()` in pyatspi).
public enum ATKRole: String, Sendable, Hashable, CaseIterable {
  /// A window.
  case frame
  /// A list of rows (a table view).
  case list
  /// A row of a list.
  case listItem = "list item"
  /// A heading.
  case heading
  /// A push button.
  case pushButton = "push button"
  /// A button that stays on or off (a switch).
  case toggleButton = "toggle button"
  /// A box that is checked or not.
  case checkBox = "check box"
  /// A link.
  case link
  /// Text that is read, not edited.
  case label
  /// A field the person types in.
  case entry
  /// A picture.
  case image
  /// A value moved up and down.
  case slider
  /// A bar of tabs.
  case pageTabList = "page tab list"
  /// A tab of a tab bar.
  case pageTab = "page tab"
  /// A bar of buttons.
  case toolBar = "tool bar"
  /// An alert.
  case alert
  /// A modal panel.
  case dialog
  /// Elements that belong together.
  case panel
}

/// ATK states of an element, as the bits the shim (`TKAccessibleState`) maps onto ATK's.
public struct ATKStates: OptionSet, Hashable, Sendable {
  /// The bits.
  public let rawValue: UInt32
  /// Creates states from their bits.
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  /// It can be used (and so is sensitive).
  public static let enabled = ATKStates(rawValue: 1 << 0)
  /// It is meant to be seen.
  public static let visible = ATKStates(rawValue: 1 << 1)
  /// It is on screen, with its ancestors.
  public static let showing = ATKStates(rawValue: 1 << 2)
  /// It can take the focus.
  public static let focusable = ATKStates(rawValue: 1 << 3)
  /// It has the focus.
  public static let focused = ATKStates(rawValue: 1 << 4)
  /// It can be selected in its list.
  public static let selectable = ATKStates(rawValue: 1 << 5)
  /// It is selected in its list.
  public static let selected = ATKStates(rawValue: 1 << 6)
  /// It can be checked.
  public static let checkable = ATKStates(rawValue: 1 << 7)
  /// It is checked (a switch that is on).
  public static let checked = ATKStates(rawValue: 1 << 8)
  /// Its text can be edited.
  public static let editable = ATKStates(rawValue: 1 << 9)
  /// Its text is one line.
  public static let singleLine = ATKStates(rawValue: 1 << 10)
  /// It keeps the person inside it until dismissed.
  public static let modal = ATKStates(rawValue: 1 << 11)
  /// It is the active window.
  public static let active = ATKStates(rawValue: 1 << 12)
  /// It is pressed (a toggle button that is on).
  public static let pressed = ATKStates(rawValue: 1 << 13)
}

/// Which GObject type stands for an element: the interfaces it offers besides AtkComponent and
/// AtkAction (`TKAccessibleKind`).
public enum ATKObjectKind: Int32, Sendable, Hashable {
  /// No more.
  case plain = 0
  /// AtkText.
  case text = 1
  /// AtkSelection and AtkTable.
  case list = 2
  /// AtkWindow.
  case frame = 3
}

/// What the bridge shows a client for one element: the values pushed into its ATK object. Two
/// equal elements need no update.
public struct ATKElement: Equatable, Sendable {
  /// The GObject type.
  public var kind: ATKObjectKind
  /// The role.
  public var role: ATKRole
  /// The accessible name (the label).
  public var name: String
  /// The accessible description (the value, then the hint).
  public var description: String
  /// The states.
  public var states: ATKStates
  /// The rect in window units (the client's pixels), relative to the window.
  public var extents: CGRect
  /// The action names, activate first where it has it.
  public var actions: [String]
  /// The text of a label, heading or field (AtkText).
  public var text: String?
  /// A row's position from 1 and its list's size, from the data source's counts.
  public var listPosition: (index: Int, count: Int)?
  /// A list's rows, from the data source's counts.
  public var rowCount: Int?
  /// A heading's level from 1: a screen's title is 1, a section's header in a list 2; nil for
  /// other elements. UIKit has no levels; Orca says them ("heading level 2") and moves by them.
  public var headingLevel: Int? = nil
  /// The children, in reading order.
  public var children: [AccessibilityNodeID]

  public static func == (left: ATKElement, right: ATKElement) -> Bool {
    left.kind == right.kind && left.role == right.role && left.name == right.name
      && left.description == right.description && left.states == right.states
      && left.extents == right.extents && left.actions == right.actions
      && left.text == right.text && left.listPosition?.index == right.listPosition?.index
      && left.listPosition?.count == right.listPosition?.count && left.rowCount == right.rowCount
      && left.headingLevel == right.headingLevel && left.children == right.children
  }
}
