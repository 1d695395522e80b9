import Foundation
import TableKit
import TableKitSDL

/// W0 with the screen-reader bridge on and an AT-SPI client listening (issue 30, item 8): the
/// child starts the bridge over its table, launches `scripts/a11y_bench_listener.py` (which
/// reads the whole tree once and then listens to every object and focus event, as Orca does),
/// and from then on every frame also runs the bus's messages and the bridge's update. It needs
/// a session bus with the AT-SPI bus (`scripts/bench --accessibility` starts both).
@MainActor
final class FrameAccessibility {
  static let flag = "--accessibility"
  private let bridge: AccessibilityBridge
  private let listener: Process

  /// Starts the bridge and the client and waits until the client has read the table.
  /// - Throws: When there is no bus or the client does not come within ten seconds.
  init(table: TableView) throws {
    guard AccessibilityBus.start(applicationName: "table-bench") else {
      throw FrameBenchmarkError.message(
        "\(Self.flag) needs a session bus with the AT-SPI bus (scripts/bench --accessibility)")
    }
    bridge = AccessibilityBridge(
      root: table, title: "W0", unitsPerPoint: 1, windowOrigin: { (0, 0) })
    let ready = NSTemporaryDirectory() + "table-bench-a11y-\(getpid()).ready"
    try? FileManager.default.removeItem(atPath: ready)
    listener = Process()
    listener.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
    listener.arguments = ["scripts/a11y_bench_listener.py", "table-bench", ready]
    try listener.run()
    let deadline = Date().addingTimeInterval(10)
    while !FileManager.default.fileExists(atPath: ready) {
      guard Date() < deadline, listener.isRunning else {
        listener.terminate()
        throw FrameBenchmarkError.message("the AT-SPI client did not read the table")
      }
      AccessibilityBus.iterate()
      usleep(2_000)
    }
    // The registry tells the bridge of the client's listeners asynchronously.
    let settled = Date().addingTimeInterval(0.5)
    while Date() < settled {
      AccessibilityBus.iterate()
      usleep(2_000)
    }
    try? FileManager.default.removeItem(atPath: ready)
  }

  /// A frame's share: the bus's messages and the bridge's update after drawing, at the
  /// frame's virtual time (the bridge takes at most 10 updates a second, as in a window).
  func afterFrame(now: TimeInterval) {
    AccessibilityBus.iterate()
    bridge.update(now: now)
  }

  /// Stops the client and the bridge.
  func stop() {
    listener.terminate()
    listener.waitUntilExit()
    bridge.stop()
  }
}
