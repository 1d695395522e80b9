import Foundation
import Testing

@testable import TableKit

/// Issue 30: UIKit's accessibility properties on every view, their defaults until assigned,
/// and the iOS 17 blocks that stand in for overriding them.
@MainActor
@Suite struct ViewAccessibilityTests {
  @Test func aPlainViewIsAContainerWithNothingToSay() {
    let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(!view.isAccessibilityElement)
    #expect(view.accessibilityLabel == nil)
    #expect(view.accessibilityTraits == .none)
    #expect(view.accessibilityContainerType == .none)
    #expect(view.accessibilityCustomActions?.isEmpty == true)
    #expect(!view.accessibilityActivate())
  }

  @Test func assignedPropertiesReadBackAndBlocksWinOverThem() {
    let view = View()
    view.isAccessibilityElement = true
    view.accessibilityLabel = "Play"
    view.accessibilityValue = "Paused"
    view.accessibilityHint = "Starts the song"
    view.accessibilityTraits = [.button, .selected]
    view.accessibilityIdentifier = "play-button"
    #expect(view.isAccessibilityElement)
    #expect(view.accessibilityLabel == "Play")
    #expect(view.accessibilityValue == "Paused")
    #expect(view.accessibilityHint == "Starts the song")
    #expect(view.accessibilityTraits == [.button, .selected])
    #expect(view.accessibilityIdentifier == "play-button")

    var playing = false
    view.accessibilityLabelBlock = { playing ? "Pause" : "Play" }
    view.accessibilityActivateBlock = {
      playing.toggle()
      return true
    }
    #expect(view.accessibilityActivate())
    #expect(view.accessibilityLabel == "Pause")
  }

  @Test func theFrameIsTheBoundsInWindowCoordinatesUntilAssigned() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let scroller = View(frame: CGRect(x: 10, y: 100, width: 300, height: 300))
    scroller.boundsOrigin = CGPoint(x: 0, y: 50)
    let inner = View(frame: CGRect(x: 5, y: 60, width: 40, height: 20))
    root.addSubview(scroller)
    scroller.addSubview(inner)
    #expect(inner.accessibilityFrame == CGRect(x: 15, y: 110, width: 40, height: 20))
    inner.accessibilityFrame = CGRect(x: 1, y: 2, width: 3, height: 4)
    #expect(inner.accessibilityFrame == CGRect(x: 1, y: 2, width: 3, height: 4))
  }

  @Test func anElementForADrawnPartFollowsItsContainerView() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let bar = View(frame: CGRect(x: 0, y: 20, width: 400, height: 44))
    root.addSubview(bar)
    let button = AccessibilityElement(accessibilityContainer: bar)
    button.accessibilityFrameInContainerSpace = CGRect(x: 8, y: 0, width: 60, height: 44)
    #expect(button.accessibilityFrame == CGRect(x: 8, y: 20, width: 60, height: 44))
    bar.frame.origin.y = 64
    #expect(button.accessibilityFrame == CGRect(x: 8, y: 64, width: 60, height: 44))
    #expect(button.isAccessibilityElement)
  }

  @Test func aLabelIsStaticTextWhileItHasText() {
    let label = Label()
    #expect(!label.isAccessibilityElement, "an empty label is skipped")
    label.text = "Ada Lovelace"
    #expect(label.isAccessibilityElement)
    #expect(label.accessibilityLabel == "Ada Lovelace")
    #expect(label.accessibilityTraits == .staticText)
    label.isEnabled = false
    #expect(label.accessibilityTraits == [.staticText, .notEnabled])
  }

  @Test func anImageIsAnImageButNotAnElementUntilLabelled() {
    let image = ImageView()
    #expect(!image.isAccessibilityElement)
    #expect(image.accessibilityTraits == .image)
  }

  @Test func scrollAndEscapeFindNothingAboveAPlainView() {
    let outer = View()
    let inner = View()
    outer.addSubview(inner)
    #expect(!inner.accessibilityPerformEscape())
    #expect(!inner.accessibilityScroll(.down))
  }

  @Test func traitsHaveTheirNamesInAFixedOrder() {
    let traits: AccessibilityTraits = [.selected, .button, .header]
    #expect(traits.names == ["button", "header", "selected"])
    #expect(AccessibilityTraits.named.count == 14, "the issue's thirteen and toggleButton")
  }
}
