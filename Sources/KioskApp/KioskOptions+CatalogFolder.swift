import DemoScenes
import Foundation
import ToolArguments

extension KioskOptions {
  /// The catalog folder `path` names for `option` (`--catalog`, `--check`): a folder holding
  /// `catalog.json`, or that file itself (an operator pointing at the file means its folder).
  /// - Throws: `ToolArgumentsError.mistake` saying what is there instead: nothing, another
  ///   file, or a folder without the catalog file.
  static func catalogFolder(_ path: String, option: String) throws(ToolArgumentsError) -> String {
    let fileName = KioskCatalogReader.fileName
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
      throw .mistake(
        "\(option) \(path): there is no such folder (a catalog is a folder holding \(fileName))")
    }
    guard isFolder.boolValue else {
      guard (path as NSString).lastPathComponent == fileName else {
        throw .mistake(
          "\(option) \(path): that is a file, not a catalog folder (a folder holding \(fileName))")
      }
      return OutputLocation.parentFolder(of: path)
    }
    // A catalog that is there but broken is the reader's to explain; one that is not there at
    // all is a wrong path.
    let file = (path as NSString).appendingPathComponent(fileName)
    guard FileManager.default.fileExists(atPath: file) else {
      throw .mistake("\(option) \(path): the folder has no \(fileName)")
    }
    return path
  }
}
