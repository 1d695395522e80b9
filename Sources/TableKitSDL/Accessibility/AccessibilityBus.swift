import CTableKitATK
import Foundation
import TableKit

/// The process's connection to the AT-SPI accessibility bus through ATK and atk-bridge: started
/// once (ATK has one root per process, so this is process-wide by nature), iterated from the
/// window loop, and asked which descriptors to wake for.
///
/// A missing bus is usual (a kiosk without a desktop session, a test run): `start` then warns
/// once and returns false, and the windows run without a bridge.
@MainActor
public enum AccessibilityBus {
  /// How the start went.
  private enum State {
    case notStarted
    case running
    case unavailable
  }

  private static var state = State.notStarted

  /// Whether the bridge is connected to the accessibility bus.
  public static var isRunning: Bool { state == .running }

  /// Whether a client (a screen reader, a test) has read anything from this process: until
  /// then the windows build no tree at all.
  public static var hasClient: Bool { isRunning && tk_atk_was_queried() != 0 }

  /// Starts the bridge unless it was tried before, or turned off with `NO_AT_BRIDGE=1` (GTK's
  /// switch); warns on standard error when there is no bus to reach.
  /// - Parameter applicationName: The name clients list the application under.
  /// - Returns: Whether the bridge runs.
  @discardableResult
  public static func start(applicationName: String) -> Bool {
    guard state == .notStarted else { return isRunning }
    state = .unavailable
    let environment = ProcessInfo.processInfo.environment
    if environment["NO_AT_BRIDGE"] == "1" { return false }
    guard hasSessionBus(environment) else {
      warn("no D-Bus session bus (DBUS_SESSION_BUS_ADDRESS is unset)")
      return false
    }
    installCallbacks()
    let result = tk_atk_start(applicationName)
    guard result == 0 else {
      warn("atk-bridge could not reach the accessibility bus (at-spi2-core missing?)")
      return false
    }
    state = .running
    return true
  }

  private static func hasSessionBus(_ environment: [String: String]) -> Bool {
    if let address = environment["DBUS_SESSION_BUS_ADDRESS"], !address.isEmpty { return true }
    guard let runtime = environment["XDG_RUNTIME_DIR"] else { return false }
    return FileManager.default.fileExists(atPath: runtime + "/bus")
  }

  private static func warn(_ reason: String) {
    FileHandle.standardError.write(
      Data("TableKit: screen readers cannot see this window: \(reason)\n".utf8))
  }

  /// Runs the bus messages that arrived, without blocking.
  /// - Returns: Whether any ran.
  @discardableResult
  public static func iterate() -> Bool {
    guard isRunning else { return false }
    return tk_atk_iterate(64) > 0
  }

  /// The descriptors to wake for and the time of GLib's next timeout, in seconds from now.
  static func wakeSources() -> (descriptors: [Int32], timeout: TimeInterval?) {
    guard isRunning else { return ([], nil) }
    var descriptors = [Int32](repeating: -1, count: 16)
    var timeout: Int32 = -1
    let count = tk_atk_poll_descriptors(&descriptors, Int32(descriptors.count), &timeout)
    return (Array(descriptors.prefix(Int(count))), timeout < 0 ? nil : Double(timeout) / 1000)
  }

  // MARK: - Requests from clients

  /// The windows' bridges by the owner pointer their objects carry.
  private static func bridge(_ owner: UnsafeMutableRawPointer?) -> AccessibilityBridge? {
    guard let owner else { return nil }
    return Unmanaged<AccessibilityBridge>.fromOpaque(owner).takeUnretainedValue()
  }

  private static func installCallbacks() {
    var callbacks = TKAccessibleCallbacks()
    callbacks.doAction = { owner, key, index in
      MainActor.assumeIsolated {
        AccessibilityBus.bridge(owner)?.request(.action(key: key, index: Int(index)))
      }
        ?? 0
    }
    callbacks.grabFocus = { owner, key in
      MainActor.assumeIsolated { AccessibilityBus.bridge(owner)?.request(.focus(key: key)) } ?? 0
    }
    callbacks.selectChild = { owner, key, child, selected in
      MainActor.assumeIsolated {
        AccessibilityBus.bridge(owner)?.request(
          .select(key: key, child: Int(child), selected: selected != 0))
      } ?? 0
    }
    callbacks.willReadChildren = { owner, _ in
      MainActor.assumeIsolated { AccessibilityBus.bridge(owner)?.clientWillRead() }
    }
    tk_accessible_set_callbacks(callbacks)
  }
}
