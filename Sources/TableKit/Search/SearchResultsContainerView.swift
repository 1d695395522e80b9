import Foundation

/// Holds a search results controller's view over a table whose header is the search bar
/// (`tableHeaderView = searchController.searchBar`) while the search shows its results, as
/// UIKit presents the results controller there: it covers the table's visible area below the
/// bar (below a navigation bar over the table too), following the table's scrolling, and the
/// results view fills it. The results take their own pointers and keys; a pointer on a part
/// of the results that takes none stops here, so that no row of the table under them is tapped.
@MainActor
final class SearchResultsContainerView: View, InputHandling {
  private weak var search: SearchController?

  init(search: SearchController) {
    self.search = search
    super.init(frame: .zero)
  }

  /// The results view shown, made this view's only subview.
  var resultsView: View? {
    didSet {
      guard resultsView !== oldValue else { return }
      if oldValue?.superview === self { oldValue?.removeFromSuperview() }
      if let resultsView { addSubview(resultsView) }
      setNeedsLayout()
    }
  }

  /// Covers the visible area below the bar before the usual pass, so that the results follow
  /// the table's scrolling.
  override func layoutIfNeeded() {
    if let bar = search?.searchBar { coverTable(belowHeaderBar: bar, belowSafeArea: true) }
    let filling = CGRect(origin: .zero, size: bounds.size)
    if let resultsView, resultsView.frame != filling { resultsView.frame = filling }
    super.layoutIfNeeded()
  }

  /// The keys stay with the table under the results.
  var keyTargetAfterPress: View? { superview }

  /// Takes the pointers the results leave; keys, the wheel and text go on up.
  func handle(_ event: InputEvent) -> Bool {
    switch event {
    case .pointerDown, .pointerMoved, .pointerUp, .pointerCancelled, .secondaryClick:
      return true
    case .wheel, .key, .text, .composition:
      return false
    }
  }
}
