import Foundation

/// The reading focus of a screen reader over a window (VoiceOver's cursor), for a bridge or
/// the kiosk's spoken mode to move: it walks the focusable elements in reading order, and in
/// a list it walks the data source's rows, not only those on screen — moving past the last
/// visible row scrolls the next one into view, as VoiceOver does.
///
/// A row keeps the focus through updates: the focus remembers the row's cell and index path,
/// and follows the cell while it shows a row (through inserts, deletes and moves above it);
/// when its row is deleted, the row that takes its place has the focus.
@preconcurrency @MainActor
public final class AccessibilityFocus {
  /// What has the focus.
  private enum Target {
    /// An element that is not a row.
    case node(AccessibilityNodeID)
    /// A row of `table`, shown by the cell `cell` when last seen.
    case row(table: ObjectIdentifier, cell: ObjectIdentifier, indexPath: IndexPath)
  }

  /// The window the focus moves in.
  public let root: View
  private var target: Target?

  /// Creates a focus over `root`, on nothing yet.
  public init(root: View) {
    self.root = root
  }

  /// The focused element as the screen shows it now, or nil when nothing has the focus.
  public var focusedNode: AccessibilityNode? {
    let tree = AccessibilityTree(of: root)
    return resolve(in: tree)
  }

  // MARK: - Setting

  /// Puts the focus on the element `id` names in a current snapshot.
  /// - Returns: Whether there is such an element to focus.
  @discardableResult
  public func focus(_ id: AccessibilityNodeID) -> Bool {
    let tree = AccessibilityTree(of: root)
    guard let node = tree.node(id), node.isFocusable else { return false }
    remember(node, in: tree)
    return true
  }

  /// Puts the focus on `view`, an element shown in the window.
  /// - Returns: Whether the view is such an element.
  @discardableResult
  public func focus(on view: View) -> Bool { focus(.view(ObjectIdentifier(view))) }

  // MARK: - Moving

  /// Moves to the next element (a swipe right); past the last row on screen of a list that
  /// has more, that row is scrolled into view first.
  /// - Returns: The element now focused, or nil at the end (the focus then stays).
  @discardableResult
  public func moveNext() -> AccessibilityNode? { move(by: 1) }

  /// Moves to the previous element (a swipe left), scrolling a list back as `moveNext()` does.
  /// - Returns: The element now focused, or nil at the start.
  @discardableResult
  public func movePrevious() -> AccessibilityNode? { move(by: -1) }

  private func move(by step: Int) -> AccessibilityNode? {
    let tree = AccessibilityTree(of: root)
    let nodes = tree.focusableNodes
    guard let current = resolve(in: tree),
      let index = nodes.firstIndex(where: { $0.id == current.id })
    else {
      guard let first = step > 0 ? nodes.first : nodes.last else { return nil }
      remember(first, in: tree)
      return first
    }
    let neighbour = nodes.indices.contains(index + step) ? nodes[index + step] : nil
    if let position = current.listPosition,
      let table = (tree.view(current.id) as? TableViewCell)?.owningTable,
      let next = table.layout.adjacentRow(to: position.indexPath, by: step),
      !nodes.contains(where: { node in
        node.listPosition?.indexPath == next
          && (tree.view(node.id) as? TableViewCell)?.owningTable === table
      })
    {
      // The next row of this list is not on screen (a header or footer of it may be).
      guard let cell = table.scrollRowIntoViewForAccessibility(next) else { return nil }
      let scrolled = AccessibilityTree(of: root)
      guard let node = scrolled.node(.view(ObjectIdentifier(cell))) else { return nil }
      remember(node, in: scrolled)
      return node
    }
    guard let neighbour else { return nil }
    remember(neighbour, in: tree)
    return neighbour
  }

  // MARK: - Remembering and finding

  private func remember(_ node: AccessibilityNode, in tree: AccessibilityTree) {
    if let position = node.listPosition, let cell = tree.view(node.id) as? TableViewCell,
      let table = cell.owningTable
    {
      target = .row(
        table: ObjectIdentifier(table), cell: ObjectIdentifier(cell), indexPath: position.indexPath)
    } else {
      target = .node(node.id)
    }
  }

  /// The focused node in `tree`: the element itself; for a row, its cell while the cell shows
  /// a row, else the row now at its index path (the last row when the list got shorter).
  private func resolve(in tree: AccessibilityTree) -> AccessibilityNode? {
    switch target {
    case nil:
      return nil
    case .node(let id):
      return tree.node(id)
    case .row(let tableID, let cellID, let indexPath):
      if let node = tree.node(.view(cellID)), let position = node.listPosition {
        target = .row(table: tableID, cell: cellID, indexPath: position.indexPath)
        return node
      }
      let rows = tree.root.allNodes.filter { node in
        guard node.listPosition != nil, let cell = tree.view(node.id) as? TableViewCell else {
          return false
        }
        return cell.owningTable.map(ObjectIdentifier.init) == tableID
      }
      guard let node = rows.first(where: { $0.listPosition?.indexPath == indexPath }) ?? rows.last
      else { return nil }
      remember(node, in: tree)
      return node
    }
  }
}

extension TableLayout {
  /// The row `step` (1 or -1) places after or before `indexPath`, across sections and over
  /// empty ones, or nil past either end.
  /// - Complexity: O(log s) per section passed.
  func adjacentRow(to indexPath: IndexPath, by step: Int) -> IndexPath? {
    var section = indexPath.section
    var row = indexPath.row + step
    while section >= 0, section < numberOfSections {
      if row >= 0, row < numberOfRows(inSection: section) {
        return IndexPath(row: row, section: section)
      }
      section += step
      guard section >= 0, section < numberOfSections else { return nil }
      row = step > 0 ? 0 : numberOfRows(inSection: section) - 1
    }
    return nil
  }
}
