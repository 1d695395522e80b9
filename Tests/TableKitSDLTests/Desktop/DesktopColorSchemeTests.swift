import CTableKitPortalStub
import Foundation
import TableKit
import TableKitSDL
import Testing

/// The desktop's color scheme over D-Bus (issue 26, item 7), against a private bus that
/// `dbus-daemon` starts for each test and a stand-in portal on it: read at start, followed
/// when it changes, and a quiet nil without a portal or without a bus.
@MainActor
@Suite(.serialized)
struct DesktopColorSchemeTests {
  /// A `dbus-daemon` of its own, stopped by `stop()`.
  final class PrivateBus {
    let process = Process()
    let address: String

    init() throws {
      process.executableURL = URL(fileURLWithPath: "/usr/bin/dbus-daemon")
      process.arguments = ["--session", "--nofork", "--print-address=1"]
      let output = Pipe()
      process.standardOutput = output
      // It warns that it cannot raise its file limit, which says nothing about the test.
      process.standardError = FileHandle.nullDevice
      try process.run()
      // The daemon prints its address on one line once it listens.
      var line = Data()
      while let byte = try output.fileHandleForReading.read(upToCount: 1), !byte.isEmpty,
        byte != Data("\n".utf8)
      {
        line.append(byte)
      }
      address = String(decoding: line, as: UTF8.self)
    }

    func stop() {
      // SIGKILL: the daemon inherits the blocked signals of the thread that spawned it, and
      // SIGTERM stays blocked there.
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
    }
  }

  /// Waits on the main actor, up to `seconds`, until `condition` holds.
  func wait(seconds: Double = 5, until condition: () -> Bool) async throws {
    let deadline = Date().addingTimeInterval(seconds)
    while !condition(), Date() < deadline { try await Task.sleep(for: .milliseconds(20)) }
  }

  @Test func thePortalsSchemeIsReadAsTheStyle() throws {
    let bus = try PrivateBus()
    defer { bus.stop() }
    for (scheme, style) in [(1, UserInterfaceStyle.dark), (2, .light), (0, .light)] {
      let stub = try #require(tk_portal_stub_start(bus.address, UInt32(scheme)))
      #expect(DesktopColorScheme.read(busAddress: bus.address) == style, "scheme \(scheme)")
      tk_portal_stub_stop(stub)
    }
  }

  @Test func aBusWithoutAPortalOrNoBusReadsNothing() throws {
    let bus = try PrivateBus()
    defer { bus.stop() }
    #expect(DesktopColorScheme.read(busAddress: bus.address) == nil)
    #expect(DesktopColorScheme.read(busAddress: "unix:path=/nonexistent/tablekit-bus") == nil)
    #expect(DesktopColorSchemeWatch(busAddress: "unix:path=/nonexistent/tablekit-bus") { _ in }
      == nil)
  }

  @Test func aWatchHearsTheDesktopSwitch() async throws {
    let bus = try PrivateBus()
    defer { bus.stop() }
    let stub = try #require(tk_portal_stub_start(bus.address, 2))
    defer { tk_portal_stub_stop(stub) }
    @MainActor final class Seen { var styles: [UserInterfaceStyle] = [] }
    let seen = Seen()
    let watch = try #require(
      DesktopColorSchemeWatch(busAddress: bus.address) { seen.styles.append($0) })
    // The subscription reaches the bus before the switch: a read round-trips after it.
    _ = DesktopColorScheme.read(busAddress: bus.address)
    tk_portal_stub_set_scheme(stub, 1)
    try await wait { seen.styles == [.dark] }
    #expect(seen.styles == [.dark])
    tk_portal_stub_set_scheme(stub, 2)
    try await wait { seen.styles.count == 2 }
    #expect(seen.styles == [.dark, .light])
    watch.stop()
    tk_portal_stub_set_scheme(stub, 1)
    try await Task.sleep(for: .milliseconds(200))
    #expect(seen.styles == [.dark, .light], "nothing after stop()")
  }
}
