import Foundation

/// How a sheet's container answers pointers: those on the card go to the content until a
/// drag shows it moves the card (down from content scrolled to its top, or up towards a larger
/// detent, or anywhere on the grab zone at the card's top); the card then follows the finger
/// and, let go, springs to the detent its velocity carries it to (`SheetSettleMotion`, keeping
/// the finger's velocity), or, carried past half the smallest detent, goes down to the edge on
/// the same spring from the finger's velocity and is dismissed. A controller
/// `isModalInPresentation` resists (rubber band) and its delegate hears
/// `presentationControllerDidAttemptToDismiss`. A tap on the dimming, or Escape, dismisses the
/// same way.
extension SheetContainerView: InputHandling {
  /// What the container does with the pointer it follows.
  enum PointerTracking {
    /// Passed to `target` until it shows whether it moves the card.
    case undecided(id: Int, target: View?, down: CGPoint)
    /// Passed to `target` to the end.
    case forwarding(id: Int, target: View?)
    /// Moving the card: the card's top and the pointer's y when the drag began (the finger's
    /// top, unresisted, is `startTop` plus how far it went).
    case dragging(id: Int, startTop: CGFloat, startY: CGFloat, velocity: VelocityTracker)
    /// Went down outside the card: a tap there dismisses.
    case outside(id: Int, down: CGPoint)

    var id: Int {
      switch self {
      case .undecided(let id, _, _), .forwarding(let id, _), .dragging(let id, _, _, _),
        .outside(let id, _):
        id
      }
    }
  }

  /// The keys go where the last pointer went.
  var keyTargetAfterPress: View? { lastTarget.flatMap { ($0 as? InputHandling)?.keyTargetAfterPress } }

  func handle(_ event: InputEvent) -> Bool {
    switch event {
    case .pointerDown(let id, let location, let kind):
      guard tracking == nil else { return true }
      pointerDown(id: id, at: location, kind: kind)
    case .pointerMoved(let id, let location, let kind):
      guard let tracking, tracking.id == id else { return true }
      pointerMoved(tracking, to: location, kind: kind)
    case .pointerUp(let id, let location, let kind):
      guard let tracking, tracking.id == id else { return true }
      self.tracking = nil
      pointerUp(tracking, at: location, kind: kind)
    case .pointerCancelled(let id):
      guard let tracking, tracking.id == id else { return true }
      self.tracking = nil
      switch tracking {
      case .undecided(let id, let target, _), .forwarding(let id, let target):
        forward(.pointerCancelled(id: id), to: target)
      case .dragging:
        settle(toTop: selectedTop)
      case .outside:
        break
      }
    case .secondaryClick(let location):
      let target = contentTarget(at: location)
      return forward(.secondaryClick(location: local(location, in: target)), to: target)
    case .wheel:
      return forward(event, to: lastTarget)
    case .key(.escape, _):
      attemptDismissal()
    case .key, .text, .composition:
      return false
    }
    return true
  }

  // MARK: - Pointers

  private func pointerDown(id: Int, at location: CGPoint, kind pointerKind: PointerKind) {
    let card = cardView.frame
    guard card.contains(location) else {
      tracking = .outside(id: id, down: location)
      return
    }
    if kind != .popover, kind != .fill, location.y < card.minY + Metrics.sheetGrabZone,
      contentTarget(at: location) == nil || presentation?.sheetSettings?.prefersGrabberVisible == true
    {
      beginDrag(id: id, at: location)
      return
    }
    let target = contentTarget(at: location)
    lastTarget = target
    tracking = .undecided(id: id, target: target, down: location)
    forward(.pointerDown(id: id, location: local(location, in: target), kind: pointerKind), to: target)
  }

  private func pointerMoved(_ tracking: PointerTracking, to location: CGPoint, kind: PointerKind) {
    switch tracking {
    case .undecided(let id, let target, let down):
      let dx = location.x - down.x
      let dy = location.y - down.y
      guard hypot(dx, dy) > Metrics.sheetDragSlop else {
        forward(.pointerMoved(id: id, location: local(location, in: target), kind: kind), to: target)
        return
      }
      if movesCard(dx: dx, dy: dy, target: target) {
        forward(.pointerCancelled(id: id), to: target)
        beginDrag(id: id, at: location)
      } else {
        self.tracking = .forwarding(id: id, target: target)
        forward(.pointerMoved(id: id, location: local(location, in: target), kind: kind), to: target)
      }
    case .forwarding(let id, let target):
      forward(.pointerMoved(id: id, location: local(location, in: target), kind: kind), to: target)
    case .dragging(let id, let startTop, let startY, var velocity):
      velocity.addSample(location, at: clockNow)
      self.tracking = .dragging(id: id, startTop: startTop, startY: startY, velocity: velocity)
      dragTop = resisted(top: startTop + location.y - startY)
      setNeedsLayout()
    case .outside:
      break
    }
  }

  private func pointerUp(_ tracking: PointerTracking, at location: CGPoint, kind: PointerKind) {
    switch tracking {
    case .undecided(let id, let target, _), .forwarding(let id, let target):
      forward(.pointerUp(id: id, location: local(location, in: target), kind: kind), to: target)
    case .dragging(_, let startTop, let startY, var velocity):
      velocity.addSample(location, at: clockNow)
      release(velocity: velocity.velocity(at: clockNow).y, fingerTop: startTop + location.y - startY)
    case .outside(_, let down):
      let isTap = hypot(location.x - down.x, location.y - down.y) <= Metrics.sheetDragSlop
      if isTap, !cardView.frame.contains(location) { attemptDismissal() }
    }
  }

  /// Whether a drag of (dx, dy) from `target` moves the card: a mostly vertical drag down
  /// with the content scrolled to its top, or up while a larger detent is left.
  private func movesCard(dx: CGFloat, dy: CGFloat, target: View?) -> Bool {
    guard kind != .popover, kind != .fill, abs(dy) > abs(dx) else { return false }
    if let scrollView = enclosingScrollView(of: target), scrollView.isScrollEnabled {
      let atTop = scrollView.contentOffset.y <= -scrollView.adjustedContentInset.top + 0.5
      if dy > 0 { return atTop }
      return atTop && kind == .card && selectedTop > (detentTops.last?.1 ?? selectedTop) + 0.5
    }
    return dy > 0 || (kind == .card && selectedTop > (detentTops.last?.1 ?? selectedTop) + 0.5)
  }

  private func enclosingScrollView(of view: View?) -> ScrollView? {
    var current = view
    while let candidate = current, candidate !== cardView {
      if let scrollView = candidate as? ScrollView { return scrollView }
      current = candidate.superview
    }
    return nil
  }

  private func beginDrag(id: Int, at location: CGPoint) {
    let now = clockNow
    let top = cardView.frame.minY
    settle = nil
    var velocity = VelocityTracker()
    velocity.addSample(location, at: now)
    tracking = .dragging(id: id, startTop: top, startY: location.y, velocity: velocity)
    dragTop = top
  }

  /// The card's top for a finger asking for `top`: past the largest detent (or below the
  /// smallest, for a controller that refuses to go) it moves less and less, as a scroll view
  /// rubber-bands.
  func resisted(top: CGFloat) -> CGFloat {
    let tops = detentTops.map(\.1)
    let highest = tops.min() ?? top
    let lowest = tops.max() ?? top
    let height = max(1, layout.bounds.height)
    if top < highest { return highest - Self.rubberBand(highest - top, dimension: height) }
    if top > lowest, !canDismissByUser {
      return lowest + Self.rubberBand(top - lowest, dimension: height)
    }
    return top
  }

  /// How far a rubber band gives for `distance` past an edge (NOTES.md's formula).
  static func rubberBand(_ distance: CGFloat, dimension: CGFloat) -> CGFloat {
    (1 - 1 / (distance * 0.55 / dimension + 1)) * dimension
  }

  /// Whether the user may dismiss the presentation now (the delegate is not asked).
  var canDismissByUser: Bool { presentation?.presentedViewController.isModalInPresentation != true }

  /// The card let go at `velocity` (points a second, down positive): it goes, or settles at the
  /// nearest detent to where the velocity would carry it.
  /// A sheet that refuses to go judges the attempt by where the finger went (`fingerTop`),
  /// not by the card it held back.
  private func release(velocity: CGFloat, fingerTop: CGFloat) {
    let top = dragTop ?? cardView.frame.minY
    let projected = top + velocity * Metrics.sheetProjectionTime
    let tops = detentTops
    let lowest = tops.map(\.1).max() ?? top
    let dismissLine = lowest + (layout.bounds.maxY - lowest) / 2
    let wanted = canDismissByUser ? projected : fingerTop + velocity * Metrics.sheetProjectionTime
    if wanted > dismissLine {
      if attemptDismissal(releasedAt: velocity) { return }
      return settle(toTop: selectedTop, velocity: velocity)
    }
    let nearest = tops.min { abs($0.1 - projected) < abs($1.1 - projected) }
    guard let nearest else { return settle(toTop: selectedTop, velocity: velocity) }
    if kind == .card, let sheet = presentation?.sheetSettings,
      nearest.0 != (sheet.selectedDetentIdentifier ?? tops[0].0)
    {
      dragTop = nil
      sheet.selectedDetentIdentifier = nearest.0
      settle = settleMotion(from: top, to: nearest.1, velocity: velocity)
      sheet.sheetDelegate?.sheetPresentationControllerDidChangeSelectedDetentIdentifier(sheet)
      setNeedsLayout()
      return
    }
    settle(toTop: nearest.1, velocity: velocity)
  }

  /// Springs the card from where it is to `target` (its detent) on the window's clock,
  /// starting at `velocity` (points a second, down positive: the finger's at release).
  func settle(toTop target: CGFloat, velocity: CGFloat = 0) {
    let from = dragTop ?? cardView.frame.minY
    dragTop = nil
    settle = settleMotion(from: from, to: target, velocity: velocity)
    setNeedsLayout()
  }

  /// The user asks the presentation to go (a swipe, a tap outside, Escape): it goes with the
  /// delegate's will and did calls, or, refused, springs back and the delegate hears the
  /// attempt.
  /// - Parameter velocity: For a card a finger let go, its velocity then (points a second, down
  ///   positive): the card goes down on the sheets' spring from there at that speed (or springs
  ///   back with it, refused); nil for a tap or a key.
  /// - Returns: Whether it goes.
  @discardableResult
  func attemptDismissal(releasedAt velocity: CGFloat? = nil) -> Bool {
    guard let presentation, !isDismissing else { return false }
    // An action sheet in a popover cancels: its Cancel action's handler runs, as on iPad.
    if let alert = presentation.presentedViewController as? AlertController {
      return alert.cancel()
    }
    let delegate = presentation.delegate
    guard canDismissByUser, delegate?.presentationControllerShouldDismiss(presentation) ?? true
    else {
      if dragTop != nil || kind == .card { settle(toTop: selectedTop, velocity: velocity ?? 0) }
      delegate?.presentationControllerDidAttemptToDismiss(presentation)
      return false
    }
    delegate?.presentationControllerWillDismiss(presentation)
    dismissalTop = dragTop ?? (kind == .card ? cardView.frame.minY : nil)
    dragTop = nil
    settle = nil
    presentation.presentedViewController.dismiss(animated: true) { [weak presentation] in
      guard let presentation else { return }
      presentation.delegate?.presentationControllerDidDismiss(presentation)
    }
    if let velocity, let dismissalTop { goDown(from: dismissalTop, velocity: velocity) }
    return true
  }

  /// The dismissal under way follows the sheets' spring from `top` (where the finger let the
  /// card go) to the bottom edge, starting at the finger's `velocity`, as iOS lets a card go:
  /// instead of the presentation's fixed-length curve.
  private func goDown(from top: CGFloat, velocity: CGFloat) {
    guard let window = superview as? Window,
      let shown = window.presentations.first(where: { $0.container === self }),
      shown.isDismissing
    else { return }
    let spring = settleMotion(from: top, to: layout.bounds.maxY, velocity: velocity)
    shown.transition = Presentation.Transition(
      dismissingAlong: spring, from: top, startProgress: shown.shownProgress)
  }

  // MARK: - Forwarding

  /// The innermost input-handling view of the content under `location` (container
  /// coordinates), or nil.
  func contentTarget(at location: CGPoint) -> View? {
    guard let contentView, cardView.frame.contains(location) else { return nil }
    let point = CGPoint(
      x: location.x - cardView.frame.minX + contentView.boundsOrigin.x - contentView.frame.minX,
      y: location.y - cardView.frame.minY + contentView.boundsOrigin.y - contentView.frame.minY)
    var view = contentView.hitTest(point)
    while let current = view, !(current is InputHandling) {
      if current === cardView { return nil }
      view = current.superview
    }
    return view
  }

  /// `location` (container coordinates) in points from `target`'s top-left corner on screen,
  /// as input-handling views take pointers.
  func local(_ location: CGPoint, in target: View?) -> CGPoint {
    guard let target else { return location }
    let origin = target.convert(CGPoint(x: target.boundsOrigin.x, y: target.boundsOrigin.y), to: self)
    return CGPoint(x: location.x - origin.x, y: location.y - origin.y)
  }

  @discardableResult
  private func forward(_ event: InputEvent, to target: View?) -> Bool {
    guard let handler = target as? InputHandling, target?.window != nil else { return false }
    return handler.handle(event)
  }
}
