import Foundation

/// Builds an `AccessibilityTree` from a view tree as VoiceOver walks UIKit's: an element is a
/// leaf (with the parts it lists inside it); a view that is not one adds its elements to its
/// container's, unless it is a container itself (a list, a modal view, a bar, a group). A
/// hidden view, one faded out or one whose elements are hidden adds nothing; among siblings,
/// a modal view showing hides the others.
///
/// It reads only what is realized: a table's visible cells, each numbered from the data
/// source's counts (`AccessibilityRowNumbering`), so a table of ten million rows costs what
/// one of twenty does.
@MainActor
struct AccessibilityTreeBuilder {
  /// The view or element behind each node, for the actions.
  private(set) var sources: [AccessibilityNodeID: AccessibilityTree.Source] = [:]

  /// The tree of `root`, which is the window whatever its kind.
  mutating func build(root: View) -> AccessibilityNode {
    var node = makeNode(for: root, id: .view(ObjectIdentifier(root)), role: .window)
    node.children = children(of: root)
    if let table = root as? TableView { number(&node, in: table) }
    sources[node.id] = .view(root)
    return node
  }

  // MARK: - Views

  /// The nodes `view` contributes to its container: itself as an element or container, or
  /// else its elements' nodes.
  private mutating func nodes(for view: View) -> [AccessibilityNode] {
    guard !view.isHidden, view.alpha > 0.01, !view.accessibilityElementsHidden else { return [] }
    let id = AccessibilityNodeID.view(ObjectIdentifier(view))
    if view.isAccessibilityElement {
      var node = makeNode(for: view, id: id, role: role(of: view))
      node.children = partNodes(listedBy: view)
      sources[id] = .view(view)
      return [node]
    }
    guard let role = containerRole(of: view) else { return children(of: view) }
    var node = makeNode(for: view, id: id, role: role)
    node.children = children(of: view)
    if let table = view as? TableView { number(&node, in: table) }
    if role == .tabBar { numberTabs(&node) }
    sources[id] = .view(view)
    return [node]
  }

  /// The nodes of a container's elements, in reading order: its listed elements, else its
  /// subviews; a modal view among them hides the others.
  private mutating func children(of view: View) -> [AccessibilityNode] {
    let listed = view.accessibilityElements ?? view.subviews
    let views = listed.compactMap { $0 as? View }
    if let modal = views.last(where: {
      $0.accessibilityViewIsModal && !$0.isHidden && $0.alpha > 0.01
    }) {
      return nodes(for: modal)
    }
    var result: [AccessibilityNode] = []
    for (index, item) in listed.enumerated() {
      if let subview = item as? View {
        result += nodes(for: subview)
      } else if let element = item as? AccessibilityElement, element.isAccessibilityElement {
        result.append(node(for: element, id: .part(of: ObjectIdentifier(view), index: index)))
      }
    }
    return result
  }

  /// The parts an element view lists inside it (a row's More Info button).
  private mutating func partNodes(listedBy view: View) -> [AccessibilityNode] {
    guard let listed = view.accessibilityElements else { return [] }
    return listed.enumerated().compactMap { index, item in
      guard let element = item as? AccessibilityElement, element.isAccessibilityElement else {
        return nil
      }
      return node(for: element, id: .part(of: ObjectIdentifier(view), index: index))
    }
  }

  private mutating func makeNode(for view: View, id: AccessibilityNodeID, role: AccessibilityRole)
    -> AccessibilityNode
  {
    let traits = view.accessibilityTraits
    let custom = view.accessibilityCustomActions ?? []
    var actions = Self.standardActions(role: role, traits: traits, activates: view is Control)
    actions += custom.map { .custom($0.name) }
    return AccessibilityNode(
      id: id, role: role, label: view.accessibilityLabel, value: view.accessibilityValue,
      hint: view.accessibilityHint, traits: traits, identifier: view.accessibilityIdentifier,
      frame: view.accessibilityFrame, actions: actions, isModal: view.accessibilityViewIsModal,
      listPosition: nil, rowCount: nil,
      checkState: view.isAccessibilityElement ? view.accessibilityBehavior.checkState : nil,
      children: [])
  }

  // MARK: - Drawn parts

  private mutating func node(for element: AccessibilityElement, id: AccessibilityNodeID)
    -> AccessibilityNode
  {
    sources[id] = .element(element)
    let traits = element.accessibilityTraits
    let role = Self.role(traits: traits, fallback: .staticText)
    var actions = Self.standardActions(
      role: role, traits: traits, activates: element.accessibilityActivateBlock != nil)
    actions += (element.accessibilityCustomActions ?? []).map { .custom($0.name) }
    return AccessibilityNode(
      id: id, role: role, label: element.accessibilityLabel, value: element.accessibilityValue,
      hint: element.accessibilityHint, traits: traits,
      identifier: element.accessibilityIdentifier, frame: element.accessibilityFrame,
      actions: actions, isModal: false, listPosition: nil, rowCount: nil, children: [])
  }

  // MARK: - Lists

  /// Gives each tab of a tab bar its place among the tabs ("2 of 4").
  private func numberTabs(_ node: inout AccessibilityNode) {
    let count = node.children.count
    for index in node.children.indices {
      node.children[index].listPosition = AccessibilityListPosition(
        index: index + 1, count: count, indexPath: IndexPath(row: index, section: 0),
        rowsInSection: count)
    }
  }

  /// Gives each row of `table` its place from the data source's counts, and the list its size.
  private func number(_ node: inout AccessibilityNode, in table: TableView) {
    let numbering = AccessibilityRowNumbering(layout: table.layout)
    node.rowCount = numbering.totalRowCount
    let cells = Dictionary(
      table.visibleCells.map { (ObjectIdentifier($0), $0) },
      uniquingKeysWith: { first, _ in first })
    for index in node.children.indices {
      guard case .view(let id) = node.children[index].id, let cell = cells[id],
        let indexPath = table.indexPath(for: cell),
        let position = numbering.position(of: indexPath)
      else { continue }
      node.children[index].listPosition = AccessibilityListPosition(
        index: position, count: numbering.totalRowCount, indexPath: indexPath,
        rowsInSection: table.layout.numberOfRows(inSection: indexPath.section))
    }
  }

  // MARK: - Roles and actions

  /// The role of an element view: a row in a table, a switch, a field, a button that toggles
  /// its selection (a check box); else by its traits.
  private func role(of view: View) -> AccessibilityRole {
    if view is TableViewCell { return .listItem }
    if let button = view as? Button, button.togglesSelection { return .checkBox }
    let traits = view.accessibilityTraits
    if view is TextViewEditor { return .textArea }
    if view is TextField { return traits.contains(.searchField) ? .searchField : .textField }
    return Self.role(traits: traits, fallback: view is Control ? .button : .staticText)
  }

  /// The role of a view that is not an element but reads as a container of its own, or nil
  /// for one whose elements join its container's.
  private func containerRole(of view: View) -> AccessibilityRole? {
    if let alert = view as? AlertView {
      return alert.controller?.preferredStyle == .actionSheet ? .dialog : .alert
    }
    if view is NavigationBar || view is Toolbar { return .toolBar }
    if view.accessibilityTraits.contains(.tabBar) { return .tabBar }
    switch view.accessibilityContainerType {
    case .list, .dataTable: return .list
    case .semanticGroup, .landmark: return .group
    case .none: return view.accessibilityViewIsModal ? .dialog : nil
    }
  }

  /// The role traits give, strongest first.
  static func role(traits: AccessibilityTraits, fallback: AccessibilityRole) -> AccessibilityRole {
    if traits.contains(.header) { return .heading }
    if traits.contains(.searchField) { return .searchField }
    if traits.contains(.toggleButton) { return .toggleButton }
    if traits.contains(.adjustable) { return .adjustable }
    if traits.contains(.keyboardKey) { return .keyboardKey }
    if traits.contains(.link) { return .link }
    if traits.contains(.button) { return .button }
    if traits.contains(.image) { return .image }
    if traits.contains(.staticText) { return .staticText }
    return fallback
  }

  /// Activation where the element acts when activated; increment and decrement where it is
  /// adjustable.
  static func standardActions(
    role: AccessibilityRole, traits: AccessibilityTraits, activates: Bool
  ) -> [AccessibilityNodeAction] {
    if traits.contains(.adjustable) { return [.increment, .decrement] }
    let acting: Set<AccessibilityRole> = [
      .button, .toggleButton, .checkBox, .link, .textField, .searchField, .textArea, .keyboardKey,
    ]
    let activatable = activates || acting.contains(role) || traits.contains(.button)
    return activatable && !traits.contains(.notEnabled) ? [.activate] : []
  }
}
