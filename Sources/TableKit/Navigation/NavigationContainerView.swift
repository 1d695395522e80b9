import Foundation

/// A navigation controller's view: it lays out the bar and the shown controllers' views, draws
/// the dimming and the shadow of a push or pop, and takes the input that belongs to navigation.
///
/// Input, as the host's responder chain delivers it (locations in points from this view's
/// top-left corner):
/// - During a push or pop it takes every pointer (doing nothing with them), so nothing is
///   tapped mid-flight.
/// - Pointers on the bar go to the bar (its buttons).
/// - While something can be popped, it claims pointers that go down in the 20-point strip at
///   the leading edge and holds the down back: a sideways drag towards the trailing edge drags
///   the top view (an interactive pop); anything else (a tap, a vertical drag, resting still)
///   is replayed to the input-handling view under the pointer, which then gets the rest of it.
/// - Keys reach it when the view that had them (a table) did not use them: Escape, Alt+Left and
///   the back key pop, when there is something to pop. It never takes the keys first: a press
///   on it leaves them with the content (`keyTargetAfterPress`).
@MainActor
final class NavigationContainerView: View, InputHandling, ScrollOffsetFollowing {
  /// Weak: the view may be kept in a tree after its controller is gone; it then lays out and
  /// draws its subviews as they are and takes no input of its own.
  private weak var controller: NavigationController?
  private let navigationBar: NavigationBar
  private var recognizer = InteractivePopRecognizer()
  /// The view the edge strip's pointer was replayed to.
  private weak var edgeTarget: View?
  /// Where each pointer down on this view goes.
  private var routes: [Int: Route] = [:]
  /// What is drawn between the views during a transition, from the last layout.
  private var decoration: NavigationController.TransitionDecoration?
  /// Whether this view is laying itself and its subviews out, and so will place the bar for
  /// the offsets its tables end the pass at.
  private var isLayingOut = false

  private enum Route {
    /// Taken and dropped (it went down during a transition).
    case ignored
    /// The bar's.
    case bar
    /// The edge strip's recognizer's.
    case edge
    /// The dimming of an active search's: lifting ends the search.
    case searchDimming
  }

  init(controller: NavigationController) {
    self.controller = controller
    navigationBar = controller.navigationBar
    super.init(frame: .zero)
    backgroundColor = .systemBackground
    clipsToBounds = true
  }

  // MARK: - Layout and drawing

  override func layoutSubviews() {
    decoration = controller?.layoutContainer(self)
  }

  /// Whether a transition, the bar's hiding, or a held-back edge pointer needs frames.
  override var needsAnimationFrame: Bool {
    guard let controller else { return false }
    return controller.isTransitioning || controller.barVisibilityChange != nil
      || recognizer.nextDeadline != nil || controller.isSlidingSearchTitleRow
      || controller.isSlidingToolbar
  }

  /// Brings the transition and the edge strip to the clock's time, lays out (the views scroll
  /// to the time too), then places the bar again for the scroll offsets just reached, so that a
  /// large title (and the headers floating under it) follow the table in the same frame.
  override func layoutIfNeeded() {
    guard let controller else { return super.layoutIfNeeded() }
    isLayingOut = true
    defer { isLayingOut = false }
    let now = controller.clock.now
    // The transition places views by its own clock; a block animation must not add to it.
    View.performWithoutAnimation {
      apply(recognizer.advance(to: now), at: now)
      controller.advanceTransition(to: now)
    }
    if controller.isTransitioning || controller.barVisibilityChange != nil
      || controller.isSlidingSearchTitleRow || controller.isSlidingToolbar
    {
      setNeedsLayout()
    }
    super.layoutIfNeeded()
    decoration = controller.layoutContainer(self)
    // A table whose floating headers moved with the band lays them out in this frame too.
    for subview in subviews where subview.needsLayout { subview.layoutIfNeeded() }
  }

  /// Code moved the offset of the table under the bar (a restored state, a scroll to a row):
  /// the bar's large title and search bar bands, its height and the views are placed for the
  /// new offset now, as a scroll does, so that the bar never shows the state of an offset the
  /// content has left. During this view's own layout pass, which places the bar for the final
  /// offsets at its end, and during the table's (which this must not reenter), it waits for that.
  func scrollViewOffsetWasSetByCode(_ scrollView: ScrollView) {
    guard !isLayingOut, let controller else { return }
    setNeedsLayout()
    guard (scrollView as? TableView)?.isInLayoutPass != true else { return }
    isLayingOut = true
    defer { isLayingOut = false }
    decoration = controller.layoutContainer(self)
  }

  /// Draws the views back to front with the dimming over the covered view and the shadow under
  /// the sliding one's leading edge; in a cross-fade, the upper view at its opacity only.
  override func renderSubviews(into list: inout DrawList) {
    guard let decoration else {
      for subview in subviews {
        if subview === navigationBar, let dimming = searchDimmingFrame {
          list.fill(dimming, color: Metrics.searchDimmingColor)
        }
        subview.render(into: &list)
      }
      return
    }
    for subview in subviews {
      if subview === decoration.upper, decoration.crossFades {
        list.withAlpha(decoration.upperAlpha) { subview.render(into: &$0) }
        continue
      }
      if subview === decoration.upper { drawShadow(of: subview, in: &list) }
      subview.render(into: &list)
      if subview === decoration.lower {
        list.fill(subview.frame, color: Color.black.withAlphaComponent(decoration.dimmingAlpha))
      }
    }
  }

  /// A soft shadow around the sliding view, cut to its height so that only the part beside
  /// its leading edge shows (the rest lies under the view itself).
  private func drawShadow(of view: View, in list: inout DrawList) {
    let frame = view.frame
    let blur = Metrics.navigationShadowBlur
    let band = CGRect(
      x: bounds.minX - blur * 4, y: frame.minY, width: bounds.width + blur * 8,
      height: frame.height)
    list.clipped(to: band) { clipped in
      clipped.append(
        .shadow(
          frame, cornerRadius: 0, blur: blur,
          Color.black.withAlphaComponent(Metrics.navigationShadowAlpha)))
    }
  }

  // MARK: - Hit testing

  /// This view itself for the points whose input it takes (during a transition, on the bar,
  /// in the edge strip while something can be popped); else the deepest view under the point.
  override func hitTest(_ point: CGPoint) -> View? {
    guard !isHidden, alpha > 0.01, isUserInteractionEnabled, self.point(inside: point) else {
      return nil
    }
    if controller?.isTransitioning == true { return self }
    // A search bar on the bar takes its own pointers (its field, its Cancel button).
    let barOrigin = navigationBar.frame.origin
    if isOnBar(point),
      navigationBar.isOnSearchBar(CGPoint(x: point.x - barOrigin.x, y: point.y - barOrigin.y))
    {
      return super.hitTest(point)
    }
    if isOnBar(point) || isInEdgeStrip(point) || isOnSearchDimming(point) { return self }
    return super.hitTest(point)
  }

  /// The search of the top controller, while it dims the content.
  private var dimmingSearch: SearchController? {
    guard let search = controller?.topViewController?.navigationItem.searchController,
      search.dimsContent
    else { return nil }
    return search
  }

  /// The dimming of an active search with nothing typed yet: below the bar.
  private var searchDimmingFrame: CGRect? {
    guard dimmingSearch != nil, controller?.isTransitioning == false else { return nil }
    let top = navigationBar.isHidden ? bounds.minY : navigationBar.frame.maxY
    return CGRect(x: bounds.minX, y: top, width: bounds.width, height: max(0, bounds.maxY - top))
  }

  private func isOnSearchDimming(_ point: CGPoint) -> Bool {
    searchDimmingFrame?.contains(point) == true
  }

  private func isOnBar(_ point: CGPoint) -> Bool {
    !navigationBar.isHidden && navigationBar.frame.contains(point)
  }

  private func isInEdgeStrip(_ point: CGPoint) -> Bool {
    guard controller?.canBeginInteractivePop == true else { return false }
    let strip = Metrics.interactivePopEdgeWidth
    return isRightToLeft ? point.x >= bounds.maxX - strip : point.x < bounds.minX + strip
  }

  /// The innermost input-handling view under `point` below this one, or nil.
  private func innerInputHandler(at point: CGPoint) -> View? {
    var view = super.hitTest(point)
    while let current = view, current !== self {
      if current is InputHandling { return current }
      view = current.superview
    }
    return nil
  }

  // MARK: - Input

  /// A press on the bar, in the edge strip or on the dimming gives the keys to the content
  /// shown (a search's results, else the top screen's first input-handling view, its table),
  /// as UIKit keeps focus with the content: the bar is no key responder. During a transition,
  /// or with no such view, the keys stay where they were.
  var keyTargetAfterPress: View? {
    guard controller?.isTransitioning == false else { return nil }
    for subview in subviews.reversed() where subview !== navigationBar && !(subview is Toolbar) {
      if let found = Self.firstInputHandlingView(in: subview) { return found }
    }
    return nil
  }

  /// The frontmost shown input-handling view in `view`'s subtree, `view` included.
  private static func firstInputHandlingView(in view: View) -> View? {
    guard !view.isHidden else { return nil }
    if view is InputHandling { return view }
    for subview in view.subviews.reversed() {
      if let found = firstInputHandlingView(in: subview) { return found }
    }
    return nil
  }

  /// Handles an event the host delivered here; see the type's description.
  /// - Returns: Whether it was used.
  @discardableResult
  func handle(_ event: InputEvent) -> Bool {
    guard let controller else { return false }
    let now = controller.clock.now
    switch event {
    case .pointerDown(let id, let location, let kind):
      if controller.isTransitioning {
        routes[id] = .ignored
      } else if isOnBar(location) {
        routes[id] = .bar
        navigationBar.handlePointer(Self.event(event, movedBy: navigationBar.frame.origin))
      } else if isInEdgeStrip(location), recognizer.pointerID == nil {
        routes[id] = .edge
        recognizer.begin(id: id, location: location, kind: kind, at: now)
      } else if isOnSearchDimming(location) {
        routes[id] = .searchDimming
      } else {
        return false
      }
      return true
    case .pointerMoved(let id, _, _), .pointerUp(let id, _, _), .pointerCancelled(let id):
      guard let route = routes[id] else { return false }
      if case .pointerMoved = event {} else { routes[id] = nil }
      switch route {
      case .ignored:
        break
      case .bar:
        navigationBar.handlePointer(Self.event(event, movedBy: navigationBar.frame.origin))
      case .edge:
        apply(recognizer.handle(event, at: now, isRightToLeft: isRightToLeft), at: now)
      case .searchDimming:
        // A tap on the dimming ends the search, as on iOS.
        if case .pointerUp = event { dimmingSearch?.isActive = false }
      }
      return true
    case .secondaryClick(let location):
      guard !controller.isTransitioning, !isOnBar(location),
        let target = innerInputHandler(at: location)
      else { return false }
      return deliver(event, to: target)
    case .wheel, .text, .composition:
      return false
    case .key(let key, let modifiers):
      return handleKey(key, modifiers: modifiers)
    }
  }

  /// Escape, Alt+Left and the back key pop when something can be popped (finishing a running
  /// transition first); otherwise they are left to the views above.
  private func handleKey(_ key: Key, modifiers: KeyModifiers) -> Bool {
    let goesBack =
      (key == .escape && modifiers.isEmpty) || (key == .left && modifiers == .alt)
      || (key == .back && modifiers.isEmpty)
    guard goesBack, let controller else { return false }
    // A finger dragging the view owns the transition; the key waits for it.
    if recognizer.isDragging { return true }
    controller.finishTransitionNow()
    guard controller.viewControllers.count > 1 else { return false }
    controller.popViewController(animated: true)
    return true
  }

  private func apply(_ actions: [InteractivePopRecognizer.Action], at time: TimeInterval) {
    for action in actions {
      switch action {
      case .forwardDown(let down):
        guard case .pointerDown(_, let location, _) = down else { continue }
        edgeTarget = innerInputHandler(at: location)
        if let edgeTarget { _ = deliver(down, to: edgeTarget) }
      case .forward(let event):
        if let edgeTarget { _ = deliver(event, to: edgeTarget) }
      case .began:
        controller?.beginInteractivePop()
      case .changed(let translation):
        controller?.updateInteractivePop(translation: translation)
      case .ended(let translation, let velocity):
        controller?.endInteractivePop(translation: translation, velocity: velocity)
      case .cancelled:
        controller?.cancelInteractivePop()
      }
    }
  }

  /// Sends `event` to `view` (an input-handling view inside this one), located from its
  /// top-left corner.
  private func deliver(_ event: InputEvent, to view: View) -> Bool {
    guard let handler = view as? InputHandling else { return false }
    let origin = view.convert(view.boundsOrigin, to: self)
    return handler.handle(
      Self.event(
        event, movedBy: CGPoint(x: origin.x - boundsOrigin.x, y: origin.y - boundsOrigin.y)))
  }

  /// `event` with its location seen from a point `offset` from this view's top-left corner.
  private static func event(_ event: InputEvent, movedBy offset: CGPoint) -> InputEvent {
    event.movedBy(CGPoint(x: -offset.x, y: -offset.y))
  }
}
