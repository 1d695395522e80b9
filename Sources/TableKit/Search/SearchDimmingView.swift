import Foundation

/// The dimming over a table's content below its header search bar (`tableHeaderView =
/// searchController.searchBar`) while an obscuring search is active with nothing typed, as
/// UIKit's `obscuresBackgroundDuringPresentation` dims what the search covers: the same
/// `Metrics.searchDimmingColor` as under a navigation bar. It covers the table's visible area
/// below the bar (all of it once the bar has scrolled away), takes the pointers there so that
/// no row is tapped through it, and a tap on it ends the search.
@MainActor
final class SearchDimmingView: View, InputHandling {
  private weak var search: SearchController?
  /// The pointer that went down on the dimming, which ends the search when it lifts.
  private var pressedPointer: Int?

  init(search: SearchController) {
    self.search = search
    super.init(frame: .zero)
    backgroundColor = Metrics.searchDimmingColor
  }

  /// Covers the visible area below the bar, and stays the table's frontmost subview (over the
  /// cells it adds as it scrolls, which would otherwise take the taps), before the usual pass.
  override func layoutIfNeeded() {
    place()
    super.layoutIfNeeded()
  }

  private func place() {
    guard let bar = search?.searchBar else { return }
    coverTable(belowHeaderBar: bar)
  }

  /// The keys stay with the table under the dimming.
  var keyTargetAfterPress: View? { superview }

  /// Takes every pointer on it; the release of a pointer that went down on it ends the search.
  func handle(_ event: InputEvent) -> Bool {
    switch event {
    case .pointerDown(let id, _, _):
      pressedPointer = id
      return true
    case .pointerMoved:
      return true
    case .pointerUp(let id, _, _):
      guard pressedPointer == id else { return true }
      pressedPointer = nil
      search?.isActive = false
      return true
    case .pointerCancelled(let id):
      if pressedPointer == id { pressedPointer = nil }
      return true
    case .secondaryClick:
      return true
    case .wheel, .key, .text, .composition:
      return false
    }
  }
}
