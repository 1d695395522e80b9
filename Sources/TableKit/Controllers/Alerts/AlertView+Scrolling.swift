import Foundation

/// The scrolling of an alert taller than the screen allows: its message and its list of buttons
/// each scroll in their own room, as on iOS, with the project's scroll physics.
///
/// - A finger that goes down in a part that scrolls and moves past the touch slop drags it
///   (the button under it loses its highlight and lifting chooses nothing); let go, it coasts
///   and bounces as a table does. A finger that stops a coasting part only stops it. A mouse
///   drag keeps iOS's slide between buttons, as a mouse drag never pans a table on the desktop.
/// - The wheel scrolls the part under the pointer, else the message, else the list.
/// - Page Up, Page Down, Home and End scroll the message (else the list); moving the keyboard
///   focus scrolls the focused button into sight.
/// - The indicator shows at the part's trailing edge while it moves, and flashes as the alert
///   appears, to say that there is more.
extension AlertView {
  typealias Part = AlertLayout.ScrollRegion.Part

  /// The time on the window's clock.
  var now: TimeInterval { window?.clock.now ?? 0 }

  /// The layout with each part moved by its offset now: what is drawn and what a tap hits.
  var scrolledLayout: AlertLayout? { layout?.scrolled(by: scrollOffsets) }

  /// Each part's offset now.
  var scrollOffsets: AlertLayout.Offsets {
    let time = now
    var offsets: AlertLayout.Offsets = [:]
    for (part, motion) in motions { offsets[part] = motion.offset(at: time) }
    return offsets
  }

  /// The offset of `part` now, 0 when it has never scrolled.
  func scrollOffset(of part: Part) -> CGFloat { motions[part]?.offset(at: now) ?? 0 }

  /// Fits each part's motion to its room in `layout`; a part that no longer scrolls rests. A
  /// part that starts to scroll flashes its indicator.
  func fitMotions(to layout: AlertLayout) {
    let time = now
    for region in layout.scrollRegions where region.scrolls || motions[region.part] != nil {
      var motion = motions[region.part] ?? AlertScrollMotion()
      if motions[region.part] == nil { motion.flashIndicator(at: time) }
      motion.fit(region, displayScale: screen.scale, at: time)
      motions[region.part] = motion
    }
    for part in motions.keys where layout.region(part) == nil { motions[part] = nil }
  }

  /// Brings every part's motion to `time`.
  func stepMotions(to time: TimeInterval) {
    for part in motions.keys { motions[part]?.step(to: time) }
  }

  /// Whether a part or its indicator still moves.
  var scrollingNeedsFrames: Bool {
    let time = now
    return motions.values.contains { $0.isAnimating(at: time) }
  }

  /// Puts every part back at its top and flashes the indicators of those that scroll, as the
  /// alert comes on screen.
  func resetScrolling() {
    motions = [:]
    if let layout { fitMotions(to: layout) }
  }

  // MARK: - Pointers

  /// A press came down at `location`: a touch in a part that scrolls may drag it, and stops it
  /// if it was moving (then the press chooses nothing).
  func beginPressForScrolling(at location: CGPoint, kind: PointerKind) {
    pressLocation = location
    pressedRegion = nil
    pressStoppedMotion = false
    guard let region = scrollingRegion(at: location) else { return }
    let time = now
    pressStoppedMotion = motions[region.part]?.press(at: time) ?? false
    if kind == .touch { pressedRegion = region.part }
  }

  /// The tracked pointer moved to `location`.
  /// - Returns: Whether it drags a part (then it highlights nothing).
  func dragScrolls(to location: CGPoint) -> Bool {
    guard let part = pressedRegion, var motion = motions[part] else { return false }
    let time = now
    if !motion.isDragging {
      let dy = location.y - pressLocation.y
      let dx = location.x - pressLocation.x
      let slop = PointerGestureRecognizer.Configuration().touchSlop
      guard (dx * dx + dy * dy).squareRoot() > slop else { return false }
      // The drag starts at the slop's edge, so that the content does not jump by the slop.
      let edge = pressLocation.y + (dy == 0 ? 0 : dy > 0 ? min(slop, dy) : max(-slop, dy))
      motion.beginDrag(atPointerY: edge, at: time)
    }
    motion.drag(toPointerY: location.y, at: time)
    motions[part] = motion
    return true
  }

  /// The tracked pointer lifted at `location` (nil: cancelled).
  /// - Returns: Whether it had dragged a part, so that it chooses nothing.
  func endPressForScrolling(at location: CGPoint?) -> Bool {
    guard let part = pressedRegion ?? scrollingRegion(at: pressLocation)?.part,
      var motion = motions[part]
    else { return false }
    let dragged = motion.isDragging
    let time = now
    if dragged {
      motion.endDrag(atPointerY: location?.y, at: time)
    } else {
      motion.release(at: time)
    }
    motions[part] = motion
    return dragged
  }

  /// The region that scrolls under `location`, if any.
  private func scrollingRegion(at location: CGPoint) -> AlertLayout.ScrollRegion? {
    layout?.scrollingRegions.first { $0.frame.contains(location) }
  }

  /// The wheel turned by `dy` (positive toward the top): the part under the pointer scrolls,
  /// else the message, else the list.
  func scrollByWheel(_ dy: CGFloat, isPrecise: Bool) {
    guard dy != 0, let layout, trackedPointer == nil || pressedRegion == nil else { return }
    let underPointer = lastPointerLocation.flatMap { scrollingRegion(at: $0) }
    guard let region = underPointer ?? layout.scrollingRegions.first else { return }
    motions[region.part]?.wheel(dy, isPrecise: isPrecise, at: now)
  }

  // MARK: - Keys

  /// The part the keys scroll: the message when it scrolls, else the list.
  private var keyRegion: AlertLayout.ScrollRegion? { layout?.scrollingRegions.first }

  /// Page Down (`direction` 1) or Page Up (-1): the message moves by its room less a line.
  /// - Returns: Whether a part scrolls.
  @discardableResult
  func scrollByPage(_ direction: CGFloat) -> Bool {
    guard let region = keyRegion else { return false }
    let page = max(1, region.frame.height - Metrics.alertPageOverlap)
    let target = scrollOffset(of: region.part) + direction * page
    motions[region.part]?.scroll(to: target, at: now)
    return true
  }

  /// Home (`toEnd` false) or End: the message goes to its top or its bottom.
  /// - Returns: Whether a part scrolls.
  @discardableResult
  func scrollToEdge(toEnd: Bool) -> Bool {
    guard let region = keyRegion else { return false }
    motions[region.part]?.scroll(to: toEnd ? region.maximumOffset : 0, at: now)
    return true
  }

  /// Scrolls the list just enough for the button at `index` in `layout.buttons` to show whole.
  func revealButton(_ index: Int) {
    guard let layout, layout.buttons.indices.contains(index),
      layout.buttons[index].scrollsWithActions, let region = layout.region(.actions),
      region.scrolls
    else { return }
    let frame = layout.buttons[index].frame
    let offset = scrollOffset(of: .actions)
    let top = frame.minY - region.frame.minY
    let bottom = frame.maxY - region.frame.maxY
    let target = top < offset ? top : bottom > offset ? bottom : offset
    motions[.actions]?.scroll(to: target, at: now)
  }

  // MARK: - Drawing

  /// Draws each scrolling part's indicator while it shows.
  func drawScrollIndicators(in list: inout DrawList) {
    guard let layout else { return }
    let time = now
    for region in layout.scrollingRegions {
      motions[region.part]?.drawIndicator(
        of: region, at: time, isRightToLeft: isRightToLeft, in: &list)
    }
  }
}
