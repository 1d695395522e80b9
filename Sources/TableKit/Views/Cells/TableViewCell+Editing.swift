import Foundation

extension TableViewCell {
  // MARK: - Presented state

  /// The time the editing animations are shown at: the last frame the table brought the cell
  /// to; before the first, every animation shows its start.
  private var editingTime: TimeInterval { lastAnimationTime ?? -.infinity }

  /// How far into editing the cell is drawn, 0 ... 1 (see `CellEditingState.amount`).
  var presentedEditingAmount: CGFloat {
    min(1, max(0, editingState.amount.value(at: editingTime)))
  }

  /// How far the content is drawn slid aside for the Delete button, in points.
  var presentedDeleteReveal: CGFloat { max(0, editingState.reveal.value(at: editingTime)) }

  /// Whether the reorder control shows in the editing layout: allowed by the data source
  /// (`canMoveRowAt`), and asked for by the cell or by a data source that implements
  /// `moveRowAt`, as on iOS.
  var showsReorderControlWhileEditing: Bool {
    editingState.tableAllowsMove && (showsReorderControl || editingState.dataSourceMovesRows)
  }

  /// Whether the content indents in the editing layout: asked for by the cell and allowed by
  /// the delegate.
  var indentsWhileEditing: Bool { shouldIndentWhileEditing && editingState.tableAllowsIndent }

  /// The width of this cell's Delete button: the standard width, or its title's.
  var deleteConfirmationButtonWidth: CGFloat {
    DeleteConfirmationButton.width(
      for: editingState.deleteTitle, measuring: screen.textMeasurer, traits: traitCollection)
  }

  // MARK: - Animating

  /// The time to start an animation at: the owning table's clock. A cell outside a table has no
  /// clock to animate on, so it changes at once.
  private var animationStart: TimeInterval? { owningTable?.clock.now }

  /// Moves the editing amount to `amount` (0 or 1), over `Metrics.editingAnimationDuration`
  /// when animated.
  func setEditingAmount(_ amount: CGFloat, animated: Bool) {
    if animated, let now = animationStart {
      editingState.amount.retarget(
        to: amount, at: now, duration: Metrics.editingAnimationDuration, curve: .easeInOut)
    } else {
      editingState.amount = PropertyAnimation(value: amount)
    }
    setNeedsLayout()
  }

  /// Slides the content aside by `reveal` points to show the Delete button (0 closes it).
  /// - Parameters:
  ///   - reveal: The new reveal.
  ///   - animated: Whether to get there over `duration` (from where it is drawn now).
  ///   - duration: How long the animation takes.
  func setDeleteConfirmationReveal(
    _ reveal: CGFloat, animated: Bool,
    duration: TimeInterval = Metrics.editingAnimationDuration
  ) {
    if animated, let now = animationStart {
      editingState.reveal.retarget(to: reveal, at: now, duration: duration, curve: .easeOut)
    } else {
      editingState.reveal = PropertyAnimation(value: reveal)
    }
    setNeedsLayout()
  }

  // MARK: - Hit areas (cell coordinates)

  /// The touch area of the editing control: the leading strip up to the content's indent, the
  /// row's full height; nil when no control shows.
  var editingControlHitRect: CGRect? {
    // A selection circle takes no taps of its own: a tap anywhere on the row selects it.
    guard isEditing, editingStyle != .none, !editingState.showsSelectionCircle,
      !editingControl.isHidden
    else { return nil }
    let width = Metrics.margin + Metrics.editingControlDiameter + Metrics.margin
    let x = isRightToLeft ? frame.width - width : 0
    return CGRect(x: x, y: 0, width: width, height: frame.height)
  }

  /// The Delete button's area while it shows.
  var deleteConfirmationHitRect: CGRect? {
    guard showingDeleteConfirmation, !deleteConfirmationButton.isHidden else { return nil }
    return deleteConfirmationButton.frame.intersection(CGRect(origin: .zero, size: frame.size))
  }

  /// The touch area of the reorder control: its width plus `Metrics.reorderHitOutset` (half on
  /// either side), the row's full height; nil when it does not show.
  var reorderControlHitRect: CGRect? {
    guard isEditing, showsReorderControlWhileEditing, !reorderControl.isHidden,
      presentedDeleteReveal == 0
    else { return nil }
    let outset = Metrics.reorderHitOutset / 2
    return CGRect(
      x: reorderControl.frame.minX - outset, y: 0,
      width: reorderControl.frame.width + 2 * outset, height: frame.height)
  }

  // MARK: - Layout

  /// Places the editing control, the reorder control and the Delete button; the whole row
  /// (content, controls and accessory) slides aside by the Delete button's reveal, in editing
  /// mode as after a swipe.
  /// - Parameters:
  ///   - frames: The parts' frames blended for the presented editing amount.
  ///   - editing: The frames of the editing layout (where the controls come to rest).
  ///   - amount: The presented editing amount.
  func layoutEditingParts(_ frames: PartFrames, editing: PartFrames, amount: CGFloat) {
    let rightToLeft = isRightToLeft
    let width = frame.width
    // 1. The editing control slides in from beyond the leading edge and fades in.
    let slide = (1 - amount) * Metrics.editingIndent * (rightToLeft ? 1 : -1)
    editingControl.style = editingStyle
    editingControl.showsSelectionCircle = editingState.showsSelectionCircle
    editingControl.isHidden =
      (editingStyle == .none && !editingState.showsSelectionCircle) || amount == 0
      || editing.editingControl == nil
    if let rect = editing.editingControl {
      editingControl.frame = rect.offsetBy(dx: slide, dy: 0)
    }
    editingControl.alpha = amount
    // 2. The reorder control slides in from the trailing side and fades in, while a normal
    // accessory there fades out (see `layoutStandardParts`).
    reorderControl.isHidden = amount == 0 || editing.reorderControl == nil
    if let rect = editing.reorderControl {
      reorderControl.frame = rect.offsetBy(dx: -slide, dy: 0)
    }
    reorderControl.alpha = amount
    // 3. The Delete button fills the revealed part of the trailing side; swipe actions take
    // its place, on either side. The whole row slides away to make room, in editing mode too
    // (the editing control with it, as iOS 7 and later; laying the button over a narrowed row
    // was iOS 6's), and the grabber, of no use while the button shows, fades as it goes.
    let reveal = presentedDeleteReveal
    let actions = editingState.swipeActions
    deleteConfirmationButton.isHidden = reveal <= 0 || actions != nil
    for button in actions?.buttons ?? [] { button.isHidden = reveal <= 0 }
    guard reveal > 0 else {
      editingControl.rotation = 0
      return
    }
    let shift = revealsOnTheRight ? -reveal : reveal
    if let actions {
      layoutSwipeActionButtons(actions, reveal: reveal)
      editingControl.rotation = 0
    } else {
      // Measured only while the button shows: most layouts are of closed rows.
      let buttonWidth = deleteConfirmationButtonWidth
      deleteConfirmationButton.title = editingState.deleteTitle
      deleteConfirmationButton.titleWidth = buttonWidth
      let wide = max(reveal, buttonWidth)
      deleteConfirmationButton.frame = CGRect(
        x: rightToLeft ? reveal - wide : width - reveal, y: 0, width: wide, height: frame.height)
      editingControl.rotation = min(1, reveal / buttonWidth)
      reorderControl.alpha = reorderControl.alpha * (1 - editingControl.rotation)
      bringSubviewToFront(deleteConfirmationButton)
    }
    let slid: [View?] = [
      contentView, editingControl, reorderControl, accessoryMarks, outgoingAccessoryMarks,
      accessoryView, editingAccessoryView,
    ]
    for view in slid.compactMap({ $0 }) where view.superview === self {
      view.frame.origin.x += shift
    }
  }
}
