import Foundation

/// The scene goldens TableKit's own screenshot tests commit: every `<target>@<scale>x.png` in a
/// `__Snapshots__` folder under `Tests/TableKitSDLTests/` of the package, which `tablesnap
/// verify` without a folder compares with.
///
/// The tests draw scenes as `tablesnap render` does (375 × 667 points, unscrolled), so a golden
/// named after a target and a scale is that target's picture; goldens of other moments
/// (`contacts-scrolled@1x`) have names no target has and are left alone.
struct CommittedGoldens {
  /// Where the goldens are looked for, relative to the package root.
  static let testsFolder = "Tests/TableKitSDLTests"
  /// The scales the tests commit goldens at.
  static let scales: [CGFloat] = [1, 2, 3]

  /// A package root cannot be found from the current directory.
  struct NotFound: Error, CustomStringConvertible {
    /// The folder the search started from.
    var start: String
    var description: String {
      "no TableKit package (a folder with Package.swift and \(CommittedGoldens.testsFolder)/) in "
        + "\(start) or above it; run verify inside the package or name a folder: "
        + "tablesnap verify <dir>"
    }
  }

  /// The package root: the folder with both `Package.swift` and `Tests/TableKitSDLTests/`.
  let root: String
  /// Golden paths by file name without `.png` (`settings@2x`).
  let goldens: [String: String]

  /// Finds the package at or above `directory` and lists its goldens.
  /// - Throws: `NotFound` when no folder at or above `directory` is the package.
  init(searchingFrom directory: String = FileManager.default.currentDirectoryPath) throws {
    let files = FileManager.default
    var folder = URL(fileURLWithPath: directory, isDirectory: true).standardizedFileURL
    while true {
      let tests = folder.appendingPathComponent(Self.testsFolder).path
      var isFolder: ObjCBool = false
      if files.fileExists(atPath: folder.appendingPathComponent("Package.swift").path),
        files.fileExists(atPath: tests, isDirectory: &isFolder), isFolder.boolValue
      {
        break
      }
      let parent = folder.deletingLastPathComponent()
      guard parent.path != folder.path else { throw NotFound(start: directory) }
      folder = parent
    }
    root = folder.path
    goldens = Self.goldens(under: folder.appendingPathComponent(Self.testsFolder).path)
  }

  /// The golden of `name` (`settings@2x`), if one is committed.
  func golden(named name: String) -> String? { goldens[name] }

  /// Every `__Snapshots__/*.png` under `folder` except the artifacts of failed runs.
  private static func goldens(under folder: String) -> [String: String] {
    var found: [String: String] = [:]
    let artifacts = [".actual", ".diff", ".compare"]
    for case let relative as String in FileManager.default.enumerator(atPath: folder) ?? .init()
    {
      let path = relative as NSString
      guard path.pathExtension == "png",
        (path.deletingLastPathComponent as NSString).lastPathComponent == "__Snapshots__"
      else { continue }
      let name = (path.lastPathComponent as NSString).deletingPathExtension
      guard !artifacts.contains(where: name.hasSuffix) else { continue }
      found[name] = (folder as NSString).appendingPathComponent(relative)
    }
    return found
  }
}
