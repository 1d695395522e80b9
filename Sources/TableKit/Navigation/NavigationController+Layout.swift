import Foundation

// MARK: - Layout

extension NavigationController {
  /// What the container draws around the views during a push or pop.
  struct TransitionDecoration {
    /// The covered view, drawn dimmed.
    let lower: View
    /// The sliding view, with a shadow on its leading edge.
    let upper: View
    /// The dimming's opacity.
    let dimmingAlpha: CGFloat
    /// The sliding view's opacity (below 1 in a cross-fade, under Reduce Motion).
    let upperAlpha: CGFloat
    /// Whether the views cross-fade in place: no shadow is drawn.
    let crossFades: Bool
  }

  /// Places the bar and the views shown (the top one, or both of a transition, slid by its
  /// coverage at the clock's time), and hands the bar the pages to show.
  /// - Returns: What to draw between the views during a transition.
  func layoutContainer(_ container: View) -> TransitionDecoration? {
    let bounds = container.bounds
    let now = clock.now
    let visibility = barVisibility(at: now)
    let isRightToLeft = container.isRightToLeft
    let crossFades = container.screen.accessibility.isReduceMotionEnabled

    // 1. The views: the top one at rest, or the two of a transition where the slide puts them.
    var shown: [(controller: ViewController, offset: CGFloat)] = []
    var coverage: CGFloat = 1
    if let running = transition {
      coverage = running.coverage(at: now)
      let slide = NavigationSlide(
        coverage: coverage, width: bounds.width, isRightToLeft: isRightToLeft,
        crossFades: crossFades)
      shown = [(running.lower, slide.lowerOffset), (running.upper, slide.upperOffset)]
    } else if let top = topViewController {
      shown = [(top, 0)]
    }
    var pages: [NavigationBar.Page] = []
    for (index, entry) in shown.enumerated() {
      let view: View = entry.controller.view
      if view.superview !== container
        || container.subviews.firstIndex(where: { $0 === view }) != index
      {
        container.insertSubview(view, at: index)
      }
      // An active search takes the large title's place: the bar keeps its small title and
      // the search bar.
      let large =
        showsLargeTitle(for: entry.controller) && visibility > 0
        && entry.controller.navigationItem.searchController?.isActive != true
      view.frame = contentFrame(
        for: entry.controller, showsLargeTitle: large, in: bounds, barVisibility: visibility
      ).offsetBy(dx: entry.offset, dy: 0)
      let bands = self.bands(for: entry.controller, showsLargeTitle: large)
      pages.append(
        NavigationBar.Page(
          item: entry.controller.navigationItem, backItem: backItem(for: entry.controller),
          showsLargeTitle: large, largeTitleBand: bands.largeTitle,
          largeTitleOffset: entry.offset, searchBand: bands.search * visibility,
          titleRowHeight: titleRowHeight(for: entry.controller),
          contentUnderBar: contentUnderBar(for: entry.controller)))
    }
    // Views of controllers no longer shown leave the container; a search's results stay
    // while they show.
    let results = shownSearchResults(over: shown.last?.controller)
    for subview in container.subviews
    where subview !== navigationBar && subview !== results && subview !== toolbar
      && !shown.contains(where: { $0.controller.viewIfLoaded === subview })
    {
      subview.removeFromSuperview()
    }
    if let results, results.superview !== container { container.addSubview(results) }
    layoutToolbar(in: container, bounds: bounds)
    container.bringSubviewToFront(navigationBar)

    // 2. The bar: its pages, and its height following the large titles' bands.
    let upperPage = pages.last
    let lowerPage = pages.count > 1 ? pages.first : nil
    navigationBar.pages = NavigationBar.Pages(
      lower: lowerPage, upper: upperPage, coverage: coverage, crossFades: crossFades)
    func height(_ page: NavigationBar.Page?) -> CGFloat {
      page?.height ?? Metrics.navigationBarHeight
    }
    let lowerHeight = height(lowerPage)
    let barHeight = lowerHeight + (height(upperPage) - lowerHeight) * coverage
    navigationBar.isHidden = visibility <= 0
    navigationBar.frame = CGRect(
      x: 0, y: -(1 - visibility) * barHeight, width: bounds.width, height: barHeight)
    navigationBar.placeSearchBars()
    if let results {
      let top = navigationBar.frame.maxY
      results.frame = CGRect(
        x: bounds.minX, y: top, width: bounds.width, height: max(0, bounds.maxY - top))
    }

    guard transition != nil, shown.count == 2, let lower = shown[0].controller.viewIfLoaded,
      let upper = shown[1].controller.viewIfLoaded
    else { return nil }
    let slide = NavigationSlide(
      coverage: coverage, width: bounds.width, isRightToLeft: isRightToLeft,
      crossFades: crossFades)
    return TransitionDecoration(
      lower: lower, upper: upper, dimmingAlpha: slide.dimmingAlpha, upperAlpha: slide.upperAlpha,
      crossFades: slide.crossFades)
  }

  /// Where `controller`'s view rests. A scroll view (a table view controller's table) lies
  /// under the whole bar, translucent as iOS's, with the bar's height (and a large title's
  /// expanded band) in its `adjustedContentInset`; any other view lies below the bar.
  ///
  /// Under a large title this is what makes scrolling collapse the band: the band is what of
  /// the inset still shows below the 44-point bar (`-contentOffset.y - 44`), so the content
  /// and the large title move together, finger-exact, and pulling down past the top stretches
  /// the band as iOS does. Laying the view out below a shrinking bar instead would resize it
  /// every frame and move its content twice as fast. And with every table under the bar, the
  /// two views of a push or pop fill the area behind the bar alike while its background fades
  /// between a large title's clear one and the opaque one.
  private func contentFrame(
    for controller: ViewController, showsLargeTitle: Bool, in bounds: CGRect,
    barVisibility: CGFloat
  ) -> CGRect {
    let band = showsLargeTitle ? Metrics.largeTitleBandHeight(for: traitCollection) : 0
    let search = searchBarHeight(for: controller)
    let barHeight = (titleRowHeight(for: controller) + band + search) * barVisibility
    let bottomBars = bottomBarsInset(for: controller)
    guard let scrollView = Self.mainScrollView(of: controller) else {
      return CGRect(
        x: bounds.minX, y: bounds.minY + barHeight, width: bounds.width,
        height: max(0, bounds.height - barHeight - bottomBars))
    }
    // The table runs under the bottom bars too, its last rows inset above them.
    scrollView.barBottomInset = bottomBars
    controller.navigationItem.searchController?.searchedScrollView = scrollView
    // Set with the inset, which rests content at its top with the search bar hidden.
    scrollView.setBarTopInset(
      barHeight, hidingSearchBarInset: searchBarHides(for: controller) ? search * barVisibility : 0)
    scrollView.largeTitleInset = (band + search) * barVisibility
    // What a collapsed band gave up of the inset, where floating headers may now pin.
    let open = bands(for: controller, showsLargeTitle: showsLargeTitle)
    scrollView.topInsetUncoveredByBars = max(0, band + search - open.largeTitle - open.search)
    return bounds
  }

  /// The height of `controller`'s search bar under the bar: 52 with a `searchController`, else
  /// 0.
  private func searchBarHeight(for controller: ViewController) -> CGFloat {
    controller.navigationItem.searchController == nil ? 0 : Metrics.navigationSearchBarHeight
  }

  /// How tall the bar's title row (title and buttons) is for `controller`: 44 points, less
  /// while an active search that hides the navigation bar slides it away.
  func titleRowHeight(for controller: ViewController) -> CGFloat {
    let visibility =
      controller.navigationItem.searchController?.titleRowVisibility(at: clock.now) ?? 1
    return Metrics.navigationBarHeight * visibility
  }

  /// Whether the title row of the top controller's search is sliding.
  var isSlidingSearchTitleRow: Bool {
    topViewController?.navigationItem.searchController?.isSlidingTitleRow(at: clock.now) == true
  }

  /// Whether `controller`'s search bar hides as its content scrolls: as its item's
  /// `hidesSearchBarWhenScrolling` says, while the search is not active, over a scroll view.
  private func searchBarHides(for controller: ViewController) -> Bool {
    guard let search = controller.navigationItem.searchController,
      Self.mainScrollView(of: controller) != nil
    else { return false }
    return controller.navigationItem.hidesSearchBarWhenScrolling && !search.isActive
  }

  /// How open `controller`'s large title and search bar bands are. Both are what of the scroll
  /// view's top inset shows below the 44-point bar (`-contentOffset.y - 44`), shared out as iOS
  /// does: scrolling up first hides a search bar that hides when scrolling, then closes the
  /// large title; pulling down past both stretches the large title. A search bar that does not
  /// hide (or an active search) stays open and the large title takes what remains.
  func bands(for controller: ViewController, showsLargeTitle: Bool)
    -> (largeTitle: CGFloat, search: CGFloat)
  {
    let search = searchBarHeight(for: controller)
    let large = Metrics.largeTitleBandHeight(for: traitCollection)
    guard Self.mainScrollView(of: controller) != nil else {
      return (showsLargeTitle ? large : 0, search)
    }
    let open = largeTitleBand(for: controller)
    guard searchBarHides(for: controller) else {
      return (showsLargeTitle ? max(0, open - search) : 0, search)
    }
    let shownSearch = min(search, max(0, open - (showsLargeTitle ? large : 0)))
    return (showsLargeTitle ? max(0, open - shownSearch) : 0, shownSearch)
  }

  /// The view of the search results controller of `controller`'s search, which lies below the
  /// bar while it shows (the search active and its text not empty); nil otherwise.
  private func shownSearchResults(over controller: ViewController?) -> View? {
    guard transition == nil, let controller,
      let search = controller.navigationItem.searchController, search.showsResultsController,
      let results = search.searchResultsController
    else { return nil }
    return results.view
  }

  /// Sets the inset the bar adds to `scrollView` (which keeps content at its top there).
  static func setBarTopInset(_ inset: CGFloat, of scrollView: ScrollView) {
    scrollView.barTopInset = inset
  }

  /// How far `controller`'s content has scrolled under the bar, 0 to 1 over the fade
  /// distance (`NavigationBar.Page.contentUnderBar`); 1 for content that does not scroll.
  private func contentUnderBar(for controller: ViewController) -> CGFloat {
    guard let scrollView = Self.mainScrollView(of: controller) else { return 1 }
    let under = scrollView.contentOffset.y + scrollView.adjustedContentInset.top
    guard under.isFinite else { return 1 }
    return min(1, max(0, under / Metrics.largeTitleFadeDistance))
  }

  /// How open `controller`'s bands under the bar are together (large title and search bar):
  /// for a scroll view under it, what of its top inset still shows below the title row (44
  /// points); else the large title's fully.
  private func largeTitleBand(for controller: ViewController) -> CGFloat {
    guard let scrollView = Self.mainScrollView(of: controller) else {
      return Metrics.largeTitleBandHeight(for: traitCollection)
    }
    return max(0, -scrollView.contentOffset.y - titleRowHeight(for: controller))
  }

  /// Whether `controller` shows a large title: as the bar's `prefersLargeTitles` and the
  /// items' `largeTitleDisplayMode`s say. A controller being popped counts as above the one it
  /// reveals.
  func showsLargeTitle(for controller: ViewController) -> Bool {
    // The bar's items are the stack's; searched from the top, where the shown controllers are.
    let items = navigationBar.items
    if let index = stack.lastIndex(where: { $0 === controller }) {
      return navigationBar.showsLargeTitle(at: index, in: items)
    }
    if let running = transition, running.upper === controller,
      let below = stack.lastIndex(where: { $0 === running.lower })
    {
      return navigationBar.showsLargeTitle(
        of: controller.navigationItem, over: items[...below])
    }
    return false
  }

  /// The item whose title `controller`'s back button shows.
  private func backItem(for controller: ViewController) -> NavigationItem? {
    if let running = transition {
      if running.upper === controller { return running.upperBackItem }
      if running.lower === controller { return running.lowerBackItem }
    }
    guard let index = stack.lastIndex(where: { $0 === controller }), index > 0 else { return nil }
    return stack[index - 1].navigationItem
  }

  /// The scroll view that lies under the bar and collapses `controller`'s large title: its
  /// view when that is one (a table view controller's table). A scroll view inside another
  /// view is not: without a safe area to place it by, that view lies below the bar.
  static func mainScrollView(of controller: ViewController) -> ScrollView? {
    controller.viewIfLoaded as? ScrollView
  }
}
