import Foundation

/// What the user is doing to the table: one thing at a time, by construction.
///
/// A menu cannot be open during a reorder, a swipe cannot run while the index is tracked, and a
/// press cannot land while a row is dragged: each is a case, and the table is in one. The
/// guards that used to keep these apart (in the input routing, the reorder, the context menu)
/// are this enum's shape.
///
/// A mode lasts while the user holds it: a pointer down (pressing, scrolling, swiping,
/// tracking the index, reordering) or a menu on screen. What outlives a mode is not a mode and
/// lives beside it in `TableInteraction`: a row a swipe left open (the table is idle, the row
/// shows its Delete button), and a dropped row still gliding into its place (the user may
/// already scroll or tap). Content still decelerating after a flick is the scroll view's
/// simulation, not a mode: the finger is up, and the table is idle.
///
///     idle ──down──▶ pressing ──pan──▶ scrolling ──up──▶ idle
///                       │  └───pan sideways──▶ swiping ──up──▶ idle
///                       └──long press with a menu──▶ showingContextMenu ──close──▶ idle
///     idle ──down on the index──▶ trackingSectionIndex ──up──▶ idle
///     idle ──down on a grabber (editing)──▶ reordering ──up──▶ idle (the row settles)
///     idle ──right click, Menu key──▶ showingContextMenu
@MainActor
enum InteractionMode {
  /// Nothing is held: no pointer the table follows is down and no menu is open.
  case idle
  /// The primary pointer is down and the gesture recognizer has not yet made it a pan: what it
  /// pressed on decides what a tap, a highlight or a long press does.
  case pressing(PressTarget)
  /// The primary pointer's pan scrolls the content.
  case scrolling
  /// The primary pointer's pan swipes a row. Nil once the swipe has ended under the finger (it
  /// was released into its outcome, or editing or a reload ended it early): the pan still never
  /// scrolls, until the finger lifts.
  case swiping(SwipeInteraction?)
  /// A pointer tracks the section index; other pointers that go down meanwhile are ignored.
  case trackingSectionIndex(pointer: Int)
  /// A row lifted by its reorder control follows its pointer; other pointers are ignored.
  case reordering(ReorderInteraction)
  /// A row's context menu is open and takes every event.
  case showingContextMenu(ContextMenuInteraction)

  /// Whether the mode belongs to the gesture recognizer's primary pointer (it ends when the
  /// recognizer reports `.released`).
  var isRecognizerMode: Bool {
    switch self {
    case .pressing, .scrolling, .swiping: true
    case .idle, .trackingSectionIndex, .reordering, .showingContextMenu: false
    }
  }
}
