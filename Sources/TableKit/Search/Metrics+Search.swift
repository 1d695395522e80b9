import Foundation

/// The metrics of search bars, kept beside the views they size (see LOOK.md).
extension Metrics {
  /// A search bar's height on its own (a table's header): 56 points, as iOS 13's.
  public static let searchBarHeight: CGFloat = 56
  /// The band a search bar takes under a navigation bar's title (and large title): 52 points.
  public static let navigationSearchBarHeight: CGFloat = 52
  /// The rounded field's height.
  public static let searchFieldHeight: CGFloat = 36
  /// The rounded field's corner radius.
  public static let searchFieldCornerRadius: CGFloat = 10
  /// The field's fill: #767680 at 12 %, iOS's `tertiarySystemFill`.
  public static let searchFieldFill = Color.dynamic(
    light: Color(rgb: 0x767680, alpha: 0.12), dark: Color(rgb: 0x767680, alpha: 0.24))
  /// The magnifying glass and the placeholder: #8E8E93.
  public static let searchFieldPlaceholderColor = Color.dynamic(
    light: Color(rgb: 0x8E8E93), dark: Color(rgb: 0xEBEBF5, alpha: 0.6))
  /// The room between the bar's sides and the field in a table header.
  public static let searchBarMargin: CGFloat = 8
  /// The room between the sides and the field under a navigation bar, lined up with the large
  /// title's margin.
  public static let navigationSearchBarMargin: CGFloat = 16
  /// The magnifying glass's box, inset from the field's leading edge.
  public static let searchGlassSize: CGFloat = 16
  /// How far the glass sits from the field's leading edge.
  public static let searchGlassInset: CGFloat = 7
  /// Where the text starts, from the field's leading edge.
  public static let searchTextInset: CGFloat = 29
  /// The room between the field and the Cancel button.
  public static let searchCancelSpacing: CGFloat = 12
  /// The Cancel button's title font: 17 regular, as bar buttons (and as they, growing up to
  /// `barTextMaximumPointSize`).
  public static var searchCancelFont: Font {
    barButtonFont
  }
  /// The search field's text and placeholder: 17 regular at Large, growing as bar text does
  /// (up to `barTextMaximumPointSize`), since the field keeps its height in the bar.
  public static var searchFieldFont: Font {
    barButtonFont
  }
  /// How long the Cancel button takes to slide in or out.
  public static let searchCancelAnimationDuration: TimeInterval = 0.25
  /// How long a navigation bar's title row takes to slide away as a search begins (and back).
  public static let searchPresentationDuration: TimeInterval = 0.3
  /// The dimming over the content while an empty search is active and obscures it.
  public static let searchDimmingColor = Color.black.withAlphaComponent(0.2)
}
