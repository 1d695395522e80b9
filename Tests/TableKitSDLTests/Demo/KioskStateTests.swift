import DemoScenes
import Foundation
import PipeReading
import TableKit
import TableKitSDL
import Testing

/// The contacts scene names its rows by person, so a saved state follows people.
@MainActor
@Suite struct ContactsStateTests {
  func makeTable() throws -> TableView {
    let view = ContactsScene.scene.makeView(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
    let table = try #require(view as? TableView)
    table.clock = ManualClock()
    table.layoutIfNeeded()
    return table
  }

  @Test func contactsAreSavedByTheirFullNamesAndComeBack() throws {
    let original = try makeTable()
    original.selectRow(at: IndexPath(row: 1, section: 2), animated: false, scrollPosition: .none)
    original.contentOffset = CGPoint(x: 0, y: 1000)
    original.layoutIfNeeded()
    let state = original.encodeRestorableState()
    guard case .modelIdentifier(let name) = try #require(state.selectedRows.first) else {
      Issue.record("a contact is saved by name, not \(state.selectedRows)")
      return
    }
    #expect(name.contains(" "), "a full name: \(name)")
    let restored = try makeTable()
    #expect(restored.restoreState(state).isEmpty)
    #expect(restored.indexPathsForSelectedRows == [IndexPath(row: 1, section: 2)])
    #expect(restored.contentOffset.y == 1000)
  }
}

/// The kiosk restores its table's state at start and saves it on quit; a bad state file is
/// reported and the kiosk starts fresh.
@MainActor
@Suite(
  .serialized,
  .enabled(
    if: ProcessInfo.processInfo.environment["DISPLAY"] != nil
      || FileManager.default.isExecutableFile(atPath: "/usr/bin/xvfb-run"),
    "needs a display or xvfb-run"))
struct KioskStateTests {
  /// Runs the kiosk with `arguments`; returns its exit status and standard error.
  private func runKiosk(_ arguments: [String]) throws -> (status: Int32, errors: String) {
    let path = (builtProductsDirectory() as NSString).appendingPathComponent("table-kiosk")
    try #require(
      FileManager.default.isExecutableFile(atPath: path),
      "table-kiosk must be built next to the tests (swift build --build-tests builds it)")
    let process = Process()
    if ProcessInfo.processInfo.environment["DISPLAY"] != nil {
      process.executableURL = URL(fileURLWithPath: path)
      process.arguments = arguments
    } else {
      process.executableURL = URL(fileURLWithPath: "/usr/bin/xvfb-run")
      process.arguments = ["-a", "-s", "-screen 0 1280x800x24", path] + arguments
    }
    let errors = Pipe()
    process.standardOutput = FileHandle.nullDevice
    process.standardError = errors
    try process.run()
    let data = errors.fileHandleForReading.readUntilEnd()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  private func stateFile(_ text: String?) throws -> URL {
    let folder = try makeTemporaryDirectory("kiosk-state")
    let url = URL(fileURLWithPath: folder).appendingPathComponent("state.json")
    if let text { try Data(text.utf8).write(to: url) }
    return url
  }

  private let frames = ["--windowed", "--frames", "3", "--scene", "contacts"]

  @Test func aCorruptStateFileIsReportedAndTheKioskStartsFresh() throws {
    let url = try stateFile(#"{"formatVersion": 1, "selectedRows": ["#)
    let (status, errors) = try runKiosk(frames + ["--state", url.path])
    #expect(status == 0)
    #expect(errors.contains("\(url.path) is truncated"), "\(errors)")
    #expect(errors.contains("starting fresh"), "\(errors)")
    // On quit the fresh state replaced the bad file.
    let saved = try TableViewRestorationState(contentsOf: url)
    #expect(saved.restorationIdentifier == "table-kiosk.contacts")
    #expect(saved.contentOffsetY == Self.topOffset, "at rest at the top")
  }

  /// The offset of a table resting at its top under the kiosk's navigation bar: the bar's 44
  /// points and its large title's 52 lie over the content, as in UIKit.
  static let topOffset: CGFloat = -96

  @Test func aSavedPositionIsRestoredAndSavedAgain() throws {
    let url = try stateFile(nil)
    let state = TableViewRestorationState(
      restorationIdentifier: "table-kiosk.contacts",
      selectedRows: [.indexPath(section: 0, row: 0), .modelIdentifier("Nobody Atall")],
      firstVisibleRow: .indexPath(section: 3, row: 1), firstVisibleRowOffset: 7.5,
      contentOffsetY: 0)
    try state.write(to: url)
    let (status, errors) = try runKiosk(frames + ["--state", url.path])
    #expect(status == 0)
    #expect(errors.contains("(model identifier \"Nobody Atall\") was not restored"), "\(errors)")
    let saved = try TableViewRestorationState(contentsOf: url)
    guard case .modelIdentifier = saved.firstVisibleRow else {
      Issue.record("the contacts scene saves rows by name: \(saved)")
      return
    }
    #expect(saved.firstVisibleRowOffset == 7.5)
    #expect(saved.selectedRows.count == 1)
  }

  @Test func aStateOfAnotherSceneIsReportedAndIgnored() throws {
    let url = try stateFile(nil)
    try TableViewRestorationState(
      restorationIdentifier: "table-kiosk.settings", contentOffsetY: 300
    )
    .write(to: url)
    let (status, errors) = try runKiosk(frames + ["--state", url.path])
    #expect(status == 0)
    #expect(errors.contains("belongs to the table \"table-kiosk.settings\""), "\(errors)")
    #expect(try TableViewRestorationState(contentsOf: url).contentOffsetY == Self.topOffset)
  }

  @Test func stateOptionsAreChecked() throws {
    #expect(try runKiosk(frames + ["--state"]).status == 2)
    #expect(try runKiosk(frames + ["--state", "x.json", "--no-state"]).status == 2)
  }
}
