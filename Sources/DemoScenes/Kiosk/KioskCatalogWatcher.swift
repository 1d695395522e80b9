import Foundation

/// Tells when a catalog's files changed on disk, by polling: the catalog file and every picture
/// it names are looked at (existence, size and modification time) at most once per interval.
/// Polling needs no file-system notification API and costs a few `stat` calls a second.
public struct KioskCatalogWatcher: Sendable {
  /// What the watcher remembers of one file.
  struct Stamp: Hashable, Sendable {
    var size: Int
    var modified: Date
  }

  /// The files watched, as absolute paths.
  public private(set) var files: [String]
  /// Seconds between looks.
  public let interval: TimeInterval
  /// When the files may be looked at next, on the caller's clock.
  public private(set) var nextCheck: TimeInterval
  private var stamps: [String: Stamp?]

  /// Starts watching `files`, as they are now.
  /// - Parameters:
  ///   - files: Absolute paths; missing ones are watched for their appearance.
  ///   - interval: Seconds between looks.
  ///   - now: The time on the caller's clock.
  public init(files: [String], interval: TimeInterval = 1, now: TimeInterval) {
    self.files = files
    self.interval = interval
    nextCheck = now + interval
    stamps = Self.stamps(of: files)
  }

  /// Whether any file changed since the last look (or since `watch(_:)`), looking only when the
  /// interval has passed at `now`.
  public mutating func hasChanged(at now: TimeInterval) -> Bool {
    guard now >= nextCheck else { return false }
    nextCheck = now + interval
    let current = Self.stamps(of: files)
    guard current != stamps else { return false }
    stamps = current
    return true
  }

  /// Watches `files` from now on, as they are now (after a reload, whose catalog may name
  /// other pictures).
  public mutating func watch(_ files: [String]) {
    self.files = files
    stamps = Self.stamps(of: files)
  }

  private static func stamps(of files: [String]) -> [String: Stamp?] {
    var stamps: [String: Stamp?] = [:]
    for path in files {
      let attributes = try? FileManager.default.attributesOfItem(atPath: path)
      stamps[path] = attributes.map {
        Stamp(
          size: ($0[.size] as? NSNumber)?.intValue ?? 0,
          modified: ($0[.modificationDate] as? Date) ?? .distantPast)
      }
    }
    return stamps
  }
}
