import CTableKitPortalStub
import Foundation
import TableKit
import TableKitSDL
import Testing

/// The desktop's appearance over D-Bus (issue 26, item 7; issue 30, item 5), against a private
/// bus that `dbus-daemon` starts for each test and a stand-in portal on it: the color scheme,
/// contrast and reduced motion read at start, followed when they change, and quietly absent
/// without a portal, without a bus, or on a portal too old to know a key.
@MainActor
@Suite(.serialized)
struct DesktopAppearanceTests {
  /// A `dbus-daemon` of the test's own.
  final class PrivateBus {
    private let bus: OpaquePointer
    let address: String

    init() throws {
      bus = try #require(tk_private_bus_start(), "dbus-daemon could not start")
      address = String(cString: tk_private_bus_address(bus))
    }

    func stop() { tk_private_bus_stop(bus) }
  }

  /// Waits on the main actor, up to `seconds`, until `condition` holds: a bound for a stalled
  /// watch, not a speed (the main queue that delivers the watch's news is shared with every
  /// other suite's tests, and a loaded machine can hold it for minutes).
  func wait(seconds: Double = 60, until condition: () -> Bool) async throws {
    let deadline = Date().addingTimeInterval(seconds)
    while !condition(), Date() < deadline { try await Task.sleep(for: .milliseconds(20)) }
  }

  @Test func thePortalsSchemeIsReadAsTheStyle() throws {
    let bus = try PrivateBus()
    defer { bus.stop() }
    for (scheme, style) in [(1, UserInterfaceStyle.dark), (2, .light), (0, .light)] {
      let stub = try #require(tk_portal_stub_start(bus.address, UInt32(scheme)))
      #expect(DesktopAppearance.read(busAddress: bus.address).style == style, "scheme \(scheme)")
      tk_portal_stub_stop(stub)
    }
  }

  @Test func contrastAndReducedMotionAreReadWhenThePortalKnowsThem() throws {
    let bus = try PrivateBus()
    defer { bus.stop() }
    let stub = try #require(tk_portal_stub_start(bus.address, 1))
    defer { tk_portal_stub_stop(stub) }
    // An older portal knows only the color scheme.
    #expect(
      DesktopAppearance.read(busAddress: bus.address)
        == DesktopAppearance(style: .dark, prefersHigherContrast: nil, prefersReducedMotion: nil))
    tk_portal_stub_set(stub, "contrast", 1)
    tk_portal_stub_set(stub, "reduced-motion", 0)
    #expect(
      DesktopAppearance.read(busAddress: bus.address)
        == DesktopAppearance(style: .dark, prefersHigherContrast: true, prefersReducedMotion: false))
    tk_portal_stub_set(stub, "contrast", 0)
    tk_portal_stub_set(stub, "reduced-motion", 1)
    #expect(
      DesktopAppearance.read(busAddress: bus.address)
        == DesktopAppearance(style: .dark, prefersHigherContrast: false, prefersReducedMotion: true))
  }

  @Test func aBusWithoutAPortalOrNoBusReadsNothing() throws {
    let bus = try PrivateBus()
    defer { bus.stop() }
    #expect(DesktopAppearance.read(busAddress: bus.address) == DesktopAppearance())
    #expect(
      DesktopAppearance.read(busAddress: "unix:path=/nonexistent/tablekit-bus")
        == DesktopAppearance())
    #expect(DesktopAppearanceWatch(busAddress: "unix:path=/nonexistent/tablekit-bus") { _ in }
      == nil)
  }

  @Test func aWatchHearsTheDesktopsSwitches() async throws {
    let bus = try PrivateBus()
    defer { bus.stop() }
    let stub = try #require(tk_portal_stub_start(bus.address, 2))
    defer { tk_portal_stub_stop(stub) }
    @MainActor final class Seen { var settings: [DesktopSetting] = [] }
    let seen = Seen()
    let watch = try #require(
      DesktopAppearanceWatch(busAddress: bus.address) { seen.settings.append($0) })
    // The watch is subscribed once its initializer returns: the switch right after is heard.
    tk_portal_stub_set(stub, "color-scheme", 1)
    try await wait { seen.settings.count == 1 }
    #expect(seen.settings == [.style(.dark)])
    tk_portal_stub_set(stub, "contrast", 1)
    tk_portal_stub_set(stub, "reduced-motion", 1)
    tk_portal_stub_set(stub, "color-scheme", 2)
    try await wait { seen.settings.count == 4 }
    #expect(
      seen.settings == [.style(.dark), .higherContrast(true), .reducedMotion(true), .style(.light)])
    watch.stop()
    tk_portal_stub_set(stub, "color-scheme", 1)
    try await Task.sleep(for: .milliseconds(200))
    #expect(seen.settings.count == 4, "nothing after stop()")
  }
}
