import Foundation
import TableKit
import TableKitSDL
import TableKitTesting
import Testing

/// Layers as pictures: a rounded bordered badge, a card with a soft shadow, a tab rounded at
/// its top corners, and a round clipped avatar. Judged by eye before it was recorded.
@MainActor
@Suite(.serialized)
struct LayerSnapshotTests {
  let snapshotter: Snapshotter

  init() throws { snapshotter = try Snapshotter() }

  @Test(arguments: [UserInterfaceStyle.light, .dark])
  func badgesCardsAndClippedCorners(_ style: UserInterfaceStyle) throws {
    let canvas = try snapshotter.canvas(size: CGSize(width: 320, height: 200), scale: 2)
    let root = View()
    root.backgroundColor = .systemGroupedBackground
    root.overrideUserInterfaceStyle = style

    let badge = Label(frame: CGRect(x: 20, y: 20, width: 64, height: 24))
    badge.text = "NEW"
    badge.font = Font.systemFont(ofSize: 13, weight: .semibold)
    badge.textColor = .systemBlue
    badge.textAlignment = .center
    badge.layer.cornerRadius = 12
    badge.layer.borderWidth = 1.5
    badge.layer.borderColor = Color.systemBlue.cgColor
    root.addSubview(badge)

    let card = View(frame: CGRect(x: 110, y: 20, width: 190, height: 70))
    card.backgroundColor = .secondarySystemGroupedBackground
    card.layer.cornerRadius = 12
    card.layer.shadowOpacity = 0.2
    card.layer.shadowOffset = CGSize(width: 0, height: 4)
    card.layer.shadowRadius = 8
    root.addSubview(card)

    let tab = View(frame: CGRect(x: 20, y: 120, width: 120, height: 60))
    tab.backgroundColor = .systemOrange
    tab.layer.cornerRadius = 14
    tab.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    root.addSubview(tab)

    let avatar = View(frame: CGRect(x: 180, y: 110, width: 72, height: 72))
    avatar.layer.cornerRadius = 36
    avatar.layer.masksToBounds = true
    avatar.layer.borderWidth = 3
    avatar.layer.borderColor = Color.white.cgColor
    let top = View(frame: CGRect(x: 0, y: 0, width: 72, height: 36))
    top.backgroundColor = .systemTeal
    let bottom = View(frame: CGRect(x: 0, y: 36, width: 72, height: 36))
    bottom.backgroundColor = .systemIndigo
    avatar.addSubview(top)
    avatar.addSubview(bottom)
    root.addSubview(avatar)

    try snapshotter.verify(
      canvas.render(root, screen: canvas.makeScreen(), background: .systemGroupedBackground),
      named: style == .dark ? "layer-shapes-dark@2x" : "layer-shapes@2x")
  }
}
