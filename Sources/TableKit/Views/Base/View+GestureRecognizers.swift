import Foundation

extension View {
  /// The gesture recognizers attached to the view, as UIKit's `gestureRecognizers`; nil when
  /// there are none. Setting it detaches the old ones and attaches the new.
  public var gestureRecognizers: [GestureRecognizer]? {
    get { attachedGestureRecognizers.isEmpty ? nil : attachedGestureRecognizers }
    set {
      for recognizer in attachedGestureRecognizers { removeGestureRecognizer(recognizer) }
      for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
    }
  }

  /// Attaches `recognizer`, taking it from the view it was on, as UIKit's
  /// `addGestureRecognizer(_:)`.
  public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
    guard recognizer.view !== self else { return }
    recognizer.view?.removeGestureRecognizer(recognizer)
    attachedGestureRecognizers.append(recognizer)
    recognizer.view = self
  }

  /// Detaches `recognizer` if it is attached to the view.
  public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
    guard recognizer.view === self else { return }
    attachedGestureRecognizers.removeAll { $0 === recognizer }
    recognizer.pointerCancelled()
    recognizer.view = nil
  }
}
