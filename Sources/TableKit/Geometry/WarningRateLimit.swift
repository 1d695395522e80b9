import Foundation

/// Which warnings of a stream to print: the first from each place, then at most one per
/// `interval` from it, each telling how many were held back since the last printed. A NaN
/// frame is usually NaN every frame; one line every few seconds says as much as sixty.
struct WarningRateLimit {
  /// The shortest time between two printed warnings from one place, in seconds.
  let interval: TimeInterval
  /// Per place: when its last warning was printed and how many were held back since.
  private var places: [String: (printed: TimeInterval, heldBack: Int)] = [:]

  init(interval: TimeInterval) { self.interval = interval }

  /// Whether a warning from `place` at `now` is printed: nil when it is held back, else the
  /// number held back from that place since its last printed one.
  mutating func admit(_ place: String, at now: TimeInterval) -> Int? {
    if let last = places[place], now - last.printed < interval {
      places[place] = (last.printed, last.heldBack + 1)
      return nil
    }
    let heldBack = places[place]?.heldBack ?? 0
    places[place] = (now, 0)
    return heldBack
  }
}
