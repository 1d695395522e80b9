import Foundation

/// The arithmetic of a swipe to delete, as a pure function of how far the finger has travelled.
/// Swipe actions (`SwipeActionsConfiguration`) use it too: their buttons side by side are one
/// button as wide as their sum, and a full swipe performs the first action.
///
/// Travel is measured along the row from where the finger went down, positive toward opening
/// (to the left in left-to-right layout for the trailing side). A row that starts closed does
/// not move until the finger has gone `Metrics.deleteSwipeActivationDistance`; then the content
/// follows the finger, and past the Delete button with resistance
/// (`excess ^ Metrics.deleteSwipeResistanceExponent`). A swipe across nearly the whole row (its
/// width minus `Metrics.fullSwipeMargin`) is a full swipe: the button stretches across the row,
/// and releasing there deletes. Without `allowsFullSwipe`, the row only goes on resisting.
///
///     travel:  0 … 25         … 107       … width − 29    (25 + 82 = 107)
///     reveal:  0 … 0 (waits)  … 82        … full width (armed)
///                   follows ──┘ resisted ──┘
public struct DeleteSwipe: Equatable, Sendable {
  /// What a released swipe does.
  public enum Outcome: Equatable, Sendable {
    /// The row opens to show its Delete button.
    case open
    /// The row closes.
    case close
    /// The row is deleted (a full swipe).
    case commit
  }

  /// The Delete button's natural width (the buttons' summed widths for swipe actions).
  public var buttonWidth: CGFloat
  /// The row's width.
  public var rowWidth: CGFloat
  /// How far the row was already open when the finger went down (0 for a closed row, which
  /// then waits for the activation distance).
  public var startReveal: CGFloat
  /// Whether a swipe across the row is a full swipe (true for the Delete button; swipe actions
  /// follow `performsFirstActionWithFullSwipe`).
  public var allowsFullSwipe: Bool

  /// Creates the arithmetic of one swipe.
  /// - Parameters:
  ///   - buttonWidth: The Delete button's width, or the sum of the action buttons' widths.
  ///   - rowWidth: The row's width.
  ///   - startReveal: How far the row was open when the swipe began.
  ///   - allowsFullSwipe: Whether a swipe across the row commits.
  public init(
    buttonWidth: CGFloat, rowWidth: CGFloat, startReveal: CGFloat = 0,
    allowsFullSwipe: Bool = true
  ) {
    self.buttonWidth = buttonWidth
    self.rowWidth = rowWidth
    self.startReveal = max(0, startReveal)
    self.allowsFullSwipe = allowsFullSwipe
  }

  /// How far the row would be open without resistance after `travel` points.
  public func unresistedReveal(travel: CGFloat) -> CGFloat {
    if startReveal > 0 { return max(0, startReveal + travel) }
    return max(0, travel - Metrics.deleteSwipeActivationDistance)
  }

  /// Whether `travel` makes a full swipe, which deletes on release.
  public func isFullSwipe(travel: CGFloat) -> Bool {
    allowsFullSwipe && startReveal + travel >= rowWidth - Metrics.fullSwipeMargin
  }

  /// How far the row is drawn open after `travel` points: following the finger up to the
  /// button's width, then with resistance; the whole width for a full swipe.
  public func reveal(travel: CGFloat) -> CGFloat {
    if isFullSwipe(travel: travel) { return rowWidth }
    return resisted(unresistedReveal(travel: travel))
  }

  /// `reveal` with the resistance past the button applied.
  public func resisted(_ reveal: CGFloat) -> CGFloat {
    guard reveal > buttonWidth else { return reveal }
    return buttonWidth + pow(reveal - buttonWidth, Metrics.deleteSwipeResistanceExponent)
  }

  /// What happens when the finger lifts after `travel` points at `velocity` points per second
  /// (positive toward opening): a full swipe deletes; a slow release (under
  /// `Metrics.deleteSwipeSettleVelocity`) opens past half the button and closes short of it; a
  /// faster one follows the flick.
  public func outcome(travel: CGFloat, velocity: CGFloat) -> Outcome {
    if isFullSwipe(travel: travel) { return .commit }
    let threshold = Metrics.deleteSwipeSettleVelocity
    if velocity >= threshold { return .open }
    if velocity <= -threshold { return .close }
    return reveal(travel: travel) > buttonWidth / 2 ? .open : .close
  }
}
