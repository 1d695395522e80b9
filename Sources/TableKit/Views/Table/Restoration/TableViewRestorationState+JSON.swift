import Foundation

// MARK: - Reading and writing JSON

extension TableViewRestorationState {
  /// The largest state file read, 4 MiB: a state of 50,000 selected rows takes about 2 MiB;
  /// anything larger is not read in full, so that a wrong path (a disk image, a device, a log)
  /// can neither exhaust memory nor hold up the program's start while it is parsed.
  public static let maximumFileSize = 4 << 20

  /// Reads a state from JSON, checking its format before anything of it is used.
  /// - Parameter data: The bytes `jsonData()` wrote.
  /// - Throws: `StateRestorationError` (with no file) when the data is empty, truncated, not
  ///   JSON, not a table state, or of another format version.
  public init(json data: Data) throws(StateRestorationError) {
    self = try Self.decode(data, file: nil)
  }

  /// Reads a state from a JSON file, checking its format before anything of it is used.
  /// - Parameter file: A file `write(to:)` wrote.
  /// - Throws: `StateRestorationError` naming the file when it is missing, unreadable, larger
  ///   than `maximumFileSize`, empty, truncated, not JSON, not a table state, or of another
  ///   format version.
  public init(contentsOf file: URL) throws(StateRestorationError) {
    self = try Self.decode(Self.readBytes(of: file), file: file)
  }

  /// The state as pretty-printed JSON with sorted keys, so that files compare well.
  /// - Returns: UTF-8 JSON.
  /// - Throws: `StateRestorationError.Reason.unwritable` when a value cannot be written as JSON
  ///   (an offset that is not a finite number).
  public func jsonData() throws(StateRestorationError) -> Data {
    try encoded(file: nil)
  }

  /// Writes the state as JSON, atomically: a crash while writing leaves the previous file.
  /// - Parameter file: Where to write; its folder must exist.
  /// - Throws: `StateRestorationError.Reason.unwritable` naming the file when the state cannot
  ///   be encoded or the file cannot be written.
  public func write(to file: URL) throws(StateRestorationError) {
    let data = try encoded(file: file)
    do {
      try data.write(to: file, options: .atomic)
    } catch {
      throw StateRestorationError(.unwritable(Self.systemMessage(error)), file: file)
    }
  }

  private func encoded(file: URL?) throws(StateRestorationError) -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    do {
      return try encoder.encode(self)
    } catch let error as EncodingError {
      guard case .invalidValue(let value, let context) = error else {
        throw StateRestorationError(.unwritable("\(error)"), file: file)
      }
      throw StateRestorationError(
        .unwritable(
          "\(Self.path(context.codingPath)) is \(value), which JSON cannot hold"),
        file: file)
    } catch {
      throw StateRestorationError(.unwritable("\(error)"), file: file)
    }
  }
}

// MARK: - Checking

extension TableViewRestorationState {
  /// The part of a state read first, to refuse other formats before reading the rest.
  private struct Header: Decodable {
    var formatVersion: Int?

    private enum CodingKeys: String, CodingKey { case formatVersion }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      guard container.contains(.formatVersion) else {
        formatVersion = nil
        return
      }
      formatVersion = try container.decodeChecked(
        Int.self, forKey: .formatVersion, expecting: "a whole number")
    }
  }

  /// Reads a state from `data`, in steps that each give their own error:
  /// 1. empty data, or only white space;
  /// 2. data that is not JSON: truncated when its last object, list or string never closes,
  ///    else corrupt, with the parser's words;
  /// 3. JSON that is not an object with a whole-number `formatVersion`;
  /// 4. a format version other than the current one;
  /// 5. the state itself: every key present and of its type.
  static func decode(_ data: Data, file: URL?) throws(StateRestorationError) -> Self {
    // A good state is parsed once; the steps below, each a parse of its own, only explain
    // what is wrong with a bad one.
    if let state = try? JSONDecoder().decode(Self.self, from: data),
      state.formatVersion == currentFormatVersion
    {
      return state
    }
    return try diagnose(data, file: file)
  }

  /// Reads a state that did not decode at once, step by step, to say what is wrong with it.
  private static func diagnose(_ data: Data, file: URL?) throws(StateRestorationError) -> Self {
    func failure(_ reason: StateRestorationError.Reason) -> StateRestorationError {
      StateRestorationError(reason, file: file)
    }
    // 1.
    guard data.contains(where: { !Self.isJSONWhiteSpace($0) }) else { throw failure(.empty) }
    // 2.
    let object: Any
    do {
      object = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
    } catch {
      if Self.isTruncatedJSON(data) { throw failure(.truncated) }
      let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
      throw failure(.corrupt("it is not JSON" + (detail.map { " (\($0))" } ?? "")))
    }
    // 3.
    guard object is [String: Any] else {
      throw failure(.corrupt("its JSON is \(Self.kind(of: object)), not an object"))
    }
    let decoder = JSONDecoder()
    let header: Header
    do {
      header = try decoder.decode(Header.self, from: data)
    } catch {
      throw failure(.corrupt(Self.describe(error)))
    }
    guard let version = header.formatVersion else {
      throw failure(.corrupt("it has no formatVersion, so it is not a TableKit table state"))
    }
    // 4.
    guard version == currentFormatVersion else {
      throw failure(.unsupportedVersion(found: version, supported: currentFormatVersion))
    }
    // 5.
    do {
      return try decoder.decode(Self.self, from: data)
    } catch {
      throw failure(.corrupt(Self.describe(error)))
    }
  }

  /// Reads at most `maximumFileSize` bytes of a file.
  static func readBytes(of file: URL) throws(StateRestorationError) -> Data {
    guard file.isFileURL else {
      throw StateRestorationError(.unreadable("it is not a file URL"), file: file)
    }
    let handle: FileHandle
    let bytes: Data?
    do {
      handle = try FileHandle(forReadingFrom: file)
    } catch {
      throw readFailure(error, file: file)
    }
    defer { try? handle.close() }
    do {
      bytes = try handle.read(upToCount: maximumFileSize + 1)
    } catch {
      throw readFailure(error, file: file)
    }
    let data = bytes ?? Data()
    guard data.count <= maximumFileSize else {
      throw StateRestorationError(.tooLarge(limit: maximumFileSize), file: file)
    }
    return data
  }

  private static func readFailure(_ error: any Error, file: URL) -> StateRestorationError {
    let nsError = error as NSError
    let missing =
      (nsError.domain == NSCocoaErrorDomain
        && nsError.code == CocoaError.fileReadNoSuchFile.rawValue)
      || posixCode(of: error) == ENOENT
    if posixCode(of: error) == ELOOP || symbolicLinkLoops(at: file) {
      return StateRestorationError(
        .unreadable("it is a loop of symbolic links that never reaches a file"), file: file)
    }
    if missing, let target = danglingLinkTarget(at: file) {
      return StateRestorationError(
        .unreadable("it is a symbolic link to \(target), which does not exist"), file: file)
    }
    if missing { return StateRestorationError(.fileNotFound, file: file) }
    return StateRestorationError(.unreadable(systemMessage(error)), file: file)
  }

  /// Whether resolving `file` runs into a loop of symbolic links.
  private static func symbolicLinkLoops(at file: URL) -> Bool {
    var status = stat()
    return stat(file.path, &status) != 0 && errno == ELOOP
  }

  /// Where a symbolic link at `file` points when that target does not exist; nil when `file`
  /// is no such link.
  private static func danglingLinkTarget(at file: URL) -> String? {
    guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: file.path),
      !FileManager.default.fileExists(atPath: file.path)
    else { return nil }
    return target
  }

  /// The POSIX error number behind an error, its own or its underlying error's.
  private static func posixCode(of error: any Error) -> Int32? {
    let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey]
    for candidate in [underlying, error] {
      // On Linux the underlying error is often a `POSIXError`, which does not cast to NSError.
      if let posix = candidate as? POSIXError { return posix.code.rawValue }
      if let other = candidate as? any Error {
        let bridged = other as NSError
        if bridged.domain == NSPOSIXErrorDomain { return Int32(truncatingIfNeeded: bridged.code) }
      }
    }
    return nil
  }

  /// The most specific words the system has for an error: the POSIX reason when there is one
  /// ("Is a directory"), else the localized description.
  static func systemMessage(_ error: any Error) -> String {
    guard let code = posixCode(of: error) else { return (error as NSError).localizedDescription }
    return String(cString: strerror(code))
  }

  // MARK: - Describing

  private static func isJSONWhiteSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  /// Whether `data` is the start of a JSON text cut short: readable text that opens an object
  /// or a list and ends before every object, list and string it opened has closed.
  static func isTruncatedJSON(_ data: Data) -> Bool {
    guard let first = data.first(where: { !isJSONWhiteSpace($0) }), first == 0x7B || first == 0x5B
    else { return false }
    // The text up to a multi-byte character cut at the end must be UTF-8; random bytes are not.
    var end = data.endIndex
    var continuation = 0
    while end > data.startIndex, continuation < 3, data[end - 1] & 0xC0 == 0x80 {
      end -= 1
      continuation += 1
    }
    if end > data.startIndex, data[end - 1] >= 0xC0 { end -= 1 }
    guard String(data: data[data.startIndex..<end], encoding: .utf8) != nil else { return false }
    var depth = 0
    var inString = false
    var escaped = false
    for byte in data {
      if inString {
        if escaped {
          escaped = false
        } else if byte == 0x5C {
          escaped = true
        } else if byte == 0x22 {
          inString = false
        }
        continue
      }
      switch byte {
      case 0x22: inString = true
      case 0x7B, 0x5B: depth += 1
      case 0x7D, 0x5D:
        depth -= 1
        // Closed before the end (or closed too often): not a prefix of one JSON text.
        if depth <= 0 { return false }
      default: break
      }
    }
    return depth > 0 || inString
  }

  private static func kind(of object: Any) -> String {
    switch object {
    case is [Any]: "a list"
    case is String: "a string"
    case is NSNull: "null"
    default: "a single value"
    }
  }

  /// A decoding error in words: where in the state, and what was expected there.
  static func describe(_ error: any Error) -> String {
    guard let error = error as? DecodingError else { return "\(error)" }
    switch error {
    case .keyNotFound(let key, let context):
      let container = context.codingPath.isEmpty ? "the state" : path(context.codingPath)
      return "\(container) has no \(key.stringValue)"
    case .valueNotFound(let type, let context):
      return "\(path(context.codingPath)) is null; expected \(expectation(type))"
    case .typeMismatch(let type, let context):
      return "\(path(context.codingPath)) should be \(expectation(type))"
    case .dataCorrupted(let context):
      guard !context.codingPath.isEmpty else { return context.debugDescription }
      return "\(path(context.codingPath)): \(context.debugDescription)"
    @unknown default:
      return "\(error)"
    }
  }

  /// A coding path as a reader writes it: `selectedRows[2].row`.
  static func path(_ codingPath: [any CodingKey]) -> String {
    var text = ""
    for key in codingPath {
      if let index = key.intValue {
        text += "[\(index)]"
      } else {
        text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
      }
    }
    return text.isEmpty ? "the state" : text
  }

  private static func expectation(_ type: Any.Type) -> String {
    switch type {
    case is Int.Type: "a whole number"
    case is String.Type: "a string"
    case is Double.Type, is CGFloat.Type: "a number"
    case is [Any].Type: "a list"
    case is [String: Any].Type: "an object"
    default: "a \(type)"
    }
  }
}

// MARK: - Decoding with paths

extension KeyedDecodingContainer {
  /// Decodes a value, turning the parser's own errors (a number too large for `Int`, a
  /// fraction where a whole number belongs) into a `DecodingError` that says where it was.
  /// Without this, such errors reach the caller as "not valid JSON" with no path.
  func decodeChecked<T: Decodable>(_ type: T.Type, forKey key: Key, expecting: String) throws
    -> T
  {
    do {
      return try decode(type, forKey: key)
    } catch let error as DecodingError {
      throw error
    } catch {
      throw DecodingError.dataCorruptedError(
        forKey: key, in: self, debugDescription: "expected \(expecting)")
    }
  }
}
