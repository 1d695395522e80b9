import Foundation

/// A navigation controller's toolbar: the bar, whether it is hidden, and its slide in or out.
@MainActor
struct NavigationToolbarState {
  /// The bar, made with the controller.
  let toolbar = Toolbar()
  /// Whether it is hidden (UIKit's default: hidden).
  var isHidden = true
  /// The bar showing or hiding: its visibility from, to, and when that started.
  var change: (from: CGFloat, to: CGFloat, start: TimeInterval)?
  /// The index of the lowest controller on the stack that hides the bottom bars, for the
  /// stack it was found on (its depth and top): layout asks several times a frame, and a
  /// scan of a deep stack each time would make pushes cost more the deeper they go.
  /// The controller under the top is kept too, so that a push or a pop of one controller
  /// carries the answer over without a scan.
  var lowestHiding: (depth: Int, top: ObjectIdentifier?, belowTop: ObjectIdentifier?, index: Int?)?
}

extension NavigationController {
  /// The toolbar at the bottom, as UIKit's `toolbar`: it shows the top controller's
  /// `toolbarItems` while `isToolbarHidden` is false.
  public var toolbar: Toolbar! { toolbarState.toolbar }

  /// Whether the toolbar is hidden (true by default, as UIKit's); setting it hides or shows it
  /// without animation.
  public var isToolbarHidden: Bool {
    get { toolbarState.isHidden }
    set { setToolbarHidden(newValue, animated: false) }
  }

  /// Hides or shows the toolbar; animated, it slides down out of sight or up into it on the
  /// window's clock, and the content's bottom inset follows.
  public func setToolbarHidden(_ hidden: Bool, animated: Bool) {
    let now = clock.now
    let current = toolbarVisibility(at: now)
    toolbarState.isHidden = hidden
    let target: CGFloat = hidden ? 0 : 1
    if animated, isAppearingOrAppeared, current != target {
      toolbarState.change = (current, target, now)
    } else {
      toolbarState.change = nil
    }
    viewIfLoaded?.setNeedsLayout()
  }

  /// How far the toolbar is shown at `time`: 0 hidden, 1 shown. A finished slide is forgotten.
  func toolbarVisibility(at time: TimeInterval) -> CGFloat {
    let target: CGFloat = toolbarState.isHidden ? 0 : 1
    guard let change = toolbarState.change else { return target }
    let linear = (time - change.start) / Metrics.bottomBarHideDuration
    guard linear < 1 else {
      toolbarState.change = nil
      return target
    }
    let eased = CGFloat(TimingCurve.easeInOut.value(at: linear))
    return change.from + (change.to - change.from) * eased
  }

  /// Whether the toolbar is sliding in or out.
  var isSlidingToolbar: Bool { toolbarState.change != nil }

  // MARK: - Bottom bars

  /// Whether the bottom bars (the tab bar around this controller, the toolbar) hide for
  /// `controller`: it, or a controller below it on the stack, hides them when pushed.
  ///
  /// Read when the stack changes: as UIKit says, set `hidesBottomBarWhenPushed` before the
  /// push.
  func hidesBottomBars(for controller: ViewController) -> Bool {
    let lowest = lowestHidingIndex()
    let depth = stack.count
    // The controllers asked about are the top ones, found from the top in constant time.
    let index: Int? =
      controller === stack.last
      ? depth - 1
      : depth >= 2 && controller === stack[depth - 2]
        ? depth - 2 : stack.lastIndex(where: { $0 === controller })
    if let index { return lowest.map { $0 <= index } ?? false }
    // A controller being popped sat on top of the stack it left.
    return controller.hidesBottomBarWhenPushed || lowest != nil
  }

  /// The index of the lowest controller on the stack that hides the bottom bars: found by a
  /// scan once, then carried over a push or a pop of one controller (the stack below is the
  /// same), so that pushes and pops cost the same at any depth.
  private func lowestHidingIndex() -> Int? {
    let count = stack.count
    let top = stack.last.map(ObjectIdentifier.init)
    let index: Int?
    if let known = toolbarState.lowestHiding, known.depth == count, known.top == top {
      return known.index
    } else if let known = toolbarState.lowestHiding, count >= 2, known.depth == count - 1,
      known.top == ObjectIdentifier(stack[count - 2])
    {
      // One pushed on the stack the answer was found for.
      index = known.index ?? (stack[count - 1].hidesBottomBarWhenPushed ? count - 1 : nil)
    } else if let known = toolbarState.lowestHiding, known.depth == count + 1, top != nil,
      known.belowTop == top
    {
      // The top popped off it.
      index = known.index.flatMap { $0 < count ? $0 : nil }
    } else {
      index = stack.firstIndex { $0.hidesBottomBarWhenPushed }
    }
    // Checked against a scan where that is cheap: shallow stacks, in debug builds.
    assert(
      count > 64 || index == stack.firstIndex { $0.hidesBottomBarWhenPushed },
      "the carried-over lowest hiding index disagrees with a scan")
    let belowTop = count >= 2 ? ObjectIdentifier(stack[count - 2]) : nil
    toolbarState.lowestHiding = (count, top, belowTop, index)
    return index
  }

  /// How much of the bottom of `controller`'s view the bars cover: the toolbar's shown part and
  /// the container's bars (a tab bar), unless the controller hides them.
  func bottomBarsInset(for controller: ViewController) -> CGFloat {
    guard !hidesBottomBars(for: controller) else { return 0 }
    return Metrics.toolbarHeight * toolbarVisibility(at: clock.now) + bars.containerBottomInset
  }

  /// Where the bottom bars go now: with the view that shows them during a push or pop (they
  /// slide away with the covered screen when the pushed one hides them, and in with the
  /// revealed screen on the way back), else in place; nil when hidden.
  func bottomBarPlacement() -> BottomBarPlacement? {
    let width = viewIfLoaded?.bounds.width ?? 0
    guard let running = transition else {
      guard let top = topViewController, !hidesBottomBars(for: top) else {
        return topViewController == nil ? BottomBarPlacement(offset: 0, clip: nil) : nil
      }
      return BottomBarPlacement(offset: 0, clip: nil)
    }
    let lowerShows = !hidesBottomBars(for: running.lower)
    let upperShows = !hidesBottomBars(for: running.upper)
    let isRightToLeft = viewIfLoaded?.isRightToLeft ?? false
    let crossFades = viewIfLoaded?.screen.accessibility.isReduceMotionEnabled ?? false
    let coverage = running.coverage(at: clock.now)
    let slide = NavigationSlide(
      coverage: coverage, width: width, isRightToLeft: isRightToLeft, crossFades: crossFades)
    switch (lowerShows, upperShows) {
    case (true, true): return BottomBarPlacement(offset: 0, clip: nil)
    case (false, false): return nil
    case (true, false):
      // On the covered screen, under the sliding one: only what it leaves uncovered shows.
      if crossFades { return coverage < 0.5 ? BottomBarPlacement(offset: 0, clip: nil) : nil }
      let upperMin = slide.upperOffset
      let clip =
        upperMin >= 0
        ? (minX: 0, maxX: upperMin) : (minX: upperMin + width, maxX: width)
      return BottomBarPlacement(offset: slide.lowerOffset, clip: clip)
    case (false, true):
      if crossFades { return coverage >= 0.5 ? BottomBarPlacement(offset: 0, clip: nil) : nil }
      return BottomBarPlacement(offset: slide.upperOffset, clip: nil)
    }
  }

  /// Places the toolbar at the bottom of `bounds` (above the container's bars), showing the
  /// items of the controller arriving on top, and keeps it in front.
  func layoutToolbar(in container: View, bounds: CGRect) {
    let toolbar = toolbarState.toolbar
    if toolbar.superview !== container { container.addSubview(toolbar) }
    let arriving = transition.map { $0.completes ? $0.upper : $0.lower } ?? topViewController
    let items = arriving?.toolbarItems
    if !Self.sameItems(items, toolbar.items) { toolbar.setItems(items, animated: transition != nil) }
    toolbar.scrollEdge.isFollowed = true
    toolbar.scrollEdge.contentScrollView = arriving.flatMap(Self.mainScrollView(of:))
    let visibility = toolbarVisibility(at: clock.now)
    let placement = bottomBarPlacement()
    // Partly covered by a screen sliding over it, it leaves with the screen under it.
    toolbar.isHidden = visibility <= 0 || placement == nil || placement?.clip != nil
    let height = Metrics.toolbarHeight
    let bottom = bounds.maxY - bars.containerBottomInset
    toolbar.frame = CGRect(
      x: bounds.minX + (placement?.offset ?? 0), y: bottom - height * visibility,
      width: bounds.width, height: height)
    container.bringSubviewToFront(toolbar)
  }

  private static func sameItems(_ a: [BarButtonItem]?, _ b: [BarButtonItem]?) -> Bool {
    let a = a ?? []
    let b = b ?? []
    return a.count == b.count && zip(a, b).allSatisfy { $0 === $1 }
  }
}

/// Where bars at the bottom of a container go while its content slides: moved sideways by
/// `offset`, and drawn only between `clip`'s x coordinates when part of them is covered.
struct BottomBarPlacement: Equatable {
  /// The horizontal offset from their resting place.
  var offset: CGFloat
  /// The part left uncovered by a screen sliding over them, in the container's coordinates;
  /// nil for all of them.
  var clip: (minX: CGFloat, maxX: CGFloat)?

  static func == (a: BottomBarPlacement, b: BottomBarPlacement) -> Bool {
    a.offset == b.offset && a.clip?.minX == b.clip?.minX && a.clip?.maxX == b.clip?.maxX
  }
}
