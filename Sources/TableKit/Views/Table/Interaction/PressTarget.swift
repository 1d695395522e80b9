import Foundation

/// What a press on the table landed on, decided when the pointer goes down.
enum PressTarget {
  /// A row's content: a tap selects it.
  case row(IndexPath)
  /// A control in a row (a switch accessory): a tap goes to the control.
  case control(Control, IndexPath)
  /// A row's detail (info) button: a tap calls `accessoryButtonTappedForRowWith`.
  case detailButton(IndexPath)
  /// A row's delete or insert control (editing mode): a tap shows the Delete button or commits
  /// the insertion.
  case editingControl(IndexPath)
  /// A row's Delete button: a tap commits the deletion.
  case deleteConfirmationButton(IndexPath)
  /// The button of a row's swipe action (by its index in the configuration): a tap calls the
  /// action's handler.
  case swipeActionButton(IndexPath, Int)
  /// Anywhere else while a Delete button (or swipe actions) shows: a tap closes it and selects
  /// nothing.
  case dismissingDeleteConfirmation
  /// No row (a header, a footer, empty space).
  case nothing
}
