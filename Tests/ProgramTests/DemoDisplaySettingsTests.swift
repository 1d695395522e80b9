import DemoScenes
import Foundation
import TableKit
import Testing

/// The demo's appearance and text size (issue 26, item 7): the text size steps through the
/// twelve categories and stops at the ends, and the Settings scene's names go both ways.
@MainActor
@Suite struct DemoDisplaySettingsTests {
  @Test func theTextSizeStepsAndStopsAtTheEnds() {
    let settings = DemoDisplaySettings()
    var changes = 0
    settings.onChange = { changes += 1 }
    settings.stepTextSize(by: 1)
    #expect(settings.textSize == .extraLarge)
    settings.stepTextSize(by: 20)
    #expect(settings.textSize == .accessibilityExtraExtraExtraLarge)
    settings.stepTextSize(by: 1)
    #expect(settings.textSize == .accessibilityExtraExtraExtraLarge)
    settings.stepTextSize(by: -30)
    #expect(settings.textSize == .extraSmall)
    #expect(changes == 3, "a step that stays put changes nothing")
    settings.textSize = .unspecified
    #expect(settings.textSize == .large)
  }

  @Test func theSettingsNamesGoBothWays() {
    for size in DemoDisplaySettings.textSizes {
      #expect(DemoDisplaySettings.textSize(titled: DemoDisplaySettings.title(of: size)) == size)
    }
    for appearance in DemoDisplaySettings.Appearance.allCases {
      #expect(DemoDisplaySettings.Appearance(title: appearance.title) == appearance)
    }
    #expect(DemoDisplaySettings.Appearance.system.title == "Automatic")
  }
}
