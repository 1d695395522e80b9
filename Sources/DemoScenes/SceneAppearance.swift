import TableKit

/// The sizes a scene draws at: the standard iOS metrics on the desktop, larger rows and titles
/// on the touch kiosk, where targets must suit a finger at arm's length.
public struct SceneAppearance: Hashable, Sendable {
  /// The height of a standard row.
  public var rowHeight: CGFloat
  /// The point size of cell titles.
  public var titleFontSize: CGFloat
  /// The point size of subtitle details.
  public var detailFontSize: CGFloat

  /// Creates an appearance.
  public init(rowHeight: CGFloat, titleFontSize: CGFloat, detailFontSize: CGFloat) {
    self.rowHeight = rowHeight
    self.titleFontSize = titleFontSize
    self.detailFontSize = detailFontSize
  }

  /// iOS's metrics: 44-point rows, 17-point titles, 12-point subtitles.
  public static let standard = SceneAppearance(rowHeight: 44, titleFontSize: 17, detailFontSize: 12)

  /// The kiosk's: 64-point rows, 20-point titles, 15-point subtitles.
  public static let kiosk = SceneAppearance(rowHeight: 64, titleFontSize: 20, detailFontSize: 15)

  /// Whether this is larger than the standard look (the kiosk's).
  public var isEnlarged: Bool { rowHeight > SceneAppearance.standard.rowHeight }

  /// The height a scene's table gives its rows: the standard look's rows size themselves, so
  /// that they grow with the text size (44 points at Large, as before); the kiosk's keep their
  /// fixed height.
  public var tableRowHeight: CGFloat { isEnlarged ? rowHeight : TableView.automaticDimension }

  // The standard look's fonts scale as the text styles of its sizes do (body for 17, caption1
  // for 12), so that labels that adjust to the text size grow with it; at Large they are the
  // sizes above. The kiosk's stay fixed: its rows keep their fixed height.

  /// The font of cell titles.
  public var titleFont: Font { scaled(.systemFont(ofSize: titleFontSize), like: .body) }
  /// The font of subtitle details.
  public var detailFont: Font { scaled(.systemFont(ofSize: detailFontSize), like: .caption1) }
  /// The font of value1 details, as large as the title.
  public var valueFont: Font { titleFont }

  /// `font` scaling as `style` does in the standard look; as it is in the kiosk's.
  private func scaled(_ font: Font, like style: Font.TextStyle) -> Font {
    isEnlarged ? font : FontMetrics(forTextStyle: style).scaledFont(for: font)
  }
}
