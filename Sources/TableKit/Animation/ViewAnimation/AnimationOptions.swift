import Foundation

extension View {
  /// How a block animation runs, as UIKit's `UIView.AnimationOptions` (same raw values): its
  /// curve, whether it repeats or plays back, whether the views take touches meanwhile, and a
  /// transition's style.
  public struct AnimationOptions: OptionSet, Sendable {
    /// The raw bits, UIKit's.
    public let rawValue: UInt
    /// Creates options from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Accepted for UIKit's sake: views lay out when their frames change in any case.
    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    /// The animated views keep taking touches and clicks while they move.
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// A change to a property that already animates (opacity, color) starts from where it is
    /// on screen rather than from its last set value.
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// The animation repeats until it is replaced.
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    /// The animation plays forwards then backwards, then shows the values set.
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    /// A block inside another keeps its own duration instead of the outer one's.
    public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
    /// A block inside another keeps its own curve instead of the outer one's.
    public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
    /// Accepted for UIKit's sake: content is drawn afresh every frame in any case.
    public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
    /// Accepted for UIKit's sake (transitions between two views are not offered).
    public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
    /// A block inside another keeps its own options instead of the outer one's.
    public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

    /// Slow at the start and the end (the default).
    public static let curveEaseInOut = AnimationOptions([])
    /// Slow at the start.
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    /// Slow at the end.
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    /// At an even pace.
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

    /// No transition: the changes show at once.
    public static let transitionNone = AnimationOptions([])
    /// Drawn as a cross dissolve (a flip needs perspective, which TableKit does not draw).
    public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
    /// Drawn as a cross dissolve (a flip needs perspective, which TableKit does not draw).
    public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
    /// Drawn as a cross dissolve (a page curl is not drawn).
    public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
    /// Drawn as a cross dissolve (a page curl is not drawn).
    public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
    /// The old content fades out as the new fades in.
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    /// Drawn as a cross dissolve (a flip needs perspective, which TableKit does not draw).
    public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
    /// Drawn as a cross dissolve (a flip needs perspective, which TableKit does not draw).
    public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

    /// Accepted for UIKit's sake: frames come as often as the host draws.
    public static let preferredFramesPerSecondDefault = AnimationOptions([])
    /// Accepted for UIKit's sake: frames come as often as the host draws.
    public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
    /// Accepted for UIKit's sake: frames come as often as the host draws.
    public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)

    /// The timing curve the curve bits name.
    var curve: TimingCurve {
      switch (rawValue >> 16) & 0xF {
      case 1: return .easeIn
      case 2: return .easeOut
      case 3: return .linear
      default: return .easeInOut
      }
    }

    /// Whether any transition style is named.
    var namesTransition: Bool { (rawValue >> 20) & 0xF != 0 }
  }
}
