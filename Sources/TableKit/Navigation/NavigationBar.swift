import Foundation

/// The bar at the top of a navigation controller, as UIKit's `UINavigationBar`: the top item's
/// centred title, its back button (a chevron and the previous item's title) and bar buttons in
/// the tint color, a hairline below, and optionally a large title in a band under it that
/// collapses as the content scrolls up.
///
/// During a push or pop the navigation controller hands the bar both items and how far the
/// transition has come; the bar cross-fades them, moving the old title towards the back button
/// (on a push) as iOS does.
@preconcurrency @MainActor
public final class NavigationBar: View {
  /// One item as the bar shows it: the item, the one below it (for the back button), and its
  /// large title's state.
  struct Page {
    /// The item shown.
    var item: NavigationItem
    /// The item below it on the stack, whose title the back button shows; nil for none.
    var backItem: NavigationItem?
    /// Whether the item shows a large title.
    var showsLargeTitle: Bool
    /// How tall the large title's band is now: 52 expanded, 0 collapsed, more while the
    /// content is pulled down.
    var largeTitleBand: CGFloat
    /// How far the large title is moved sideways, with its view during a push or pop.
    var largeTitleOffset: CGFloat = 0
    /// How tall the search bar's band under the large title is now: 52 shown, 0 hidden (or
    /// without a `searchController`).
    var searchBand: CGFloat = 0
    /// How tall the title row (title and buttons) is now: 44, less while an active search
    /// slides it away; its contents move up and fade with it.
    var titleRowHeight = Metrics.navigationBarHeight

    /// How tall the bar is for this page alone: its title row and its open bands.
    var height: CGFloat { titleRowHeight + largeTitleBand + searchBand }

    /// How far the content has scrolled under a small-title bar, from 0 (resting at its top
    /// edge) to 1 (`Metrics.largeTitleFadeDistance` or more): iOS 15's scroll-edge look, where
    /// every navigation bar is clear over content at its top. 1 for content that does not
    /// scroll, which lies below the bar.
    var contentUnderBar: CGFloat = 1

    /// How far the bar has collapsed for this page: 0 while its large title band is open, 1
    /// once it has (nearly) closed or without a large title. The small title fades in with it.
    var collapse: CGFloat {
      guard showsLargeTitle else { return 1 }
      return min(1, max(0, 1 - largeTitleBand / Metrics.largeTitleFadeDistance))
    }

    /// How much of the bar's background and hairline show for this page: as the large title
    /// collapses, or as content scrolls under a small title.
    var backgroundAlpha: CGFloat { showsLargeTitle ? collapse : contentUnderBar }
  }

  /// What the bar shows: the upper page over the lower one, `coverage` of the way from the
  /// lower (0) to the upper (1).
  struct Pages {
    /// The page being left or returned to during a transition; nil otherwise.
    var lower: Page?
    /// The page on top.
    var upper: Page?
    /// How far the upper page has replaced the lower.
    var coverage: CGFloat
    /// Whether the pages cross-fade with their titles in place (Reduce Motion) instead of
    /// moving them between the title and back button places.
    var crossFades = false
  }

  /// Whether titles show large (34-point bold, leading) under the bar until the content
  /// scrolls under it.
  public var prefersLargeTitles = false {
    didSet { setNeedsLayout() }
  }

  /// The bar's background before iOS 13's appearances: a flat color in place of the material,
  /// kept at the content's scroll edge (as a tab bar's); nil is the material. Styles the
  /// default appearance only: a `standardAppearance` set replaces it.
  public var barTintColor: Color?
  /// Whether the bar's material is translucent (blurring what scrolls under it) or its flat,
  /// opaque color, as UIKit's `isTranslucent`.
  public var isTranslucent = true
  /// The small title's attributes before iOS 13's appearances (`.foregroundColor`, `.font`);
  /// they style the default appearance only.
  public var titleTextAttributes: [NSAttributedString.Key: Any]?
  /// The large title's attributes before iOS 13's appearances; they style the default
  /// appearance only.
  public var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
  /// The appearances assigned (`NavigationBar+Appearance.swift`).
  var appearances = BarAppearances<NavigationBarAppearance>()

  /// The items of the navigation stack, bottom to top; the navigation controller sets them.
  public internal(set) var items: [NavigationItem] = []

  /// The top item.
  public var topItem: NavigationItem? { items.last }
  /// The item below the top one (whose title the back button shows).
  public var backItem: NavigationItem? { items.count > 1 ? items[items.count - 2] : nil }

  /// What the navigation controller shows on the bar (both items of a transition, the large
  /// title's band); nil shows `topItem` with its large title expanded.
  var pages: Pages?

  /// What a tap on the back button does; the navigation controller pops.
  var backAction: (() -> Void)?

  /// The button a pointer pressed, and whether the pointer is still over it.
  var pressed: (pointer: Int, target: NavigationBarLayout.Target, isInside: Bool)?
  /// A press on an item that may open its menu by being held (`NavigationBar+Menus.swift`).
  var menuPress = MenuPress()

  /// Creates a bar.
  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
    backgroundColor = Metrics.navigationBarBackground
  }

  /// The bar's height: 44 points, the large title's band when it shows, and the search bar's.
  public override func sizeThatFits(_ size: CGSize) -> CGSize {
    guard let page = shownPages.upper else {
      return CGSize(width: size.width, height: Metrics.navigationBarHeight)
    }
    let band = (page.showsLargeTitle ? page.largeTitleBand : 0) + page.searchBand
    return CGSize(width: size.width, height: page.titleRowHeight + band)
  }

  /// Whether `item` (at `index` of `stack`) shows a large title: never unless the bar prefers
  /// large titles; then as its `largeTitleDisplayMode` says, `.automatic` following the item
  /// below it (and the bottom item showing one).
  func showsLargeTitle(at index: Int, in stack: [NavigationItem]) -> Bool {
    guard stack.indices.contains(index) else { return prefersLargeTitles }
    return showsLargeTitle(of: stack[index], over: stack[..<index])
  }

  /// Whether `item`, placed over `lower` (the items below it), shows a large title, as
  /// `showsLargeTitle(at:in:)` says.
  func showsLargeTitle(of item: NavigationItem, over lower: ArraySlice<NavigationItem>) -> Bool {
    guard prefersLargeTitles else { return false }
    switch item.largeTitleDisplayMode {
    case .always: return true
    case .never: return false
    case .automatic: break
    }
    for below in lower.reversed() {
      switch below.largeTitleDisplayMode {
      case .always: return true
      case .never: return false
      case .automatic: continue
      }
    }
    return true
  }

  /// The pages shown now: the navigation controller's, else the top item on its own.
  var shownPages: Pages {
    if let pages { return pages }
    guard let topItem else { return Pages(lower: nil, upper: nil, coverage: 1) }
    let large = showsLargeTitle(at: items.count - 1, in: items)
    return Pages(
      lower: nil,
      upper: Page(
        item: topItem, backItem: backItem, showsLargeTitle: large,
        largeTitleBand: large ? Metrics.largeTitleBandHeight(for: traitCollection) : 0,
        searchBand: topItem.searchController == nil ? 0 : Metrics.navigationSearchBarHeight),
      coverage: 1)
  }

  /// The layout of `page` on this bar.
  func layout(of page: Page) -> NavigationBarLayout {
    NavigationBarLayout(
      item: page.item, backItem: page.backItem, width: frame.width, isRightToLeft: isRightToLeft,
      showsLargeTitle: page.showsLargeTitle, measurer: screen.textMeasurer,
      traits: traitCollection, fonts: fonts(for: page))
  }

  /// Whether `target` is pressed with the pointer over it (drawn dimmed).
  func isHighlighted(_ target: NavigationBarLayout.Target) -> Bool {
    guard let pressed, pressed.isInside else { return false }
    return pressed.target.isSame(as: target)
  }

  // MARK: - Drawing

  /// Draws the background, as opaque as the large title's collapse allows, and the hairline.
  public override func drawBackground(in list: inout DrawList) { drawBarBackground(in: &list) }

  /// Draws the items: during a transition both, cross-fading.
  public override func draw(in list: inout DrawList) { drawPages(in: &list) }

  // MARK: - Input

  /// Handles a pointer on the bar (locations in the bar's coordinates): pressing a button
  /// dims it; lifting over it taps it (the back button goes back, a bar button runs its
  /// primary action unless disabled, or opens its menu when it has no action; holding one with
  /// both opens the menu). The navigation container sends the bar its pointers.
  /// - Returns: Whether the bar used the event: every pointer on it, so none reaches what lies
  ///   under the bar.
  @discardableResult
  func handlePointer(_ event: InputEvent) -> Bool {
    if menuPress.forward(event, from: self) { return true }
    menuPress.follow(event)
    switch event {
    case .pointerDown(let id, let location, _):
      guard pressed == nil else { return true }
      // Buttons take presses only with their row in place (not slid away by a search).
      guard let page = shownPages.upper, shownPages.lower == nil,
        page.titleRowHeight >= Metrics.navigationBarHeight,
        let button = layout(of: page).button(at: location)
      else { return true }
      if case .item(let item) = button.target, !item.isEnabled { return true }
      pressed = (id, button.target, true)
      if case .item(let item) = button.target, item.longPressOpensMenu,
        let now = window?.clock.now
      {
        menuPress.begin(pointer: id, at: location, time: now)
      }
    case .pointerMoved(let id, let location, _):
      guard let current = pressed, current.pointer == id else { return true }
      pressed?.isInside = isOver(current.target, at: location)
    case .pointerUp(let id, let location, _):
      guard let current = pressed, current.pointer == id else { return true }
      pressed = nil
      guard isOver(current.target, at: location) else { return true }
      switch current.target {
      case .back: backAction?()
      case .item(let item): item.tap(on: self) { [weak self] in self?.frame(of: item) }
      }
    case .pointerCancelled(let id):
      if pressed?.pointer == id { pressed = nil }
    case .secondaryClick, .wheel, .key, .text, .composition:
      return false
    }
    return true
  }

  /// Whether `location` is over `target`'s touch area, grown by a slop as a button's is while
  /// it is held (a finger that wanders a little still taps).
  private func isOver(_ target: NavigationBarLayout.Target, at location: CGPoint) -> Bool {
    guard let page = shownPages.upper,
      let button = layout(of: page).buttons.first(where: { $0.target.isSame(as: target) })
    else { return false }
    let slop = Metrics.interactivePopSlop * 2
    return button.hitFrame.insetBy(dx: -slop, dy: -slop).contains(location)
  }

  /// Whether a press is being held that may open an item's menu.
  public override var needsAnimationFrame: Bool { menuPress.pending != nil }

  /// Opens the menu of an item held long enough (`NavigationBar+Menus.swift`), then lays out.
  public override func layoutIfNeeded() {
    openMenuOfHeldItem()
    super.layoutIfNeeded()
  }

  /// Forgets a pressed button (the controller started a transition under it).
  func cancelPress() {
    pressed = nil
    menuPress.cancel()
  }
}
