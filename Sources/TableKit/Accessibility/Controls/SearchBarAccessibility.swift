import Foundation

/// A search bar, as `UISearchBar`: its field (a search field), then its Cancel button while it
/// shows, which the bar draws itself; a two-finger scrub cancels the search, as Escape does.
struct SearchBarAccessibility: AccessibilityBehavior {
  let bar: SearchBar

  var elements: [Any]? {
    let geometry = bar.geometry(at: bar.clock.now)
    guard geometry.cancelAlpha > 0.5 else { return [bar.searchTextField] }
    let cancel = AccessibilityElement(accessibilityContainer: bar)
    cancel.accessibilityLabel = bar.cancelTitle
    cancel.accessibilityTraits = .button
    cancel.accessibilityFrameInContainerSpace = geometry.cancelHitFrame(
      barSize: bar.bounds.size, isRightToLeft: bar.isRightToLeft)
    cancel.accessibilityActivateBlock = { [weak bar] in
      guard let bar else { return false }
      bar.cancelButtonTapped()
      return true
    }
    return [bar.searchTextField, cancel]
  }

  func performEscape() -> Bool {
    guard bar.showsCancelButton || bar.searchController?.isActive == true else { return false }
    bar.cancelButtonTapped()
    return true
  }
}
