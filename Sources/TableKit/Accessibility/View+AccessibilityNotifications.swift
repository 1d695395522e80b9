import Foundation

extension View {
  /// Tells assistive technology that a new screen shows, as UIKit does itself after a push, a
  /// pop, a presentation and a dismissal: `.screenChanged` on this view's screen, with no
  /// element named, so that a screen reader reads the new screen from its first element.
  func postAccessibilityScreenChanged() {
    screen.accessibility.post(notification: .screenChanged, argument: nil)
  }
}
