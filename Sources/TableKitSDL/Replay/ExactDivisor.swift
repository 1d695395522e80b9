/// Division by a small positive divisor as a multiplication and a shift: the same quotient as
/// `/` for the backdrop blur's sums, without a hardware division for each of its pixels.
///
/// With `multiplier` = ⌈2⁴⁰ / d⌉ the product overshoots n / d by less than n / 2⁴⁰, which for
/// n < 2²¹ and d < 2¹⁹ is less than 1 / d, the smallest step between n / d and the next whole
/// number above it: the floor is exact. Other numerators take the hardware division.
struct ExactDivisor {
  /// The divisor.
  let divisor: Int32
  private let multiplier: UInt64

  /// The largest numerator (exclusive) the multiplication divides exactly.
  static let numeratorLimit: Int32 = 1 << 21
  private static let shift: UInt64 = 40

  /// A divisor of `divisor`, which must be positive and below 2¹⁹.
  init(_ divisor: Int) {
    precondition(divisor > 0 && divisor < 1 << 19, "a small positive divisor")
    self.divisor = Int32(divisor)
    multiplier = ((1 << Self.shift) + UInt64(divisor) - 1) / UInt64(divisor)
  }

  /// `numerator / divisor`, rounded down, for a numerator that is not negative.
  @inline(__always)
  func quotient(_ numerator: Int32) -> Int32 {
    guard numerator >= 0, numerator < Self.numeratorLimit else { return numerator / divisor }
    return Int32(truncatingIfNeeded: (UInt64(numerator) &* multiplier) >> Self.shift)
  }
}
