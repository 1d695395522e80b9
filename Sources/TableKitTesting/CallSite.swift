import Foundation

#if canImport(Testing)
  import Testing
#endif

/// Where an assertion of `TableKitTesting` was called, for its failure.
struct CallSite {
  var filePath: String
  var fileID: String
  var file: StaticString
  var line: Int
  var column: Int

  /// Runs a check and reports its `SnapshotFailure` starting with the caller's file and line:
  /// recorded at the call in a Swift Testing or XCTest test (which then goes on, as after a
  /// failed `#expect` or `XCTAssert`), thrown otherwise (outside tests, in a program linking
  /// `TableKitTesting`). Other errors are thrown as they are.
  func report(_ check: () throws -> Void) throws {
    do {
      try check()
    } catch let failure as SnapshotFailure {
      let located = SnapshotFailure(
        "\((filePath as NSString).lastPathComponent):\(line): \(failure.message)",
        filePath: filePath, line: line)
      #if canImport(Testing)
        if Test.current != nil {
          Issue.record(
            Comment(rawValue: located.message),
            sourceLocation: SourceLocation(
              fileID: fileID, filePath: filePath, line: line, column: column))
          return
        }
      #endif
      #if canImport(XCTest)
        // XCTest names the file and line itself, so its message is the failure's own.
        if XCTestFailureRecorder.record(failure.message, file: file, line: line) { return }
      #endif
      throw located
    }
  }
}
