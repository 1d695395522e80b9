import Foundation

/// Where a view tree meets assistive technology, kept by its `Screen` (`screen.accessibility`):
/// the person's settings, which the host sets (from the desktop, the kiosk's catalog or
/// command line), and the notifications the app posts, which the host's bridge (AT-SPI, the
/// kiosk's speech) observes. UIKit keeps these as globals on `UIAccessibility`; here each host
/// has its own, so that tests and several windows do not share them.
@preconcurrency @MainActor
public final class AccessibilityCenter {
  /// What observers hear.
  public enum Event {
    /// A notification was posted with its argument.
    case posted(AccessibilityNotification, argument: Any?)
    /// A setting changed to `isEnabled`.
    case settingChanged(AccessibilitySetting, isEnabled: Bool)
  }

  /// Stands for an observer; pass it to `removeObserver(_:)`.
  public struct ObserverToken: Hashable, Sendable {
    fileprivate let number: Int
  }

  // Read by every cell drawn; changed only below, by single calls that run no other code, so
  // the runtime's check of each read guards nothing.
  @exclusivity(unchecked) private var enabledSettings: Set<AccessibilitySetting> = []
  /// An observer: its handler, and the object whose lifetime bounds it, if any.
  private struct Observer {
    let token: ObserverToken
    let handler: (Event) -> Void
    /// Whether the observer was added for an owner; it is dropped once the owner is gone.
    let hasOwner: Bool
    weak var owner: AnyObject?

    /// Whether it still listens: no owner was given, or the owner lives.
    var isLive: Bool { !hasOwner || owner != nil }
  }

  private var observers: [Observer] = []
  private var nextObserverNumber = 0

  /// Creates a center with every setting off and no observer.
  public init() {}

  // MARK: - Settings

  /// Whether a screen reader is running.
  public var isVoiceOverRunning: Bool {
    get { isEnabled(.voiceOver) }
    set { set(.voiceOver, enabled: newValue) }
  }

  /// Whether motion is reduced.
  public var isReduceMotionEnabled: Bool {
    get { isEnabled(.reduceMotion) }
    set { set(.reduceMotion, enabled: newValue) }
  }

  /// Whether materials (bars, alerts, menus, the keyboard, `VisualEffectView`) are drawn as
  /// flat, opaque colors instead of blurring what lies behind them, as iOS's Reduce
  /// Transparency draws them.
  public var isReduceTransparencyEnabled: Bool {
    get { isEnabled(.reduceTransparency) }
    set { set(.reduceTransparency, enabled: newValue) }
  }

  /// Whether text is bold.
  public var isBoldTextEnabled: Bool {
    get { isEnabled(.boldText) }
    set { set(.boldText, enabled: newValue) }
  }

  /// Whether colors are darkened.
  public var isDarkerSystemColorsEnabled: Bool {
    get { isEnabled(.darkerSystemColors) }
    set { set(.darkerSystemColors, enabled: newValue) }
  }

  /// Whether `setting` is on.
  public func isEnabled(_ setting: AccessibilitySetting) -> Bool {
    enabledSettings.contains(setting)
  }

  /// Turns `setting` on or off; a change is told to the observers and posted on
  /// `NotificationCenter.default` under the setting's UIKit name, with this center as object.
  public func set(_ setting: AccessibilitySetting, enabled: Bool) {
    guard enabled != isEnabled(setting) else { return }
    if enabled {
      enabledSettings.insert(setting)
    } else {
      enabledSettings.remove(setting)
    }
    deliver(.settingChanged(setting, isEnabled: enabled))
    NotificationCenter.default.post(name: setting.didChangeNotification, object: self)
  }

  // MARK: - Notifications

  /// Tells assistive technology of a change, as `UIAccessibility.post(notification:argument:)`.
  /// - Parameters:
  ///   - notification: What happened.
  ///   - argument: The element to focus, or the text to say, as the notification asks.
  public func post(notification: AccessibilityNotification, argument: Any?) {
    deliver(.posted(notification, argument: argument))
  }

  // MARK: - Observers

  /// Adds an observer of posted notifications and setting changes.
  /// - Returns: The token that removes it.
  @discardableResult
  public func addObserver(_ handler: @escaping (Event) -> Void) -> ObserverToken {
    add(Observer(token: nextToken(), handler: handler, hasOwner: false, owner: nil))
  }

  /// Adds an observer that lasts as long as `owner`: once `owner` is gone the center drops it
  /// by itself, so an owner that cannot reach the center as it goes (a window whose screen
  /// outlives it) leaves nothing behind.
  /// - Returns: The token that removes it earlier.
  @discardableResult
  public func addObserver(owner: AnyObject, _ handler: @escaping (Event) -> Void)
    -> ObserverToken
  {
    add(Observer(token: nextToken(), handler: handler, hasOwner: true, owner: owner))
  }

  /// Removes the observer `token` stands for.
  public func removeObserver(_ token: ObserverToken) {
    observers.removeAll { $0.token == token }
  }

  /// How many observers listen now, after dropping those whose owner is gone.
  func liveObserverCount() -> Int {
    observers.removeAll { !$0.isLive }
    return observers.count
  }

  private func nextToken() -> ObserverToken {
    defer { nextObserverNumber += 1 }
    return ObserverToken(number: nextObserverNumber)
  }

  private func add(_ observer: Observer) -> ObserverToken {
    observers.removeAll { !$0.isLive }
    observers.append(observer)
    return observer.token
  }

  private func deliver(_ event: Event) {
    observers.removeAll { !$0.isLive }
    // A copy: an observer may remove itself while it is told.
    for observer in observers where observer.isLive { observer.handler(event) }
  }
}
