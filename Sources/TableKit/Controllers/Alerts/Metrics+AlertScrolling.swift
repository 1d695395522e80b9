import Foundation

/// The metrics of alerts whose content is taller than the screen, beside the alerts they size.
extension Metrics {
  /// The least room between an alert's box (or an action sheet's group) and the screen's top
  /// and bottom; past it, the message and the buttons scroll, as on iOS.
  public static let alertScreenVerticalMargin: CGFloat = 16
  /// How far Page Up and Page Down scroll an alert's message: the room less this much, so that
  /// a line stays in sight across the jump, as a scroll view's paging does.
  public static let alertPageOverlap: CGFloat = 20
}
