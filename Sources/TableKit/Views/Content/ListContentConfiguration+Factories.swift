import Foundation

extension ListContentConfiguration {
  // MARK: - Cells

  /// A row with an image and a text, as the classic `.default` cell: 17-point text in the label
  /// color.
  public static func cell() -> ListContentConfiguration {
    ListContentConfiguration(
      style: .cell, textProperties: TextProperties(font: Metrics.titleFont, color: .label),
      secondaryTextProperties: TextProperties(
        font: Metrics.subtitleDetailFont, color: .secondaryLabel))
  }

  /// A row with the secondary text in 12-point gray under the text, as the classic `.subtitle`
  /// cell. The same as `cell()`: the classic `.default` style has no detail, so `cell()` shows
  /// a secondary text as the subtitle style does.
  public static func subtitleCell() -> ListContentConfiguration {
    cell()
  }

  /// A row with the secondary text in 17-point gray on the trailing side, as the classic
  /// `.value1` cell.
  public static func valueCell() -> ListContentConfiguration {
    var configuration = cell()
    configuration.secondaryTextProperties = TextProperties(
      font: Metrics.value1DetailFont, color: .secondaryLabel)
    configuration.prefersSideBySideTextAndSecondaryText = true
    return configuration
  }

  /// The classic `.value2` cell's configuration: a 15-point text in the tint color,
  /// right-aligned in a column about a quarter of the row wide, and a 15-point secondary text in
  /// the label color just after the column, as the classic style lays them out in iOS 17
  /// (`Metrics.value2TitleFont`).
  static func value2Cell() -> ListContentConfiguration {
    var configuration = valueCell()
    configuration.keepsTextInValue2Column = true
    configuration.textProperties = TextProperties(font: Metrics.value2TitleFont, color: .tint)
    configuration.secondaryTextProperties = TextProperties(
      font: Metrics.value2DetailFont, color: .label)
    return configuration
  }

  // MARK: - Headers and footers

  /// A plain table's header: a 15-point bold title on one line, centred in a 28-point bar.
  public static func plainHeader() -> ListContentConfiguration {
    headerFooter(
      .plainHeader, font: Metrics.plainHeaderFont, secondaryFont: Metrics.plainFooterFont,
      color: .label)
  }

  /// A plain table's footer: a 15-point gray title on one line, centred in a 28-point bar.
  public static func plainFooter() -> ListContentConfiguration {
    headerFooter(
      .plainFooter, font: Metrics.plainFooterFont, secondaryFont: Metrics.plainFooterFont,
      color: .secondaryLabel)
  }

  /// A grouped table's header: a 13-point gray uppercase title on one line, 6 points above the
  /// group.
  public static func groupedHeader() -> ListContentConfiguration {
    var configuration = headerFooter(
      .groupedHeader, font: Metrics.groupedHeaderFont, secondaryFont: Metrics.groupedHeaderFont,
      color: .groupedHeaderText)
    configuration.textProperties.transform = .uppercase
    return configuration
  }

  /// A grouped table's footer: a 13-point gray note under the group, on as many lines as it
  /// needs.
  public static func groupedFooter() -> ListContentConfiguration {
    var configuration = headerFooter(
      .groupedFooter, font: Metrics.groupedHeaderFont, secondaryFont: Metrics.groupedHeaderFont,
      color: .groupedHeaderText)
    configuration.textProperties.numberOfLines = 0
    return configuration
  }

  /// A header that takes the look of the table it is shown in (iOS 15): `plainHeader()` in a
  /// plain table, `groupedHeader()` in a grouped one. Properties you change stay as you set
  /// them.
  public static func header() -> ListContentConfiguration {
    var configuration = plainHeader()
    configuration.followsTableStyle = true
    return configuration
  }

  /// A footer that takes the look of the table it is shown in (iOS 15): `plainFooter()` or
  /// `groupedFooter()`. Properties you change stay as you set them.
  public static func footer() -> ListContentConfiguration {
    var configuration = plainFooter()
    configuration.followsTableStyle = true
    return configuration
  }

  /// A header or footer configuration with a one-line title in `font` and `color`, and a
  /// secondary text in `secondaryFont` (the regular face of the same size), gray.
  private static func headerFooter(
    _ style: Style, font: Font, secondaryFont: Font, color: Color
  ) -> ListContentConfiguration {
    var title = TextProperties(font: font, color: color)
    title.numberOfLines = 1
    return ListContentConfiguration(
      style: style, textProperties: title,
      secondaryTextProperties: TextProperties(
        font: secondaryFont, color: .secondaryLabel))
  }

  /// The configuration of `style`'s factory.
  static func standard(_ style: Style) -> ListContentConfiguration {
    switch style {
    case .cell: return cell()
    case .plainHeader: return plainHeader()
    case .plainFooter: return plainFooter()
    case .groupedHeader: return groupedHeader()
    case .groupedFooter: return groupedFooter()
    }
  }

  /// The configuration moved to `style`, when it follows the table's style: the content stays,
  /// and every look property still at its old style's default takes the new style's default.
  /// Other configurations come back unchanged.
  func restyled(as style: Style) -> ListContentConfiguration {
    guard followsTableStyle, style != self.style else { return self }
    let old = Self.standard(self.style)
    let new = Self.standard(style)
    var result = self
    result.style = style
    result.textProperties = textProperties.restyled(
      from: old.textProperties, to: new.textProperties)
    result.secondaryTextProperties = secondaryTextProperties.restyled(
      from: old.secondaryTextProperties, to: new.secondaryTextProperties)
    return result
  }
}

extension ListContentConfiguration.TextProperties {
  /// These properties with every one still equal to `old` replaced by `new`'s.
  func restyled(from old: Self, to new: Self) -> Self {
    var result = self
    if font == old.font { result.font = new.font }
    if color == old.color { result.color = new.color }
    if alignment == old.alignment { result.alignment = new.alignment }
    if lineBreakMode == old.lineBreakMode { result.lineBreakMode = new.lineBreakMode }
    if numberOfLines == old.numberOfLines { result.numberOfLines = new.numberOfLines }
    if transform == old.transform { result.transform = new.transform }
    return result
  }
}
