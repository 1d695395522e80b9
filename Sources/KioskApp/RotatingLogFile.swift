import Foundation

/// The kiosk's `--log-file`: lines appended to a file that, past `limit` bytes, is renamed
/// `FILE.1` (the older ones to `FILE.2`, … up to `FILE.<keptFiles>`, the oldest dropped) and
/// started afresh, so that a kiosk left running for months never fills its disk.
public final class RotatingLogFile {
  /// The file's path.
  public let path: String
  /// The size past which the file is rotated, in bytes.
  public let limit: Int
  /// How many rotated files are kept beside it.
  public let keptFiles: Int
  private var handle: FileHandle?
  private var size = 0
  private var failed = false

  /// The default size limit: a megabyte, some weeks of a busy kiosk's lines.
  public static let defaultLimit = 1_000_000
  /// The default number of old files kept.
  public static let defaultKeptFiles = 3

  /// Opens `path` for appending, creating it (its folder must exist).
  /// - Throws: `CocoaError` when the file cannot be created or opened.
  public init(
    path: String, limit: Int = RotatingLogFile.defaultLimit,
    keptFiles: Int = RotatingLogFile.defaultKeptFiles
  ) throws {
    self.path = path
    self.limit = max(1, limit)
    self.keptFiles = max(0, keptFiles)
    try open()
  }

  deinit { try? handle?.close() }

  private func open() throws {
    if !FileManager.default.fileExists(atPath: path) {
      guard FileManager.default.createFile(atPath: path, contents: nil) else {
        throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: path])
      }
    }
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
    size = Int(try handle.seekToEnd())
    self.handle = handle
  }

  /// Appends `text`, rotating first when it would pass the limit.
  /// - Returns: Nil, or what went wrong the first time writing failed (nothing more is written).
  public func append(_ text: String) -> String? {
    guard !failed else { return nil }
    let data = Data(text.utf8)
    do {
      if size > 0, size + data.count > limit { try rotate() }
      try handle?.write(contentsOf: data)
      size += data.count
      return nil
    } catch {
      failed = true
      return "cannot write the log file \(path): \(error.localizedDescription); "
        + "logging to standard error only"
    }
  }

  /// `FILE.N-1` → `FILE.N`, …, `FILE` → `FILE.1`, then a new `FILE`.
  private func rotate() throws {
    try handle?.close()
    handle = nil
    let files = FileManager.default
    if keptFiles > 0 {
      try? files.removeItem(atPath: "\(path).\(keptFiles)")
      for index in stride(from: keptFiles - 1, through: 1, by: -1)
      where files.fileExists(atPath: "\(path).\(index)") {
        try files.moveItem(atPath: "\(path).\(index)", toPath: "\(path).\(index + 1)")
      }
      try files.moveItem(atPath: path, toPath: "\(path).1")
    } else {
      try files.removeItem(atPath: path)
    }
    try open()
  }
}
