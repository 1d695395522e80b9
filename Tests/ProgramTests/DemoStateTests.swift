import Foundation
import TableKit
import Testing

/// The demo keeps what the user left between runs (issue 15): the scene shown and each scene's
/// place, saved on quit and restored at start.
@Suite(
  .serialized,
  .needsDisplay)
struct DemoStateTests {
  private func folder() throws -> URL {
    let url = URL(fileURLWithPath: NSTemporaryDirectory())
      .appendingPathComponent("demo-state-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test func theSavedSceneAndItsPlaceComeBackAndAreSavedAgain() throws {
    let state = try folder()
    try Data("contacts\n".utf8).write(to: state.appendingPathComponent("scene"))
    try TableViewRestorationState(
      restorationIdentifier: "table-demo.contacts", contentOffsetY: 400
    ).write(to: state.appendingPathComponent("contacts.json"))
    let run = try runProgram(
      "table-demo", ["--state", state.path, "--frames", "5"], underDisplay: true)
    #expect(run.status == 0, "\(run.errors)")
    let saved = try TableViewRestorationState(
      contentsOf: state.appendingPathComponent("contacts.json"))
    #expect(saved.contentOffsetY == 400, "restored at start and saved again on quit")
    let scene = try String(contentsOf: state.appendingPathComponent("scene"), encoding: .utf8)
    #expect(scene == "contacts\n")
  }

  @Test func thePushedScreensComeBackAndAreSavedAgain() throws {
    let state = try folder()
    try Data("settings\n".utf8).write(to: state.appendingPathComponent("scene"))
    // Settings → General (the first row of the Device section) → About (the first row).
    let screens = state.appendingPathComponent("settings.screens.json")
    let saved = #"{"restorationIdentifier":"table-demo.settings","rows":[[2,0],[0,0]]}"#
    try Data(saved.utf8).write(to: screens)
    let run = try runProgram(
      "table-demo", ["--state", state.path, "--frames", "5"], underDisplay: true)
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.errors.isEmpty, "\(run.errors)")
    #expect(try String(contentsOf: screens, encoding: .utf8) == saved, "replayed and saved again")
  }

  @Test func aCorruptScreensFileIsReportedAndTheSceneStartsOnItsFirstScreen() throws {
    let state = try folder()
    try Data("settings\n".utf8).write(to: state.appendingPathComponent("scene"))
    let screens = state.appendingPathComponent("settings.screens.json")
    try Data("{ garbage".utf8).write(to: screens)
    let run = try runProgram(
      "table-demo", ["--state", state.path, "--frames", "5"], underDisplay: true)
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.errors.contains("is not a saved list of screens"), "\(run.errors)")
    let again = try String(contentsOf: screens, encoding: .utf8)
    #expect(again.contains(#""rows":[]"#), "the first screen is saved: \(again)")
  }

  @Test func aSceneOnTheCommandLineWinsOverTheSavedOne() throws {
    let state = try folder()
    try Data("contacts\n".utf8).write(to: state.appendingPathComponent("scene"))
    let run = try runProgram(
      "table-demo", ["--state", state.path, "--frames", "3", "--scene", "tasks"],
      underDisplay: true)
    #expect(run.status == 0, "\(run.errors)")
    let scene = try String(contentsOf: state.appendingPathComponent("scene"), encoding: .utf8)
    #expect(scene == "tasks\n")
  }

  @Test func scriptedRunsLeaveTheDefaultFolderAlone() throws {
    let home = try folder()
    let run = try runProgram(
      "table-demo", ["--frames", "3"], environment: ["XDG_STATE_HOME": home.path],
      underDisplay: true)
    #expect(run.status == 0, "\(run.errors)")
    #expect(!FileManager.default.fileExists(atPath: home.appendingPathComponent("tablekit").path))
  }

  @Test func aBrokenSavedPlaceIsReportedAndTheDemoStartsFresh() throws {
    let state = try folder()
    try Data("contacts\n".utf8).write(to: state.appendingPathComponent("scene"))
    try Data("{\"formatVersion\": 1,".utf8).write(to: state.appendingPathComponent("contacts.json"))
    let run = try runProgram(
      "table-demo", ["--state", state.path, "--frames", "3"], underDisplay: true)
    #expect(run.status == 0)
    #expect(run.errors.contains("table-demo: "), "\(run.errors)")
    #expect(run.errors.contains("starting fresh"), "\(run.errors)")
  }
}
