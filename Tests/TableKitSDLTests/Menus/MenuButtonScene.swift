import Foundation
import TableKit
import TableKitSDL
import TableKitTesting
import Testing

/// A gray button showing a menu as its primary action, on a grouped background, with the menu
/// opened: the scene of the button menu goldens.
@MainActor
enum MenuButtonScene {
  /// Opens `menu` from a button titled `title` at `origin` in a window of `size` at 2x.
  /// - Returns: The window, its clock, the canvas and the button.
  static func open(
    _ menu: Menu, title: String, at origin: CGPoint, size: CGSize, dark: Bool = false,
    snapshotter: Snapshotter
  ) throws -> (window: Window, clock: ManualClock, canvas: OffscreenCanvas, button: Button) {
    let root = ViewController(nibName: nil, bundle: nil)
    root.view.backgroundColor = .systemGroupedBackground
    let button = Button(configuration: .gray())
    button.configuration?.title = title
    button.menu = menu
    button.showsMenuAsPrimaryAction = true
    let (window, clock, canvas) = try ClockedWindow.make(
      snapshotter: snapshotter, size: size, scale: 2, root: root
    ) {
      if dark { $0.traitOverrides.userInterfaceStyle = .dark }
    }
    root.view.addSubview(button)
    button.frame = CGRect(origin: origin, size: button.intrinsicContentSize)
    window.layoutIfNeeded()
    #expect(button.presentMenu())
    return (window, clock, canvas, button)
  }
}
