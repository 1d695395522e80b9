import Foundation
import Testing

@testable import TableKit

/// Bold Text and Darker Colors reach views as traits, as on iOS, and Darker Colors darkens
/// separators, secondary text and the tint (issue 30, item 5).
@MainActor
@Suite struct AccessibilityDisplaySettingsTests {
  @Test func darkerColorsMakeTheContrastHighAndTellTheViews() {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let view = TraitCollectionTests.ReportingView()
    window.addSubview(view)
    #expect(view.traitCollection.accessibilityContrast == .normal)
    window.screen.accessibility.isDarkerSystemColorsEnabled = true
    #expect(view.traitCollection.accessibilityContrast == .high)
    #expect(view.reports.count == 1)
    #expect(view.reports.first??.accessibilityContrast == .normal)
    window.screen.accessibility.isDarkerSystemColorsEnabled = false
    #expect(view.traitCollection.accessibilityContrast == .normal)
    #expect(view.reports.count == 2)
  }

  @Test func boldTextMakesTheLegibilityWeightBold() {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let view = View()
    window.addSubview(view)
    var told = 0
    view.registerForTraitChanges([.legibilityWeight]) { _, _ in told += 1 }
    window.screen.accessibility.isBoldTextEnabled = true
    #expect(view.traitCollection.legibilityWeight == .bold)
    #expect(told == 1)
  }

  @Test func theSettingsOutliveTheHostSettingItsTraits() {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.screen.accessibility.isDarkerSystemColorsEnabled = true
    window.hostTraitCollection = TraitCollection(userInterfaceStyle: .dark)
    #expect(window.traitCollection.accessibilityContrast == .high)
    #expect(window.traitCollection.userInterfaceStyle == .dark)
  }

  @Test func aNewScreenBringsItsOwnSettings() {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let screen = Screen.headless()
    screen.accessibility.isDarkerSystemColorsEnabled = true
    window.screen = screen
    #expect(window.traitCollection.accessibilityContrast == .high)
    screen.accessibility.isDarkerSystemColorsEnabled = false
    #expect(window.traitCollection.accessibilityContrast == .normal)
  }

  @Test func highContrastDarkensSeparatorsSecondaryTextAndTheTint() {
    let high = TraitCollection.hostDefault.modifyingTraits { $0.accessibilityContrast = .high }
    let highDark = high.modifyingTraits { $0.userInterfaceStyle = .dark }
    #expect(Color.separator.resolvedColor(with: high) == Color(rgb: 0xAEAEB2))
    #expect(Color.secondaryLabel.resolvedColor(with: high) == Color(rgb: 0x6C6C70))
    #expect(Color.tint.resolvedColor(with: high) == Color(rgb: 0x0040DD))
    #expect(Color.tint.resolvedColor(with: highDark) == Color(rgb: 0x409CFF))
    #expect(Color.systemRed.resolvedColor(with: high) == Color(rgb: 0xD70015))
    #expect(Color.tertiaryLabel.resolvedColor(with: high).alpha == 0.5)
    // Normal contrast keeps iOS's usual values, in both appearances.
    #expect(Color.tint.resolvedColor(with: .hostDefault) == Color(rgb: 0x007AFF))
    let dark = TraitCollection.hostDefault.modifyingTraits { $0.userInterfaceStyle = .dark }
    #expect(Color.tint.resolvedColor(with: dark) == Color(rgb: 0x0A84FF))
    // A color with no high-contrast value is the same under both.
    #expect(Color.label.resolvedColor(with: high) == Color.label.resolvedColor(with: .hostDefault))
  }

  @Test func namedColorsStillCompareByValue() {
    #expect(Color.tint == Color.systemBlue)
    #expect(Color.separator == Color.separator)
    #expect(Color.separator.withAlphaComponent(0.5) == Color.separator.withAlphaComponent(0.5))
  }
}
