import Foundation

extension PointerGestureRecognizer {
  /// The thresholds and delays of recognition.
  public struct Configuration: Hashable, Sendable {
    /// How far a pointer must move from where it went down before a pan begins: 10 points.
    public var touchSlop: CGFloat
    /// How long a finger must rest before its row highlights: 0.1 s, so that a finger that
    /// starts to pan never flashes a highlight.
    public var touchHighlightDelay: TimeInterval
    /// How long a mouse button must be held before its row highlights: 0 (at once).
    public var mouseHighlightDelay: TimeInterval
    /// How long a pointer must stay within the slop to long-press: 0.5 s; nil turns long presses
    /// off, and then a long hold still ends in a tap.
    public var longPressDuration: TimeInterval?
    /// Whether dragging with a mouse pans (as a finger does); off on the desktop, where a mouse
    /// drag away from a row only cancels its click.
    public var allowsMousePanning: Bool

    /// Creates a configuration.
    /// - Parameters:
    ///   - touchSlop: The distance before a pan begins; 10 points by default.
    ///   - touchHighlightDelay: A finger's highlight delay; 0.1 s by default.
    ///   - mouseHighlightDelay: A mouse's highlight delay; 0 by default.
    ///   - longPressDuration: The hold before a long press; 0.5 s by default, nil for none.
    ///   - allowsMousePanning: Whether a mouse drag pans; false by default.
    public init(
      touchSlop: CGFloat = 10, touchHighlightDelay: TimeInterval = 0.1,
      mouseHighlightDelay: TimeInterval = 0, longPressDuration: TimeInterval? = 0.5,
      allowsMousePanning: Bool = false
    ) {
      self.touchSlop = touchSlop
      self.touchHighlightDelay = touchHighlightDelay
      self.mouseHighlightDelay = mouseHighlightDelay
      self.longPressDuration = longPressDuration
      self.allowsMousePanning = allowsMousePanning
    }

    /// The highlight delay for a kind of pointer.
    func highlightDelay(for kind: PointerKind) -> TimeInterval {
      kind == .touch ? touchHighlightDelay : mouseHighlightDelay
    }
  }

  /// What the recognizer saw happen, for the table to act on, in the order it happened.
  ///
  /// Every sequence starts with ``pressed(_:)`` and ends with ``released``. Every
  /// ``highlight(_:)`` is balanced by exactly one ``unhighlight`` before the sequence ends (a tap
  /// unhighlights just before its ``tap(_:)``). Locations are in view coordinates; highlight,
  /// tap and long press report where the pointer went down, which is the row the user meant.
  public enum Action: Hashable, Sendable {
    /// The primary pointer went down: stop any scrolling motion (a `.tracking` scroll).
    case pressed(CGPoint)
    /// Show the row under this location as highlighted.
    case highlight(CGPoint)
    /// Remove the highlight.
    case unhighlight
    /// A pan began: the pointer went down at `downLocation` and left the slop around it,
    /// crossing its edge at `location` (on the straight way to where the pointer is now).
    /// Translations are measured from `location`, so the content does not jump by the slop; a
    /// ``panned(translation:delta:)`` by the distance beyond the slop follows at once, so a
    /// fast first move is followed rather than lost, as in UIKit.
    case beganPan(downLocation: CGPoint, location: CGPoint)
    /// The panning pointer moved: `translation` since the pan began, `delta` since the last
    /// action.
    case panned(translation: CGPoint, delta: CGPoint)
    /// The pan ended with the pointer lifted at `velocity` (points per second, in view
    /// directions: positive y is downward).
    case endedPan(velocity: CGPoint)
    /// The pan was cancelled by the system: settle without a fling.
    case cancelledPan
    /// The pointer went down and up within the slop, not too long, on still content: select.
    case tap(CGPoint)
    /// The pointer has been held still for the long-press duration.
    case longPress(CGPoint)
    /// The primary pointer went up or was cancelled; the sequence is over.
    case released
  }
}
