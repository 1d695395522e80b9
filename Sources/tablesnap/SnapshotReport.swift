import Foundation

/// `tablesnap report DIR`: an HTML page beside the pictures of a snapshot folder, one row per
/// golden that has a failure's pictures next to it (golden, actual, diff, and the side-by-side
/// sheet), for reviewing a failed run in a browser; goldens without failures are counted.
enum SnapshotReport {
  /// `report` was given a path that is not a folder of snapshots.
  struct NotAFolder: Error, CustomStringConvertible {
    /// The path given.
    var path: String
    /// What is there instead.
    var found: String
    var description: String {
      "report \(path): expected a folder of snapshots (goldens with their .actual.png and "
        + ".diff.png); \(found)"
    }
  }

  /// Writes `DIR/report.html`.
  /// - Returns: The page's path and the number of failed pictures on it.
  /// - Throws: When the folder cannot be listed or the page cannot be written.
  static func write(folder: String) throws -> (path: String, failures: Int) {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) else {
      throw NotAFolder(path: folder, found: "there is nothing there")
    }
    guard isFolder.boolValue else { throw NotAFolder(path: folder, found: "it is a file") }
    let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    let goldens = names.filter {
      $0.hasSuffix(".png") && !$0.hasSuffix(".actual.png") && !$0.hasSuffix(".diff.png")
        && !$0.hasSuffix(".compare.png")
    }
    var rows: [String] = []
    for golden in goldens {
      let stem = String(golden.dropLast(".png".count))
      guard names.contains("\(stem).actual.png") else { continue }
      var cells = [golden, "\(stem).actual.png"]
      if names.contains("\(stem).diff.png") { cells.append("\(stem).diff.png") }
      rows.append(
        "<tr><th>\(escape(stem))</th>"
          + cells.map { "<td><img src=\"\(escape($0))\" alt=\"\(escape($0))\"></td>" }.joined()
          + "</tr>")
    }
    let summary =
      "\(rows.count) of \(goldens.count) pictures differ from their goldens in "
      + escape(folder)
    let page = """
      <!doctype html>
      <html><head><meta charset="utf-8"><title>Snapshot report</title>
      <style>
      body { font-family: sans-serif; margin: 2em; }
      td, th { vertical-align: top; padding: 6px; text-align: left; }
      img { max-width: 420px; border: 1px solid #ccc; image-rendering: pixelated; }
      </style></head>
      <body><h1>Snapshot report</h1><p>\(summary)</p>
      <table><tr><th>name</th><th>golden</th><th>actual</th><th>diff</th></tr>
      \(rows.joined(separator: "\n"))
      </table></body></html>
      """
    let path = (folder as NSString).appendingPathComponent("report.html")
    try Data(page.utf8).write(to: URL(fileURLWithPath: path))
    return (path, rows.count)
  }

  private static func escape(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }
}
