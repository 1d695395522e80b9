import TableKit

/// The demo window's switch between regular and compact width, animated: the sidebar slides
/// out to the leading edge as the scene widens to fill the window (and back), over
/// `duration` on the window's clock, rather than jumping.
struct CompactTransition {
  /// How long the switch takes.
  static let duration: TimeInterval = 0.3

  /// When it started, on the window's clock.
  let start: TimeInterval
  /// Where the sidebar and the scene were when it started.
  let sidebarFrom: CGRect
  let sceneFrom: CGRect

  /// How far along it is at `time`, eased, from 0 to 1.
  func progress(at time: TimeInterval) -> CGFloat {
    let linear = min(1, max(0, (time - start) / Self.duration))
    return CGFloat(TimingCurve.easeInOut.value(at: linear))
  }

  /// Whether it is over at `time`.
  func isFinished(at time: TimeInterval) -> Bool { time - start >= Self.duration }

  /// The frame `progress` of the way from `from` to `to`, on whole points.
  static func interpolate(_ from: CGRect, _ to: CGRect, _ progress: CGFloat) -> CGRect {
    func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { (a + (b - a) * progress).rounded() }
    return CGRect(
      x: mix(from.minX, to.minX), y: mix(from.minY, to.minY), width: mix(from.width, to.width),
      height: mix(from.height, to.height))
  }
}
