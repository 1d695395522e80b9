import Foundation

/// A spinner that shows work under way, as UIKit's `UIActivityIndicatorView` draws it since
/// iOS 13: eight gray spokes, fading round, turning once a second on the window's clock while
/// animating. Hidden while stopped unless `hidesWhenStopped` is false.
@preconcurrency @MainActor
open class ActivityIndicatorView: View {
  /// The sizes, as `UIActivityIndicatorView.Style`.
  public enum Style: Int, Sendable {
    /// 20 points.
    case medium = 100
    /// 37 points.
    case large = 101
  }

  /// The size.
  public var style: Style { didSet { invalidateIntrinsicContentSize() } }
  /// The spokes' color; the secondary label color by default.
  public var color: Color = .secondaryLabel
  /// Whether the spinner hides while stopped; true by default.
  public var hidesWhenStopped = true { didSet { if !animating { isHidden = hidesWhenStopped } } }
  private var animating = false
  /// When the spinning started, on the clock it draws by.
  private var startTime: TimeInterval = 0

  /// Creates a stopped (hidden) spinner of `style`, as `UIActivityIndicatorView(style:)`.
  public init(style: Style) {
    self.style = style
    super.init(frame: .zero)
    frame.size = intrinsicContentSize
    isHidden = true
  }

  /// Creates a stopped medium spinner with a frame.
  public override init(frame: CGRect) {
    style = .medium
    super.init(frame: frame)
    isHidden = true
  }

  /// Whether it spins.
  public var isAnimating: Bool { animating }

  /// Starts spinning and shows it.
  public func startAnimating() {
    guard !animating else { return }
    animating = true
    startTime = animationClock.now
    isHidden = false
  }

  /// Stops spinning, and hides it when `hidesWhenStopped`.
  public func stopAnimating() {
    animating = false
    if hidesWhenStopped { isHidden = true }
  }

  /// A spinner that moves to another window turns on that window's clock from now.
  open override func didMoveToSuperview() {
    if animating { startTime = animationClock.now }
  }

  private var side: CGFloat {
    let sides = Metrics.activityIndicatorSides
    return style == .large ? sides.large : sides.medium
  }

  /// The style's square.
  open override var intrinsicContentSize: CGSize { CGSize(width: side, height: side) }

  /// The style's square.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  /// The spinner turns by one spoke at a time: the next moment one turns, while animating.
  open override var nextRedrawTime: TimeInterval? {
    guard animating, !isHidden else { return nil }
    let step = Metrics.activityIndicatorPeriod / Double(Metrics.activityIndicatorSpokes)
    let elapsed = animationClock.now - startTime
    return startTime + (floor(elapsed / step) + 1) * step
  }

  /// Which spoke leads now, 0 at the top going clockwise.
  var leadingSpoke: Int {
    guard animating else { return 0 }
    let spokes = Metrics.activityIndicatorSpokes
    let turns = (animationClock.now - startTime) / Metrics.activityIndicatorPeriod
    return Int(floor(turns * Double(spokes))) % spokes
  }

  /// Draws the spokes, the leading one darkest, the ones behind it fading.
  open override func draw(in list: inout DrawList) {
    let spokes = Metrics.activityIndicatorSpokes
    let size = min(bounds.width, bounds.height, side)
    let center = CGPoint(x: bounds.midX, y: bounds.midY)
    let outer = size / 2
    let inner = outer * 0.45
    let width = size * (style == .large ? 0.1 : 0.11)
    let lead = leadingSpoke
    for index in 0..<spokes {
      let angle = Double(index) / Double(spokes) * 2 * .pi
      let behind = (lead - index + spokes) % spokes
      let alpha = 1 - CGFloat(behind) / CGFloat(spokes) * 0.75
      let dx = CGFloat(sin(angle))
      let dy = -CGFloat(cos(angle))
      list.append(
        .polyline(
          [
            CGPoint(x: center.x + dx * inner, y: center.y + dy * inner),
            CGPoint(x: center.x + dx * (outer - width / 2), y: center.y + dy * (outer - width / 2)),
          ], lineWidth: width, color.multiplyingAlpha(by: alpha)))
    }
  }
}
