/// A small deterministic random number generator (SplitMix64) for seeded tests: the same seed
/// gives the same sequence on every platform and run, so a failing case can be replayed.
struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  /// A generator that starts from `seed`.
  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}

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
