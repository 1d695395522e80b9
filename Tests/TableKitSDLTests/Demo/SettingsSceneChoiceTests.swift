import DemoScenes
import Foundation
import TableKit
import Testing

/// The settings scene does what its rows promise (issue 24): the Wi-Fi row shows the network
/// chosen below it, and Personal Hotspot and its (i) button open a page, as on iOS.
@MainActor
@Suite struct SettingsSceneChoiceTests {
  private typealias Fixture = SceneNavigationTests.Fixture
  private let wifiRow = IndexPath(row: 1, section: 0)
  private let officeRow = IndexPath(row: 2, section: 1)
  private let hotspotRow = IndexPath(row: 4, section: 1)

  @Test func choosingANetworkShowsItOnTheWiFiRow() throws {
    let fixture = Fixture(SettingsScene.scene)
    #expect(fixture.texts(at: wifiRow).1 == "Home Network")
    try fixture.tap(officeRow)
    let table = try #require(fixture.topTable)
    #expect(table.cellForRow(at: wifiRow) != nil, "both rows on screen at once")
    #expect(fixture.texts(at: wifiRow).1 == "Office", "the row must show the choice")
    #expect(table.cellForRow(at: officeRow)?.accessoryType == .checkmark)
  }

  @Test func personalHotspotOpensItsPageAndShowsWhatItChose() throws {
    let fixture = Fixture(SettingsScene.scene)
    try fixture.tap(hotspotRow)
    #expect(fixture.navigation.topViewController?.title == "Personal Hotspot")
    // Allow Others to Join: On.
    try fixture.tap(IndexPath(row: 0, section: 0))
    fixture.navigation.popViewController(animated: true)
    fixture.settle()
    #expect(fixture.navigation.viewControllers.count == 1)
    #expect(fixture.texts(at: hotspotRow).1 == "On")
  }

  @Test func theInfoButtonOpensThePageToo() throws {
    let fixture = Fixture(SettingsScene.scene)
    let table = try #require(fixture.topTable)
    table.scrollToRow(at: hotspotRow, at: .middle, animated: false)
    fixture.settle()
    let cell = try #require(table.cellForRow(at: hotspotRow))
    #expect(cell.accessoryType == .detailDisclosureButton)
    table.delegate?.tableView(table, accessoryButtonTappedForRowWith: hotspotRow)
    fixture.settle()
    #expect(fixture.navigation.topViewController?.title == "Personal Hotspot")
  }
}
