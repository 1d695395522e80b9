import Foundation
import Testing

@testable import TableKit

/// The factories' defaults, which must be the classic styles' metrics and colors, and how
/// configurations compare and follow a table's style.
@Suite
struct ListContentConfigurationTests {
  typealias Configuration = ListContentConfiguration

  @Test func aCellConfigurationHasTheClassicTitleLookAndWrapsAsUIKitDoes() {
    let configuration = Configuration.cell()
    #expect(configuration.textProperties.font == Metrics.titleFont)
    #expect(configuration.textProperties.color == .label)
    #expect(configuration.textProperties.numberOfLines == 0)
    #expect(configuration.textProperties.lineBreakMode == .byTruncatingTail)
    #expect(configuration.textProperties.alignment == .natural)
    #expect(configuration.imageToTextPadding == Metrics.imageTitleSpacing)
    #expect(!configuration.prefersSideBySideTextAndSecondaryText)
    #expect(configuration.text == nil && configuration.secondaryText == nil)
    #expect(configuration.image == nil)
  }

  @Test func aSubtitleCellHasTheSmallGrayDetailUnderTheTitle() {
    let configuration = Configuration.subtitleCell()
    #expect(configuration.secondaryTextProperties.font == Metrics.subtitleDetailFont)
    #expect(configuration.secondaryTextProperties.color == .secondaryLabel)
    #expect(configuration.textToSecondaryTextVerticalPadding == 0)
    #expect(!configuration.prefersSideBySideTextAndSecondaryText)
  }

  @Test func aValueCellPutsTheGrayDetailBesideTheTitle() {
    let configuration = Configuration.valueCell()
    #expect(configuration.prefersSideBySideTextAndSecondaryText)
    #expect(configuration.secondaryTextProperties.font == Metrics.value1DetailFont)
    #expect(configuration.secondaryTextProperties.color == .secondaryLabel)
    #expect(configuration.textToSecondaryTextHorizontalPadding == Metrics.value1Spacing)
  }

  @Test func theValue2EquivalentHasASmallBlueTitleAndABlackDetail() {
    let configuration = Configuration.value2Cell()
    #expect(configuration.prefersSideBySideTextAndSecondaryText)
    #expect(configuration.textProperties.font == Metrics.value2TitleFont)
    #expect(configuration.textProperties.color == .tint)
    #expect(configuration.secondaryTextProperties.font == Metrics.value2DetailFont)
    #expect(configuration.secondaryTextProperties.color == .label)
  }

  @Test func headerAndFooterFactoriesHaveTheClassicTitleLooks() {
    let plainHeader = Configuration.plainHeader().textProperties
    #expect(plainHeader.font == Metrics.plainHeaderFont && plainHeader.color == .label)
    #expect(plainHeader.numberOfLines == 1)
    let plainFooter = Configuration.plainFooter().textProperties
    #expect(plainFooter.font == Metrics.plainFooterFont && plainFooter.color == .secondaryLabel)
    let groupedHeader = Configuration.groupedHeader().textProperties
    #expect(groupedHeader.font == Metrics.groupedHeaderFont)
    #expect(groupedHeader.color == .groupedHeaderText)
    #expect(groupedHeader.transform == .uppercase)
    #expect(groupedHeader.numberOfLines == 1)
    let groupedFooter = Configuration.groupedFooter().textProperties
    #expect(groupedFooter.color == .groupedHeaderText)
    #expect(groupedFooter.transform == .none)
    #expect(groupedFooter.numberOfLines == 0)
  }

  @Test func configurationsAreEqualWhenEveryPropertyIs() {
    var first = Configuration.cell()
    first.text = "Wi-Fi"
    var second = Configuration.cell()
    second.text = "Wi-Fi"
    #expect(first == second)
    #expect(Set([first, second]).count == 1)
    second.imageProperties.maximumSize = CGSize(width: 20, height: 20)
    #expect(first != second)
    #expect(Configuration.cell() != Configuration.plainHeader())
  }

  @Test func textTransformsChangeOnlyWhatIsShown() {
    var properties = Configuration.TextProperties(font: Metrics.titleFont, color: .label)
    properties.transform = .uppercase
    #expect(properties.transformed("Wi-Fi") == "WI-FI")
    properties.transform = .lowercase
    #expect(properties.transformed("Wi-Fi") == "wi-fi")
    properties.transform = .capitalized
    #expect(properties.transformed("general settings") == "General Settings")
  }

  @Test func aHeaderConfigurationTakesTheLookOfAGroupedTableButKeepsWhatWasChanged() {
    var header = Configuration.header()
    header.text = "Display"
    header.textProperties.color = .tint
    let grouped = header.restyled(as: .groupedHeader)
    #expect(grouped.text == "Display")
    #expect(grouped.textProperties.font == Metrics.groupedHeaderFont)
    #expect(grouped.textProperties.transform == .uppercase)
    #expect(grouped.textProperties.color == .tint, "a color that was set stays")
    #expect(grouped.restyled(as: .plainHeader).textProperties.font == Metrics.plainHeaderFont)
  }

  @Test func aNamedHeaderConfigurationKeepsItsLookWherever() {
    let grouped = Configuration.groupedHeader()
    #expect(grouped.restyled(as: .plainHeader) == grouped)
  }

  @Test func updatingForAStateKeepsTheConfiguration() {
    var state = CellConfigurationState()
    state.isSelected = true
    var configuration = Configuration.valueCell()
    configuration.text = "Wi-Fi"
    #expect(configuration.updated(for: state) == configuration)
  }
}
