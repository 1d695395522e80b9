import DemoScenes
import Foundation
import TableKitSDL

/// Where a kiosk's catalog comes from, read the way the kiosk shows it: `KioskCatalogReader`'s
/// checks, then every picture decoded by the image library that will draw it, so that a picture
/// that looks right but cannot be decoded is reported too (and shown as no picture).
@MainActor
public struct KioskCatalogSource {
  /// The reader of the catalog's folder.
  public let reader: KioskCatalogReader
  /// The library the pictures are decoded by (the window renderer's, in the kiosk).
  public let images: ImageLibrary

  /// Creates the source of the catalog in `folder`.
  public init(folder: URL, images: ImageLibrary) {
    reader = KioskCatalogReader(folder: folder)
    self.images = images
  }

  /// The embedded catalog's folder: `Assets/Kiosk` in the working directory or in the checkout
  /// the kiosk was built from (`TABLEKIT_KIOSK_PATH` first), the first that has a catalog file.
  public static var embeddedFolder: URL {
    let directories = AssetSearchPath.standard(
      assetFolder: "Kiosk", environmentVariable: "TABLEKIT_KIOSK_PATH"
    ).directories
    let found = directories.first {
      FileManager.default.fileExists(
        atPath: ($0 as NSString).appendingPathComponent(KioskCatalogReader.fileName))
    }
    return URL(fileURLWithPath: found ?? directories.first ?? "Assets/Kiosk", isDirectory: true)
  }

  /// Reads the catalog and decodes its pictures.
  public func read() -> KioskCatalogReading {
    var reading = reader.read()
    let shown = Set(reading.catalog?.allItems.compactMap(\.imagePath) ?? [])
    for path in shown.sorted() {
      do {
        _ = try images.load(path)
      } catch {
        reading.dropPicture(at: path, reason: "\(error)")
      }
    }
    return reading
  }

  /// The files to watch: the catalog file and every picture it names.
  public func watchedFiles(of reading: KioskCatalogReading) -> [String] {
    [reader.catalogFile.path] + reading.pictureFiles
  }

  /// `table-kiosk --check DIR`: reads the catalog as the kiosk would and prints every problem,
  /// then a summary line.
  /// - Returns: The exit status: 0 without problems or with warnings only, 1 with others.
  public static func check(folder: String) -> Int32 {
    let images: ImageLibrary
    do {
      images = try ImageLibrary(searchPath: AssetSearchPath(directories: []))
    } catch {
      FileHandle.standardError.write(Data("table-kiosk: \(error)\n".utf8))
      return 1
    }
    images.onError = { _ in }
    let source = KioskCatalogSource(folder: URL(fileURLWithPath: folder), images: images)
    let reading = source.read()
    for problem in reading.problems {
      print("\(source.reader.folder.path)/\(problem)")
    }
    let items = reading.catalog?.allItems ?? []
    let summary =
      "\(reading.catalog?.sections.count ?? 0) sections, \(items.count) items, "
      + "\(items.filter { $0.imagePath != nil }.count) pictures shown"
    let warnings = reading.problems.filter { $0.severity == .warning }.count
    let languages = reading.catalog?.languages.codes ?? []
    let checked =
      summary + (languages.count > 1 ? ", in \(languages.count) languages" : "")
      + (warnings > 0 ? ", \(warnings) \(warnings == 1 ? "warning" : "warnings")" : "")
    // Warnings (a missing translation) cost the visitors nothing: the check passes.
    if reading.problems.count == warnings {
      print("table-kiosk: \(source.reader.catalogFile.path) is fine: \(checked)")
      return 0
    }
    let count = reading.problems.count - warnings
    print(
      "table-kiosk: \(source.reader.catalogFile.path) has \(count) "
        + "\(count == 1 ? "problem" : "problems"); the kiosk would show \(checked)")
    return 1
  }
}
