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
    let root = ViewController(nibName: nil, bundle: nil)
    root.view.backgroundColor = .systemGroupedBackground
    let button = Button(configuration: .gray())
    button.configuration?.title = "Edit"
    button.menu = Menu(children: [
      Action(title: "Copy", image: Image(systemName: "doc.on.doc")) { _ in },
      Action(title: "Duplicate", image: Image(systemName: "plus.square.on.square")) { _ in },
      Action(title: "Rename", image: Image(systemName: "pencil")) { _ in },
      Menu(
        options: .displayInline,
        children: [
          Action(title: "Compose", image: Image(systemName: "square.and.pencil")) { _ in },
          Action(title: "Sort", image: Image(systemName: "arrow.up.arrow.down")) { _ in },
        ]),
      Action(title: "Delete", image: Image(systemName: "trash"), attributes: .destructive) { _ in },
    ])
    button.showsMenuAsPrimaryAction = true
    let (window, clock, canvas) = try ClockedWindow.make(
      snapshotter: snapshotter, size: CGSize(width: 375, height: 480), scale: 2, root: root
    ) {
      if dark { $0.traitOverrides.userInterfaceStyle = .dark }
    }
    root.view.addSubview(button)
    button.frame = CGRect(origin: CGPoint(x: 24, y: 40), size: button.intrinsicContentSize)
    window.layoutIfNeeded()
    #expect(button.presentMenu())
    ClockedWindow.run(window, clock, seconds: 0.5)
    try snapshotter.verify(
      canvas.render(window), named: dark ? "menu-symbol-images-dark@2x" : "menu-symbol-images@2x")
  }
}
