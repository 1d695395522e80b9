import DemoScenes
import Foundation
import TableKit
import Testing

/// Issue 31, item 1: the catalog's operator settings. Editing is off unless `allowEditing`
/// (or `--allow-editing`) turns it on, never on an empty catalog; `operatorPIN` is 4 to 12
/// digits in a string.
@MainActor
@Suite struct KioskOperatorSettingsTests {
  private func read(_ settings: String) throws -> KioskCatalogReading {
    try KioskCatalogSpeechSettingsTests().read(settings)
  }

  @Test func theSettingsAreReadAndOffWithoutThem() throws {
    let set = try read(#""allowEditing": true, "operatorPIN": "0042","#)
    #expect(set.problems == [])
    #expect(set.catalog?.allowsEditing == true)
    #expect(set.catalog?.operatorPIN == "0042")
    let unset = try read("")
    #expect(unset.catalog?.allowsEditing == false)
    #expect(unset.catalog?.operatorPIN == nil)
  }

  @Test func badValuesAreProblemsAndLeaveTheKioskLocked() throws {
    let reading = try read(#""allowEditing": "yes", "operatorPIN": 1234,"#)
    #expect(
      reading.problems.map(\.description) == [
        "catalog.json: allowEditing: expected true or false, found the string \"yes\"",
        "catalog.json: operatorPIN: expected 4 to 12 digits in a string such as \"4096\", found the number 1234",
      ])
    #expect(reading.catalog?.allowsEditing == false)
    #expect(reading.catalog?.operatorPIN == nil)
    for pin in ["123", "1234567890123", "12a4"] {
      #expect(try read(#""operatorPIN": "\#(pin)","#).catalog?.operatorPIN == nil, "\(pin)")
    }
  }

  @Test func editingFollowsTheCatalogUnlessAnOptionDecides() {
    var allowing = KioskCatalogControllerTests.catalog()
    allowing.allowsEditing = true
    let closed = KioskCatalogControllerTests.catalog()
    let empty = KioskCatalog(title: "Guide", sections: [], allowsEditing: true)
    #expect(KioskEditingPermission.asCatalogSays.allowsEditing(allowing))
    #expect(!KioskEditingPermission.asCatalogSays.allowsEditing(closed))
    #expect(KioskEditingPermission.allowed.allowsEditing(closed))
    #expect(!KioskEditingPermission.forbidden.allowsEditing(allowing))
    #expect(!KioskEditingPermission.allowed.allowsEditing(empty), "nothing to edit")
  }

  @Test func theEditButtonComesAndGoesWithTheCatalogsSay() throws {
    let fixture = KioskCatalogControllerTests.Fixture(
      KioskCatalogControllerTests.reading(KioskCatalogControllerTests.catalog()),
      editing: .asCatalogSays)
    let list = fixture.controller.list
    #expect(list.navigationItem.rightBarButtonItem == nil, "off by default")
    #expect(!list.tableView(fixture.list, canEditRowAt: IndexPath(row: 0, section: 0)))
    var allowing = KioskCatalogControllerTests.catalog()
    allowing.allowsEditing = true
    fixture.controller.reload(with: KioskCatalogControllerTests.reading(allowing))
    #expect(list.navigationItem.rightBarButtonItem != nil)
    list.setEditing(true, animated: false)
    fixture.controller.reload(
      with: KioskCatalogControllerTests.reading(KioskCatalogControllerTests.catalog()))
    #expect(list.navigationItem.rightBarButtonItem == nil)
    #expect(!list.isEditing, "editing ends with the catalog's say")
  }
}
