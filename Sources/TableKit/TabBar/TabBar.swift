import Foundation

/// Hears a tab bar's person choose a tab, as UIKit's `UITabBarDelegate`. A tab bar controller's
/// own bar tells its controller instead.
@preconcurrency @MainActor
public protocol TabBarDelegate: AnyObject {
  /// The person chose `item` (a tap, a click, the arrow keys, assistive technology).
  func tabBar(_ tabBar: TabBar, didSelect item: TabBarItem)
}

/// A bar of tabs at the bottom of the screen, as UIKit's `UITabBar` in iOS 17: each item's
/// image over its title (beside it on wide bars, as on iPad), the selected one in the tint and
/// the others gray, badges at the images' corners, on the bar material with a hairline on top.
/// Right to left, the first item is at the right.
///
/// A tap (or click) on a tab selects it and tells the delegate. After a press the bar takes the
/// keys: the left and right arrows (mirrored right to left), Home and End choose tabs, as a
/// segmented control's do.
@preconcurrency @MainActor
open class TabBar: View, InputHandling {
  /// The tabs, in order. A selected item no longer among them is deselected.
  public var items: [TabBarItem]? {
    didSet {
      for item in oldValue ?? [] where !(items ?? []).contains(where: { $0 === item }) {
        item.changeHandler = nil
      }
      for item in items ?? [] {
        item.changeHandler = { [weak self] in self?.setNeedsLayout() }
      }
      if let selected = selectedItem, !(items ?? []).contains(where: { $0 === selected }) {
        selectedItem = nil
      }
      pressedIndex = nil
      setNeedsLayout()
    }
  }

  /// Replaces the tabs, as UIKit's `setItems(_:animated:)`; TableKit shows them at once.
  public func setItems(_ items: [TabBarItem]?, animated: Bool) { self.items = items }

  /// The tab drawn selected, one of `items`, or nil.
  public var selectedItem: TabBarItem? { didSet { setNeedsLayout() } }

  /// Hears the person choose tabs.
  public weak var delegate: (any TabBarDelegate)?

  /// The color of unselected tabs; nil is iOS's gray.
  public var unselectedItemTintColor: Color?
  /// The bar's background; nil is the bar material.
  public var barTintColor: Color?
  /// Whether the bar is translucent (the bars' material, blurring what scrolls under it) or
  /// opaque (the material's flat color), as UIKit's `isTranslucent`.
  public var isTranslucent = true

  /// Called instead of the delegate when the bar belongs to a tab bar controller, with the
  /// index of the tab chosen (the controller asks its own delegate first).
  var selectionHandler: (@MainActor (Int) -> Void)?

  /// The content that runs under the bar, whose end shows the scroll-edge appearance; a tab
  /// bar controller follows the shown screen's.
  var scrollEdge = BottomBarScrollEdge()

  /// The bar's look once content runs under it (the bars' material by default), as UIKit's
  /// `standardAppearance`; the bar keeps a copy.
  public var standardAppearance: TabBarAppearance {
    get { appearances.standard }
    set { appearances.setStandard(newValue) }
  }
  /// The bar's look while the content ends above it; nil is the standard look with a clear
  /// background and no hairline, as on iOS 15. The bar keeps a copy.
  public var scrollEdgeAppearance: TabBarAppearance? {
    get { appearances.scrollEdge }
    set { appearances.scrollEdge = newValue }
  }
  private var appearances = BarAppearances<TabBarAppearance>()

  /// The backdrop drawn now: the selected item's appearances over the bar's.
  var backdrop: BarBackdrop {
    scrollEdge.backdrop(
      appearances: appearances,
      overriding: (selectedItem?.standardAppearance, selectedItem?.scrollEdgeAppearance),
      barTintColor: barTintColor)
  }

  /// How tabs look in the layout the bar uses now (stacked on a phone, inline when wide).
  var itemAppearance: TabBarItemAppearance {
    let appearance = backdrop.dominant as? TabBarAppearance ?? standardAppearance
    return laysOutInline ? appearance.inlineLayoutAppearance : appearance.stackedLayoutAppearance
  }

  /// The tab under a press, drawn dimmed until the press ends.
  var pressedIndex: Int?
  private var pressedPointer: Int?

  /// Creates a bar with no items.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    accessibilityTraits = .tabBar
  }

  /// Creates an empty bar.
  public convenience init() { self.init(frame: .zero) }

  // MARK: - Layout

  /// Whether the tabs lie image beside title, centred as on iPad in regular width, rather than
  /// image over title in equal widths (a phone, or compact width): as the horizontal size
  /// class says, else by the bar's width.
  var laysOutInline: Bool {
    switch traitCollection.horizontalSizeClass {
    case .compact: false
    case .regular: true
    default: bounds.width >= Metrics.tabBarInlineMinimumWidth
    }
  }

  /// Each item's touch area, in `items`' order, mirrored right to left.
  var itemFrames: [CGRect] {
    let items = self.items ?? []
    guard !items.isEmpty, bounds.width > 0 else { return [] }
    let height = min(bounds.height, Metrics.tabBarHeight)
    var frames: [CGRect]
    if laysOutInline {
      let widths = items.map { inlineContentWidth(of: $0) + 2 * Metrics.tabBarInlinePadding }
      // On iPad the group is centred; when it is too wide, the tabs share the width.
      let total = widths.reduce(0, +)
      if total <= bounds.width {
        var x = ((bounds.width - total) / 2).rounded()
        frames = widths.map { width in
          defer { x += width }
          return CGRect(x: x, y: 0, width: width, height: height)
        }
      } else {
        frames = equalFrames(count: items.count, height: height)
      }
    } else {
      frames = equalFrames(count: items.count, height: height)
    }
    if isRightToLeft {
      frames = frames.map {
        CGRect(x: bounds.width - $0.maxX, y: $0.minY, width: $0.width, height: $0.height)
      }
    }
    return frames
  }

  private func equalFrames(count: Int, height: CGFloat) -> [CGRect] {
    let width = bounds.width / CGFloat(count)
    return (0..<count).map { index in
      let minX = screen.roundToPixel(CGFloat(index) * width)
      let maxX = screen.roundToPixel(CGFloat(index + 1) * width)
      return CGRect(x: minX, y: 0, width: maxX - minX, height: height)
    }
  }

  /// The width of an item's image and title side by side (the title in the font of tabs at
  /// rest, so that choosing a tab moves none).
  func inlineContentWidth(of item: TabBarItem) -> CGFloat {
    let font = itemAppearance.normal.titleTextAttributes.font ?? Metrics.tabBarInlineTitleFont
    let title = item.title.map { screen.textMeasurer.size(of: $0, font: font).width }
    let image: CGFloat = item.image(selected: false) == nil ? 0 : Metrics.tabBarInlineImageSize.width
    let gap = (title ?? 0) > 0 && image > 0 ? Metrics.tabBarInlineSpacing : 0
    return image + gap + (title ?? 0)
  }

  /// The index of the tab at `point`, or nil.
  func itemIndex(at point: CGPoint) -> Int? {
    itemFrames.firstIndex { $0.contains(point) }
  }

  /// The bar's height for the bottom safe area a window gives (none on a desktop).
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: Metrics.tabBarHeight)
  }

  // MARK: - Choosing

  /// Chooses the tab at `index` as the person does: tells the controller (which may refuse)
  /// or the delegate. Disabled tabs are not chosen.
  /// - Returns: Whether a tab was chosen.
  @discardableResult
  func choose(at index: Int) -> Bool {
    guard let items, items.indices.contains(index), items[index].isEnabled else { return false }
    if let selectionHandler {
      selectionHandler(index)
    } else {
      selectedItem = items[index]
      delegate?.tabBar(self, didSelect: items[index])
    }
    return true
  }

  // MARK: - Input

  /// Takes a tap or click on a tab and the arrow keys after one; see the type's description.
  @discardableResult
  public func handle(_ event: InputEvent) -> Bool {
    switch event {
    case .pointerDown(let id, let location, _):
      guard pressedPointer == nil else { return true }
      pressedPointer = id
      pressedIndex = itemIndex(at: location).flatMap { items?[$0].isEnabled == true ? $0 : nil }
    case .pointerMoved(let id, let location, _):
      guard id == pressedPointer, pressedIndex != nil else { return true }
      // The tab stays pressed while the pointer stays near the bar, as on iOS.
      if !bounds.insetBy(dx: 0, dy: -Metrics.controlTrackingSlop).contains(location) {
        pressedIndex = nil
      }
    case .pointerUp(let id, let location, _):
      guard id == pressedPointer else { return true }
      let pressed = pressedIndex
      pressedPointer = nil
      pressedIndex = nil
      if let pressed, bounds.insetBy(dx: 0, dy: -Metrics.controlTrackingSlop).contains(location) {
        choose(at: pressed)
      }
    case .pointerCancelled(let id):
      guard id == pressedPointer else { return true }
      pressedPointer = nil
      pressedIndex = nil
    case .key(let key, let modifiers):
      return handleKey(key, modifiers: modifiers)
    case .secondaryClick, .wheel, .text, .composition:
      return false
    }
    return true
  }

  /// The arrows move the choice to the next enabled tab (in the drawn order, so mirrored
  /// right to left); Home and End go to the first and last.
  private func handleKey(_ key: Key, modifiers: KeyModifiers) -> Bool {
    guard modifiers.isEmpty, let items, !items.isEmpty else { return false }
    let current = selectedItem.flatMap { item in items.firstIndex { $0 === item } }
    let forward = isRightToLeft ? Key.left : Key.right
    let backward = isRightToLeft ? Key.right : Key.left
    let candidates: [Int]
    switch key {
    case forward: candidates = Array(((current ?? -1) + 1)..<items.count)
    case backward: candidates = Array((0..<(current ?? items.count)).reversed())
    case .home: candidates = Array(items.indices)
    case .end: candidates = Array(items.indices.reversed())
    default: return false
    }
    if let next = candidates.first(where: { items[$0].isEnabled }), next != current {
      choose(at: next)
    }
    return true
  }

  // MARK: - Drawing

  /// Draws the background, the hairline and the tabs.
  open override func draw(in list: inout DrawList) {
    drawTabBar(in: &list)
  }
}
