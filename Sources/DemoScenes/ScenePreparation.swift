import TableKit

extension DemoScene {
  /// Builds the scene at `size` on `screen`, laid out and scrolled to `offset`, for a headless
  /// picture: every scroll view in the tree reads `clock`, so nothing moves unless the caller
  /// advances it.
  /// - Parameters:
  ///   - size: The view's size in points.
  ///   - screen: The host's screen (scale, text measurer, image provider).
  ///   - offset: The content offset y of the scene's main scroll view (see `mainScrollView`).
  ///   - appearance: Standard or kiosk sizes.
  ///   - traits: Traits the scene's root view sets for everything in it (dark mode, a text size).
  ///   - clock: The clock given to every scroll view.
  /// - Returns: The laid-out root view.
  @MainActor
  public func makePreparedView(
    size: CGSize, screen: Screen, offset: CGFloat = 0, appearance: SceneAppearance = .standard,
    traits: TraitCollection = TraitCollection(), clock: ManualClock = ManualClock()
  ) -> View {
    let view = makeView(frame: CGRect(origin: .zero, size: size), appearance: appearance)
    view.traitOverrides = traits
    view.screen = screen
    view.forEachScrollView { $0.clock = clock }
    view.layoutIfNeeded()
    if offset != 0, let scrollView = view.mainScrollView {
      scrollView.contentOffset = CGPoint(x: 0, y: scrollView.clampedContentOffsetY(offset))
      view.layoutIfNeeded()
    }
    return view
  }
}

extension View {
  /// Calls `body` for every scroll view in this subtree, depth first.
  @MainActor
  public func forEachScrollView(_ body: (ScrollView) -> Void) {
    if let scrollView = self as? ScrollView { body(scrollView) }
    for subview in subviews { subview.forEachScrollView(body) }
  }

  /// The scroll view a scene's scrolling options refer to: this view when it scrolls, else the
  /// last scroll view among its subviews (a window's content comes after its sidebar).
  @MainActor
  public var mainScrollView: ScrollView? {
    if let scrollView = self as? ScrollView { return scrollView }
    for subview in subviews.reversed() {
      if let found = subview.mainScrollView { return found }
    }
    return nil
  }
}
