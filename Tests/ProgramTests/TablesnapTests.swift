import Foundation
import Testing

/// `tablesnap` as its users run it (issue 15): any moment of a scene after a script, and a
/// report of a failed run for a browser.
@Suite struct TablesnapTests {
  private func folder() throws -> String {
    let path = (NSTemporaryDirectory() as NSString).appendingPathComponent(
      "tablesnap-\(UUID().uuidString)")
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  @Test func aScriptAndATimeShowAMomentOfAScene() throws {
    let dir = try folder()
    let script = (dir as NSString).appendingPathComponent("fling.txt")
    try Data("fling 180 500 to 180 200\n".utf8).write(to: URL(fileURLWithPath: script))
    var hashes: [String] = []
    for (time, name) in [("0.15", "mid"), ("3", "rest"), ("3", "again")] {
      let out = (dir as NSString).appendingPathComponent("\(name).png")
      let run = try runProgram(
        "tablesnap", ["render", "contacts", "--script", script, "--time", time, "--out", out])
      #expect(run.status == 0, "\(run.errors)")
      hashes.append(String(run.output.split(separator: " ").last ?? ""))
    }
    let still = try runProgram(
      "tablesnap",
      ["render", "contacts", "--out", (dir as NSString).appendingPathComponent("s.png")])
    #expect(hashes[0] != hashes[1], "mid-fling differs from the rest")
    #expect(hashes[1] == hashes[2], "the same moment draws the same pixels")
    #expect(!still.output.hasSuffix(hashes[1]), "the fling moved the list")
  }

  @Test func movingADrawingIsAMistake() throws {
    let run = try runProgram("tablesnap", ["render", "rendering-sampler", "--time", "1"])
    #expect(run.status == 2)
    #expect(run.errors.contains("--script and --time move demo scenes only"), "\(run.errors)")
  }

  @Test func aReportShowsEveryFailedPicture() throws {
    let dir = try folder()
    let png = Data([0x89, 0x50, 0x4E, 0x47])
    for name in ["a.png", "a.actual.png", "a.diff.png", "b.png"] {
      try png.write(to: URL(fileURLWithPath: (dir as NSString).appendingPathComponent(name)))
    }
    let run = try runProgram("tablesnap", ["report", dir])
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.contains("1 picture differs"), "\(run.output)")
    let page = try String(
      contentsOfFile: (dir as NSString).appendingPathComponent("report.html"), encoding: .utf8)
    #expect(page.contains("<img src=\"a.actual.png\""))
    #expect(page.contains("<img src=\"a.diff.png\""))
    #expect(!page.contains("b.actual"))
    #expect(page.contains("1 of 2 pictures differ"))
  }

  /// The package's root folder, from this file's path.
  private var packageRoot: String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().path
  }

  @Test func verifyWithoutAFolderComparesTheCommittedGoldens() throws {
    // From a folder inside the package, as from its root.
    let run = try runProgram(
      "tablesnap", ["verify"], directory: packageRoot + "/Sources/tablesnap")
    #expect(run.status == 0, "\(run.output)\(run.errors)")
    let lines = run.output.split(separator: "\n")
    let golden = packageRoot + "/Tests/TableKitSDLTests/Demo/__Snapshots__/settings@2x.png"
    #expect(lines.contains { $0.hasPrefix("settings@2x\t0 pixels differ") && $0.hasSuffix(golden) })
    #expect(lines.contains { $0.hasPrefix("rendering-sampler@1x\t") })
    let summary = try #require(lines.last)
    #expect(summary.contains("pictures compared, 0 differ"), "\(summary)")
    #expect(summary.contains("without a golden, not compared"), "\(summary)")
  }

  @Test func verifyWithoutAFolderFailsOnADifference() throws {
    // A copy of the package's layout whose settings golden is another scene's picture.
    let root = try folder()
    let snapshots = (root as NSString).appendingPathComponent("Tests/TableKitSDLTests/__Snapshots__")
    try FileManager.default.createDirectory(atPath: snapshots, withIntermediateDirectories: true)
    try Data().write(to: URL(fileURLWithPath: (root as NSString).appendingPathComponent("Package.swift")))
    let wrong = (snapshots as NSString).appendingPathComponent("settings@1x.png")
    let render = try runProgram("tablesnap", ["render", "contacts", "--out", wrong])
    #expect(render.status == 0, "\(render.errors)")
    let run = try runProgram("tablesnap", ["verify"], directory: root)
    #expect(run.status == 1)
    #expect(run.output.contains("settings@1x\t") && run.output.contains("MISMATCH"), "\(run.output)")
    #expect(run.output.contains("1 picture compared, 1 differs"), "\(run.output)")
    #expect(
      FileManager.default.fileExists(
        atPath: (snapshots as NSString).appendingPathComponent("settings@1x.diff.png")))
  }

  @Test func verifyOutsideAPackageSaysWhereItLooked() throws {
    let outside = try folder()
    let run = try runProgram("tablesnap", ["verify"], directory: outside)
    #expect(run.status == 1)
    #expect(run.errors.contains("no TableKit package"), "\(run.errors)")
    #expect(run.errors.contains("tablesnap verify <dir>"), "\(run.errors)")
  }
}
