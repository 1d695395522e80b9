import Foundation

/// The table's interaction state: the one mode the user is in (see `InteractionMode`), the
/// gesture recognizer whose primary pointer the pressing, scrolling and swiping modes follow,
/// and the two things that outlive a mode.
///
/// - A row a swipe opened stays open after the finger lifts, while the table is idle or
///   scrolls: `openRow`. Its delegate heard `willBeginEditingRowAt` and has not yet heard
///   `didEndEditingRowAt`.
/// - A dropped row glides into its place while the user may already scroll, tap or swipe:
///   `settling`. Only a new reorder (or a reload) ends it early.
///
/// Every change goes through a method named for the transition; the fields cannot be written
/// from outside.
@MainActor
struct TableInteraction {
  /// What the user is doing.
  private(set) var mode: InteractionMode = .idle
  /// Turns touches and clicks into presses, highlights, pans and taps. While its primary
  /// pointer is down the table is pressing, scrolling or swiping (or, for the moment between a
  /// tap and its `.released`, already idle); a menu that a long press opens takes the pointer
  /// from it.
  private(set) var recognizer = PointerGestureRecognizer()
  /// The gesture recognizers of the views in the table (custom headers, cells' subviews),
  /// which see each pointer before the table does.
  let viewGestures = ViewGestureTracker()
  /// The row a swipe put into editing, until its delegate hears `didEndEditingRowAt`.
  private(set) var openRow: SwipeOpenedRow?
  /// A dropped row gliding into its place, drawn above the others until it gets there.
  private(set) var settling: SettlingRow?
  /// How many rows swipes have opened with swipe actions: the number of the latest opening.
  private(set) var swipeActionOpenings = 0

  // MARK: - Reading the mode

  /// Whether nothing is held.
  var isIdle: Bool {
    if case .idle = mode { return true }
    return false
  }

  /// What the pressing pointer pressed on: the target while pressing, `.nothing` once its pan
  /// scrolls or swipes, nil when no recognizer pointer is down.
  var pressTarget: PressTarget? {
    switch mode {
    case .pressing(let target): target
    case .scrolling, .swiping: .nothing
    case .idle, .trackingSectionIndex, .reordering, .showingContextMenu: nil
    }
  }

  /// Whether the primary pointer's pan is a swipe (it never scrolls).
  var panIsSwipe: Bool {
    if case .swiping = mode { return true }
    return false
  }

  /// The swipe under way, if the finger still drives one.
  var swipe: RowSwipeSession? {
    if case .swiping(let swipe?) = mode { return swipe.session }
    return nil
  }

  /// The pointer tracking the section index, if one is.
  var sectionIndexPointer: Int? {
    if case .trackingSectionIndex(let pointer) = mode { return pointer }
    return nil
  }

  /// The drag of a row by its reorder control, if one is under way.
  var reorderInteraction: ReorderInteraction? {
    if case .reordering(let reorder) = mode { return reorder }
    return nil
  }

  /// The row being dragged by its reorder control.
  var reorder: ReorderSession? { reorderInteraction?.session }

  /// The open context menu's interaction, if a menu is open.
  var contextMenuInteraction: ContextMenuInteraction? {
    if case .showingContextMenu(let menu) = mode { return menu }
    return nil
  }

  /// The open context menu, if any.
  var contextMenu: ContextMenuPresentation? { contextMenuInteraction?.presentation }

  /// The context menu that closed last, while it fades away.
  private(set) var closingContextMenu: ClosingContextMenu?

  // MARK: - The primary pointer

  /// Feeds an event to the gesture recognizer (see `PointerGestureRecognizer.handle`).
  mutating func recognize(_ event: InputEvent, at time: TimeInterval, contentWasMoving: Bool)
    -> [PointerGestureRecognizer.Action]
  {
    recognizer.handle(event, at: time, contentWasMoving: contentWasMoving)
  }

  /// Fires the recognizer's timers due by `time` (see `PointerGestureRecognizer.advance`).
  mutating func advanceRecognizer(to time: TimeInterval) -> [PointerGestureRecognizer.Action] {
    recognizer.advance(to: time)
  }

  /// Whether a mouse drag pans (the table's `allowsMousePanning`).
  mutating func setAllowsMousePanning(_ allows: Bool) {
    recognizer.configuration.allowsMousePanning = allows
  }

  /// The recognizer reported a press: the pointer is down on `target`.
  mutating func beginPress(on target: PressTarget) {
    assert(isIdle, "a press begins only when the table is idle; it is \(mode)")
    mode = .pressing(target)
  }

  /// The press's pan scrolls the content.
  mutating func beginScrolling() {
    assert(mode.isRecognizerMode, "only a press can become a scroll; the table is \(mode)")
    mode = .scrolling
  }

  /// The press's pan swipes a row.
  mutating func beginSwipe(_ swipe: SwipeInteraction) {
    assert(mode.isRecognizerMode, "only a press can become a swipe; the table is \(mode)")
    mode = .swiping(swipe)
  }

  /// The cell a swipe is moving under the finger, if any.
  var swipingCell: TableViewCell? {
    guard case .swiping(let swipe?) = mode else { return nil }
    return swipe.session.cell
  }

  /// The swipe followed the finger.
  mutating func updateSwipe(_ swipe: SwipeInteraction) {
    guard case .swiping(.some) = mode else { return }
    mode = .swiping(swipe)
  }

  /// Ends the swipe under the finger (released, or ended early); the pan still does not scroll.
  /// - Returns: The swipe that was under way.
  mutating func endSwipe() -> SwipeInteraction? {
    guard case .swiping(let swipe) = mode else { return nil }
    mode = .swiping(nil)
    return swipe
  }

  /// The recognizer's pointer is up or cancelled (or a tap finished its press): the table is
  /// idle again. Nothing changes when another mode holds the table.
  mutating func endPointer() {
    if mode.isRecognizerMode { mode = .idle }
  }

  // MARK: - The section index

  /// A pointer went down on the section index.
  mutating func beginTrackingSectionIndex(pointer: Int) {
    assert(isIdle, "the index is tracked only from idle; the table is \(mode)")
    mode = .trackingSectionIndex(pointer: pointer)
  }

  /// The index's pointer lifted.
  mutating func endTrackingSectionIndex() {
    guard case .trackingSectionIndex = mode else { return }
    mode = .idle
  }

  // MARK: - Reordering

  /// A row was lifted by its reorder control; any row still settling is forgotten.
  /// - Returns: The row that was settling, which the caller puts down.
  mutating func beginReorder(_ reorder: ReorderInteraction) -> SettlingRow? {
    assert(isIdle, "a row is lifted only when the table is idle; it is \(mode)")
    mode = .reordering(reorder)
    return endSettling()
  }

  /// The drag moved on.
  mutating func updateReorder(_ reorder: ReorderInteraction) {
    guard case .reordering = mode else { return }
    mode = .reordering(reorder)
  }

  /// The drag ended (dropped, cancelled or forgotten).
  /// - Returns: The drag that was under way.
  mutating func endReorder() -> ReorderInteraction? {
    guard case .reordering(let reorder) = mode else { return nil }
    mode = .idle
    return reorder
  }

  /// A dropped row begins gliding into its place.
  mutating func settle(_ row: SettlingRow) {
    settling = row
  }

  /// The settling row got there (or is put down early).
  /// - Returns: The row that was settling.
  mutating func endSettling() -> SettlingRow? {
    defer { settling = nil }
    return settling
  }

  // MARK: - Context menus

  /// A menu opened. From a press (a long press), the press ends and its finger, still down,
  /// belongs to the menu (sliding onto an item and lifting chooses it): the recognizer lets go
  /// of it.
  mutating func showContextMenu(_ menu: ContextMenuInteraction) {
    assert(
      isIdle || mode.isRecognizerMode, "a menu opens from idle or a press; the table is \(mode)")
    var menu = menu
    if mode.isRecognizerMode {
      menu.track(pointer: recognizer.primaryPointerID)
      recognizer.relinquishPrimaryPointer()
    }
    mode = .showingContextMenu(menu)
  }

  /// A control in a row took the pressing finger for its own menu (a button's long press): the
  /// press ends, and the recognizer lets go of the finger, whose events now go to that menu.
  mutating func handPressToControlMenu() {
    guard mode.isRecognizerMode else { return }
    recognizer.relinquishPrimaryPointer()
    mode = .idle
  }

  /// The open menu handled an event.
  mutating func updateContextMenu(_ menu: ContextMenuInteraction) {
    guard case .showingContextMenu = mode else { return }
    mode = .showingContextMenu(menu)
  }

  /// The open menu closed at `time`; it fades away as it stood (see `ClosingContextMenu`).
  /// - Parameters:
  ///   - time: When it closed.
  ///   - layouts: Its panels' layouts then.
  ///   - anchor: What its root panel opened next to.
  ///   - liftedCell: The row it lifted, if shown.
  /// - Returns: The menu that was open.
  mutating func dismissContextMenu(
    at time: TimeInterval, layouts: [ContextMenuLayout], anchor: ContextMenuLayout.Anchor,
    liftedCell: TableViewCell?
  ) -> ContextMenuInteraction? {
    guard case .showingContextMenu(let menu) = mode else { return nil }
    mode = .idle
    var presentation = menu.presentation
    presentation.transition.close(at: time)
    closingContextMenu = ClosingContextMenu(
      presentation: presentation, layouts: layouts, anchor: anchor, liftedCell: liftedCell)
    return menu
  }

  /// Forgets the closed menu once it has faded away by `time`.
  mutating func forgetClosedContextMenu(at time: TimeInterval) {
    if closingContextMenu?.presentation.transition.isGone(at: time) == true {
      closingContextMenu = nil
    }
  }

  // MARK: - The row a swipe opened

  /// A swipe put `cell` into editing.
  mutating func open(_ cell: TableViewCell, at indexPath: IndexPath) {
    openRow = SwipeOpenedRow(cell: cell, indexPath: indexPath)
  }

  /// The row a swipe opened left editing.
  /// - Returns: The row that was open.
  mutating func closeOpenRow() -> SwipeOpenedRow? {
    defer { openRow = nil }
    return openRow
  }

  /// Counts a new opening of a row with swipe actions.
  /// - Returns: Its number, which completion handlers are checked against.
  mutating func nextSwipeActionOpening() -> Int {
    swipeActionOpenings += 1
    return swipeActionOpenings
  }
}

/// A row a swipe put into editing.
struct SwipeOpenedRow {
  /// The row's cell; nil once the cell is gone.
  weak var cell: TableViewCell?
  /// The index path the row had when its swipe began.
  let indexPath: IndexPath
}
