import CTableKitPortal
import Foundation
import TableKit

/// The desktop's light or dark preference, as the freedesktop portal publishes it over D-Bus
/// (`org.freedesktop.portal.Settings`, `org.freedesktop.appearance` `color-scheme`): GNOME,
/// KDE and other desktops set it from their own appearance switch. A host that follows the
/// desktop reads it at start (`read(busAddress:)`) and watches it (`DesktopColorSchemeWatch`).
public enum DesktopColorScheme {
  /// The style the desktop prefers: dark when it says dark, light when it says light or states
  /// no preference; nil when there is no session bus or no portal on it (a quiet case: the
  /// host then shows light).
  /// - Parameters:
  ///   - busAddress: The bus to ask; nil for the session bus (`DBUS_SESSION_BUS_ADDRESS`).
  ///   - timeout: How long to wait for the portal's answer.
  public static func read(busAddress: String? = nil, timeout: TimeInterval = 0.5)
    -> UserInterfaceStyle?
  {
    let milliseconds = Int32(clamping: Int((timeout * 1000).rounded()))
    return style(of: tk_portal_read_color_scheme(busAddress, milliseconds))
  }

  /// The style for one of the portal's values, nil for none.
  static func style(of scheme: TKColorScheme) -> UserInterfaceStyle? {
    switch scheme {
    case TKColorSchemePreferDark: .dark
    case TKColorSchemePreferLight, TKColorSchemeNoPreference: .light
    default: nil
    }
  }
}

/// A watch of the portal's color scheme: `onChange` runs on the main queue with the style the
/// desktop prefers each time the user switches it, until `stop()` (or the watch goes away).
/// The portal's signal arrives on a thread of the watch's own, which runs a GLib main loop, so
/// that nothing depends on the host pumping GLib.
public final class DesktopColorSchemeWatch: @unchecked Sendable {
  /// What the C watch calls back, kept alive until the watch stops.
  private final class Handler {
    let onChange: @MainActor @Sendable (UserInterfaceStyle) -> Void
    init(_ onChange: @escaping @MainActor @Sendable (UserInterfaceStyle) -> Void) {
      self.onChange = onChange
    }
  }

  private let lock = NSLock()
  private var watch: OpaquePointer?
  private let handler: Unmanaged<Handler>

  /// Starts watching the bus at `busAddress` (nil: the session bus); nil when the bus cannot
  /// be reached. A bus without a portal gives a watch that never calls.
  public init?(
    busAddress: String? = nil,
    onChange: @escaping @MainActor @Sendable (UserInterfaceStyle) -> Void
  ) {
    let handler = Unmanaged.passRetained(Handler(onChange))
    let callback: TKColorSchemeCallback = { scheme, context in
      guard let context, let style = DesktopColorScheme.style(of: scheme) else { return }
      let handler = Unmanaged<Handler>.fromOpaque(context).takeUnretainedValue()
      let onChange = handler.onChange
      DispatchQueue.main.async { MainActor.assumeIsolated { onChange(style) } }
    }
    guard let started = tk_portal_watch_start(busAddress, callback, handler.toOpaque()) else {
      handler.release()
      return nil
    }
    self.handler = handler
    watch = started
  }

  /// Stops watching; `onChange` is not called for signals after this returns (one already on
  /// the main queue still runs).
  public func stop() {
    lock.lock()
    let running = watch
    watch = nil
    lock.unlock()
    guard let running else { return }
    tk_portal_watch_stop(running)
    handler.release()
  }

  deinit { stop() }
}
