import Foundation
import Testing

@testable import TableKit

/// Saving a table's state to a JSON file and restoring it, and every way a file can be bad: each
/// gives an error that names the file and what was expected, and leaves the table as it was.
@MainActor
@Suite struct TableStateFileTests {
  /// A table with a selection and an offset, to check that failures leave both alone.
  func busyTable() -> StateTable {
    let table = StateTable(AssociatedRowSource(rows: [40, 40]))
    table.select([IndexPath(row: 12, section: 0), IndexPath(row: 3, section: 1)])
    table.scroll(to: 333.5)
    table.source.callbacks.removeAll()
    return table
  }

  /// Writes `text` to a file in `folder` and returns its URL.
  func file(_ text: String, named name: String = "state.json", in folder: URL) throws -> URL {
    let url = folder.appendingPathComponent(name)
    try Data(text.utf8).write(to: url)
    return url
  }

  /// Restores from `url`, expecting an error with `reason`, and checks the table did not change.
  func expectRefusal(
    _ url: URL, _ reason: StateRestorationError.Reason, mentioning words: [String] = [],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let table = busyTable()
    let before = table.snapshot
    do {
      let issues = try table.table.restoreState(from: url)
      Issue.record("restored with issues \(issues)", sourceLocation: sourceLocation)
    } catch {
      #expect(error.reason == reason, sourceLocation: sourceLocation)
      #expect(error.file == url, sourceLocation: sourceLocation)
      #expect(
        error.description.contains(url.path), "\(error)", sourceLocation: sourceLocation)
      for word in words {
        #expect(error.description.contains(word), "\(error)", sourceLocation: sourceLocation)
      }
    }
    table.frame()
    #expect(table.snapshot == before, sourceLocation: sourceLocation)
    #expect(table.source.callbacks.isEmpty, sourceLocation: sourceLocation)
  }

  // MARK: - Round trip

  @Test func aStateSurvivesAJSONFileRoundTrip() throws {
    let folder = try makeStateFolder("round-trip")
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("state.json")
    let original = busyTable()
    try original.table.saveState(to: url)
    let restored = StateTable(AssociatedRowSource(rows: [40, 40]))
    #expect(try restored.table.restoreState(from: url).isEmpty)
    restored.frame()
    #expect(restored.snapshot == original.snapshot)
    #expect(
      try TableViewRestorationState(contentsOf: url) == original.table.encodeRestorableState())
  }

  @Test func theFileIsReadableJSONWithItsFormatVersion() throws {
    let folder = try makeStateFolder("readable")
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("state.json")
    let table = StateTable(NamedRowSource(rows: [40]), restorationIdentifier: "inbox")
    table.select([IndexPath(row: 2, section: 0)])
    table.scroll(to: 50)
    try table.table.saveState(to: url)
    let text = try String(contentsOf: url, encoding: .utf8)
    #expect(text.contains(#""formatVersion" : 1"#))
    #expect(text.contains(#""restorationIdentifier" : "inbox""#))
    #expect(text.contains(#""contentOffsetY" : 50"#))
    #expect(text.contains(#""row" : 2"#))
  }

  @Test func savingOverAnOldFileReplacesIt() throws {
    let folder = try makeStateFolder("replace")
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = try file("garbage that is longer than nothing", in: folder)
    let table = busyTable()
    try table.table.saveState(to: url)
    #expect(try TableViewRestorationState(contentsOf: url) == table.table.encodeRestorableState())
  }

  @Test func savingIntoAFolderThatDoesNotExistSaysSo() throws {
    let url = URL(fileURLWithPath: "/nonexistent-tablekit-folder/state.json")
    let error = #expect(throws: StateRestorationError.self) {
      try busyTable().table.saveState(to: url)
    }
    guard case .unwritable = error?.reason else {
      Issue.record("expected unwritable, got \(String(describing: error))")
      return
    }
    #expect(error?.description.contains(url.path) == true)
    #expect(error?.description.contains("No such file or directory") == true)
  }

  // MARK: - Bad files

  @Test func aMissingFileIsReportedAsMissing() {
    let url = URL(fileURLWithPath: "/nonexistent-tablekit-folder/state.json")
    expectRefusal(url, .fileNotFound, mentioning: ["does not exist"])
  }

  @Test func aFolderIsReportedAsUnreadable() throws {
    let folder = try makeStateFolder("folder")
    defer { try? FileManager.default.removeItem(at: folder) }
    expectRefusal(folder, .unreadable("Is a directory"), mentioning: ["cannot be read"])
  }

  @Test func anEmptyFileIsReportedAsEmpty() throws {
    let folder = try makeStateFolder("empty")
    defer { try? FileManager.default.removeItem(at: folder) }
    expectRefusal(try file("", in: folder), .empty, mentioning: ["is empty", "formatVersion 1"])
    expectRefusal(
      try file(" \n\t\r\n", named: "blank.json", in: folder), .empty, mentioning: ["is empty"])
  }

  @Test func everyCutOfAValidFileIsReportedAsTruncatedOrEmpty() throws {
    let folder = try makeStateFolder("truncated")
    defer { try? FileManager.default.removeItem(at: folder) }
    let source = AssociatedRowSource(rows: [40, 40])
    source.sections[0][12] = "naïve café ✓"
    let table = StateTable(source)
    table.select([IndexPath(row: 12, section: 0), IndexPath(row: 3, section: 1)])
    table.scroll(to: 400)
    let data = try table.table.encodeRestorableState().jsonData()
    for length in 0..<data.count {
      let cut = data.prefix(length)
      let error = #expect(throws: StateRestorationError.self) {
        try TableViewRestorationState(json: cut)
      }
      #expect(error?.reason == (length == 0 ? .empty : .truncated), "cut at \(length)")
    }
    let url = folder.appendingPathComponent("cut.json")
    try data.prefix(data.count / 2).write(to: url)
    expectRefusal(url, .truncated, mentioning: ["is truncated"])
  }

  @Test func bytesThatAreNotJSONAreReportedAsCorrupt() throws {
    let folder = try makeStateFolder("corrupt")
    defer { try? FileManager.default.removeItem(at: folder) }
    expectRefusal(
      try file("{\"formatVersion\": 1,, }", in: folder),
      .corrupt("it is not JSON (Invalid value around character 20.)"),
      mentioning: ["is corrupt", "formatVersion 1"])
    let binary = folder.appendingPathComponent("binary.json")
    try Data([0x7B, 0xFF, 0xFE, 0x00, 0x01]).write(to: binary)
    let table = busyTable()
    #expect(throws: StateRestorationError.self) { try table.table.restoreState(from: binary) }
  }

  @Test func jsonThatIsNotATableStateSaysWhatIsWrongAndWhere() throws {
    let folder = try makeStateFolder("not-a-state")
    defer { try? FileManager.default.removeItem(at: folder) }
    let valid = #""formatVersion": 1, "firstVisibleRowOffset": 0, "contentOffsetY": 0"#
    let cases: [(String, String)] = [
      ("[1, 2]", "its JSON is a list, not an object"),
      ("\"state\"", "its JSON is a string, not an object"),
      ("{}", "it has no formatVersion, so it is not a TableKit table state"),
      (#"{"formatVersion": "1"}"#, "formatVersion should be a whole number"),
      (#"{"formatVersion": 1.5}"#, "formatVersion: expected a whole number"),
      ("{\(valid)}", "the state has no selectedRows"),
      (#"{"formatVersion": 1, "selectedRows": []}"#, "the state has no firstVisibleRowOffset"),
      ("{\(valid), \"selectedRows\": {}}", "selectedRows should be a list"),
      (
        "{\(valid), \"selectedRows\": [{\"section\": 0, \"row\": \"three\"}]}",
        "selectedRows[0].row should be a whole number"
      ),
      (
        "{\(valid), \"selectedRows\": [{\"section\": 0, \"row\": 1e30}]}",
        "selectedRows[0].row: expected a whole number"
      ),
      (
        "{\(valid), \"selectedRows\": [{\"section\": 0, \"row\": 9223372036854775808}]}",
        "selectedRows[0].row: expected a whole number"
      ),
      (
        "{\(valid), \"selectedRows\": [{\"section\": 0}]}",
        "selectedRows[0] has no row"
      ),
      (
        "{\(valid), \"selectedRows\": [{\"name\": \"x\"}]}",
        "selectedRows[0]: a row needs a modelIdentifier, or a section and a row"
      ),
      (
        "{\(valid), \"selectedRows\": [{\"modelIdentifier\": \"x\", \"row\": 1}]}",
        "selectedRows[0].modelIdentifier: a row has a modelIdentifier or a section and a row"
      ),
      (
        "{\(valid), \"selectedRows\": [], \"firstVisibleRow\": {\"modelIdentifier\": null}}",
        "firstVisibleRow.modelIdentifier is null; expected a string"
      ),
      (
        #"{"formatVersion": 1, "selectedRows": [], "firstVisibleRowOffset": "x", "#
          + #""contentOffsetY": 0}"#,
        "firstVisibleRowOffset should be a number"
      ),
    ]
    for (index, (text, expected)) in cases.enumerated() {
      let url = try file(text, named: "case\(index).json", in: folder)
      let error = #expect(throws: StateRestorationError.self) {
        try TableViewRestorationState(contentsOf: url)
      }
      if case .corrupt(let what) = error?.reason {
        #expect(what.hasPrefix(expected), "case \(index): \(what)")
      } else {
        Issue.record("case \(index): expected corrupt, got \(String(describing: error))")
      }
      let table = busyTable()
      let before = table.snapshot
      #expect(throws: StateRestorationError.self) { try table.table.restoreState(from: url) }
      #expect(table.snapshot == before)
    }
  }

  @Test func aFileOfAnotherFormatVersionIsRefused() throws {
    let folder = try makeStateFolder("version")
    defer { try? FileManager.default.removeItem(at: folder) }
    expectRefusal(
      try file(#"{"formatVersion": 2, "whatever": [1, 2, 3]}"#, in: folder),
      .unsupportedVersion(found: 2, supported: 1),
      mentioning: ["formatVersion 2, written by a newer TableKit", "reads formatVersion 1"])
    expectRefusal(
      try file(#"{"formatVersion": 0}"#, named: "old.json", in: folder),
      .unsupportedVersion(found: 0, supported: 1), mentioning: ["has formatVersion 0;"])
  }

  @Test func aFileOfAnotherTableIsRefused() throws {
    let folder = try makeStateFolder("other-table")
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("state.json")
    try StateTable(NamedRowSource(rows: [40]), restorationIdentifier: "inbox").table.saveState(
      to: url)
    let table = busyTable()
    table.table.restorationIdentifier = "archive"
    let before = table.snapshot
    let error = #expect(throws: StateRestorationError.self) {
      try table.table.restoreState(from: url)
    }
    #expect(error?.reason == .restorationIdentifierMismatch(saved: "inbox", table: "archive"))
    #expect(error?.description.contains("belongs to the table \"inbox\"") == true)
    #expect(table.snapshot == before)
  }

  @Test func aFileLargerThanAnyStateIsNotReadInFull() throws {
    let folder = try makeStateFolder("large")
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("huge.json")
    #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
    let handle = try FileHandle(forWritingTo: url)
    try handle.truncate(atOffset: UInt64(TableViewRestorationState.maximumFileSize + 1))
    try handle.close()
    expectRefusal(
      url, .tooLarge(limit: TableViewRestorationState.maximumFileSize),
      mentioning: ["larger than"])
  }

  @Test func deeplyNestedJSONIsRefusedWithoutExhaustingTheStack() {
    let depth = 100_000
    let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    #expect(throws: StateRestorationError.self) {
      try TableViewRestorationState(json: Data(text.utf8))
    }
  }

  @Test func anErrorFromMemoryNamesTheDataInsteadOfAFile() {
    let error = #expect(throws: StateRestorationError.self) {
      try TableViewRestorationState(json: Data())
    }
    #expect(
      error?.description
        == "cannot restore the table's state: the table state data is empty; expected a JSON "
        + "table state (formatVersion 1)")
  }

  @Test func aStateWithOffsetsJSONCannotHoldIsNotSaved() {
    let state = TableViewRestorationState(firstVisibleRowOffset: .nan)
    let error = #expect(throws: StateRestorationError.self) { try state.jsonData() }
    guard case .unwritable(let why) = error?.reason else {
      Issue.record("expected unwritable, got \(String(describing: error))")
      return
    }
    #expect(why.contains("firstVisibleRowOffset is nan"), "\(why)")
  }
}
