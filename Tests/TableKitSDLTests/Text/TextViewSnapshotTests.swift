import Foundation
import TableKit
import TableKitSDL
import TableKitTesting
import Testing

/// A text view's attributed text as pictures (issue 29): a note with a bold headline and a
/// secondary-colored run on its first line and body text below, being edited, light and dark.
/// Looked at against iOS 17 before it was recorded.
@MainActor
@Suite(.serialized)
struct TextViewSnapshotTests {
  let snapshotter: Snapshotter

  init() throws { snapshotter = try Snapshotter() }

  @Test(arguments: [false, true])
  func anAttributedNoteShowsEachRunsFontAndColor(dark: Bool) throws {
    let size = CGSize(width: 390, height: 200)
    let canvas = try snapshotter.canvas(size: size, scale: 2)
    let clock = ManualClock(now: 10)
    let window = Window(frame: CGRect(origin: .zero, size: size), clock: clock)
    window.screen = canvas.makeScreen()
    window.backgroundColor = .systemGroupedBackground
    if dark { window.traitOverrides.userInterfaceStyle = .dark }
    let textView = TextView(frame: CGRect(x: 16, y: 24, width: 358, height: 152))
    textView.clock = clock
    textView.backgroundColor = .secondarySystemGroupedBackground
    textView.layer.cornerRadius = 10
    let body = Font.preferredFont(forTextStyle: .body)
    let note = NSMutableAttributedString(
      string: "Weekend trip",
      attributes: [.font: Font.boldSystemFont(ofSize: 22), .foregroundColor: Color.label])
    note.append(
      NSAttributedString(
        string: "  2 days\n", attributes: [.font: body, .foregroundColor: Color.secondaryLabel]))
    note.append(
      NSAttributedString(
        string: "Pack the tent, the stove and two sleeping bags. Check the weather on Friday.",
        attributes: [.font: body, .foregroundColor: Color.label]))
    textView.attributedText = note
    window.addSubview(textView)
    window.layoutIfNeeded()
    textView.becomeFirstResponder()
    window.layoutIfNeeded()
    try snapshotter.verify(
      canvas.render(window), named: "text-view-attributed\(dark ? "-dark" : "")@2x")
  }
}
