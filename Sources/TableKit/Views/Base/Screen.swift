import Foundation

/// What a view tree needs from the host it is shown on: the pixel scale, a text measurer and an
/// image provider. A host (window, offscreen canvas) makes one and assigns it to the root view;
/// every view below reads it through `View.screen`.
@preconcurrency @MainActor
public final class Screen {
  /// Device pixels per point.
  public let scale: CGFloat
  /// Measures text as the backend will draw it: one weight heavier while Bold Text is on
  /// (`accessibility.isBoldTextEnabled`), as draw lists then draw it. The measurer is another
  /// object then, so text layouts cached per measurer are made again.
  public var textMeasurer: any TextMeasuring {
    accessibility.isBoldTextEnabled ? boldTextMeasurer : baseTextMeasurer
  }
  /// Measures fonts as a draw list names them, whose Bold Text face was chosen when the
  /// command was appended: `textMeasurer` would take a heavier one again.
  var drawnTextMeasurer: any TextMeasuring { baseTextMeasurer }
  /// The host's measurer.
  private let baseTextMeasurer: any TextMeasuring
  /// The host's measurer taking each font's Bold Text face.
  private let boldTextMeasurer: BoldTextMeasurer
  /// Knows image sizes.
  public let imageProvider: any ImageProviding
  /// The layout direction of views that do not force one.
  public let layoutDirection: LayoutDirection
  /// Where text fields cut, copy and paste: in memory unless the host puts the system's here.
  public var clipboard: any TextClipboard = MemoryClipboard()
  /// The person's accessibility settings and the notifications posted for assistive technology.
  public let accessibility = AccessibilityCenter()
  /// Runs the block animations (`View.animate`) of the views shown here.
  public let animator = ViewAnimator()

  /// Creates a screen from a host's services.
  ///
  /// A `scale` that is not finite and positive is refused: the screen takes 1 and a warning
  /// (`GeometryWarnings`) names the scale given, since every pixel rounding and the scroll
  /// physics divide by it.
  public init(
    scale: CGFloat = 1, textMeasurer: any TextMeasuring, imageProvider: any ImageProviding,
    layoutDirection: LayoutDirection = .leftToRight
  ) {
    if scale.isFinite, scale > 0 {
      self.scale = scale
    } else {
      GeometryWarnings.report(
        "a screen's scale was \(Double(scale)), not finite and positive; it is 1")
      self.scale = 1
    }
    self.baseTextMeasurer = textMeasurer
    self.boldTextMeasurer = BoldTextMeasurer(measuring: textMeasurer)
    self.imageProvider = imageProvider
    self.layoutDirection = layoutDirection
  }

  /// A screen with no backend: fixed-advance text and no images. Views not yet attached to a
  /// host measure with it.
  public static func headless(scale: CGFloat = 1) -> Screen {
    Screen(scale: scale, textMeasurer: FixedAdvanceTextMeasurer(), imageProvider: FixedImageSizes())
  }

  /// `value` rounded to the nearest device pixel.
  public func roundToPixel(_ value: CGFloat) -> CGFloat { (value * scale).rounded() / scale }
}

/// The direction in which content flows, as UIKit's `UIUserInterfaceLayoutDirection`.
public enum LayoutDirection: Int, Sendable {
  /// Left to right, as in English.
  case leftToRight = 0
  /// Right to left, as in Arabic and Hebrew: leading edges are on the right.
  case rightToLeft = 1
}

/// Whether a view's content flips in right-to-left layout, as UIKit's
/// `UISemanticContentAttribute`.
public enum SemanticContentAttribute: Int, Sendable {
  /// Follow the superview (and ultimately the screen).
  case unspecified = 0
  /// Always lay out left to right (UIKit's raw values: 1 and 2 are `playback` and `spatial`,
  /// which TableKit does not have).
  case forceLeftToRight = 3
  /// Always lay out right to left.
  case forceRightToLeft = 4
}
