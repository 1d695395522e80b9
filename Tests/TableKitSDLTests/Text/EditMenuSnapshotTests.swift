import Foundation
import TableKit
import TableKitSDL
import TableKitTesting
import Testing

/// The edit menu and selection handles as pictures (issues 26 and 29): a word a finger
/// selected in a field, light and dark; a selection across a text view's lines; a menu too
/// wide for a narrow window, in pages; the commands as a context menu after a secondary click;
/// an `EditMenuInteraction` on a plain view, with a nested menu and paged into it, and
/// appearing.
/// Each was looked at against iOS 17 before it was recorded.
@MainActor
@Suite(.serialized)
struct EditMenuSnapshotTests {
  let snapshotter: Snapshotter

  init() throws { snapshotter = try Snapshotter() }

  /// A grouped-gray window of `size` at 2x on a stopped clock, with `content` in it; with
  /// `settles`, once an edit menu it opened has faded in.
  private func render(
    size: CGSize, dark: Bool = false, settles: Bool = true,
    _ content: (Window, ManualClock) -> Void
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
    if settles { clock.advance(by: Metrics.editMenuOpeningDuration) }
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
    // No edit menu to settle: the context menu's own wait keeps the caret where it blinks on.
    let image = try render(size: CGSize(width: 390, height: 320), settles: false) { window, clock in
      let field = field("Buy oat milk", in: window, clock: clock, y: 40)
      field.handle(.secondaryClick(location: CGPoint(x: 50, y: 22)))
      // The menu at rest, once it has grown in.
      clock.advance(by: 0.5)
    }
    try snapshotter.verify(image, named: "edit-menu-context-menu@2x")
  }
}

extension EditMenuSnapshotTests {
  /// A message bubble with an `EditMenuInteraction` whose menu has Copy, Reply and a nested
  /// "React" menu, presented at the bubble's top middle; with `pagedIn`, after a tap on React;
  /// with `appearingFor`, that long after it was presented (else at rest).
  private func bubbleMenu(pagedIn: Bool, appearingFor time: TimeInterval? = nil) throws -> PixelImage {
    let delegate = BubbleMenu()
    return try render(size: CGSize(width: 390, height: 200), settles: time == nil) { window, clock in
      let bubble = View(frame: CGRect(x: 120, y: 100, width: 220, height: 60))
      bubble.backgroundColor = .systemBlue
      bubble.layer.cornerRadius = 18
      window.addSubview(bubble)
      let interaction = EditMenuInteraction(delegate: delegate)
      bubble.addInteraction(interaction)
      window.layoutIfNeeded()
      interaction.presentEditMenu(
        with: EditMenuConfiguration(identifier: "bubble", sourcePoint: CGPoint(x: 110, y: 0)))
      window.layoutIfNeeded()
      if let time { clock.advance(by: time) }
      guard pagedIn, let menu = window.subviews.last as? InputHandling & View else { return }
      // "React" is the last command: a tap just inside the bar's trailing end, found as the
      // rightmost point the menu takes on the bar's middle line (above the arrow).
      let middle = 100 - Metrics.editMenuTargetGap - Metrics.editMenuArrowSize.height
        - Metrics.editMenuHeight / 2
      let end = stride(from: window.bounds.maxX, to: 0, by: -1).first {
        window.hitTest(CGPoint(x: $0, y: middle)) === menu
      }
      #expect(end != nil)
      let point = CGPoint(x: (end ?? 0) - 20, y: middle)
      _ = menu.handle(.pointerDown(id: 1, location: point, kind: .touch))
      _ = menu.handle(.pointerUp(id: 1, location: point, kind: .touch))
    }
    withExtendedLifetime(delegate) {}
  }

  @Test func anEditMenuInteractionOnAViewWithANestedMenu() throws {
    try snapshotter.verify(try bubbleMenu(pagedIn: false), named: "edit-menu-interaction@2x")
  }

  @Test func anEditMenuInteractionPagedIntoItsNestedMenu() throws {
    try snapshotter.verify(try bubbleMenu(pagedIn: true), named: "edit-menu-interaction-nested@2x")
  }

  /// A quarter of the way through its appearing: faint and slightly small, grown from the tip
  /// of its arrow, which already points at the bubble.
  @Test func anEditMenuInteractionAppearing() throws {
    try snapshotter.verify(
      try bubbleMenu(pagedIn: false, appearingFor: Metrics.editMenuOpeningDuration / 4),
      named: "edit-menu-interaction-appearing@2x")
  }
}

/// A chat bubble's menu: Copy, Reply and a nested React menu of three reactions.
@MainActor
private final class BubbleMenu: EditMenuInteractionDelegate {
  func editMenuInteraction(
    _ interaction: EditMenuInteraction, menuFor configuration: EditMenuConfiguration,
    suggestedActions: [MenuElement]
  ) -> Menu? {
    Menu(children: [
      Action(title: "Copy") { _ in }, Action(title: "Reply") { _ in },
      Menu(
        title: "React",
        children: ["Like", "Laugh", "Question"].map { Action(title: $0) { _ in } }),
    ])
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
