import Foundation

/// Checks, made when a program starts, of where it will write (a screenshot, its saved state):
/// a mistyped path is then a clear error naming it, rather than folders created silently (under
/// `/`, for a path that starts wrong) or a write that fails after the run.
public enum OutputLocation {
  /// What is wrong with writing the file at `path`, or nil: its folder must exist, and the path
  /// must not be a folder.
  /// - Parameters:
  ///   - path: The file, absolute or relative to the working folder.
  ///   - option: The option that named it, which starts the message.
  /// - Returns: "`option` `path`: …", or nil.
  public static func fileProblem(_ path: String, option: String) -> String? {
    if isFolder(path) { return "\(option) \(path): that is a folder, not a file" }
    let folder = parentFolder(of: path)
    guard isFolder(folder) else {
      return "\(option) \(path): the folder \(folder) does not exist (create it first)"
    }
    return nil
  }

  /// What is wrong with keeping files in the folder at `path`, or nil: it must be a folder, or
  /// not exist in a folder that does (the program then creates it, and says so).
  /// - Parameters:
  ///   - path: The folder, absolute or relative to the working folder.
  ///   - option: The option that named it, which starts the message.
  /// - Returns: "`option` `path`: …", or nil.
  public static func folderProblem(_ path: String, option: String) -> String? {
    if FileManager.default.fileExists(atPath: path) {
      return isFolder(path) ? nil : "\(option) \(path): that is a file, not a folder"
    }
    let parent = parentFolder(of: path)
    guard isFolder(parent) else {
      return "\(option) \(path): the folder \(parent) does not exist (create it first)"
    }
    return nil
  }

  /// The folder holding `path`: "." for a bare name.
  public static func parentFolder(of path: String) -> String {
    let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
    let parent = (trimmed as NSString).deletingLastPathComponent
    return parent.isEmpty ? "." : parent
  }

  private static func isFolder(_ path: String) -> Bool {
    var isFolder: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
      && isFolder.boolValue
  }
}
