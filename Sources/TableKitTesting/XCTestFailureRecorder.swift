#if canImport(XCTest)
  import Foundation
  import XCTest

  /// Records a snapshot failure in the XCTest test that is running, at the line of the
  /// assertion's call, as `XCTAssert…` failures are.
  ///
  /// swift-corelibs-xctest does not say which test is running, and `XCTFail` outside a test
  /// drops the failure without a word. So the recorder watches the failures XCTest reports (an
  /// observer registered at the first use) and tells whether its own `XCTFail` reached a test:
  /// when it did not (no XCTest test is running, as in `tablesnap`), the caller throws instead.
  enum XCTestFailureRecorder {
    /// Fails the running XCTest test with `message` at `file`:`line`.
    /// - Returns: Whether an XCTest test recorded the failure; `false` outside XCTest tests.
    static func record(_ message: String, file: StaticString, line: Int) -> Bool {
      let observer = FailureObserver.registered
      let before = observer.failureCount
      XCTFail(message, file: file, line: UInt(max(line, 0)))
      return observer.failureCount > before
    }
  }

  /// Counts the failures XCTest reports to its observers.
  private final class FailureObserver: XCTestObservation, @unchecked Sendable {
    /// The observer, registered with XCTest's observation center once.
    static let registered: FailureObserver = {
      let observer = FailureObserver()
      XCTestObservationCenter.shared.addTestObserver(observer)
      return observer
    }()

    // XCTest may report from any thread, so the count is read and written under a lock.
    private let lock = NSLock()
    private var count = 0

    /// How many failures XCTest has reported since the registration.
    var failureCount: Int { lock.withLock { count } }

    func testCase(
      _ testCase: XCTestCase, didFailWithDescription description: String,
      inFile filePath: String?, atLine lineNumber: Int
    ) {
      lock.withLock { count += 1 }
    }
  }
#endif
