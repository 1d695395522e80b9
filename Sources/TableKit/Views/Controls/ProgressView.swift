import Foundation

/// A bar showing how far a task has come, as UIKit's `UIProgressView` draws it in iOS 17: a
/// 4-point rounded track in the system fill, filled in the tint from the leading edge. Progress
/// is kept within 0...1; NaN is reported and refused.
@preconcurrency @MainActor
open class ProgressView: View {
  /// The looks of a progress view, as `UIProgressView.Style`; both draw the same bar in iOS 17.
  public enum Style: Int, Sendable {
    /// The standard bar.
    case `default` = 0
    /// The bar as a toolbar shows it.
    case bar = 1
  }

  /// The look.
  public var progressViewStyle: Style
  /// How far the task has come, 0...1.
  public var progress: Float {
    get { storedProgress }
    set { setProgress(newValue, animated: false) }
  }
  private var storedProgress: Float = 0
  /// The filled part's color; the tint when nil.
  public var progressTintColor: Color?
  /// The track's color; the system fill when nil.
  public var trackTintColor: Color?

  /// Creates a progress view of `style`, as `UIProgressView(progressViewStyle:)`.
  public init(progressViewStyle style: Style) {
    progressViewStyle = style
    super.init(frame: CGRect(x: 0, y: 0, width: 0, height: Metrics.progressViewHeight))
  }

  /// Creates a default progress view with a frame.
  public override init(frame: CGRect) {
    progressViewStyle = .default
    super.init(frame: frame)
  }

  /// Sets the progress, clamped to 0...1 (NaN is reported and refused); the bar shows it at
  /// once.
  public func setProgress(_ progress: Float, animated: Bool) {
    guard !progress.isNaN else {
      return GeometryWarnings.report(
        "ProgressView.progress was given NaN; it stays \(storedProgress)")
    }
    storedProgress = min(max(progress, 0), 1)
  }

  /// No width of its own; 4 tall.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: View.noIntrinsicMetric, height: Metrics.progressViewHeight)
  }

  /// The width offered, 4 tall.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: frame.width, height: Metrics.progressViewHeight)
  }

  /// Draws the track and the filled part, from the right in right-to-left layout.
  open override func draw(in list: inout DrawList) {
    let height = min(bounds.height, Metrics.progressViewHeight)
    let track = CGRect(x: 0, y: (bounds.height - height) / 2, width: bounds.width, height: height)
    list.fillRoundedRect(track, cornerRadius: height / 2, color: trackTintColor ?? .systemFill)
    let width = track.width * CGFloat(storedProgress)
    let filled = CGRect(
      x: isRightToLeft ? track.maxX - width : track.minX, y: track.minY, width: width,
      height: height)
    list.clipped(to: filled) {
      $0.fillRoundedRect(track, cornerRadius: height / 2, color: progressTintColor ?? tintColor!)
    }
  }
}
