import Foundation

/// What a row swipe reads of its table: the row under the finger, what its sides reveal, and
/// the layout direction.
@MainActor
protocol SwipeTableReading {
  /// Whether the table is in editing mode (swipes open nothing then).
  var isEditing: Bool { get }
  /// Whether the table lays out right to left (a swipe toward trailing goes left).
  var isRightToLeft: Bool { get }
  /// The row whose cell is on screen under `location` (view coordinates): its content, a
  /// control, its detail button or its editing parts; nil for a header, a footer or no row.
  func swipeableRow(at location: CGPoint) -> (indexPath: IndexPath, cell: TableViewCell)?
  /// What a swipe reveals on `side` of a row: the delegate's swipe actions, the classic Delete
  /// button, or nothing.
  func swipeReveal(forRowAt indexPath: IndexPath, side: RowSwipeActions.Side) -> SwipeReveal?
  /// The editing control a row shows (`.delete` lets a swipe open its Delete button).
  func editingStyleForRow(at indexPath: IndexPath) -> TableViewCell.EditingStyle
}

/// A swipe of one row toward its Delete button or its swipe actions, following the finger: it
/// decides whether a pan is a swipe, where the row is as the finger moves and what the release
/// does, and returns what the table should do, the shape `PointerGestureRecognizer` has.
///
/// A swipe goes like this; the table applies each step to the row's cell and tells the delegate:
///
///     .beganPan   start(downLocation:location:table:)  -> Start (or nil: the pan scrolls)
///                 the table closes other rows and puts the buttons in, then init(_:)
///     .panned     follow(translationX:isRightToLeft:)  -> Follow (where the row is drawn)
///     .endedPan   release(velocityX:isRightToLeft:)    -> Release (open, close or commit)
@MainActor
struct SwipeInteraction {
  /// A swipe about to begin: the row, the side it opens and what shows there.
  struct Start {
    /// The row, in the table's index paths.
    let indexPath: IndexPath
    /// The row's cell.
    let cell: TableViewCell
    /// What the swipe reveals.
    let reveal: SwipeReveal
    /// Whether the row was open already (it goes on with what it shows).
    let isOpen: Bool
    /// How far the row was open when the swipe began, in points.
    let startReveal: CGFloat
    /// Where the travel is measured from, along x in view coordinates.
    let downX: CGFloat
    /// Where the pan began along x.
    let panOriginX: CGFloat

    /// The side the swipe opens.
    var side: RowSwipeActions.Side {
      if case .actions(_, let side) = reveal { return side }
      return .trailing
    }
  }

  /// Where the row is drawn after the finger moved.
  struct Follow: Equatable {
    /// How far the row is open, in points.
    let reveal: CGFloat
    /// How long the row takes to get there: 0 where the finger puts it, longer when the swipe
    /// crosses into or out of a full swipe (the button stretches or shrinks quickly).
    let duration: TimeInterval
    /// The expansion of the first swipe action (1 stretched, 0 back), when it changes.
    let expansion: CGFloat?
  }

  /// What a released swipe does.
  struct Release: Equatable {
    /// Open, close, or commit (delete the row, or perform its first swipe action).
    let outcome: DeleteSwipe.Outcome
    /// The open row's width of buttons.
    let buttonWidth: CGFloat
  }

  /// The swipe.
  private(set) var session: RowSwipeSession

  // MARK: - Beginning

  /// Decides, when a pan begins outside editing mode, whether it is a swipe: its first
  /// movement past the slop is more sideways than vertical, and it lands on a row with
  /// something to reveal, the delegate's swipe actions or the classic Delete button. A swipe
  /// toward trailing reveals the leading side when it has actions; any other swipe of such a
  /// row, the trailing side. An open row goes on with what it shows.
  /// - Parameters:
  ///   - downLocation: Where the pointer went down, in view coordinates.
  ///   - location: Where the pan began.
  ///   - table: The table, read for the row and what its sides reveal.
  /// - Returns: The swipe to begin, or nil when the pan is not a swipe (the table scrolls).
  static func start(downLocation: CGPoint, location: CGPoint, table: some SwipeTableReading)
    -> Start?
  {
    guard !table.isEditing else { return nil }
    let dx = location.x - downLocation.x
    let dy = location.y - downLocation.y
    guard abs(dx) > abs(dy), let (indexPath, cell) = table.swipeableRow(at: downLocation) else {
      return nil
    }
    let isOpen = cell.showingDeleteConfirmation
    let reveal: SwipeReveal
    if isOpen, cell.editingState.expansion.target > 0 {
      // A row held across by a full swipe while its first action's handler runs is not swiped
      // again (that would perform the action twice): the pan closes it like any other.
      return nil
    } else if isOpen, let actions = cell.editingState.swipeActions {
      reveal = .actions(actions.configuration, actions.side)
    } else if isOpen {
      guard table.editingStyleForRow(at: indexPath) == .delete else { return nil }
      reveal = .deleteButton
    } else {
      let towardTrailing = table.isRightToLeft ? dx < 0 : dx > 0
      let sides: [RowSwipeActions.Side] =
        towardTrailing ? [.leading, .trailing] : [.trailing, .leading]
      // A plain loop: a lazy compactMap's first asks the delegate twice for the side it returns.
      var first: SwipeReveal?
      for side in sides where first == nil {
        first = table.swipeReveal(forRowAt: indexPath, side: side)
      }
      guard let first else { return nil }
      reveal = first
    }
    let startReveal = isOpen ? cell.presentedDeleteReveal : 0
    return Start(
      indexPath: indexPath, cell: cell, reveal: reveal, isOpen: isOpen, startReveal: startReveal,
      // An open row follows from where the pan began, so that it does not jump by the slop;
      // a closed one waits for the activation distance from where the finger went down.
      downX: startReveal > 0 ? location.x : downLocation.x, panOriginX: location.x)
  }

  /// Begins a swipe once the table has put in what it reveals (the Delete button's title, or
  /// the swipe actions' buttons): the arithmetic of the swipe comes from the cell's buttons.
  init(_ start: Start) {
    let cell = start.cell
    let swipe: DeleteSwipe
    switch start.reveal {
    case .deleteButton:
      swipe = DeleteSwipe(
        buttonWidth: cell.deleteConfirmationButtonWidth, rowWidth: cell.frame.width,
        startReveal: start.startReveal)
    case .actions(let configuration, _):
      swipe = Self.swipeActionsSwipe(
        totalWidth: cell.editingState.swipeActions?.layout.totalWidth ?? 0,
        rowWidth: cell.frame.width, configuration: configuration, startReveal: start.startReveal)
    }
    session = RowSwipeSession(
      cell: cell, side: start.side, swipe: swipe, downX: start.downX,
      panOriginX: start.panOriginX)
  }

  /// The arithmetic of a swipe toward a row's swipe actions: their buttons side by side are
  /// one button as wide as their sum. A full swipe performs the first action when the
  /// configuration asks for it and the buttons leave room for one.
  static func swipeActionsSwipe(
    totalWidth: CGFloat, rowWidth: CGFloat, configuration: SwipeActionsConfiguration,
    startReveal: CGFloat
  ) -> DeleteSwipe {
    DeleteSwipe(
      buttonWidth: totalWidth, rowWidth: rowWidth, startReveal: startReveal,
      allowsFullSwipe: configuration.performsFirstActionWithFullSwipe
        && totalWidth < rowWidth - Metrics.fullSwipeMargin)
  }

  // MARK: - Following the finger

  /// The swiping pointer moved `translationX` from where the pan began: the row follows.
  mutating func follow(translationX: CGFloat, isRightToLeft: Bool) -> Follow {
    let x = session.panOriginX + translationX
    session.travel =
      Self.opensTowardLeft(session.side, isRightToLeft: isRightToLeft)
      ? session.downX - x : x - session.downX
    let reveal = session.swipe.reveal(travel: session.travel)
    let wasFull = session.isFullSwipe
    session.isFullSwipe = session.swipe.isFullSwipe(travel: session.travel)
    let crossed = wasFull != session.isFullSwipe
    return Follow(
      reveal: reveal, duration: crossed ? Metrics.fullSwipeStretchDuration : 0,
      expansion: crossed ? (session.isFullSwipe ? 1 : 0) : nil)
  }

  // MARK: - Releasing

  /// The swiping pointer lifted at `velocityX` points per second (view directions): the row
  /// opens, closes, or commits after a full swipe (see `DeleteSwipe.outcome`).
  func release(velocityX: CGFloat, isRightToLeft: Bool) -> Release {
    let velocity =
      Self.opensTowardLeft(session.side, isRightToLeft: isRightToLeft) ? -velocityX : velocityX
    return Release(
      outcome: session.swipe.outcome(travel: session.travel, velocity: velocity),
      buttonWidth: session.swipe.buttonWidth)
  }

  /// Whether opening `side` moves the row's content to the left: the trailing side in
  /// left-to-right layout, the leading side in right-to-left layout.
  static func opensTowardLeft(_ side: RowSwipeActions.Side, isRightToLeft: Bool) -> Bool {
    (side == .trailing) != isRightToLeft
  }
}

/// What a swipe reveals on one side of a row.
enum SwipeReveal {
  /// The classic Delete button (trailing side, the delegate gave no configuration).
  case deleteButton
  /// The delegate's swipe actions, on a side.
  case actions(SwipeActionsConfiguration, RowSwipeActions.Side)
}

/// A swipe under way on one row, toward its Delete button or its swipe actions.
struct RowSwipeSession {
  /// The row's cell.
  let cell: TableViewCell
  /// The side the swipe reveals.
  let side: RowSwipeActions.Side
  /// The arithmetic of the swipe.
  var swipe: DeleteSwipe
  /// Where the finger went down, along x in the table's view coordinates.
  let downX: CGFloat
  /// Where the pan began along x: the recognizer's translations are measured from here.
  let panOriginX: CGFloat
  /// The latest travel toward opening, in points.
  var travel: CGFloat = 0
  /// Whether the latest travel makes a full swipe.
  var isFullSwipe = false
}
