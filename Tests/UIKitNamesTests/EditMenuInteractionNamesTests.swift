import Foundation
import Testing
import UIKit

/// A chat bubble's menu as UIKit code writes it with iOS 16's `UIEditMenuInteraction`,
/// compiled against the UIKit product (issue 29).
@MainActor
private final class BubbleMenuDelegate: NSObject, UIEditMenuInteractionDelegate {
  var presented: [AnyHashable] = []

  func editMenuInteraction(
    _ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
    suggestedActions: [UIMenuElement]
  ) -> UIMenu? {
    UIMenu(children: suggestedActions + [UIAction(title: "Reply") { _ in }])
  }

  func editMenuInteraction(
    _ interaction: UIEditMenuInteraction, willPresentMenuFor configuration: UIEditMenuConfiguration,
    animator: any UIEditMenuInteractionAnimating
  ) {
    if let identifier = configuration.identifier { presented.append(identifier) }
  }
}

@MainActor
@Suite struct EditMenuInteractionNamesTests {
  @Test func aBubbleAddsTheInteractionAndPresentsItsMenu() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667), clock: ManualClock(now: 0))
    let bubble = UIView(frame: CGRect(x: 40, y: 300, width: 200, height: 60))
    window.addSubview(bubble)
    let delegate = BubbleMenuDelegate()
    let interaction = UIEditMenuInteraction(delegate: delegate)
    bubble.addInteraction(interaction)
    #expect(bubble.interactions.count == 1)
    let configuration = UIEditMenuConfiguration(identifier: "bubble", sourcePoint: CGPoint(x: 100, y: 0))
    configuration.preferredArrowDirection = UIEditMenuArrowDirection.down
    interaction.presentEditMenu(with: configuration)
    #expect(interaction.isMenuVisible)
    #expect(delegate.presented == ["bubble"])
    #expect(interaction.location(in: window) == CGPoint(x: 140, y: 300))
    interaction.dismissMenu()
    #expect(!interaction.isMenuVisible)
  }
}
