import Foundation

/// A button's or a bar button item's open menu (see `Button+Menu.swift` and
/// `BarButtonItem+Menu.swift`): a panel drawn as a context menu's, under what opened it or above
/// it, over the whole window. A submenu row opens the submenu's own panel over it, its header on
/// the row, the panels below dimmed, as iOS 17 expands a submenu; the header (or a press on a
/// panel below) closes it again. Input is in `ButtonMenuView+Input.swift`.
@preconcurrency @MainActor
final class ButtonMenuView: View {
  /// One open panel: the root menu, or a submenu opened from a row of the panel below.
  struct Level {
    /// The menu the panel shows.
    let menu: Menu
    /// Its visible elements in their groups, as drawn.
    let groups: [[MenuElement]]
    /// For a submenu, the index of its row in the panel below; nil for the root.
    let parentItem: Int?
    /// The item under the finger or chosen with the arrow keys, by its index across all rows.
    var highlightedItem: Int?

    /// What each row holds, top to bottom: nil for an open submenu's header.
    var elements: [MenuElement?] {
      (parentItem == nil ? [] : [nil]) + groups.flatMap { $0.map(Optional.some) }
    }
  }

  /// The root menu.
  let menu: Menu
  /// The open panels, the root first; the last takes the input.
  private(set) var levels: [Level]
  /// Where the menu hangs from, in this view's coordinates.
  private let anchor: @MainActor (ButtonMenuView) -> CGRect
  /// Runs a chosen action, as its button or bar button item performs it.
  private let choose: @MainActor (Action) -> Void
  /// Tells what opened the menu that it closed.
  private let didClose: @MainActor (ButtonMenuView) -> Void
  /// The pointer choosing an item: one that went down on the top panel, or the finger whose
  /// long press opened the menu.
  var trackedPointer: Int?

  /// Opens `menu` over `source`'s window, hanging from `anchor`, as a tap or a long press on a
  /// button or a bar button item does.
  /// - Parameters:
  ///   - menu: The menu.
  ///   - source: The view that opens it: its window holds the menu, its look (dark or light)
  ///     and direction are the menu's.
  ///   - anchor: What the menu hangs from, in the menu view's coordinates (the window's).
  ///   - report: Where a menu that cannot open is reported.
  ///   - choose: Runs a chosen action.
  ///   - didClose: Called once the menu closes.
  /// - Returns: The open menu, or nil for a menu with nothing to show or a source outside a
  ///   window (both reported).
  static func present(
    _ menu: Menu, from source: View, anchor: @escaping @MainActor (ButtonMenuView) -> CGRect,
    report: (String) -> Void, choose: @escaping @MainActor (Action) -> Void,
    didClose: @escaping @MainActor (ButtonMenuView) -> Void, noun: String
  ) -> ButtonMenuView? {
    let groups = menu.displayGroups
    guard !groups.isEmpty else {
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
      menu: menu, groups: groups, anchor: anchor, choose: choose, didClose: didClose)
    // The menu takes the look (dark or light) and direction of what opened it.
    view.overrideUserInterfaceStyle = source.traitCollection.userInterfaceStyle
    view.semanticContentAttribute = source.isRightToLeft ? .forceRightToLeft : .forceLeftToRight
    window.addSubview(view)
    view.frame = window.bounds
    return view
  }

  private init(
    menu: Menu, groups: [[MenuElement]], anchor: @escaping @MainActor (ButtonMenuView) -> CGRect,
    choose: @escaping @MainActor (Action) -> Void,
    didClose: @escaping @MainActor (ButtonMenuView) -> Void
  ) {
    self.menu = menu
    levels = [Level(menu: menu, groups: groups, parentItem: nil)]
    self.anchor = anchor
    self.choose = choose
    self.didClose = didClose
    super.init(frame: .zero)
  }

  /// The root menu's title; empty for none.
  var title: String { menu.title }

  /// The top panel's highlighted item.
  var highlightedItem: Int? {
    get { levels[levels.count - 1].highlightedItem }
    set { levels[levels.count - 1].highlightedItem = newValue }
  }

  /// Each open panel's layout in this view's coordinates, the root's first.
  var layouts: [ContextMenuLayout] {
    var result: [ContextMenuLayout] = []
    for level in levels {
      let placement: ContextMenuLayout.Anchor
      if let row = level.parentItem, let below = result.last, below.items.indices.contains(row) {
        placement = .submenu(below.items[row].frame)
      } else {
        placement = .control(anchor(self))
      }
      result.append(
        ContextMenuLayout(
          title: level.parentItem == nil ? level.menu.title : "",
          groups: ContextMenuLayout.entries(
            forElements: level.groups, header: level.parentItem == nil ? nil : level.menu,
            images: screen.imageProvider),
          anchor: placement, bounds: bounds, isRightToLeft: isRightToLeft))
    }
    return result
  }

  /// The top panel's layout, in this view's coordinates.
  var layout: ContextMenuLayout { layouts[layouts.count - 1] }

  /// Covers the window, whatever its size now.
  override func layoutIfNeeded() {
    if let superview, frame != superview.bounds { frame = superview.bounds }
    super.layoutIfNeeded()
  }

  /// Draws each panel over the one below it, the lower ones dimmed.
  override func draw(in list: inout DrawList) {
    let layouts = layouts
    for (index, layout) in layouts.enumerated() {
      layout.draw(
        in: &list, highlightedItem: levels[index].highlightedItem,
        textMeasurer: screen.textMeasurer, reducesTransparency: reducesTransparency)
      if index < layouts.count - 1 {
        list.fillRoundedRect(
          layout.panelFrame, cornerRadius: Metrics.contextMenuCornerRadius,
          color: Color(white: 0, alpha: Metrics.submenuParentDimAlpha))
      }
    }
  }

  /// Every point of the window: outside the panels a press closes the menu.
  override func hitTest(_ point: CGPoint) -> View? {
    isHidden || !bounds.contains(point) ? nil : self
  }

  /// Closes the menu, every panel of it.
  func close() {
    guard superview != nil else { return }
    removeFromSuperview()
    didClose(self)
  }

  /// Whether the top panel's row `index` can be chosen: an enabled action, a submenu, or an
  /// open submenu's header.
  func isEnabled(item index: Int) -> Bool {
    let elements = levels[levels.count - 1].elements
    guard elements.indices.contains(index) else { return false }
    guard let action = elements[index] as? Action else { return true }
    return !action.attributes.contains(.disabled)
  }

  /// Does what the top panel's row `index` does: an action closes the menu and runs (a
  /// `.singleSelection` menu marking it chosen first), a submenu opens, a header closes its
  /// submenu.
  func activate(item index: Int) {
    guard isEnabled(item: index) else { return }
    switch levels[levels.count - 1].elements[index] {
    case nil:
      closeSubmenu()
    case let submenu as Menu:
      levels.append(Level(menu: submenu, groups: submenu.displayGroups, parentItem: index))
    case let action as Action:
      close()
      menu.noteChoice(of: action)
      choose(action)
    default:
      return
    }
  }

  /// Closes the top submenu, back to the panel it opened from; nothing at the root.
  func closeSubmenu() {
    guard levels.count > 1 else { return }
    levels.removeLast()
    trackedPointer = nil
  }

  /// Closes the submenus above panel `level`.
  func closeSubmenus(above level: Int) {
    while levels.count > level + 1 { closeSubmenu() }
  }
}

extension Window {
  /// The button or bar button item menu open over everything, if any.
  var openButtonMenu: ButtonMenuView? { subviews.last as? ButtonMenuView }
}

extension Metrics {
  /// How dark a panel goes under a submenu opened from it.
  public static let submenuParentDimAlpha: CGFloat = 0.12
}
