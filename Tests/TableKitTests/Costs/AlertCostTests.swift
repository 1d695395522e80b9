import Foundation
import Testing

@testable import TableKit

/// A text measurer that counts its measurements, to see how much is laid out.
@MainActor
final class CountingTextMeasurer: TextMeasuring {
  private let inner: any TextMeasuring
  var measurements = 0

  /// Counts what `inner` is asked to measure.
  init(measuring inner: any TextMeasuring = FixedAdvanceTextMeasurer()) {
    self.inner = inner
  }

  func size(of text: String, font: Font) -> CGSize {
    measurements += 1
    return inner.size(of: text, font: font)
  }
  func lineHeight(of font: Font) -> CGFloat { inner.lineHeight(of: font) }
  func baseline(of font: Font) -> CGFloat { inner.baseline(of: font) }
}

/// An alert with 100,000 actions and a megabyte of message opens, scrolls and closes, laying
/// out once and drawing only what shows (issue 24: adding each action searched all the others,
/// and laying out each button searched all the actions for the cancel one, so it never showed).
@MainActor
@Suite struct AlertCostTests {
  @Test
  func aHundredThousandActionsAndAMegabyteOfMessageOpenScrollAndClose() throws {
    let harness = PresentationHarness()
    let measurer = CountingTextMeasurer()
    harness.window.screen = Screen(
      scale: 1, textMeasurer: measurer, imageProvider: FixedImageSizes([:]))
    let words = String(repeating: "lorem ipsum dolor sit amet ", count: 40_000)
    let alert = AlertController(title: "Many", message: words, preferredStyle: .alert)
    var chosen: [String] = []
    for index in 0..<100_000 {
      alert.addAction(AlertAction(title: "Action \(index)", style: .default) { _ in })
    }
    alert.addAction(AlertAction(title: "Cancel", style: .cancel) { chosen.append($0.title ?? "") })
    #expect(alert.actions.count == 100_001)

    harness.root.present(alert, animated: true)
    harness.run(for: 0.5)
    let view = try #require(alert.viewIfLoaded as? AlertView)
    let layout = try #require(view.layout)
    #expect(layout.buttons.count == 100_001)
    #expect(try #require(layout.region(.actions)).scrolls)
    #expect(Self.textRuns(in: harness.window) < 200, "only what shows is drawn")

    // Scrolling lays nothing out again: no text is measured while it moves.
    let measuredBeforeScrolling = measurer.measurements
    _ = alert.handlePresentedKey(.end, modifiers: [])
    for _ in 0..<5 {
      _ = alert.handlePresentedKey(.pageDown, modifiers: [])
      harness.run(for: 0.1)
    }
    for _ in 0..<20 { _ = alert.handlePresentedKey(.up, modifiers: []) }
    harness.run(for: 1)
    #expect(measurer.measurements == measuredBeforeScrolling)
    #expect(view.scrollOffset(of: .header) > 0 || view.scrollOffset(of: .actions) > 0)
    #expect(Self.textRuns(in: harness.window) < 200)

    _ = alert.handlePresentedKey(.escape, modifiers: [])
    harness.run(for: 1)
    #expect(chosen == ["Cancel"])
    #expect(harness.root.presentedViewController == nil)
  }

  @Test func addingAndLayingOutActionsCostInProportionToTheirNumber() {
    func alertWork(actions count: Int) -> () -> Void {
      let measurer = FixedAdvanceTextMeasurer()
      return {
        let alert = AlertController(title: "T", message: "M", preferredStyle: .alert)
        for index in 0..<count {
          alert.addAction(AlertAction(title: "Action \(index)", style: .default))
        }
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        _ = AlertLayout(
          content: alert.layoutContent, in: CGRect(x: 0, y: 0, width: 320, height: 480),
          isRightToLeft: false, tint: .systemBlue, measurer: measurer)
      }
    }
    // Ten times the actions: about ten times the time; searching all of them for each took
    // about a hundred.
    let ratio = CostMeasuring.ratio(small: alertWork(actions: 2_000), large: alertWork(actions: 20_000))
    #expect(ratio < 35, "ten times the actions cost \(ratio) times as much")
  }

  @Test func addingTheSameActionTwiceOrASecondCancelIsStillRefused() {
    let alert = AlertController(title: "T", message: nil, preferredStyle: .alert)
    let ok = AlertAction(title: "OK", style: .default)
    alert.addAction(ok)
    alert.addAction(ok)
    alert.addAction(AlertAction(title: "Cancel", style: .cancel))
    alert.addAction(AlertAction(title: "Other cancel", style: .cancel))
    let other = AlertController(title: "U", message: nil, preferredStyle: .alert)
    other.addAction(ok)
    alert.addAction(ok)
    #expect(alert.actions.map(\.title) == ["OK", "Cancel"])
    #expect(alert.cancelIndex == 1)
  }

  /// The text runs a frame of `window` draws.
  static func textRuns(in window: Window) -> Int {
    var list = DrawList()
    window.render(into: &list)
    return list.commands.filter {
      if case .text = $0 { return true }
      return false
    }.count
  }
}
