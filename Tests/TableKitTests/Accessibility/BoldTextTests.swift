import Foundation
import Testing

@testable import TableKit

/// Bold Text draws and measures every system font one weight heavier (issue 30, item 5).
@MainActor
@Suite struct BoldTextTests {
  @Test func eachSystemFaceTakesTheNextHeavierOne() {
    #expect(SystemFace.nextHeavierName("Inter-Regular") == "Inter-Medium")
    #expect(SystemFace.nextHeavierName("Inter-SemiBold") == "Inter-Bold")
    #expect(SystemFace.nextHeavierName("InterDisplay-Bold") == "InterDisplay-ExtraBold")
    #expect(SystemFace.nextHeavierName("Inter-Italic") == "Inter-MediumItalic")
    #expect(SystemFace.nextHeavierName("Inter-LightItalic") == "Inter-Italic")
    #expect(SystemFace.nextHeavierName("Inter-Black") == "Inter-Black")
    #expect(SystemFace.nextHeavierName("DejaVuSans") == nil)
  }

  @Test func aFontsBoldTextVariantKeepsItsSizeAndAnAppsOwnFaceStays() {
    let body = Font.systemFont(ofSize: 17)
    #expect(body.boldTextVariant == Font.systemFont(ofSize: 17, weight: .medium))
    let title = Font.systemFont(ofSize: 34, weight: .bold)
    #expect(title.boldTextVariant == Font.systemFont(ofSize: 34, weight: .heavy))
    let custom = Font(name: "Georgia", size: 15)
    #expect(custom.boldTextVariant == custom)
  }

  @Test func aDrawListWithBoldLegibilityDrawsTheHeavierFace() {
    let bold = TraitCollection.hostDefault.modifyingTraits { $0.legibilityWeight = .bold }
    var list = DrawList(traits: bold)
    list.append(.text(TextRun("Wi-Fi", font: .systemFont(ofSize: 17), color: .label, origin: .zero)))
    guard case .text(let run) = list.commands.first else {
      Issue.record("no text run drawn")
      return
    }
    #expect(run.font == Font.systemFont(ofSize: 17, weight: .medium))
    var regular = DrawList(traits: .hostDefault)
    regular.append(.text(TextRun("Wi-Fi", font: .systemFont(ofSize: 17), color: .label, origin: .zero)))
    guard case .text(let plain) = regular.commands.first else { return }
    #expect(plain.font == Font.systemFont(ofSize: 17))
  }

  @Test func theScreenMeasuresWithTheHeavierFacesWhileBoldTextIsOn() {
    let screen = Screen.headless()
    let base = screen.textMeasurer
    screen.accessibility.isBoldTextEnabled = true
    #expect(screen.textMeasurer !== base, "another measurer, so cached layouts are made again")
    screen.accessibility.isBoldTextEnabled = false
    #expect(screen.textMeasurer === base)
  }
}
