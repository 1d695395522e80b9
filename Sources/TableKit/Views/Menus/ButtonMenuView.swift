import Foundation

/// A button's or a bar button item's open menu (see `Button+Menu.swift` and
/// `BarButtonItem+Menu.swift`): a panel drawn as a context menu's, under what opened it or above
/// it, over the whole window. A submenu row opens the submenu's own panel over it, its header on
/// the row, the panels below dimmed, as iOS 17 expands a submenu; the header (or a press on a
/// panel below) closes it again. The menu grows from what opened it and fades and shrinks away
/// when it closes, on the window's clock (`MenuTransition`); once closing it takes no input and
/// leaves the window when faded out. Input is in `ButtonMenuView+Input.swift`.
@preconcurrency @MainActor
final class ButtonMenuView: View {
  /// The root menu.
  let menu: Menu
  /// The open panels and the pointer choosing in them.
  var panels: MenuPanels
  /// Where the menu hangs from, in this view's coordinates.
  private let anchor: @MainActor (ButtonMenuView) -> CGRect
  /// Whether the menu opens over its anchor, as a pop-up button's does, rather than under it.
  private var opensOverAnchor = false
  /// Runs a chosen action, as its button or bar button item performs it.
  private let choose: @MainActor (Action) -> Void
  /// Tells what opened the menu that it closed.
  private let didClose: @MainActor (ButtonMenuView) -> Void
  /// How far the menu has opened, or how far it has faded away once closed.
  private(set) var transition = MenuTransition.open
  /// The pointer choosing an item: one that went down on the top panel, or the finger whose
  /// long press opened the menu.
  var trackedPointer: Int? {
    get { panels.trackedPointer }
    set { panels.trackedPointer = newValue }
  }

  /// Opens `menu` over `source`'s window, hanging from `anchor`, as a tap or a long press on a
  /// button or a bar button item does.
  /// - Parameters:
  ///   - menu: The menu.
  ///   - source: The view that opens it: its window holds the menu, its look (dark or light)
  ///     and direction are the menu's.
  ///   - anchor: What the menu hangs from, in the menu view's coordinates (the window's).
  ///   - report: Where a menu that cannot open is reported.
  ///   - choose: Runs a chosen action.
  ///   - didClose: Called as the menu closes (it fades out after).
  ///   - popsUp: Whether it is a pop-up button's menu, which opens over the button
  ///     (`ContextMenuLayout.Anchor.popUp`).
  /// - Returns: The open menu, or nil for a menu with nothing to show or a source outside a
  ///   window (both reported).
  static func present(
    _ menu: Menu, from source: View, anchor: @escaping @MainActor (ButtonMenuView) -> CGRect,
    report: (String) -> Void, choose: @escaping @MainActor (Action) -> Void,
    didClose: @escaping @MainActor (ButtonMenuView) -> Void, noun: String, popsUp: Bool = false
  ) -> ButtonMenuView? {
    guard let panels = MenuPanels(root: menu) else {
      report(
        "the \(noun)'s menu has no visible actions (\(menu.children.count) children, none "
          + "shown); it does not open")
      return nil
    }
    guard let window = source.window else {
      report("a \(noun)'s menu opens only in a window; this \(noun) is in none")
      return nil
    }
    window.openButtonMenu?.close()
    let view = ButtonMenuView(
      panels: panels, anchor: anchor, choose: choose, didClose: didClose)
    // The menu takes the look (dark or light) and direction of what opened it.
    view.overrideUserInterfaceStyle = source.traitCollection.userInterfaceStyle
    view.semanticContentAttribute = source.isRightToLeft ? .forceRightToLeft : .forceLeftToRight
    view.opensOverAnchor = popsUp
    view.transition = .opening(at: window.clock.now)
    window.addSubview(view)
    view.frame = window.bounds
    return view
  }

  private init(
    panels: MenuPanels, anchor: @escaping @MainActor (ButtonMenuView) -> CGRect,
    choose: @escaping @MainActor (Action) -> Void,
    didClose: @escaping @MainActor (ButtonMenuView) -> Void
  ) {
    menu = panels.root
    self.panels = panels
    self.anchor = anchor
    self.choose = choose
    self.didClose = didClose
    super.init(frame: .zero)
  }

  /// The root menu's title; empty for none.
  var title: String { menu.title }

  /// The open panels, the root first; the last takes the input.
  var levels: [MenuPanels.Level] { panels.levels }

  /// The top panel's highlighted item.
  var highlightedItem: Int? {
    get { panels.highlightedItem }
    set { panels.highlightedItem = newValue }
  }

  /// Each open panel's layout in this view's coordinates, the root's first.
  var layouts: [ContextMenuLayout] {
    panels.layouts(
      anchor: layoutAnchor, bounds: bounds, isRightToLeft: isRightToLeft,
      images: screen.imageProvider)
  }

  /// Each open panel's layout where it shows now, growing in or expanding: where pointers
  /// land on it.
  var drawnLayouts: [ContextMenuLayout] {
    let layouts = layouts
    return panels.drawnLayouts(
      layouts, rootTransition: transition, rootOrigin: growthOrigin(of: layouts), at: now)
  }

  /// The point the menu grows from and shrinks back to: its edge next to what opened it.
  private func growthOrigin(of layouts: [ContextMenuLayout]) -> CGPoint {
    MenuTransition.growthOrigin(of: layouts[0].panelFrame, from: layoutAnchor)
  }

  /// What the menu opens next to, as the layout takes it.
  private var layoutAnchor: ContextMenuLayout.Anchor {
    opensOverAnchor ? .popUp(anchor(self)) : .control(anchor(self))
  }

  /// The top panel's layout, in this view's coordinates.
  var layout: ContextMenuLayout { layouts[layouts.count - 1] }

  /// The window's time, which the menu's animations follow.
  private var now: TimeInterval { window?.clock.now ?? 0 }

  /// Whether the menu has closed and is fading away (it takes no input then).
  var isClosing: Bool { transition.isClosing }

  /// Covers the window, whatever its size now; opens a submenu a finger has rested on; leaves
  /// the window once faded out after closing.
  override func layoutIfNeeded() {
    if transition.isGone(at: now) {
      removeFromSuperview()
      return
    }
    if !isClosing { _ = panels.advance(to: now) }
    if let superview, frame != superview.bounds { frame = superview.bounds }
    super.layoutIfNeeded()
  }

  /// Whether the menu is opening, closing or expanding a submenu.
  override var needsAnimationFrame: Bool {
    guard window != nil else { return false }
    let now = now
    return transition.isMoving(at: now) || panels.isMoving(at: now)
  }

  /// Draws each panel over the one below it, the lower ones dimmed, the whole growing from
  /// what opened the menu as it opens and shrinking back as it closes.
  override func draw(in list: inout DrawList) {
    let layouts = layouts
    let origin = growthOrigin(of: layouts)
    let now = now
    transition.draw(in: &list, at: now, growingFrom: origin) { list in
      panels.draw(
        layouts, at: now, in: &list, textMeasurer: screen.textMeasurer,
        reducesTransparency: reducesTransparency)
    }
  }

  /// Every point of the window while open: outside the panels a press closes the menu. None
  /// once closing: what is under the fading menu takes the pointer.
  override func hitTest(_ point: CGPoint) -> View? {
    isHidden || isClosing || !bounds.contains(point) ? nil : self
  }

  /// Closes the menu, every panel of it: it takes no more input and fades away.
  func close() {
    guard superview != nil, !isClosing else { return }
    transition.close(at: now)
    trackedPointer = nil
    didClose(self)
    if transition.isGone(at: now) { removeFromSuperview() }
  }

  /// Whether the top panel's row `index` can be chosen: an enabled action, a submenu, or an
  /// open submenu's header.
  func isEnabled(item index: Int) -> Bool { panels.isEnabled(item: index) }

  /// Does what the top panel's row `index` does: an action closes the menu and runs (a
  /// `.singleSelection` menu marking it chosen first), a submenu opens, a header closes its
  /// submenu.
  func activate(item index: Int) {
    guard !isClosing, case .chose(let action) = panels.activate(item: index, at: now) else {
      return
    }
    close()
    choose(action)
  }

  /// Closes the top submenu, back to the panel it opened from; nothing at the root.
  func closeSubmenu() { panels.closeSubmenu() }
}

extension Window {
  /// The button or bar button item menu open over everything, if any.
  /// One closing, fading away, is not.
  var openButtonMenu: ButtonMenuView? {
    guard let menu = subviews.last as? ButtonMenuView, !menu.isClosing else { return nil }
    return menu
  }
}
