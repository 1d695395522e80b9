import Foundation
import Testing

@testable import TableKit

/// A view's layer: the settings kept in step with the view, and what they draw (issue 29).
@MainActor
@Suite
struct LayerTests {
  private func drawn(_ view: View) -> [DrawCommand] {
    var list = DrawList()
    view.render(into: &list)
    return list.commands
  }

  @Test func theLayerSharesTheViewsCornerRadiusClippingOpacityAndBackground() {
    let view = View(frame: CGRect(x: 0, y: 0, width: 60, height: 20))
    view.layer.cornerRadius = 6
    view.layer.masksToBounds = true
    view.layer.opacity = 0.5
    view.layer.backgroundColor = Color.systemBlue.cgColor
    #expect(view.cornerRadius == 6)
    #expect(view.clipsToBounds)
    #expect(view.alpha == 0.5)
    #expect(view.backgroundColor == .systemBlue)
    view.backgroundColor = .systemRed
    #expect(view.layer.backgroundColor == Color.systemRed.cgColor)
    #expect(Color(cgColor: view.layer.backgroundColor!) == .systemRed)
  }

  @Test func aBorderIsStrokedInsideTheBoundsOverTheSubviews() {
    let badge = View(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
    badge.addSubview(View(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
    badge.subviews[0].backgroundColor = .systemGreen
    badge.layer.cornerRadius = 10
    badge.layer.borderWidth = 2
    badge.layer.borderColor = Color.separator.cgColor
    let commands = drawn(badge)
    #expect(
      commands.last
        == .strokeRoundedRect(
          CGRect(x: 1, y: 1, width: 38, height: 18), cornerRadius: 9, lineWidth: 2, .separator))
  }

  @Test func aShadowFallsUnderTheRoundedViewAndNotWhenItClips() {
    let card = View(frame: CGRect(x: 10, y: 10, width: 100, height: 50))
    card.backgroundColor = .white
    card.layer.cornerRadius = 12
    card.layer.shadowOpacity = 0.25
    card.layer.shadowOffset = CGSize(width: 0, height: 4)
    card.layer.shadowRadius = 8
    let shadow = DrawCommand.shadow(
      CGRect(x: 0, y: 4, width: 100, height: 50), cornerRadius: 12, blur: 16,
      Color.black.multiplyingAlpha(by: 0.25))
    #expect(drawn(card).contains(shadow))
    card.layer.shadowPath = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 40))
    #expect(
      drawn(card).contains(
        .shadow(
          CGRect(x: 0, y: 4, width: 40, height: 40), cornerRadius: 20, blur: 16,
          Color.black.multiplyingAlpha(by: 0.25))))
    card.layer.masksToBounds = true
    #expect(!drawn(card).contains { if case .shadow = $0 { true } else { false } })
  }

  @Test func maskedCornersRoundOnlyThoseCorners() {
    let tab = View(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
    tab.backgroundColor = .systemBlue
    tab.layer.cornerRadius = 8
    tab.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    let commands = drawn(tab)
    // Two rounded top quarters and two square bottom ones, each in its own clip.
    #expect(
      commands.filter { $0 == .fillRoundedRect(tab.bounds, cornerRadius: 8, .systemBlue) }.count
        == 2)
    #expect(
      commands.filter { $0 == .fillRoundedRect(tab.bounds, cornerRadius: 0, .systemBlue) }.count
        == 2)
    #expect(commands.contains(.pushClip(CGRect(x: 20, y: 10, width: 20, height: 10))))
  }

  @Test func clippingToRoundedCornersPaintsThemInTheBackdropAbove() {
    let container = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    container.backgroundColor = .systemGroupedBackground
    let avatar = View(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
    container.addSubview(avatar)
    let photo = View(frame: avatar.bounds)
    photo.backgroundColor = .systemOrange
    avatar.addSubview(photo)
    avatar.layer.cornerRadius = 20
    avatar.layer.masksToBounds = true
    #expect(
      drawn(container).contains(
        .roundCorners(
          CGRect(x: 0, y: 0, width: 40, height: 40), cornerRadius: 20, corners: .allCorners,
          backdrop: .systemGroupedBackground)))
  }

  @Test func badValuesAreClampedAsCoreAnimationWouldDrawThem() {
    let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    view.layer.shadowOpacity = 3
    #expect(view.layer.shadowOpacity == 1)
    view.layer.shadowOpacity = .nan
    #expect(view.layer.shadowOpacity == 0)
    view.layer.borderWidth = -2
    #expect(view.layer.borderWidth == 0)
    view.layer.cornerRadius = .infinity
    #expect(view.cornerRadius == 0)
    view.layer.opacity = .nan
    #expect(view.alpha == 1)
  }
}
