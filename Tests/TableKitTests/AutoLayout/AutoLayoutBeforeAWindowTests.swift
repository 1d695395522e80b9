import Foundation
import Testing

@testable import TableKit

/// Views laid out by constraints before they join a host measure their text with the stand-in
/// screen's fixed advances; when they join one whose fonts measure otherwise, they measure
/// again, as a UIKit view built before `viewDidLoad`'s view is in a window shows its text whole.
@MainActor
@Suite struct AutoLayoutBeforeAWindowTests {
  /// A host whose text is wider than the stand-in's: 0.8 of the point size per character.
  private func wideHost() -> View {
    let host = View(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    host.screen = Screen(
      textMeasurer: FixedAdvanceTextMeasurer(advanceRatio: 0.8),
      imageProvider: FixedImageSizes([:]))
    return host
  }

  @Test func aLabelSizedBeforeItsHostTakesTheHostsMeasure() {
    let container = View(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
    let label = AutoLayoutTesting.label("Sort by date", in: container)
    LayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      label.topAnchor.constraint(equalTo: container.topAnchor),
    ])
    container.layoutIfNeeded()
    // 12 characters at 17 pt: 0.55 each with the stand-in, a label's width rounded up to
    // whole pixels.
    #expect(label.frame.width == (12 * 17 * 0.55).rounded(.up))
    let host = wideHost()
    host.addSubview(container)
    host.layoutIfNeeded()
    #expect(label.frame.width == (12 * 17 * 0.8).rounded(.up), "measured again on joining")
    #expect(label.intrinsicContentSize.width == (12 * 17 * 0.8).rounded(.up))
  }

  @Test func aLabelDeepInsideAStackMeasuresAgainToo() {
    let outer = View(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
    let stack = StackView()
    stack.axis = .vertical
    stack.translatesAutoresizingMaskIntoConstraints = false
    outer.addSubview(stack)
    let title = Label()
    title.text = "Notes"
    let detail = Label()
    detail.text = "Add a note"
    stack.addArrangedSubview(title)
    stack.addArrangedSubview(detail)
    LayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: outer.leadingAnchor),
      stack.topAnchor.constraint(equalTo: outer.topAnchor),
    ])
    outer.layoutIfNeeded()
    #expect(stack.frame.width == (10 * 17 * 0.55).rounded(.up), "the stand-in's measure before")
    let host = wideHost()
    host.addSubview(outer)
    host.layoutIfNeeded()
    #expect(detail.frame.width == 10 * 17 * 0.8)
    #expect(stack.frame.width == 10 * 17 * 0.8, "the stack follows its widest label")
  }
}
