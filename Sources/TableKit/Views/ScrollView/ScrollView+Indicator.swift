import Foundation

extension ScrollView {
  /// The indicator: a thin rounded bar at the trailing edge, fading after scrolling stops.
  public func drawScrollIndicator(in list: inout DrawList) {
    guard showsVerticalScrollIndicator else { return }
    let alpha = indicatorVisibility.alpha(at: clock.now)
    guard alpha > 0,
      let rect = ScrollIndicatorGeometry(
        viewportSize: frame.size, contentHeight: contentSize.height, contentOffset: contentOffset.y,
        contentInset: adjustedContentInset, indicatorInsets: effectiveIndicatorInsets
      ).frame
    else { return }
    let placed =
      isRightToLeft
      ? CGRect(x: frame.width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
      : rect
    ScrollIndicatorGeometry.draw(in: placed, alpha: alpha, into: &list)
  }
}

extension ScrollView {
  /// Lets the indicator fade once the content rests, however it came to rest: a wheel's glide
  /// or a trackpad's scroll that ended between two frames (the host, asking for a frame after
  /// the end, found nothing moving and drew none, so the end was never seen), or a drag let go
  /// without a fling (whose release records the new phase itself). Without this the bar stayed
  /// until the next input.
  /// - Parameter time: Now, on the view's clock.
  func endIndicatorScrollingAtRest(at time: TimeInterval) {
    guard indicatorVisibility.isScrolling, isResting(at: time) else { return }
    indicatorVisibility.endScrolling(at: time)
  }

  /// Whether the indicator needs another frame: it is fading, or it still shows for a motion
  /// that has ended since the last layout (which the next frame's layout ends).
  /// - Parameter time: Now, on the view's clock.
  func indicatorNeedsFrame(at time: TimeInterval) -> Bool {
    indicatorVisibility.isAnimating(at: time)
      || (indicatorVisibility.isScrolling && isResting(at: time))
  }

  /// Whether nothing moves the content at `time`: neither a finger nor a motion of its own.
  private func isResting(at time: TimeInterval) -> Bool {
    let phase = simulation.state(at: time).phase
    return !phase.isAnimating && !phase.isDragging
  }
}
