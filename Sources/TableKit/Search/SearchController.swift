import Foundation

/// Runs a search through a search bar, as UIKit's `UISearchController`: it owns `searchBar`,
/// becomes active when the bar's field begins editing (or `isActive` is set), asks its
/// `searchResultsUpdater` to filter on every change of the text and on activation and
/// dismissal, and ends the search on Cancel: the text is cleared, editing ends, the search
/// becomes inactive, the updater shows everything again, and the scroll view the results were
/// shown in goes back to where it was when the search began.
///
/// With no `searchResultsController` the results show in the same table (the updater filters
/// the table's own data, as most table apps do); otherwise the results controller's view covers
/// the content below the bar while the search is active and has text (under a navigation bar,
/// or over the visible rows of a table whose header the bar is, following its scrolling). The results
/// controller is the search controller's child; while the search is active the search
/// controller is the child of the controller it searches (UIKit presents it over that one), so
/// the results controller hears `viewWillAppear`/`viewDidAppear` when the search begins and
/// `viewWillDisappear`/`viewDidDisappear` when it ends (or its screen is covered), once each.
///
/// Put the bar in a navigation item (`navigationItem.searchController`), where it lies under the
/// title and hides as the content scrolls, or in a table's header (`tableHeaderView =
/// searchController.searchBar`), as before iOS 11.
///
/// The order of calls when the user taps the field: `searchBarShouldBeginEditing`, then
/// `willPresentSearchController`, `updateSearchResults`, `didPresentSearchController`, then
/// `searchBarTextDidBeginEditing`. On Cancel: `searchBarCancelButtonClicked`,
/// `willDismissSearchController`, `searchBarTextDidEndEditing`, `updateSearchResults` (with
/// the text empty), `didDismissSearchController`.
@preconcurrency @MainActor
open class SearchController: ViewController {
  /// The controller whose view shows the results, or nil to show them in the searched view.
  public let searchResultsController: ViewController?
  /// The bar the search is typed in.
  public let searchBar = SearchBar()
  /// Filters the results as the text changes.
  public weak var searchResultsUpdater: (any SearchResultsUpdating)?
  /// Hears the search become active and inactive.
  public weak var delegate: (any SearchControllerDelegate)?
  /// Whether the content under the bar is dimmed while the search is active and its text
  /// empty (a tap on the dimming ends the search); true by default, as in UIKit. Drawn under a
  /// navigation bar, and over a table's rows when the bar is that table's header.
  public var obscuresBackgroundDuringPresentation = true {
    didSet { presentationDidChange() }
  }
  /// Whether the bar shows its Cancel button while the search is active; true by default.
  public var automaticallyShowsCancelButton = true
  /// Whether a navigation bar showing the search bar slides its title row (title and buttons)
  /// away while the search is active, leaving the search bar at the top, as iOS does; true by
  /// default, as in UIKit.
  public var hidesNavigationBarDuringPresentation = true

  /// The title row's slide: its shown fraction from, to, and when the change began.
  private var titleRowChange: (from: CGFloat, to: CGFloat, start: TimeInterval)?

  /// The scroll view the search filters (a navigation item's controller's table, or the
  /// table whose header the bar is), whose offset is put back when the search ends.
  weak var searchedScrollView: ScrollView?
  /// The searched view's offset when the search began.
  private var offsetBeforeSearch: CGPoint?
  private var active = false
  /// The dimming over the rows of a table whose header the bar is.
  private lazy var headerDimming = SearchDimmingView(search: self)
  /// What holds the results controller's view over the rows of a table whose header the bar
  /// is.
  private lazy var headerResults = SearchResultsContainerView(search: self)

  /// Creates a search controller.
  /// - Parameter searchResultsController: The controller showing the results, or nil to show
  ///   them in the searched view itself.
  public init(searchResultsController: ViewController?) {
    self.searchResultsController = searchResultsController
    super.init(nibName: nil, bundle: nil)
    searchBar.searchController = self
    if let searchResultsController {
      addChild(searchResultsController)
      searchResultsController.didMove(toParent: self)
    }
  }

  /// Gives nil: a search controller is made with `init(searchResultsController:)`, and TableKit
  /// has no archives to make one from.
  public required init?(coder: NSCoder) { nil }

  /// Whether the search is active: its Cancel button shows and the results are filtered.
  /// Setting it starts or ends the search (ending clears the text and ends editing).
  public var isActive: Bool {
    get { active }
    set {
      guard newValue != active else { return }
      if newValue { present() } else { dismiss() }
    }
  }

  /// The view the search runs over: the one set by a navigation controller, else the scroll
  /// view holding the bar (as its table header).
  var scrollViewSearched: ScrollView? {
    if let searchedScrollView { return searchedScrollView }
    var current = searchBar.superview
    while let view = current {
      if let scrollView = view as? ScrollView { return scrollView }
      current = view.superview
    }
    return nil
  }

  /// How much of a navigation bar's title row shows at `time` while this search is its item's:
  /// 1 shown, 0 slid away (an active search that hides the navigation bar).
  func titleRowVisibility(at time: TimeInterval) -> CGFloat {
    let target: CGFloat = active && hidesNavigationBarDuringPresentation ? 0 : 1
    guard let change = titleRowChange else { return target }
    let linear = (time - change.start) / Metrics.searchPresentationDuration
    guard linear < 1 else { return target }
    let eased = CGFloat(TimingCurve.easeInOut.value(at: max(0, linear)))
    return change.from + (change.to - change.from) * eased
  }

  /// Whether the title row is sliding at `time`.
  func isSlidingTitleRow(at time: TimeInterval) -> Bool {
    guard let change = titleRowChange else { return false }
    return time - change.start < Metrics.searchPresentationDuration
  }

  /// Starts the title row's slide towards where the search's state puts it.
  private func slideTitleRow(from visibility: CGFloat) {
    let now = searchBar.clock.now
    titleRowChange = (visibility, active && hidesNavigationBarDuringPresentation ? 0 : 1, now)
  }

  private func present() {
    delegate?.willPresentSearchController(self)
    let row = titleRowVisibility(at: searchBar.clock.now)
    active = true
    slideTitleRow(from: row)
    offsetBeforeSearch = scrollViewSearched?.contentOffset
    if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(true, animated: true) }
    beginPresentationOverSearchedController()
    presentationDidChange()
    searchResultsUpdater?.updateSearchResults(for: self)
    delegate?.didPresentSearchController(self)
  }

  private func dismiss() {
    delegate?.willDismissSearchController(self)
    let row = titleRowVisibility(at: searchBar.clock.now)
    active = false
    slideTitleRow(from: row)
    if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(false, animated: true) }
    searchBar.searchTextField.resignFirstResponder()
    // Cleared without the delegate's textDidChange, as UIKit clears it.
    if !(searchBar.searchTextField.text ?? "").isEmpty { searchBar.searchTextField.text = "" }
    searchBar.setNeedsLayout()
    endPresentationOverSearchedController()
    presentationDidChange()
    searchResultsUpdater?.updateSearchResults(for: self)
    restoreOffset()
    delegate?.didDismissSearchController(self)
  }

  /// Puts the searched view back where the search found it, within its content as it is now.
  private func restoreOffset() {
    guard let offset = offsetBeforeSearch, let scrollView = scrollViewSearched else { return }
    offsetBeforeSearch = nil
    // The bars around the view give back what the search took (a navigation bar its large
    // title) first, so that the old offset is within reach again.
    (scrollView.superview ?? scrollView).layoutIfNeeded()
    scrollView.contentOffset = CGPoint(
      x: offset.x, y: scrollView.clampedContentOffsetY(offset.y))
  }

  /// The search's look changed (active, dimming, text): the views around it lay out again, and
  /// a table whose header the bar is shows or drops the dimming and the results.
  private func presentationDidChange() {
    searchedScrollView?.superview?.setNeedsLayout()
    searchBar.superview?.setNeedsLayout()
    let headerTable = searchBar.isInNavigationBar ? nil : searchBar.superview as? ScrollView
    if dimsContent, let headerTable {
      if headerDimming.superview !== headerTable { headerTable.addSubview(headerDimming) }
    } else if headerDimming.superview != nil {
      headerDimming.removeFromSuperview()
    }
    if showsResultsController, let headerTable, let results = searchResultsController {
      headerResults.resultsView = results.view
      if headerResults.superview !== headerTable { headerTable.addSubview(headerResults) }
    } else if headerResults.superview != nil {
      headerResults.removeFromSuperview()
      headerResults.resultsView = nil
    }
  }

  // MARK: - Events from the bar

  /// The field is about to begin editing: the search becomes active.
  func searchBarWillBeginEditing() {
    if !active { present() }
  }

  /// The bar was placed: an active search is presented over the controller it now searches.
  func searchBarDidMoveToSuperview() {
    guard active else { return }
    beginPresentationOverSearchedController()
    presentationDidChange()
  }

  /// The text changed, by the user or by code: the updater filters again.
  func searchBarTextDidChange() {
    presentationDidChange()
    searchResultsUpdater?.updateSearchResults(for: self)
  }

  /// Cancel was tapped (or Escape pressed): the search ends.
  func cancelSearch() {
    isActive = false
  }

  /// Whether the content under the bar is dimmed now.
  var dimsContent: Bool {
    active && obscuresBackgroundDuringPresentation && (searchBar.text ?? "").isEmpty
  }

  /// Whether the results controller's view covers the content now.
  var showsResultsController: Bool {
    active && searchResultsController != nil && !(searchBar.text ?? "").isEmpty
  }
}
