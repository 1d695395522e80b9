import Foundation

/// The operator's attract loop (`"attract"` in the catalog): after a long quiet spell the kiosk
/// shows the catalog's pictures crossfading full screen, with the time, the catalog's title and
/// "Touch to explore", until someone touches it.
///
///     "attract": {"afterSeconds": 300, "pictureSeconds": 8}
///
/// `"attract": false` turns it off. Without the key it is on, with these defaults.
public struct KioskAttractSettings: Hashable, Sendable {
  /// Whether the kiosk shows the loop at all.
  public var isEnabled: Bool
  /// Seconds without input before the loop starts; longer than the idle return's time, so that
  /// the loop starts from the list at its top.
  public var afterSeconds: Double
  /// How long each picture stays, its crossfade included.
  public var pictureSeconds: Double

  /// The defaults: on, after 5 minutes, 8 seconds a picture.
  public static let standard = KioskAttractSettings(
    isEnabled: true, afterSeconds: 300, pictureSeconds: 8)
  /// No attract loop.
  public static let off = KioskAttractSettings(
    isEnabled: false, afterSeconds: 300, pictureSeconds: 8)

  /// The quickest picture change: a crossfade and a moment to see the picture.
  public static let pictureSecondsRange = 3.0...600
  /// How long a crossfade lasts, within `pictureSeconds`.
  public static let crossfadeSeconds = 1.5

  /// Creates settings.
  public init(isEnabled: Bool, afterSeconds: Double, pictureSeconds: Double) {
    self.isEnabled = isEnabled
    self.afterSeconds = afterSeconds
    self.pictureSeconds = pictureSeconds
  }
}
