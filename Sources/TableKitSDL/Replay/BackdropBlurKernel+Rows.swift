extension BackdropBlurKernel {
  /// A material's tint as the covered rows blend it: its premultiplied channels repeated along
  /// the row (its red for every pixel, then its green, then its blue), and what the pixel
  /// under it keeps of each channel (255 − alpha).
  struct RowTint {
    var remainder: Int32
    var channels: UnsafePointer<Int32>
  }

  /// Sets `channels[i]`, for `i < count`, to the weighted sum of the two interpolated rows
  /// around a covered row (16ths × 256 × 256, so 8-bit after the shift), then, with a tint,
  /// blends the tint over it as `BlendedFill.over` does.
  ///
  /// Channel by channel along memory, with the same operation on every element, so that the
  /// compiler does several at once: packing the pixels comes after, on its own (issue 32: done
  /// pixel by pixel, this was a fifth of a frame with a floating plain header at 1920 × 1080).
  static func interpolate(
    _ above: UnsafePointer<Int32>, _ below: UnsafePointer<Int32>, weight fy: Int32,
    count: Int, tint: RowTint?, into channels: UnsafeMutablePointer<Int32>
  ) {
    // above × (256 − fy) + below × fy, with one multiplication (no term leaves Int32's
    // range, so the sum is the same).
    for i in 0..<count {
      channels[i] = (above[i] &<< 8 &+ (below[i] &- above[i]) &* fy &+ (1 << 19)) &>> 20
    }
    guard let tint else { return }
    let remainder = tint.remainder
    let added = tint.channels
    for i in 0..<count {
      // `BlendedFill.scale`: the products stay below 2¹⁶, positive.
      let product = channels[i] &* remainder
      channels[i] = ((product &+ 1 &+ (product &>> 8)) &>> 8) &+ added[i]
    }
  }

  /// Packs a covered row's channels into the pixels at `out`, as `writing` asks: opaque, or
  /// with the opacity and the rounded corners' coverage as alpha.
  static func write(
    _ channels: UnsafePointer<Int32>, width: Int, row py: Int32, coveredBox: PixelBox,
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
    /// Packs every pixel of the row with the same alpha, four at a time.
    @inline(__always) func pack(alpha: UInt32) {
      let alphas = SIMD4<UInt32>(repeating: alpha << 24)
      var x = 0
      while x &+ 4 <= width {
        let red = SIMD4<UInt32>(truncatingIfNeeded: four(at: channels + x))
        let green = SIMD4<UInt32>(truncatingIfNeeded: four(at: greens + x))
        let blue = SIMD4<UInt32>(truncatingIfNeeded: four(at: blues + x))
        let pixels = alphas | red &<< 16 | green &<< 8 | blue
        UnsafeMutableRawPointer(out + x).storeBytes(of: pixels, as: SIMD4<UInt32>.self)
        x &+= 4
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
