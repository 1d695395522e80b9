import Foundation

/// The motion of one scrolling part of an alert (its message or its list of buttons), which is
/// a room inside the alert's drawing rather than a view of its own: the project's scroll
/// physics (`ScrollAxisSimulation`: the finger's drag, the fling's deceleration, the rubber
/// band, the wheel's glide) and the scroll indicator's fade, as a `ScrollView` has them.
struct AlertScrollMotion {
  private var simulation = ScrollAxisSimulation(
    offset: 0, configuration: ScrollAxisSimulation.Configuration(
      offsetRange: 0...0, viewportLength: 1, bounces: false))
  private var indicator = ScrollIndicatorVisibility()
  private var lastPhase: ScrollAxisSimulation.Phase = .idle
  private var tracker = VelocityTracker()
  /// The pointer's y when the drag began.
  private var dragOrigin: CGFloat?

  /// Fits the motion to `region`'s room and content at `time`; content left past the new end
  /// (the room grew, the message got shorter) moves back inside at once.
  mutating func fit(_ region: AlertLayout.ScrollRegion, displayScale: CGFloat, at time: TimeInterval)
  {
    let configuration = ScrollAxisSimulation.Configuration(
      offsetRange: 0...region.maximumOffset, viewportLength: max(1, region.frame.height),
      bounces: region.scrolls, displayScale: max(1, displayScale))
    guard configuration != simulation.configuration else { return }
    simulation.updateConfiguration(configuration, at: time)
    let offset = simulation.offset(at: time)
    let phase = simulation.state(at: time).phase
    if !phase.isTracking, !phase.isAnimating, offset != configuration.clamped(offset) {
      simulation.setOffset(configuration.clamped(offset), at: time)
    }
  }

  /// The content's offset at `time`: 0 at the top, more as it scrolls up.
  func offset(at time: TimeInterval) -> CGFloat { simulation.offset(at: time) }

  /// Whether the content or the indicator still move after `time`.
  func isAnimating(at time: TimeInterval) -> Bool {
    simulation.state(at: time).phase.isAnimating || indicator.isAnimating(at: time)
  }

  /// Whether a drag moves the content.
  var isDragging: Bool { dragOrigin != nil }

  // MARK: - Input

  /// A press came down: any motion stops where it is.
  /// - Returns: Whether the content was moving, so that the press only stops it.
  mutating func press(at time: TimeInterval) -> Bool {
    let wasMoving = simulation.stop(at: time)
    step(to: time)
    return wasMoving
  }

  /// A press that did not drag lifted: the content held still goes back to rest.
  mutating func release(at time: TimeInterval) {
    guard dragOrigin == nil, simulation.state(at: time).phase == .tracking else { return }
    simulation.endDrag(pointerVelocity: 0, at: time)
    step(to: time)
  }

  /// The pointer left the slop at `y`: from now on the content follows it.
  mutating func beginDrag(atPointerY y: CGFloat, at time: TimeInterval) {
    dragOrigin = y
    tracker.reset()
    tracker.addSample(CGPoint(x: 0, y: y), at: time)
    simulation.beginDrag(at: time)
    step(to: time)
  }

  /// The dragging pointer moved to `y`.
  mutating func drag(toPointerY y: CGFloat, at time: TimeInterval) {
    guard let dragOrigin else { return }
    tracker.addSample(CGPoint(x: 0, y: y), at: time)
    simulation.drag(pointerTranslation: y - dragOrigin, at: time)
    step(to: time)
  }

  /// The dragging pointer lifted at `y` (nil: the touch was cancelled, so no fling).
  mutating func endDrag(atPointerY y: CGFloat?, at time: TimeInterval) {
    guard dragOrigin != nil else { return }
    var velocity: CGFloat = 0
    if let y {
      drag(toPointerY: y, at: time)
      velocity = tracker.velocity(at: time).y
    }
    dragOrigin = nil
    simulation.endDrag(pointerVelocity: velocity, at: time)
    step(to: time)
  }

  /// A wheel turned, or a trackpad scrolled (`isPrecise`), by `dy`, positive toward the top.
  mutating func wheel(_ dy: CGFloat, isPrecise: Bool, at time: TimeInterval) {
    if isPrecise {
      simulation.scroll(preciseDelta: dy, at: time)
    } else {
      simulation.scroll(wheelTicks: dy, at: time)
    }
    step(to: time)
  }

  /// Scrolls to `offset`, clamped to the content, as a key asks: gliding as a scroll view's
  /// `setContentOffset(_:animated: true)` does.
  mutating func scroll(to offset: CGFloat, at time: TimeInterval) {
    let target = simulation.configuration.clamped(offset)
    guard target != simulation.offset(at: time) else { return }
    simulation.animate(to: target, duration: Metrics.scrollAnimationDuration, at: time)
    step(to: time)
  }

  /// Brings the motion to `time`, showing the indicator while the content moves and letting it
  /// fade once it rests.
  mutating func step(to time: TimeInterval) {
    let phase = simulation.step(to: time).phase
    guard phase != lastPhase else { return }
    if phase.isAnimating || phase.isDragging {
      indicator.beginScrolling(at: time)
    } else if lastPhase.isAnimating || lastPhase.isDragging {
      indicator.endScrolling(at: time)
    }
    lastPhase = phase
  }

  /// Shows the indicator for a moment, as a scroll view's `flashScrollIndicators()`: iOS
  /// flashes it when a scrolling alert appears, to say that there is more.
  mutating func flashIndicator(at time: TimeInterval) { indicator.flash(at: time) }

  // MARK: - Drawing

  /// Draws the indicator of `region` at `time`, at the trailing edge of its room.
  func drawIndicator(
    of region: AlertLayout.ScrollRegion, at time: TimeInterval, isRightToLeft: Bool,
    in list: inout DrawList
  ) {
    let alpha = indicator.alpha(at: time)
    guard alpha > 0, region.scrolls,
      let rect = ScrollIndicatorGeometry(
        viewportSize: region.frame.size, contentHeight: region.contentHeight,
        contentOffset: offset(at: time)
      ).frame
    else { return }
    let x = isRightToLeft ? region.frame.maxX - rect.maxX : region.frame.minX + rect.minX
    ScrollIndicatorGeometry.draw(
      in: CGRect(x: x, y: region.frame.minY + rect.minY, width: rect.width, height: rect.height),
      alpha: alpha, into: &list)
  }
}
