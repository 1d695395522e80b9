import Foundation
import TableKit

/// Which element of a window has the focus a screen reader follows: the keyboard's (the field
/// being edited, the table's focused row) when it moved last, else the element a client
/// focused or acted on, else — after a new screen appeared — the element the app named, or
/// the first heading the new screen brought, or its first element, as VoiceOver lands on a
/// pushed screen.
@MainActor
final class AccessibilityBridgeFocus {
  /// The element a client focused or acted on last.
  var assistiveFocus: AccessibilityNodeID?
  /// The focus clients were last told of.
  private(set) var lastAnnounced: AccessibilityNodeID?
  /// Whether the focus is to be told again though it did not move (a new screen landed on an
  /// element that stayed, renamed: a navigation bar's title).
  private(set) var needsRetelling = false
  private var lastKeyboardFocus: AccessibilityNodeID?
  /// A new screen appeared: the view to focus, or nil for the screen's first element. The
  /// window's first screen counts as one.
  private var screenChange: View?? = .some(nil)
  /// The elements' labels when the last screen change was handled: what a new screen brought
  /// is what is new or renamed since (the notification comes after the transition's last
  /// frame, so the frame before already shows the new screen).
  private var namesAtLastScreen: [AccessibilityNodeID: String]?

  /// Notes that a new screen appeared (or part of one changed), naming the view to focus.
  func screenChanged(naming view: View?) {
    screenChange = .some(view)
  }

  /// The focused node of `tree`.
  ///
  /// After a new screen appeared, the focus goes to what it brought (elements new or renamed
  /// since the screen before, as a pushed screen's title), not to what stayed (a sidebar
  /// beside the navigation).
  /// - Parameters:
  ///   - tree: The window now, for its views.
  ///   - shown: The same tree mapped, for finding nodes without walking the tree again.
  func focusedNode(in tree: AccessibilityTree, shown: ATKSnapshot) -> AccessibilityNodeID? {
    let keyboard = Self.keyboardFocus(in: tree, shown: shown)
    let keyboardMoved = keyboard != lastKeyboardFocus
    lastKeyboardFocus = keyboard
    if let change = screenChange {
      screenChange = nil
      let named = change.map { AccessibilityNodeID.view(ObjectIdentifier($0)) }
      let nodes = tree.focusableNodes
      let before = namesAtLastScreen ?? [:]
      let brought = nodes.filter { before[$0.id] != ($0.label ?? "") }
      namesAtLastScreen = Dictionary(
        tree.root.allNodes.map { ($0.id, $0.label ?? "") }, uniquingKeysWith: { first, _ in first })
      let target =
        named.flatMap { tree.node($0) } ?? brought.first { $0.role == .heading }
        ?? brought.first ?? nodes.first { $0.role == .heading } ?? nodes.first
      if let target {
        assistiveFocus = target.id
        needsRetelling = true
        return target.id
      }
    }
    if keyboardMoved, let keyboard {
      assistiveFocus = nil
      return keyboard
    }
    if let assistiveFocus, shown.elements[assistiveFocus] != nil { return assistiveFocus }
    return keyboard
  }

  /// Notes that clients were told of `id`'s focus.
  func told(_ id: AccessibilityNodeID?) {
    lastAnnounced = id
    needsRetelling = false
  }

  /// The field being edited, else a table's focused row, if shown.
  static func keyboardFocus(in tree: AccessibilityTree, shown: ATKSnapshot)
    -> AccessibilityNodeID?
  {
    var focusedRow: AccessibilityNodeID?
    for id in shown.order {
      guard let view = tree.view(id) else { continue }
      if let field = view as? TextField, field.isFirstResponder { return id }
      if focusedRow == nil, let cell = view as? TableViewCell, let table = owningTable(of: cell),
        let focused = table.indexPathForFocusedRow, table.indexPath(for: cell) == focused
      {
        focusedRow = id
      }
    }
    return focusedRow
  }

  private static func owningTable(of cell: TableViewCell) -> TableView? {
    var view = cell.superview
    while let current = view {
      if let table = current as? TableView { return table }
      view = current.superview
    }
    return nil
  }
}
