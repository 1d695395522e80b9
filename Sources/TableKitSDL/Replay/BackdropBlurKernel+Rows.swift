extension BackdropBlurKernel {
  /// A material's tint as the covered rows blend it: its premultiplied channels repeated along
  /// the row (its red for every pixel, then its green, then its blue), and what the pixel
  /// under it keeps of each channel (255 − alpha).
  struct RowTint {
    var remainder: UInt16
    var channels: UnsafePointer<UInt16>
  }

  /// Sixteen 16-bit lanes: every product here stays below 2¹⁶, so a vector of them holds
  /// twice the values a vector of 32-bit lanes does, and the multiplications are the
  /// processor's own 16-bit ones (SSE2 has no 32-bit lane multiply).
  typealias Lanes = SIMD16<UInt16>

  /// Sets `channels[i]`, for `i < count`, to the weighted sum of the two 8-bit interpolated
  /// rows around a covered row (`fy` in 1/256ths), rounded, then, with a tint, blends the
  /// tint over it as `BlendedFill.over` does.
  ///
  /// Channel by channel along memory, sixteen values at a time: packing the pixels comes
  /// after, on its own (issue 32: done pixel by pixel, this was a fifth of a frame with a
  /// floating plain header at 1920 × 1080).
  static func interpolate(
    _ above: UnsafePointer<UInt16>, _ below: UnsafePointer<UInt16>, weight fy: UInt16,
    count: Int, tint: RowTint?, into channels: UnsafeMutablePointer<UInt16>
  ) {
    // above × (256 − fy) + below × fy + 128 is at most 255 × 256 + 128: within 16 bits.
    let upper = Lanes(repeating: 256 &- fy)
    let lower = Lanes(repeating: fy)
    let half = Lanes(repeating: 128)
    var i = 0
    while i &+ Lanes.scalarCount <= count {
      let sum = lanes(at: above + i) &* upper &+ lanes(at: below + i) &* lower &+ half
      store(sum &>> 8, at: channels + i)
      i &+= Lanes.scalarCount
    }
    while i < count {
      channels[i] = (above[i] &* (256 &- fy) &+ below[i] &* fy &+ 128) &>> 8
      i &+= 1
    }
    guard let tint else { return }
    let remainder = Lanes(repeating: tint.remainder)
    let one = Lanes(repeating: 1)
    let added = tint.channels
    i = 0
    // `BlendedFill.scale`: the products stay below 2¹⁶ − 255.
    while i &+ Lanes.scalarCount <= count {
      let product = lanes(at: channels + i) &* remainder
      store(
        ((product &+ one &+ (product &>> 8)) &>> 8) &+ lanes(at: added + i), at: channels + i)
      i &+= Lanes.scalarCount
    }
    while i < count {
      let product = channels[i] &* tint.remainder
      channels[i] = ((product &+ 1 &+ (product &>> 8)) &>> 8) &+ added[i]
      i &+= 1
    }
  }

  /// Packs a covered row's channels into the pixels at `out`, as `writing` asks: opaque, or
  /// with the opacity and the rounded corners' coverage as alpha.
  static func write(
    _ channels: UnsafePointer<UInt16>, width: Int, row py: Int32, coveredBox: PixelBox,
    shape: PixelBox, corner: Double, cornerReach: Int32, nearCornerRow: Bool, opacity: UInt32,
    writing: Writing, into out: UnsafeMutablePointer<UInt32>
  ) {
    let greens = channels + width
    let blues = greens + width
    @inline(__always) func color(_ x: Int) -> UInt32 {
      UInt32(truncatingIfNeeded: channels[x]) << 16
        | UInt32(truncatingIfNeeded: greens[x]) << 8
        | UInt32(truncatingIfNeeded: blues[x])
    }
    /// Packs every pixel of the row with the same alpha, sixteen at a time: blue and green in
    /// one 16-bit half of each pixel, red and alpha in the other.
    @inline(__always) func pack(alpha: UInt32) {
      let alphas = Lanes(repeating: UInt16(truncatingIfNeeded: alpha) &<< 8)
      var x = 0
      while x &+ Lanes.scalarCount <= width {
        let low = lanes(at: blues + x) | lanes(at: greens + x) &<< 8
        let high = lanes(at: channels + x) | alphas
        #if _endian(little)
          // Each pair of 16-bit values read as one 32-bit word: the even pixels' halves in
          // the low bits, the odd pixels' in the high bits. (The conversion below was left a
          // call to a generic function, 2 % of the blur.)
          let lowPairs = unsafeBitCast(low, to: SIMD8<UInt32>.self)
          let highPairs = unsafeBitCast(high, to: SIMD8<UInt32>.self)
          let even = lowPairs & 0xFFFF | highPairs &<< 16
          let odd = lowPairs &>> 16 | highPairs & 0xFFFF_0000
          let pixels = SIMD16<UInt32>(
            even[0], odd[0], even[1], odd[1], even[2], odd[2], even[3], odd[3],
            even[4], odd[4], even[5], odd[5], even[6], odd[6], even[7], odd[7])
        #else
          let pixels =
            SIMD16<UInt32>(truncatingIfNeeded: low)
            | SIMD16<UInt32>(truncatingIfNeeded: high) &<< 16
        #endif
        UnsafeMutableRawPointer(out + x).storeBytes(of: pixels, as: SIMD16<UInt32>.self)
        x &+= Lanes.scalarCount
      }
      while x < width {
        out[x] = alpha << 24 | color(x)
        x &+= 1
      }
    }
    switch writing {
    case .opaqueOver:
      pack(alpha: 0xFF)
    case .opaqueOverTinted(let fill):
      // An opaque pixel's alpha under the tint, as `BlendedFill.over` leaves it.
      let alpha = BlendedFill.scale(255, by: fill.remainder) &+ fill.alpha
      pack(alpha: alpha)
    case .withAlpha where !nearCornerRow:
      pack(alpha: opacity)
    case .withAlpha:
      for x in 0..<width {
        var alpha = opacity
        let px = Int32(x) + coveredBox.x0
        if px < shape.x0 + cornerReach || px >= shape.x1 - cornerReach {
          let coverage = cornerCoverage(px, py, shape: shape, radius: corner)
          alpha = alpha * UInt32(coverage) / 255
        }
        out[x] = alpha << 24 | color(x)
      }
    }
  }

  /// The sixteen values at `pointer`, whatever its alignment.
  @inline(__always)
  static func lanes(at pointer: UnsafePointer<UInt16>) -> Lanes {
    UnsafeRawPointer(pointer).loadUnaligned(as: Lanes.self)
  }

  /// Stores `values` at `pointer`, whatever its alignment.
  @inline(__always)
  static func store(_ values: Lanes, at pointer: UnsafeMutablePointer<UInt16>) {
    UnsafeMutableRawPointer(pointer).storeBytes(of: values, as: Lanes.self)
  }

  /// The four values at `pointer`, whatever its alignment.
  @inline(__always)
  static func four(at pointer: UnsafePointer<Int32>) -> SIMD4<Int32> {
    UnsafeRawPointer(pointer).loadUnaligned(as: SIMD4<Int32>.self)
  }

  /// Stores `values` at `pointer`, whatever its alignment.
  @inline(__always)
  static func store(_ values: SIMD4<Int32>, at pointer: UnsafeMutablePointer<Int32>) {
    UnsafeMutableRawPointer(pointer).storeBytes(of: values, as: SIMD4<Int32>.self)
  }
}
