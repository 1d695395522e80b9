import Foundation

/// The background and hairline of a bar (a navigation bar, tab bar or toolbar), as UIKit's
/// `UIBarAppearance`: iOS 13's way to style bars, which iOS 15 made the only way a bar looks
/// different at its content's scroll edge.
///
/// A bar draws, bottom to top, the blur of `backgroundEffect`, `backgroundColor`, then
/// `backgroundImage` stretched over it, and a one-pixel hairline in `shadowColor` along its
/// edge with the content. A bar copies an appearance when it is assigned (UIKit's `copy`
/// property), so changing an appearance afterwards does not change the bar until it is
/// assigned again.
///
/// ```swift
/// let appearance = NavigationBarAppearance()
/// appearance.configureWithOpaqueBackground()
/// appearance.backgroundColor = .systemIndigo
/// appearance.titleTextAttributes = [.foregroundColor: Color.white]
/// navigationController.navigationBar.standardAppearance = appearance
/// navigationController.navigationBar.scrollEdgeAppearance = appearance
/// ```
@preconcurrency @MainActor
open class BarAppearance {
  /// The blur drawn under the background color (a `BlurEffect`; nil for none).
  public var backgroundEffect: BlurEffect?
  /// A color drawn over the blur (nil for none).
  public var backgroundColor: Color?
  /// An image stretched over the whole bar, above the color (nil for none).
  public var backgroundImage: Image?
  /// The hairline's color along the edge the bar shares with the content (nil or clear for
  /// none).
  public var shadowColor: Color?

  /// Creates an appearance with the default background: the bars' blurred material and
  /// hairline.
  public required init() {
    configureWithDefaultBackground()
  }

  /// Creates an appearance with the background and hairline of `barAppearance` (not the
  /// text attributes a subclass adds), as UIKit's `init(barAppearance:)`.
  public required init(barAppearance: BarAppearance) {
    copyBackground(from: barAppearance)
  }

  /// A copy of the appearance, every property included.
  open func copy() -> Self {
    let copy = Self(barAppearance: self)
    copy.copyContent(from: self)
    return copy
  }

  /// Copies what a subclass adds to the background (its text attributes); `copy()` calls it.
  /// An override calls `super`.
  func copyContent(from other: BarAppearance) {}

  /// The bars' translucent look: iOS's chrome material blurring what scrolls under the bar,
  /// with the hairline.
  public func configureWithDefaultBackground() {
    backgroundEffect = BlurEffect(style: .systemChromeMaterial)
    backgroundColor = nil
    backgroundImage = nil
    shadowColor = Metrics.navigationBarHairline
  }

  /// An opaque look: the system background color (white, or black in dark mode) with the
  /// hairline.
  public func configureWithOpaqueBackground() {
    backgroundEffect = nil
    backgroundColor = .systemBackground
    backgroundImage = nil
    shadowColor = Metrics.navigationBarHairline
  }

  /// A clear bar without a hairline: what lies under the bar shows through, as iOS 15's bars
  /// look at their content's scroll edge by default.
  public func configureWithTransparentBackground() {
    backgroundEffect = nil
    backgroundColor = nil
    backgroundImage = nil
    shadowColor = nil
  }

  private func copyBackground(from other: BarAppearance) {
    backgroundEffect = other.backgroundEffect
    backgroundColor = other.backgroundColor
    backgroundImage = other.backgroundImage
    shadowColor = other.shadowColor
  }

  /// Whether the two draw the same background and hairline.
  func hasSameBackground(as other: BarAppearance) -> Bool {
    backgroundEffect?.style == other.backgroundEffect?.style
      && backgroundColor == other.backgroundColor && backgroundImage == other.backgroundImage
      && shadowColor == other.shadowColor
  }

  /// Whether it draws nothing behind the bar: no effect, color, image or hairline.
  var hasClearBackground: Bool {
    backgroundEffect == nil && (backgroundColor?.alpha ?? 0) == 0 && backgroundImage == nil
      && (shadowColor?.alpha ?? 0) == 0
  }
}
