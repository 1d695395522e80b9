import Foundation

@testable import TableKit

/// A window with a text field near its middle, driven by touches as a finger drives it, with a
/// clipboard of its own.
@MainActor
struct EditMenuHarness {
  let window: Window
  let field: TextField
  let clock = ManualClock(now: 10)

  init(text: String = "hello world", clipboard: String? = "pasted", secure: Bool = false) {
    window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 600), clock: clock)
    window.screen.clipboard = MemoryClipboard(string: clipboard)
    field = TextField(frame: CGRect(x: 20, y: 200, width: 350, height: 44))
    field.clock = clock
    field.isSecureTextEntry = secure
    field.text = text
    window.addSubview(field)
    window.layoutIfNeeded()
  }

  /// A finger's tap at `x` on the field's line (field coordinates), a second after the last
  /// press (so that it is not taken for a double tap).
  func tap(atX x: CGFloat) {
    clock.advance(by: 1)
    quickTap(atX: x, id: 1)
  }

  /// A tap at once after the last press.
  private func quickTap(atX x: CGFloat, id: Int) {
    let point = CGPoint(x: x, y: 22)
    field.handle(.pointerDown(id: id, location: point, kind: .touch))
    field.handle(.pointerUp(id: id, location: point, kind: .touch))
    window.layoutIfNeeded()
  }

  /// A finger's double tap at `x`.
  func doubleTap(atX x: CGFloat) {
    tap(atX: x)
    quickTap(atX: x, id: 2)
  }

  /// The open edit menu, if any.
  var menu: EditMenuView? {
    window.layoutIfNeeded()
    return window.openEditMenu
  }

  /// The titles of the menu's commands on its page, left to right.
  var titles: [String] {
    guard let menu, let layout = menu.layout else { return [] }
    return layout.items.map { menu.entries[$0.index].title }
  }

  /// A finger's tap on the command titled `title`, through the window's hit testing.
  func choose(_ title: String) {
    guard let menu, let layout = menu.layout,
      let item = layout.items.first(where: { menu.entries[$0.index].title == title })
    else { return }
    let point = CGPoint(x: item.frame.midX, y: item.frame.midY)
    guard let hit = window.hitTest(point) as? EditMenuView else { return }
    hit.handle(.pointerDown(id: 9, location: point, kind: .touch))
    hit.handle(.pointerUp(id: 9, location: point, kind: .touch))
    window.layoutIfNeeded()
  }
}
