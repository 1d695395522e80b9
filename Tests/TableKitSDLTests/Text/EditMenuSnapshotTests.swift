import Foundation
import TableKit
import TableKitSDL
import TableKitTesting
import Testing

/// The edit menu and selection handles as pictures (issues 26 and 29): a word a finger
/// selected in a field, light and dark; a selection across a text view's lines; a menu too
/// wide for a narrow window, in pages; the commands as a context menu after a secondary click.
/// Each was looked at against iOS 17 before it was recorded.
@MainActor
@Suite(.serialized)
struct EditMenuSnapshotTests {
  let snapshotter: Snapshotter

  init() throws { snapshotter = try Snapshotter() }

  /// A grouped-gray window of `size` at 2x on a stopped clock, with `content` in it.
  private func render(
    size: CGSize, dark: Bool = false, _ content: (Window, ManualClock) -> Void
  ) throws -> PixelImage {
    let canvas = try snapshotter.canvas(size: size, scale: 2)
    let clock = ManualClock(now: 10)
    let window = Window(frame: CGRect(origin: .zero, size: size), clock: clock)
    window.screen = canvas.makeScreen()
    window.screen.clipboard = MemoryClipboard(string: "pasted")
    window.backgroundColor = .systemGroupedBackground
    if dark { window.traitOverrides.userInterfaceStyle = .dark }
    content(window, clock)
    window.layoutIfNeeded()
    return canvas.render(window)
  }

  /// A rounded field holding `text`.
  private func field(_ text: String, in window: Window, clock: ManualClock, y: CGFloat) -> TextField {
    let field = TextField(frame: CGRect(x: 16, y: y, width: window.bounds.width - 32, height: 44))
    field.borderStyle = .roundedRect
    field.backgroundColor = .secondarySystemGroupedBackground
    field.clock = clock
    field.text = text
    window.addSubview(field)
    window.layoutIfNeeded()
    return field
  }

  private func doubleTap(_ view: View, at point: CGPoint) {
    for id in 1...2 {
      _ = (view as? InputHandling)?.handle(.pointerDown(id: id, location: point, kind: .touch))
      _ = (view as? InputHandling)?.handle(.pointerUp(id: id, location: point, kind: .touch))
    }
  }

  @Test(arguments: [false, true])
  func aWordAFingerSelectedShowsHandlesAndCutCopyPaste(dark: Bool) throws {
    let image = try render(size: CGSize(width: 390, height: 180), dark: dark) { window, clock in
      let field = field("Buy oat milk tomorrow", in: window, clock: clock, y: 100)
      doubleTap(field, at: CGPoint(x: 85, y: 22))
    }
    try snapshotter.verify(image, named: "edit-menu-text-field\(dark ? "-dark" : "")@2x")
  }

  @Test func aSelectionAcrossATextViewsLinesHasAHandleAtEachEnd() throws {
    let image = try render(size: CGSize(width: 390, height: 260)) { window, clock in
      let textView = TextView(frame: CGRect(x: 16, y: 90, width: 358, height: 150))
      textView.clock = clock
      textView.font = .preferredFont(forTextStyle: .body)
      textView.text = "Pick up the parcel at the post office before noon, then call the plumber about the kitchen tap."
      window.addSubview(textView)
      window.layoutIfNeeded()
      let editor = textView.subviews.compactMap { $0 as? TextField }.first
      #expect(editor != nil)
      if let editor { doubleTap(editor, at: CGPoint(x: 60, y: 20)) }
      // Select All chosen from that word's menu (an action as the sender, as the menu sends).
      textView.selectAll(Action(title: "Select All") { _ in })
    }
    try snapshotter.verify(image, named: "edit-menu-text-view@2x")
  }

  @Test func aMenuTooWideForTheWindowTurnsIntoPages() throws {
    let delegate = ExtraCommands()
    let image = try render(size: CGSize(width: 260, height: 160)) { window, clock in
      let field = field("Shopping list", in: window, clock: clock, y: 90)
      field.delegate = delegate
      doubleTap(field, at: CGPoint(x: 40, y: 22))
    }
    try snapshotter.verify(image, named: "edit-menu-pages@2x")
  }

  @Test func aSecondaryClickOpensTheCommandsAsAContextMenu() throws {
    let image = try render(size: CGSize(width: 390, height: 320)) { window, clock in
      let field = field("Buy oat milk", in: window, clock: clock, y: 40)
      field.handle(.secondaryClick(location: CGPoint(x: 50, y: 22)))
      // The menu at rest, once it has grown in.
      clock.advance(by: 0.5)
    }
    try snapshotter.verify(image, named: "edit-menu-context-menu@2x")
  }
}

/// Adds the commands a notes app adds after the standard ones.
@MainActor
private final class ExtraCommands: TextFieldDelegate {
  func textField(
    _ textField: TextField, editMenuForCharactersIn range: NSRange, suggestedActions: [MenuElement]
  ) -> Menu? {
    Menu(
      children: suggestedActions + ["Look Up", "Translate", "Share…"].map { Action(title: $0) { _ in } })
  }
}
