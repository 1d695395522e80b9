import Foundation

/// When the scroll indicator shows, as a pure function of time: fully visible while the content
/// scrolls and for a moment after, then fading out; or briefly after a flash.
///
/// The table reports when scrolling starts and stops; ``alpha(at:)`` answers for any frame time.
/// After scrolling stops, the bar stays for ``fadeDelay`` (0.2 s) and fades out linearly over
/// ``fadeDuration`` (0.3 s), so it is gone half a second after the content came to rest. A flash
/// (`flashScrollIndicators()`) shows it for ``flashDuration`` (0.6 s) before the same fade.
public struct ScrollIndicatorVisibility: Hashable, Sendable {
  /// How long the bar stays after scrolling stops: 0.2 s.
  public static let fadeDelay: TimeInterval = 0.2
  /// How long the fade out takes: 0.3 s.
  public static let fadeDuration: TimeInterval = 0.3
  /// How long a flash shows the bar before it fades: 0.6 s.
  public static let flashDuration: TimeInterval = 0.6

  /// Whether the content is scrolling now.
  public private(set) var isScrolling = false
  /// The time from which the bar starts to fade, unless scrolling resumes.
  private var fadeStart: TimeInterval = -.infinity

  /// Creates a hidden indicator.
  public init() {}

  /// The content started (or keeps) scrolling: the bar shows at once.
  /// - Parameter time: When, in seconds on the frame clock.
  public mutating func beginScrolling(at time: TimeInterval) {
    isScrolling = true
  }

  /// The content came to rest: the bar stays a moment, then fades.
  /// - Parameter time: When, in seconds on the frame clock.
  public mutating func endScrolling(at time: TimeInterval) {
    guard isScrolling else { return }
    isScrolling = false
    fadeStart = max(fadeStart, time + Self.fadeDelay)
  }

  /// Shows the bar for a moment, as `flashScrollIndicators()`.
  /// - Parameter time: When, in seconds on the frame clock.
  public mutating func flash(at time: TimeInterval) {
    fadeStart = max(fadeStart, time + Self.flashDuration)
  }

  /// The bar's opacity at `time`, from 0 (hidden) to 1.
  /// - Parameter time: A time on the frame clock, not before the last change.
  /// - Returns: 1 while scrolling and until the fade starts, then falling linearly to 0.
  public func alpha(at time: TimeInterval) -> CGFloat {
    if isScrolling || time <= fadeStart { return 1 }
    let fadeEnd = fadeStart + Self.fadeDuration
    return time >= fadeEnd ? 0 : CGFloat((fadeEnd - time) / Self.fadeDuration)
  }

  /// Whether the bar's opacity still changes with time after `time`, so the host should keep
  /// drawing frames.
  /// - Parameter time: A time on the frame clock.
  /// - Returns: True until the fade has finished (false while scrolling: then the content's
  ///   motion decides).
  public func isAnimating(at time: TimeInterval) -> Bool {
    !isScrolling && time < fadeStart + Self.fadeDuration
  }
}
