import Foundation
import TableKit

/// The ATK elements of one accessibility tree, by node: what the bridge shows clients for a
/// frame, as values, so that a frame's update is the difference from the last one (`changes`)
/// and the mapping from UIKit's roles and traits to ATK's is tested without a bus.
public struct ATKSnapshot: Sendable {
  /// The window's node, which the bridge's frame object stands for.
  public let rootID: AccessibilityNodeID
  /// Every element by its node.
  public private(set) var elements: [AccessibilityNodeID: ATKElement] = [:]
  /// The nodes in tree order, parents before their children.
  public private(set) var order: [AccessibilityNodeID] = []

  /// Maps a tree.
  /// - Parameters:
  ///   - root: The window's node (`AccessibilityTree.root`).
  ///   - focused: The node with the focus, if any.
  ///   - unitsPerPoint: Window units (a client's pixels) per point.
  ///   - isActive: Whether the window is the active one.
  public init(
    root: AccessibilityNode, focused: AccessibilityNodeID?, unitsPerPoint: CGFloat,
    isActive: Bool = true
  ) {
    rootID = root.id
    add(root, parentRole: nil, focused: focused, unitsPerPoint: unitsPerPoint)
    if isActive { elements[root.id]?.states.insert(.active) }
  }

  /// Gives `id`'s element the focused state (the focus is decided once the tree is mapped).
  public mutating func markFocused(_ id: AccessibilityNodeID) {
    elements[id]?.states.insert(.focused)
  }

  private mutating func add(
    _ node: AccessibilityNode, parentRole: AccessibilityRole?, focused: AccessibilityNodeID?,
    unitsPerPoint: CGFloat
  ) {
    // A view listed twice (by a container's `accessibilityElements`) is shown once.
    guard elements[node.id] == nil else { return }
    var element = Self.element(
      for: node, parentRole: parentRole, isFocused: node.id == focused,
      unitsPerPoint: unitsPerPoint)
    elements[node.id] = element
    order.append(node.id)
    for child in node.children {
      add(child, parentRole: node.role, focused: focused, unitsPerPoint: unitsPerPoint)
    }
    element.children = node.children.map(\.id).filter { elements[$0] != nil }
    elements[node.id]?.children = Self.unique(element.children)
  }

  private static func unique(_ ids: [AccessibilityNodeID]) -> [AccessibilityNodeID] {
    var seen = Set<AccessibilityNodeID>()
    return ids.filter { seen.insert($0).inserted }
  }

  // MARK: - Mapping

  /// The element a node shows as, without its children.
  /// - Parameters:
  ///   - node: The node.
  ///   - parentRole: Its container's role (a button in a tab bar is a tab).
  ///   - isFocused: Whether it has the focus.
  ///   - unitsPerPoint: Window units per point.
  public static func element(
    for node: AccessibilityNode, parentRole: AccessibilityRole?, isFocused: Bool,
    unitsPerPoint: CGFloat
  ) -> ATKElement {
    let role = role(for: node, parentRole: parentRole)
    let isEntry = role == .entry
    // What can be checked says so by its state, not by its value ("1", "0").
    let shownValue = isEntry || checkState(of: node, role: role) != nil ? nil : node.value
    let description = [shownValue, node.hint].compactMap { $0 }.filter { !$0.isEmpty }
      .joined(separator: ", ")
    var text: String?
    switch role {
    case .label, .heading: text = node.label ?? ""
    case .entry: text = node.value ?? ""
    default: text = nil
    }
    return ATKElement(
      kind: kind(for: role), role: role, name: node.label ?? "", description: description,
      states: states(for: node, role: role, isFocused: isFocused),
      extents: extents(of: node.frame, unitsPerPoint: unitsPerPoint),
      actions: node.actions.map(actionName), text: text,
      listPosition: node.listPosition.map { ($0.index, $0.count) }, rowCount: node.rowCount,
      headingLevel: headingLevel(of: role, parentRole: parentRole), children: [])
  }

  /// A heading's level: 2 for a section's header, which sits in its list, 1 for any other (a
  /// navigation title, a detail's title); nil for what is not a heading.
  public static func headingLevel(of role: ATKRole, parentRole: AccessibilityRole?) -> Int? {
    guard role == .heading else { return nil }
    return parentRole == .list ? 2 : 1
  }

  /// The ATK role of a node.
  public static func role(for node: AccessibilityNode, parentRole: AccessibilityRole?) -> ATKRole {
    switch node.role {
    case .window: .frame
    case .list: .list
    case .listItem: .listItem
    case .heading: .heading
    case .button, .keyboardKey: parentRole == .tabBar ? .pageTab : .pushButton
    case .toggleButton: .toggleButton
    case .checkBox: .checkBox
    case .link: .link
    case .staticText: .label
    case .textField, .searchField, .textArea: .entry
    case .image: .image
    case .adjustable: .slider
    case .tabBar: .pageTabList
    case .toolBar: .toolBar
    case .alert: .alert
    case .dialog: .dialog
    case .group: .panel
    }
  }

  /// The GObject type a role needs.
  public static func kind(for role: ATKRole) -> ATKObjectKind {
    switch role {
    case .frame: .frame
    case .list: .list
    case .label, .heading, .entry: .text
    default: .plain
    }
  }

  /// The states of a node: shown, usable unless `.notEnabled`, focusable where a screen reader
  /// stops, selected from its traits, checkable and checked from its check state (a row with a
  /// checkmark, a selection circle or a switch stays a list item, a checkable one, as GTK's
  /// toggle cells are: Orca says "checked" or "not checked" after its name).
  public static func states(for node: AccessibilityNode, role: ATKRole, isFocused: Bool)
    -> ATKStates
  {
    var states: ATKStates = [.visible, .showing]
    if !node.traits.contains(.notEnabled) { states.insert(.enabled) }
    if node.isFocusable { states.insert(.focusable) }
    if isFocused { states.insert(.focused) }
    if role == .listItem { states.insert(.selectable) }
    if node.traits.contains(.selected) { states.insert(.selected) }
    if let check = checkState(of: node, role: role) {
      states.insert(.checkable)
      if check == .checked { states.insert(.checked) }
      if check == .checked, role == .toggleButton { states.insert(.pressed) }
    }
    if role == .entry { states.formUnion([.editable, .singleLine]) }
    if node.isModal { states.insert(.modal) }
    return states
  }

  /// Whether a node is checked, for what can be: its check state, else a toggle button's value
  /// ("1" when on: an app's own element with the `.toggleButton` trait).
  static func checkState(of node: AccessibilityNode, role: ATKRole) -> AccessibilityCheckState? {
    if let state = node.checkState { return state }
    return role == .toggleButton ? (node.value == "1" ? .checked : .unchecked) : nil
  }

  /// The name a client sees for an action.
  public static func actionName(_ action: AccessibilityNodeAction) -> String {
    switch action {
    case .activate: "activate"
    case .increment: "increment"
    case .decrement: "decrement"
    case .custom(let name): name
    }
  }

  private static func extents(of frame: CGRect, unitsPerPoint: CGFloat) -> CGRect {
    let scaled = CGRect(
      x: frame.minX * unitsPerPoint, y: frame.minY * unitsPerPoint,
      width: frame.width * unitsPerPoint, height: frame.height * unitsPerPoint)
    guard scaled.minX.isFinite, scaled.minY.isFinite, scaled.width.isFinite,
      scaled.height.isFinite
    else { return .zero }
    return CGRect(
      x: scaled.minX.rounded(), y: scaled.minY.rounded(), width: scaled.width.rounded(),
      height: scaled.height.rounded())
  }

  // MARK: - Differences

  /// What changed from one snapshot to the next, each list in the new tree's order.
  public struct Changes: Equatable, Sendable {
    /// Nodes that are new, or whose kind changed (their object is made again).
    public var added: [AccessibilityNodeID] = []
    /// Nodes that are gone, or whose kind changed.
    public var removed: [AccessibilityNodeID] = []
    /// Nodes whose element changed otherwise.
    public var updated: [AccessibilityNodeID] = []

    /// Whether nothing changed.
    public var isEmpty: Bool { added.isEmpty && removed.isEmpty && updated.isEmpty }
  }

  /// What changed since `old` (everything is added when there is none).
  /// - Complexity: O(n) for n nodes in either snapshot.
  public func changes(since old: ATKSnapshot?) -> Changes {
    var changes = Changes()
    let previous = old?.elements ?? [:]
    for id in order {
      guard let element = elements[id] else { continue }
      guard let before = previous[id] else {
        changes.added.append(id)
        continue
      }
      if before.kind != element.kind {
        changes.removed.append(id)
        changes.added.append(id)
      } else if before != element {
        changes.updated.append(id)
      }
    }
    for id in old?.order ?? [] where elements[id] == nil { changes.removed.append(id) }
    return changes
  }
}
