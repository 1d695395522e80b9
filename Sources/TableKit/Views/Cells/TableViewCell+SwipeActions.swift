import Foundation

extension TableViewCell {
  // MARK: - Presented state

  /// The side a swipe has opened (or last opened) the row on: the swipe actions' side, else
  /// the trailing side of the classic Delete button.
  var revealedSide: RowSwipeActions.Side { editingState.swipeActions?.side ?? .trailing }

  /// How far a full swipe has stretched the first swipe action across the row, 0 ... 1.
  var presentedSwipeExpansion: CGFloat {
    min(1, max(0, editingState.expansion.value(at: lastAnimationTime ?? -.infinity)))
  }

  /// Whether the revealed buttons are at the right end of the row (the content moves left).
  var revealsOnTheRight: Bool { (revealedSide == .trailing) != isRightToLeft }

  // MARK: - Showing actions

  /// Puts a button for each of `configuration`'s actions on `side`, hidden until the row opens,
  /// in place of any earlier ones; the row's reveal is not changed.
  /// - Parameters:
  ///   - configuration: The delegate's configuration (with at least one action).
  ///   - side: The side to show them on.
  ///   - opening: The number of this opening, which completion handlers are checked against.
  func installSwipeActions(
    _ configuration: SwipeActionsConfiguration, side: RowSwipeActions.Side, opening: Int
  ) {
    removeSwipeActions()
    let buttons = configuration.actions.map { action in
      let button = SwipeActionButton(title: action.title, fillColor: action.backgroundColor)
      button.image = action.image
      button.side = side
      button.titleWidth = SwipeActionButton.width(
        for: action.title, image: action.image, measuring: screen.textMeasurer,
        imageProvider: screen.imageProvider, traits: traitCollection)
      button.isHidden = true
      addSubview(button)
      return button
    }
    editingState.swipeActions = RowSwipeActions(
      side: side, configuration: configuration, buttons: buttons,
      layout: SwipeActionsLayout(widths: buttons.map(\.titleWidth)), opening: opening)
    editingState.expansion = PropertyAnimation(value: 0)
    setNeedsLayout()
  }

  /// Takes the swipe actions' buttons away (the classic Delete button shows in their place).
  func removeSwipeActions() {
    guard let actions = editingState.swipeActions else { return }
    for button in actions.buttons { button.removeFromSuperview() }
    editingState.swipeActions = nil
    editingState.expansion = PropertyAnimation(value: 0)
    setNeedsLayout()
  }

  /// Whether the row is closed and has finished sliding back at `time`, its swipe actions of no
  /// more use (a handler still running completes into nothing: its completion checks the
  /// opening).
  func hasClosedSwipeReveal(at time: TimeInterval) -> Bool {
    !showingDeleteConfirmation && editingState.reveal.target == 0
      && editingState.reveal.endTime <= time
  }

  /// Stretches the first swipe action across the row (1) or back (0).
  func setSwipeExpansion(_ expansion: CGFloat, duration: TimeInterval) {
    if duration > 0, let now = owningTable?.clock.now {
      editingState.expansion.retarget(
        to: expansion, at: now, duration: duration, curve: .easeOut)
    } else {
      editingState.expansion = PropertyAnimation(value: expansion)
    }
    setNeedsLayout()
  }

  // MARK: - Hit areas (cell coordinates)

  /// The index of the swipe action whose button is under `location`, while the row shows them
  /// (not once a full swipe has stretched the first across the row: a tap there closes it).
  func swipeActionIndex(at location: CGPoint) -> Int? {
    guard showingDeleteConfirmation, let actions = editingState.swipeActions,
      editingState.expansion.target == 0, location.y >= 0, location.y < frame.height
    else { return nil }
    let distance = revealsOnTheRight ? frame.width - location.x : location.x
    return actions.layout.button(
      atDistance: distance, reveal: min(presentedDeleteReveal, frame.width),
      expansion: presentedSwipeExpansion)
  }

  // MARK: - Layout

  /// Places the swipe actions' buttons in the revealed part of the row, the outermost on top.
  func layoutSwipeActionButtons(_ actions: RowSwipeActions, reveal: CGFloat) {
    let slots = actions.layout.slots(reveal: reveal, expansion: presentedSwipeExpansion)
    let onTheRight = revealsOnTheRight
    for (button, slot) in zip(actions.buttons, slots) {
      button.isHidden = false
      button.frame = CGRect(
        x: onTheRight ? frame.width - slot.innerEdge : slot.innerEdge - slot.width, y: 0,
        width: slot.width, height: frame.height)
    }
    for button in actions.buttons.reversed() { bringSubviewToFront(button) }
  }
}
