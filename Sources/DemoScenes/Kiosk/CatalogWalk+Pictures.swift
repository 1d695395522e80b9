import Foundation
import TableKit

// An item's "image" key: a picture file inside the catalog's folder that can be shown.

extension CatalogWalk {
  /// The absolute path of the picture `value` names, or nil with a problem when it names none
  /// that can be shown.
  mutating func picture(_ value: Any?, at path: String) -> String? {
    guard let value else {
      report(path, "expected the picture's file, relative to the catalog's folder; there is none")
      return nil
    }
    guard let name = value as? String, !name.isEmpty else {
      report(
        path,
        "expected the picture's file, relative to the catalog's folder, found \(JSONDescription.of(value))"
      )
      return nil
    }
    guard !name.hasPrefix("/") else {
      report(
        path, "expected a path relative to the catalog's folder, found the absolute path \(name)")
      return nil
    }
    let url = folder.appendingPathComponent(name).standardizedFileURL
    guard url.path.hasPrefix(folder.path + "/") else {
      report(
        path, "expected a file inside the catalog's folder, found \(name), which is outside it")
      return nil
    }
    if pictureReferences[url.path] == nil { pictureReferences[url.path] = path }
    // A symbolic link (the picture's, or a folder's on its way) must not lead out either.
    if let real = RegularFile.realPath(url.path), let realFolder,
      !RegularFile.isInside(real, folder: realFolder)
    {
      report(
        path,
        "expected a file inside the catalog's folder, found \(name), a symbolic link to \(real), "
          + "which is outside it")
      return nil
    }
    if let problem = PictureFileCheck.problem(with: url, named: name) {
      report(path, problem)
      return nil
    }
    return url.path
  }
}
