import Foundation

/// A row of dots showing which page is shown, as UIKit's `UIPageControl` draws it in iOS 14+:
/// the current page's dot in the label color, the others faded. A tap on the leading or
/// trailing half goes to the previous or next page and sends `.valueChanged`, as do the left
/// and right arrows (mirrored right to left). A `currentPage` out of range is reported and
/// clamped.
@preconcurrency @MainActor
open class PageControl: Control {
  /// How many pages there are.
  public var numberOfPages = 0 {
    didSet {
      if numberOfPages < 0 {
        report("PageControl.numberOfPages \(numberOfPages) is below 0; it becomes 0")
        numberOfPages = 0
      }
      storedPage = min(storedPage, max(0, numberOfPages - 1))
      invalidateIntrinsicContentSize()
    }
  }
  /// The page shown, 0 ..< `numberOfPages`.
  public var currentPage: Int {
    get { storedPage }
    set {
      let clamped = min(max(0, newValue), max(0, numberOfPages - 1))
      if clamped != newValue {
        report(
          "PageControl.currentPage \(newValue) is out of range for \(numberOfPages) pages; it "
            + "becomes \(clamped)")
      }
      storedPage = clamped
    }
  }
  private var storedPage = 0
  /// Whether a single page shows no dot.
  public var hidesForSinglePage = false
  /// The other pages' dots' color; the label color faded when nil.
  public var pageIndicatorTintColor: Color?
  /// The current page's dot's color; the label color when nil.
  public var currentPageIndicatorTintColor: Color?

  /// Creates a page control.
  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
  }

  /// The width of `pageCount` dots, as `size(forNumberOfPages:)`.
  public func size(forNumberOfPages pageCount: Int) -> CGSize {
    let count = CGFloat(max(0, pageCount))
    let width = count > 0 ? count * Metrics.pageControlDotSpacing : 0
    return CGSize(width: width, height: Metrics.pageControlHeight)
  }

  /// Room for the dots, 26 tall.
  open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }

  /// Room for the dots.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  /// Goes one page towards the tapped side.
  @discardableResult
  open override func handleTap(at point: CGPoint) -> Bool {
    let towardsTrailing = (point.x >= bounds.midX) != isRightToLeft
    return turn(by: towardsTrailing ? 1 : -1)
  }

  private func turn(by step: Int) -> Bool {
    guard isEnabled, numberOfPages > 0 else { return false }
    let next = min(max(0, storedPage + step), numberOfPages - 1)
    guard next != storedPage else { return true }
    storedPage = next
    sendActions(for: .valueChanged)
    return true
  }

  /// The arrows turn the page, following the layout's direction.
  open override func respondToKey(_ key: Key, modifiers: KeyModifiers) -> Bool {
    switch key {
    case .right: turn(by: isRightToLeft ? -1 : 1)
    case .left: turn(by: isRightToLeft ? 1 : -1)
    default: super.respondToKey(key, modifiers: modifiers)
    }
  }

  /// The dots' centres, leading to trailing page order placed on screen.
  var dotCenters: [CGPoint] {
    let spacing = Metrics.pageControlDotSpacing
    let start = bounds.midX - CGFloat(numberOfPages - 1) * spacing / 2
    return (0..<numberOfPages).map { page in
      let slot = isRightToLeft ? numberOfPages - 1 - page : page
      return CGPoint(x: start + CGFloat(slot) * spacing, y: bounds.midY)
    }
  }

  /// Draws a dot per page.
  open override func draw(in list: inout DrawList) {
    guard !(hidesForSinglePage && numberOfPages <= 1) else { return }
    let diameter = Metrics.pageControlDotDiameter
    for (page, center) in dotCenters.enumerated() {
      let color =
        page == storedPage
        ? (currentPageIndicatorTintColor ?? .label)
        : (pageIndicatorTintColor ?? Color.label.multiplyingAlpha(by: 0.3))
      list.append(
        .fillEllipse(
          CGRect(
            x: center.x - diameter / 2, y: center.y - diameter / 2, width: diameter,
            height: diameter), color))
    }
  }
}

extension PageControl: InputHandling {
  /// Handles a press, a key, or an event for the table it lies in (see
  /// `Control+Tracking.swift`).
  /// - Returns: Whether it was used.
  @discardableResult
  public func handle(_ event: InputEvent) -> Bool { handleControlInput(event) }

  /// The table the page control lies in, else the page control itself.
  public var keyTargetAfterPress: View? { enclosingTable ?? self }
}
