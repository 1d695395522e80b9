import Foundation

/// A pull-to-refresh control, as UIKit's `UIRefreshControl`: assign it to a table's (or scroll
/// view's) `refreshControl`; pulling the content down past a threshold (with a finger, or with
/// two fingers on a trackpad) starts refreshing and calls `valueChanged`; the table keeps a
/// 60-point band open above the content, with a spinning activity indicator, until
/// `endRefreshing()`.
@preconcurrency @MainActor
open class RefreshControl: Control {
  /// Whether a refresh is running.
  public private(set) var isRefreshing = false
  /// The spinner's and the title's color when no `tintColor` is set on the control itself.
  public var spinnerColor: Color = .secondaryLabel
  /// A line shown under the spinner while it is visible.
  public var title: String?
  /// Called when the user's pull starts a refresh (not for `beginRefreshing()`); the actions
  /// added with `addAction(_:for: .valueChanged)` run too, as in UIKit.
  public var valueChanged: ((RefreshControl) -> Void)?
  /// The line under the spinner as UIKit code sets it; only its characters are drawn (in the
  /// control's own font and color).
  public var attributedTitle: NSAttributedString? {
    get { title.map { NSAttributedString(string: $0) } }
    set { title = newValue?.string }
  }

  /// The scroll view the control is attached to.
  weak var scrollView: ScrollView?
  /// Whether the pull going on has started a refresh already.
  var hasRefreshedThisPull = false

  /// The height of the band kept open while refreshing.
  public static let height: CGFloat = 60

  /// Creates a refresh control.
  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
  }

  /// Starts refreshing by code: the band opens; `valueChanged` is not called.
  public func beginRefreshing() {
    guard !isRefreshing else { return }
    isRefreshing = true
    scrollView?.refreshingDidChange()
  }

  /// Ends refreshing: the band closes, animated when the content is at the top.
  public func endRefreshing() {
    guard isRefreshing else { return }
    isRefreshing = false
    scrollView?.refreshingDidChange()
  }

  /// Starts refreshing because the user pulled far enough.
  func beginRefreshingByUser() {
    guard !isRefreshing else { return }
    isRefreshing = true
    scrollView?.refreshingDidChange()
    valueChanged?(self)
    sendActions(for: .valueChanged)
  }

  // MARK: - Drawing

  /// The spinner's color: the control's own `tintColor`, as UIKit's, or `spinnerColor`.
  private var drawnColor: Color { ownTintColor ?? spinnerColor }

  /// Draws the activity indicator: twelve spokes around a centre, as many as the pull has
  /// earned (`progress` 0...1), all of them turning once a second while refreshing.
  /// - Parameters:
  ///   - center: The spinner's centre, in the coordinates of `list`.
  ///   - progress: How far the pull has gone towards the threshold.
  ///   - time: The clock's time, which turns the spinner.
  func drawSpinner(
    at center: CGPoint, progress: CGFloat, time: TimeInterval, in list: inout DrawList
  ) {
    let spokes = 12
    let shown =
      isRefreshing
      ? spokes
      : min(spokes, Int(checked: progress * CGFloat(spokes), rounding: .down, naming: "spokes"))
    guard shown > 0 else { return }
    let turn = Int(checked: time * Double(spokes), rounding: .down, naming: "the spinner's turn")
    let head = isRefreshing ? turn % spokes : 0
    for index in 0..<shown {
      let angle = (CGFloat(index) / CGFloat(spokes)) * 2 * .pi - .pi / 2
      let inner: CGFloat = 5
      let outer: CGFloat = 10
      let from = CGPoint(x: center.x + cos(angle) * inner, y: center.y + sin(angle) * inner)
      let to = CGPoint(x: center.x + cos(angle) * outer, y: center.y + sin(angle) * outer)
      // While spinning, the spokes fade behind the leading one.
      let age = (index - head + spokes) % spokes
      let alpha: CGFloat = isRefreshing ? 1 - CGFloat(age) / CGFloat(spokes) * 0.8 : 0.9
      list.append(.polyline([from, to], lineWidth: 2, drawnColor.multiplyingAlpha(by: alpha)))
    }
    if let title, !title.isEmpty {
      let font = Font.systemFont(ofSize: 12)
      let width = screen.textMeasurer.size(of: title, font: font).width
      list.text(
        TextRun(
          title, font: font, color: drawnColor,
          origin: CGPoint(x: center.x - width / 2, y: center.y + 14)))
    }
  }
}
