import Foundation

/// What kind of container a view is for assistive technology, as UIKit's
/// `UIAccessibilityContainerType`: a list says how many items it holds and where each one is.
public enum AccessibilityContainerType: Sendable, Hashable {
  /// Not a container of its own; its elements join the enclosing one's.
  case none
  /// A table of rows and columns.
  case dataTable
  /// A list of items (a table view).
  case list
  /// A landmark the person can jump to.
  case landmark
  /// Elements that belong together and are read as a group.
  case semanticGroup
}

/// The direction of `accessibilityScroll(_:)`, as UIKit's `UIAccessibilityScrollDirection`:
/// VoiceOver's three-finger swipes. `.down` shows what is further down (the next page), as the
/// content moves up.
public enum AccessibilityScrollDirection: Sendable, Hashable {
  /// Show what is to the right.
  case right
  /// Show what is to the left.
  case left
  /// Show what is above (the previous page).
  case up
  /// Show what is below (the next page).
  case down
  /// The next page, whichever way the content runs.
  case next
  /// The previous page.
  case previous
}
