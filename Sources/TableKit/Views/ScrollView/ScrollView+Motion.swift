import Foundation

/// The scroll view's motion: the simulation's settings for the current geometry, and each
/// frame's step, which moves the content, starts a refresh the pull has earned and tells the
/// delegate when a deceleration or an animated scroll ends.
extension ScrollView {
  /// The simulation's settings for the current geometry.
  var scrollConfiguration: ScrollAxisSimulation.Configuration {
    let tallEnough = contentSize.height + adjustedContentInset.vertical > frame.height
    return ScrollAxisSimulation.Configuration(
      offsetRange: minimumContentOffsetY...maximumContentOffsetY,
      viewportLength: max(1, frame.height),
      bounces: bounces && (tallEnough || alwaysBounceVertical), decelerationRate: decelerationRate,
      displayScale: screen.scale)
  }

  /// Hands the simulation new settings when the geometry or a setting changed them.
  func configurationDidChange() {
    let configuration = scrollConfiguration
    if configuration != simulation.configuration {
      simulation.updateConfiguration(configuration, at: clock.now)
    }
  }

  /// Brings the scroll motion to `clock.now`: moves the content, starts a refresh the pull has
  /// earned, and tells the delegate when a deceleration or an animated scroll ends.
  public func advanceScrolling() {
    let now = clock.now
    let state = simulation.step(to: now)
    // A finger's pan or a trackpad's two-finger scroll (precise deltas) can pull; a fling's
    // bounce and a wheel's glide cannot, as on iOS.
    let isPulling = state.phase.isDragging || state.phase == .scrolling
    // One pull refreshes once: a refresh ended while the finger still holds the content down
    // waits for the next pull, as on iOS.
    if !isPulling { refreshControl?.hasRefreshedThisPull = false }
    if let refreshControl, !refreshControl.isRefreshing, !refreshControl.hasRefreshedThisPull,
      isPulling, refreshControl.isEnabled,
      pullDistance(atOffset: state.offset) >= refreshThreshold
    {
      refreshControl.hasRefreshedThisPull = true
      refreshControl.beginRefreshingByUser()
    }
    var reports = true
    if case .animation(let reportsScrolling)? = programmaticScroll { reports = reportsScrolling }
    if state.offset != contentOffset.y {
      applyContentOffset(CGPoint(x: contentOffset.x, y: state.offset), notifies: reports)
    }
    if state.phase != lastPhase {
      phaseDidChange(from: lastPhase, to: state.phase, at: now)
      lastPhase = state.phase
    }
    endIndicatorScrollingAtRest(at: now)
  }

  private func phaseDidChange(
    from old: ScrollAxisSimulation.Phase, to new: ScrollAxisSimulation.Phase, at time: TimeInterval
  ) {
    if new.isAnimating || new.isDragging {
      indicatorVisibility.beginScrolling(at: time)
    } else if old.isAnimating || old.isDragging {
      indicatorVisibility.endScrolling(at: time)
    }
    guard !new.isAnimating else { return }
    if old.isDecelerating {
      scrollCallbackDelegate?.scrollViewDidEndDecelerating(self)
    } else if old == .animating, let finished = programmaticScroll {
      programmaticScroll = nil
      switch finished {
      case .toTop: scrollCallbackDelegate?.scrollViewDidScrollToTop(self)
      case .animation: scrollCallbackDelegate?.scrollViewDidEndScrollingAnimation(self)
      }
    }
    if new == .idle { programmaticScroll = nil }
  }
}
