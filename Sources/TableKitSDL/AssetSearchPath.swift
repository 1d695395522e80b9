import Foundation
import TableKit

/// Where the backend looks for fonts and images, in order: the folders an environment variable
/// names (colon-separated), the project's `Assets/<folder>` relative to the working directory,
/// the same folder in the source checkout this library was built from, then system folders.
public struct AssetSearchPath: Sendable, Equatable {
  /// The folders searched, first match wins.
  public var directories: [String]

  /// Creates a search path from explicit folders.
  public init(directories: [String]) { self.directories = directories }

  /// The standard search path for one kind of asset.
  /// - Parameters:
  ///   - assetFolder: The folder under `Assets/`, such as `Fonts`.
  ///   - environmentVariable: A variable whose folders come first, such as `TABLEKIT_FONT_PATH`.
  ///   - systemDirectories: Folders searched last.
  public static func standard(
    assetFolder: String, environmentVariable: String, systemDirectories: [String] = []
  ) -> AssetSearchPath {
    var directories: [String] = []
    if let value = ProcessInfo.processInfo.environment[environmentVariable], !value.isEmpty {
      directories += value.split(separator: ":").map(String.init)
    }
    let cwd = FileManager.default.currentDirectoryPath
    directories.append((cwd as NSString).appendingPathComponent("Assets/\(assetFolder)"))
    // This file sits at <package>/Sources/TableKitSDL/; a demo started from elsewhere still
    // finds the checkout's assets through it.
    let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let packageAssets = packageRoot.appendingPathComponent("Assets/\(assetFolder)").path
    if !directories.contains(packageAssets) { directories.append(packageAssets) }
    directories += systemDirectories
    return AssetSearchPath(directories: directories)
  }

  /// Every candidate path for a file called `name` with one of `extensions`, in search order.
  /// An absolute `name` is its own only candidate.
  public func candidates(for name: String, extensions: [String]) -> [String] {
    if name.hasPrefix("/") { return [name] }
    let hasExtension = extensions.contains { name.lowercased().hasSuffix("." + $0) }
    let fileNames = hasExtension ? [name] : extensions.map { "\(name).\($0)" }
    return directories.flatMap { directory in
      fileNames.map { (directory as NSString).appendingPathComponent($0) }
    }
  }

  /// The first candidate that is a readable regular file and that `isUsable` accepts, or nil;
  /// `tried` receives every candidate looked at.
  /// - Parameters:
  ///   - name: The asset's name, with or without one of `extensions`, or an absolute path.
  ///   - extensions: The file extensions to try, in order.
  ///   - tried: Receives every candidate looked at.
  ///   - isUsable: Decides on a readable file; a font library refuses corrupt fonts here so that
  ///     the search goes on to the next folder. Accepts every file by default.
  public func firstExisting(
    _ name: String, extensions: [String], tried: inout [String],
    where isUsable: (String) -> Bool = { _ in true }
  ) -> String? {
    for path in candidates(for: name, extensions: extensions) {
      tried.append(path)
      // A named pipe, a device or a socket under an asset's name is passed over, never opened:
      // opening one blocks until a writer comes.
      if RegularFile.refusal(at: path) == nil, FileManager.default.isReadableFile(atPath: path),
        isUsable(path)
      {
        return path
      }
    }
    return nil
  }
}
