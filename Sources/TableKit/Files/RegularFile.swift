import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file looked at and read without ever blocking, for every file TableKit and its programs
/// read by path (a kiosk's catalog and pictures, an image found by name): a named pipe, a
/// device or a socket in its place would make a plain open or read wait forever (for a writer
/// that never comes), freezing the program. The kind is checked with `stat` before any open,
/// and the file is opened with `O_NONBLOCK` and checked again on the open descriptor, so a file
/// swapped for a pipe in between is refused too.
package enum RegularFile {
  /// Why a path cannot be read as a file.
  package enum Refusal: Error, Equatable {
    /// Nothing is there.
    case missing
    /// A folder is there.
    case folder
    /// Something that is not a regular file: "a named pipe", "a device", "a socket".
    case notAFile(String)
    /// It could not be opened or read (permissions, an I/O error); the system's words.
    case unreadable(String)

    /// What was found, after "… is" or "… cannot be read".
    package func describe(_ name: String) -> String {
      switch self {
      case .missing: "\(name) does not exist"
      case .folder: "\(name) is a folder"
      case .notAFile(let kind): "\(name) is \(kind), not a file"
      case .unreadable(let reason): "\(name) cannot be read (\(reason))"
      }
    }
  }

  /// Whether `path` (followed through symbolic links) is a regular file, without opening it.
  package static func refusal(at path: String) -> Refusal? {
    var status = stat()
    guard stat(path, &status) == 0 else {
      return errno == ENOENT || errno == ENOTDIR ? .missing : .unreadable(systemError())
    }
    return refusal(ofMode: status.st_mode)
  }

  /// Reads up to `limit` bytes of the regular file at `path` from its start, never blocking.
  /// - Returns: The bytes; with `fromEnd`, the last `limit` bytes of the file.
  package static func contents(of path: String, limit: Int = .max, fromEnd: Bool = false) -> Result<
    Data, Refusal
  > {
    if let refusal = refusal(at: path) { return .failure(refusal) }
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { return .failure(.unreadable(systemError())) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return .failure(.unreadable(systemError())) }
    // What was opened may not be what `stat` saw a moment before.
    if let refusal = refusal(ofMode: status.st_mode) { return .failure(refusal) }
    let size = Int(status.st_size)
    if fromEnd, size > limit, lseek(descriptor, off_t(size - limit), SEEK_SET) < 0 {
      return .failure(.unreadable(systemError()))
    }
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    while data.count < limit {
      let wanted = min(buffer.count, limit - data.count)
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, wanted) }
      if count < 0, errno == EINTR { continue }
      guard count >= 0 else { return .failure(.unreadable(systemError())) }
      guard count > 0 else { break }
      data.append(contentsOf: buffer[0..<count])
    }
    return .success(data)
  }

  /// The real path of `path`, symbolic links resolved, or nil when it does not exist.
  package static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// Whether `path` lies inside `folder` (both real paths).
  package static func isInside(_ path: String, folder: String) -> Bool {
    path.hasPrefix(folder == "/" ? "/" : folder + "/")
  }

  private static func refusal(ofMode mode: mode_t) -> Refusal? {
    switch mode & S_IFMT {
    case S_IFREG: nil
    case S_IFDIR: .folder
    case S_IFIFO: .notAFile("a named pipe")
    case S_IFSOCK: .notAFile("a socket")
    case S_IFCHR, S_IFBLK: .notAFile("a device")
    default: .notAFile("a special file")
    }
  }

  private static func systemError() -> String { String(cString: strerror(errno)) }
}
