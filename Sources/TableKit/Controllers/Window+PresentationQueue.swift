import Foundation

/// Presentations and dismissals asked for while one is being made wait for it: a controller
/// that presents from its `viewDidLoad` or `viewWillAppear` would otherwise begin appearing
/// after what it presented over itself, and stay "appeared" under it. Each change's appearance
/// calls pair up before the next change's begin, so they balance in every order.
extension Window {
  /// Runs `change` as a change of the presentations; changes asked for meanwhile are made in
  /// order when it is done.
  func changingPresentations(_ change: () -> Void) {
    guard !isChangingPresentations else { return change() }
    isChangingPresentations = true
    change()
    while !deferredPresentationChanges.isEmpty {
      deferredPresentationChanges.removeFirst()()
    }
    isChangingPresentations = false
  }

  /// Keeps `change` for later when a change is being made.
  /// - Returns: Whether it was kept (the caller then does nothing now).
  func deferring(_ change: @escaping () -> Void) -> Bool {
    guard isChangingPresentations else { return false }
    deferredPresentationChanges.append { [weak self] in
      guard let self else { return }
      // Made with the flag down, so that it runs now instead of being kept again.
      self.isChangingPresentations = false
      change()
      self.isChangingPresentations = true
    }
    return true
  }
}
