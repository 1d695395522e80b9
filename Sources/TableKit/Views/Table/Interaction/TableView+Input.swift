import Foundation

extension TableView {
  // MARK: - Events

  /// Handles one input event, stamped with `clock.now`: touches and the mouse pan, fling, tap
  /// and select; the wheel and trackpad scroll; keys move focus and selection. Locations are in
  /// points from the table's top-left corner on screen.
  /// - Returns: Whether the table used the event.
  @discardableResult
  public func handle(_ event: InputEvent) -> Bool {
    ensureLoaded()
    // An open context menu takes every event.
    if interaction.contextMenu != nil { return handleContextMenuEvent(event) }
    // The recognizers of the views under the pointer see it first and may take it.
    guard let event = interaction.viewGestures.intercept(event, in: self, at: clock.now) else {
      return true
    }
    return handleAfterViewGestures(event)
  }

  /// Handles an event the views' gesture recognizers let through.
  private func handleAfterViewGestures(_ event: InputEvent) -> Bool {
    let now = clock.now
    // A row dragged by its reorder control takes its pointer's events (and ignores others).
    if interaction.reorder != nil, handleReorderEvent(event) { return true }
    switch event {
    case .pointerDown(let id, let location, _):
      // While a finger tracks the index, other fingers are ignored.
      if interaction.sectionIndexPointer != nil { return true }
      if interaction.isIdle, isShowingSectionIndex, sectionIndexHitFrame.contains(location) {
        interaction.beginTrackingSectionIndex(pointer: id)
        sectionIndexView.isTracking = true
        jumpToSectionIndexEntry(atViewY: location.y)
        return true
      }
      rowState.focus(nil)
      if handleReorderEvent(event) { return true }
    case .pointerMoved(let id, let location, _):
      if id == interaction.sectionIndexPointer {
        jumpToSectionIndexEntry(atViewY: location.y)
        return true
      }
    case .pointerUp(let id, _, _), .pointerCancelled(let id):
      if id == interaction.sectionIndexPointer {
        interaction.endTrackingSectionIndex()
        sectionIndexView.isTracking = false
        return true
      }
    case .wheel(_, let dy, let isPrecise):
      guard isScrollEnabled, dy != 0 else { return false }
      if isPrecise {
        simulation.scroll(preciseDelta: dy, at: now)
      } else {
        simulation.scroll(wheelTicks: dy, at: now)
      }
      setNeedsLayout()
      return true
    case .key(let key, let modifiers):
      return handleKeyCommandOrKey(key, modifiers: modifiers)
    case .secondaryClick(let location):
      return contextMenuSecondaryClick(at: location)
    case .text, .composition:
      return false
    }
    let moving = simulation.state(at: now).phase.isAnimating
    let actions = interaction.recognize(event, at: now, contentWasMoving: moving)
    for action in actions { apply(action, at: now) }
    setNeedsLayout()
    return !actions.isEmpty || gestureRecognizer.isTracking
  }

  /// The index column's touch area: as tall as the column, wider than it for fingers.
  var sectionIndexHitFrame: CGRect {
    let frame = sectionIndexFrame
    let extra = Metrics.sectionIndexTouchSlop
    return isRightToLeft
      ? CGRect(x: frame.minX, y: frame.minY, width: frame.width + extra, height: frame.height)
      : CGRect(
        x: frame.minX - extra, y: frame.minY, width: frame.width + extra, height: frame.height)
  }

  /// Fires the recognizer's timers (delayed highlight, long press) and the cells' animations up
  /// to `time`.
  func advanceInteraction(to time: TimeInterval) {
    for pointer in interaction.viewGestures.advance(to: time) {
      _ = handleAfterViewGestures(.pointerCancelled(id: pointer))
    }
    for action in interaction.advanceRecognizer(to: time) { apply(action, at: time) }
    advanceEditingInteraction(to: time)
    interaction.forgetClosedContextMenu(at: time)
    advanceContextMenu(to: time)
    for cell in realizer.visibleCells.values
    where cell.isAnimating || cell.lastAnimationTime == nil {
      cell.advanceAnimations(to: time)
    }
    // A row leaving the table keeps animating its own parts as it goes: the first swipe action
    // of a full swipe that deleted it still stretches across it, as on iOS.
    for row in animator.disappearingRows where row.cell.isAnimating {
      row.cell.advanceAnimations(to: time)
      row.cell.layoutIfNeeded()
    }
    releaseSwipeActionsOfClosedRows(at: time)
  }

  // MARK: - Gestures

  private func apply(_ action: PointerGestureRecognizer.Action, at time: TimeInterval) {
    switch action {
    case .pressed(let location):
      simulation.stop(at: time)
      interaction.beginPress(on: pressTargetConsideringDeleteConfirmation(target(at: location)))
      rowState.beginPress()
    case .highlight:
      highlightPressTarget()
    case .unhighlight:
      unhighlightPressTarget(interaction.pressTarget)
    case .beganPan(let downLocation, let location):
      let pressed = interaction.pressTarget
      if beginSwipeToDelete(downLocation: downLocation, location: location) {
        unhighlightPressTarget(pressed)
        return
      }
      // Scrolling closes an open Delete button.
      if case .dismissingDeleteConfirmation = pressed {
        hideDeleteConfirmations(animated: true)
      }
      guard isScrollEnabled else { return }
      unhighlightPressTarget(pressed)
      interaction.beginScrolling()
      simulation.beginDrag(at: time)
      dismissKeyboardForDrag()
      scrollCallbackDelegate?.scrollViewWillBeginDragging(self)
    case .panned(let translation, _):
      if interaction.panIsSwipe { return updateSwipeToDelete(translationX: translation.x) }
      guard isScrollEnabled else { return }
      simulation.drag(pointerTranslation: translation.y, at: time)
    case .endedPan(let velocity):
      if interaction.panIsSwipe { return endSwipeToDelete(velocityX: velocity.x) }
      finishDrag(velocity: velocity.y, at: time)
    case .cancelledPan:
      if interaction.panIsSwipe { return endSwipeToDelete(velocityX: 0) }
      finishDrag(velocity: 0, at: time)
    case .tap(let location):
      performTap(at: location)
    case .longPress(let location):
      contextMenuLongPress(at: location)
    case .released:
      // A press that closed no Delete button by tapping or scrolling (a long press) closes it
      // as it lifts.
      let pressed = interaction.pressTarget
      if case .dismissingDeleteConfirmation = pressed {
        hideDeleteConfirmations(animated: true)
      }
      unhighlightPressTarget(pressed)
      if simulation.state(at: time).phase == .tracking {
        simulation.endDrag(pointerVelocity: 0, at: time)
      }
      interaction.endPointer()
    }
  }

  private func finishDrag(velocity: CGFloat, at time: TimeInterval) {
    guard simulation.state(at: time).phase.isDragging else { return }
    simulation.endDrag(pointerVelocity: velocity, at: time)
    askDelegateForDragTarget(pointerVelocity: velocity, at: time)
    let decelerates = simulation.state(at: time).phase.isDecelerating
    scrollCallbackDelegate?.scrollViewDidEndDragging(self, willDecelerate: decelerates)
    if decelerates { scrollCallbackDelegate?.scrollViewWillBeginDecelerating(self) }
    lastPhase = simulation.state(at: time).phase
  }

  /// What lies under `location` (view coordinates): a control or the detail button of a row, the
  /// row itself, or nothing.
  func target(at location: CGPoint) -> PressTarget {
    let point = CGPoint(x: location.x + contentOffset.x, y: location.y + contentOffset.y)
    // Floating headers and footers cover the rows under them.
    for view in Array(realizer.visibleHeaders.values) + Array(realizer.visibleFooters.values)
    where view.frame.contains(point) {
      return .nothing
    }
    guard let indexPath = layout.indexPathForRow(at: point) else { return .nothing }
    guard let cell = realizer.visibleCells[indexPath] else { return .row(indexPath) }
    let local = CGPoint(x: point.x - cell.frame.minX, y: point.y - cell.frame.minY)
    if let editing = editingTarget(in: cell, at: local, indexPath: indexPath) { return editing }
    if let control = cell.hitTest(local).flatMap(enclosingControl), control.isEnabled {
      return .control(control, indexPath)
    }
    if cell.detailButtonContains(local) {
      return .detailButton(indexPath)
    }
    return .row(indexPath)
  }

  private func enclosingControl(_ view: View) -> Control? {
    var current: View? = view
    while let candidate = current, !(candidate is TableViewCell) {
      if let control = candidate as? Control { return control }
      current = candidate.superview
    }
    return nil
  }

  private func highlightPressTarget() {
    switch interaction.pressTarget {
    case .row(let indexPath):
      guard userSelectionIsAllowed, rowState.highlightedIndexPath == nil,
        dataReader.shouldHighlightRow(at: indexPath)
      else { return }
      rowState.highlightForPress(indexPath)
      realizer.visibleCells[indexPath]?.setHighlighted(true, animated: false)
      dataReader.didHighlightRow(at: indexPath)
    case .control(let control, _):
      control.isHighlighted = true
    case .detailButton, .editingControl, .deleteConfirmationButton, .swipeActionButton,
      .dismissingDeleteConfirmation, .nothing, nil:
      break
    }
  }

  /// Takes the press's highlight away: a control's, and the row's (which the delegate hears).
  /// - Parameter target: What the pointer pressed on.
  func unhighlightPressTarget(_ target: PressTarget?) {
    if case .control(let control, _) = target { control.isHighlighted = false }
    guard let indexPath = rowState.removeHighlight() else { return }
    realizer.visibleCells[indexPath]?.setHighlighted(false, animated: true)
    dataReader.didUnhighlightRow(at: indexPath)
  }

  /// A tap completed on the press target: a quick tap that never showed its highlight shows and
  /// removes it first, so the delegate always hears highlight, unhighlight, then selection.
  private func performTap(at location: CGPoint) {
    let pressed = interaction.pressTarget
    switch pressed {
    case .row(let indexPath):
      // The recognizer shows a quick tap's highlight before the tap; a row the delegate would
      // not highlight is not selected either, as in UIKit.
      if rowState.pressHighlightedRow == nil { highlightPressTarget() }
      let wasHighlighted = rowState.pressHighlightedRow == indexPath
      unhighlightPressTarget(pressed)
      if wasHighlighted { userSelectRow(at: indexPath) }
    case .control(let control, _):
      control.isHighlighted = false
      let point = CGPoint(x: location.x + contentOffset.x, y: location.y + contentOffset.y)
      control.handleTap(at: control.convert(point, from: self))
    case .detailButton(let indexPath):
      dataReader.accessoryButtonTapped(forRowAt: indexPath)
    case .editingControl(let indexPath):
      tapEditingControl(at: indexPath)
    case .deleteConfirmationButton(let indexPath):
      commitDeletion(at: indexPath)
    case .swipeActionButton(let indexPath, let index):
      if let cell = realizer.visibleCells[indexPath] { performSwipeAction(at: index, of: cell) }
    case .dismissingDeleteConfirmation:
      hideDeleteConfirmations(animated: true)
    case .nothing, nil:
      break
    }
    interaction.endPointer()
  }
}
