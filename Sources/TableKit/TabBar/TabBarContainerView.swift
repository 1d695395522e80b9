import Foundation

/// A tab bar controller's view: the shown controller's view filling it, the bar over its
/// bottom. A table (or a navigation controller's content) runs under the bar with its last rows
/// inset above it; any other view ends above the bar. While a navigation controller's push
/// hides the bar (`hidesBottomBarWhenPushed`), the bar slides with the screen under it.
///
/// Keys that reach it unused: Control-Tab and Control-Shift-Tab choose the next and previous
/// tab, as tab views do on desktops.
@MainActor
final class TabBarContainerView: View, InputHandling {
  private weak var controller: TabBarController?
  private let tabBar: TabBar
  /// The part of the bar drawn while a sliding screen covers the rest, from the last layout.
  private var tabBarClip: (minX: CGFloat, maxX: CGFloat)?

  init(controller: TabBarController) {
    self.controller = controller
    tabBar = controller.tabBar
    super.init(frame: .zero)
    backgroundColor = .systemBackground
    clipsToBounds = true
    // The bar first: the content is in front for the keys; the bar is drawn last.
    addSubview(tabBar)
  }

  /// Puts the shown controller's view in, and takes the others out.
  func showSelectedView() {
    let shown = controller?.shownController?.view
    for subview in subviews where subview !== tabBar && subview !== shown {
      subview.removeFromSuperview()
    }
    if let shown, shown.superview !== self { addSubview(shown) }
    setNeedsLayout()
  }

  override func layoutSubviews() { placeViews() }

  /// A navigation controller's push or pop moves the bar every frame; laid out after the
  /// content, so that the bar follows the content's own transition in the same frame.
  override func layoutIfNeeded() {
    super.layoutIfNeeded()
    placeTabBar()
  }

  /// The bar's slide with a navigation controller's transition needs frames; the navigation
  /// controller's view asks for them.
  override var needsAnimationFrame: Bool { false }

  private func placeViews() {
    guard let controller else { return }
    if let shown = controller.shownController?.view, shown.superview !== self {
      showSelectedView()
    }
    placeTabBar()
    // A navigation controller takes the bar away itself for screens that hide it.
    let inset = Metrics.tabBarHeight
    guard let shown = controller.shownController else { return }
    let view: View = shown.view
    if shown is NavigationController {
      shown.setContainerBottomInset(inset)
      view.frame = bounds
    } else if let scrollView = view as? ScrollView {
      scrollView.barBottomInset = inset
      view.frame = bounds
    } else {
      view.frame = CGRect(
        x: bounds.minX, y: bounds.minY, width: bounds.width,
        height: max(0, bounds.height - inset))
    }
  }

  /// Places the bar at the bottom, slid and clipped as the shown navigation controller's
  /// transition says, or hidden.
  private func placeTabBar() {
    guard let controller else { return }
    var placement: BottomBarPlacement? = BottomBarPlacement(offset: 0, clip: nil)
    if let navigation = controller.shownController as? NavigationController {
      placement = navigation.bottomBarPlacement()
    }
    let height = Metrics.tabBarHeight
    tabBar.scrollEdge.isFollowed = true
    tabBar.scrollEdge.contentScrollView = BottomBarScrollEdge.contentScrollView(of: controller.shownController)
    tabBar.isHidden = placement == nil
    tabBar.frame = CGRect(
      x: bounds.minX + (placement?.offset ?? 0), y: bounds.maxY - height, width: bounds.width,
      height: height)
    tabBarClip = placement?.clip
  }

  /// The content, then the bar over it (only its uncovered part while a screen slides over).
  override func renderSubviews(into list: inout DrawList) {
    for subview in subviews where subview !== tabBar { subview.render(into: &list) }
    guard !tabBar.isHidden else { return }
    if let clip = tabBarClip {
      list.clipped(
        to: CGRect(x: clip.minX, y: tabBar.frame.minY, width: max(0, clip.maxX - clip.minX),
          height: tabBar.frame.height)
      ) { tabBar.render(into: &$0) }
    } else {
      tabBar.render(into: &list)
    }
  }

  /// The bar takes the points on it (it lies first among the subviews, under the content).
  override func hitTest(_ point: CGPoint) -> View? {
    guard !isHidden, alpha > 0.01, isUserInteractionEnabled, self.point(inside: point) else {
      return nil
    }
    if !tabBar.isHidden, tabBarClip == nil, tabBar.frame.contains(point) {
      return tabBar.hitTest(tabBar.boundsPoint(fromSuperview: point)) ?? tabBar
    }
    return super.hitTest(point)
  }

  // MARK: - Input

  /// Control-Tab and Control-Shift-Tab choose the next and previous enabled tab.
  @discardableResult
  func handle(_ event: InputEvent) -> Bool {
    guard case .key(.tab, let modifiers) = event, modifiers.contains(.control),
      let controller, let items = tabBar.items, !items.isEmpty
    else { return false }
    let step = modifiers.contains(.shift) ? -1 : 1
    let current = tabBar.selectedItem.flatMap { item in items.firstIndex { $0 === item } } ?? 0
    for distance in 1...items.count {
      let index = ((current + step * distance) % items.count + items.count) % items.count
      if items[index].isEnabled {
        controller.personChoseTab(at: index)
        break
      }
    }
    return true
  }

  /// A press on the container itself leaves the keys where they were.
  var keyTargetAfterPress: View? { nil }
}
