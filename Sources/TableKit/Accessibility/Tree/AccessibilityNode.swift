import Foundation

/// Names an element of the tree across snapshots: a view by its identity, or a part a view
/// draws (an `AccessibilityElement` it lists) by its container and its place in the list, since
/// such elements are often made anew each time they are asked for.
public enum AccessibilityNodeID: Hashable, Sendable {
  /// A view.
  case view(ObjectIdentifier)
  /// The `index`-th element a view (or element) lists that is not a view.
  case part(of: ObjectIdentifier, index: Int)
}

/// One element of an accessibility snapshot, as a value a bridge reads: what it is, what it
/// says, where it is on screen, what can be done to it, and the elements inside it.
public struct AccessibilityNode: Sendable {
  /// Its identity across snapshots.
  public var id: AccessibilityNodeID
  /// What it is.
  public var role: AccessibilityRole
  /// Its name.
  public var label: String?
  /// What it holds now.
  public var value: String?
  /// What activating it does.
  public var hint: String?
  /// Its traits, state included (`.selected`, `.notEnabled`).
  public var traits: AccessibilityTraits
  /// The identifier set for tests and automation.
  public var identifier: String?
  /// Its rect on screen (window coordinates).
  public var frame: CGRect
  /// What can be done to it.
  public var actions: [AccessibilityNodeAction]
  /// Whether it hides its siblings while it shows.
  public var isModal: Bool
  /// For a list's row, where it stands (from the data source's counts).
  public var listPosition: AccessibilityListPosition?
  /// For a list, its rows (from the data source's counts, not the rows on screen).
  public var rowCount: Int?
  /// Whether it is checked, for what can be checked (a row showing a checkmark or a selection
  /// circle, a switch); nil for the rest.
  public var checkState: AccessibilityCheckState?
  /// The elements inside it, in reading order.
  public var children: [AccessibilityNode]

  /// Creates a node (the tree builder makes them; bridges' tests make their own).
  public init(
    id: AccessibilityNodeID, role: AccessibilityRole, label: String? = nil,
    value: String? = nil, hint: String? = nil, traits: AccessibilityTraits = [],
    identifier: String? = nil, frame: CGRect = .zero, actions: [AccessibilityNodeAction] = [],
    isModal: Bool = false, listPosition: AccessibilityListPosition? = nil, rowCount: Int? = nil,
    checkState: AccessibilityCheckState? = nil, children: [AccessibilityNode] = []
  ) {
    self.id = id
    self.role = role
    self.label = label
    self.value = value
    self.hint = hint
    self.traits = traits
    self.identifier = identifier
    self.frame = frame
    self.actions = actions
    self.isModal = isModal
    self.listPosition = listPosition
    self.rowCount = rowCount
    self.checkState = checkState
    self.children = children
  }

  /// Whether it is an element a screen reader stops on (not only a container).
  public var isFocusable: Bool {
    switch role {
    case .window, .list, .toolBar, .alert, .dialog, .group, .tabBar: false
    default: true
    }
  }

  /// The nodes of this subtree, this one first, depth first in reading order.
  public var allNodes: [AccessibilityNode] {
    var result = [self]
    for child in children { result += child.allNodes }
    return result
  }
}
