import Foundation
import Testing

@testable import TableKit

/// State files that are too large or are not files at all: each is refused with what it is,
/// before much of it is read, and the table stays as it was.
extension TableStateFileTests {
  @Test func aFiftyMegabyteFileIsRefusedAsTooLargeWithoutBeingParsed() throws {
    let folder = try makeStateFolder("fifty-megabytes")
    defer { try? FileManager.default.removeItem(at: folder) }
    // Valid JSON all the way, so that only the size can refuse it.
    let row = #"{"row":1,"section":0},"#
    let rows = String(repeating: row, count: 50_000_000 / row.utf8.count)
    let text =
      #"{"formatVersion":1,"selectedRows":["# + rows + #"{"row":0,"section":0}]}"#
    let url = try file(text, named: "fifty.json", in: folder)
    expectRefusal(
      url, .tooLarge(limit: TableViewRestorationState.maximumFileSize),
      mentioning: ["larger than"])
  }

  @Test func aStateOfFiftyThousandSelectedRowsFitsTheLimitAndRestores() throws {
    let folder = try makeStateFolder("many-rows")
    defer { try? FileManager.default.removeItem(at: folder) }
    let state = TableViewRestorationState(
      selectedRows: (0..<50_000).map { .indexPath(section: $0 % 2, row: $0 / 2) })
    let url = folder.appendingPathComponent("many.json")
    try state.write(to: url)
    let size = try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int ?? 0
    #expect(size < TableViewRestorationState.maximumFileSize)
    #expect(try TableViewRestorationState(contentsOf: url) == state)
  }

  @Test func aLoopOfSymbolicLinksIsNamedAsOne() throws {
    let folder = try makeStateFolder("link-loop")
    defer { try? FileManager.default.removeItem(at: folder) }
    let first = folder.appendingPathComponent("a.json")
    let second = folder.appendingPathComponent("b.json")
    try FileManager.default.createSymbolicLink(atPath: first.path, withDestinationPath: second.path)
    try FileManager.default.createSymbolicLink(atPath: second.path, withDestinationPath: first.path)
    expectRefusal(
      first, .unreadable("it is a loop of symbolic links that never reaches a file"),
      mentioning: ["loop of symbolic links"])
  }

  @Test func aSymbolicLinkToNothingSaysWhereItPoints() throws {
    let folder = try makeStateFolder("dangling-link")
    defer { try? FileManager.default.removeItem(at: folder) }
    let link = folder.appendingPathComponent("state.json")
    let target = folder.appendingPathComponent("gone.json").path
    try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: target)
    expectRefusal(
      link, .unreadable("it is a symbolic link to \(target), which does not exist"),
      mentioning: ["gone.json"])
  }
}
