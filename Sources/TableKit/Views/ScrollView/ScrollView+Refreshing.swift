import Foundation

extension ScrollView {
  // MARK: - Refreshing

  /// How far the content is pulled down past its top (without the refresh band), in points.
  func pullDistance(atOffset offset: CGFloat) -> CGFloat {
    max(0, -restingContentInset.top - offset)
  }

  /// The pull that starts a refresh: about 112 points, at most half the view's height.
  var refreshThreshold: CGFloat { min(112, max(RefreshControl.height, frame.height / 2)) }

  /// The refresh band opened or closed: the rest position changes; a content resting at the top
  /// glides to the new top.
  func refreshingDidChange() {
    configurationDidChange()
    // The adjusted inset changed: what is placed against it (a table's floating headers)
    // moves even when the content does not.
    setNeedsLayout()
    let now = clock.now
    let state = simulation.state(at: now)
    guard !state.phase.isTracking else { return }
    if state.offset < minimumContentOffsetY
      || (state.phase == .idle && state.offset <= -restingContentInset.top)
    {
      scroll(toY: minimumContentOffsetY, animated: true, reportsScrolling: true)
    }
  }

  /// The spinner in the gap the pull opens above the content (view coordinates), centred in a
  /// band of at most 60 points below the top inset.
  public func drawRefreshControl(in list: inout DrawList) {
    guard let refreshControl, !refreshControl.isHidden else { return }
    let gap = pullDistance(atOffset: contentOffset.y)
    guard gap > 0 || refreshControl.isRefreshing else { return }
    let band = min(
      max(gap, refreshControl.isRefreshing ? RefreshControl.height : 0), RefreshControl.height)
    let top = restingContentInset.top - largeTitleInset
    let center = CGPoint(
      x: frame.width / 2, y: top + band / 2 - (refreshControl.title == nil ? 0 : 6))
    list.clipped(to: CGRect(x: 0, y: top, width: frame.width, height: max(gap, band))) {
      refreshControl.drawSpinner(
        at: center, progress: min(1, gap / refreshThreshold), time: clock.now, in: &$0)
    }
  }
}
