import Foundation
import TableKit
import TableKitSDL
import TableKitTesting
import Testing

/// Goldens of block animations caught halfway (issue 27): a card zooming, chevrons turned by
/// `transform` (one expanded, one mid-turn), a progress bar growing through a constraint, a
/// label cross-dissolving, a color fading, and a turned card whose text stays upright (the
/// backend draws text unrotated). Each picture was checked by eye before it was recorded.
@MainActor
@Suite(.serialized)
struct BlockAnimationSnapshotTests {
  let snapshotter: Snapshotter
  init() throws { snapshotter = try Snapshotter() }

  private func card(_ text: String, frame: CGRect, in parent: View) -> View {
    let card = View(frame: frame)
    card.backgroundColor = .secondarySystemGroupedBackground
    card.cornerRadius = 10
    let label = Label()
    label.text = text
    label.font = .preferredFont(forTextStyle: .headline)
    label.frame = CGRect(x: 16, y: 0, width: frame.width - 32, height: frame.height)
    card.addSubview(label)
    parent.addSubview(card)
    return card
  }

  private func chevron(at origin: CGPoint, in parent: View) -> ImageView {
    let view = ImageView(image: Image(systemName: "chevron.right"))
    view.frame = CGRect(origin: origin, size: CGSize(width: 20, height: 20))
    view.tintColor = .secondaryLabel
    parent.addSubview(view)
    return view
  }

  @Test func animationsCaughtHalfway() throws {
    let size = CGSize(width: 375, height: 420)
    let canvas = try snapshotter.canvas(size: size, scale: 2)
    let screen = canvas.makeScreen()
    let clock = ManualClock(now: 50)
    let window = Window(frame: CGRect(origin: .zero, size: size), clock: clock)
    window.backgroundColor = .systemGroupedBackground
    window.screen = screen

    let zooming = card("Zooming to 90 %", frame: CGRect(x: 16, y: 20, width: 343, height: 56), in: window)
    let expanded = chevron(at: CGPoint(x: 30, y: 100), in: window)
    let turning = chevron(at: CGPoint(x: 70, y: 100), in: window)
    let resting = chevron(at: CGPoint(x: 110, y: 100), in: window)
    _ = resting

    let track = View(frame: CGRect(x: 16, y: 150, width: 343, height: 8))
    track.backgroundColor = .systemGray5
    track.cornerRadius = 4
    window.addSubview(track)
    let bar = View()
    bar.backgroundColor = .systemBlue
    bar.cornerRadius = 4
    bar.translatesAutoresizingMaskIntoConstraints = false
    track.addSubview(bar)
    let progress = bar.widthAnchor.constraint(equalToConstant: 40)
    LayoutConstraint.activate([
      bar.leadingAnchor.constraint(equalTo: track.leadingAnchor),
      bar.topAnchor.constraint(equalTo: track.topAnchor),
      bar.bottomAnchor.constraint(equalTo: track.bottomAnchor), progress,
    ])

    let dissolving = card("Before", frame: CGRect(x: 16, y: 180, width: 343, height: 56), in: window)
    let fading = View(frame: CGRect(x: 16, y: 256, width: 160, height: 44))
    fading.backgroundColor = .systemGreen
    fading.cornerRadius = 10
    window.addSubview(fading)
    let turned = card("Turned card", frame: CGRect(x: 120, y: 320, width: 160, height: 56), in: window)
    window.layoutIfNeeded()

    expanded.transform = CGAffineTransform(rotationAngle: .pi / 2)
    View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
      zooming.transform = CGAffineTransform(scaleX: 0.8, y: 0.8)
      turning.transform = CGAffineTransform(rotationAngle: .pi / 2)
      progress.constant = 343
      window.layoutIfNeeded()
      fading.backgroundColor = .systemPurple
      turned.transform = CGAffineTransform(rotationAngle: -.pi / 6)
    })
    View.transition(with: dissolving, duration: 1, options: [.transitionCrossDissolve, .curveLinear], animations: {
      (dissolving.subviews.first as? Label)?.text = "After"
    })
    clock.advance(by: 0.5)
    try snapshotter.verify(canvas.render(window, screen: screen), named: "view-animations-halfway@2x")
  }
}
