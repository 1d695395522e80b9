import Foundation

/// A snapshot of what assistive technology sees in a window: a tree of `AccessibilityNode`
/// values, and the views and elements behind them so that a bridge (or a test) can act on a
/// node. Take a new one after the screen changed; a node's `id` names the same element in the
/// next snapshot.
///
///     let tree = AccessibilityTree(of: window)
///     let row = tree.root.allNodes.first { $0.label == "Ada Lovelace" }
///     tree.activate(row!.id)
@preconcurrency @MainActor
public struct AccessibilityTree {
  /// What stands behind a node.
  enum Source {
    /// A view.
    case view(View)
    /// A part a view draws.
    case element(AccessibilityElement)
  }

  /// The window's node, with everything below it.
  public let root: AccessibilityNode
  private let sources: [AccessibilityNodeID: Source]

  /// Takes a snapshot of `root` (a window, or any view standing for one), laid out first.
  /// - Complexity: O(n) for n views shown, whatever the rows of the tables among them.
  public init(of root: View) {
    root.layoutIfNeeded()
    var builder = AccessibilityTreeBuilder()
    self.root = builder.build(root: root)
    sources = builder.sources
  }

  /// The node `id` names, or nil when this snapshot has none.
  public func node(_ id: AccessibilityNodeID) -> AccessibilityNode? {
    root.allNodes.first { $0.id == id }
  }

  /// The elements a screen reader stops on, in reading order (its swipe right).
  public var focusableNodes: [AccessibilityNode] { root.allNodes.filter(\.isFocusable) }

  /// The view behind `id`, or nil for a drawn part or an unknown node.
  public func view(_ id: AccessibilityNodeID) -> View? {
    guard case .view(let view) = sources[id] else { return nil }
    return view
  }

  // MARK: - Acting

  /// Activates the element (`accessibilityActivate()`).
  /// - Returns: Whether it did something.
  @discardableResult
  public func activate(_ id: AccessibilityNodeID) -> Bool {
    switch sources[id] {
    case .view(let view): view.accessibilityActivate()
    case .element(let element): element.accessibilityActivate()
    case nil: false
    }
  }

  /// Moves an adjustable element's value up.
  public func increment(_ id: AccessibilityNodeID) {
    switch sources[id] {
    case .view(let view): view.accessibilityIncrement()
    case .element(let element): element.accessibilityIncrement()
    case nil: break
    }
  }

  /// Moves an adjustable element's value down.
  public func decrement(_ id: AccessibilityNodeID) {
    switch sources[id] {
    case .view(let view): view.accessibilityDecrement()
    case .element(let element): element.accessibilityDecrement()
    case nil: break
    }
  }

  /// Performs the element's custom action called `name`.
  /// - Returns: Whether the action ran and succeeded.
  @discardableResult
  public func perform(customAction name: String, on id: AccessibilityNodeID) -> Bool {
    let actions: [AccessibilityCustomAction]?
    switch sources[id] {
    case .view(let view): actions = view.accessibilityCustomActions
    case .element(let element): actions = element.accessibilityCustomActions
    case nil: actions = nil
    }
    return actions?.first { $0.name == name }?.perform() ?? false
  }

  /// Scrolls a page from the element (a three-finger swipe while it has the focus).
  /// - Returns: Whether something scrolled.
  @discardableResult
  public func scroll(_ direction: AccessibilityScrollDirection, from id: AccessibilityNodeID)
    -> Bool
  {
    containingView(of: id)?.accessibilityScroll(direction) ?? false
  }

  /// Escapes from the element (a two-finger scrub while it has the focus).
  /// - Returns: Whether something was dismissed.
  @discardableResult
  public func performEscape(from id: AccessibilityNodeID) -> Bool {
    containingView(of: id)?.accessibilityPerformEscape() ?? false
  }

  /// The view of a node, or the view that draws a part.
  private func containingView(of id: AccessibilityNodeID) -> View? {
    switch sources[id] {
    case .view(let view): view
    case .element(let element): element.accessibilityContainer as? View
    case nil: nil
    }
  }
}
