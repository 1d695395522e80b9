import CTableKitPortal
import Foundation
import TableKit

/// The desktop's appearance settings, as the freedesktop portal publishes them over D-Bus
/// (`org.freedesktop.portal.Settings`, namespace `org.freedesktop.appearance`): GNOME, KDE and
/// other desktops set them from their own switches. They map to iOS's: the color scheme to the
/// light or dark style, `contrast` to Increase Contrast, `reduced-motion` to Reduce Motion. A
/// host that follows the desktop reads them at start (`read(busAddress:timeout:)`) and watches
/// them (`DesktopAppearanceWatch`).
public struct DesktopAppearance: Equatable, Sendable {
  /// The style the desktop prefers: dark when it says dark, light when it says light or states
  /// no preference; nil when the portal does not say.
  public var style: UserInterfaceStyle?
  /// Whether the desktop asks for higher contrast (iOS's Increase Contrast); nil when the
  /// portal does not say (older portals and their desktop backends do not).
  public var prefersHigherContrast: Bool?
  /// Whether the desktop asks for reduced motion (iOS's Reduce Motion); nil when the portal
  /// does not say.
  public var prefersReducedMotion: Bool?

  /// An appearance with the given settings (nil: not said).
  public init(
    style: UserInterfaceStyle? = nil, prefersHigherContrast: Bool? = nil,
    prefersReducedMotion: Bool? = nil
  ) {
    self.style = style
    self.prefersHigherContrast = prefersHigherContrast
    self.prefersReducedMotion = prefersReducedMotion
  }

  /// What the desktop says now; every setting nil when there is no session bus or no portal
  /// on it (a quiet case: the host then keeps its own settings).
  /// - Parameters:
  ///   - busAddress: The bus to ask; nil for the session bus (`DBUS_SESSION_BUS_ADDRESS`).
  ///   - timeout: How long to wait for each of the portal's answers.
  public static func read(busAddress: String? = nil, timeout: TimeInterval = 0.5)
    -> DesktopAppearance
  {
    let milliseconds = Int32(clamping: Int((timeout * 1000).rounded()))
    var appearance = DesktopAppearance()
    for key in Key.allCases {
      var value: UInt32 = 0
      guard tk_portal_read_appearance(busAddress, key.rawValue, milliseconds, &value) != 0
      else {
        // Without a bus or a portal the other keys cannot be read either.
        if key == .colorScheme { return appearance }
        continue
      }
      appearance.apply(key.setting(for: value))
    }
    return appearance
  }

  /// Takes one changed setting.
  public mutating func apply(_ setting: DesktopSetting) {
    switch setting {
    case .style(let style): self.style = style
    case .higherContrast(let prefers): prefersHigherContrast = prefers
    case .reducedMotion(let prefers): prefersReducedMotion = prefers
    }
  }

  /// The portal's keys this type reads, in the appearance namespace.
  enum Key: String, CaseIterable {
    case colorScheme = "color-scheme"
    case contrast
    case reducedMotion = "reduced-motion"

    /// The setting for one of the key's values. The portal documents 0 as "no preference"
    /// for each and 1 as dark, high contrast and reduced motion; 2 is light for the scheme.
    /// Other values are unknown preferences, read as none.
    func setting(for value: UInt32) -> DesktopSetting {
      switch self {
      case .colorScheme: .style(value == 1 ? .dark : .light)
      case .contrast: .higherContrast(value == 1)
      case .reducedMotion: .reducedMotion(value == 1)
      }
    }
  }
}

/// One appearance setting the desktop changed.
public enum DesktopSetting: Equatable, Sendable {
  /// The color scheme: light or dark.
  case style(UserInterfaceStyle)
  /// Whether higher contrast is asked for.
  case higherContrast(Bool)
  /// Whether reduced motion is asked for.
  case reducedMotion(Bool)
}

/// A watch of the portal's appearance settings: `onChange` runs on the main queue with each
/// setting the user changes, until `stop()` (or the watch goes away). The portal's signal
/// arrives on a thread of the watch's own, which runs a GLib main loop, so that nothing
/// depends on the host pumping GLib.
public final class DesktopAppearanceWatch: @unchecked Sendable {
  /// What the C watch calls back, kept alive until the watch stops.
  private final class Handler {
    let onChange: @MainActor @Sendable (DesktopSetting) -> Void
    init(_ onChange: @escaping @MainActor @Sendable (DesktopSetting) -> Void) {
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
    onChange: @escaping @MainActor @Sendable (DesktopSetting) -> Void
  ) {
    let handler = Unmanaged.passRetained(Handler(onChange))
    let callback: TKAppearanceCallback = { key, value, context in
      guard let context, let key, let known = DesktopAppearance.Key(rawValue: String(cString: key))
      else { return }
      let setting = known.setting(for: value)
      let handler = Unmanaged<Handler>.fromOpaque(context).takeUnretainedValue()
      let onChange = handler.onChange
      DispatchQueue.main.async { MainActor.assumeIsolated { onChange(setting) } }
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
