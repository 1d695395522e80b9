import Foundation

/// The edit menu: iOS 16's compact horizontal menu of commands (`EditMenuLayout`), in the
/// menus' material, over the window, pointing at what it acts on. A finger opens it on a
/// text's selection or caret (`TextEditMenuSource`), or an app opens it on any view through an
/// `EditMenuInteraction`. It lives as long as its source says it applies: a change of the text
/// or the selection, the source leaving the window, or a press anywhere else closes it. A
/// nested menu shows as a command with a trailing chevron that pages to its commands, with a
/// leading chevron back, as iOS's does. It fades in growing slightly from its arrow's tip and
/// fades out once closed, on the window's clock (`MenuTransition`'s edit menu style); while
/// fading out it takes no input and is no longer the window's `openEditMenu`. Input is in
/// `EditMenuView+Input.swift`.
@preconcurrency @MainActor
final class EditMenuView: View {
  /// What it acts on and points at.
  let source: any EditMenuSource
  /// The menu it shows.
  private(set) var rootMenu: Menu
  /// The nested menus paged into, outermost first, each with the page it was chosen on.
  private(set) var openedSubmenus: [(menu: Menu, parentPage: Int)] = []
  /// The page of commands shown.
  var page = 0
  /// What the finger presses: a command by index, or a page chevron.
  var highlighted: EditMenuPart?
  /// The pointer pressing the menu.
  var trackedPointer: Int?
  /// Set once closed.
  private(set) var isClosed = false
  /// How far the menu has appeared, or how far it has faded away once closed.
  private(set) var transition = MenuTransition.open
  /// The layout last shown while open: what fades away once closed (its source may be gone).
  private var lastOpenLayout: EditMenuLayout?

  /// Opens `host`'s edit menu in its window.
  /// - Returns: The menu, or nil when no command applies or the text is in no window.
  static func present(for host: some TextSelectionHost) -> EditMenuView? {
    present(host.editMenu, source: TextEditMenuSource(host: host))
  }

  /// Opens `menu` for `source` in the source view's window, closing any edit menu open there.
  /// - Returns: The menu, or nil when it has nothing to show or the source is in no window.
  static func present(_ menu: Menu, source: any EditMenuSource) -> EditMenuView? {
    guard let sourceView = source.editMenuSourceView, let window = sourceView.window,
      !menu.displayGroups.isEmpty
    else { return nil }
    window.openEditMenu?.close()
    let view = EditMenuView(source: source, menu: menu)
    view.transition = .opening(at: window.clock.now, style: .editMenu)
    // The menu takes the look (dark or light) and direction of what it acts on.
    view.overrideUserInterfaceStyle = sourceView.traitCollection.userInterfaceStyle
    view.semanticContentAttribute =
      sourceView.isRightToLeft ? .forceRightToLeft : .forceLeftToRight
    window.addSubview(view)
    view.frame = window.bounds
    return view
  }

  private init(source: any EditMenuSource, menu: Menu) {
    self.source = source
    rootMenu = menu
    super.init(frame: .zero)
  }

  /// The menu whose commands show: the innermost nested menu paged into, else the root.
  var shownMenu: Menu { openedSubmenus.last?.menu ?? rootMenu }

  /// The commands shown, in menu order: actions, and nested menus that page to theirs (an
  /// inline menu's commands stand in its place).
  var entries: [MenuElement] { shownMenu.displayGroups.flatMap { $0 } }

  /// Whether the menu still shows: not closed, and its source still applies, in this window.
  var isOpen: Bool {
    guard !isClosed, superview != nil, let sourceView = source.editMenuSourceView else {
      return false
    }
    return source.editMenuStillApplies && sourceView.window === window
  }

  /// The window's time, which the menu's animations follow.
  private var now: TimeInterval { window?.clock.now ?? 0 }

  /// Closes the menu: it takes no more input and fades away.
  func close() {
    guard !isClosed else { return }
    if let layout { lastOpenLayout = layout }
    isClosed = true
    trackedPointer = nil
    highlighted = nil
    transition.close(at: now)
    if lastOpenLayout == nil || transition.isGone(at: now) { removeFromSuperview() }
    source.editMenuDidClose(self)
  }

  /// Pages into the nested menu `submenu`, chosen on the page shown.
  func open(_ submenu: Menu) {
    openedSubmenus.append((submenu, page))
    page = 0
    highlighted = nil
  }

  /// Pages back out of the innermost nested menu, to the page it was chosen on.
  func closeSubmenu() {
    guard let last = openedSubmenus.popLast() else { return }
    page = last.parentPage
    highlighted = nil
  }

  /// Shows `menu` instead, from its first page (its source reloaded it).
  func replaceMenu(with menu: Menu) {
    rootMenu = menu
    openedSubmenus = []
    page = 0
    highlighted = nil
    trackedPointer = nil
    setNeedsLayout()
  }

  /// The layout now, following the source where it moved (a scrolled table, a resized window).
  var layout: EditMenuLayout? {
    guard isOpen, let sourceView = source.editMenuSourceView else { return nil }
    let area = bounds.inset(by: safeAreaInsets)
    let measurer = screen.textMeasurer
    let entries = entries
    return EditMenuLayout(
      titles: entries.map(\.title), target: sourceView.convert(source.editMenuTargetRect, to: self),
      bounds: area, page: page, isRightToLeft: isRightToLeft,
      submenuItems: Set(entries.indices.filter { entries[$0] is Menu }),
      hasBackButton: !openedSubmenus.isEmpty, arrowDirection: source.editMenuArrowDirection,
      measure: { measurer.size(of: $0, font: Metrics.editMenuFont).width })
  }

  /// Covers the window, whatever its size now; closes once its source is gone, and leaves the
  /// window once faded out.
  override func layoutIfNeeded() {
    if isClosed {
      if transition.isGone(at: now) { removeFromSuperview() }
      return
    }
    guard isOpen, let layout else {
      close()
      return
    }
    lastOpenLayout = layout
    if let superview, frame != superview.bounds { frame = superview.bounds }
    super.layoutIfNeeded()
  }

  /// Whether the menu is appearing or fading away.
  override var needsAnimationFrame: Bool {
    window != nil && transition.isMoving(at: now)
  }

  /// Only the panel and its arrow take pointers; elsewhere they reach the views below. None
  /// once closed: what is under the fading menu takes the pointer.
  override func hitTest(_ point: CGPoint) -> View? {
    guard !isHidden, !isClosed, let layout, layout.frameWithArrow.contains(point) else {
      return nil
    }
    return self
  }

  /// Draws the menu as it shows now: growing from its arrow's tip as it appears, fading away
  /// once closed (as it last showed, its source perhaps gone).
  override func draw(in list: inout DrawList) {
    guard let layout = isClosed ? lastOpenLayout : layout else { return }
    transition.draw(in: &list, at: now, growingFrom: layout.arrowTip) { list in
      drawMenu(layout, into: &list)
    }
  }

  /// Draws the shadow, the panel in the menus' material with its arrow, each command with its
  /// highlight and the hairlines between them, and the page chevrons.
  private func drawMenu(_ layout: EditMenuLayout, into list: inout DrawList) {
    let radius = Metrics.editMenuCornerRadius
    let panel = layout.panelFrame
    let arrow = arrowPolygon(layout)
    if reducesTransparency {
      list.fillRoundedRect(panel, cornerRadius: radius, color: .menuBackground)
    } else {
      list.material(Metrics.alertMaterial, in: panel, cornerRadius: radius, reducesTransparency: false)
    }
    list.shadow(
      around: panel, cornerRadius: radius, blur: Metrics.contextMenuShadowBlur / 2,
      color: Color(white: 0, alpha: Metrics.contextMenuShadowAlpha))
    // The arrow is the flat color the material comes to: a blur reads rectangles only.
    list.append(.fillPolygon(arrow, .menuBackground))
    list.clipped(to: panel) { list in
      var parts: [(EditMenuPart, CGRect)] = layout.items.map { (.item($0.index), $0.frame) }
      if let button = layout.previousPageButton { parts.append((.previousPage, button)) }
      if let button = layout.nextPageButton { parts.append((.nextPage, button)) }
      parts.sort { $0.1.minX < $1.1.minX }
      for (position, (part, frame)) in parts.enumerated() {
        if part == highlighted {
          list.clipped(to: frame) {
            $0.fillRoundedRect(panel, cornerRadius: radius, color: .menuHighlight)
          }
        }
        if position > 0 {
          list.append(
            .line(
              from: CGPoint(x: frame.minX, y: frame.minY), to: CGPoint(x: frame.minX, y: frame.maxY),
              pixelWidth: 1, .separator))
        }
        switch part {
        case .item(let index): drawEntry(entries[index], in: frame, into: &list)
        case .previousPage: drawChevron(in: frame, pointsRight: isRightToLeft, into: &list)
        case .nextPage: drawChevron(in: frame, pointsRight: !isRightToLeft, into: &list)
        }
      }
    }
  }

  private func arrowPolygon(_ layout: EditMenuLayout) -> [CGPoint] {
    let size = Metrics.editMenuArrowSize
    let tip = layout.arrowTip
    let baseY = layout.pointsDown ? layout.panelFrame.maxY : layout.panelFrame.minY
    // The base reaches half a point into the panel so that no seam shows between them.
    let overlap: CGFloat = layout.pointsDown ? -0.5 : 0.5
    return [
      CGPoint(x: tip.x - size.width / 2, y: baseY + overlap), tip,
      CGPoint(x: tip.x + size.width / 2, y: baseY + overlap),
    ]
  }

  /// A command's title, centred; a nested menu's with its chevron at the trailing end.
  private func drawEntry(_ entry: MenuElement, in frame: CGRect, into list: inout DrawList) {
    let font = Metrics.editMenuFont
    let measurer = screen.textMeasurer
    var room = frame
    if entry is Menu {
      let chevron = Metrics.editMenuSubmenuChevronRoom
      room.size.width -= chevron
      if isRightToLeft { room.origin.x += chevron }
      let side = Metrics.contextMenuSubmenuChevronSize.width
      let padding = Metrics.editMenuItemPadding
      let box = CGRect(
        x: isRightToLeft ? frame.minX + padding : frame.maxX - padding - side, y: frame.minY,
        width: side, height: frame.height)
      drawChevron(in: box, pointsRight: !isRightToLeft, into: &list)
    }
    let maxWidth = room.width - 2 * Metrics.editMenuItemPadding
    let width = min(maxWidth, measurer.size(of: entry.title, font: font).width)
    let origin = CGPoint(
      x: (room.midX - width / 2).rounded(), y: (room.midY - measurer.lineHeight(of: font) / 2).rounded())
    let attributes = (entry as? Action)?.attributes ?? []
    let color: Color =
      attributes.contains(.disabled)
      ? .disabledLabel : attributes.contains(.destructive) ? .systemRed : .label
    list.text(TextRun(entry.title, font: font, color: color, origin: origin, maxWidth: max(0, maxWidth)))
  }

  private func drawChevron(in frame: CGRect, pointsRight: Bool, into list: inout DrawList) {
    let size = Metrics.contextMenuSubmenuChevronSize
    let c = CGPoint(x: frame.midX, y: frame.midY)
    let dx = (pointsRight ? 1 : -1) * size.width / 2
    list.append(
      .polyline(
        [
          CGPoint(x: c.x - dx, y: c.y - size.height / 2), CGPoint(x: c.x + dx, y: c.y),
          CGPoint(x: c.x - dx, y: c.y + size.height / 2),
        ], lineWidth: 2, .label))
  }
}

/// A part of the edit menu a finger presses.
enum EditMenuPart: Hashable {
  /// A command, by its index in the menu.
  case item(Int)
  /// The chevron showing the previous page.
  case previousPage
  /// The chevron showing the next page.
  case nextPage
}

extension Window {
  /// The edit menu showing over the window, if any; one closed and fading away is not.
  var openEditMenu: EditMenuView? {
    subviews.last { ($0 as? EditMenuView)?.isClosed == false } as? EditMenuView
  }

  /// Whether an edit menu (a text's, or an `EditMenuInteraction`'s) shows over the window.
  public var isShowingEditMenu: Bool { openEditMenu != nil }

  /// Closes the edit menu unless the press that is starting lands on it or on the text it
  /// edits (which decides for itself), as any other press, click or scroll closes iOS's; a
  /// host's input router calls it before delivering a press.
  /// - Parameter view: The view the press goes to, if any.
  public func closeEditMenu(forPressOn view: View?) {
    guard let menu = openEditMenu else { return }
    if let view, view === menu || menu.source.keepsEditMenu(forPressOn: view) { return }
    menu.close()
  }

  /// Closes the edit menu on Escape, as a hardware keyboard's Escape dismisses iOS's; a host's
  /// input router offers it every key before the key goes to a text or a table.
  /// - Parameters:
  ///   - key: The key pressed.
  ///   - modifiers: The modifier keys held with it (Escape closes the menu only alone).
  /// - Returns: Whether the key closed the menu (and is used up); other keys, and Escape
  ///   with no menu open, go on.
  public func closeEditMenu(forKey key: Key, modifiers: KeyModifiers) -> Bool {
    guard key == .escape, modifiers.isEmpty, let menu = openEditMenu else { return false }
    menu.close()
    return true
  }
}
