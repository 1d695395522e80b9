import Foundation

/// Every metric TableKit draws with, in points, in one place. The values follow the iOS 7+ table
/// (see `LOOK.md`); where the look was tuned by eye, the comment says so.
public enum Metrics {
  // MARK: - Rows

  /// The height of a standard row.
  public static let rowHeight: CGFloat = 44
  /// The leading margin of content and of the separator, and the trailing margin before an
  /// accessory or the edge.
  public static let margin: CGFloat = 15
  /// The widest a column of body text stays readable (UIKit's readable content width at the
  /// default text size), for `TableView.cellLayoutMarginsFollowReadableWidth`.
  public static let readableContentWidth: CGFloat = 672
  /// The gap between a cell's content and its accessory (tuned by eye against iOS Settings).
  public static let accessorySpacing: CGFloat = 10
  /// Vertical padding above and below a self-sizing cell's labels.
  public static let verticalPadding: CGFloat = 11
  /// The largest side of a cell image in a 44-point row; taller rows allow `height - 15`.
  public static let imageMaximumSide: CGFloat = 29
  /// The gap between a cell's image and its title.
  public static let imageTitleSpacing: CGFloat = 15
  /// The default width of one indentation level.
  public static let indentationWidth: CGFloat = 10

  // MARK: - Fonts

  // Every font of the table's own text is a text style font (or one `FontMetrics` scales), so
  // that cells, headers and footers follow the text size as UIKit's do; at Large each is the
  // size it always was. The section index keeps a fixed size, as iOS's does.

  /// A cell's title: the body style (17 at Large).
  public static let titleFont = Font.preferredFont(forTextStyle: .body)
  /// The detail of a subtitle cell: the caption1 style (12 at Large), the size TableKit's
  /// classic subtitle cell has drawn in every golden so far.
  public static let subtitleDetailFont = Font.preferredFont(forTextStyle: .caption1)
  /// The detail of a value1 cell: the body style.
  public static let value1DetailFont = Font.preferredFont(forTextStyle: .body)
  /// The title of a value2 cell, drawn in the tint color, right-aligned in its column.
  ///
  /// The one place TableKit records its choice for value2 in iOS 17's look (issue 26): the
  /// 12-point bold blue title of iOS 3–6 is gone; since iOS 7 the title is a regular weight at
  /// the subheadline size (15), still in the tint, and the detail beside it the same size in
  /// the label color, sharing its baseline, so the style keeps its layout (the Phone and
  /// Contacts look it was made for) with today's type.
  public static let value2TitleFont = Font.preferredFont(forTextStyle: .subheadline)
  /// The detail of a value2 cell (see `value2TitleFont`).
  public static let value2DetailFont = Font.preferredFont(forTextStyle: .subheadline)
  /// The gap between a value1 cell's title and its detail.
  public static let value1Spacing: CGFloat = 10
  /// The share of the room a value1 detail keeps when title and detail do not both fit: the
  /// detail truncates first, down to this share, then the title (tuned by eye: "Display &
  /// Brightness" stays whole beside "Autom…" in an inset grouped Settings row).
  public static let value1DetailMinimumShare: CGFloat = 0.25
  /// Where a value2 cell's title column ends, as a fraction of the cell's width (the column
  /// starts at the margin): about a quarter, as on iOS.
  public static let value2TitleColumnFraction: CGFloat = 0.25
  /// The narrowest and widest a value2 title column gets, so that the column stays readable at
  /// 320 points and does not leave a wide hole at 1920.
  public static let value2TitleColumnWidthRange: ClosedRange<CGFloat> = 60...160
  /// The gap between a value2 cell's title column and its detail.
  public static let value2Spacing: CGFloat = 6

  // MARK: - Accessories

  /// The disclosure chevron's box.
  public static let chevronSize = CGSize(width: 8, height: 13)
  /// The disclosure chevron's stroke.
  public static let chevronLineWidth: CGFloat = 2.5
  /// The checkmark's box.
  public static let checkmarkSize = CGSize(width: 14, height: 11)
  /// The detail (info) button's diameter.
  public static let detailButtonDiameter: CGFloat = 22
  /// The gap between the detail button and the chevron of a detail disclosure accessory.
  public static let detailDisclosureSpacing: CGFloat = 12
  /// How far beyond the detail button's circle a touch still hits it (large targets).
  public static let detailButtonHitOutset: CGFloat = 11

  // MARK: - Headers and footers

  /// A plain section header or footer with a title.
  public static let plainHeaderHeight: CGFloat = 28
  // Fonts that scale with a maximum or another style (`Font.scaling`) are made on each read,
  // not kept in a `static let`: a kept one holds its scaling in an indirect enum's box, whose
  // pointer carries Swift's tag bits, and LeakSanitizer, unable to follow it, reported each as
  // a leak under `scripts/test --sanitize address`. The same holds in the other Metrics files.
  /// The title of a plain section header: 15 semibold, as iOS 17 draws it, scaling as the
  /// subheadline style.
  public static var plainHeaderFont: Font {
    Font.scaling(.systemFont(ofSize: 15, weight: .semibold), like: .subheadline)
  }
  /// The title of a plain section footer: the subheadline style.
  public static let plainFooterFont = Font.preferredFont(forTextStyle: .subheadline)
  /// The room kept above and below a plain header's or footer's title once the title no
  /// longer fits the 28-point bar (a larger text size): the bar grows with its text, as on iOS.
  public static let plainHeaderTitlePadding: CGFloat = 4
  /// A grouped header with a title: 35 above the group's first row.
  public static let groupedTitledHeaderHeight: CGFloat = 35
  /// The space a grouped section keeps above it without a header title.
  public static let groupedUntitledHeaderHeight: CGFloat = 35
  /// The space below a grouped section with no footer title.
  public static let groupedUntitledFooterHeight: CGFloat = 0
  /// The space a grouped footer title keeps below itself.
  public static let groupedFooterBottomPadding: CGFloat = 17
  /// The gap between a grouped header title's baseline box and the group.
  public static let groupedHeaderTitleGap: CGFloat = 6
  /// A grouped footer title's gap below the group.
  public static let groupedFooterTitleGap: CGFloat = 7
  /// The grouped header and footer titles: the footnote style (13 at Large).
  public static let groupedHeaderFont = Font.preferredFont(forTextStyle: .footnote)

  // MARK: - Inset grouped

  /// The corner radius of an inset grouped table's cards (iOS 13 to 16).
  public static let insetGroupedCornerRadius: CGFloat = 10
  /// The distance of an inset grouped table's cards from its sides on narrow tables: the
  /// table's layout margin on a compact width, as on a 375-point iPhone.
  public static let insetGroupedCompactInset: CGFloat = 16
  /// The distance of the cards from the sides on tables at least
  /// `insetGroupedRegularMinimumWidth` wide, as on a 414-point iPhone and on iPad.
  public static let insetGroupedRegularInset: CGFloat = 20
  /// The narrowest table whose cards stand `insetGroupedRegularInset` in from its sides.
  public static let insetGroupedRegularMinimumWidth: CGFloat = 414

  // MARK: - Section index

  /// The width of the section index column.
  public static let sectionIndexWidth: CGFloat = 15
  /// The section index titles: 11 semibold, at every text size (iOS's index does not grow:
  /// its column must fit the whole alphabet).
  public static let sectionIndexFont = Font.systemFont(ofSize: 11, weight: .semibold)
  /// The height of one index entry before spacing is compressed to fit.
  public static let sectionIndexEntryHeight: CGFloat = 14
  /// The least height of an index entry: below it the titles would touch, and every other one
  /// gives way to a dot (tuned by eye for the 11-point bold titles).
  public static let sectionIndexMinimumEntryHeight: CGFloat = 12

  // MARK: - Editing

  /// The diameter of the delete and insert controls.
  public static let editingControlDiameter: CGFloat = 22
  /// How far content moves right while editing.
  public static let editingIndent: CGFloat = 38
  /// The reorder control: bars long, tall and apart.
  public static let reorderBarSize = CGSize(width: 18, height: 2)
  /// The gap between reorder bars.
  public static let reorderBarSpacing: CGFloat = 4
  /// The width of the Delete confirmation button; a longer title widens it.
  public static let deleteButtonWidth: CGFloat = 82
  /// The Delete button's and the swipe actions' titles: the body style up to 23 points (its
  /// size at the largest standard category), so that at accessibility sizes a swipe button's
  /// title still leaves the row most of its width, as iOS's stop growing.
  public static var deleteButtonFont: Font {
    Font.scaling(.systemFont(ofSize: 17), like: .body, maximumPointSize: 23)
  }
  /// The room left on either side of a long Delete title.
  public static let deleteButtonTitlePadding: CGFloat = 12
  /// The white bar of the delete control and the arms of the insert control's plus: long and
  /// thick (tuned by eye against iOS 7).
  public static let editingControlBarSize = CGSize(width: 12, height: 2.5)
  /// How long entering and leaving editing takes, and the Delete button's opening and closing.
  public static let editingAnimationDuration: TimeInterval = 0.3
  /// How far a finger must travel sideways before a swipe moves the row.
  public static let deleteSwipeActivationDistance: CGFloat = 25
  /// A released swipe slower than this (points per second) opens or closes by position.
  public static let deleteSwipeSettleVelocity: CGFloat = 50
  /// A swipe that travels the row's width minus this commits the delete.
  public static let fullSwipeMargin: CGFloat = 29
  /// Past the Delete button the row follows the finger by `excess ^ exponent`.
  public static let deleteSwipeResistanceExponent: CGFloat = 0.7
  /// How long the Delete button or the first swipe action takes to stretch across the row (or
  /// shrink back) as a swipe crosses the full-swipe line.
  public static let fullSwipeStretchDuration: TimeInterval = 0.15
  /// The largest side of a swipe action's image; larger images are scaled down to it.
  public static let swipeActionImageMaxSide: CGFloat = 30
  /// The row height from which a swipe action shows its title under its image, as iOS does;
  /// shorter rows show the image alone.
  public static let swipeActionTitleAndImageMinHeight: CGFloat = 91
  /// The gap between a swipe action's image and its title.
  public static let swipeActionImageTitleSpacing: CGFloat = 4
  /// How much wider than the reorder control its touch area is (half on either side).
  public static let reorderHitOutset: CGFloat = 30
  /// The opacity of a row lifted by its reorder control: opaque, as on iOS, so that nothing of
  /// the rows it passes over shows through it.
  public static let liftedRowAlpha: CGFloat = 1
  /// The soft shadow under a row lifted from a table (a context menu's preview): its falloff.
  public static let liftedRowShadowBlur: CGFloat = 8
  /// The opacity of the lifted row's shadow.
  public static let liftedRowShadowAlpha: CGFloat = 0.3
  /// The shadow around a row lifted by its reorder control, above and below it: its falloff
  /// and its color's opacity (tuned by eye to read as clearly lifted, as on iOS).
  public static let reorderShadowBlur: CGFloat = 14
  /// The opacity of the reordered row's shadow.
  public static let reorderShadowAlpha: CGFloat = 0.4
  /// How close to the top or bottom edge a dragged row makes the table scroll.
  public static let reorderAutoscrollZone: CGFloat = 44
  /// The autoscroll speed with the row at the very edge, in points per second.
  public static let reorderAutoscrollMaximumSpeed: CGFloat = 800

  // MARK: - Context menus

  /// The width of a context menu's panel (narrower on tables that cannot fit it).
  public static let contextMenuWidth: CGFloat = 250
  /// The corner radius of a context menu's panel.
  public static let contextMenuCornerRadius: CGFloat = 13
  /// The height of one item of a context menu.
  public static let contextMenuItemHeight: CGFloat = 44
  /// The height of a context menu's title heading.
  public static let contextMenuTitleHeight: CGFloat = 32
  /// The gap that sets off one group of a context menu from the next.
  public static let contextMenuGroupGap: CGFloat = 8
  /// The padding on either side of an item's title and image.
  public static let contextMenuItemPadding: CGFloat = 16
  /// The box an item's image is fitted into, on the trailing side.
  public static let contextMenuImageSide: CGFloat = 22
  /// How far the titles move over when an item of the menu shows a checkmark or a dash.
  public static let contextMenuStateColumnWidth: CGFloat = 24
  /// The checkmark of an item whose state is `.on` (tuned by eye against iOS 15).
  public static let contextMenuCheckmarkSize = CGSize(width: 13, height: 10)
  /// The gap between a context menu and the row it belongs to, and its distance from the
  /// table's edges.
  public static let contextMenuSpacing: CGFloat = 8
  /// How far in from the row's leading edge a menu of a long-pressed row starts.
  public static let contextMenuLeadingInset: CGFloat = 16
  /// An item's title.
  public static let contextMenuItemFont = Font.systemFont(ofSize: 17)
  /// A context menu's title heading.
  public static let contextMenuTitleFont = Font.systemFont(ofSize: 13)
  /// An open submenu's header title: the item font, semibold, as iOS 17 heads a submenu.
  public static let contextMenuSubmenuHeaderFont = Font.systemFont(ofSize: 17, weight: .semibold)
  /// A submenu row's chevron (pointing right; turned on its side for an open submenu).
  public static let contextMenuSubmenuChevronSize = CGSize(width: 7, height: 12)
  /// The opacity of the black that dims the table behind a context menu.
  public static let contextMenuDimAlpha: CGFloat = 0.2
  /// The soft shadow under the panel: its falloff and its color's opacity.
  public static let contextMenuShadowBlur: CGFloat = 24
  /// The opacity of the panel's shadow.
  public static let contextMenuShadowAlpha: CGFloat = 0.18
  /// The corner radius of the row lifted over the dimmed table.
  public static let contextMenuPreviewCornerRadius: CGFloat = 10

  // MARK: - Controls

  /// A switch's track.
  public static let switchSize = CGSize(width: 51, height: 31)
  /// A switch's thumb diameter.
  public static let switchThumbDiameter: CGFloat = 27
  /// How far below the thumb its soft shadow falls, as iOS 13+.
  public static let switchThumbShadowOffset: CGFloat = 3
  /// The falloff of the thumb's soft shadow.
  public static let switchThumbShadowBlur: CGFloat = 6
  /// How long a switch's thumb takes to cross, in seconds.
  public static let switchAnimationDuration: TimeInterval = 0.25

  // MARK: - Selection

  /// How long a cell's selected background takes to fade in or out, in seconds.
  public static let selectionFadeDuration: TimeInterval = 0.3

  // MARK: - Updates

  /// How long row updates animate, as UIKit: 0.3 s, ease in and out.
  public static let rowUpdateDuration: TimeInterval = 0.3

  /// How long `setContentOffset(_:animated:)` and `scrollToRow(at:at:animated:)` animate.
  public static let scrollAnimationDuration: TimeInterval = 0.3

  // MARK: - Reuse and realizing

  /// How far beyond the visible rect cells are kept, above and below, so that a row's cell is
  /// ready a moment before it scrolls in.
  public static let overscan: CGFloat = 44
  /// The most cells waiting for reuse per identifier.
  public static let reusableCellQueueLimit = 64
  /// The most header and footer views waiting for reuse per identifier.
  public static let reusableHeaderFooterQueueLimit = 32
  /// The most header and footer views kept after measuring their sections until those show;
  /// views measuring beyond it go back to the reuse queue at once (a batch inserting many
  /// sections of automatic height then reuses a few views).
  public static let measuredHeaderFooterLimit = 16

  // MARK: - Section index and focus

  /// How much wider than the index column its touch area reaches into the content, for fingers.
  public static let sectionIndexTouchSlop: CGFloat = 15
  /// The focus ring's inset from the focused row's edges (horizontally, vertically).
  public static let focusRingInset = CGSize(width: 3, height: 2)
  /// The focus ring's corner radius.
  public static let focusRingCornerRadius: CGFloat = 6
  /// The focus ring's line width.
  public static let focusRingLineWidth: CGFloat = 2
  /// The focus ring's opacity over the tint color.
  public static let focusRingAlpha: CGFloat = 0.8

  // MARK: - Limits

  /// The most cycles a settling layout runs (`settleLayout(maxCycles:)`): measuring rows with
  /// estimated heights moves a scroll's target a little less each cycle, and twice is usual.
  public static let maximumLayoutCycles = 6
  /// The widest and tallest part of its frame a table lays out and draws, in points: beyond
  /// any screen, so that an enormous frame asks for a bounded number of cells.
  public static let maximumViewportExtent: CGFloat = 16_384
  /// How many layout passes one frame runs while the data source keeps changing the table from
  /// inside its callbacks; the changes after that wait for the next frame.
  public static let maximumReentrantLayoutPasses = 4

  // MARK: - Scrolling

  /// The scroll indicator's thickness.
  public static let scrollIndicatorWidth: CGFloat = 2.5
  /// The scroll indicator's distance from the edge.
  public static let scrollIndicatorInset: CGFloat = 3
}
