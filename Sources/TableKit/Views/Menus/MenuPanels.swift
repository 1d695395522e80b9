import Foundation

/// The open panels of a menu, as iOS 17 stacks them: the root menu's panel, and over it the
/// panel of each submenu opened from a row of the panel below, its header on that row. Both a
/// button's menu (`ButtonMenuView`) and a table row's context menu keep their panels in one;
/// its input is in `MenuPanels+Input.swift`.
@MainActor
struct MenuPanels {
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
    /// How far the panel has expanded from its row; the root's is its host's to animate.
    var transition = MenuTransition.open

    /// What each row holds, top to bottom: nil for an open submenu's header.
    var elements: [MenuElement?] {
      (parentItem == nil ? [] : [nil]) + groups.flatMap { $0.map(Optional.some) }
    }
  }

  /// What activating a row did.
  enum Activation {
    /// Nothing: a disabled row, or no row there.
    case none
    /// A submenu's panel opened over the row.
    case openedSubmenu
    /// The top submenu closed (its header was activated).
    case closedSubmenu
    /// An action was chosen; a `.singleSelection` menu has marked it chosen already. The menu
    /// should close and run it.
    case chose(Action)
  }

  /// The root menu.
  let root: Menu
  /// The open panels, the root first; the last takes the input.
  private(set) var levels: [Level]
  /// The pointer choosing an item: one that went down on the top panel, or the finger whose
  /// long press opened the menu.
  var trackedPointer: Int?
  /// The submenu row the tracked finger came to rest on, and when: resting there for
  /// `Metrics.submenuDwellDuration` opens the submenu under the finger, which goes on choosing.
  private(set) var submenuDwell: (item: Int, since: TimeInterval)?

  /// The panels of `root`, only its own open; nil when it has nothing visible to show.
  init?(root: Menu) {
    let groups = root.displayGroups
    guard !groups.isEmpty else { return nil }
    self.root = root
    levels = [Level(menu: root, groups: groups, parentItem: nil)]
  }

  /// The top panel's highlighted item.
  var highlightedItem: Int? {
    get { levels[levels.count - 1].highlightedItem }
    set { levels[levels.count - 1].highlightedItem = newValue }
  }

  /// The top panel's rows, top to bottom: nil for an open submenu's header.
  var topElements: [MenuElement?] { levels[levels.count - 1].elements }

  /// Each open panel's layout, the root's first.
  /// - Parameters:
  ///   - anchor: What the root panel opens next to; each submenu's opens over its row.
  ///   - bounds: The room the panels must stay inside.
  ///   - isRightToLeft: Whether the menu lays out right to left.
  ///   - images: Where the images' sizes come from.
  func layouts(
    anchor: ContextMenuLayout.Anchor, bounds: CGRect, isRightToLeft: Bool,
    images: any ImageProviding
  ) -> [ContextMenuLayout] {
    var result: [ContextMenuLayout] = []
    for level in levels {
      var placement = anchor
      if let row = level.parentItem, let below = result.last, below.items.indices.contains(row) {
        placement = .submenu(below.items[row].frame)
      }
      result.append(
        ContextMenuLayout(
          title: level.parentItem == nil ? level.menu.title : "",
          groups: ContextMenuLayout.entries(
            forElements: level.groups, header: level.parentItem == nil ? nil : level.menu,
            images: images),
          anchor: placement, bounds: bounds, isRightToLeft: isRightToLeft))
    }
    return result
  }

  /// Draws each panel of `layouts` (from `layouts(anchor:bounds:isRightToLeft:images:)`) over
  /// the one below it, the lower ones dimmed; a submenu's panel still expanding from its row at
  /// `time` grows from the row as its parent's dimming deepens.
  func draw(
    _ layouts: [ContextMenuLayout], at time: TimeInterval, in list: inout DrawList,
    textMeasurer: any TextMeasuring, reducesTransparency: Bool
  ) {
    for (index, layout) in layouts.enumerated() where levels.indices.contains(index) {
      let level = levels[index]
      let panel = { (list: inout DrawList) in
        layout.draw(
          in: &list, highlightedItem: level.highlightedItem, textMeasurer: textMeasurer,
          reducesTransparency: reducesTransparency)
      }
      if let row = level.parentItem, index > 0, layouts[index - 1].items.indices.contains(row) {
        let parent = layouts[index - 1]
        let expanded = level.transition.opacity(at: time)
        list.fillRoundedRect(
          parent.panelFrame, cornerRadius: Metrics.contextMenuCornerRadius,
          color: Color(white: 0, alpha: Metrics.submenuParentDimAlpha * expanded))
        let origin = MenuTransition.growthOrigin(
          of: layout.panelFrame, from: .submenu(parent.items[row].frame))
        level.transition.draw(in: &list, at: time, growingFrom: origin, panel)
      } else {
        panel(&list)
      }
    }
  }

  /// Whether a submenu's panel is still expanding at `time`, or a finger rests on a submenu's
  /// row to open it.
  func isMoving(at time: TimeInterval) -> Bool {
    submenuDwell != nil || levels.contains { $0.transition.isMoving(at: time) }
  }

  /// Notes where the tracked finger is at `time`: resting on a submenu's row starts the dwell
  /// that opens it; anywhere else ends it.
  mutating func noteFinger(onItem item: Int?, at time: TimeInterval) {
    guard let item, topElements.indices.contains(item), topElements[item] is Menu else {
      submenuDwell = nil
      return
    }
    if submenuDwell?.item != item { submenuDwell = (item, time) }
  }

  /// Opens the submenu the tracked finger has rested on long enough by `time`; the finger,
  /// still down, then chooses in its panel.
  /// - Returns: Whether a submenu opened.
  mutating func advance(to time: TimeInterval) -> Bool {
    guard let dwell = submenuDwell, time >= dwell.since + Metrics.submenuDwellDuration else {
      return false
    }
    submenuDwell = nil
    guard trackedPointer != nil, case .openedSubmenu = activate(item: dwell.item, at: time)
    else { return false }
    return true
  }

  /// Whether the top panel's row `index` can be chosen: an enabled action, a submenu, or an
  /// open submenu's header.
  func isEnabled(item index: Int) -> Bool {
    let elements = topElements
    guard elements.indices.contains(index) else { return false }
    guard let action = elements[index] as? Action else { return true }
    return !action.attributes.contains(.disabled)
  }

  /// Does what the top panel's row `index` does: a submenu opens (expanding from its row from
  /// `time` on), a header closes its submenu, an action is chosen (a `.singleSelection` menu
  /// marking it chosen).
  mutating func activate(item index: Int, at time: TimeInterval) -> Activation {
    guard isEnabled(item: index) else { return .none }
    switch topElements[index] {
    case nil:
      closeSubmenu()
      return .closedSubmenu
    case let submenu as Menu:
      var level = Level(menu: submenu, groups: submenu.displayGroups, parentItem: index)
      level.transition = .opening(at: time)
      levels.append(level)
      return .openedSubmenu
    case let action as Action:
      root.noteChoice(of: action)
      return .chose(action)
    default:
      return .none
    }
  }

  /// Closes the top submenu, back to the panel it opened from; nothing at the root.
  mutating func closeSubmenu() {
    guard levels.count > 1 else { return }
    levels.removeLast()
    trackedPointer = nil
    submenuDwell = nil
  }

  /// Closes the submenus above panel `level`.
  mutating func closeSubmenus(above level: Int) {
    while levels.count > level + 1 { closeSubmenu() }
  }
}

extension Metrics {
  /// How dark a panel goes under a submenu opened from it.
  public static let submenuParentDimAlpha: CGFloat = 0.12
  /// How long a finger rests on a submenu's row before the submenu opens under it (TableKit's
  /// own choice, not measured from iOS).
  public static let submenuDwellDuration: TimeInterval = 0.3
}
