@testable import TableKit

/// The seeded tests' generator: the package's SplitMix64, so that a failing case replays from
/// its seed on every platform and run.
typealias SeededGenerator = SplitMix64

extension SeededGenerator {
  /// A height as tests like them: mostly multiples of 1/4 point, sometimes zero, sometimes an
  /// arbitrary fraction (which the layout rounds to 1/1024), rarely invalid (NaN, negative,
  /// infinite), which the layout turns into 0.
  mutating func height() -> Double {
    switch Int.random(in: 0..<100, using: &self) {
    case 0..<10: return 0
    case 10..<13:
      return [Double.nan, -5, .infinity, -.infinity][Int.random(in: 0..<4, using: &self)]
    case 13..<30: return Double.random(in: 0..<120, using: &self)
    case 30..<60: return 44
    default: return Double(Int.random(in: 1..<480, using: &self)) / 4
    }
  }
}
