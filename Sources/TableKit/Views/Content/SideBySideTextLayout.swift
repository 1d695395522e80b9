import Foundation

/// How a title and a detail share one line: the rules of the value1 and value2 cells, shared by
/// `TableViewCell`'s standard styles and `ListContentView`'s value configurations so that both
/// place text alike. Pure functions of measured sizes.
enum SideBySideTextLayout {
  /// The widths of a title and a detail side by side in `available` points. Both keep their
  /// natural widths when they fit. Otherwise the detail gives way first, as on iOS: the title
  /// keeps its natural width while the detail still has `Metrics.value1DetailMinimumShare` of
  /// the room (or its natural width, if less), and the detail truncates in what is left; a title
  /// longer than that truncates too, so that some of the detail always shows.
  /// - Parameters:
  ///   - titleNatural: The title's width on one unbounded line.
  ///   - detailNatural: The detail's width on one unbounded line.
  ///   - available: The room for both and the gap.
  ///   - spacing: The gap between them.
  /// - Returns: The title's and the detail's widths.
  static func widths(
    titleNatural: CGFloat, detailNatural: CGFloat, available: CGFloat, spacing: CGFloat
  ) -> (title: CGFloat, detail: CGFloat) {
    guard detailNatural > 0, titleNatural + spacing + detailNatural > available else {
      let title = min(titleNatural, available)
      return (title, min(detailNatural, max(0, available - title - spacing)))
    }
    let detailKeeps = min(detailNatural, (available * Metrics.value1DetailMinimumShare).rounded())
    let titleWidth = max(0, min(titleNatural, available - spacing - detailKeeps))
    return (titleWidth, min(detailNatural, max(0, available - titleWidth - spacing)))
  }

  /// The frames of a title and a detail side by side between `leading` and `trailing`: the
  /// title at the leading edge, the detail against the trailing edge, widths by
  /// `widths(titleNatural:detailNatural:available:spacing:)`, tops by `tops(...)`.
  /// - Parameters:
  ///   - title: The title's label (an empty one takes no room).
  ///   - detail: The detail's label.
  ///   - leading: Where the title starts.
  ///   - trailing: Where the detail ends.
  ///   - spacing: The least gap between them.
  ///   - height: The row's height.
  ///   - screen: Measures the fonts and rounds to pixels.
  /// - Returns: The title's and the detail's frames, in the labels' superview's coordinates.
  @MainActor
  static func frames(
    title: Label?, detail: Label?, leading: CGFloat, trailing: CGFloat, spacing: CGFloat,
    height: CGFloat, screen: Screen
  ) -> (title: CGRect, detail: CGRect) {
    func measured(_ label: Label?, width: CGFloat) -> CGSize {
      label?.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)) ?? .zero
    }
    let (titleWidth, detailWidth) = widths(
      titleNatural: measured(title, width: .greatestFiniteMagnitude).width,
      detailNatural: measured(detail, width: .greatestFiniteMagnitude).width,
      available: max(0, trailing - leading), spacing: spacing)
    let titleSize = measured(title, width: titleWidth)
    let detailSize = measured(detail, width: detailWidth)
    let y = tops(
      titleHeight: titleSize.height, detailHeight: detailSize.height, titleFont: title?.font,
      detailFont: detail?.font, height: height, screen: screen)
    return (
      CGRect(x: leading, y: y.title, width: titleWidth, height: titleSize.height),
      CGRect(x: trailing - detailWidth, y: y.detail, width: detailWidth, height: detailSize.height)
    )
  }

  /// The tops of a title and a detail side by side in a row `height` tall. On single lines the
  /// taller text is centred and the other moves so that both share a baseline, as UIKit's
  /// value1 and value2 cells do; texts of several lines are each centred.
  /// - Parameters:
  ///   - titleHeight: The height of the title's block (0 when empty).
  ///   - detailHeight: The height of the detail's block (0 when empty).
  ///   - titleFont: The title's font; nil when there is no title label.
  ///   - detailFont: The detail's font; nil when there is no detail label.
  ///   - height: The row's height.
  ///   - screen: Measures the fonts and rounds to pixels.
  /// - Returns: The title's and the detail's top, in the row's coordinates.
  @MainActor
  static func tops(
    titleHeight: CGFloat, detailHeight: CGFloat, titleFont: Font?, detailFont: Font?,
    height: CGFloat, screen: Screen
  ) -> (title: CGFloat, detail: CGFloat) {
    let round = screen.roundToPixel
    let measurer = screen.textMeasurer
    let titleBaseline = titleFont.map { measurer.baseline(of: $0) } ?? 0
    let detailBaseline = detailFont.map { measurer.baseline(of: $0) } ?? 0
    let oneLine = [(titleFont, titleHeight), (detailFont, detailHeight)].allSatisfy {
      font, blockHeight in
      font.map { blockHeight <= measurer.lineHeight(of: $0) } ?? true
    }
    if titleHeight == 0 || detailHeight == 0 || !oneLine {
      // A text of several lines centres on its own, as does a text beside an empty one.
      return (round((height - titleHeight) / 2), round((height - detailHeight) / 2))
    }
    if detailHeight > titleHeight {
      let detailY = round((height - detailHeight) / 2)
      return (round(detailY + detailBaseline - titleBaseline), detailY)
    }
    let titleY = round((height - titleHeight) / 2)
    return (titleY, round(titleY + titleBaseline - detailBaseline))
  }
}
