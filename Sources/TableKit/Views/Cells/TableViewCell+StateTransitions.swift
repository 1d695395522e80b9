import Foundation

extension TableViewCell {
  /// The editing states the cell shows now.
  var currentStateMask: StateMask {
    var mask: StateMask = []
    if isEditing, editingStyle != .none { mask.insert(.showingEditControl) }
    if showingDeleteConfirmation { mask.insert(.showingDeleteConfirmation) }
    return mask
  }

  /// Announces a change of the editing states: `willTransition(to:)` now, and
  /// `didTransition(to:)` now too when nothing animates, or once the table's clock has carried
  /// the editing and Delete animations to their end.
  func reportStateTransition(animated: Bool) {
    let state = currentStateMask
    guard state != editingState.announcedState else { return }
    editingState.announcedState = state
    willTransition(to: state)
    if animated, owningTable != nil {
      editingState.pendingDidTransition = state
    } else {
      editingState.pendingDidTransition = nil
      didTransition(to: state)
    }
  }

  /// Sends the waiting `didTransition(to:)` once no editing animation runs after `time`.
  func finishStateTransition(at time: TimeInterval) {
    guard let state = editingState.pendingDidTransition,
      !editingState.isAnimating(after: time)
    else { return }
    editingState.pendingDidTransition = nil
    didTransition(to: state)
  }
}
