import Foundation

/// The block animations running on one view: what its animated properties show on screen
/// while their set values are already in place (UIKit's presentation layer). A view has one
/// only while something of it animates.
@MainActor
final class ViewAnimations {
  var frame = AdditiveTracks<CGRect>()
  var transform = AdditiveTracks<TransformComponents>()
  var alpha: ReplacingTrack<CGFloat>?
  var backgroundColor: ReplacingTrack<ColorComponents>?
  /// The content drawn before a `View.transition(with:…)` block, fading out over the new.
  var transition: ViewTransitionSnapshot?
  /// Until when touches pass through the view (blocks without `.allowUserInteraction`).
  var interactionBlockedUntil: TimeInterval = -.infinity
  /// Until when a view hidden inside a block still draws (a stack view's arranged view
  /// collapsing), as UIKit hides it only when the animation ends.
  var drawnWhileHiddenUntil: TimeInterval = -.infinity

  /// The frame drawn this frame, set as the view renders, so that its background and clip
  /// follow the animated size.
  var drawnFrame: CGRect?
  /// The background drawn this frame while it animates.
  var drawnBackgroundColor: Color?

  /// The latest time anything here runs until.
  private var endTime: TimeInterval {
    max(
      frame.endTime, transform.endTime, alpha?.endTime ?? -.infinity,
      backgroundColor?.endTime ?? -.infinity, transition?.endTime ?? -.infinity,
      interactionBlockedUntil, drawnWhileHiddenUntil)
  }

  /// Whether everything has come to rest by `time`.
  func isFinished(at time: TimeInterval) -> Bool { time >= endTime }

  /// Forgets what has come to rest by `time`.
  func dropFinished(at time: TimeInterval) {
    frame.dropFinished(at: time)
    transform.dropFinished(at: time)
    if let alpha, time >= alpha.endTime { self.alpha = nil }
    if let backgroundColor, time >= backgroundColor.endTime { self.backgroundColor = nil }
    if let transition, time >= transition.endTime { self.transition = nil }
  }
}

/// What a view drew before a transition block changed it, and how it fades out.
struct ViewTransitionSnapshot {
  /// The background the view drew.
  var background: DrawList
  /// Everything else it drew: its own drawing, its subviews and its overlay.
  var content: DrawList
  var startTime: TimeInterval
  var timing: ViewAnimationTiming

  var endTime: TimeInterval { startTime + timing.length }

  /// How much of the new content shows at `time`, 0...1.
  func newContentOpacity(at time: TimeInterval) -> CGFloat {
    CGFloat(min(1, max(0, timing.fraction(at: time - startTime))))
  }
}
