import Foundation

extension ScrollAxisSimulation {
  /// What the simulation needs to know about the scroll view along its axis: where the content
  /// may rest, how big the viewport is, and how the motion feels.
  public struct Configuration: Hashable, Sendable {
    /// The offsets at which the content can rest, `min...max`: from minus the leading inset to
    /// the content length plus the trailing inset minus the viewport (never below the minimum).
    public var offsetRange: ClosedRange<CGFloat>
    /// The viewport's length along the axis, in points; it scales the rubber band.
    public var viewportLength: CGFloat
    /// Whether the content can be pulled past its edges and bounces off them; if false, drags
    /// and flings stop at the edges. A scroll view passes UIKit's rule: `bounces` and (the
    /// content is longer than the viewport, or `alwaysBounceVertical`).
    public var bounces: Bool
    /// How quickly a fling slows down.
    public var decelerationRate: DecelerationRate
    /// The rubber band's stiffness; 0.55 as iOS.
    public var rubberBandCoefficient: CGFloat
    /// The stiffness of the critically damped spring that brings content back to an edge; 100.
    public var springStiffness: Double
    /// The display's scale factor (pixels per point); a spring counts as settled within half a
    /// pixel, 0.5 / scale points.
    public var displayScale: CGFloat
    /// How far one notch of a line-based mouse wheel scrolls: 3 lines of 40 points, 120 points.
    public var wheelTickDistance: CGFloat
    /// How long the smooth scroll of a wheel notch takes; 0.18 s.
    public var wheelAnimationDuration: TimeInterval
    /// The curve of a wheel notch's smooth scroll: ease-out, so the content answers at once.
    public var wheelCurve: TimingCurve
    /// How long after the last precise (trackpad) delta the gesture counts as over, so content
    /// left past an edge springs back; 0.1 s.
    public var preciseScrollEndDelay: TimeInterval

    /// Creates a configuration.
    /// - Parameters:
    ///   - offsetRange: The offsets at which the content can rest; see
    ///     ``offsetRange(contentLength:viewportLength:leadingInset:trailingInset:)``.
    ///   - viewportLength: The viewport's length along the axis, in points.
    ///   - bounces: Whether the content bounces at its edges; true by default.
    ///   - decelerationRate: How quickly a fling slows down; `.normal` by default.
    ///   - displayScale: Pixels per point; 1 by default.
    public init(
      offsetRange: ClosedRange<CGFloat>, viewportLength: CGFloat, bounces: Bool = true,
      decelerationRate: DecelerationRate = .normal, displayScale: CGFloat = 1
    ) {
      precondition(displayScale > 0, "a display scale must be positive (\(displayScale))")
      self.offsetRange = offsetRange
      self.viewportLength = viewportLength
      self.bounces = bounces
      self.decelerationRate = decelerationRate
      self.rubberBandCoefficient = RubberBand.defaultCoefficient
      self.springStiffness = CriticallyDampedSpring.defaultStiffness
      self.displayScale = displayScale
      self.wheelTickDistance = 120
      self.wheelAnimationDuration = 0.18
      self.wheelCurve = .easeOut
      self.preciseScrollEndDelay = 0.1
    }

    /// The offsets at which content can rest, as UIKit computes them from the content size and
    /// the adjusted content insets.
    /// - Parameters:
    ///   - contentLength: The content's length along the axis (`contentSize.height`).
    ///   - viewportLength: The viewport's length along the axis (`bounds.height`).
    ///   - leadingInset: The inset before the content (`contentInset.top`).
    ///   - trailingInset: The inset after the content (`contentInset.bottom`).
    /// - Returns: `−leadingInset ... max(−leadingInset, contentLength + trailingInset −
    ///   viewportLength)`.
    public static func offsetRange(
      contentLength: CGFloat, viewportLength: CGFloat, leadingInset: CGFloat = 0,
      trailingInset: CGFloat = 0
    ) -> ClosedRange<CGFloat> {
      let minimum = -leadingInset
      let maximum = max(minimum, contentLength + trailingInset - viewportLength)
      return minimum...maximum
    }

    /// The rubber band of this viewport.
    public var rubberBand: RubberBand {
      RubberBand(dimension: viewportLength, coefficient: rubberBandCoefficient)
    }

    /// The distance from the target within which a spring counts as settled: half a pixel.
    public var settlingDistance: CGFloat { 0.5 / displayScale }

    // MARK: - Edges

    /// `offset` moved into ``offsetRange``.
    func clamped(_ offset: CGFloat) -> CGFloat {
      min(max(offset, offsetRange.lowerBound), offsetRange.upperBound)
    }

    /// The edge `offset` lies beyond, or nil when it lies within the range.
    func edge(beyond offset: CGFloat) -> CGFloat? {
      if offset < offsetRange.lowerBound { return offsetRange.lowerBound }
      if offset > offsetRange.upperBound { return offsetRange.upperBound }
      return nil
    }

    /// The content offset for a finger at the unconstrained offset `finger`: the finger itself
    /// within the range, the rubber band of its excess beyond an edge (the edge itself when the
    /// content does not bounce). Continuous at the edges, so the content never jumps there.
    func bandedOffset(forFinger finger: CGFloat) -> CGFloat {
      guard bounces else { return clamped(finger) }
      guard let edge = edge(beyond: finger) else { return finger }
      return edge + rubberBand.offset(forOvershoot: finger - edge)
    }

    /// The unconstrained finger offset that shows the content at `offset`: the inverse of
    /// ``bandedOffset(forFinger:)``, for a drag that starts while the content is past an edge.
    func finger(forBandedOffset offset: CGFloat) -> CGFloat {
      guard bounces else { return clamped(offset) }
      guard let edge = edge(beyond: offset) else { return offset }
      return edge + rubberBand.overshoot(forOffset: offset - edge)
    }
  }
}
