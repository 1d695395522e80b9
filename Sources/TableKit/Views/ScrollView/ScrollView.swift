import Foundation

/// A view whose content is larger than itself and scrolls vertically, as UIKit's
/// `UIScrollView`. `contentOffset` is the content point shown at the top-left corner (the bounds
/// origin); `contentInset` adds room around the content.
///
/// Motion is a `ScrollAxisSimulation`: a pure function of the input events and the time, read
/// from `clock`. A host calls `layoutIfNeeded()` once per frame, which brings scrolling to
/// `clock.now` before laying out, so a test stepping a `ManualClock` sees the same frames as a
/// user at 60 or 120 Hz.
@preconcurrency @MainActor
open class ScrollView: View {
  /// The deceleration rates of UIKit, per millisecond: `.normal` (0.998) and `.fast` (0.99).
  public typealias DecelerationRate = TableKit.DecelerationRate

  /// The source of time for scrolling and animations; a `ManualClock` in tests.
  public var clock: any FrameClock = SystemClock() {
    didSet {
      simulation = ScrollAxisSimulation(offset: contentOffset.y, configuration: scrollConfiguration)
    }
  }

  /// The size of the scrollable content.
  public var contentSize: CGSize = .zero {
    didSet { if contentSize != oldValue { contentSizeDidChange() } }
  }

  // Read by every frame's layout: `@exclusivity(unchecked)` as `View.frame` explains.
  /// Extra room around the content, outside `contentSize`. Insets that are not finite (NaN or
  /// infinite) are refused: the inset stays as it was, and `GeometryWarnings` names the value.
  @exclusivity(unchecked) public var contentInset: EdgeInsets = .zero {
    didSet {
      guard contentInset.isFinite else { return refuseContentInset(keeping: oldValue) }
      if contentInset != oldValue { contentSizeDidChange() }
    }
  }

  /// The content point at the view's top-left corner. Setting it stops any motion.
  public var contentOffset: CGPoint {
    get { boundsOrigin }
    set {
      guard newValue.y.isFinite, newValue.x.isFinite else { return }
      simulation.setOffset(newValue.y, at: clock.now)
      if applyContentOffset(newValue) { offsetWasSetByCode() }
    }
  }

  /// The insets in force: `contentInset`, plus the bars over the view (a navigation bar the
  /// view lies under) and the band a refreshing `refreshControl` keeps open above the content.
  public var adjustedContentInset: EdgeInsets {
    var insets = restingContentInset
    if refreshControl?.isRefreshing == true { insets.top += RefreshControl.height }
    return insets
  }

  /// The top inset the bars over the view add, as UIKit's safe area does: a navigation
  /// controller sets it to its bar's height (with a large title's band) while the view lies
  /// under the bar. It is part of `adjustedContentInset`, never of `contentInset`.
  ///
  /// Content resting at its top stays at the new top, and content animating to its top (a
  /// refresh begun before the bar was laid out) goes on to the new one, so that the first row
  /// shows below the bar rather than under it.
  var barTopInset: CGFloat = 0 {
    didSet {
      guard barTopInset != oldValue else { return }
      let oldTop = minimumContentOffsetY + barTopInset - oldValue
      let phase = simulation.state(at: clock.now).phase
      let isResting = !phase.isTracking && !phase.isAnimating
      let restsAtTop = isResting && abs(contentOffset.y - oldTop) < 0.5
      // Content resting with a hiding search bar just hidden stays so (measured with the
      // hiding inset it rested with, when both change together).
      let hidingBefore = hidingSearchBarInsetBeforeChange ?? hidingSearchBarInset
      let restsBelowSearchBar =
        isResting && hidingBefore > 0 && abs(contentOffset.y - oldTop - hidingBefore) < 0.5
      let goesToTop =
        phase == .animating && animationTarget.map { abs($0 - oldTop) < 0.5 } == true
      contentSizeDidChange()
      // Content under the bars for the first time starts with a hiding search bar hidden;
      // after that, content resting at its top stays at its top.
      if restsBelowSearchBar || (restsAtTop && oldValue == 0) {
        contentOffset = CGPoint(x: contentOffset.x, y: minimumContentOffsetY + hidingSearchBarInset)
      } else if restsAtTop {
        contentOffset = CGPoint(x: contentOffset.x, y: minimumContentOffsetY)
      } else if goesToTop {
        scroll(toY: minimumContentOffsetY, animated: true, reportsScrolling: true)
      }
      super.safeAreaDidChange()
    }
  }

  /// Lying under bars, their heights are unsafe at its top and bottom.
  override var containerSafeAreaInsets: EdgeInsets {
    EdgeInsets(top: barTopInset, left: 0, bottom: barBottomInset, right: 0)
  }

  /// The bottom inset the bars over the view add (a tab bar, a toolbar), as `barTopInset` is
  /// the top one: part of `adjustedContentInset`, so the last rows scroll out from under them.
  var barBottomInset: CGFloat = 0 {
    didSet {
      guard barBottomInset != oldValue else { return }
      contentSizeDidChange()
      super.safeAreaDidChange()
    }
  }

  /// The part of `barTopInset` a search bar that hides when scrolling takes (a navigation
  /// item's `hidesSearchBarWhenScrolling`): content at its top rests with the search bar
  /// hidden, just below it, and a drag let go with the bar partly shown ends with it shown
  /// (pulled past half its height) or hidden (see `ScrollView+DragTarget.swift`). Set before
  /// `barTopInset`.
  var hidingSearchBarInset: CGFloat = 0
  /// The hiding inset content rested with while `setBarTopInset(_:hidingSearchBarInset:)`
  /// changes both insets; nil otherwise.
  private var hidingSearchBarInsetBeforeChange: CGFloat?

  /// Sets `hidingSearchBarInset` and `barTopInset` together. Content that rested just below a
  /// hiding search bar moves to the new resting place, whatever both insets become: a search
  /// that begins takes the search bar from hiding to shown and the large title away at once,
  /// and the content must not stay where the old insets left it (it stayed pulled down by the
  /// difference wherever the large title's band was not as tall as the search bar).
  func setBarTopInset(_ inset: CGFloat, hidingSearchBarInset hiding: CGFloat) {
    hidingSearchBarInsetBeforeChange = hidingSearchBarInset
    defer { hidingSearchBarInsetBeforeChange = nil }
    hidingSearchBarInset = hiding
    barTopInset = inset
  }

  /// The part of `barTopInset` a large title's band takes. The refresh control shows above it,
  /// between the bar and the large title, as on iOS, where the pull stretches the band.
  var largeTitleInset: CGFloat = 0

  /// Where the last programmatic animation was headed.
  private var animationTarget: CGFloat?

  /// `contentInset` with the bars' inset: where the content rests, without the refresh band.
  var restingContentInset: EdgeInsets {
    var insets = contentInset
    guard contentInsetAdjustmentBehavior != .never else { return insets }
    insets.top += barTopInset
    insets.bottom += barBottomInset
    // The controller's extra safe area, along the scrolling axis.
    insets.top += controllerSafeAreaInsets.top
    insets.bottom += controllerSafeAreaInsets.bottom
    return insets
  }

  /// The `additionalSafeAreaInsets` of the controller whose view this is, kept here by the
  /// controller: `restingContentInset` is read many times a frame.
  var controllerSafeAreaInsets: EdgeInsets = .zero

  /// Whether the bars over the view add to `adjustedContentInset`, as UIKit's
  /// `contentInsetAdjustmentBehavior`; `.never` lets the content start under the bars.
  public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
    didSet { if contentInsetAdjustmentBehavior != oldValue { contentSizeDidChange() } }
  }

  /// The insets of the vertical indicator's track, on top of the bars' insets when
  /// `automaticallyAdjustsScrollIndicatorInsets`; zero by default, as in UIKit.
  public var verticalScrollIndicatorInsets: EdgeInsets = .zero
  /// The insets of the horizontal indicator's track. Tables scroll vertically only, so it is
  /// kept for code that sets it and changes nothing on screen.
  public var horizontalScrollIndicatorInsets: EdgeInsets = .zero
  /// Whether the indicator's track keeps clear of the bars over the view and the refresh band.
  public var automaticallyAdjustsScrollIndicatorInsets = true

  /// How much of the top inset lies uncovered above the bars over the view: a navigation
  /// controller sets it while a large title's band has collapsed, because the content then
  /// scrolls visibly through the part of the inset the band gave up. Floating headers pin that
  /// much higher, at the bar's bottom rather than the expanded band's.
  var topInsetUncoveredByBars: CGFloat = 0 {
    didSet { if topInsetUncoveredByBars != oldValue { setNeedsLayout() } }
  }

  /// A pull-to-refresh control shown above the content; pulling past its threshold refreshes.
  public var refreshControl: RefreshControl? {
    didSet {
      oldValue?.scrollView = nil
      refreshControl?.scrollView = self
      configurationDidChange()
    }
  }

  /// Whether the content can move past its edges and spring back.
  public var bounces = true { didSet { configurationDidChange() } }
  /// Whether vertical bouncing happens even when the content is shorter than the view.
  public var alwaysBounceVertical = false { didSet { configurationDidChange() } }
  /// Whether a drag dismisses the keyboard, as UIKit's `keyboardDismissMode`: `.onDrag` and
  /// `.interactive` end editing in the window as a drag begins (TableKit's keyboard does not
  /// follow the finger down).
  public var keyboardDismissMode = KeyboardDismissMode.none
  /// Whether the content scrolls at all by touch, wheel or keys.
  public var isScrollEnabled = true
  /// Whether scroll-to-top requests are honoured.
  public var scrollsToTop = true
  /// Whether the vertical indicator shows while scrolling.
  public var showsVerticalScrollIndicator = true
  /// How quickly a fling slows down.
  public var decelerationRate: DecelerationRate = .normal { didSet { configurationDidChange() } }

  /// The object told about scrolling; a table's `delegate` takes this role for tables.
  public weak var scrollViewDelegate: (any ScrollViewDelegate)?

  /// The motion of the content along y.
  var simulation: ScrollAxisSimulation
  /// The phase after the last step, to report transitions to the delegate.
  var lastPhase: ScrollAxisSimulation.Phase = .idle
  /// An animated scroll started by code, which decides what the delegate hears while it runs
  /// and when it ends.
  enum ProgrammaticScroll {
    /// `setContentOffset(_:animated:)` (reports `scrollViewDidScroll`) or `scrollToRow`
    /// (does not, as documented); ends with `scrollViewDidEndScrollingAnimation`.
    case animation(reportsScrolling: Bool)
    /// A scroll-to-top request; ends with `scrollViewDidScrollToTop`.
    case toTop
  }

  /// The programmatic scroll running, if any.
  var programmaticScroll: ProgrammaticScroll?
  /// The indicator's fade.
  var indicatorVisibility = ScrollIndicatorVisibility()

  /// Creates a scroll view.
  public override init(frame: CGRect = .zero) {
    simulation = ScrollAxisSimulation(
      offset: 0,
      configuration: ScrollAxisSimulation.Configuration(
        offsetRange: 0...0, viewportLength: frame.height))
    super.init(frame: frame)
    clipsToBounds = true
    configurationDidChange()
  }

  // MARK: - State

  /// Whether a finger or the mouse is down on the content (it may not have moved yet).
  public var isTracking: Bool { simulation.state(at: clock.now).phase.isTracking }
  /// Whether the content is being dragged.
  public var isDragging: Bool { simulation.state(at: clock.now).phase.isDragging }
  /// Whether the content is moving on after a drag (coasting or bouncing).
  public var isDecelerating: Bool { simulation.state(at: clock.now).phase.isDecelerating }
  /// Whether the content is moving at all, by any cause.
  public var isScrollAnimating: Bool { simulation.state(at: clock.now).phase.isAnimating }

  // MARK: - Offsets

  /// The smallest content offset y at rest: the top inset above the content.
  public var minimumContentOffsetY: CGFloat { -adjustedContentInset.top }

  /// The largest content offset y at rest: the content's bottom (with the bottom inset) at the
  /// view's bottom, or the minimum when the content is shorter than the view.
  public var maximumContentOffsetY: CGFloat {
    max(minimumContentOffsetY, contentSize.height + adjustedContentInset.bottom - frame.height)
  }

  /// `y` clamped to the offsets the content can rest at.
  public func clampedContentOffsetY(_ y: CGFloat) -> CGFloat {
    min(max(y, minimumContentOffsetY), maximumContentOffsetY)
  }

  /// Moves the content to `offset`, animating over 0.3 s with ease-in-out when asked; the
  /// target is clamped to the content.
  public func setContentOffset(_ offset: CGPoint, animated: Bool) {
    scroll(toY: offset.y, animated: animated, reportsScrolling: true)
  }

  /// Scrolls to `y` (clamped), by code.
  func scroll(toY y: CGFloat, animated: Bool, reportsScrolling: Bool) {
    let target = clampedContentOffsetY(y)
    if animated {
      animationTarget = target
      programmaticScroll = .animation(reportsScrolling: reportsScrolling)
      simulation.animate(
        to: target, duration: Metrics.scrollAnimationDuration, curve: .easeInOut, at: clock.now)
      indicatorVisibility.beginScrolling(at: clock.now)
      setNeedsLayout()
    } else {
      simulation.setOffset(target, at: clock.now)
      let point = CGPoint(x: contentOffset.x, y: target)
      if applyContentOffset(point, notifies: reportsScrolling) { offsetWasSetByCode() }
    }
  }

  /// Scrolls to the top, as a tap on iOS's status bar does: only when `scrollsToTop` is true and
  /// the delegate agrees; animated, and the delegate hears `scrollViewDidScrollToTop` at the end.
  /// A host calls it for its own "top" gesture (a tap on a title bar, a key).
  /// - Returns: Whether the scroll started.
  @discardableResult
  public func requestScrollToTop() -> Bool {
    guard scrollsToTop, scrollCallbackDelegate?.scrollViewShouldScrollToTop(self) ?? true else {
      return false
    }
    scroll(toY: minimumContentOffsetY, animated: true, reportsScrolling: true)
    programmaticScroll = .toTop
    return true
  }

  /// Shows the scroll indicator briefly.
  public func flashScrollIndicators() {
    indicatorVisibility.flash(at: clock.now)
  }

  /// The delegate that receives scroll callbacks: `scrollViewDelegate`, or the table's delegate.
  open var scrollCallbackDelegate: (any ScrollViewDelegate)? { scrollViewDelegate }

  /// Sets the offset, notifying the delegate and laying out when it changed.
  /// - Returns: Whether the offset changed.
  @discardableResult
  func applyContentOffset(_ offset: CGPoint, notifies: Bool = true) -> Bool {
    guard offset != boundsOrigin, offset.x.isFinite, offset.y.isFinite else { return false }
    boundsOrigin = offset
    setNeedsLayout()
    contentOffsetDidChange()
    if notifies { scrollCallbackDelegate?.scrollViewDidScroll(self) }
    return true
  }

  /// Called after `contentOffset` changes; subclasses lay out what became visible.
  open func contentOffsetDidChange() {}

  /// Called after the table moved the offset to compensate for heights that changed above the
  /// visible rows; a running motion moves along with it.
  open func contentOffsetWasShifted(by delta: CGFloat) {
    let now = clock.now
    let state = simulation.state(at: now)
    configurationDidChange()
    if state.phase.isAnimating || state.phase.isTracking {
      simulation.shift(by: delta, at: now)
    } else {
      simulation.setOffset(boundsOrigin.y, at: now)
    }
    setNeedsLayout()
  }

  /// The display scale may differ on the new screen; the settle distance follows it.
  open override func screenDidChange() {
    configurationDidChange()
  }

  /// Called after `contentSize` or `contentInset` changes.
  open func contentSizeDidChange() {
    configurationDidChange()
    setNeedsLayout()
  }

  /// The content rect visible in the view, in content coordinates.
  public var visibleContentRect: CGRect { bounds }

  // MARK: - Motion (the simulation's steps are in ScrollView+Motion.swift)

  /// Whether scrolling, the indicator or anything else still moves, so that a host knows to
  /// draw the next frame.
  open override var needsAnimationFrame: Bool {
    let now = clock.now
    return simulation.state(at: now).phase.isAnimating || indicatorNeedsFrame(at: now)
      || refreshControl?.isRefreshing == true
  }

  /// Brings scrolling to `clock.now`, then lays out.
  open override func layoutIfNeeded() {
    advanceScrolling()
    super.layoutIfNeeded()
  }

  // MARK: - Drawing

  /// Draws the refresh control above the content and the vertical scroll indicator over it.
  open override func drawOverlay(in list: inout DrawList) {
    drawRefreshControl(in: &list)
    drawScrollIndicator(in: &list)
  }
}

/// Whether dragging a scroll view dismisses the keyboard, as UIKit's
/// `UIScrollView.KeyboardDismissMode`, with UIKit's raw values.
public enum KeyboardDismissMode: Int, Sendable {
  /// Dragging leaves the keyboard up.
  case none = 0
  /// The keyboard goes when a drag begins.
  case onDrag = 1
  /// The keyboard follows the drag on iOS; here it goes when a drag begins.
  case interactive = 2
}

extension ScrollView {
  /// UIKit's nested spelling, `UIScrollView.KeyboardDismissMode`.
  public typealias KeyboardDismissMode = TableKit.KeyboardDismissMode

  /// Ends editing in the window when a drag begins and `keyboardDismissMode` asks for it.
  func dismissKeyboardForDrag() {
    guard keyboardDismissMode != .none else { return }
    window?.endEditing(true)
  }
}
