import Foundation

/// A press on something with a menu that opens on a long press (a button whose menu is not its
/// primary action, a bar button item with both an action and a menu): the pointer held still
/// for `Metrics.menuLongPressDuration` opens the menu, and from then on that finger's moves and
/// lift go to the menu, so that sliding onto an item and lifting chooses it, as on iOS.
@MainActor
struct MenuPress {
  /// The pointer, where it went down and when, while it may still become a long press.
  private(set) var pending: (pointer: Int, location: CGPoint, start: TimeInterval)?
  /// The menu a long press opened, while its finger is still down.
  private weak var heldMenu: ButtonMenuView?
  /// That finger.
  private var heldPointer: Int?

  /// Notes a pointer going down at `location` at `time`, to open the menu if it is held.
  mutating func begin(pointer: Int, at location: CGPoint, time: TimeInterval) {
    pending = (pointer, location, time)
  }

  /// Follows the pending press: moving further than a long press allows, lifting or cancelling
  /// it ends it.
  mutating func follow(_ event: InputEvent) {
    guard let current = pending else { return }
    switch event {
    case .pointerMoved(let id, let location, _) where id == current.pointer:
      let distance = hypot(location.x - current.location.x, location.y - current.location.y)
      if distance > Metrics.menuLongPressAllowableMovement { pending = nil }
    case .pointerUp(let id, _, _) where id == current.pointer,
      .pointerCancelled(let id) where id == current.pointer:
      pending = nil
    default:
      break
    }
  }

  /// Forgets the pending press.
  mutating func cancel() { pending = nil }

  /// Whether the pending press has been held long enough at `now` to open the menu.
  func isDue(at now: TimeInterval) -> Bool {
    guard let pending else { return false }
    return now - pending.start >= Metrics.menuLongPressDuration
  }

  /// The menu opened: the pending finger now chooses in it.
  mutating func hand(to menu: ButtonMenuView) {
    guard let pending else { return }
    hold(menu, pointer: pending.pointer)
  }

  /// A long press timed elsewhere (by the table the button lies in) opened `menu`: `pointer`,
  /// still down, now chooses in it.
  mutating func hold(_ menu: ButtonMenuView, pointer: Int) {
    menu.trackedPointer = pointer
    heldMenu = menu
    heldPointer = pointer
    pending = nil
  }

  /// Sends an event of the finger that opened the menu on to the menu, its location moved from
  /// `view`'s top-left corner on screen into the menu's coordinates.
  /// - Returns: Whether the event was that finger's (and the menu took it).
  mutating func forward(_ event: InputEvent, from view: View) -> Bool {
    guard let heldPointer, let menu = heldMenu, menu.superview != nil, !menu.isClosing else {
      heldPointer = nil
      return false
    }
    func moved(_ point: CGPoint) -> CGPoint {
      view.convert(
        CGPoint(x: point.x + view.boundsOrigin.x, y: point.y + view.boundsOrigin.y), to: menu)
    }
    switch event {
    case .pointerMoved(let id, let location, let kind) where id == heldPointer:
      _ = menu.handle(.pointerMoved(id: id, location: moved(location), kind: kind))
    case .pointerUp(let id, let location, let kind) where id == heldPointer:
      self.heldPointer = nil
      _ = menu.handle(.pointerUp(id: id, location: moved(location), kind: kind))
    case .pointerCancelled(let id) where id == heldPointer:
      self.heldPointer = nil
      _ = menu.handle(event)
    default:
      return false
    }
    return true
  }
}

extension Metrics {
  /// How long a press is held before it opens a menu that is not the primary action (UIKit's
  /// context menu interaction on a button or bar button item).
  public static let menuLongPressDuration: TimeInterval = 0.5
  /// How far a held finger may wander and still open the menu, as a long press allows.
  public static let menuLongPressAllowableMovement: CGFloat = 10
}
