import Foundation

/// How a search bar answers the input its field leaves: a press on the Cancel button dims it
/// and lifting over it cancels; a press elsewhere on the field (the glass, the margins) starts
/// editing as a press on the text does; Escape, while the search is active, cancels as the
/// Cancel button does (a hardware keyboard's way out of a search on iOS).
extension SearchBar: InputHandling {
  /// Handles one event; pointer locations are in points from the bar's top-left corner.
  /// - Returns: Whether the bar used it.
  @discardableResult
  public func handle(_ event: InputEvent) -> Bool {
    switch event {
    case .pointerDown(let id, let location, _):
      let geometry = self.geometry(at: clock.now)
      if geometry.cancelAlpha > 0.5,
        geometry.cancelHitFrame(barSize: bounds.size, isRightToLeft: isRightToLeft)
          .contains(location)
      {
        cancelPress = (id, true)
        return true
      }
      guard geometry.field.insetBy(dx: 0, dy: -Metrics.searchBarMargin).contains(location) else {
        return false
      }
      if !searchTextField.isFirstResponder { searchTextField.becomeFirstResponder() }
      return true
    case .pointerMoved(let id, let location, _):
      guard cancelPress?.pointer == id else { return false }
      cancelPress?.isInside = isOverCancel(location)
      return true
    case .pointerUp(let id, let location, _):
      guard cancelPress?.pointer == id else { return false }
      cancelPress = nil
      if isOverCancel(location) { cancelButtonTapped() }
      return true
    case .pointerCancelled(let id):
      guard cancelPress?.pointer == id else { return false }
      cancelPress = nil
      return true
    case .key(.escape, let modifiers) where modifiers.isEmpty:
      guard showsCancelButton || searchController?.isActive == true else { return false }
      cancelButtonTapped()
      return true
    case .secondaryClick, .wheel, .key, .text, .composition:
      return false
    }
  }

  /// Whether `location` is over the Cancel button, with the slop a held button allows.
  private func isOverCancel(_ location: CGPoint) -> Bool {
    let frame = geometry(at: clock.now).cancelHitFrame(
      barSize: bounds.size, isRightToLeft: isRightToLeft)
    let slop = Metrics.interactivePopSlop * 2
    return frame.insetBy(dx: -slop, dy: -slop).contains(location)
  }
}
