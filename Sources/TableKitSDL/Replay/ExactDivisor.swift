/// Division by a small positive divisor as a multiplication in single precision: the same
/// quotient as `/` for the backdrop blur's sums, without a hardware division for each of its
/// pixels, and four at a time along a row (`divide(_:adding:into:count:)`), which SSE2 does
/// with one instruction a step where a 64-bit multiplication per value kept the loops scalar.
///
/// For 0 ≤ n < 2²¹: ⌊n / d⌋ = ⌊(n + ½) / d⌋, and (n + ½) / d lies at least ½ / d from a whole
/// number. In single precision n and n + ½ are exact, and the product with the rounded
/// reciprocal errs by less than n · 2⁻²³ / d < ¼ / d; taking ½ away is exact, so adding
/// 1.5 · 2²³ rounds to ⌊n / d⌋, which the float's low bits then hold. Other numerators take
/// the hardware division.
struct ExactDivisor {
  /// The divisor.
  let divisor: Int32
  private let reciprocal: Float

  /// The largest numerator (exclusive) the multiplication divides exactly.
  static let numeratorLimit: Int32 = 1 << 21
  /// 1.5 · 2²³: added to a float of magnitude below 2²², it leaves the float's nearest whole
  /// number in its low mantissa bits.
  private static let roundingBias: Float = 12_582_912
  private static let roundingBiasBits = Int32(bitPattern: roundingBias.bitPattern)

  /// Whether `divide` works four values at a time unless told otherwise: in optimized builds.
  #if DEBUG
    static let dividesFourAtATime = false
  #else
    static let dividesFourAtATime = true
  #endif

  /// A divisor of `divisor`, which must be positive and below 2¹⁹.
  init(_ divisor: Int) {
    precondition(divisor > 0 && divisor < 1 << 19, "a small positive divisor")
    self.divisor = Int32(divisor)
    reciprocal = 1 / Float(divisor)
  }

  /// `numerator / divisor`, rounded down, for a numerator that is not negative.
  @inline(__always)
  func quotient(_ numerator: Int32) -> Int32 {
    guard numerator >= 0, numerator < Self.numeratorLimit else { return numerator / divisor }
    let rounded = (Float(numerator) + 0.5) * reciprocal - 0.5 + Self.roundingBias
    return Int32(bitPattern: rounded.bitPattern) &- Self.roundingBiasBits
  }

  /// Sets `quotients[i]` to `(numerators[i] + offset) / divisor`, rounded down, for
  /// `i < count`; the two may be the same values. Every numerator plus the offset must lie in
  /// `0..<numeratorLimit`, which the callers' sums do by construction (checked in debug builds).
  /// `fourAtATime` false divides one value at a time: the default in debug builds, where the
  /// unoptimized vector code is far slower than the scalar division (the tests ask for both).
  @inline(__always)
  func divide(
    _ numerators: UnsafePointer<Int32>, adding offset: Int32,
    into quotients: UnsafeMutablePointer<Int32>, count: Int,
    fourAtATime: Bool = Self.dividesFourAtATime
  ) {
    let reciprocals = SIMD4<Float>(repeating: reciprocal)
    let offsets = SIMD4<Float>(repeating: Float(offset) + 0.5)
    let bias = SIMD4<Float>(repeating: Self.roundingBias)
    let biasBits = SIMD4<Int32>(repeating: Self.roundingBiasBits)
    var i = 0
    while fourAtATime, i &+ 4 <= count {
      let values = UnsafeRawPointer(numerators + i).loadUnaligned(as: SIMD4<Int32>.self)
      assert(
        values.min() &+ offset >= 0 && values.max() &+ offset < Self.numeratorLimit,
        "numerators within the limit")
      let rounded = (SIMD4<Float>(values) + offsets) * reciprocals - 0.5 + bias
      let whole = unsafeBitCast(rounded, to: SIMD4<Int32>.self) &- biasBits
      UnsafeMutableRawPointer(quotients + i).storeBytes(of: whole, as: SIMD4<Int32>.self)
      i &+= 4
    }
    while i < count {
      quotients[i] = quotient(numerators[i] &+ offset)
      i &+= 1
    }
  }
}
