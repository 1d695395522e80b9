import Foundation

extension Control {
  /// Reports misuse the control worked around (a text field's cut input, a menu with nothing
  /// to show, a slider's bounds the wrong way round) to `warningHandler`, else to its window's,
  /// else to standard error.
  func report(_ warning: String) {
    if let warningHandler { return warningHandler(warning) }
    if let window = closestViewController?.window ?? window {
      return window.warningHandler(warning)
    }
    Window.reportWithoutWindow(warning)
  }
}
