import Foundation
import Testing

/// `tablesnap` after a failure is fixed, and `report` given a wrong path (issue 24).
@Suite struct TablesnapArtifactTests {
  private func folder() throws -> String {
    let path = (NSTemporaryDirectory() as NSString)
      .appendingPathComponent("tablesnap-artifacts-\(UUID().uuidString)")
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  @Test func verifyRemovesAFixedPicturesStaleArtifactsAndReportNoLongerListsIt() throws {
    // A copy of the package's layout whose settings golden is right, beside an earlier
    // failure's pictures.
    let root = try folder()
    let snapshots = (root as NSString).appendingPathComponent("Tests/TableKitSDLTests/__Snapshots__")
    try FileManager.default.createDirectory(atPath: snapshots, withIntermediateDirectories: true)
    try Data().write(to: URL(fileURLWithPath: (root as NSString).appendingPathComponent("Package.swift")))
    let golden = (snapshots as NSString).appendingPathComponent("settings@1x.png")
    let render = try runProgram("tablesnap", ["render", "settings", "--out", golden])
    #expect(render.status == 0, "\(render.errors)")
    let stale = ["actual", "diff"].map {
      (snapshots as NSString).appendingPathComponent("settings@1x.\($0).png")
    }
    for path in stale { try FileManager.default.copyItem(atPath: golden, toPath: path) }
    let run = try runProgram("tablesnap", ["verify"], directory: root)
    #expect(run.status == 0, "\(run.output)\(run.errors)")
    #expect(!stale.contains { FileManager.default.fileExists(atPath: $0) }, "removed on a match")
    let report = try runProgram("tablesnap", ["report", snapshots])
    #expect(report.status == 0, "\(report.errors)")
    #expect(report.output.contains("0 pictures differ"), "\(report.errors)\(report.output)")
  }

  @Test func reportOnAMissingPathSaysSoClearly() throws {
    let missing = (try folder() as NSString).appendingPathComponent("no-such-folder")
    let run = try runProgram("tablesnap", ["report", missing])
    #expect(run.status == 1)
    #expect(
      run.errors.contains("report \(missing): expected a folder of snapshots"), "\(run.errors)")
    #expect(run.errors.contains("there is nothing there"), "\(run.errors)")
    #expect(!run.errors.contains("Error Domain"), "no raw Foundation error: \(run.errors)")
  }

  @Test func reportOnAFileSaysItIsNotAFolder() throws {
    let file = (try folder() as NSString).appendingPathComponent("picture.png")
    try Data([1]).write(to: URL(fileURLWithPath: file))
    let run = try runProgram("tablesnap", ["report", file])
    #expect(run.status == 1)
    #expect(run.errors.contains("it is a file"), "\(run.errors)")
    #expect(!run.errors.contains("Error Domain"), "no raw Foundation error: \(run.errors)")
  }
}
