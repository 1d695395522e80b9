import Foundation

/// Where the edit menu's parts go: iOS 16's compact horizontal menu of commands, above what it
/// acts on (below when there is no room above), with an arrow pointing at it, cut into pages
/// with chevrons at the ends when its commands are wider than the window. Pure geometry in the
/// window's coordinates, so that it is tested without drawing.
struct EditMenuLayout: Equatable {
  /// One command's button on the page shown.
  struct Item: Equatable {
    /// Its index among all the menu's commands.
    let index: Int
    /// Its frame.
    let frame: CGRect
  }

  /// The panel, without its arrow.
  let panelFrame: CGRect
  /// The arrow's tip, and whether it points down (the menu above its target).
  let arrowTip: CGPoint
  let pointsDown: Bool
  /// The commands on the page shown, left to right.
  let items: [Item]
  /// The chevron that shows the previous page (or, on a nested menu's first page, goes back
  /// out of it), and the one that shows the next, when there are.
  let previousPageButton: CGRect?
  let nextPageButton: CGRect?
  /// How many pages the commands take.
  let pageCount: Int

  /// Lays out `titles` for `target`.
  /// - Parameters:
  ///   - titles: The commands' titles, in menu order.
  ///   - target: What the menu acts on (the selection, with its handles, or the caret).
  ///   - bounds: Where the menu may go: the window's safe area.
  ///   - page: The page shown (clamped to the pages there are).
  ///   - isRightToLeft: Whether the first command goes on the right, as right-to-left iOS puts it.
  ///   - submenuItems: The indices of the commands that are nested menus: each takes room for a
  ///     trailing chevron.
  ///   - hasBackButton: Whether the commands are a nested menu's: every page, the first too,
  ///     has a leading chevron (back out of it on the first page).
  ///   - arrowDirection: The way the arrow should point: `.up` puts the menu below the target
  ///     when it fits there; the others above it when it fits there (left and right are not
  ///     drawn beside the target).
  ///   - measure: The width of a title in the menu's font.
  init(
    titles: [String], target: CGRect, bounds: CGRect, page: Int, isRightToLeft: Bool,
    submenuItems: Set<Int> = [], hasBackButton: Bool = false,
    arrowDirection: EditMenuArrowDirection = .automatic, measure: (String) -> CGFloat
  ) {
    let margin = Metrics.editMenuMargin
    let chevron = Metrics.editMenuChevronWidth
    let widths = titles.indices.map { index in
      ceil(measure(titles[index])) + 2 * Metrics.editMenuItemPadding
        + (submenuItems.contains(index) ? Metrics.editMenuSubmenuChevronRoom : 0)
    }
    let room = max(chevron * 3, bounds.width - 2 * margin)
    let pages = Self.pages(of: widths, room: room, chevron: chevron, hasBackButton: hasBackButton)
    pageCount = pages.count
    let shown = min(max(0, page), pages.count - 1)
    let range = pages[shown]
    let hasPrevious = shown > 0 || hasBackButton
    let hasNext = shown < pages.count - 1
    let itemsWidth = range.reduce(0) { $0 + widths[$1] }
    let width =
      min(room, itemsWidth + (hasPrevious ? chevron : 0) + (hasNext ? chevron : 0))
    let height = Metrics.editMenuHeight
    let arrow = Metrics.editMenuArrowSize
    let gap = Metrics.editMenuTargetGap

    // Centred over the target, kept inside the bounds.
    let safeTarget =
      target.isUsableForLayout ? target : CGRect(x: bounds.midX, y: bounds.midY, width: 0, height: 0)
    var x = safeTarget.midX - width / 2
    x = min(max(x, bounds.minX + margin), bounds.maxX - margin - width)
    let aboveY = safeTarget.minY - gap - arrow.height - height
    let belowY = safeTarget.maxY + gap + arrow.height
    let fitsAbove = aboveY >= bounds.minY + margin
    let fitsBelow = belowY + height <= bounds.maxY - margin
    let above = arrowDirection == .up ? fitsAbove && !fitsBelow : fitsAbove
    let y = above ? aboveY : min(belowY, bounds.maxY - margin - height)
    panelFrame = CGRect(x: x, y: y, width: width, height: height)
    pointsDown = above
    let inset = Metrics.editMenuCornerRadius + arrow.width / 2
    let tipX = min(max(safeTarget.midX, panelFrame.minX + inset), panelFrame.maxX - inset)
    arrowTip = CGPoint(x: tipX, y: above ? panelFrame.maxY + arrow.height : panelFrame.minY - arrow.height)

    // The previous page's chevron at the leading end, the next page's at the trailing end.
    let leadingChevron = hasPrevious ? chevron : 0
    let trailingChevron = hasNext ? chevron : 0
    let leftChevron = isRightToLeft ? trailingChevron : leadingChevron
    let rightChevron = isRightToLeft ? leadingChevron : trailingChevron
    let leftButton =
      leftChevron > 0 ? CGRect(x: panelFrame.minX, y: y, width: chevron, height: height) : nil
    let rightButton =
      rightChevron > 0 ? CGRect(x: panelFrame.maxX - chevron, y: y, width: chevron, height: height) : nil
    previousPageButton = isRightToLeft ? rightButton : leftButton
    nextPageButton = isRightToLeft ? leftButton : rightButton
    // The titles share what the chevrons leave, each in proportion to its width (a single
    // title wider than the window is cut to fit).
    let available = width - leftChevron - rightChevron
    let scale = itemsWidth > available ? available / itemsWidth : 1
    var cursor = panelFrame.minX + leftChevron
    var items: [Item] = []
    for index in isRightToLeft ? range.reversed() : Array(range) {
      let itemWidth = widths[index] * scale
      items.append(Item(index: index, frame: CGRect(x: cursor, y: y, width: itemWidth, height: height)))
      cursor += itemWidth
    }
    self.items = items
  }

  /// The commands of each page: as many as fit beside the chevrons the page needs, at least one.
  private static func pages(
    of widths: [CGFloat], room: CGFloat, chevron: CGFloat, hasBackButton: Bool
  ) -> [Range<Int>] {
    guard !widths.isEmpty else { return [0..<0] }
    let back: CGFloat = hasBackButton ? chevron : 0
    if back + widths.reduce(0, +) <= room { return [0..<widths.count] }
    var pages: [Range<Int>] = []
    var start = 0
    while start < widths.count {
      let leading: CGFloat = start > 0 || hasBackButton ? chevron : 0
      var end = start
      var used = leading
      while end < widths.count {
        // The last page needs no chevron for a next page.
        let trailing: CGFloat = end + 1 < widths.count ? chevron : 0
        guard end == start || used + widths[end] + trailing <= room else { break }
        used += widths[end]
        end += 1
      }
      pages.append(start..<end)
      start = end
    }
    return pages
  }

  /// The command at `point`, by its index among all the menu's commands.
  func item(at point: CGPoint) -> Int? {
    items.first { $0.frame.contains(point) }?.index
  }

  /// The panel and its arrow together: where a press is on the menu.
  var frameWithArrow: CGRect {
    let arrow = Metrics.editMenuArrowSize
    return pointsDown
      ? CGRect(x: panelFrame.minX, y: panelFrame.minY, width: panelFrame.width, height: panelFrame.height + arrow.height)
      : CGRect(x: panelFrame.minX, y: panelFrame.minY - arrow.height, width: panelFrame.width, height: panelFrame.height + arrow.height)
  }
}

extension Metrics {
  /// The edit menu's height (iOS 16's horizontal menu; LOOK.md gives none, so measured
  /// against iOS 17's screenshots at this scale, as the choices below).
  public static let editMenuHeight: CGFloat = 38
  /// Its corner radius.
  public static let editMenuCornerRadius: CGFloat = 9
  /// The room left and right of a command's title.
  public static let editMenuItemPadding: CGFloat = 13
  /// A command's font: 15 pt regular.
  public static let editMenuFont = Font.systemFont(ofSize: 15)
  /// The width of a page chevron's button.
  public static let editMenuChevronWidth: CGFloat = 34
  /// The arrow: its base and how far it reaches.
  public static let editMenuArrowSize = CGSize(width: 18, height: 8)
  /// The room between the arrow's tip and what the menu acts on.
  public static let editMenuTargetGap: CGFloat = 4
  /// The room a nested menu's command takes beside its title for its trailing chevron.
  public static let editMenuSubmenuChevronRoom: CGFloat = 15
  /// The closest the menu comes to the window's (safe area's) edges.
  public static let editMenuMargin: CGFloat = 8
}
