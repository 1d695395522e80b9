import Foundation
import TableKit
import TableKitSDL

/// A visible window filling `canvas`, on a manual clock at 0, whose root controller's view is
/// grouped gray, laid out in `layoutDirection`: the screen the control pictures put their
/// controls on.
@MainActor
func makeControlScreen(
  on canvas: OffscreenCanvas, style: UserInterfaceStyle = .light,
  layoutDirection: LayoutDirection = .leftToRight
) -> (window: Window, root: ViewController) {
  let window = Window(frame: CGRect(origin: .zero, size: canvas.size), clock: ManualClock(now: 0))
  window.screen = canvas.makeScreen(layoutDirection: layoutDirection)
  window.overrideUserInterfaceStyle = style
  let root = ViewController(nibName: nil, bundle: nil)
  root.view.backgroundColor = .systemGroupedBackground
  window.rootViewController = root
  window.makeKeyAndVisible()
  return (window, root)
}
