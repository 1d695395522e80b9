import Foundation
import TableKit
import TableKitSDL
import TableKitTesting
import Testing

/// The loupe as pictures (issue 26): a finger held on a field's word, then dragged a little,
/// with the capsule above it showing the caret's neighbourhood magnified 1.25 times; the same
/// in dark; and in a text view, pressed on its second line and dragged up to the first, near
/// the window's right edge so that the loupe stops at the margin.
/// Each was looked at against iOS 17 before it was recorded.
@MainActor
@Suite(.serialized)
struct TextLoupeSnapshotTests {
  let snapshotter: Snapshotter

  init() throws { snapshotter = try Snapshotter() }

  /// A grouped-gray window of `size` at 2x on a stopped clock, with `content` in it, after a
  /// finger pressed `view` at `point` long enough for the loupe, moved to `dragged`, and the
  /// loupe grew for `grown` seconds.
  private func render(
    size: CGSize, dark: Bool = false, pressing point: CGPoint, draggingTo dragged: CGPoint,
    grown: TimeInterval = Metrics.textLoupeAppearingDuration,
    _ content: (Window, ManualClock) -> View
  ) throws -> PixelImage {
    let canvas = try snapshotter.canvas(size: size, scale: 2)
    let clock = ManualClock(now: 10)
    let window = Window(frame: CGRect(origin: .zero, size: size), clock: clock)
    window.screen = canvas.makeScreen()
    window.backgroundColor = .systemGroupedBackground
    if dark { window.traitOverrides.userInterfaceStyle = .dark }
    let target = content(window, clock) as? InputHandling
    window.layoutIfNeeded()
    _ = target?.handle(.pointerDown(id: 1, location: point, kind: .touch))
    window.layoutIfNeeded()
    clock.advance(by: Metrics.textLoupePressDuration)
    window.layoutIfNeeded()
    _ = target?.handle(.pointerMoved(id: 1, location: dragged, kind: .touch))
    window.layoutIfNeeded()
    clock.advance(by: grown)
    window.layoutIfNeeded()
    return canvas.render(window)
  }

  /// A rounded field with a line of text in `window`, on `clock`.
  private func groceryField(in window: Window, clock: ManualClock) -> View {
    let field = TextField(frame: CGRect(x: 16, y: 110, width: 358, height: 44))
    field.borderStyle = .roundedRect
    field.clock = clock
    field.font = .preferredFont(forTextStyle: .body)
    field.text = "Buy oat milk tomorrow"
    window.addSubview(field)
    return field
  }

  @Test(arguments: [false, true])
  func aLongPressInAFieldShowsTheLoupeOverTheCaret(dark: Bool) throws {
    let image = try render(
      size: CGSize(width: 390, height: 180), dark: dark, pressing: CGPoint(x: 90, y: 22),
      draggingTo: CGPoint(x: 104, y: 24)
    ) { window, clock in groceryField(in: window, clock: clock) }
    try snapshotter.verify(image, named: "text-loupe-field\(dark ? "-dark" : "")@2x")
  }

  /// Sixty milliseconds in, the loupe is growing out of the caret, part clear.
  @Test func theLoupeGrowsOutOfTheCaret() throws {
    let image = try render(
      size: CGSize(width: 390, height: 180), pressing: CGPoint(x: 90, y: 22),
      draggingTo: CGPoint(x: 104, y: 24), grown: 0.06
    ) { window, clock in groceryField(in: window, clock: clock) }
    try snapshotter.verify(image, named: "text-loupe-growing@2x")
  }

  @Test func aLongPressInATextViewShowsTheLoupeOverTheCaretsLine() throws {
    let image = try render(
      size: CGSize(width: 390, height: 260), pressing: CGPoint(x: 250, y: 34),
      draggingTo: CGPoint(x: 330, y: 12)
    ) { window, clock in
      let textView = TextView(frame: CGRect(x: 16, y: 100, width: 358, height: 140))
      textView.clock = clock
      textView.font = .preferredFont(forTextStyle: .body)
      textView.text =
        "Pick up the parcel at the post office before noon, then call the plumber about the kitchen tap."
      window.addSubview(textView)
      window.layoutIfNeeded()
      // The editor, over the visible part, takes the text view's pointers.
      return textView.subviews.first { $0 is TextField } ?? textView
    }
    try snapshotter.verify(image, named: "text-loupe-text-view@2x")
  }
}
