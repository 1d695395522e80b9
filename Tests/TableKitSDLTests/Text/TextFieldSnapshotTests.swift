import Foundation
import TableKit
import TableKitSDL
import TableKitTesting
import Testing

/// Text fields as pictures (issue 14): empty with its placeholder, with text and the caret,
/// with a selection, composing with an input method (marked text underlined), scrolled to the
/// caret in a long text, and right to left. Each was judged by eye against iOS before it was
/// recorded.
@MainActor
@Suite(.serialized)
struct TextFieldSnapshotTests {
  let snapshotter: Snapshotter

  init() throws { snapshotter = try Snapshotter() }

  /// A rounded field 16 points in from the sides of a 320 × 64 grouped-gray strip, first
  /// responder (unless `editing` is false) on a clock stopped where the caret shows.
  private func render(
    layoutDirection: LayoutDirection = .leftToRight, editing: Bool = true,
    _ configure: (TextField) -> Void
  ) throws -> PixelImage {
    let size = CGSize(width: 320, height: 64)
    let canvas = try snapshotter.canvas(size: size, scale: 2)
    let root = View(frame: CGRect(origin: .zero, size: size))
    root.backgroundColor = .systemGroupedBackground
    root.screen = canvas.makeScreen(layoutDirection: layoutDirection)
    let field = TextField(frame: CGRect(x: 16, y: 14, width: 288, height: 36))
    field.borderStyle = .roundedRect
    field.clock = ManualClock(now: 100)
    root.addSubview(field)
    if editing { #expect(field.becomeFirstResponder()) }
    configure(field)
    root.layoutIfNeeded()
    return canvas.render(root)
  }

  @Test func anEmptyFieldShowsItsPlaceholderInGray() throws {
    try snapshotter.verify(
      render(editing: false) { $0.placeholder = "Name" }, named: "text-field-placeholder@2x")
  }

  @Test func aFieldWithTextShowsTheCaretAfterIt() throws {
    try snapshotter.verify(
      render {
        $0.placeholder = "Name"
        $0.handle(.text("Buy oat milk"))
      }, named: "text-field-text-caret@2x")
  }

  @Test func aSelectionIsHighlightedInTheTint() throws {
    try snapshotter.verify(
      render {
        $0.text = "Buy oat milk"
        for _ in 0..<4 { $0.handle(.key(.left, modifiers: .shift)) }
      }, named: "text-field-selection@2x")
  }

  @Test func markedTextIsUnderlinedWhileComposing() throws {
    try snapshotter.verify(
      render {
        // A pinyin input method shows the Latin letters typed so far, underlined, until they
        // are converted (the bundled DejaVu fonts have no CJK glyphs to show the conversion).
        $0.text = "Visit "
        $0.handle(.composition("beijing", cursor: 7))
      }, named: "text-field-composing@2x")
  }

  @Test func longTextScrollsToKeepTheCaretVisibleWithTheClearButton() throws {
    try snapshotter.verify(
      render {
        $0.clearButtonMode = .whileEditing
        $0.handle(.text("A very long grocery list entry that does not fit the field at all"))
      }, named: "text-field-long-text-clear-button@2x")
  }

  @Test func aRightToLeftFieldMirrorsTextCaretAndClearButton() throws {
    try snapshotter.verify(
      render(layoutDirection: .rightToLeft) {
        $0.clearButtonMode = .always
        $0.handle(.text("حليب الشوفان"))
      }, named: "text-field-rtl@2x")
  }
}
