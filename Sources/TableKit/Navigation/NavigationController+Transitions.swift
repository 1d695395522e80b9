import Foundation

// MARK: - Transitions

extension NavigationController {
  /// Edits the stack and shows its top one: the containment calls, the delegate's `willShow`,
  /// the appearance will-methods, then either a transition that ends with the did-methods, or
  /// (not animated, or not on screen) the did-methods at once. It touches only the controllers
  /// that leave or join and the two tops, so its cost does not grow with the stack's depth.
  ///
  /// Asked for while the stack is being changed (from a callback of that change), the edit
  /// waits until that change is done.
  func replaceStack(_ edit: NavigationStackEdit, animated: Bool) {
    guard !isChangingStack else {
      deferredEdits.append((edit, animated))
      return
    }
    changingStack { applyEdit(edit, animated: animated) }
  }

  /// Runs `change` as a change of the stack: edits asked for meanwhile wait, and are made
  /// when it is done, each after the transition before it has finished.
  func changingStack(_ change: () -> Void) {
    guard !isChangingStack else { return change() }
    isChangingStack = true
    change()
    isChangingStack = false
    while !deferredEdits.isEmpty {
      let (edit, animated) = deferredEdits.removeFirst()
      if case .push(let controller) = edit, stack.contains(where: { $0 === controller }) {
        continue
      }
      if case .keepPrefix(let count) = edit, count >= stack.count { continue }
      // Edits asked for by the callbacks below join the end of the queue.
      isChangingStack = true
      finishTransitionNow()
      applyEdit(edit, animated: animated)
      isChangingStack = false
    }
  }

  private func applyEdit(_ edit: NavigationStackEdit, animated: Bool) {
    // 0. The coming top's view loads while the stack is as it was: what its `viewDidLoad`
    // asks for then waits for this change (a push), or covers the screen as it is (a
    // presentation, which the current top hears).
    if let coming = edit.newTop(over: stack), coming !== stack.last, !coming.isViewLoaded {
      addChild(coming)
      coming.loadViewIfNeeded()
    }

    // 1. Containment: leaving controllers hear they will move, joining ones are added.
    let oldTop = stack.last
    let oldBackItem = stack.count > 1 ? stack[stack.count - 2].navigationItem : nil
    let (removed, added) = edit.apply(to: &stack, items: &navigationBar.items)
    for controller in removed { controller.willMove(toParent: nil) }
    for controller in added { addChild(controller) }
    let controllers = stack
    navigationBar.cancelPress()

    // 2. The same top: nothing is seen to change.
    guard let newTop = controllers.last, newTop !== oldTop else {
      if let oldTop, controllers.isEmpty { endEditing(in: oldTop) }
      if let oldTop, controllers.isEmpty, isAppearingOrAppeared {
        oldTop.beginAppearanceTransition(false, animated: false)
        oldTop.viewIfLoaded?.removeFromSuperview()
        oldTop.endAppearanceTransition()
      }
      finishContainment(removed: removed, added: added)
      viewIfLoaded?.setNeedsLayout()
      return
    }

    // 3. The will-half: editing ends in the screen covered or left, who moves, the delegate,
    // the appearance methods.
    if let oldTop { endEditing(in: oldTop) }
    let isVisible = isAppearingOrAppeared
    // Off screen, or going off it, the old top's own disappearance ends now: the container's
    // end would reach only the new top.
    if !isVisible, let oldTop, oldTop.appearanceState != .disappeared {
      oldTop.beginAppearanceTransition(false, animated: false)
      oldTop.endAppearanceTransition()
    }
    let operation: NavigationTransition.Operation =
      added.contains { $0 === newTop } ? .push : .pop
    if isVisible {
      newTop.isMovingToParent = added.contains { $0 === newTop }
      if let oldTop { oldTop.isMovingFromParent = removed.contains { $0 === oldTop } }
    }
    delegate?.navigationController(self, willShow: newTop, animated: animated)
    if isVisible {
      oldTop?.beginAppearanceTransition(false, animated: animated)
      newTop.beginAppearanceTransition(true, animated: animated)
    }

    // 4. Animated on screen: a transition; else the did-half now.
    let width = viewIfLoaded?.bounds.width ?? 0
    guard animated, isVisible, let oldTop, width > 0 else {
      if isVisible { oldTop?.endAppearanceTransition() }
      if let oldTop, oldTop !== newTop { oldTop.viewIfLoaded?.removeFromSuperview() }
      if isVisible { newTop.endAppearanceTransition() }
      finishContainment(removed: removed, added: added)
      viewIfLoaded?.setNeedsLayout()
      delegate?.navigationController(self, didShow: newTop, animated: animated)
      if isVisible { viewIfLoaded?.postAccessibilityScreenChanged() }
      return
    }
    let newBackItem = controllers.count > 1 ? controllers[controllers.count - 2].navigationItem : nil
    let upper = operation == .push ? newTop : oldTop
    let lower = operation == .push ? oldTop : newTop
    var started = NavigationTransition(
      operation: operation, upper: upper, lower: lower,
      upperBackItem: operation == .push ? newBackItem : oldBackItem,
      lowerBackItem: operation == .push ? oldBackItem : newBackItem,
      removed: removed, added: added, isAnimated: true,
      phase: .tracking(coverage: 1 - operation.finalCoverage))
    started.settle(to: operation.finalCoverage, at: clock.now)
    transition = started
    view.setNeedsLayout()
  }

  /// Ends editing in `controller`'s screen as another covers it or it leaves: in its view and in
  /// its search bar (which lies in the navigation bar), as UIKit ends editing in a covered
  /// controller's view. A search stays active with its text; its field is first responder
  /// again only when tapped.
  private func endEditing(in controller: ViewController) {
    controller.viewIfLoaded?.endEditing(true)
    controller.navigationItem.searchController?.searchBar.endEditing(true)
  }

  /// Removes the controllers that left (`didMove(toParent: nil)`) and tells the ones that
  /// joined they have (`didMove(toParent:)`).
  private func finishContainment(removed: [ViewController], added: [ViewController]) {
    removeChildren(removed)
    for controller in removed {
      controller.viewIfLoaded?.removeFromSuperview()
      // Off the stack, its table no longer lies under the bar.
      if let scrollView = Self.mainScrollView(of: controller) {
        scrollView.hidingSearchBarInset = 0
        Self.setBarTopInset(0, of: scrollView)
        scrollView.topInsetUncoveredByBars = 0
      }
    }
    for controller in added where controller.parent === self {
      controller.didMove(toParent: self)
    }
  }

  /// Brings the transition under way to `time`: when its animation has run its course, it
  /// ends (done, or cancelled back).
  func advanceTransition(to time: TimeInterval) {
    if let change = barVisibilityChange,
      time >= change.start + Metrics.navigationBarHideDuration
    {
      barVisibilityChange = nil
    }
    guard let running = transition, running.isFinished(at: time) else { return }
    end(running)
  }

  /// Ends the transition under way at once, as if its animation had run; a finger-driven pop
  /// settles back (cancelled). Called before any other push or pop, so that the stack and the
  /// appearance calls stay consistent.
  func finishTransitionNow() {
    guard var running = transition else { return }
    if running.isTracking {
      running.phase = .settling(from: 1, to: 1, start: clock.now, duration: 0)
    }
    end(running)
  }

  private func end(_ running: NavigationTransition) {
    transition = nil
    navigationBar.pages = nil
    changingStack {
      if running.completes {
        complete(running)
      } else {
        cancel(running)
      }
    }
    viewIfLoaded?.setNeedsLayout()
  }

  /// The did-half of a push or pop: the controller that left disappears, the one shown
  /// appears, the containment finishes, the delegate hears `didShow`.
  private func complete(_ done: NavigationTransition) {
    let leaving = done.operation == .push ? done.lower : done.upper
    let shown = done.operation == .push ? done.upper : done.lower
    leaving.endAppearanceTransition()
    leaving.viewIfLoaded?.removeFromSuperview()
    shown.endAppearanceTransition()
    finishContainment(removed: done.removed, added: done.added)
    delegate?.navigationController(self, didShow: shown, animated: done.isAnimated)
    viewIfLoaded?.postAccessibilityScreenChanged()
  }

  /// An interactive pop that settled back: the popped controller goes back on top, and both
  /// controllers hear the opposite will-method and then the did-method, as UIKit's cancelled
  /// pop: the back one will-appear, will-disappear, did-disappear; the top one will-disappear,
  /// will-appear, did-appear.
  private func cancel(_ cancelled: NavigationTransition) {
    let top = cancelled.upper
    let back = cancelled.lower
    stack.append(top)
    navigationBar.items.append(top.navigationItem)
    top.isMovingFromParent = false
    back.beginAppearanceTransition(false, animated: cancelled.isAnimated)
    top.beginAppearanceTransition(true, animated: cancelled.isAnimated)
    back.endAppearanceTransition()
    back.viewIfLoaded?.removeFromSuperview()
    top.endAppearanceTransition()
    top.didMove(toParent: self)
  }

  // MARK: - Interactive pop

  /// Whether a finger at the leading edge may start popping now: something to pop, no
  /// transition under way, on screen, and the back button showing (a custom leading button
  /// replaces the gesture, as in UIKit).
  var canBeginInteractivePop: Bool {
    guard transition == nil, stack.count > 1, isAppearingOrAppeared, let top = stack.last else {
      return false
    }
    let item = top.navigationItem
    return !item.hidesBackButton
      && (item.leftBarButtonItems?.isEmpty ?? true || item.leftItemsSupplementBackButton)
  }

  /// Starts popping the top controller under a finger: its will-disappear and the back
  /// controller's will-appear are called now; coverage follows the finger until it lifts.
  /// - Returns: Whether the pop began.
  @discardableResult
  func beginInteractivePop() -> Bool {
    guard canBeginInteractivePop, let top = stack.last else { return false }
    changingStack { startInteractivePop(of: top) }
    return true
  }

  private func startInteractivePop(of top: ViewController) {
    let back = stack[stack.count - 2]
    let backItem = stack.count > 2 ? stack[stack.count - 3].navigationItem : nil
    endEditing(in: top)
    top.willMove(toParent: nil)
    stack.removeLast()
    navigationBar.items.removeLast()
    navigationBar.cancelPress()
    top.isMovingFromParent = true
    delegate?.navigationController(self, willShow: back, animated: true)
    top.beginAppearanceTransition(false, animated: true)
    back.beginAppearanceTransition(true, animated: true)
    transition = NavigationTransition(
      operation: .pop, upper: top, lower: back, upperBackItem: back.navigationItem,
      lowerBackItem: backItem, removed: [top], added: [], isAnimated: true,
      phase: .tracking(coverage: 1))
    viewIfLoaded?.setNeedsLayout()
  }

  /// Moves the finger-driven pop: the top view is `translation` points from its place
  /// towards the trailing edge.
  func updateInteractivePop(translation: CGFloat) {
    guard var running = transition, running.isTracking else { return }
    let width = max(1, viewIfLoaded?.bounds.width ?? 1)
    running.phase = .tracking(coverage: 1 - min(1, max(0, translation) / width))
    transition = running
    viewIfLoaded?.setNeedsLayout()
  }

  /// Ends the finger-driven pop: released past half the width, or moving towards the trailing
  /// edge faster than the threshold, it completes from where it is; otherwise (or flicked back
  /// towards the leading edge) it settles back.
  func endInteractivePop(translation: CGFloat, velocity: CGFloat) {
    guard var running = transition, running.isTracking else { return }
    updateInteractivePop(translation: translation)
    running = transition ?? running
    let width = max(1, viewIfLoaded?.bounds.width ?? 1)
    let threshold = Metrics.interactivePopVelocityThreshold
    let completes = velocity > threshold || (translation > width / 2 && velocity > -threshold)
    running.settle(to: completes ? 0 : 1, at: clock.now)
    transition = running
    viewIfLoaded?.setNeedsLayout()
  }

  /// The system took the finger away: the pop settles back.
  func cancelInteractivePop() {
    guard var running = transition, running.isTracking else { return }
    running.settle(to: 1, at: clock.now)
    transition = running
    viewIfLoaded?.setNeedsLayout()
  }
}
