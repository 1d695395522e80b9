import Foundation
import TableKit
import TableKitSDL
import TableKitTesting
import Testing

/// A button's menu whose items carry system images (issues 26 and 29), light and dark: each
/// symbol drawn at the item's trailing side in the title's color, as iOS 17's menus show them
/// (the destructive item's in red), the panel rounded at all four corners with its shadow
/// around them.
@MainActor
@Suite(.serialized)
struct MenuSymbolImageSnapshotTests {
  let snapshotter: Snapshotter

  init() throws { snapshotter = try Snapshotter() }

  @Test(arguments: [false, true])
  func aMenuWhoseItemsCarrySystemImages(dark: Bool) throws {
    let menu = Menu(children: [
      Action(title: "New Note", image: Image(systemName: "square.and.pencil")) { _ in },
      Action(title: "Copy", image: Image(systemName: "doc.on.doc")) { _ in },
      Menu(
        options: .displayInline,
        children: [
          Action(title: "Duplicate", image: Image(systemName: "plus.square.on.square")) { _ in },
          Action(title: "Sort", image: Image(systemName: "arrow.up.arrow.down")) { _ in },
          Action(title: "Rename", image: Image(systemName: "pencil")) { _ in },
        ]),
      Action(title: "Delete", image: Image(systemName: "trash"), attributes: .destructive) { _ in },
    ])
    let (window, clock, canvas, _) = try MenuButtonScene.open(
      menu, title: "Edit", at: CGPoint(x: 24, y: 40), size: CGSize(width: 375, height: 480),
      dark: dark, snapshotter: snapshotter)
    ClockedWindow.run(window, clock, seconds: 0.5)
    try snapshotter.verify(
      canvas.render(window), named: dark ? "menu-symbol-images-dark@2x" : "menu-symbol-images@2x")
  }
}
