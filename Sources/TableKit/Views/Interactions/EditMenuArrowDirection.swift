import Foundation

/// Which way the edit menu's arrow points at what it acts on, as UIKit's
/// `UIEditMenuArrowDirection`: a preference, which gives way when the menu has no room on that
/// side.
public enum EditMenuArrowDirection: Int, CaseIterable, Hashable, Sendable {
  /// Up or down by where the target is: the menu above it, below when there is no room above.
  case automatic = 0
  /// Up at the target: the menu below it (above when there is no room below).
  case up = 1
  /// Down at the target: the menu above it (below when there is no room above).
  case down = 2
  /// Left at the target. TableKit's edit menu is always above or below what it acts on, so
  /// this places it as `.automatic` does.
  case left = 3
  /// Right at the target; placed as `.automatic`, as `.left` is.
  case right = 4
}
