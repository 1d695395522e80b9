import Foundation

/// The geometry of an open context menu, in the table's view coordinates (points from its
/// top-left corner on screen, not scrolled): where the panel stands, and where its title, items
/// and group gaps lie. A pure function of the menu's entries, what it belongs to and the room
/// the table has.
///
/// The panel stacks, top to bottom: the title heading (when the menu has a title), then each
/// group's items one under the other with hairlines between them, and a thicker gap between
/// groups. It is `Metrics.contextMenuWidth` wide, or as wide as the table allows.
public struct ContextMenuLayout: Equatable, Sendable {
  /// What the menu opens next to.
  public enum Anchor: Equatable, Sendable {
    /// A long-pressed (or keyboard-focused) row, by its rect in view coordinates: the menu goes
    /// below it, aligned with its leading edge, or above it when there is no room below.
    case row(CGRect)
    /// A right click, at a point in view coordinates: the menu's top leading corner goes there,
    /// flipped to the other side of the point where it would not fit.
    case point(CGPoint)
    /// A button, by its rect in view coordinates: the menu goes below it, aligned with its
    /// leading edge, or above it when there is no room below (a pull-down menu, iOS 14); its
    /// trailing edge lines up with the button's instead when the leading alignment would run
    /// off the room (a button near the trailing edge, a bar button item).
    case control(CGRect)
    /// A pop-up button (`changesSelectionAsPrimaryAction`), by its rect in view coordinates:
    /// the menu opens over the button, its top on the button's top and its leading edge on
    /// the button's (the trailing edges together near the trailing side), or its bottom on
    /// the button's bottom when there is no room below, as iOS 17 opens a pop-up button's
    /// menu at the button rather than under it as a pull-down's.
    case popUp(CGRect)
    /// A submenu's row in its parent's panel, by its rect in view coordinates: the submenu's
    /// panel opens over the parent's, its header on the row, as iOS 17 expands a submenu.
    case submenu(CGRect)
  }

  /// What a row of the menu is.
  public enum EntryKind: Equatable, Sendable {
    /// An action, chosen by a tap.
    case action
    /// A submenu: a chevron on the trailing side; a tap opens its panel.
    case submenu
    /// An open submenu's header: its title in bold and a downward chevron; a tap closes it.
    case submenuHeader
  }

  /// One action as the menu draws it.
  public struct Entry: Equatable, Sendable {
    /// The title.
    public var title: String
    /// The image, drawn on the trailing side.
    public var image: Image?
    /// The image's natural size in points, when known; it is fitted into a square box.
    public var imageSize: CGSize?
    /// Destructive and disabled looks.
    public var attributes: Action.Attributes
    /// Whether a checkmark (`.on`) or a dash (`.mixed`) shows.
    public var state: Action.State
    /// An action, a submenu or an open submenu's header.
    public var kind: EntryKind

    /// Creates an entry.
    public init(
      title: String, image: Image? = nil, imageSize: CGSize? = nil,
      attributes: Action.Attributes = [], state: Action.State = .off, kind: EntryKind = .action
    ) {
      self.title = title
      self.image = image
      self.imageSize = imageSize
      self.attributes = attributes
      self.state = state
      self.kind = kind
    }

    /// Whether choosing the entry does something.
    public var isEnabled: Bool { !attributes.contains(.disabled) }
  }

  /// An entry placed in the panel.
  public struct Item: Equatable, Sendable {
    /// What the item shows.
    public var entry: Entry
    /// The item's row, in view coordinates.
    public var frame: CGRect
    /// The index of the item's group.
    public var group: Int
    /// Whether the item is the first of its group (no hairline above it).
    public var isFirstInGroup: Bool
  }

  /// The panel, in view coordinates; it is never taller than the table allows, and items below
  /// its bottom are cut off.
  public let panelFrame: CGRect
  /// The menu's title; empty for none.
  public let title: String
  /// The title heading's band, in view coordinates; nil without a title.
  public let titleFrame: CGRect?
  /// The items, top to bottom, across all groups.
  public let items: [Item]
  /// The bands between groups, in view coordinates.
  public let groupGaps: [CGRect]
  /// Whether some item shows a checkmark or a dash, so that every title moves over to leave a
  /// column for them.
  public let showsStateColumn: Bool
  /// Whether the items are laid out right to left (titles on the right, images on the left).
  public let isRightToLeft: Bool

  /// Lays out a menu.
  /// - Parameters:
  ///   - title: The menu's title; empty for none.
  ///   - groups: The entries in their groups; empty groups are skipped.
  ///   - anchor: What the menu opens next to.
  ///   - bounds: The room the menu must stay inside, in view coordinates: the table's bounds.
  ///   - isRightToLeft: Whether the table lays out right to left.
  /// - Complexity: O(*n*) in the number of entries.
  public init(
    title: String, groups: [[Entry]], anchor: Anchor, bounds: CGRect, isRightToLeft: Bool
  ) {
    let groups = groups.filter { !$0.isEmpty }
    let spacing = Metrics.contextMenuSpacing
    let width = max(0, min(Metrics.contextMenuWidth, bounds.width - 2 * spacing))
    let titleHeight = title.isEmpty ? 0 : Metrics.contextMenuTitleHeight
    let itemCount = groups.reduce(0) { $0 + $1.count }
    let contentHeight =
      titleHeight + CGFloat(itemCount) * Metrics.contextMenuItemHeight
      + CGFloat(max(0, groups.count - 1)) * Metrics.contextMenuGroupGap
    let height = max(0, min(contentHeight, bounds.height - 2 * spacing))
    let size = CGSize(width: width, height: height)
    let origin = Self.panelOrigin(
      size: size, anchor: anchor, bounds: bounds, isRightToLeft: isRightToLeft)
    panelFrame = CGRect(origin: origin, size: size)
    self.title = title
    self.isRightToLeft = isRightToLeft

    // Stack the title, then the groups with gaps between them.
    var y = origin.y
    titleFrame =
      title.isEmpty ? nil : CGRect(x: origin.x, y: y, width: width, height: titleHeight)
    y += titleHeight
    var items: [Item] = []
    var gaps: [CGRect] = []
    for (index, group) in groups.enumerated() {
      if index > 0 {
        gaps.append(
          CGRect(x: origin.x, y: y, width: width, height: Metrics.contextMenuGroupGap))
        y += Metrics.contextMenuGroupGap
      }
      for (position, entry) in group.enumerated() {
        items.append(
          Item(
            entry: entry,
            frame: CGRect(x: origin.x, y: y, width: width, height: Metrics.contextMenuItemHeight),
            group: index, isFirstInGroup: position == 0))
        y += Metrics.contextMenuItemHeight
      }
    }
    self.items = items
    groupGaps = gaps
    showsStateColumn = items.contains { $0.entry.state != .off }
  }

  /// Whether the menu has nothing to show.
  public var isEmpty: Bool { items.isEmpty }

  /// Where the panel's top-left corner goes.
  ///
  /// 1. Next to a row (or a button): below it, `contextMenuSpacing` away, if it fits above the table's bottom
  ///    edge; else above it if it fits there; else on the side with more room, pushed inside
  ///    the table (over the row). Horizontally it starts `contextMenuLeadingInset` in from the
  ///    row's leading edge; under a button it lines up with the button's leading edge,
  ///    `buttonMenuSpacing` away from it, or with its trailing edge where the leading
  ///    alignment would run off the room.
  /// 2. Over a submenu's row: the top corner on the row's.
  /// 3. At a point: the top leading corner at the point, flipped to the other side of the point
  ///    along either axis where the panel would cross the table's edge.
  /// 4. Either way, the panel is then kept `contextMenuSpacing` inside the table's bounds.
  /// - Parameters:
  ///   - size: The panel's size.
  ///   - anchor: What the menu opens next to, in view coordinates.
  ///   - bounds: The room to stay inside, in view coordinates.
  ///   - isRightToLeft: Whether the leading edge is the right one.
  /// - Returns: The panel's origin in view coordinates.
  public static func panelOrigin(
    size: CGSize, anchor: Anchor, bounds: CGRect, isRightToLeft: Bool
  ) -> CGPoint {
    let spacing = Metrics.contextMenuSpacing
    let room = bounds.insetBy(dx: spacing, dy: spacing)
    var x: CGFloat
    var y: CGFloat
    switch anchor {
    case .submenu(let row):
      x = isRightToLeft ? row.maxX - size.width : row.minX
      y = row.minY
    case .row(let row), .control(let row):
      let isControl = if case .control = anchor { true } else { false }
      let inset = isControl ? 0 : Metrics.contextMenuLeadingInset
      let gap = isControl ? Metrics.buttonMenuSpacing : spacing
      x = isRightToLeft ? row.maxX - inset - size.width : row.minX + inset
      if isControl, isRightToLeft ? x < room.minX : x + size.width > room.maxX {
        // Lined up with the button's trailing edge, as iOS opens a menu near that edge.
        x = isRightToLeft ? row.minX : row.maxX - size.width
      }
      let below = row.maxY + gap
      let above = row.minY - gap - size.height
      if below + size.height <= room.maxY {
        y = below
      } else if above >= room.minY {
        y = above
      } else {
        y = room.maxY - row.maxY > row.minY - room.minY ? below : above
      }
    case .popUp(let button):
      x = isRightToLeft ? button.maxX - size.width : button.minX
      if isRightToLeft ? x < room.minX : x + size.width > room.maxX {
        x = isRightToLeft ? button.minX : button.maxX - size.width
      }
      y = button.minY + size.height <= room.maxY ? button.minY : button.maxY - size.height
    case .point(let point):
      let leadingFits =
        isRightToLeft ? point.x - size.width >= room.minX : point.x + size.width <= room.maxX
      x = isRightToLeft == leadingFits ? point.x - size.width : point.x
      y = point.y + size.height <= room.maxY ? point.y : point.y - size.height
    }
    x = min(max(x, room.minX), max(room.minX, room.maxX - size.width))
    y = min(max(y, room.minY), max(room.minY, room.maxY - size.height))
    return CGPoint(x: x, y: y)
  }

  /// The index of the item under `point` (view coordinates), if the point is inside the panel
  /// on an item.
  /// - Complexity: O(*n*) in the number of items.
  public func itemIndex(at point: CGPoint) -> Int? {
    guard panelFrame.contains(point) else { return nil }
    return items.firstIndex { $0.frame.contains(point) }
  }

  /// The next enabled item from `current` going `step` (±1), wrapping around; the first (or
  /// last) enabled item when none is highlighted; nil when none is enabled. The arrow keys move
  /// the highlight with it.
  /// - Parameters:
  ///   - current: The highlighted item's index, if any.
  ///   - step: 1 for down, -1 for up.
  ///   - enabled: Whether each item is enabled, top to bottom.
  /// - Returns: The index to highlight.
  /// - Complexity: O(*n*) in the number of items.
  public static func steppedItem(from current: Int?, by step: Int, enabled: [Bool]) -> Int? {
    let count = enabled.count
    guard enabled.contains(true) else { return nil }
    var index = current ?? (step > 0 ? -1 : count)
    for _ in 0..<count {
      index = ((index + step) % count + count) % count
      if enabled[index] { return index }
    }
    return nil
  }
}
