import Foundation

/// A change to a navigation controller's stack, said as what changes rather than as the whole
/// new stack, so that a push or pop costs the same at any depth: a push appends one
/// controller, a pop keeps a prefix, and only a replacement compares stacks (in time
/// proportional to both).
@MainActor
enum NavigationStackEdit {
  /// One controller goes on top.
  case push(ViewController)
  /// The first `count` controllers stay; the rest leave.
  case keepPrefix(count: Int)
  /// The stack becomes these controllers (each once).
  case replace([ViewController])

  /// The controller on top once the edit is applied to `stack`.
  func newTop(over stack: [ViewController]) -> ViewController? {
    switch self {
    case .push(let controller): controller
    case .keepPrefix(let count): count > 0 ? stack.prefix(count).last : nil
    case .replace(let controllers): controllers.last
    }
  }

  /// Applies the edit to `stack` and `items` (the bar's items, which follow the stack) in
  /// place.
  /// - Returns: The controllers that left and the ones that joined, in stack order.
  func apply(to stack: inout [ViewController], items: inout [NavigationItem])
    -> (removed: [ViewController], added: [ViewController])
  {
    switch self {
    case .push(let controller):
      stack.append(controller)
      items.append(controller.navigationItem)
      return ([], [controller])
    case .keepPrefix(let count):
      let kept = max(0, min(count, stack.count))
      let removed = Array(stack[kept...])
      stack.removeSubrange(kept...)
      items.removeSubrange(min(kept, items.count)...)
      return (removed, [])
    case .replace(let controllers):
      let old = Set(stack.map(ObjectIdentifier.init))
      let new = Set(controllers.map(ObjectIdentifier.init))
      let removed = stack.filter { !new.contains(ObjectIdentifier($0)) }
      let added = controllers.filter { !old.contains(ObjectIdentifier($0)) }
      stack = controllers
      items = controllers.map(\.navigationItem)
      return (removed, added)
    }
  }
}
