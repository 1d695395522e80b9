import Foundation

/// The sizes and colors of the bars at the bottom of the screen (tab bar, toolbar), as iOS 17
/// draws them on a phone; values tuned by eye against iOS.
extension Metrics {
  /// A tab bar's height above the bottom safe area (a desktop window has none).
  public static let tabBarHeight: CGFloat = 49
  /// A toolbar's height above the bottom safe area (or the tab bar).
  public static let toolbarHeight: CGFloat = 44
  /// The most tabs a tab bar shows; with more controllers the last place is the More tab.
  public static let tabBarMaximumVisibleItems = 5
  /// The box a tab's image is fitted in, stacked over its title (phone layout).
  public static let tabBarImageSize = CGSize(width: 30, height: 24)
  /// The box a tab's image is fitted in beside its title (wide bars, as on iPad).
  public static let tabBarInlineImageSize = CGSize(width: 24, height: 20)
  /// Where the image's box starts below the bar's top, stacked over the title.
  public static let tabBarImageTop: CGFloat = 5
  /// Where the title's line starts below the bar's top, under the image.
  public static let tabBarTitleTop: CGFloat = 32
  /// A stacked tab's title font: 10 points medium, fixed (tab bars do not grow with the text
  /// size on iOS; they offer the large content viewer instead).
  public static let tabBarTitleFont = Font.systemFont(ofSize: 10, weight: .medium)
  /// A tab's title font beside its image on wide bars.
  public static let tabBarInlineTitleFont = Font.systemFont(ofSize: 13, weight: .medium)
  /// The gap between the image and the title beside it.
  public static let tabBarInlineSpacing: CGFloat = 6
  /// The room around each tab's content on wide bars, on each side.
  public static let tabBarInlinePadding: CGFloat = 20
  /// Without a horizontal size class, bars at least this wide lay tabs out as iPad does in
  /// regular width (image beside title, centred); narrower ones as a phone (image over title,
  /// equal widths). About where iPad's compact width ends.
  public static let tabBarInlineMinimumWidth: CGFloat = 700
  /// A badge's height (and least width) and font.
  public static let tabBarBadgeHeight: CGFloat = 18
  /// A badge's text: 13 points regular, white.
  public static let tabBarBadgeFont = Font.systemFont(ofSize: 13)
  /// The room left and right of a badge's text.
  public static let tabBarBadgePadding: CGFloat = 5
  /// The diameter of the dot an empty badge value shows.
  public static let tabBarBadgeDotSize: CGFloat = 10
  /// The color of unselected tabs, as iOS's default `unselectedItemTintColor`.
  public static let tabBarUnselectedColor = Color.dynamic(
    light: Color(rgb: 0x999999), dark: Color(rgb: 0x757575))
  /// How long a tab bar or toolbar takes to slide in or out.
  public static let bottomBarHideDuration: TimeInterval = 0.25
  /// The width a flexible space in a toolbar takes at least (none), and a fixed space's
  /// default.
  public static let toolbarFixedSpaceDefault: CGFloat = 8
  /// The room between toolbar items, and from the bar's edges.
  public static let toolbarItemSpacing: CGFloat = 16
}
