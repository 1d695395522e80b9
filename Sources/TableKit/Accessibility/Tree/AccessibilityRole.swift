import Foundation

/// What an element of the tree is for a screen reader, the word a bridge maps onto its
/// platform's roles (ATK's `ATK_ROLE_*`, AccessKit's `Role`). Decided from the element's kind
/// and traits by `AccessibilityTreeBuilder`.
public enum AccessibilityRole: String, Sendable, Hashable {
  /// The window at the root (ATK's frame).
  case window
  /// A list of rows: a table view.
  case list
  /// A row of a list.
  case listItem
  /// A heading: a section header, a navigation title, an alert's title.
  case heading
  /// A push button.
  case button
  /// A button that stays on or off: a switch.
  case toggleButton
  /// A box that is checked or not: a button that toggles its selection
  /// (`changesSelectionAsPrimaryAction` without a menu). Rows that show a checkmark stay list
  /// items, checkable ones (`AccessibilityNode.checkState`).
  case checkBox
  /// A link.
  case link
  /// Text that is read, not edited.
  case staticText
  /// A field the person types in.
  case textField
  /// A field the person types a search in.
  case searchField
  /// Multi-line text the person reads or types in (a text view).
  case textArea
  /// A picture.
  case image
  /// A value moved up and down (ATK's slider): the section index.
  case adjustable
  /// A key of an on-screen keyboard.
  case keyboardKey
  /// A bar of tabs (ATK's page tab list).
  case tabBar
  /// A bar of buttons and a title: a navigation bar (ATK's tool bar).
  case toolBar
  /// An alert over the screen.
  case alert
  /// An action sheet or other modal panel.
  case dialog
  /// Elements that belong together.
  case group
}

/// What can be done to an element of the tree, the bridge's actions.
public enum AccessibilityNodeAction: Hashable, Sendable, CustomStringConvertible {
  /// A double tap: `accessibilityActivate()`.
  case activate
  /// A swipe up on an adjustable element.
  case increment
  /// A swipe down on an adjustable element.
  case decrement
  /// One of `accessibilityCustomActions`, by name.
  case custom(String)

  /// The action's name as the text form of the tree writes it.
  public var description: String {
    switch self {
    case .activate: "activate"
    case .increment: "increment"
    case .decrement: "decrement"
    case .custom(let name): "\"\(name)\""
    }
  }
}

/// Where a row stands in its list, from the data source's counts (AT-SPI's `posinset` and
/// `setsize`): numbered from 1 across sections, and within its section.
public struct AccessibilityListPosition: Hashable, Sendable {
  /// The row's number in the whole list, from 1.
  public var index: Int
  /// The rows of the whole list.
  public var count: Int
  /// The row's index path.
  public var indexPath: IndexPath
  /// The rows of its section.
  public var rowsInSection: Int
}
